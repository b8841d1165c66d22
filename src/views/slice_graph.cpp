#include "views/slice_graph.h"

namespace knobel::views::detail {

SliceGraph::SliceGraph(const Geometry& g, std::uint64_t cells, std::uint32_t rows, std::uint32_t cols)
    : k(g.k), row_open(rows), col_open(cols) {
    for (int i = 0; i < kMaxSize; ++i) row_mate[i] = col_mate[i] = -1;
    // Greedy first, then augmenting paths for the rows left over (Kuhn).
    for (std::uint32_t left = rows; left != 0; left &= left - 1) {
        const int r = std::countr_zero(left);
        adj[r] = static_cast<std::uint32_t>((cells >> (k * r)) & g.row) & cols;
        const std::uint32_t free_cols = adj[r] & ~cols_matched;
        if (free_cols != 0) match(r, std::countr_zero(free_cols));
    }
    for (std::uint32_t left = rows & ~matched_rows(); left != 0; left &= left - 1) {
        std::uint32_t visited = 0;
        augment(std::countr_zero(left), visited);
    }
}

void SliceGraph::match(int r, int c) {
    if (row_mate[r] < 0) ++matching;
    row_mate[r] = c;
    col_mate[c] = r;
    rows_matched |= 1u << r;
    cols_matched |= 1u << c;
}

bool SliceGraph::augment(int r, std::uint32_t& visited) {
    for (std::uint32_t options = adj[r] & ~visited; options != 0; options &= options - 1) {
        const int c = std::countr_zero(options);
        visited |= 1u << c;
        if (col_mate[c] < 0 || augment(col_mate[c], visited)) {
            match(r, c);
            return true;
        }
    }
    return false;
}

namespace {

// Everything reachable from `start` along `next` (a graph on at most kMaxSize vertices).
std::uint32_t closure_from(std::uint32_t start, const std::uint32_t* next) {
    std::uint32_t reached = start, frontier = start;
    while (frontier != 0) {
        std::uint32_t grown = 0;
        for (std::uint32_t f = frontier; f != 0; f &= f - 1) grown |= next[std::countr_zero(f)];
        frontier = grown & ~reached;
        reached |= grown;
    }
    return reached;
}

}  // namespace

std::uint32_t SliceGraph::rows_reachable_from_free() const {
    // Row graph: r → r' when r has a cell to a column matched to r' (one alternating step).
    std::uint32_t row_next[kMaxSize] = {};
    const std::uint32_t matched_c = matched_cols();
    for (std::uint32_t left = row_open; left != 0; left &= left - 1) {
        const int r = std::countr_zero(left);
        for (std::uint32_t cols = adj[r] & matched_c; cols != 0; cols &= cols - 1) {
            const int c = std::countr_zero(cols);
            if (row_mate[r] != c) row_next[r] |= 1u << col_mate[c];
        }
    }
    return closure_from(row_open & ~matched_rows(), row_next);
}

// With M the maximum matching found:
//  - a cell joining an open row and an open column must lie in some maximum matching: in M, or on
//    an even alternating path from a free row or a free column, or on an alternating cycle;
//  - a cell covering only an open row r must not lower the matching: some maximum matching leaves
//    r free, i.e. r is reachable from a free row by an alternating path (likewise columns);
//  - a cell covering no open pixel of the slice only adds cost.
std::uint64_t SliceGraph::cells_keeping_cost(std::uint64_t cells) const {
    const std::uint32_t matched_r = matched_rows(), matched_c = matched_cols();
    std::uint32_t row_next[kMaxSize] = {};
    std::uint32_t col_next[kMaxSize] = {};  // c → c': a row r joined to c is matched to c'
    for (std::uint32_t left = row_open; left != 0; left &= left - 1) {
        const int r = std::countr_zero(left);
        for (std::uint32_t cols = adj[r]; cols != 0; cols &= cols - 1) {
            const int c = std::countr_zero(cols);
            if (row_mate[r] == c) continue;
            if (matched_c >> c & 1) row_next[r] |= 1u << col_mate[c];
            if (row_mate[r] >= 0) col_next[c] |= 1u << row_mate[r];
        }
    }
    const std::uint32_t rows_avoidable = closure_from(row_open & ~matched_r, row_next);
    const std::uint32_t cols_avoidable = closure_from(col_open & ~matched_c, col_next);
    // Rows reachable from each row in the row graph, for the alternating cycles.
    std::uint32_t reach[kMaxSize];
    for (int r = 0; r < k; ++r) reach[r] = row_next[r];
    for (int via = 0; via < k; ++via)
        for (int r = 0; r < k; ++r)
            if (reach[r] >> via & 1) reach[r] |= reach[via];

    std::uint64_t keep = 0;
    for (std::uint64_t all = cells; all != 0; all &= all - 1) {
        const int p = std::countr_zero(all);
        const int r = p / k, c = p % k;
        const bool r_open = (row_open >> r & 1) != 0, c_open = (col_open >> c & 1) != 0;
        bool ok;
        if (r_open && c_open)
            ok = row_mate[r] == c || (rows_avoidable >> r & 1) || (cols_avoidable >> c & 1) ||
                 (col_mate[c] >= 0 && (reach[col_mate[c]] >> r & 1));
        else if (r_open)
            ok = (rows_avoidable >> r & 1) != 0;
        else if (c_open)
            ok = (cols_avoidable >> c & 1) != 0;
        else
            ok = false;
        if (ok) keep |= std::uint64_t{1} << p;
    }
    return keep;
}

void SliceGraph::independent_set(std::uint32_t& rows, std::uint32_t& cols) const {
    // König: with Z the rows reachable from free rows by alternating paths and their columns,
    // (rows in Z) ∪ (columns not in Z) is a maximum independent set.
    rows = rows_reachable_from_free();
    std::uint32_t cols_in_z = 0;
    for (std::uint32_t left = rows; left != 0; left &= left - 1) cols_in_z |= adj[std::countr_zero(left)];
    cols = col_open & ~cols_in_z;
}

std::uint32_t open_rows(const Geometry& g, const Node& node, int family, int w) {
    const int shift = g.k * w;
    switch (family) {
        case 0: return static_cast<std::uint32_t>((node.open[kSide] >> shift) & g.row);
        case 1: return static_cast<std::uint32_t>((node.open_transposed[kFront] >> shift) & g.row);
        default: return static_cast<std::uint32_t>((node.open_transposed[kSide] >> shift) & g.row);
    }
}

std::uint32_t open_cols(const Geometry& g, const Node& node, int family, int w) {
    const int shift = g.k * w;
    switch (family) {
        case 0: return static_cast<std::uint32_t>((node.open[kFront] >> shift) & g.row);
        case 1: return static_cast<std::uint32_t>((node.open_transposed[kTop] >> shift) & g.row);
        default: return static_cast<std::uint32_t>((node.open[kTop] >> shift) & g.row);
    }
}

SliceGraph slice_graph(const Geometry& g, const Node& node, int family, int w) {
    return SliceGraph(g, node.avail[static_cast<std::size_t>(kSliceLayout[family])][static_cast<std::size_t>(w)],
                      open_rows(g, node, family, w), open_cols(g, node, family, w));
}

Planes family_packing(const Geometry& g, const Node& node, int family) {
    Planes packing{};
    for (int w = 0; w < g.k; ++w) {
        const SliceGraph graph = slice_graph(g, node, family, w);
        std::uint32_t rows = 0, cols = 0;
        graph.independent_set(rows, cols);
        const auto i = static_cast<std::size_t>(w);
        switch (family) {
            case 0:  // layer y = w: rows z are side (w, z), columns x are front (x, w)
                packing[kSide] |= static_cast<std::uint64_t>(rows) << (g.k * w);
                packing[kFront] |= static_cast<std::uint64_t>(cols) << (g.k * w);
                break;
            case 1:  // slice x = w: rows y are front (w, y), columns z are top (w, z)
                packing[kFront] |= g.rows(rows) & g.column[i];
                packing[kTop] |= g.rows(cols) & g.column[i];
                break;
            default:  // slice z = w: rows y are side (y, w), columns x are top (x, w)
                packing[kSide] |= g.rows(rows) & g.column[i];
                packing[kTop] |= static_cast<std::uint64_t>(cols) << (g.k * w);
                break;
        }
    }
    return packing;
}

}  // namespace knobel::views::detail
