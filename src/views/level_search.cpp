#include "views/level_search.h"

#include <algorithm>

#include "views/pixel_packing.h"

namespace knobel::views::detail {
namespace {

// Restart i may use kRestartBase · luby(i) nodes.
constexpr std::uint64_t kRestartBase = 256;

}  // namespace

std::uint64_t luby(std::uint64_t i) {
    for (;;) {
        int k = 1;
        while ((std::uint64_t{1} << k) - 1 < i) ++k;
        if ((std::uint64_t{1} << k) - 1 == i) return std::uint64_t{1} << (k - 1);
        i -= (std::uint64_t{1} << (k - 1)) - 1;
    }
}

std::uint64_t restart_seed(std::uint64_t salt, std::uint64_t restart) {
    return (salt * 0x9e3779b97f4a7c15ull) ^ (restart * 0xbf58476d1ce4e5b9ull) ^ 1;
}

void LevelSearch::start(const Node& root, int threshold, std::uint64_t block_nodes, std::uint64_t salt,
                        int root_effort, bool pause_after_first_block) {
    root_ = root;
    threshold_ = threshold;
    block_nodes_ = std::max<std::uint64_t>(block_nodes, 1);
    salt_ = salt;
    decided_ = false;
    found_ = false;
    pause_ = pause_after_first_block;
    first_block_over_ = false;
    finder_turn_ = false;
    block_used_ = 0;
    restart_running_ = false;
    restarts_ = 0;
    if (root_effort > 0) {
        const StrongPacking strong = strong_packing(complete_.geometry(), root_, root_effort);
        root_.packing = strong.packing;
        if (root_.cubes + strong.bound > threshold) {
            decided_ = true;  // the bound alone says no
            return;
        }
    }
    complete_.start(root_, threshold_, 1, 1);
}

void LevelSearch::strengthen(int root_effort) {
    if (decided_ || root_effort <= 0) return;
    const StrongPacking strong = strong_packing(complete_.geometry(), root_, root_effort);
    root_.packing = strong.packing;
    if (root_.cubes + strong.bound > threshold_) {
        decided_ = true;  // the bound alone says no
        found_ = false;
        return;
    }
    complete_.start(root_, threshold_, 1, 1);
    restart_running_ = false;
}

bool LevelSearch::run(std::uint64_t& budget) {
    while (!decided_) {
        if (budget == 0) return false;
        if (finder_turn_ && !restart_running_) {
            ++restarts_;
            finder_.start(root_, threshold_, 1, 1, 0, restart_seed(salt_, restarts_));
            restart_limit_ = kRestartBase * luby(restarts_);
            restart_used_ = 0;
            restart_running_ = true;
        }
        CoverSearch& search = finder_turn_ ? finder_ : complete_;
        std::uint64_t slice = std::min(budget, block_nodes_ - block_used_);
        if (finder_turn_) slice = std::min(slice, restart_limit_ - restart_used_);
        const std::uint64_t before = slice;
        const bool done = search.run(slice);
        const std::uint64_t used = before - slice;
        budget -= used;
        block_used_ += used;
        if (finder_turn_) restart_used_ += used;

        if (done && search.leaves() > 0) {
            decided_ = found_ = true;
            cover_ = search.kept().front();
            break;
        }
        if (done && (!finder_turn_ || search.exhausted())) {
            decided_ = true;  // a whole tree searched without a cover
            break;
        }
        if (finder_turn_ && (done || restart_used_ >= restart_limit_)) restart_running_ = false;
        if (block_used_ >= block_nodes_) {
            block_used_ = 0;
            const bool complete_block_ended = !finder_turn_;
            finder_turn_ = !finder_turn_;
            if (complete_block_ended && !first_block_over_) {
                first_block_over_ = true;
                if (pause_) return false;
            }
        }
    }
    return true;
}

}  // namespace knobel::views::detail
