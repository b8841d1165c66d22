#pragma once
// The answer as JSON and as text (../shared/specs/cli.md). The JSON is what both the command
// line's --json and the app's knobel.state().result print, from this one function:
//
//   {"solvable": true, "min_moves": 3, "moves_requested": 3, "mode": "exact",
//    "placement": {"translate": [a, b, c, d], "rotate": 0, "mirror": false},
//    "moves": [{"from": [a, b, c, d, angle], "to": [a, b, c, d, angle]}, ...],
//    "n": 7, "achievable": [3, 4, 7], "optimal_placements": 1, "rotate": false, "mirror": false,
//    "sequential": true, "warnings": []}
//
// The first six keys are the contract; the rest are additions; "achievable" (every achievable k)
// only from an analysis asked for every k (--every-k). Unsolvable: "solvable": false,
// no "placement" and "moves", and a "reason". Without u: "solvable": null and "moves_requested":
// null, with one optimal placement and its moves. "optimal_placements" is null when every
// placement is optimal (k = n: the figures share no direction).

#include <string>
#include <vector>

#include "matches/answer.h"

namespace knobel::matches {

std::string answer_json(const Problem& problem, const Options& options, const Analysis& analysis, const Answer& answer);
std::string answer_text(const Problem& problem, const Options& options, const Analysis& analysis, const Answer& answer);

// {"translate": [a, b, c, d], "rotate": degrees, "mirror": bool}
std::string placement_json(const Placement& placement);
// "after turned by 90°, mirrored first, then shifted by (2 0 0 0)"
std::string describe(const Placement& placement);

}  // namespace knobel::matches
