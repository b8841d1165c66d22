#pragma once
// The generator's grids and fillings: black cells placed in pairs through the centre (rotational
// symmetry, as printed crosswords have it), so that every white cell lies in a run of at least two
// cells, the white cells hang together, and no run is longer than kMaxGeneratedRun; labels in
// reading order (draft.h). Then random digits, never a 0 where a run starts. All randomness comes
// from the caller's SplitMix64 through 64-bit draws, so a seed gives the same grid everywhere.

#include <cstdint>
#include <vector>

#include "core/split_mix64.h"
#include "crossnumber/draft.h"

namespace knobel::crossnumber {

inline constexpr int kMaxGeneratedRun = 6;

// A rows x cols grid labelled in reading order, without rules.
Draft random_grid(int rows, int cols, SplitMix64& rng);
// Digits for every white cell of the draft (-1 for black cells), 1 to 9 where a run starts.
std::vector<std::int8_t> random_filling(const Draft& draft, SplitMix64& rng);

}  // namespace knobel::crossnumber
