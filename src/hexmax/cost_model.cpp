#include "hexmax/cost_model.h"

#include <algorithm>

namespace knobel::hexmax {

CostModel::CostModel(const Options& options) : glyphs_(options.glyphs) {
    const int target_count = options.decimal_only ? 10 : 16;
    for (int digit = 0; digit < 16; ++digit) {
        const SegmentMask from = glyph_mask(digit, options.glyphs);
        DigitCosts& costs = costs_[digit];
        costs.min_surplus = 99;
        costs.max_surplus = -99;
        for (int step = 0; step < target_count; ++step) {
            const int target = options.goal == Goal::largest ? target_count - 1 - step : step;
            const SegmentMask to = glyph_mask(target, options.glyphs);
            const int removals = stick_count(static_cast<SegmentMask>(from & ~to));
            const int surplus = stick_count(from) - stick_count(to);
            costs.candidates.push_back({static_cast<std::uint8_t>(target), static_cast<std::uint8_t>(removals),
                                        static_cast<std::int8_t>(surplus)});
            costs.min_surplus = std::min(costs.min_surplus, surplus);
            costs.max_surplus = std::max(costs.max_surplus, surplus);
            bool merged = false;
            for (int t = 0; t < costs.term_count; ++t) {
                if (costs.terms[t].surplus != surplus) continue;
                costs.terms[t].removals = std::min(costs.terms[t].removals, static_cast<std::uint8_t>(removals));
                merged = true;
            }
            if (!merged)
                costs.terms[costs.term_count++] = {static_cast<std::int8_t>(surplus),
                                                   static_cast<std::uint8_t>(removals)};
        }
    }
}

SurplusBands::SurplusBands(const std::vector<std::uint8_t>& digits, const CostModel& model,
                           std::uint64_t max_moves)
    : max_moves_(static_cast<std::int64_t>(std::min<std::uint64_t>(max_moves, std::uint64_t{1} << 60))) {
    min_prefix_.resize(digits.size() + 1);
    max_prefix_.resize(digits.size() + 1);
    for (std::size_t i = 0; i < digits.size(); ++i) {
        const DigitCosts& costs = model.costs(digits[i]);
        min_prefix_[i + 1] = min_prefix_[i] + costs.min_surplus;
        max_prefix_[i + 1] = max_prefix_[i] + costs.max_surplus;
    }
}

SurplusBands::Range SurplusBands::band(std::size_t row) const {
    const std::size_t n = min_prefix_.size() - 1;
    const std::int64_t suffix_min = min_prefix_[n] - min_prefix_[row];
    const std::int64_t suffix_max = max_prefix_[n] - max_prefix_[row];
    return {std::max({min_prefix_[row], -suffix_max, -max_moves_}),
            std::min({max_prefix_[row], -suffix_min, max_moves_})};
}

SurplusBands::Range SurplusBands::reach(std::size_t from, std::size_t to) const {
    return {min_prefix_[to] - min_prefix_[from], max_prefix_[to] - max_prefix_[from]};
}

std::uint64_t SurplusBands::table_cells() const {
    std::uint64_t cells = 0;
    for (std::size_t row = 1; row + 1 < min_prefix_.size(); ++row)
        cells += static_cast<std::uint64_t>(band(row).width());
    return cells;
}

std::uint64_t effective_moves(const std::vector<std::uint8_t>& digits, GlyphSet glyphs, std::uint64_t m) {
    std::uint64_t sticks = 0;
    for (std::uint8_t digit : digits) sticks += static_cast<std::uint64_t>(stick_count(glyph_mask(digit, glyphs)));
    return std::min(m, sticks);
}

}  // namespace knobel::hexmax
