#pragma once
// Stick moves: one move takes the stick at (digit, segment) and puts it on a position that is free
// at that moment, in the same digit or another. The rules live here (never in the app): applying
// and undoing a move on a display, checking a whole move list, and planning a move list that turns
// one display into another.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "hexmax/glyphs.h"

namespace knobel::hexmax {

// A display: one segment mask per digit, leftmost first.
using Display = std::vector<SegmentMask>;

struct Move {
    std::uint32_t from_digit = 0;  // 0 = leftmost
    std::uint8_t from_segment = 0;  // 0..6 = a..g
    std::uint32_t to_digit = 0;
    std::uint8_t to_segment = 0;

    friend bool operator==(const Move&, const Move&) = default;
};

enum class MoveProblem : std::uint8_t {
    none,
    out_of_range,    // a digit index or segment outside the display
    no_stick,        // nothing lit at `from`
    position_taken,  // `to` is lit already (putting a stick back where it was counts as taken)
    empties_digit,   // it is the digit's last stick (even a move within the digit would empty it meanwhile)
};

// Why `move` may not be made on `display` now; MoveProblem::none if it may.
MoveProblem check_move(const Display& display, const Move& move);
// A few words for a MoveProblem ("there is no stick at the source").
const char* describe(MoveProblem problem);

// Makes the move if it is allowed (returns false and leaves the display alone otherwise).
bool apply_move(Display& display, const Move& move);
// Takes back `move`, which must be the last move applied to `display` (returns false if the
// display does not look like it). Undoing a legal move is always legal: the receiving digit had a
// stick before it got this one.
bool undo_move(Display& display, const Move& move);

// Replays `moves` from `start`: nullopt when every move is allowed and the display ends as `end`,
// otherwise what went wrong first ("move 5 (digit 3 b -> digit 4 g): there is no stick at the source").
std::optional<std::string> check_replay(const Display& start, const std::vector<Move>& moves, const Display& end);

// The fewest moves that turn `from` into `to`: the positions lit in `from` but not in `to`. Both
// displays must have the same length and the same total number of sticks.
std::uint64_t moves_needed(const Display& from, const Display& to);

// A move list of exactly moves_needed(from, to) moves that turns `from` into `to` without ever
// emptying a digit. Moves inside a digit come first (each relocates the stick the shortest way
// within the digit), then moves between digits, pairing the k-th surplus stick from the left with
// the k-th free position from the left, which makes the total distance travelled the least
// possible and lets the animation sweep along the number. Preconditions as for moves_needed;
// `to` must have no empty digit (answers never have).
std::vector<Move> plan_moves(const Display& from, const Display& to);

// A display as one state line of the text output: state_char of every digit.
std::string state_line(const Display& display, GlyphSet glyphs);

// "digit 3 b -> digit 4 g".
std::string describe(const Move& move);

}  // namespace knobel::hexmax
