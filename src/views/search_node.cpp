#include "views/search_node.h"

#include <bit>

namespace knobel::views::detail {

Geometry::Geometry(int size) : k(size) {
    row = (std::uint64_t{1} << k) - 1;
    for (int r = 0; r < k; ++r) row_spread |= std::uint64_t{1} << (k * r);
    for (int c = 0; c < k; ++c) column[static_cast<std::size_t>(c)] = row_spread << c;
    for (std::size_t set = 0; set < rows_of.size(); ++set)
        for (int r = 0; r < k; ++r)
            if (set >> r & 1) rows_of[set] |= row << (k * r);
    for (int p = 0; p < k * k; ++p) {
        row_of[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(p / k);
        col_of[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(p % k);
    }
}

const Geometry& geometry_for(int size) {
    static const std::array<Geometry, kMaxSize + 1> all = {Geometry(kMinSize), Geometry(kMinSize), Geometry(2), Geometry(3),
                                                          Geometry(4), Geometry(5), Geometry(6), Geometry(7),
                                                          Geometry(8)};
    return all[static_cast<std::size_t>(size)];
}

bool shows_every_pixel(const Geometry& g, const Planes& required, const Layers& cells) {
    std::uint64_t top = 0, front = 0, side = 0;
    for (int y = 0; y < g.k; ++y) {
        const std::uint64_t layer = cells[static_cast<std::size_t>(y)];
        top |= layer;
        std::uint64_t x_seen = 0, z_seen = 0;
        for (int z = 0; z < g.k; ++z) {
            const std::uint64_t row = (layer >> (g.k * z)) & g.row;
            x_seen |= row;
            if (row != 0) z_seen |= std::uint64_t{1} << z;
        }
        front |= x_seen << (g.k * y);
        side |= z_seen << (g.k * y);
    }
    return (required[kTop] & ~top) == 0 && (required[kFront] & ~front) == 0 && (required[kSide] & ~side) == 0;
}

Planes planes_of(const Puzzle& puzzle) {
    const Geometry& g = geometry_for(puzzle.size);
    Planes planes{puzzle.views[0], puzzle.views[1], 0};
    // The side view's column c is z = K-1-c: reverse every row.
    for (int y = 0; y < g.k; ++y)
        for (int c = 0; c < g.k; ++c)
            if (puzzle.views[2] & g.bit(y, c)) planes[kSide] |= g.bit(y, g.k - 1 - c);
    return planes;
}

Layers candidate_layers(const Geometry& g, const Planes& required) {
    Layers layers{};
    for (int y = 0; y < g.k; ++y) {
        const std::uint64_t front_row = (required[kFront] >> (g.k * y)) & g.row;  // x set
        const std::uint64_t side_row = (required[kSide] >> (g.k * y)) & g.row;    // z set
        layers[static_cast<std::size_t>(y)] = required[kTop] & (front_row * g.row_spread) & g.rows(side_row);
    }
    return layers;
}

Node root_node(const Geometry& g, const Planes& required, const Layers& candidates) {
    Node node;
    node.open = required;
    for (std::size_t o = 0; o < 3; ++o)
        for (std::uint64_t bits = required[o]; bits != 0; bits &= bits - 1) {
            const auto p = static_cast<std::size_t>(std::countr_zero(bits));
            node.open_transposed[o] |= g.bit(g.col_of[p], g.row_of[p]);
        }
    for (int y = 0; y < g.k; ++y) {
        const std::uint64_t layer = candidates[static_cast<std::size_t>(y)];
        node.avail[kTop][static_cast<std::size_t>(y)] = layer;
        for (std::uint64_t cells = layer; cells != 0; cells &= cells - 1) {
            const auto p = static_cast<std::size_t>(std::countr_zero(cells));
            const int x = g.col_of[p], z = g.row_of[p];
            node.avail[kFront][static_cast<std::size_t>(z)] |= g.bit(y, x);
            node.avail[kSide][static_cast<std::size_t>(x)] |= g.bit(y, z);
        }
    }
    return node;
}

namespace {
// A cell belongs to slice y, slice x and slice z; a change to it or its pixels touches those three.
void touch_slices(Node& node, Cell cell) {
    const std::uint32_t y = 1u << cell.y, x = 1u << cell.x, z = 1u << cell.z;
    node.stale[0] |= y;
    node.stale[1] |= x;
    node.stale[2] |= z;
    node.settled[0] &= ~y;
    node.settled[1] &= ~x;
    node.settled[2] &= ~z;
}
}  // namespace

void exclude_cell(const Geometry& g, Node& node, Cell cell) {
    node.avail[kTop][static_cast<std::size_t>(cell.y)] &= ~g.bit(cell.z, cell.x);
    node.avail[kFront][static_cast<std::size_t>(cell.z)] &= ~g.bit(cell.y, cell.x);
    node.avail[kSide][static_cast<std::size_t>(cell.x)] &= ~g.bit(cell.y, cell.z);
    touch_slices(node, cell);
}

void include_cell(const Geometry& g, Node& node, Cell cell) {
    exclude_cell(g, node, cell);
    node.chosen[static_cast<std::size_t>(cell.y)] |= g.bit(cell.z, cell.x);
    node.open[kTop] &= ~g.bit(cell.z, cell.x);
    node.open[kFront] &= ~g.bit(cell.y, cell.x);
    node.open[kSide] &= ~g.bit(cell.y, cell.z);
    node.open_transposed[kTop] &= ~g.bit(cell.x, cell.z);
    node.open_transposed[kFront] &= ~g.bit(cell.x, cell.y);
    node.open_transposed[kSide] &= ~g.bit(cell.z, cell.y);
    node.packing[kTop] &= ~g.bit(cell.z, cell.x);
    node.packing[kFront] &= ~g.bit(cell.y, cell.x);
    node.packing[kSide] &= ~g.bit(cell.y, cell.z);
    ++node.cubes;
}

}  // namespace knobel::views::detail
