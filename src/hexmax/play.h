#pragma once
// Playing Hex-Max by hand: a move as short text ("0b-2g") and back, why a move is refused, in words
// a player understands, what a display reached by hand is worth (judge), and the contest's state
// lines with random access for a scrolling list. The rules stay in moves.h; this is their wording.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "hexmax/moves.h"
#include "hexmax/problem.h"
#include "hexmax/solver.h"

namespace knobel::hexmax {

// ---- Move text -------------------------------------------------------------------------------
// "<digit><segment>-<digit><segment>": digit indices counted from 0 at the left (as in the JSON
// steps and in describe(Move)), segments a-g as in glyphs.h. 0b-2g takes the upper-right stick of
// the leftmost digit to the middle of the third.
std::string move_text(const Move& move);
// Exactly that form: no spaces, lower-case letters, digit indices up to 2^32 - 1 (leading zeros are
// accepted). Errors name the 1-based column (line 0) and say what was expected there. Whether the
// digits exist on a display is refusal()'s business, not the parser's.
Expected<Move> parse_move_text(std::string_view text);

// ---- Words for people ------------------------------------------------------------------------
// "top", "upper-right", "lower-right", "bottom", "lower-left", "upper-left", "middle" for a..g
// (as an adjective: "the upper-right stick").
std::string_view segment_words(int segment);
// Why `move` may not be made on `display` now, as a sentence ("digit 3 would be empty: its
// upper-right stick is its last one"); nullopt when it is allowed. The reasons are check_move's.
std::optional<std::string> refusal(const Display& display, const Move& move);
// A digit for people, counted from 1 at the left with an ordinal: index 0 is "the 1st digit",
// 1 "the 2nd", 10 "the 11th", 21 "the 22nd", 1000 "the 1,001st". (The move syntax and the JSON
// steps count from 0; sentences meant to be read say where the digit is the way people count.)
std::string digit_words(std::uint64_t index);
// "move the upper-right stick of the 1st digit to its top" (within one digit), "move the
// upper-right stick of the 1st digit to the middle of the 3rd digit" (between digits): the move
// 0b-0a and 0b-2g in words, digits counted from 1 (digit_words).
std::string describe_move_for_people(const Move& move);

// ---- Judging a display reached by hand -------------------------------------------------------
struct PlayVerdict {
    // The fewest moves that turn the puzzle's display into `now` (moves_needed), not the moves the
    // player happened to make: a stick moved twice could have gone to its end in one move, and a
    // stick moved away and back costs nothing, so only where the sticks are now is fair to count.
    std::uint64_t moves_used = 0;
    bool within_m = false;
    bool is_number = false;               // every digit shows an allowed digit (decimal_only: 0-9)
    std::string shown;                    // the digits as shown, '?' where the sticks form none
    std::vector<std::size_t> not_digits;  // the digits (0 = leftmost) that are not allowed digits
    bool solved = false;                  // is_number && within_m
    bool optimal = false;                 // solved and the best answer (known) is shown
    std::string sentence;                 // all of it in one line for the player
    std::string counter;                  // "2 of m = 3 moves used"
};
// `now` must have the puzzle's length and stick count (every legal move keeps both). `best` is
// the solver's answer digits, or nullptr while it is not known (then optimal stays false).
PlayVerdict judge(const Problem& problem, const Display& now, const std::vector<std::uint8_t>* best);
// The target, for a player who asked to see it ("Show the target"): "the largest within 3 moves
// is EE4" (a long number by its two ends), or why no number can be made within m.
std::string target_sentence(const Problem& problem, bool exists, const std::vector<std::uint8_t>& best);

// ---- The contest's text output, line by line -------------------------------------------------
// The lines of write_answer_text (output.h) with random access, for a list that shows only the
// lines in view of an answer too long to hold as text: line 0 the result, line 1 the number of
// moves, line 1 + k the display after k moves (k = 1..steps). Without an answer: "unsolvable" and
// the reason. Keeps the display after every kEvery-th move, so a line costs at most kEvery moves.
class StateLines {
public:
    static constexpr std::size_t kEvery = 256;

    StateLines() = default;  // no lines
    StateLines(const Problem& problem, const Answer& answer);

    std::size_t size() const { return line_count_; }
    std::string line(std::size_t index) const;  // "" past the end
    // The display after `moves` moves (clamped to the number of steps).
    Display display_after(std::size_t moves) const;

private:
    std::size_t line_count_ = 0;
    std::string head_[2];  // lines 0 and 1
    GlyphSet glyphs_ = GlyphSet::contest;
    std::vector<Move> steps_;
    std::vector<Display> checkpoints_;  // after 0, kEvery, 2 kEvery, ... moves
};

}  // namespace knobel::hexmax
