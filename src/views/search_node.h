#pragma once
// The state of the Views cover search (internal to src/views; cover_search.h is the search): the
// solver's pixel and cell layouts for one grid size, and one node of the search — which cells are
// still available, which are chosen, which pixels are still open — with the two steps that change
// it, choosing a cell and ruling one out. The bounds (slice_graph.h, pixel_packing.h) read nodes.

#include <array>
#include <cstddef>
#include <cstdint>

#include "views/puzzle.h"

namespace knobel::views::detail {

// Pixel masks in the solver's own orientation: top (x, z) is bit K·z + x (as in the top view),
// front (x, y) is bit K·y + x (as in the front view), side (y, z) is bit K·y + z (the side view
// with each row reversed, so z counts from the back like everywhere else).
enum Orientation : int { kTop = 0, kFront = 1, kSide = 2 };
using Planes = std::array<std::uint64_t, 3>;
using Layers = std::array<std::uint64_t, kMaxSize>;

struct Geometry {
    int k = kClassicSize;
    std::uint64_t row = 0;         // the K low bits: row 0 of a plane
    std::uint64_t row_spread = 0;  // bit K·r for every row r: `row_bits * row_spread` copies a row into every row
    std::array<std::uint64_t, 256> rows_of{};        // a set of row numbers → those rows, full
    std::array<std::uint64_t, kMaxSize> column{};    // column c: bit K·r + c for every row r
    std::array<std::uint8_t, 64> row_of{};           // bit K·r + c → r
    std::array<std::uint8_t, 64> col_of{};           // bit K·r + c → c

    explicit Geometry(int size);
    std::uint64_t bit(int row_index, int col) const { return std::uint64_t{1} << (k * row_index + col); }
    // rows_of[set], for a set held in a wide word (size_t is 32 bits in wasm32).
    std::uint64_t rows(std::uint64_t set) const { return rows_of[static_cast<std::size_t>(set & 0xff)]; }
};

// The geometry of size K (2..8), built once.
const Geometry& geometry_for(int size);

Planes planes_of(const Puzzle& puzzle);

// Every cell all three views allow, as Shape::layers.
Layers candidate_layers(const Geometry& g, const Planes& required);
// Whether these cells show every required pixel (and so the puzzle is solvable when they are the
// candidates, which never show an unset pixel).
bool shows_every_pixel(const Geometry& g, const Planes& required, const Layers& cells);

// One search state. The available cells (candidates neither chosen nor ruled out) are kept in three
// layouts, one per orientation, so that counting the candidates of every pixel of one view is the
// same vertical bit count: avail[kTop][y] bit K·z+x, avail[kFront][z] bit K·y+x, avail[kSide][x]
// bit K·y+z — word index w and bit p name the cell, and p is the pixel of that orientation.
// The same words are the slices: avail[kTop][y] is layer y, avail[kSide][x] slice x, avail[kFront][z]
// slice z.
struct Node {
    std::array<Layers, 3> avail{};
    Layers chosen{};   // Shape::layers of the cubes placed so far
    Planes open{};     // set pixels no chosen cube covers yet
    // The same pixels transposed, for slicing the other way: top (x, z) is bit K·x+z, front (x, y)
    // bit K·x+y, side (y, z) bit K·z+y.
    Planes open_transposed{};
    int cubes = 0;
    // Edge-cover minimum of every slice, per family (0: y slices, 1: x slices, 2: z slices), kept up
    // to date lazily: `stale` marks slices changed since, `settled` those filtered since they changed.
    std::array<std::array<std::int8_t, kMaxSize>, 3> slice_cost{};
    std::array<std::uint32_t, 3> stale{0xff, 0xff, 0xff};
    std::array<std::uint32_t, 3> settled{};
    // A pixel packing (pixel_packing.h): open pixels no available cell joins two of. Stays one as
    // the node changes, since cubes only close pixels and cells only go; grows now and then.
    Planes packing{};
};

Node root_node(const Geometry& g, const Planes& required, const Layers& candidates);
void include_cell(const Geometry& g, Node& node, Cell cell);
void exclude_cell(const Geometry& g, Node& node, Cell cell);

}  // namespace knobel::views::detail
