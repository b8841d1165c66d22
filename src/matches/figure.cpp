#include "matches/figure.h"

#include <algorithm>
#include <numeric>

namespace knobel::matches {

MatchGrid::Box MatchGrid::box_of(const Match& match) {
    const Point end = end_of(match);
    const std::int64_t x0 = floor_twice_x(match.start), x1 = floor_twice_x(end);
    const std::int64_t y0 = floor_twice_y(match.start), y1 = floor_twice_y(end);
    return {std::min(x0, x1), std::max(x0, x1), std::min(y0, y1), std::max(y0, y1)};
}

void MatchGrid::insert(std::uint32_t id, const Match& match) { cells_[cell_of(match)].push_back({id, box_of(match)}); }

void MatchGrid::erase(std::uint32_t id, const Match& match) {
    const auto found = cells_.find(cell_of(match));
    if (found == cells_.end()) return;
    auto& entries = found->second;
    const auto position = std::find_if(entries.begin(), entries.end(), [&](const Entry& entry) { return entry.id == id; });
    if (position != entries.end()) {
        *position = entries.back();
        entries.pop_back();
    }
    if (entries.empty()) cells_.erase(found);
}

std::optional<RuleBreak> first_rule_break(const Figure& figure) {
    MatchGrid grid;
    std::optional<RuleBreak> first;
    for (std::size_t later = 0; later < figure.size(); ++later) {
        // Earlier matches only: every pair is looked at once, from its later match. The first
        // later match with a problem is the answer, and among its partners the earliest.
        std::optional<RuleBreak> here;
        grid.for_each_near(figure[later], [&](std::uint32_t earlier) {
            const Contact kind = contact(figure[later], figure[earlier]);
            if (kind == Contact::apart || kind == Contact::shared_end) return;
            if (!here || earlier < here->earlier) here = RuleBreak{later, earlier, kind};
        });
        if (here) return here;
        grid.insert(static_cast<std::uint32_t>(later), figure[later]);
    }
    return first;
}

std::vector<std::size_t> rule_breakers(const Figure& figure) {
    MatchGrid grid;
    std::vector<bool> breaks(figure.size(), false);
    for (std::size_t later = 0; later < figure.size(); ++later) {
        grid.for_each_near(figure[later], [&](std::uint32_t earlier) {
            const Contact kind = contact(figure[later], figure[earlier]);
            if (kind == Contact::apart || kind == Contact::shared_end) return;
            breaks[later] = true;
            breaks[earlier] = true;
        });
        grid.insert(static_cast<std::uint32_t>(later), figure[later]);
    }
    std::vector<std::size_t> breakers;
    for (std::size_t i = 0; i < figure.size(); ++i)
        if (breaks[i]) breakers.push_back(i);
    return breakers;
}

std::size_t piece_count(const Figure& figure) {
    std::vector<std::size_t> parent(figure.size());
    std::iota(parent.begin(), parent.end(), std::size_t{0});
    const auto root = [&](std::size_t x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    };
    std::unordered_map<Point, std::size_t, PointHash> owner;  // an end point -> a match holding it
    for (std::size_t i = 0; i < figure.size(); ++i) {
        for (const Point& end : {figure[i].start, end_of(figure[i])}) {
            const auto [found, inserted] = owner.emplace(end, i);
            if (!inserted) parent[root(i)] = root(found->second);
        }
    }
    std::size_t pieces = 0;
    for (std::size_t i = 0; i < figure.size(); ++i) pieces += root(i) == i ? 1 : 0;
    return pieces;
}

}  // namespace knobel::matches
