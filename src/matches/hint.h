#pragma once
// Matches' hint (issue 19, core/hint.h): one move of a shortest way from the table as it is to a
// solved, optimal table, and why, in words (docs/matches.md, "Hints").
//
// Optimal is the verdict's word: the table holds a placement of after (under the allowed turns
// and mirror image) and the matches relocated — the before matches no longer on the table — are
// as few as any placement allows (the analysis' min_k). That count depends on the final table
// only, not on the moves that led there, and any match can always be laid out of everybody's way,
// so an optimal table is reachable from every table: this hint never asks for moves to be taken
// back (`undo` stays 0).
//
// The way: for an optimal placement P, every match on the table that P does not need (a stacked
// pair's second match included) must move once, into one of P's free places, so the way is at
// least d = those matches; it is exactly d unless some free places are blocked (a match laid
// there would cross or touch a match that still has to move) by two or more such matches at
// once, and then each match set aside to break such a knot costs one move more. The hint takes
// the optimal placement with the shortest way (ties: the solver's order, so from the start it
// follows the solver's own answer) and gives that way's next move: a match that blocks a free
// place it alone blocks goes there first, else any match that must move goes to a free place
// (the one a knot needs out first, when there is a knot), else a knot's match is set aside.
//
// Cost: without `known` the hint runs the analysis itself (listing up to 4,096 optimal
// placements); with the solver's analysis (same options) it does not. Then it looks at each
// optimal placement's few matches that the table changed (lifted or laid), and works out the way
// to the best ones: at most 0.5 ms on the gallery without `known`, 3 ms at 3,000 matches with it
// (docs/performance.md).

#include <span>

#include "core/hint.h"
#include "matches/moves.h"
#include "matches/problem.h"
#include "matches/solver.h"

namespace knobel::matches {

// `played`: the moves made so far (the sentence says when the hint takes back the last one).
// `known`: the solver's analysis of this problem, if computed (used when its options are
// `options` and its list holds every optimal placement or more than 4,096 exist; see
// docs/matches.md, "Hints").
Hint<Move> hint(const Problem& problem, const Options& options, const PlayTable& table, std::span<const Move> played,
                const Analysis* known = nullptr);

}  // namespace knobel::matches
