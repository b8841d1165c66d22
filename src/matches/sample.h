#pragma once
// The sampled search of one transform (docs/matches.md): which translations can still have at
// least V votes, found from the votes of a sample of matches instead of checking every anchored
// candidate match by match.
//
// For a direction d, let the smaller side X_d be the before or the turned after matches of d,
// whichever are fewer (c_d of them), and Y_d the other side. A translation's votes in direction d
// are at most c_d, so the transform's bound is C = Σ c_d, and a translation with at least V votes
// leaves at most C − V of the X_d's uncovered (its slack). A sample S of elements of the X_d's
// therefore has at least |S| − (C − V) of its elements covered: counting the votes of the sample
// alone (|Y_d| votes an element) keeps every translation that can reach V, and with |S| about
// twice the slack only those covering half the sample survive — a few, where the anchored search
// checked |S| × |Y_d| candidates one by one. With every element sampled the votes are exact.

#include <cstdint>
#include <vector>

#include "matches/vote_table.h"

namespace knobel::matches {

// A survivor: a translation's code and its votes in the sample.
struct SampledVotes {
    std::uint64_t code = 0;
    std::uint32_t votes = 0;
};

class Sample {
public:
    // The codes of one transform (solver.cpp's Turned): a translation b − a has the code
    // before_codes[d][i] + after_codes[d][j]; before_order[d] is the order in which before
    // matches are sampled (the after codes are in a shuffled order already).
    struct Codes {
        const std::vector<std::uint64_t>* before_codes = nullptr;  // six groups
        const std::vector<std::uint64_t>* after_codes = nullptr;
        const std::vector<std::uint32_t>* before_order = nullptr;
    };

    // The votes a sample of `elements` elements costs (the cheapest directions first).
    static std::uint64_t cost(const Codes& codes, std::uint64_t elements);

    // `planned_votes`: about how many votes the sample will cast (Sample::cost): when the codes
    // span few values, at most eight times that, the votes go to a plain array, not a table.
    void start(const Codes& codes, std::uint64_t bound, std::uint64_t planned_votes);
    // Adds the next element's votes while the sample is smaller than twice the slack for
    // `target` (≤ bound) plus 2; returns the votes cast (at least 1).
    std::uint64_t step(std::uint64_t target) { return grow_to(2 * (bound_ - target) + 2); }
    // Adds the next element's votes while the sample has fewer than `size` elements (else it is
    // done); returns the votes cast (at least 1).
    std::uint64_t grow_to(std::uint64_t size);
    bool done() const { return done_; }
    // Whether every element was sampled: the votes are then exact.
    bool exhaustive() const { return next_ == elements_.size(); }
    // The translations whose sample votes allow `target` votes in all, by code.
    std::vector<SampledVotes> survivors(std::uint64_t target) const;
    // The `count` translations with the most sample votes (a guess at good placements).
    std::vector<SampledVotes> most_voted(std::size_t count) const;
    void release();

private:
    struct Element {
        int direction = 0;
        bool before = true;  // the element is a before match (X_d is the before side)
        std::uint32_t index = 0;
    };
    static std::vector<Element> order_of(const Codes& codes);
    // visit(code, votes) for every translation with a vote.
    template <class Visit>
    void for_each(Visit&& visit) const {
        switch (storage_) {
            case Storage::dense:
                for (std::size_t code = 0; code < dense_votes_.size(); ++code)
                    if (dense_votes_[code] != 0) visit(static_cast<std::uint64_t>(code), static_cast<std::uint32_t>(dense_votes_[code]));
                return;
            case Storage::packed: return packed_votes_.for_each(visit);
            case Storage::wide: return votes_.for_each(visit);
        }
    }

    Codes codes_;
    std::uint64_t bound_ = 0;
    std::vector<Element> elements_;
    std::size_t next_ = 0;
    bool done_ = false;
    // Where the votes go: an array by code when the codes span few values (at most eight times
    // the planned votes), else a table — packed while every code is below 2^48.
    enum class Storage { dense, packed, wide };
    Storage storage_ = Storage::dense;
    std::vector<std::uint16_t> dense_votes_;  // kept for the next sample
    PackedVoteTable<PackedHash> packed_votes_;
    VoteTable<std::uint64_t, PackedHash> votes_;
};

}  // namespace knobel::matches
