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

// A slot of VoteTable: a key and its count side by side (16 bytes for a 64-bit key).
template <class Key_>
struct WideSlot {
    using Key = Key_;
    Key key_{};
    std::uint16_t count_ = 0;

    bool empty() const { return count_ == 0; }
    bool holds(const Key& key) const { return key_ == key; }
    void claim(const Key& key) { key_ = key; }  // an empty slot becomes the key's, with no vote yet
    void vote() { ++count_; }
    const Key& key() const { return key_; }
    std::uint16_t count() const { return count_; }
};

// A slot of PackedVoteTable, for keys below 2^48 (a sample's translation codes, unless the
// figures span most of the lattice's range): key and count share one 64-bit word, the key in the
// high 48 bits, so a slot is 8 bytes where a WideSlot is 16. A large sample's table outgrows the
// cache and every vote is a miss (docs/performance.md); half the bytes keep twice the slots in it.
struct PackedSlot {
    using Key = std::uint64_t;
    static constexpr int kCountBits = 16;
    static constexpr std::uint64_t kKeyLimit = std::uint64_t{1} << (64 - kCountBits);  // keys below it
    static constexpr std::uint64_t kCountMask = (std::uint64_t{1} << kCountBits) - 1;
    std::uint64_t word = 0;  // 0 while empty: a key's slot holds a count of at least 1

    bool empty() const { return word == 0; }
    bool holds(Key key) const { return (word & ~kCountMask) == key << kCountBits; }
    void claim(Key key) { word = key << kCountBits; }
    void vote() { ++word; }  // at most kMaxMatches < 2^16 votes: never carries into the key
    Key key() const { return word >> kCountBits; }
    std::uint16_t count() const { return static_cast<std::uint16_t>(word & kCountMask); }
};

// Votes per translation: open addressing with linear probing; a slot is empty while its count is
// 0. Counts fit 16 bits because a figure has at most kMaxMatches (< 65,536) matches. Key and count
// share a slot, so a vote touches one cache line. The table starts small and doubles when three
// quarters full: the pairs are only an upper bound of the distinct translations, and a regular
// figure (rows of equal shapes) has far fewer, so its table stays in the cache. (Sized for every
// pair, the table of a 3,000-match figure was over 100 MB and every vote a cache miss.)
// `Slot` says how a slot keeps its key and count (WideSlot, PackedSlot).
template <class Slot, class Hash>
class OpenVoteTable {
public:
    using Key = typename Slot::Key;

    void reset(std::uint64_t expected) {
        const std::size_t capacity = vote_table_start(expected);
        mask_ = capacity - 1;
        used_ = 0;
        slots_.assign(capacity, Slot{});
    }
    void add(const Key& key) {
        std::size_t slot = Hash{}(key) & mask_;
        while (!slots_[slot].empty() && !slots_[slot].holds(key)) slot = (slot + 1) & mask_;
        if (slots_[slot].empty()) {
            if (4 * (used_ + 1) > 3 * slots_.size()) {
                grow();
                add(key);
                return;
            }
            ++used_;
            slots_[slot].claim(key);
        }
        slots_[slot].vote();
    }
    // Asks the cache for the slot where `key` starts its probe: a vote a few keys ahead is then
    // not a wait for memory when the table is larger than the cache (hints only: a table that
    // grows meanwhile makes it a wasted fetch, never a wrong count).
    void prefetch(const Key& key) const { __builtin_prefetch(&slots_[Hash{}(key) & mask_]); }
    template <class Visit>
    void for_each(Visit&& visit) const {
        for (const Slot& slot : slots_)
            if (!slot.empty()) visit(slot.key(), slot.count());
    }
    std::size_t capacity() const { return slots_.size(); }
    void release() {
        slots_ = {};
        used_ = 0;
    }

private:
    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        mask_ = slots_.size() - 1;
        for (const Slot& from : old) {
            if (from.empty()) continue;
            std::size_t slot = Hash{}(from.key()) & mask_;
            while (!slots_[slot].empty()) slot = (slot + 1) & mask_;
            slots_[slot] = from;
        }
    }

    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
    std::size_t used_ = 0;
};

template <class Key, class Hash>
using VoteTable = OpenVoteTable<WideSlot<Key>, Hash>;
template <class Hash>
using PackedVoteTable = OpenVoteTable<PackedSlot, Hash>;  // keys below PackedSlot::kKeyLimit

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
