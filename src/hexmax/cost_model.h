#pragma once
// What turning one digit into another costs, and which stick surpluses a stretch of digits can
// produce. Shared by the solver (its table) and the problem's limits (the table's size), so the
// size that check_problem() promises is the size the solver allocates.
//
// A move relocates one stick. Turning digit shape D into T frees |D \ T| sticks (removals) and
// takes |T \ D| (additions); its *surplus* is |D| - |T| = removals - additions, the sticks it hands
// to other digits (negative: it takes some). A whole answer needs sum(removals) moves, and the
// surpluses must add up to zero because no stick leaves the display.

#include <array>
#include <cstdint>
#include <vector>

#include "hexmax/glyphs.h"
#include "hexmax/options.h"

namespace knobel::hexmax {

// One target digit for a given input digit.
struct Candidate {
    std::uint8_t digit;     // the target's value 0..15
    std::uint8_t removals;  // moves that leave this digit
    std::int8_t surplus;    // removals - additions
};

// For one input digit: the fewest removals for each surplus it can produce, the solver's table
// row recurrence being a min over these few shifted rows (at most 6: shapes have 2..7 sticks).
struct SurplusTerm {
    std::int8_t surplus;
    std::uint8_t removals;
};
struct DigitCosts {
    std::array<SurplusTerm, 6> terms{};
    int term_count = 0;
    int min_surplus = 0;
    int max_surplus = 0;
    // Every allowed target, best first for the goal (largest: F..0; smallest: 0..F).
    std::vector<Candidate> candidates;
};

class CostModel {
public:
    explicit CostModel(const Options& options);
    const DigitCosts& costs(int digit) const { return costs_[digit & 15]; }
    GlyphSet glyphs() const { return glyphs_; }

private:
    std::array<DigitCosts, 16> costs_;
    GlyphSet glyphs_;
};

// The stick surpluses reachable before each position. With b the sum of surpluses of the digits
// left of position i (the sticks they have handed out), row i of the solver's table only needs
// the b that
//   - the prefix can produce:   sum of min_surplus .. sum of max_surplus over digits < i,
//   - the suffix can soak up:   -(sum of max_surplus) .. -(sum of min_surplus) over digits >= i,
//   - at most m moves allow:    |b| <= m, as every freed stick costs a removal and every taken
//                               one an addition, and an answer has as many of each as it has moves.
// The band is never empty: b = 0 is always in it (every digit turned into an allowed target with
// as many sticks: kept, or for a digit A-F in a decimal-only answer a decimal digit, as every
// stick count a digit can have is also that of a decimal one).
class SurplusBands {
public:
    struct Range {
        std::int64_t lo;
        std::int64_t hi;
        std::int64_t width() const { return hi - lo + 1; }
    };

    SurplusBands(const std::vector<std::uint8_t>& digits, const CostModel& model, std::uint64_t max_moves);

    std::size_t rows() const { return min_prefix_.size(); }  // n + 1
    Range band(std::size_t row) const;
    // Sums of min and max surplus over digits [from, to).
    Range reach(std::size_t from, std::size_t to) const;
    // Cells in rows 1..n-1, the ones the solver's backward pass fills.
    std::uint64_t table_cells() const;

private:
    std::vector<std::int64_t> min_prefix_;  // sum of min_surplus over digits < i
    std::vector<std::int64_t> max_prefix_;
    std::int64_t max_moves_;
};

// The moves that matter: m beyond the number's total sticks allows nothing more, since no answer
// needs more moves than it has sticks to move.
std::uint64_t effective_moves(const std::vector<std::uint8_t>& digits, GlyphSet glyphs, std::uint64_t m);

}  // namespace knobel::hexmax
