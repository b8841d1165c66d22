#include "crossnumber/grid_pattern.h"

#include <algorithm>

namespace knobel::crossnumber {
namespace {

struct Grid {
    int rows = 0, cols = 0;
    std::vector<std::uint8_t> black;

    bool white(int row, int col) const {
        return row >= 0 && col >= 0 && row < rows && col < cols && !black[static_cast<std::size_t>(row * cols + col)];
    }
    // The length of the run through (row, col) in one direction (0 for a black cell).
    int run_length(int row, int col, int dr, int dc) const {
        if (!white(row, col)) return 0;
        int length = 1;
        for (int r = row + dr, c = col + dc; white(r, c); r += dr, c += dc) ++length;
        for (int r = row - dr, c = col - dc; white(r, c); r -= dr, c -= dc) ++length;
        return length;
    }
};

// Every white cell in a run of two or more, and the white cells connected.
bool acceptable(const Grid& grid) {
    int white = 0, first = -1;
    for (int row = 0; row < grid.rows; ++row)
        for (int col = 0; col < grid.cols; ++col) {
            if (!grid.white(row, col)) continue;
            if (grid.run_length(row, col, 0, 1) < 2 && grid.run_length(row, col, 1, 0) < 2) return false;
            ++white;
            if (first < 0) first = row * grid.cols + col;
        }
    if (white == 0) return false;
    std::vector<std::uint8_t> seen(grid.black.size(), 0);
    std::vector<int> stack{first};
    seen[static_cast<std::size_t>(first)] = 1;
    int reached = 0;
    while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        ++reached;
        const int row = cell / grid.cols, col = cell % grid.cols;
        for (const auto& [dr, dc] : {std::pair{0, 1}, std::pair{0, -1}, std::pair{1, 0}, std::pair{-1, 0}}) {
            if (!grid.white(row + dr, col + dc)) continue;
            const int next = (row + dr) * grid.cols + col + dc;
            if (seen[static_cast<std::size_t>(next)]) continue;
            seen[static_cast<std::size_t>(next)] = 1;
            stack.push_back(next);
        }
    }
    return reached == white;
}

// White cells in a run longer than kMaxGeneratedRun, in reading order.
std::vector<int> cells_in_long_runs(const Grid& grid) {
    std::vector<int> cells;
    for (int row = 0; row < grid.rows; ++row)
        for (int col = 0; col < grid.cols; ++col)
            if (grid.run_length(row, col, 0, 1) > kMaxGeneratedRun || grid.run_length(row, col, 1, 0) > kMaxGeneratedRun)
                cells.push_back(row * grid.cols + col);
    return cells;
}

int pick(SplitMix64& rng, std::size_t count) { return static_cast<int>(rng.below(static_cast<std::uint64_t>(count))); }

Grid random_pattern(int rows, int cols, SplitMix64& rng) {
    const int cells = rows * cols;
    // A seventh to a quarter of the cells black on grids of 16 cells and more; small grids white.
    const int target = cells < 16 ? 0 : cells * (14 + pick(rng, 12)) / 100;
    Grid best;
    for (int restart = 0; restart < 8; ++restart) {
        Grid grid{rows, cols, std::vector<std::uint8_t>(static_cast<std::size_t>(cells), 0)};
        int black = 0;
        for (int tries = 0; tries < 30 * cells; ++tries) {
            const std::vector<int> long_runs = cells_in_long_runs(grid);
            if (black >= target && long_runs.empty()) break;
            const int cell = long_runs.empty() ? pick(rng, static_cast<std::size_t>(cells)) : long_runs[static_cast<std::size_t>(pick(rng, long_runs.size()))];
            const int mirror = cells - 1 - cell;
            if (grid.black[static_cast<std::size_t>(cell)]) continue;
            grid.black[static_cast<std::size_t>(cell)] = grid.black[static_cast<std::size_t>(mirror)] = 1;
            if (acceptable(grid)) {
                black += cell == mirror ? 1 : 2;
            } else {
                grid.black[static_cast<std::size_t>(cell)] = grid.black[static_cast<std::size_t>(mirror)] = 0;
            }
        }
        if (cells_in_long_runs(grid).empty()) return grid;
        if (restart == 0) best = grid;
    }
    return best;  // long runs left: still a grid where every white cell is in a run
}

}  // namespace

Draft random_grid(int rows, int cols, SplitMix64& rng) {
    const Grid grid = random_pattern(rows, cols, rng);
    Draft draft = empty_draft(rows, cols);
    draft.black = grid.black;
    relabel_in_reading_order(draft);
    return draft;
}

std::vector<std::int8_t> random_filling(const Draft& draft, SplitMix64& rng) {
    std::vector<std::int8_t> digits(draft.black.size(), -1);
    for (std::size_t cell = 0; cell < digits.size(); ++cell) {
        if (draft.black[cell]) continue;
        const bool starts = starts_entry(draft, static_cast<int>(cell));
        digits[cell] = static_cast<std::int8_t>(starts ? 1 + pick(rng, 9) : pick(rng, 10));
    }
    return digits;
}

}  // namespace knobel::crossnumber
