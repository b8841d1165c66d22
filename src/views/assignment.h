#pragma once
// Maximum-weight assignment on a small square matrix of non-negative integer weights (internal to
// src/views): the Hungarian method with integer potentials, exact. Used for the minimum-cost edge
// covers of the Lagrangian bound.

#include <cstdint>

#include "views/puzzle.h"

namespace knobel::views::detail {

using WeightMatrix = std::int64_t[kMaxSize][kMaxSize];

// n <= kMaxSize. Returns the largest total weight of a perfect assignment; row_of_col[c] is the row
// given column c. Missing edges are weight 0, so this is also a maximum-weight matching.
std::int64_t max_weight_assignment(int n, const WeightMatrix& weight, int row_of_col[kMaxSize]);

}  // namespace knobel::views::detail
