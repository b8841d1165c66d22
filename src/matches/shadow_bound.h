#pragma once
// A bound on the votes of every translation of one transform from the figures' shadows: a
// translation moves every match's x (and every match's y) by the same amount, so the matches it
// lays onto each other in direction d are at most Σ over the x values X of min(before matches
// of d at X + shift, after matches of d at X), summed over the directions, for the best shift —
// and the same for y. Exact: x and y are compared as the integer pairs (a, b) and (c, d) of the
// file's coordinates. Cheap when the figures stand on few rows (a figure drawn on a lattice has a
// few dozen distinct y values), and strong when they do not line up: a row of 3,000 upright
// matches turned onto rows of zigzags meets each row at one point, so no translation has two
// votes, which the counts by direction (a bound of 1,500) cannot see.

#include <cstdint>
#include <optional>
#include <vector>

#include "matches/geometry.h"

namespace knobel::matches {

// The smaller of the x and the y bound, each computed only if it costs at most `budget` steps
// (pairs of distinct values of one direction); nullopt when neither was.
std::optional<std::uint64_t> shadow_bound(const std::vector<Point>* before_groups, const std::vector<Point>* after_groups,
                                          std::uint64_t budget);

}  // namespace knobel::matches
