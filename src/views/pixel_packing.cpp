#include "views/pixel_packing.h"

#include <algorithm>
#include <bit>

#include "core/split_mix64.h"
#include "views/assignment.h"
#include "views/slice_graph.h"

namespace knobel::views::detail {

int packing_size(const Planes& packing) {
    return std::popcount(packing[0]) + std::popcount(packing[1]) + std::popcount(packing[2]);
}

Planes pixel_neighbours(const Geometry& g, const Node& node, int view, int p) {
    const auto i = static_cast<std::size_t>(p);
    Planes n{};
    switch (view) {
        case kTop: {  // (x, z): cells (x, y, z) over y
            const int x = g.col_of[i], z = g.row_of[i];
            std::uint64_t ys = 0;
            for (int y = 0; y < g.k; ++y) ys |= (node.avail[kTop][static_cast<std::size_t>(y)] >> p & 1) << y;
            n[kFront] = g.rows(ys) & g.column[static_cast<std::size_t>(x)];
            n[kSide] = g.rows(ys) & g.column[static_cast<std::size_t>(z)];
            break;
        }
        case kFront: {  // (x, y): cells (x, y, z) over z
            const int x = g.col_of[i], y = g.row_of[i];
            const std::uint64_t zs = (node.avail[kSide][static_cast<std::size_t>(x)] >> (g.k * y)) & g.row;
            n[kTop] = g.rows(zs) & g.column[static_cast<std::size_t>(x)];
            n[kSide] = zs << (g.k * y);
            break;
        }
        default: {  // side (y, z): cells (x, y, z) over x
            const int y = g.row_of[i], z = g.col_of[i];
            const std::uint64_t xs = (node.avail[kTop][static_cast<std::size_t>(y)] >> (g.k * z)) & g.row;
            n[kTop] = xs << (g.k * z);
            n[kFront] = xs << (g.k * y);
            break;
        }
    }
    for (std::size_t o = 0; o < 3; ++o) n[o] &= node.open[o];
    return n;
}

namespace {

// The pixels some available cell joins to a packed pixel (the packed pixels themselves included,
// when a cell covers them): a pixel outside this set can join the packing.
Planes blocked_by(const Geometry& g, const Node& node, const Planes& packing) {
    Planes blocked{};
    for (int y = 0; y < g.k; ++y) {
        const std::uint64_t cells = node.avail[kTop][static_cast<std::size_t>(y)];
        if (cells == 0) continue;
        const std::uint64_t front_row = (packing[kFront] >> (g.k * y)) & g.row;
        const std::uint64_t side_row = (packing[kSide] >> (g.k * y)) & g.row;
        const std::uint64_t hits = cells & (packing[kTop] | front_row * g.row_spread | g.rows(side_row));
        if (hits == 0) continue;
        blocked[kTop] |= hits;
        std::uint64_t xs = 0, zs = 0;
        for (int z = 0; z < g.k; ++z) {
            const std::uint64_t row = (hits >> (g.k * z)) & g.row;
            xs |= row;
            zs |= static_cast<std::uint64_t>(row != 0) << z;
        }
        blocked[kFront] |= xs << (g.k * y);
        blocked[kSide] |= zs << (g.k * y);
    }
    return blocked;
}

// A packing with conflict counts: tight[o][p] is how many packed pixels pixel p conflicts with.
class LocalSearch {
public:
    LocalSearch(const Geometry& g, const Node& node, const Planes& packing) : g_(g), node_(node), packing_(packing) {
        recount();
    }

    const Planes& packing() const { return packing_; }
    int size() const { return packing_size(packing_); }

    void reset(const Planes& packing) {
        packing_ = packing;
        recount();
    }

    void add(int o, int p) {
        packing_[static_cast<std::size_t>(o)] |= std::uint64_t{1} << p;
        adjust(o, p, +1);
    }
    void remove(int o, int p) {
        packing_[static_cast<std::size_t>(o)] &= ~(std::uint64_t{1} << p);
        adjust(o, p, -1);
    }

    // Free additions and (1,2)-swaps until neither finds anything.
    void descend() {
        for (bool improved = true; improved;) {
            improved = add_free();
            for (int o = 0; o < 3; ++o)
                for (std::uint64_t packed = packing_[static_cast<std::size_t>(o)]; packed != 0; packed &= packed - 1)
                    improved |= swap_one_for_two(o, std::countr_zero(packed));
        }
    }

    // Puts pixel p of view o in, taking out the packed pixels it conflicts with.
    void force(int o, int p) {
        const Planes n = pixel_neighbours(g_, node_, o, p);
        for (int v = 0; v < 3; ++v)
            for (std::uint64_t out = n[static_cast<std::size_t>(v)] & packing_[static_cast<std::size_t>(v)]; out != 0; out &= out - 1)
                remove(v, std::countr_zero(out));
        add(o, p);
    }

private:
    void recount() {
        tight_ = {};
        for (int o = 0; o < 3; ++o)
            for (std::uint64_t packed = packing_[static_cast<std::size_t>(o)]; packed != 0; packed &= packed - 1)
                adjust(o, std::countr_zero(packed), +1);
    }

    void adjust(int o, int p, int delta) {
        const Planes n = pixel_neighbours(g_, node_, o, p);
        for (std::size_t v = 0; v < 3; ++v)
            for (std::uint64_t bits = n[v]; bits != 0; bits &= bits - 1)
                tight_[v][static_cast<std::size_t>(std::countr_zero(bits))] =
                    static_cast<std::int8_t>(tight_[v][static_cast<std::size_t>(std::countr_zero(bits))] + delta);
    }

    bool add_free() {
        bool added = false;
        for (int o = 0; o < 3; ++o)
            for (std::uint64_t open = node_.open[static_cast<std::size_t>(o)] & ~packing_[static_cast<std::size_t>(o)]; open != 0;
                 open &= open - 1) {
                const int p = std::countr_zero(open);
                if (tight_[static_cast<std::size_t>(o)][static_cast<std::size_t>(p)] != 0) continue;
                add(o, p);
                added = true;
            }
        return added;
    }

    // If two pixels that conflict only with packed pixel v do not conflict with each other, they
    // replace it.
    bool swap_one_for_two(int o, int v) {
        const Planes n = pixel_neighbours(g_, node_, o, v);
        int candidates[2 * kMaxSize + 2][2];
        int count = 0;
        for (int u = 0; u < 3; ++u)
            for (std::uint64_t bits = n[static_cast<std::size_t>(u)] & ~packing_[static_cast<std::size_t>(u)]; bits != 0; bits &= bits - 1) {
                const int p = std::countr_zero(bits);
                if (tight_[static_cast<std::size_t>(u)][static_cast<std::size_t>(p)] == 1 && count < 2 * kMaxSize + 2) {
                    candidates[count][0] = u;
                    candidates[count][1] = p;
                    ++count;
                }
            }
        for (int a = 0; a < count; ++a) {
            const Planes na = pixel_neighbours(g_, node_, candidates[a][0], candidates[a][1]);
            for (int b = a + 1; b < count; ++b) {
                const int u = candidates[b][0], p = candidates[b][1];
                if (na[static_cast<std::size_t>(u)] >> p & 1) continue;
                if (u == candidates[a][0] && p == candidates[a][1]) continue;
                remove(o, v);
                add(candidates[a][0], candidates[a][1]);
                add(u, p);
                return true;
            }
        }
        return false;
    }

    const Geometry& g_;
    const Node& node_;
    Planes packing_;
    std::array<std::array<std::int8_t, 64>, 3> tight_{};
};

}  // namespace

void grow_packing(const Geometry& g, const Node& node, Planes& packing) {
    for (;;) {
        const Planes blocked = blocked_by(g, node, packing);
        bool added = false;
        for (std::size_t o = 0; o < 3 && !added; ++o) {
            const std::uint64_t free = node.open[o] & ~packing[o] & ~blocked[o];
            if (free == 0) continue;
            packing[o] |= free & (0 - free);  // one at a time: two free pixels may conflict
            added = true;
        }
        if (!added) return;
    }
}

void improve_packing(const Geometry& g, const Node& node, Planes& packing, int perturbations) {
    LocalSearch search(g, node, packing);
    search.descend();
    Planes best = search.packing();
    SplitMix64 random(0x5eed5eedu + static_cast<std::uint64_t>(node.cubes));
    for (int round = 0; round < perturbations; ++round) {
        // A random open pixel outside the packing is forced in; the descent repairs around it.
        int outside[3];
        int total = 0;
        for (int o = 0; o < 3; ++o) {
            outside[o] = std::popcount(node.open[static_cast<std::size_t>(o)] & ~search.packing()[static_cast<std::size_t>(o)]);
            total += outside[o];
        }
        if (total == 0) break;
        int pick = static_cast<int>(random.below(static_cast<std::uint64_t>(total)));
        int o = 0;
        while (pick >= outside[o]) pick -= outside[o++];
        std::uint64_t bits = node.open[static_cast<std::size_t>(o)] & ~search.packing()[static_cast<std::size_t>(o)];
        for (; pick > 0; --pick) bits &= bits - 1;
        search.force(o, std::countr_zero(bits));
        search.descend();
        if (search.size() > packing_size(best))
            best = search.packing();
        else if (search.size() < packing_size(best))
            search.reset(best);
    }
    packing = best;
}

Planes best_completion(const Geometry& g, const Node& node, int view, std::uint64_t fixed) {
    // The family whose layout indexes its cells by this view's pixels: cells hitting a fixed pixel
    // are bit-for-bit `avail[view][w] & fixed`.
    constexpr int kFamilyOfView[3] = {0, 2, 1};
    const int family = kFamilyOfView[view];
    Planes packing{};
    packing[static_cast<std::size_t>(view)] = fixed;
    for (int w = 0; w < g.k; ++w) {
        const auto i = static_cast<std::size_t>(w);
        const std::uint64_t cells = node.avail[static_cast<std::size_t>(view)][i];
        const std::uint64_t hits = cells & fixed;
        std::uint32_t blocked_rows = 0, blocked_cols = 0;
        for (int r = 0; r < g.k; ++r) {
            const auto row = static_cast<std::uint32_t>((hits >> (g.k * r)) & g.row);
            blocked_cols |= row;
            blocked_rows |= static_cast<std::uint32_t>(row != 0) << r;
        }
        const SliceGraph graph(g, cells, open_rows(g, node, family, w) & ~blocked_rows,
                               open_cols(g, node, family, w) & ~blocked_cols);
        std::uint32_t rows = 0, cols = 0;
        graph.independent_set(rows, cols);
        switch (family) {
            case 0:
                packing[kSide] |= static_cast<std::uint64_t>(rows) << (g.k * w);
                packing[kFront] |= static_cast<std::uint64_t>(cols) << (g.k * w);
                break;
            case 1:
                packing[kFront] |= g.rows(rows) & g.column[i];
                packing[kTop] |= g.rows(cols) & g.column[i];
                break;
            default:
                packing[kSide] |= g.rows(rows) & g.column[i];
                packing[kTop] |= static_cast<std::uint64_t>(cols) << (g.k * w);
                break;
        }
    }
    return packing;
}

namespace {

// Re-chooses two views at a time around the third, exactly, while that helps.
void polish(const Geometry& g, const Node& node, Planes& packing) {
    for (bool improved = true; improved;) {
        improved = false;
        for (int view = 0; view < 3; ++view) {
            const Planes other = best_completion(g, node, view, packing[static_cast<std::size_t>(view)]);
            if (packing_size(other) > packing_size(packing)) {
                packing = other;
                improved = true;
            }
        }
    }
}

constexpr std::int64_t kScale = 840;  // divisible by 1..8: the usual fractional duals are exact
constexpr std::int64_t kNoCover = std::int64_t{1} << 50;

// The Lagrangian value at λ (scaled by kScale) with view `view`'s constraints dualized, or kNoCover
// when some open pixel has no cell. The other two views meet in the slices of the family whose
// layout indexes cells by `view`'s pixels, so each slice is a minimum-cost edge cover between its
// open rows and columns with cell costs kScale - λ. `coverage[p]` counts the minimizer's cells on
// pixel p of `view` (for the subgradient).
std::int64_t lagrangian_value(const Geometry& g, const Node& node, int view, const std::int64_t* lambda, int* coverage) {
    constexpr int kFamilyOfView[3] = {0, 2, 1};
    const int k = g.k, family = kFamilyOfView[view];
    const std::uint64_t dual_open = node.open[static_cast<std::size_t>(view)];
    std::int64_t total = 0;
    for (std::uint64_t t = dual_open; t != 0; t &= t - 1) total += lambda[std::countr_zero(t)];
    for (int i = 0; i < 64; ++i) coverage[i] = 0;
    for (int w = 0; w < k; ++w) {
        const std::uint32_t rows_open = open_rows(g, node, family, w), cols_open = open_cols(g, node, family, w);
        if ((rows_open | cols_open) == 0) continue;
        const std::uint64_t cells = node.avail[static_cast<std::size_t>(view)][static_cast<std::size_t>(w)];
        const auto cost = [&](int p) { return (dual_open >> p & 1) ? kScale - lambda[p] : kScale; };
        // The cheapest cell of every open vertex; then a cover is those, improved by a matching of
        // pairs that one cell can serve together: min cost = Σ cheapest - max Σ (saving of a pair).
        std::int64_t cheapest_r[kMaxSize], cheapest_c[kMaxSize];
        int cell_r[kMaxSize] = {}, cell_c[kMaxSize] = {};
        for (int i = 0; i < kMaxSize; ++i) cheapest_r[i] = cheapest_c[i] = kNoCover;
        for (std::uint64_t c = cells; c != 0; c &= c - 1) {
            const int p = std::countr_zero(c), r = p / k, col = p % k;
            const std::int64_t price = cost(p);
            if ((rows_open >> r & 1) && price < cheapest_r[r]) cheapest_r[r] = price, cell_r[r] = p;
            if ((cols_open >> col & 1) && price < cheapest_c[col]) cheapest_c[col] = price, cell_c[col] = p;
        }
        int r_of[kMaxSize], c_of[kMaxSize], nr = 0, nc = 0;
        std::int64_t sum = 0;
        for (int r = 0; r < k; ++r)
            if (rows_open >> r & 1) {
                if (cheapest_r[r] >= kNoCover) return kNoCover;
                r_of[nr++] = r;
                sum += cheapest_r[r];
            }
        for (int c = 0; c < k; ++c)
            if (cols_open >> c & 1) {
                if (cheapest_c[c] >= kNoCover) return kNoCover;
                c_of[nc++] = c;
                sum += cheapest_c[c];
            }
        WeightMatrix saving = {};
        for (int a = 0; a < nr; ++a)
            for (int b = 0; b < nc; ++b) {
                const int p = k * r_of[a] + c_of[b];
                if (cells >> p & 1)
                    saving[a][b] = std::max<std::int64_t>(0, cheapest_r[r_of[a]] + cheapest_c[c_of[b]] - cost(p));
            }
        const int n = std::max(nr, nc);
        int row_of_col[kMaxSize];
        total += sum - (n > 0 ? max_weight_assignment(n, saving, row_of_col) : 0);
        bool r_paired[kMaxSize] = {}, c_paired[kMaxSize] = {};
        std::uint64_t chosen = 0;
        for (int b = 0; b < nc; ++b) {
            const int a = row_of_col[b];
            if (a < 0 || a >= nr || saving[a][b] <= 0) continue;
            chosen |= std::uint64_t{1} << (k * r_of[a] + c_of[b]);
            r_paired[a] = c_paired[b] = true;
        }
        for (int a = 0; a < nr; ++a)
            if (!r_paired[a]) chosen |= std::uint64_t{1} << cell_r[r_of[a]];
        for (int b = 0; b < nc; ++b)
            if (!c_paired[b]) chosen |= std::uint64_t{1} << cell_c[c_of[b]];
        for (std::uint64_t c = chosen & dual_open; c != 0; c &= c - 1) ++coverage[std::countr_zero(c)];
    }
    return total;
}

}  // namespace

StrongPacking strong_packing(const Geometry& g, const Node& node, int effort) {
    StrongPacking result;
    result.packing = initial_packing(g, node, effort);
    polish(g, node, result.packing);
    std::int64_t best_value = 0;  // the best Lagrangian value over all three duals, scaled
    // Each view's constraints dualized in turn: three different routes to the same relaxation, and
    // three different roundings.
    for (int view = 0; view < 3; ++view) {
        std::int64_t lambda[64] = {};
        int coverage[64];
        std::int64_t step = kScale / 2, view_best = 0;
        int without_progress = 0;
        for (int round = 0; round < effort; ++round) {
            const std::int64_t value = lagrangian_value(g, node, view, lambda, coverage);
            if (value >= kNoCover) {
                result.bound = 1 << 20;  // some open pixel has no cell left: no cover at all
                return result;
            }
            if (value > view_best) {
                view_best = value;
                without_progress = 0;
            } else if (++without_progress >= 3) {
                step = std::max<std::int64_t>(1, step * 2 / 3);
                without_progress = 0;
            }
            if (round % 10 == 9) {
                // Multipliers near 1 mark the pixels of a packing, when the relaxation has one.
                for (std::int64_t cut : {kScale / 4, kScale / 2, 3 * kScale / 4}) {
                    std::uint64_t fixed = 0;
                    for (std::uint64_t t = node.open[static_cast<std::size_t>(view)]; t != 0; t &= t - 1)
                        if (lambda[std::countr_zero(t)] >= cut) fixed |= std::uint64_t{1} << std::countr_zero(t);
                    Planes candidate = best_completion(g, node, view, fixed);
                    polish(g, node, candidate);
                    if (packing_size(candidate) > packing_size(result.packing)) result.packing = candidate;
                }
            }
            for (std::uint64_t t = node.open[static_cast<std::size_t>(view)]; t != 0; t &= t - 1) {
                const int p = std::countr_zero(t);
                lambda[p] = std::clamp<std::int64_t>(lambda[p] + step * (1 - coverage[p]), 0, kScale);
            }
        }
        best_value = std::max(best_value, view_best);
    }
    result.bound = std::max(packing_size(result.packing), static_cast<int>((best_value + kScale - 1) / kScale));
    return result;
}

Planes initial_packing(const Geometry& g, const Node& node, int perturbations) {
    Planes best{};
    for (int family = 0; family < 3; ++family) {
        Planes packing = family_packing(g, node, family);
        if (packing_size(packing) > packing_size(best)) best = packing;
    }
    improve_packing(g, node, best, perturbations);
    return best;
}

}  // namespace knobel::views::detail
