#include "hexmax/unconstrained.h"

#include <algorithm>

namespace knobel::hexmax {

StickTotals::StickTotals(const CostModel& model) {
    // The targets are the same for every digit; take them from digit 0's list.
    std::vector<int> counts;
    for (const Candidate& candidate : model.costs(0).candidates)
        counts.push_back(stick_count(glyph_mask(candidate.digit, model.glyphs())));
    fewest_ = *std::min_element(counts.begin(), counts.end());
    spread_ = *std::max_element(counts.begin(), counts.end()) - fewest_;

    listed_.resize(kListed + 1);
    listed_[0].set(0);
    for (std::uint64_t k = 0; k < kListed; ++k)
        for (int count : counts) at(k + 1) |= at(k) << static_cast<std::size_t>(count - fewest_);

    // From kListed digits on the totals keep their shape (docs/hexmax.md has the argument): every
    // total at least kEdge from either end is reachable, and the pattern within kEdge of each end
    // is that of kListed - 1 digits. A further digit can then only repeat the same edges (the low
    // edge of k + 1 digits depends only on the low edge of k, and it is a fixed point) and fill the
    // middle (a total there is one of k digits, or one of k digits plus the widest target).
    const auto top = [&](std::uint64_t k) { return k * static_cast<std::uint64_t>(spread_); };
    settled_ = spread_ >= 2 && top(kListed) >= 2 * kEdge + static_cast<std::uint64_t>(spread_);
    for (std::uint64_t x = 0; settled_ && x < kEdge; ++x)
        settled_ = bit(kListed, x) == bit(kListed - 1, x) &&
                   bit(kListed, top(kListed) - x) == bit(kListed - 1, top(kListed - 1) - x);
    for (std::uint64_t x = kEdge; settled_ && x + kEdge <= top(kListed); ++x) settled_ = bit(kListed, x);
}

bool StickTotals::listed(std::uint64_t digits, std::uint64_t offset) const {
    return offset <= digits * static_cast<std::uint64_t>(spread_) && bit(digits, offset);
}

const StickTotals& stick_totals(const Options& options) {
    // Only the glyph set and the digit choice matter (the goal only orders the targets).
    static const StickTotals all[2][2] = {
        {StickTotals(CostModel({Goal::largest, GlyphSet::contest, false})),
         StickTotals(CostModel({Goal::largest, GlyphSet::contest, true}))},
        {StickTotals(CostModel({Goal::largest, GlyphSet::variant, false})),
         StickTotals(CostModel({Goal::largest, GlyphSet::variant, true}))}};
    return all[options.glyphs == GlyphSet::variant ? 1 : 0][options.decimal_only ? 1 : 0];
}

bool StickTotals::reachable(std::uint64_t digits, std::uint64_t sticks) const {
    const std::uint64_t least = digits * static_cast<std::uint64_t>(fewest_);
    if (sticks < least) return false;
    const std::uint64_t offset = sticks - least;
    if (digits <= kListed) return listed(digits, offset);
    const std::uint64_t widest = digits * static_cast<std::uint64_t>(spread_);
    if (offset > widest) return false;
    if (offset < kEdge) return listed(kListed, offset);
    const std::uint64_t from_top = widest - offset;
    if (from_top < kEdge) return listed(kListed, kListed * static_cast<std::uint64_t>(spread_) - from_top);
    return true;
}

std::optional<UnconstrainedOptimum> unconstrained_optimum(const Problem& problem) {
    const CostModel model(problem.options);
    const StickTotals& totals = stick_totals(problem.options);
    if (!totals.settled()) return std::nullopt;
    std::uint64_t sticks_left = 0;
    for (std::uint8_t digit : problem.digits)
        sticks_left += static_cast<std::uint64_t>(stick_count(glyph_mask(digit, problem.options.glyphs)));

    UnconstrainedOptimum best;
    best.digits.reserve(problem.digits.size());
    for (std::size_t i = 0; i < problem.digits.size(); ++i) {
        const std::uint64_t digits_after = problem.digits.size() - i - 1;
        bool placed = false;
        for (const Candidate& candidate : model.costs(problem.digits[i]).candidates) {
            const auto count = static_cast<std::uint64_t>(stick_count(glyph_mask(candidate.digit, problem.options.glyphs)));
            if (count > sticks_left || !totals.reachable(digits_after, sticks_left - count)) continue;
            best.digits.push_back(candidate.digit);
            best.moves += candidate.removals;
            sticks_left -= count;
            placed = true;
            break;
        }
        // Never taken: every digit's own stick count is that of an allowed target, so the number's
        // total is reachable at the start, and each choice keeps it so.
        if (!placed) return std::nullopt;
    }
    return best;
}

}  // namespace knobel::hexmax
