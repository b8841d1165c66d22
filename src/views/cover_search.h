#pragma once
// The exact search behind every Views answer (internal to src/views; docs/views.md explains it).
//
// A shape shows the views exactly when every set pixel has a cube on its line of sight and every
// cube lies in a candidate cell (one whose three pixels are all set). So the minimum is a minimum
// set cover: the elements are the set pixels, and candidate cell (x, y, z) covers exactly three of
// them, top (x, z), front (x, y) and side (y, z). The search is branch and bound on that cover:
//  - bound: a front pixel (x, y) and a side pixel (y, z) can only be covered inside layer y, so
//    each layer is an exact bipartite edge-cover problem between its open front and side pixels
//    (edges: the available cells), whose minimum is |open front| + |open side| - (maximum
//    matching). Summed over the layers this is a proven lower bound; the x slices (top and front)
//    and z slices (top and side) give two more, and the search uses the largest;
//  - pack: a set of open pixels no available cell joins two of needs one cube each; such a
//    packing (pixel_packing.h) is another proven bound, usually the strongest, and when it is
//    tight every further cube must cover a packed pixel;
//  - filter: when a family of slices has no slack (cubes + its bound == threshold), any further
//    cube must keep its slice's edge-cover minimum, so only cells that lie in some maximum matching
//    (or cover an open pixel that some maximum matching leaves out) stay — Dulmage–Mendelsohn,
//    as in alldifferent propagation. Ruled-out cells are in no cover within the threshold;
//  - propagate: an open pixel with no candidate left is a dead end; one with a single candidate
//    left forces that cell (every completion contains it); repeat until nothing changes;
//  - branch on the open pixel with the fewest candidates: child i takes candidate i and rules out
//    candidates 1..i-1, so the children split the covers without overlap. That is what makes
//    the count of optimal shapes exact: every minimal cover is reached at exactly one leaf.
// The stack is explicit, so the search stops after any number of nodes and resumes later in the
// same state: slicing changes when the work is done, never what it finds. The node it works on and
// the layouts it uses are in search_node.h.

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/split_mix64.h"
#include "views/puzzle.h"
#include "views/search_node.h"

namespace knobel::views::detail {

// A proven lower bound on the cubes of any cover below `node` (its forced cells placed first);
// a huge number when there is none.
int node_lower_bound(const Geometry& g, Node node);
// A cheaper and weaker one: in each slice a cube covers at most one open pixel of each of the two
// views it meets, so max(open pixels of the two views) per slice, summed, the largest family.
int quick_lower_bound(const Geometry& g, const Node& node);

// A quick cover, not necessarily minimum: forced cells first, then greedily the cell that covers
// most open pixels; redundant cubes dropped at the end. Requires a solvable root.
Node greedy_cover(const Geometry& g, Node node);

// Depth-first branch and bound for covers of at most `threshold` cubes below `root`.
class CoverSearch {
public:
    explicit CoverSearch(int size) : g_(geometry_for(size)) {}

    // Looks for covers of at most `threshold` cubes; stops after `leaf_limit` of them (>= 1) or
    // when the tree is exhausted. Keeps the first `keep` covers found. With `root_effort` > 0 the
    // root first gets a strong packing (pixel_packing.h), whose bound may settle the search at once.
    // A nonzero `shuffle_seed` breaks the branching ties at random (reproducibly, from the seed):
    // the same tree in another order, for restarts that look for a cover.
    void start(const Node& root, int threshold, std::uint64_t leaf_limit, std::size_t keep, int root_effort = 0,
               std::uint64_t shuffle_seed = 0);
    // Expands at most `budget` nodes and takes them off `budget`. True once finished.
    bool run(std::uint64_t& budget);

    const Geometry& geometry() const { return g_; }
    bool finished() const { return finished_; }
    bool exhausted() const { return exhausted_; }  // finished because every branch was explored
    std::uint64_t leaves() const { return leaves_; }
    std::uint64_t nodes() const { return nodes_; }  // since construction, over every start()
    const std::vector<Shape>& kept() const { return kept_; }
    // Cells in some / in every cover found so far (as Shape::layers).
    const Layers& union_of_leaves() const { return union_; }
    const Layers& intersection_of_leaves() const { return intersection_; }

    // A second objective (the hint, hint.h): among the covers within the threshold, as few cubes as
    // possible in `costly` cells (as Shape::layers). Set before start(); the search then looks only
    // for covers with at most `limit` costly cubes, and each cover it finds lowers the limit to one
    // below its own count, so when the tree is exhausted the last cover found (best_cover()) has
    // the fewest — none was found if no cover has at most `limit`. Branching tries cells outside
    // `costly` first. Without it (the solver) nothing changes.
    void set_costly(const Layers& costly, int limit);
    int costly_limit() const { return costly_limit_; }
    bool has_best() const { return has_best_; }
    const Shape& best_cover() const { return best_; }

private:
    struct Frame {
        Node node;           // the state the branches start from; tried options get ruled out in it
        int orientation = 0;
        int pixel = 0;
        std::array<std::uint8_t, kMaxSize> order{};  // word indexes of the pixel's candidates, in trying order
        int count = 0;
        int next = 0;
    };
    void expand(Node& node);
    void record_leaf(const Node& node);

    const Geometry& g_;
    std::vector<Frame> stack_;
    Node pending_;
    bool has_pending_ = false;
    int threshold_ = 0;
    std::uint64_t leaf_limit_ = 1;
    std::size_t keep_ = 0;
    bool finished_ = true;
    bool exhausted_ = false;
    std::uint64_t leaves_ = 0;
    std::uint64_t nodes_ = 0;
    std::vector<Shape> kept_;
    Layers union_{};
    Layers intersection_{};
    bool shuffled_ = false;
    SplitMix64 random_{0};
    bool costly_mode_ = false;
    Layers costly_{};
    int costly_limit_ = 0;
    bool has_best_ = false;
    Shape best_;
};

// A proven lower bound on the cubes in `costly` cells that a cover below `node` with exactly
// `remaining` more cubes still needs: at most the free cells (outside `costly`) can be free; an open
// pixel none of whose available cells is free needs a costly cube; and per slice, of the cubes it
// needs (the larger count of open pixels of its two views, as a cube meets one of each) only its
// free cells can be free. Slices of one family share no cube, so their sums are bounds too.
int costly_lower_bound(const Geometry& g, const Node& node, const Layers& costly, int remaining);

}  // namespace knobel::views::detail
