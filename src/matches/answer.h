#pragma once
// The verdict for u in a mode and one concrete move list (../shared/specs/matches.md, cli.md).
//
// Which placement: exact and at-most mode take an optimal one (analysis.best, k = min_k; in exact
// mode the u − k further moves pass fitting matches along a chain, or for k = 0 round a cycle of
// swaps), except that exact mode with u = 1 and min_k = 0 needs a placement with k = 1; strict mode
// a placement with k = u. A k the analysis was not asked about (lookups_for) is searched for on
// the spot.
//
// The move list: the k misplaced before matches go to the k free positions of the placed after
// figure; for u > k, u − k fitting matches join in (their positions become targets too). The
// pairing and order are chosen so that the list plays one move at a time on a PlayTable
// (moves.h): a target is filled only once no match that is still to move lies on it or meets it
// badly. A cycle (k = 0) starts by laying one match on top of another; a knot of crossings that no
// order untangles (every free target crossed by two matches still to move) is left in an order
// that is right as a set (cli.md: take every `from` away, then put every `to`), and `sequential`
// says so.

#include <cstdint>
#include <optional>
#include <vector>

#include "matches/moves.h"
#include "matches/solver.h"

namespace knobel::matches {

struct Answer {
    Mode mode = Mode::exact;
    std::optional<std::uint64_t> u;  // nullopt: report the minimum only
    std::optional<bool> solvable;    // nullopt without u
    // For a solvable u (and without u, for an optimal placement): the placement, its k, the moves.
    std::optional<Placement> placement;
    std::uint64_t k = 0;
    std::vector<Move> moves;
    bool sequential = true;  // the moves play one at a time (see above)
    // Why not, in words, when unsolvable.
    std::string reason;
};

Answer answer_for(const Problem& problem, const Analysis& analysis, std::optional<std::uint64_t> u, Mode mode);

// The moves for `placement` with exactly u ≥ k matches moving (u ≤ n; u ≥ 2 when k = 0).
struct Plan {
    std::vector<Move> moves;
    bool sequential = true;
};
Plan plan_moves(const Problem& problem, const Placement& placement, std::uint64_t u);

}  // namespace knobel::matches
