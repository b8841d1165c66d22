#include "matches/problem.h"

#include <algorithm>

#include "core/text.h"

namespace knobel::matches {
namespace {

enum class Keyword { none, before, after, moves };

Keyword keyword_of(std::string_view word) {
    std::string lower(word);
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (lower == "before" || lower == "vorher") return Keyword::before;
    if (lower == "after" || lower == "nachher") return Keyword::after;
    if (lower == "moves") return Keyword::moves;
    return Keyword::none;
}

struct ListState {
    bool seen = false;
    int keyword_line = 0;
    std::optional<std::uint64_t> announced;  // the count after the keyword
    std::vector<int> lines;                  // the line of every match
};

// A problem found after reading every line, kept until the earliest one is known.
struct LateError {
    int line = 0;
    std::string message;
};

std::string list_name(Keyword keyword) { return keyword == Keyword::before ? "before" : "after"; }

}  // namespace

Expected<std::uint64_t> parse_u(std::string_view text, int line, int first_column) {
    if (!text.empty() && text[0] == '+') {
        text.remove_prefix(1);
        ++first_column;
    }
    return parse_unsigned(text, kMaxU, "u (the number of matches to move)", line, first_column);
}

Expected<Problem> parse_problem_file(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte order mark
    const std::vector<TextLine> lines = split_lines(text);
    Problem problem;
    ListState before, after;
    Keyword current = Keyword::none;
    int moves_line = 0;

    for (const TextLine& line : lines) {
        std::string_view content = line.text;
        if (const auto hash = content.find('#'); hash != std::string_view::npos) content = content.substr(0, hash);
        const std::vector<Token> tokens = split_tokens(content);
        if (tokens.empty()) continue;
        const Keyword keyword = keyword_of(tokens[0].text);
        if (keyword == Keyword::moves) {
            if (moves_line != 0)
                return error_at(line.number, tokens[0].column,
                                "a second moves line (the first is line " + std::to_string(moves_line) + ")");
            if (tokens.size() != 2)
                return error_at(line.number, tokens.size() < 2 ? static_cast<int>(content.size()) + 1 : tokens[2].column,
                                "write moves and one number: moves U");
            auto u = parse_u(tokens[1].text, line.number, tokens[1].column);
            if (!u) return u.error();
            problem.moves = u.value();
            moves_line = line.number;
            current = Keyword::none;  // the moves line stands outside the lists
            continue;
        }
        if (keyword == Keyword::before || keyword == Keyword::after) {
            ListState& list = keyword == Keyword::before ? before : after;
            if (list.seen)
                return error_at(line.number, tokens[0].column,
                                "a second " + list_name(keyword) + " list (the first starts on line " +
                                    std::to_string(list.keyword_line) + ")");
            if (tokens.size() > 2)
                return error_at(line.number, tokens[2].column,
                                "unexpected text after " + list_name(keyword) + ": at most a count may follow");
            if (tokens.size() == 2) {
                std::string_view count_text = tokens[1].text;
                int count_column = tokens[1].column;
                if (count_text[0] == '+') {
                    count_text.remove_prefix(1);
                    ++count_column;
                }
                auto count = parse_unsigned(count_text, kMaxMatches * 10, "the count of matches", line.number, count_column);
                if (!count) return count.error();
                list.announced = count.value();
            }
            list.seen = true;
            list.keyword_line = line.number;
            current = keyword;
            continue;
        }
        const bool looks_numeric = tokens[0].text[0] == '+' || tokens[0].text[0] == '-' ||
                                   (tokens[0].text[0] >= '0' && tokens[0].text[0] <= '9');
        if (!looks_numeric)
            return error_at(line.number, tokens[0].column,
                            quote(tokens[0].text, 20) + " is not a keyword: expected before, after, moves or a match (a b c d angle)");
        auto match = parse_match_tokens(tokens, line.number, static_cast<int>(content.size()) + 1);
        if (!match) return match.error();
        if (current == Keyword::none)
            return error_at(line.number, tokens[0].column,
                            "this match belongs to no list: write before or after on a line above it");
        Figure& figure = current == Keyword::before ? problem.before : problem.after;
        ListState& list = current == Keyword::before ? before : after;
        if (figure.size() == kMaxMatches)
            return error_at(line.number, tokens[0].column,
                            "too many matches in the " + list_name(current) + " list: at most " +
                                with_thousands(kMaxMatches));
        figure.push_back(match.value());
        list.lines.push_back(line.number);
    }

    // What remains to check needs every line read; the earliest line with a problem is reported.
    const int last_line = lines.empty() ? 1 : lines.back().number;
    std::vector<LateError> errors;
    for (const Keyword keyword : {Keyword::before, Keyword::after}) {
        const ListState& list = keyword == Keyword::before ? before : after;
        const Figure& figure = keyword == Keyword::before ? problem.before : problem.after;
        if (!list.seen) {
            errors.push_back({last_line, lines.empty() ? "the file is empty: it needs a before and an after list"
                                                       : "the " + list_name(keyword) + " list is missing"});
            continue;
        }
        if (figure.empty()) errors.push_back({last_line, "the " + list_name(keyword) + " list is empty"});
        if (list.announced && *list.announced != figure.size())
            errors.push_back({list.keyword_line, list_name(keyword) + " announces " + matches_count(*list.announced) +
                                                     " but its list has " + std::to_string(figure.size())});
        if (const auto broken = first_rule_break(figure)) {
            const int later_line = list.lines[broken->later], earlier_line = list.lines[broken->earlier];
            std::string message = "this match " + std::string(describe(broken->contact)) + " the match on line " +
                                   std::to_string(earlier_line);
            if (broken->contact == Contact::same) {
                message = "this match is already on line " + std::to_string(earlier_line);
                message += " (a match may be written from either end)";
            } else if (broken->contact == Contact::touch) {
                message += ": matches may meet only at a common end";
            }
            errors.push_back({later_line, message});
        }
    }
    if (before.seen && after.seen && !problem.before.empty() && !problem.after.empty() &&
        problem.before.size() != problem.after.size())
        errors.push_back({after.keyword_line, "before has " + matches_count(problem.before.size()) +
                                                  " but after has " + std::to_string(problem.after.size()) +
                                                  ": both figures need the same number"});
    if (!errors.empty()) {
        const auto earliest = std::min_element(errors.begin(), errors.end(),
                                               [](const LateError& x, const LateError& y) { return x.line < y.line; });
        return error_at(earliest->line, 0, earliest->message);
    }
    return problem;
}

std::string format_problem_file(const Problem& problem) {
    std::string text = "before\n";
    for (const Match& match : problem.before) text += match_text(match) + "\n";
    text += "after\n";
    for (const Match& match : problem.after) text += match_text(match) + "\n";
    if (problem.moves) text += "moves " + std::to_string(*problem.moves) + "\n";
    return text;
}

std::optional<std::string> figure_problem(const Figure& figure, std::string_view name) {
    if (figure.empty()) return "the " + std::string(name) + " figure is empty";
    if (figure.size() > kMaxMatches)
        return "the " + std::string(name) + " figure has " + matches_count(figure.size()) + ", at most " +
               with_thousands(kMaxMatches) + " are allowed";
    for (std::size_t i = 0; i < figure.size(); ++i)
        if (!writable(figure[i]))
            return "match " + std::to_string(i + 1) + " of the " + std::string(name) +
                   " figure is out of range (|a|, |b|, |c|, |d| at most 10^9)";
    if (const auto broken = first_rule_break(figure)) {
        std::string message = "match " + std::to_string(broken->later + 1) + " of the " + std::string(name) + " figure " +
                              describe(broken->contact) + " match " + std::to_string(broken->earlier + 1);
        // The two named are among the breakers; the others are only counted.
        const std::size_t others = rule_breakers(figure).size() - 2;
        if (others == 1) message += " (and 1 more match breaks the rules)";
        if (others > 1) message += " (and " + with_thousands(others) + " more matches break the rules)";
        return message;
    }
    return std::nullopt;
}

std::vector<std::string> problem_warnings(const Problem& problem) {
    std::vector<std::string> warnings;
    for (const auto& [name, figure] : {std::pair{"before", &problem.before}, std::pair{"after", &problem.after}}) {
        const std::size_t pieces = piece_count(*figure);
        if (pieces > 1)
            warnings.push_back("the " + std::string(name) + " figure falls apart into " + std::to_string(pieces) +
                               " pieces (accepted: the rules do not ask for one piece)");
    }
    return warnings;
}

}  // namespace knobel::matches
