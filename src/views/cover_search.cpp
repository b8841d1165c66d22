#include "views/cover_search.h"

#include "views/pixel_packing.h"
#include "views/slice_graph.h"

#include <algorithm>
#include <bit>

namespace knobel::views::detail {
namespace {

// How many of K words have each bit set, as a 4-bit binary counter per bit position (K <= 8):
// one pass of ripple-carry adds counts the candidates of every pixel of a view at once.
struct Counts {
    std::uint64_t b0 = 0, b1 = 0, b2 = 0, b3 = 0;

    std::uint64_t any() const { return b0 | b1 | b2 | b3; }
    std::uint64_t once() const { return b0 & ~(b1 | b2 | b3); }
    std::uint64_t exactly(int count) const {
        return ((count & 1) ? b0 : ~b0) & ((count & 2) ? b1 : ~b1) & ((count & 4) ? b2 : ~b2) &
               ((count & 8) ? b3 : ~b3);
    }
};

Counts count_candidates(const std::array<std::uint64_t, kMaxSize>& words, int k) {
    Counts c;
    for (int i = 0; i < k; ++i) {
        std::uint64_t carry = words[static_cast<std::size_t>(i)];
        std::uint64_t next = c.b0 & carry;
        c.b0 ^= carry;
        carry = next;
        next = c.b1 & carry;
        c.b1 ^= carry;
        carry = next;
        next = c.b2 & carry;
        c.b2 ^= carry;
        c.b3 |= next;
    }
    return c;
}

// The cell that is word `w`, bit `p` of orientation `o`'s layout.
Cell cell_of(const Geometry& g, int o, int p, int w) {
    const auto i = static_cast<std::size_t>(p);
    switch (o) {
        case kTop: return Cell{g.col_of[i], w, g.row_of[i]};
        case kFront: return Cell{g.col_of[i], g.row_of[i], w};
        default: return Cell{w, g.row_of[i], g.col_of[i]};
    }
}

// Each family's bound: the sum of its slices' edge-cover minimums, recomputing only stale slices.
void refresh_bounds(const Geometry& g, Node& node, int sums[3]) {
    for (int family = 0; family < 3; ++family) {
        auto& costs = node.slice_cost[static_cast<std::size_t>(family)];
        for (std::uint32_t stale = node.stale[static_cast<std::size_t>(family)]; stale != 0; stale &= stale - 1) {
            const int w = std::countr_zero(stale);
            costs[static_cast<std::size_t>(w)] = static_cast<std::int8_t>(slice_graph(g, node, family, w).cover_cost());
        }
        node.stale[static_cast<std::size_t>(family)] = 0;
        int sum = 0;
        for (int w = 0; w < g.k; ++w) sum += costs[static_cast<std::size_t>(w)];
        sums[family] = sum;
    }
}

// Rules out, in every family without slack, the cells that would raise their slice's minimum
// (see SliceGraph::cells_keeping_cost). A family's slack never grows further down the tree, so a
// slice filtered once stays filtered until one of its cells or pixels changes.
void filter_tight_families(const Geometry& g, Node& node, const int sums[3], int threshold) {
    for (int family = 0; family < 3; ++family) {
        if (node.cubes + sums[family] != threshold) continue;
        const auto f = static_cast<std::size_t>(family);
        const int layout = kSliceLayout[family];
        const std::uint32_t all_slices = (1u << g.k) - 1;
        for (std::uint32_t todo = all_slices & ~node.settled[f]; todo != 0; todo &= todo - 1) {
            const int w = std::countr_zero(todo);
            const std::uint64_t cells = node.avail[static_cast<std::size_t>(layout)][static_cast<std::size_t>(w)];
            const SliceGraph graph = slice_graph(g, node, family, w);
            const std::uint64_t keep = (graph.row_open | graph.col_open) == 0 ? 0 : graph.cells_keeping_cost(cells);
            for (std::uint64_t removed = cells & ~keep; removed != 0; removed &= removed - 1)
                exclude_cell(g, node, cell_of(g, layout, std::countr_zero(removed), w));
            // The removed cells were in no minimum edge cover, so this slice's minimum stands.
            node.stale[f] &= ~(1u << w);
            node.settled[f] |= 1u << w;
        }
    }
}

// When the packing is tight (cubes + its size == threshold) every further cube covers exactly one
// packed pixel (it cannot cover two), so cells that cover none are in no cover within the threshold.
void filter_by_packing(const Geometry& g, Node& node) {
    for (int y = 0; y < g.k; ++y) {
        const std::uint64_t cells = node.avail[kTop][static_cast<std::size_t>(y)];
        if (cells == 0) continue;
        const std::uint64_t front_row = (node.packing[kFront] >> (g.k * y)) & g.row;
        const std::uint64_t side_row = (node.packing[kSide] >> (g.k * y)) & g.row;
        const std::uint64_t keep = node.packing[kTop] | front_row * g.row_spread | g.rows(side_row);
        for (std::uint64_t removed = cells & ~keep; removed != 0; removed &= removed - 1) {
            const int p = std::countr_zero(removed);
            exclude_cell(g, node, Cell{g.col_of[static_cast<std::size_t>(p)], y, g.row_of[static_cast<std::size_t>(p)]});
        }
    }
}

enum class Outcome { dead, covered, open };

// No threshold: propagate only places forced cells (no bounds, no filtering).
constexpr int kNoThreshold = 1 << 20;

// Filters and places forced cells until nothing changes. `counts` then holds every view's
// candidate counts. Dead: an open pixel has no candidate left, or a bound passes the threshold.
Outcome propagate(const Geometry& g, Node& node, std::array<Counts, 3>& counts, int threshold) {
    for (;;) {
        if ((node.open[kTop] | node.open[kFront] | node.open[kSide]) == 0)
            return node.cubes <= threshold ? Outcome::covered : Outcome::dead;
        if (threshold != kNoThreshold) {
            const int packed = packing_size(node.packing);
            if (node.cubes + packed > threshold) return Outcome::dead;
            if (node.cubes + packed == threshold) filter_by_packing(g, node);
            int sums[3];
            refresh_bounds(g, node, sums);
            if (node.cubes + std::max({sums[0], sums[1], sums[2]}) > threshold) return Outcome::dead;
            filter_tight_families(g, node, sums, threshold);
        }
        bool forced = false;
        for (int o = 0; o < 3; ++o) {
            const std::uint64_t open = node.open[static_cast<std::size_t>(o)];
            Counts& c = counts[static_cast<std::size_t>(o)];
            if (open == 0) {
                c = Counts{};
                continue;
            }
            c = count_candidates(node.avail[static_cast<std::size_t>(o)], g.k);
            if (open & ~c.any()) return Outcome::dead;
            const std::uint64_t once = open & c.once();
            if (once == 0) continue;
            // Every pixel in `once` has exactly one candidate, so every completion holds all of
            // them; they are distinct cells, as a cell covers one pixel of each view.
            forced = true;
            for (int w = 0; w < g.k; ++w) {
                std::uint64_t cells = node.avail[static_cast<std::size_t>(o)][static_cast<std::size_t>(w)] & once;
                for (; cells != 0; cells &= cells - 1) include_cell(g, node, cell_of(g, o, std::countr_zero(cells), w));
            }
        }
        if (!forced && (threshold == kNoThreshold || (node.stale[0] | node.stale[1] | node.stale[2]) == 0))
            return Outcome::open;
    }
}

}  // namespace

int quick_lower_bound(const Geometry& g, const Node& node) {
    int sums[3] = {0, 0, 0};
    for (int i = 0; i < g.k; ++i) {
        const int shift = g.k * i;
        const std::uint64_t column = g.column[static_cast<std::size_t>(i)];
        sums[0] += std::max(std::popcount((node.open[kFront] >> shift) & g.row), std::popcount((node.open[kSide] >> shift) & g.row));
        sums[1] += std::max(std::popcount(node.open[kTop] & column), std::popcount(node.open[kFront] & column));
        sums[2] += std::max(std::popcount((node.open[kTop] >> shift) & g.row), std::popcount(node.open[kSide] & column));
    }
    return node.cubes + std::max({sums[0], sums[1], sums[2]});
}

int node_lower_bound(const Geometry& g, Node node) {
    std::array<Counts, 3> counts;
    const Outcome outcome = propagate(g, node, counts, kNoThreshold);
    if (outcome == Outcome::dead) return kNoThreshold;
    if (outcome == Outcome::covered) return node.cubes;
    int sums[3];
    refresh_bounds(g, node, sums);
    return node.cubes + std::max({sums[0], sums[1], sums[2], packing_size(node.packing)});
}

int costly_lower_bound(const Geometry& g, const Node& node, const Layers& costly, int remaining) {
    // Which pixels of each view some available free cell covers, in the solver's orientations, and
    // how many free cells each slice still has (y: layers, x and z: the other two families).
    Planes free_cover{};
    int free_in[3][kMaxSize] = {};
    int free_total = 0;
    for (int y = 0; y < g.k; ++y) {
        const std::uint64_t cells = node.avail[kTop][static_cast<std::size_t>(y)] & ~costly[static_cast<std::size_t>(y)];
        if (cells == 0) continue;
        free_cover[kTop] |= cells;
        free_in[0][y] = std::popcount(cells);
        free_total += free_in[0][y];
        std::uint64_t xs = 0;
        for (int i = 0; i < g.k; ++i) {
            const std::uint64_t row = (cells >> (g.k * i)) & g.row;  // row z = i of the layer
            xs |= row;
            free_in[2][i] += std::popcount(row);
            free_in[1][i] += std::popcount(cells & g.column[static_cast<std::size_t>(i)]);  // column x = i
            if (row != 0) free_cover[kSide] |= g.bit(y, i);
        }
        free_cover[kFront] |= xs << (g.k * y);
    }
    // Every cover found has exactly `remaining` more cubes (the threshold is the minimum), and at
    // most all the free cells are among them.
    int best = std::max(0, remaining - free_total);
    const std::uint64_t top = node.open[kTop] & ~free_cover[kTop];
    const std::uint64_t front = node.open[kFront] & ~free_cover[kFront];
    const std::uint64_t side = node.open[kSide] & ~free_cover[kSide];
    // Per slice: an open pixel without a free cell needs a costly cube, and a cube meets at most
    // one pixel of each of the slice's two views; and the slice needs at least as many cubes as
    // either view has open pixels in it, of which only its free cells can be free. Slices of one
    // family share no cube, so the sums are bounds too.
    int sums[3] = {0, 0, 0};
    for (int i = 0; i < g.k; ++i) {
        const int shift = g.k * i;
        const std::uint64_t column = g.column[static_cast<std::size_t>(i)];
        const int need[3] = {std::max(std::popcount((node.open[kFront] >> shift) & g.row), std::popcount((node.open[kSide] >> shift) & g.row)),
                             std::max(std::popcount(node.open[kTop] & column), std::popcount(node.open[kFront] & column)),
                             std::max(std::popcount((node.open[kTop] >> shift) & g.row), std::popcount(node.open[kSide] & column))};
        const int bare[3] = {std::max(std::popcount((front >> shift) & g.row), std::popcount((side >> shift) & g.row)),
                             std::max(std::popcount(top & column), std::popcount(front & column)),
                             std::max(std::popcount((top >> shift) & g.row), std::popcount(side & column))};
        for (int f = 0; f < 3; ++f) sums[f] += std::max(bare[f], need[f] - free_in[f][i]);
    }
    return std::max({best, sums[0], sums[1], sums[2]});
}

void CoverSearch::set_costly(const Layers& costly, int limit) {
    costly_mode_ = true;
    costly_ = costly;
    costly_limit_ = limit;
    has_best_ = false;
}

Node greedy_cover(const Geometry& g, Node node) {
    std::array<Counts, 3> counts;
    while (propagate(g, node, counts, kNoThreshold) == Outcome::open) {
        // The available cell that covers the most open pixels; the first such in cell order.
        Cell best;
        int best_score = 0;
        for (int y = 0; y < g.k && best_score < 3; ++y) {
            const std::uint64_t avail = node.avail[kTop][static_cast<std::size_t>(y)];
            const std::uint64_t a = avail & node.open[kTop];
            const std::uint64_t b = avail & (((node.open[kFront] >> (g.k * y)) & g.row) * g.row_spread);
            const std::uint64_t c = avail & g.rows((node.open[kSide] >> (g.k * y)) & g.row);
            const std::uint64_t by_score[3] = {a | b | c, (a & b) | (a & c) | (b & c), a & b & c};
            for (int score = 3; score > best_score; --score) {
                const std::uint64_t cells = by_score[score - 1];
                if (cells == 0) continue;
                const int p = std::countr_zero(cells);
                best = Cell{p % g.k, y, p / g.k};
                best_score = score;
                break;
            }
        }
        if (best_score == 0) break;  // cannot happen below a solvable root: propagate found no dead pixel
        include_cell(g, node, best);
    }
    // Drop cubes whose three pixels other cubes cover too. One pass is enough: dropping only lowers
    // the counts, so a cube that had to stay still has to.
    std::array<std::array<int, 64>, 3> cover{};
    auto pixels = [&](int x, int y, int z) {
        return std::array<int, 3>{g.k * z + x, g.k * y + x, g.k * y + z};
    };
    for (int y = 0; y < g.k; ++y)
        for (std::uint64_t cells = node.chosen[static_cast<std::size_t>(y)]; cells != 0; cells &= cells - 1) {
            const int p = std::countr_zero(cells);
            const auto px = pixels(p % g.k, y, p / g.k);
            for (int o = 0; o < 3; ++o) ++cover[static_cast<std::size_t>(o)][static_cast<std::size_t>(px[static_cast<std::size_t>(o)])];
        }
    for (int y = 0; y < g.k; ++y)
        for (std::uint64_t cells = node.chosen[static_cast<std::size_t>(y)]; cells != 0; cells &= cells - 1) {
            const int p = std::countr_zero(cells);
            const auto px = pixels(p % g.k, y, p / g.k);
            bool redundant = true;
            for (int o = 0; o < 3; ++o)
                redundant = redundant && cover[static_cast<std::size_t>(o)][static_cast<std::size_t>(px[static_cast<std::size_t>(o)])] >= 2;
            if (!redundant) continue;
            for (int o = 0; o < 3; ++o) --cover[static_cast<std::size_t>(o)][static_cast<std::size_t>(px[static_cast<std::size_t>(o)])];
            node.chosen[static_cast<std::size_t>(y)] &= ~(std::uint64_t{1} << p);
            --node.cubes;
        }
    return node;
}

void CoverSearch::start(const Node& root, int threshold, std::uint64_t leaf_limit, std::size_t keep,
                        int root_effort, std::uint64_t shuffle_seed) {
    shuffled_ = shuffle_seed != 0;
    random_ = SplitMix64(shuffle_seed);
    stack_.clear();
    stack_.reserve(static_cast<std::size_t>(std::max(threshold, 0)) + 1);
    pending_ = root;
    int root_bound = 0;
    if (root_effort > 0) {
        const StrongPacking strong = strong_packing(g_, pending_, root_effort);
        pending_.packing = strong.packing;
        root_bound = strong.bound;
    }
    has_pending_ = true;
    threshold_ = threshold;
    leaf_limit_ = std::max<std::uint64_t>(leaf_limit, 1);
    keep_ = keep;
    finished_ = false;
    exhausted_ = false;
    leaves_ = 0;
    kept_.clear();
    union_ = {};
    intersection_ = {};
    if (pending_.cubes + root_bound > threshold) {
        // No cover within the threshold below this root: the search is over before it starts.
        has_pending_ = false;
        finished_ = true;
        exhausted_ = true;
    }
}

bool CoverSearch::run(std::uint64_t& budget) {
    while (!finished_) {
        if (has_pending_) {
            if (budget == 0) return false;
            --budget;
            ++nodes_;
            has_pending_ = false;
            expand(pending_);
            continue;
        }
        if (stack_.empty()) {
            finished_ = true;
            exhausted_ = true;
            break;
        }
        Frame& frame = stack_.back();
        if (frame.next == frame.count) {
            stack_.pop_back();
            continue;
        }
        const int w = frame.order[static_cast<std::size_t>(frame.next++)];
        const Cell cell = cell_of(g_, frame.orientation, frame.pixel, w);
        pending_ = frame.node;
        include_cell(g_, pending_, cell);
        exclude_cell(g_, frame.node, cell);  // later siblings do without it: no cover is found twice
        has_pending_ = true;
    }
    return true;
}

void CoverSearch::expand(Node& node) {
    grow_packing(g_, node, node.packing);
    std::array<Counts, 3> counts;
    const Outcome outcome = propagate(g_, node, counts, threshold_);
    if (outcome == Outcome::dead) return;
    if (costly_mode_) {
        int used = 0;
        for (int y = 0; y < g_.k; ++y)
            used += std::popcount(node.chosen[static_cast<std::size_t>(y)] & costly_[static_cast<std::size_t>(y)]);
        if (used > costly_limit_) return;
        if (outcome == Outcome::covered) {
            // Better than every cover so far: keep it, and look only for better ones from now on.
            record_leaf(node);
            has_best_ = true;
            best_ = empty_shape(g_.k);
            best_.layers = node.chosen;
            costly_limit_ = used - 1;
            return;
        }
        if (used + costly_lower_bound(g_, node, costly_, threshold_ - node.cubes) > costly_limit_) return;
    }
    if (outcome == Outcome::covered) {
        record_leaf(node);
        if (leaves_ >= leaf_limit_) finished_ = true;
        return;
    }
    // Branch on the open pixel with the fewest candidates (propagate left none with 0 or 1); a
    // shuffled search takes a random one of them.
    for (int count = 2; count <= g_.k; ++count) {
        Planes pixels{};
        int total = 0;
        for (std::size_t o = 0; o < 3; ++o) {
            pixels[o] = node.open[o] & counts[o].exactly(count);
            total += std::popcount(pixels[o]);
        }
        if (total == 0) continue;
        int pick = shuffled_ ? static_cast<int>(random_.below(static_cast<std::uint64_t>(total))) : 0;
        int o = 0;
        while (pick >= std::popcount(pixels[static_cast<std::size_t>(o)])) pick -= std::popcount(pixels[static_cast<std::size_t>(o++)]);
        std::uint64_t bits = pixels[static_cast<std::size_t>(o)];
        for (; pick > 0; --pick) bits &= bits - 1;
        Frame frame;
        frame.node = node;
        frame.orientation = o;
        frame.pixel = std::countr_zero(bits);
        // Candidates covering more open pixels first: optimal shapes waste little, so this finds
        // them sooner (ties in a random order when shuffled). The order never changes what the
        // whole subtree holds.
        int score[kMaxSize] = {};
        for (int w = 0; w < g_.k; ++w) {
            if ((node.avail[static_cast<std::size_t>(o)][static_cast<std::size_t>(w)] >> frame.pixel & 1) == 0) continue;
            const Cell c = cell_of(g_, o, frame.pixel, w);
            score[w] = static_cast<int>((node.open[kTop] & g_.bit(c.z, c.x)) != 0) +
                       static_cast<int>((node.open[kFront] & g_.bit(c.y, c.x)) != 0) +
                       static_cast<int>((node.open[kSide] & g_.bit(c.y, c.z)) != 0);
            // The second objective: free cells first, so that good covers (and tight limits) come early.
            if (costly_mode_ && (costly_[static_cast<std::size_t>(c.y)] >> (g_.k * c.z + c.x) & 1) == 0) score[w] += 3;
        }
        for (int wanted = 6; wanted >= 1; --wanted) {
            const int first = frame.count;
            for (int w = 0; w < g_.k; ++w)
                if (score[w] == wanted) frame.order[static_cast<std::size_t>(frame.count++)] = static_cast<std::uint8_t>(w);
            for (int i = frame.count - 1; shuffled_ && i > first; --i)
                std::swap(frame.order[static_cast<std::size_t>(i)],
                          frame.order[static_cast<std::size_t>(first + static_cast<int>(random_.below(static_cast<std::uint64_t>(i - first + 1))))]);
        }
        stack_.push_back(frame);
        return;
    }
}

void CoverSearch::record_leaf(const Node& node) {
    if (leaves_ == 0) intersection_ = node.chosen;
    ++leaves_;
    for (std::size_t y = 0; y < union_.size(); ++y) {
        union_[y] |= node.chosen[y];
        intersection_[y] &= node.chosen[y];
    }
    if (kept_.size() < keep_) {
        Shape shape = empty_shape(g_.k);
        shape.layers = node.chosen;
        kept_.push_back(shape);
    }
}

}  // namespace knobel::views::detail
