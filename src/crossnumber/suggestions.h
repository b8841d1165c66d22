#pragma once
// Rules the setter report suggests for a puzzle with more than one solution: rules of the fixed
// menu (rule_menu.h) that hold for the first solution and not for the second, so adding one cuts
// the second solution away and keeps the first. The report then tries the first few by solving
// the puzzle with each and says which make it unique.

#include <cstddef>
#include <string>
#include <vector>

#include "crossnumber/puzzle.h"
#include "crossnumber/solver.h"

namespace knobel::crossnumber {

// At most `limit` rules (canonical .kz text), in the order to try them: the strongest shapes
// first, at most two per run before any run gets a third. Each holds for `first` (and keeps its
// entries free of a leading 0) and fails for `second` (or would make an entry of it start with 0).
// Checked by exact evaluation (evaluate.h) of the rules read into the puzzle. None already in the
// puzzle.
std::vector<std::string> suggestion_candidates(const Puzzle& puzzle, const Solution& first, const Solution& second,
                                               std::size_t limit);

}  // namespace knobel::crossnumber
