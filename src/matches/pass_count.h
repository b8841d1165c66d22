#pragma once
// Every translation's votes for one transform, counted in passes whose table stays in the cache,
// for figures spread too far for 64-bit codes (solver.cpp's VoteCount hashes them all into one
// table instead). 5,000 unrelated matches at one angle make 25 million pairs, every one its own
// translation: one table of them took gigabytes; here a pass takes the pairs whose key falls in
// one slice of the key range, so a pass holds about 65,000 translations, and memory stays at a
// few megabytes whatever the figure.
//
// How a pass finds its pairs without looking at the others: a translation's key is a linear
// hash, key(b − a) = key(b) − key(a) (mod 2^64), so with the after keys of a direction sorted,
// the pairs of one before match b come out in increasing key order by walking down from key(b)
// (and round). Each before match keeps where its walk stopped; pass k takes the pairs with key
// in [k·W, (k + 1)·W). Equal translations have equal keys and meet in one pass; equal keys are
// compared as points, so a collision of the hash never merges two translations.

#include <cstdint>
#include <vector>

#include "matches/geometry.h"

namespace knobel::matches {

class PassCount {
public:
    // The before starts and the turned after starts, by direction (six groups each).
    void prepare(const std::vector<Point>* before_groups, const std::vector<Point>* after_groups);
    // Counts the next pass and calls visit(translation, votes) for every translation in it with
    // at least `min_votes` votes (the others are only cleared: with millions of translations of
    // one vote, finding their points is most of the time); returns the pairs and walks done (at
    // least 1), or 0 once every pair has been counted.
    template <class Visit>
    std::uint64_t next_pass(Visit&& visit, std::uint32_t min_votes) {
        if (pass_ >= passes_) return 0;
        const std::uint64_t work = count_pass();
        for (const std::uint32_t index : used_) {
            Slot& slot = slots_[index];
            if (slot.votes >= min_votes) visit(translation_of(slot.pair), slot.votes);
            slot.votes = 0;
        }
        used_.clear();
        ++pass_;
        return work;
    }
    void release();

private:
    struct Slot {
        std::uint64_t key = 0;
        std::uint32_t pair = 0;   // before index × after count + after index
        std::uint32_t votes = 0;  // 0: empty
    };
    // A before match's walk through the sorted after keys of its direction.
    struct Walk {
        std::uint64_t key = 0;
        std::uint32_t before = 0;         // index into before_
        std::uint32_t begin = 0, end = 0;  // its direction's range in the sorted after keys
        std::uint32_t start = 0;           // the first sorted position with a key above `key`
        std::uint32_t walked = 0;
    };

    std::uint64_t count_pass();
    // Adds a pair's vote; `index` is the key's slot (mixed key & mask).
    void add(std::uint64_t key, std::uint32_t pair, std::size_t index);
    void grow();
    Point translation_of(std::uint32_t pair) const { return before_[pair / after_count_] - after_[pair % after_count_]; }

    std::vector<Point> before_, after_;
    std::uint32_t after_count_ = 1;
    std::vector<std::uint64_t> sorted_keys_;     // after keys, sorted within each direction's range
    std::vector<std::uint32_t> sorted_after_;    // the after index of each sorted key
    std::vector<Walk> walks_;
    std::uint64_t pass_ = 0, passes_ = 0;
    int pass_shift_ = 64;  // a key's pass is key >> pass_shift_
    std::vector<Slot> slots_;
    std::vector<std::uint32_t> used_;
};

}  // namespace knobel::matches
