#pragma once
// Pixel packings (internal to src/views): sets of open pixels no two of which lie on one available
// cell. Each packed pixel needs a cube of its own — no cube can cover two of them — so a packing
// of n pixels proves that at least n more cubes are needed. It is an integral solution of the dual
// of the cover problem's linear relaxation; the slice families' bounds are the special case of
// packings within two views. On random puzzles the largest packing is nearly always exactly the
// minimum, and then every cube of an optimal shape covers exactly one packed pixel, which the
// search uses to rule out every cell that covers none.
//
// Finding a largest packing is a maximum independent set problem (pixels conflict when a cell
// joins them), so it is found by local search; any packing it returns is a valid bound. Integer
// arithmetic and a fixed seed only: the same packing on every machine.

#include <cstdint>

#include "views/search_node.h"

namespace knobel::views::detail {

int packing_size(const Planes& packing);

// The open pixels joined to pixel p of view `view` by an available cell.
Planes pixel_neighbours(const Geometry& g, const Node& node, int view, int p);

// Adds open pixels that no packed pixel conflicts with, until there are none. Cheap: bit operations.
void grow_packing(const Geometry& g, const Node& node, Planes& packing);

// Local search: adds free pixels and makes (1,2)-swaps (one packed pixel out, two in) until neither
// helps, then `perturbations` rounds of iterated local search (force a pixel in, repair), keeping
// the best packing seen.
void improve_packing(const Geometry& g, const Node& node, Planes& packing, int perturbations);

// The largest packing whose pixels in view `view` are exactly `fixed`: the other two views meet in
// the slices of one family, where the best choice is a maximum independent set of a bipartite
// graph (König) — exact for that view's choice.
Planes best_completion(const Geometry& g, const Node& node, int view, std::uint64_t fixed);

// The largest of the three slice-family packings, improved by improve_packing.
Planes initial_packing(const Geometry& g, const Node& node, int perturbations);

struct StrongPacking {
    Planes packing{};
    int bound = 0;  // proven: at least this many more cubes (>= the packing's size)
};

// More effort for a hard node. The linear relaxation's value is reached through the Lagrangian dual
// of the top view's constraints: with integer multipliers λ (scaled by 840) on the open top pixels,
// each layer becomes a minimum-cost edge cover with cell costs 840 - λ, solved exactly by an
// assignment; Σλ + the layer costs, over 840, is a proven bound for any λ (weak duality), and
// subgradient steps raise it. Rounding λ to a set of top pixels and completing it with
// best_completion often yields a packing of the same size; so does the local search.
StrongPacking strong_packing(const Geometry& g, const Node& node, int effort);

}  // namespace knobel::views::detail
