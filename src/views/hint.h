#pragma once
// The Views hint (issue 19, core/hint.h): one cube to add or take away on the way from the shape as
// it is to a solved, optimal one — the three views right with the fewest cubes — and why, in words.
//
// The way is counted in cubes added or taken away, so its length from a shape S is the distance
// d(S) = min |S Δ O| over the optimal shapes O. Every move changes |S Δ O| by exactly one for every
// O, so a move shortens the way by one exactly when it adds a cell of, or takes one away that is
// not in, some optimal shape closest to S; following hints from any shape (cubes misplaced, views
// over-filled, cubes outside every view) ends at a solved, optimal shape after exactly d(S) hints.
// Every Views position can reach the optimum, so `undo` is always 0. docs/views.md, "Hints".

#include <cstdint>
#include <limits>
#include <optional>

#include "core/hint.h"
#include "views/play.h"
#include "views/puzzle.h"
#include "views/solver.h"

namespace knobel::views {

// The page's HintKnown::search_limit: the nodes the closest-shape search expands within about a
// frame in the page (docs/performance.md, "Hints", measures it).
inline constexpr std::uint64_t kFrameSearchNodes = 1000;

// The optimal shape nearest to `now` (fewest cubes added and taken away), with that distance.
struct ClosestOptimal {
    Shape shape;        // shows the views with the fewest cubes
    int cubes = 0;      // the minimum
    int distance = 0;   // |now Δ shape|: the moves left on a shortest way
    bool exact = true;  // false when the search stopped at HintKnown::search_limit: no nearer one is
                        // known, but one may exist
};

// What the caller may already know about the puzzle (the app's solve, finished or running), so
// that the hint need not find it again. Everything is optional; whatever is given must be final.
struct HintKnown {
    std::optional<int> minimum;          // the fewest cubes; without it the hint calls solve()
    std::optional<Shape> optimal_shape;  // a shape with `minimum` cubes that shows the views
    std::optional<Shape> forced;         // cells in every optimal shape (Analysis::forced, once final)
    std::optional<Shape> impossible;     // cells in no optimal shape (Analysis::impossible, once final)
    // The most search nodes the closest-shape search may expand (the page gives a frame's worth).
    // Past it the nearest optimal shape found so far is the target — `optimal_shape` when none
    // nearer was found — so the hint still leads to an optimal shape, by a way perhaps not the
    // shortest. Passing the last hint's target back as `optimal_shape` makes every hint followed
    // shorten that way by one: a walk of hints always ends, solved with the fewest cubes.
    std::uint64_t search_limit = std::numeric_limits<std::uint64_t>::max();
};
// What a solver knows for sure so far: the minimum and its shape once the minimum phase is over,
// the forced and impossible cells once it has finished; nothing for an unsolvable puzzle.
HintKnown hint_known(const ViewsSolver& solver);
HintKnown hint_known(const Analysis& finished);  // analyse()'s answer (counted or not)

// `known` must be about `puzzle`.
//
// Cost: cubes outside every view, and cells that are the only one able to show some pixel, are
// answered from the views alone (microseconds). Otherwise a branch and bound over the optimal
// shapes (the solver's cover search at the minimum, with the cubes the shape lacks as a second
// objective) finds the closest one exactly; docs/performance.md has the measured worst cases.
std::optional<ClosestOptimal> closest_optimal_shape(const Puzzle& puzzle, const Shape& now,
                                                    const HintKnown& known = {});

// The hint from `now`. No move when `now` is solved with the fewest cubes (the sentence says so),
// when the puzzle has no shape at all, or when `now` is built in another grid size. When the hint
// aimed at an optimal shape (not only at a cell every or no optimal shape has), `target` receives
// it: the caller's next HintKnown::optimal_shape.
Hint<CubeMove> hint(const Puzzle& puzzle, const Shape& now, const HintKnown& known = {}, Shape* target = nullptr);

}  // namespace knobel::views
