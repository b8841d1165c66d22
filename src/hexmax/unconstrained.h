#pragma once
// The answer when m does not bind: with enough moves every arrangement of the sticks is
// reachable, and the best number is simply the best one whose shapes use exactly the sticks the
// number has. It needs some number of moves (its removals); every m from there on has this
// answer, and the solver gives it without its table (docs/hexmax.md, "When m does not bind").
//
// Every position offers the same targets, so what a stretch of k digits can absorb depends only on
// k: the k-fold sums of the targets' stick counts (StickTotals). The best number is then a greedy
// from the left: each digit becomes the best target after which the digits to its right can still
// take exactly the sticks left over.

#include <bitset>
#include <cstdint>
#include <optional>
#include <vector>

#include "hexmax/cost_model.h"
#include "hexmax/problem.h"

namespace knobel::hexmax {

// Which stick totals k digits can show, each a target of the cost model. Exact for every k: the
// totals of few digits are listed; for more, only the first and last kEdge totals can be missing
// (the pattern there settles, and is checked to have settled, by the time kListed digits are
// reached), every total between them is reachable.
class StickTotals {
public:
    explicit StickTotals(const CostModel& model);

    // Whether `digits` digits can show exactly `sticks` sticks.
    bool reachable(std::uint64_t digits, std::uint64_t sticks) const;
    // False only if the pattern had not settled (never for this project's glyph sets); the greedy
    // then leaves the work to the table.
    bool settled() const { return settled_; }

    static constexpr std::uint64_t kListed = 64;
    static constexpr std::uint64_t kEdge = 32;

private:
    bool listed(std::uint64_t digits, std::uint64_t offset) const;

    int fewest_ = 0;  // the fewest sticks a target has
    int spread_ = 0;  // the most minus the fewest (at most 5)
    // listed_[k][x]: k digits can show k * fewest_ + x sticks, for k <= kListed.
    using Totals = std::bitset<kListed * 5 + 1>;
    // Indexed with 64-bit numbers, which are small here; size_t is 32 bits in the page (wasm32).
    Totals& at(std::uint64_t digits) { return listed_[static_cast<std::size_t>(digits)]; }
    bool bit(std::uint64_t digits, std::uint64_t offset) const {
        return listed_[static_cast<std::size_t>(digits)][static_cast<std::size_t>(offset)];
    }
    std::vector<Totals> listed_;
    bool settled_ = false;
};

struct UnconstrainedOptimum {
    std::vector<std::uint8_t> digits;
    std::uint64_t moves = 0;  // the moves it needs: the sum of its removals
};

// The totals for the options' targets, made once per glyph set and digit choice.
const StickTotals& stick_totals(const Options& options);

// The best number with as many sticks as the problem's, whatever m is; nullopt only when
// StickTotals has not settled.
std::optional<UnconstrainedOptimum> unconstrained_optimum(const Problem& problem);

}  // namespace knobel::hexmax
