#include "matches/moves.h"

#include <algorithm>

#include "core/text.h"
#include "matches/match_text.h"

namespace knobel::matches {
namespace {

std::string angle_words(const WrittenMatch& written) {
    return "(" + std::to_string(written.point.a) + " " + std::to_string(written.point.b) + " " +
           std::to_string(written.point.c) + " " + std::to_string(written.point.d) + ") at " +
           std::to_string(written.angle) + "°";
}

}  // namespace

Expected<Move> parse_move(std::string_view text, int line, int first_column) {
    const auto arrow = text.find('>');
    if (arrow == std::string_view::npos)
        return error_at(line, first_column + static_cast<int>(text.size()),
                        "a move is two matches with > between them: a b c d angle > a b c d angle");
    if (text.find('>', arrow + 1) != std::string_view::npos)
        return error_at(line, first_column + static_cast<int>(text.find('>', arrow + 1)), "a move has one > only");
    // A move reaches as far as an answer may (match_text.h), so every printed move reads back.
    auto from = parse_match(text.substr(0, arrow), line, first_column, kMaxAnswerCoordinate);
    if (!from) return from.error();
    auto to = parse_match(text.substr(arrow + 1), line, first_column + static_cast<int>(arrow) + 1, kMaxAnswerCoordinate);
    if (!to) return to.error();
    return Move{from.value(), to.value()};
}

std::string format_move(const Move& move) { return match_text(move.from) + " > " + match_text(move.to); }

std::string describe(const Move& move) {
    return "take the match from " + angle_words(written_form(move.from)) + " and lay it from " +
           angle_words(written_form(move.to));
}

PlayTable::PlayTable(const Figure& before) {
    for (const Match& match : before) add(match);
}

void PlayTable::add(const Match& match) {
    auto [found, inserted] = multiplicity_.emplace(match, 0);
    ++found->second;
    ++count_;
    if (found->second > 1) return;
    const auto id = static_cast<std::uint32_t>(by_id_.size());
    by_id_.push_back(match);
    counts_[match] = id;
    grid_.insert(id, match);
}

void PlayTable::remove(const Match& match) {
    const auto found = multiplicity_.find(match);
    if (found == multiplicity_.end()) return;
    --count_;
    if (--found->second > 0) return;
    multiplicity_.erase(found);
    const auto id = counts_.find(match);
    grid_.erase(id->second, match);
    counts_.erase(id);
}

bool PlayTable::has(const Match& match) const { return multiplicity_.count(match) != 0; }

std::optional<Match> PlayTable::stacked() const {
    for (const auto& [match, times] : multiplicity_)
        if (times > 1) return match;
    return std::nullopt;
}

Figure PlayTable::matches() const {
    Figure figure;
    for (const auto& [match, times] : multiplicity_) figure.push_back(match);
    std::sort(figure.begin(), figure.end());
    return figure;
}

std::optional<std::string> PlayTable::conflict_with(const Match& laid, const Match* lifted) const {
    std::optional<std::string> reason;
    grid_.for_each_near(laid, [&](std::uint32_t id) {
        if (reason) return;
        const Match& other = by_id_[id];
        if (multiplicity_.count(other) == 0) return;  // ids of matches gone stay in by_id_ only
        if (lifted != nullptr && other == *lifted && multiplicity_.at(other) == 1) return;
        const Contact kind = contact(laid, other);
        if (kind == Contact::cross || kind == Contact::overlap || kind == Contact::touch)
            reason = "the laid match would " +
                     std::string(kind == Contact::cross ? "cross" : kind == Contact::overlap ? "overlap" : "touch") +
                     " the match " + match_text(other) +
                     (kind == Contact::touch ? " (matches may meet only at a common end)" : "");
    });
    return reason;
}

std::optional<std::string> PlayTable::check(const Move& move) const {
    const auto from = multiplicity_.find(move.from);
    if (from == multiplicity_.end()) return "there is no match at " + match_text(move.from);
    if (move.to == move.from) return "the match must be laid somewhere else than where it was picked up";
    const auto to = multiplicity_.find(move.to);
    if (to != multiplicity_.end()) {
        const auto stack = stacked();
        const bool from_is_the_stack = stack && *stack == move.from;
        if (to->second > 1 || (stack && !from_is_the_stack))
            return "the target " + match_text(move.to) + " is taken" +
                   (stack && !(*stack == move.to) ? " (and two matches already lie stacked at " + match_text(*stack) +
                                                        ": pick one of them up first)"
                                                  : "");
        // Laying it on top of the match there (the first half of a swap) is allowed.
    }
    return conflict_with(move.to, &move.from);
}

std::optional<std::string> PlayTable::apply(const Move& move) {
    if (auto reason = check(move)) return reason;
    remove(move.from);
    add(move.to);
    return std::nullopt;
}

bool PlayTable::undo(const Move& move) {
    if (!has(move.to)) return false;
    remove(move.to);
    add(move.from);
    return true;
}

PlayCheck check_play(const Problem& problem, const Options& options, const PlayTable& table) {
    PlayCheck result;
    for (const Match& match : problem.before) result.relocated += table.has(match) ? 0 : 1;
    if (table.stacked() || table.size() != problem.after.size()) return result;
    const Figure current = table.matches();  // sorted
    for (const Transform& transform : allowed_transforms(options)) {
        Figure turned = place(problem.after, {transform, {}});
        std::sort(turned.begin(), turned.end());
        if (turned.empty()) continue;
        const Point shift = current[0].start - turned[0].start;
        bool same = true;
        for (std::size_t i = 0; same && i < turned.size(); ++i)
            same = turned[i].direction == current[i].direction && turned[i].start + shift == current[i].start;
        if (same) {
            result.solved = true;
            result.placement = Placement{transform, shift};
            return result;
        }
    }
    return result;
}

std::optional<std::string> check_replay(const Problem& problem, const Placement& placement, const std::vector<Move>& moves) {
    PlayTable table(problem.before);
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (auto reason = table.apply(moves[i]))
            return "move " + std::to_string(i + 1) + " (" + format_move(moves[i]) + "): " + *reason;
    if (table.stacked()) return "two matches are left stacked at " + match_text(*table.stacked());
    Figure expected = place(problem.after, placement);
    std::sort(expected.begin(), expected.end());
    if (table.matches() != expected) return "the table does not end as the placed after figure";
    return std::nullopt;
}

}  // namespace knobel::matches
