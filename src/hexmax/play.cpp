#include "hexmax/play.h"

#include <algorithm>

#include "core/text.h"

namespace knobel::hexmax {
namespace {

// Where a stick may sit, as a noun after "the": "the top of digit 2", "the upper right of digit 2".
constexpr std::string_view kPlaceWords[kSegmentCount] = {"top",         "upper right", "lower right", "bottom",
                                                         "lower left",  "upper left",  "middle"};
constexpr std::string_view kStickWords[kSegmentCount] = {"top",         "upper-right", "lower-right", "bottom",
                                                         "lower-left",  "upper-left",  "middle"};

std::string digit_name(std::uint32_t digit) { return "digit " + std::to_string(digit); }

// A refusal names digits as the move syntax does, from 0 ("digit 3 would be empty", the reason
// the play contract names); a person who clicked counts from 1, so the sentence ends by saying
// which digit that is: " (digit 3 is the 4th from the left)".
std::string counted_from_left(std::uint32_t digit) {
    std::string words = digit_words(digit);  // "the 4th digit"
    words.resize(words.size() - std::string_view(" digit").size());
    return " (" + digit_name(digit) + " is " + words + " from the left)";
}

std::string place_words(int segment) {
    return segment >= 0 && segment < kSegmentCount ? std::string(kPlaceWords[segment])
                                                   : "position " + std::to_string(segment);
}

// A digit index at text[position...]: its digits, or an error naming the column.
struct IndexRead {
    std::uint32_t value = 0;
    std::size_t end = 0;
};
Expected<IndexRead> read_index(std::string_view text, std::size_t position, std::string_view which) {
    std::size_t end = position;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
    const int column = static_cast<int>(position) + 1;
    if (end == position) {
        const std::string found = position < text.size() ? describe_char(text[position]) : "the end of the text";
        return error_at(0, column, "expected the " + std::string(which) + " digit's index (0 = leftmost), not " + found +
                                       "; a move is written like 0b-2g");
    }
    Expected<std::uint64_t> value =
        parse_unsigned(text.substr(position, end - position), 0xFFFFFFFFu, "a digit index", 0, column);
    if (!value) return value.error();
    return IndexRead{static_cast<std::uint32_t>(value.value()), end};
}

Expected<std::uint8_t> read_segment(std::string_view text, std::size_t position, std::string_view which) {
    const int column = static_cast<int>(position) + 1;
    if (position >= text.size())
        return error_at(0, column, "expected the " + std::string(which) +
                                       " segment, a letter a–g, after the digit index; a move is written like 0b-2g");
    const int segment = segment_from_letter(text[position]);
    if (segment < 0)
        return error_at(0, column, "segment must be a letter a–g, not " + describe_char(text[position]));
    return static_cast<std::uint8_t>(segment);
}

// "digit 1", "digits 1 and 2", "digits 1, 2 and 4", "digits 1, 2, 4, 5, 6 and 3 more".
// The digits as people count them, from 1 on the left: "the 1st digit", "the 1st and 3rd digits",
// "the 1st, 2nd, 3rd, 4th, 5th and 2 more digits" (the verdict speaks to a person; the move
// syntax's own count from 0 stays in refusals, which say both).
std::string digit_list(const std::vector<std::size_t>& digits) {
    constexpr std::size_t kNamed = 5;
    const auto ordinal = [](std::size_t index) {
        std::string words = digit_words(index);  // "the 4th digit"
        return words.substr(4, words.size() - 4 - std::string_view(" digit").size());
    };
    if (digits.size() == 1) return "the " + ordinal(digits[0]) + " digit";
    std::string text = "the ";
    const std::size_t named = digits.size() > kNamed + 1 ? kNamed : digits.size();
    for (std::size_t i = 0; i < named; ++i) {
        if (i > 0) text += (i + 1 == named && named == digits.size()) ? " and " : ", ";
        text += ordinal(digits[i]);
    }
    if (named < digits.size()) text += " and " + with_thousands(digits.size() - named) + " more";
    return text + " digits";
}

std::string moves_words(std::uint64_t moves) {
    return with_thousands(moves) + (moves == 1 ? " move" : " moves");
}

}  // namespace

std::string move_text(const Move& move) {
    return std::to_string(move.from_digit) + segment_letter(move.from_segment) + '-' + std::to_string(move.to_digit) +
           segment_letter(move.to_segment);
}

Expected<Move> parse_move_text(std::string_view text) {
    if (text.empty()) return error_at(0, 1, "a move is written like 0b-2g (digit, segment, '-', digit, segment), not an empty text");
    Move move;
    Expected<IndexRead> from = read_index(text, 0, "source");
    if (!from) return from.error();
    move.from_digit = from->value;
    Expected<std::uint8_t> from_segment = read_segment(text, from->end, "source");
    if (!from_segment) return from_segment.error();
    move.from_segment = from_segment.value();
    const std::size_t dash = from->end + 1;
    if (dash >= text.size() || text[dash] != '-') {
        const std::string found = dash < text.size() ? describe_char(text[dash]) : "the end of the text";
        return error_at(0, static_cast<int>(dash) + 1,
                        "expected '-' between the two positions, not " + found + "; a move is written like 0b-2g");
    }
    Expected<IndexRead> to = read_index(text, dash + 1, "destination");
    if (!to) return to.error();
    move.to_digit = to->value;
    Expected<std::uint8_t> to_segment = read_segment(text, to->end, "destination");
    if (!to_segment) return to_segment.error();
    move.to_segment = to_segment.value();
    const std::size_t end = to->end + 1;
    if (end < text.size())
        return error_at(0, static_cast<int>(end) + 1,
                        "unexpected " + describe_char(text[end]) + " after the move; a move is written like 0b-2g");
    return move;
}

std::string_view segment_words(int segment) {
    return segment >= 0 && segment < kSegmentCount ? kStickWords[segment] : std::string_view("unknown");
}

std::optional<std::string> refusal(const Display& display, const Move& move) {
    switch (check_move(display, move)) {
        case MoveProblem::none:
            return std::nullopt;
        case MoveProblem::out_of_range: {
            if (move.from_segment >= kSegmentCount || move.to_segment >= kSegmentCount)
                return std::string("a digit has only seven sticks, a to g");
            const std::uint32_t bad = move.from_digit >= display.size() ? move.from_digit : move.to_digit;
            if (display.empty()) return "there is no " + digit_name(bad) + ": the display is empty";
            return "there is no " + digit_name(bad) + ": the digits are numbered 0 to " +
                   std::to_string(display.size() - 1) + " from the left";
        }
        case MoveProblem::no_stick:
            return digit_name(move.from_digit) + " has no " + std::string(segment_words(move.from_segment)) +
                   " stick to move" + counted_from_left(move.from_digit);
        case MoveProblem::position_taken:
            if (move.from_digit == move.to_digit && move.from_segment == move.to_segment)
                return std::string("that is where the stick is already");
            return "the " + place_words(move.to_segment) + " of " + digit_name(move.to_digit) +
                   " has a stick already" + counted_from_left(move.to_digit);
        case MoveProblem::empties_digit:
            return digit_name(move.from_digit) + " would be empty: its " +
                   std::string(segment_words(move.from_segment)) + " stick is its last one" +
                   counted_from_left(move.from_digit);
    }
    return std::string("the move is not allowed");
}

std::string digit_words(std::uint64_t index) {
    const std::uint64_t n = index + 1;  // index is at most 2^32 - 1 in a move, so no overflow
    const char* suffix = "th";
    if (n % 100 < 11 || n % 100 > 13) {
        if (n % 10 == 1) suffix = "st";
        if (n % 10 == 2) suffix = "nd";
        if (n % 10 == 3) suffix = "rd";
    }
    return "the " + with_thousands(n) + suffix + " digit";
}

std::string describe_move_for_people(const Move& move) {
    std::string text = "move the " + std::string(segment_words(move.from_segment)) + " stick of " +
                       digit_words(move.from_digit) + " to ";
    if (move.from_digit == move.to_digit) return text + "its " + place_words(move.to_segment);
    return text + "the " + place_words(move.to_segment) + " of " + digit_words(move.to_digit);
}

namespace {

// The display as a sentence names it: whole up to kWholeUpTo characters, else its two ends and
// the count — a 10,000-digit number in full would bury the verdict (issue 20, item 8).
std::string shown_in_sentence(const std::string& shown) {
    constexpr std::size_t kWholeUpTo = 40, kHead = 16, kTail = 8;
    if (shown.size() <= kWholeUpTo) return shown;
    return shown.substr(0, kHead) + "\xE2\x80\xA6" + shown.substr(shown.size() - kTail) + " (" +
           with_thousands(shown.size()) + " digits)";
}

}  // namespace

PlayVerdict judge(const Problem& problem, const Display& now, const std::vector<std::uint8_t>* best) {
    const GlyphSet glyphs = problem.options.glyphs;
    const Display start = display_of(problem.digits, glyphs);
    PlayVerdict verdict;
    verdict.moves_used = moves_needed(start, now);
    verdict.within_m = verdict.moves_used <= problem.m;
    verdict.counter = with_thousands(verdict.moves_used) + " of m = " + with_thousands(problem.m) + " moves used";
    verdict.shown = state_line(now, glyphs);
    bool decimal_refused = false;  // some digit shows A-F where only 0-9 may stand
    for (std::size_t i = 0; i < now.size(); ++i) {
        const int digit = digit_of_mask(now[i], glyphs);
        if (digit < 0 || (problem.options.decimal_only && digit >= 10)) verdict.not_digits.push_back(i);
        if (digit >= 10 && problem.options.decimal_only) decimal_refused = true;
    }
    verdict.is_number = verdict.not_digits.empty() && now.size() == start.size();
    verdict.solved = verdict.is_number && verdict.within_m;
    if (verdict.solved && best) verdict.optimal = now == display_of(*best, glyphs);

    const bool largest = problem.options.goal == Goal::largest;
    const std::string m_words = problem.m == 0 ? std::string("no moves") : "only " + with_thousands(problem.m);
    std::vector<std::string> problems;
    if (now.size() != start.size())
        problems.push_back("the display has " + with_thousands(now.size()) + " digits, the puzzle " +
                           with_thousands(start.size()));
    if (!verdict.not_digits.empty()) {
        const std::string which = digit_list(verdict.not_digits);
        const bool one = verdict.not_digits.size() == 1;
        if (decimal_refused)
            problems.push_back(which + (one ? " shows no digit 0–9 yet" : " show no digits 0–9 yet"));
        else
            problems.push_back(which + (one ? " shows no hex digit yet" : " show no hex digits yet"));
    }
    if (!verdict.within_m)
        problems.push_back(moves_words(verdict.moves_used) + " used, " + m_words + " allowed");
    if (!problems.empty()) {
        verdict.sentence = problems[0];
        for (std::size_t i = 1; i < problems.size(); ++i) verdict.sentence += "; " + problems[i];
    } else if (verdict.optimal) {
        verdict.sentence = shown_in_sentence(verdict.shown) + " — the " + (largest ? "largest" : "smallest") + " possible within " +
                           moves_words(problem.m);
    } else if (best) {
        // Never the best number itself: the player asked for a puzzle, not its answer (issue 20).
        verdict.sentence = shown_in_sentence(verdict.shown) + " — not the " + (largest ? "largest" : "smallest") + " yet: a " +
                           (largest ? "larger" : "smaller") + " number is possible within " + moves_words(problem.m);
    } else {
        verdict.sentence = shown_in_sentence(verdict.shown) + " — a number within " + moves_words(problem.m) +
                           " (the best is not known yet)";
    }
    return verdict;
}

std::string target_sentence(const Problem& problem, bool exists, const std::vector<std::uint8_t>& best) {
    if (!exists) return no_answer_message(problem);
    const bool largest = problem.options.goal == Goal::largest;
    return std::string("the ") + (largest ? "largest" : "smallest") + " within " + moves_words(problem.m) + " is " +
           shown_in_sentence(digits_text(best));
}

StateLines::StateLines(const Problem& problem, const Answer& answer) : glyphs_(problem.options.glyphs) {
    if (!answer.exists) {
        head_[0] = "unsolvable";
        head_[1] = no_answer_message(problem);
        line_count_ = 2;
        return;
    }
    head_[0] = digits_text(answer.digits);
    head_[1] = std::to_string(answer.moves);
    steps_ = answer.steps;
    Display display = display_of(problem.digits, glyphs_);
    for (std::size_t i = 0; i < steps_.size(); ++i) {
        if (i % kEvery == 0) checkpoints_.push_back(display);
        apply_move(display, steps_[i]);
    }
    if (checkpoints_.empty()) checkpoints_.push_back(display);
    line_count_ = 2 + steps_.size();
}

Display StateLines::display_after(std::size_t moves) const {
    if (checkpoints_.empty()) return {};
    moves = std::min(moves, steps_.size());
    const std::size_t checkpoint = std::min(moves / kEvery, checkpoints_.size() - 1);
    Display display = checkpoints_[checkpoint];
    for (std::size_t i = checkpoint * kEvery; i < moves; ++i) apply_move(display, steps_[i]);
    return display;
}

std::string StateLines::line(std::size_t index) const {
    if (index < 2) return index < line_count_ ? head_[index] : std::string();
    if (index >= line_count_) return {};
    return state_line(display_after(index - 1), glyphs_);
}

}  // namespace knobel::hexmax
