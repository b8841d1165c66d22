#pragma once
// Deciding one level (internal to src/views): is there a cover with at most `threshold` cubes
// below a root? A complete search answers either way, but when a cover exists it can meet a heavy
// tail — an early wrong turn hides every cover under a huge subtree. So blocks of the complete
// search alternate with randomized restarts of the same search (shuffled branching ties, Luby
// sequence of lengths): a cover any restart finds answers the question too, and so does a restart
// that exhausts its tree. The blocks are counted in nodes, never in calls, so the slicing of run()
// cannot change the order of events or the answer.

#include <cstdint>

#include "views/cover_search.h"

namespace knobel::views::detail {

class LevelSearch {
public:
    explicit LevelSearch(int size) : complete_(size), finder_(size) {}

    // `salt` varies the restarts between decisions. With `root_effort` > 0 the root first gets a
    // strong packing (pixel_packing.h), whose bound may decide at once. With
    // `pause_after_first_block`, run() returns once when the first block of the complete search is
    // over (first_block_over()), so that the caller may strengthen the root at a fixed point.
    void start(const Node& root, int threshold, std::uint64_t block_nodes, std::uint64_t salt, int root_effort = 0,
               bool pause_after_first_block = false);
    // Expands at most `budget` nodes and takes them off `budget`. True once decided.
    bool run(std::uint64_t& budget);
    // Gives the root a strong packing now (pixel_packing.h): its bound may decide at once;
    // otherwise the complete search starts afresh from the stronger root.
    void strengthen(int root_effort);

    bool decided() const { return decided_; }
    bool found() const { return found_; }            // a cover exists (decided() and found())
    const Shape& cover() const { return cover_; }    // the cover found
    bool first_block_over() const { return first_block_over_; }

private:
    CoverSearch complete_;
    CoverSearch finder_;
    Node root_;
    int threshold_ = 0;
    std::uint64_t block_nodes_ = 1;
    std::uint64_t salt_ = 0;
    bool decided_ = true;
    bool found_ = false;
    Shape cover_;
    bool pause_ = false;
    bool first_block_over_ = false;
    bool finder_turn_ = false;
    std::uint64_t block_used_ = 0;
    bool restart_running_ = false;
    std::uint64_t restarts_ = 0;
    std::uint64_t restart_limit_ = 0;
    std::uint64_t restart_used_ = 0;
};

// The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, … (i >= 1): restart lengths within a log factor
// of the best fixed length for any run-time distribution (Luby, Sinclair, Zuckerman 1993).
std::uint64_t luby(std::uint64_t i);

// A nonzero seed for restart `restart` of decision `salt`.
std::uint64_t restart_seed(std::uint64_t salt, std::uint64_t restart);

}  // namespace knobel::views::detail
