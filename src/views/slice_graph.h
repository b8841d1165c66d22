#pragma once
// One slice of the grid as a bipartite graph (internal to src/views). A slice — layer y, or the
// cells with one x, or with one z — meets two of the views: its rows r and columns c are pixels of
// those two views, and its available cells (bit K·r+c) join them. Covering the slice's open pixels
// takes at least |open rows| + |open columns| - (maximum matching) cells (a minimum edge cover),
// and a set of pixels no cell joins can be read off the matching (König).

#include <bit>
#include <cstdint>

#include "views/search_node.h"

namespace knobel::views::detail {

struct SliceGraph {
    int k = 0;
    std::uint32_t adj[kMaxSize] = {};  // open row r → open columns joined by a cell
    int row_mate[kMaxSize];            // the column matched to row r, or -1
    int col_mate[kMaxSize];
    std::uint32_t row_open = 0, col_open = 0;
    int matching = 0;
    std::uint32_t rows_matched = 0, cols_matched = 0;

    SliceGraph(const Geometry& g, std::uint64_t cells, std::uint32_t rows, std::uint32_t cols);

    int cover_cost() const { return std::popcount(row_open) + std::popcount(col_open) - matching; }
    std::uint32_t matched_rows() const { return rows_matched; }
    std::uint32_t matched_cols() const { return cols_matched; }

    // The cells that can join a cover of the open pixels with exactly cover_cost() cells.
    std::uint64_t cells_keeping_cost(std::uint64_t cells) const;
    // A largest set of open rows and columns no cell joins (cover_cost() of them).
    void independent_set(std::uint32_t& rows, std::uint32_t& cols) const;

private:
    void match(int r, int c);
    bool augment(int r, std::uint32_t& visited);
    // Rows reachable from free rows by alternating paths (rows some maximum matching leaves free).
    std::uint32_t rows_reachable_from_free() const;
};

// The three families of slices, each seen in the avail layout whose words are its slices:
// family 0, the y slices, in avail[kTop] (rows z = side pixels, columns x = front pixels);
// family 1, the x slices, in avail[kSide] (rows y = front pixels, columns z = top pixels);
// family 2, the z slices, in avail[kFront] (rows y = side pixels, columns x = top pixels).
inline constexpr int kSliceLayout[3] = {kTop, kSide, kFront};

std::uint32_t open_rows(const Geometry& g, const Node& node, int family, int w);
std::uint32_t open_cols(const Geometry& g, const Node& node, int family, int w);
SliceGraph slice_graph(const Geometry& g, const Node& node, int family, int w);

// A largest set of open pixels that no available cell joins within any one slice of `family`
// (the two views that family sees; its size is the family's bound).
Planes family_packing(const Geometry& g, const Node& node, int family);

}  // namespace knobel::views::detail
