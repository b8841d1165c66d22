#include "reference_cover.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace knobel::views::testing {
namespace {

constexpr std::array<View, 3> kViews = {View::top, View::front, View::side};

// A candidate cell and the pixel it lies on in each view (bit K·row + col of that view's mask).
struct Candidate {
    Cell cell;
    std::array<int, 3> pixel;
};

struct Search {
    int size = 0;
    std::vector<Candidate> candidates;
    std::vector<int> chosen;  // candidate numbers, the current path
    int best = 0;             // cubes of the best cover so far
    std::vector<int> best_cover;
    std::uint64_t nodes = 0;
    std::uint64_t node_limit = 0;
    bool gave_up = false;
    bool found = false;  // a cover with fewer than `best` cubes: the search stops there

    bool covers(const Candidate& candidate, int view, int pixel) const { return candidate.pixel[view] == pixel; }

    // Cubes still needed, at least: a set of uncovered pixels no allowed cell covers two of needs
    // one cube per pixel. Picked greedily, pixels with the fewest allowed cells first (any such set
    // is a valid bound): take a pixel unless an allowed cell joins it to one already taken.
    int packing_bound(const std::array<std::uint64_t, 3>& uncovered, const std::vector<int>& allowed,
                      const std::array<std::vector<int>, 3>& count) const {
        std::vector<std::array<int, 3>> order;  // {cells, view, pixel}
        for (int v = 0; v < 3; ++v)
            for (int p = 0; p < size * size; ++p)
                if (uncovered[v] >> p & 1) order.push_back({count[v][p], v, p});
        std::sort(order.begin(), order.end());
        std::array<std::uint64_t, 3> blocked{};
        int packed = 0;
        for (const auto& [cells, v, p] : order) {
            if (blocked[v] >> p & 1) continue;
            ++packed;
            for (const int c : allowed)
                if (candidates[c].pixel[v] == p)
                    for (int w = 0; w < 3; ++w) blocked[w] |= std::uint64_t{1} << candidates[c].pixel[w];
        }
        return packed;
    }

    int row_count(std::uint64_t mask, int row) const {
        return std::popcount(mask >> (size * row) & ((std::uint64_t{1} << size) - 1));
    }
    int col_count(std::uint64_t mask, int col) const {
        int n = 0;
        for (int row = 0; row < size; ++row) n += static_cast<int>(mask >> (size * row + col) & 1);
        return n;
    }

    // Cubes still needed, at least. One cube covers at most one pixel of each view. Sharper, and
    // as plain: a cube in layer y covers at most one front pixel of row y and one side pixel of row
    // y, and no cube is in two layers, so the layers need Σ_y max(front row y, side row y) cubes;
    // likewise the columns x (top column x, front column x) and the depths z (top row z, side
    // column K-1-z). Each of these sums is at least the per-view counts it contains.
    int lower_bound(const std::array<std::uint64_t, 3>& uncovered) const {
        int bound = 0;
        for (int v = 0; v < 3; ++v) bound = std::max(bound, std::popcount(uncovered[v]));
        int layers = 0, columns = 0, depths = 0;
        for (int i = 0; i < size; ++i) {
            layers += std::max(row_count(uncovered[1], i), row_count(uncovered[2], i));
            columns += std::max(col_count(uncovered[0], i), col_count(uncovered[1], i));
            depths += std::max(row_count(uncovered[0], i), col_count(uncovered[2], size - 1 - i));
        }
        return std::max({bound, layers, columns, depths});
    }

    // `uncovered`: the set pixels no chosen cell covers, one mask per view. `allowed`: the candidate
    // numbers still open to choose.
    void run(const std::array<std::uint64_t, 3>& uncovered, const std::vector<int>& allowed) {
        if (found) return;
        if (nodes >= node_limit) {
            gave_up = true;
            return;
        }
        ++nodes;
        const int used = static_cast<int>(chosen.size());
        if (uncovered[0] == 0 && uncovered[1] == 0 && uncovered[2] == 0) {
            best = used;
            best_cover = chosen;
            found = true;
            return;
        }
        if (used + lower_bound(uncovered) >= best) return;

        // The uncovered pixel with the fewest allowed cells.
        std::array<std::vector<int>, 3> count;
        for (int v = 0; v < 3; ++v) count[v].assign(static_cast<std::size_t>(size * size), 0);
        for (const int c : allowed)
            for (int v = 0; v < 3; ++v)
                if (uncovered[v] >> candidates[c].pixel[v] & 1) ++count[v][candidates[c].pixel[v]];
        int best_view = -1, best_pixel = -1, fewest = 1 << 30;
        for (int v = 0; v < 3; ++v)
            for (int p = 0; p < size * size; ++p)
                if ((uncovered[v] >> p & 1) && count[v][p] < fewest) {
                    fewest = count[v][p];
                    best_view = v;
                    best_pixel = p;
                }
        if (fewest == 0) return;  // a pixel nothing can cover any more
        if (used + packing_bound(uncovered, allowed, count) >= best) return;

        std::vector<int> options;
        for (const int c : allowed)
            if (covers(candidates[c], best_view, best_pixel)) options.push_back(c);
        // Cells that cover more uncovered pixels first (only the order of the children: good covers
        // come early, so the bound cuts more).
        const auto gain = [&](int c) {
            int n = 0;
            for (int v = 0; v < 3; ++v) n += static_cast<int>(uncovered[v] >> candidates[c].pixel[v] & 1);
            return n;
        };
        std::stable_sort(options.begin(), options.end(), [&](int a, int b) { return gain(a) > gain(b); });
        // Child i takes options[i] and rules out options[0 .. i-1]: every cover in exactly one child.
        std::vector<int> rest = allowed;
        for (const int c : options) {
            rest.erase(std::find(rest.begin(), rest.end(), c));
            std::array<std::uint64_t, 3> next = uncovered;
            for (int v = 0; v < 3; ++v) next[v] &= ~(std::uint64_t{1} << candidates[c].pixel[v]);
            chosen.push_back(c);
            run(next, rest);
            chosen.pop_back();
        }
    }
};

}  // namespace

ReferenceCover reference_cover(const Puzzle& puzzle, std::uint64_t node_limit) {
    const int k = puzzle.size;
    Search search;
    search.size = k;
    search.node_limit = node_limit;
    // Candidate cells, straight from the rule: all three pixels set.
    for (int i = 0; i < k * k * k; ++i) {
        const Cell cell = cell_at(k, i);
        Candidate candidate{cell, {}};
        bool all_set = true;
        for (int v = 0; v < 3; ++v) {
            const ViewPixel at = pixel_of(k, kViews[v], cell);
            all_set = all_set && pixel(puzzle, kViews[v], at.row, at.col);
            candidate.pixel[v] = k * at.row + at.col;
        }
        if (all_set) search.candidates.push_back(candidate);
    }
    std::array<std::uint64_t, 3> set_pixels{};
    for (int v = 0; v < 3; ++v)
        for (int row = 0; row < k; ++row)
            for (int col = 0; col < k; ++col)
                if (pixel(puzzle, kViews[v], row, col)) set_pixels[v] |= std::uint64_t{1} << (k * row + col);

    ReferenceCover result;
    result.shape = empty_shape(k);
    // Solvable exactly when every set pixel has a candidate cell on its line of sight.
    std::array<std::uint64_t, 3> reachable{};
    for (const Candidate& candidate : search.candidates)
        for (int v = 0; v < 3; ++v) reachable[v] |= std::uint64_t{1} << candidate.pixel[v];
    if (reachable != set_pixels) return result;
    result.solvable = true;

    // Iterative deepening: is there a cover with at most `limit` cubes? From the root's bound up;
    // the first yes is the minimum, since every smaller limit was refuted by a complete search.
    // All the candidates together are a cover, so it ends at that many cubes at the latest.
    std::vector<int> all;
    for (int c = 0; c < static_cast<int>(search.candidates.size()); ++c) all.push_back(c);
    for (int limit = search.lower_bound(set_pixels); !search.found && !search.gave_up; ++limit) {
        search.best = limit + 1;  // covers of fewer cubes than `best` are looked for
        search.run(set_pixels, all);
    }
    result.nodes = search.nodes;
    if (search.gave_up) {
        result.finished = false;
        return result;
    }
    result.cubes = search.best;
    for (const int c : search.best_cover) set_cube(result.shape, search.candidates[c].cell, true);
    return result;
}

}  // namespace knobel::views::testing
