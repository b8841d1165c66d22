#pragma once
// Votes per translation code, for the solver's full counts and samples (solver.cpp, sample.h).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace knobel::matches {

// A table's first capacity for about `expected` keys (a power of two, at most 2^15 to start with).
inline std::size_t vote_table_start(std::uint64_t expected) {
    const std::uint64_t start = std::min<std::uint64_t>(expected, 1u << 14);
    std::size_t capacity = 16;
    while (capacity < start + start / 3 + 16) capacity *= 2;
    return capacity;
}

// Votes per translation: open addressing with linear probing; a slot is empty while its count is
// 0. Counts fit 16 bits because a figure has at most kMaxMatches (< 65,536) matches. Key and count
// share a slot, so a vote touches one cache line. The table starts small and doubles when three
// quarters full: the pairs are only an upper bound of the distinct translations, and a regular
// figure (rows of equal shapes) has far fewer, so its table stays in the cache. (Sized for every
// pair, the table of a 3,000-match figure was over 100 MB and every vote a cache miss.)
template <class Key, class Hash>
class VoteTable {
public:
    void reset(std::uint64_t expected) {
        const std::size_t capacity = vote_table_start(expected);
        mask_ = capacity - 1;
        used_ = 0;
        slots_.assign(capacity, Slot{});
    }
    void add(const Key& key) {
        std::size_t slot = Hash{}(key) & mask_;
        while (slots_[slot].count != 0 && !(slots_[slot].key == key)) slot = (slot + 1) & mask_;
        if (slots_[slot].count == 0) {
            if (4 * (used_ + 1) > 3 * slots_.size()) {
                grow();
                add(key);
                return;
            }
            ++used_;
            slots_[slot].key = key;
        }
        ++slots_[slot].count;
    }
    // Asks the cache for the slot where `key` starts its probe: a vote a few keys ahead is then
    // not a wait for memory when the table is larger than the cache (hints only: a table that
    // grows meanwhile makes it a wasted fetch, never a wrong count).
    void prefetch(const Key& key) const { __builtin_prefetch(&slots_[Hash{}(key) & mask_]); }
    template <class Visit>
    void for_each(Visit&& visit) const {
        for (const Slot& slot : slots_)
            if (slot.count != 0) visit(slot.key, slot.count);
    }
    std::size_t capacity() const { return slots_.size(); }
    void release() {
        slots_ = {};
        used_ = 0;
    }

private:
    struct Slot {
        Key key{};
        std::uint16_t count = 0;
    };

    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        mask_ = slots_.size() - 1;
        for (const Slot& from : old) {
            if (from.count == 0) continue;
            std::size_t slot = Hash{}(from.key) & mask_;
            while (slots_[slot].count != 0) slot = (slot + 1) & mask_;
            slots_[slot] = from;
        }
    }

    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
    std::size_t used_ = 0;
};

// VoteTable's twin for keys below 2^48 (a sample's translation codes, unless the figures span
// most of the lattice's range): key and count share one 64-bit word, the key in the high 48 bits,
// so a slot is 8 bytes where VoteTable's is 16. A large sample's table outgrows the cache and
// every vote is a miss (docs/performance.md); half the bytes keep twice the slots in it.
template <class Hash>
class PackedVoteTable {
public:
    static constexpr int kCountBits = 16;
    static constexpr std::uint64_t kKeyLimit = std::uint64_t{1} << (64 - kCountBits);

    void reset(std::uint64_t expected) {
        const std::size_t capacity = vote_table_start(expected);
        mask_ = capacity - 1;
        used_ = 0;
        slots_.assign(capacity, 0);
    }
    // `key` < kKeyLimit. A slot is empty while it is 0: a key's slot holds a count of at least 1.
    void add(std::uint64_t key) {
        const std::uint64_t tagged = key << kCountBits;
        std::size_t slot = Hash{}(key) & mask_;
        while (slots_[slot] != 0 && (slots_[slot] & ~kCountMask) != tagged) slot = (slot + 1) & mask_;
        if (slots_[slot] == 0) {
            if (4 * (used_ + 1) > 3 * slots_.size()) {
                grow();
                add(key);
                return;
            }
            ++used_;
            slots_[slot] = tagged;
        }
        ++slots_[slot];  // at most kMaxMatches < 2^16 votes: never carries into the key
    }
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&slots_[Hash{}(key) & mask_]); }
    template <class Visit>
    void for_each(Visit&& visit) const {
        for (const std::uint64_t slot : slots_)
            if (slot != 0) visit(slot >> kCountBits, static_cast<std::uint16_t>(slot & kCountMask));
    }
    std::size_t capacity() const { return slots_.size(); }
    void release() {
        slots_ = {};
        used_ = 0;
    }

private:
    static constexpr std::uint64_t kCountMask = (std::uint64_t{1} << kCountBits) - 1;

    void grow() {
        std::vector<std::uint64_t> old(slots_.size() * 2);
        old.swap(slots_);
        mask_ = slots_.size() - 1;
        for (const std::uint64_t from : old) {
            if (from == 0) continue;
            std::size_t slot = Hash{}(from >> kCountBits) & mask_;
            while (slots_[slot] != 0) slot = (slot + 1) & mask_;
            slots_[slot] = from;
        }
    }

    std::vector<std::uint64_t> slots_;
    std::size_t mask_ = 0;
    std::size_t used_ = 0;
};

// The table takes the low bits of the hash, so every key bit must reach them: splitmix64's
// finaliser. (A multiply and a fixed shift, as before, left keys that differ only in their high
// bits in one slot: on a 3,000-match figure the probes ran long and the analysis took 100× longer.)
struct PackedHash {
    std::size_t operator()(std::uint64_t key) const {
        key = (key ^ (key >> 30)) * 0xBF58476D1CE4E5B9ull;
        key = (key ^ (key >> 27)) * 0x94D049BB133111EBull;
        return static_cast<std::size_t>(key ^ (key >> 31));
    }
};

}  // namespace knobel::matches
