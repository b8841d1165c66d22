#include "matches/pass_count.h"

#include <algorithm>
#include <numeric>

namespace knobel::matches {
namespace {

// Pairs a pass takes on average. Every pass walks every before match once, so few large passes beat
// many small ones until the table (4 slots a pair, 16 bytes each: 4 MB) leaves the cache: on the
// 5,000 scattered matches 8,192 took 0.56 s, 32,768 0.38 s, 65,536 0.38 s, 262,144 1.01 s
// (docs/performance.md).
constexpr std::uint64_t kPerPass = 65'536;

// A linear hash: key(x − y) = key(x) − key(y) modulo 2^64 (odd multipliers from splitmix64).
std::uint64_t linear_key(const Point& point) {
    return static_cast<std::uint64_t>(point.p) * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(point.q) * 0xBF58476D1CE4E5B9ull +
           static_cast<std::uint64_t>(point.r) * 0x94D049BB133111EBull + static_cast<std::uint64_t>(point.s) * 0xD6E8FEB86659FD93ull;
}

// The table slot of a key: the key's bits mixed (splitmix64's finaliser), since the keys of one
// pass share their top bits.
std::uint64_t mixed(std::uint64_t key) {
    key = (key ^ (key >> 30)) * 0xBF58476D1CE4E5B9ull;
    key = (key ^ (key >> 27)) * 0x94D049BB133111EBull;
    return key ^ (key >> 31);
}

}  // namespace

void PassCount::prepare(const std::vector<Point>* before_groups, const std::vector<Point>* after_groups) {
    before_.clear();
    after_.clear();
    sorted_keys_.clear();
    sorted_after_.clear();
    walks_.clear();
    std::uint64_t pairs = 0;
    std::uint32_t begins[6], ends[6];
    for (int d = 0; d < 6; ++d) {
        begins[d] = static_cast<std::uint32_t>(after_.size());
        std::vector<std::pair<std::uint64_t, std::uint32_t>> keyed;
        for (const Point& point : after_groups[d]) {
            keyed.emplace_back(linear_key(point), static_cast<std::uint32_t>(after_.size()));
            after_.push_back(point);
        }
        std::sort(keyed.begin(), keyed.end());
        for (const auto& [key, index] : keyed) {
            sorted_keys_.push_back(key);
            sorted_after_.push_back(index);
        }
        ends[d] = static_cast<std::uint32_t>(after_.size());
        pairs += before_groups[d].size() * after_groups[d].size();
    }
    after_count_ = std::max<std::uint32_t>(1, static_cast<std::uint32_t>(after_.size()));
    for (int d = 0; d < 6; ++d) {
        if (begins[d] == ends[d]) continue;
        for (const Point& point : before_groups[d]) {
            Walk walk;
            walk.key = linear_key(point);
            walk.before = static_cast<std::uint32_t>(before_.size());
            walk.begin = begins[d];
            walk.end = ends[d];
            walk.start = static_cast<std::uint32_t>(
                std::upper_bound(sorted_keys_.begin() + begins[d], sorted_keys_.begin() + ends[d], walk.key) - sorted_keys_.begin());
            walks_.push_back(walk);
            before_.push_back(point);
        }
    }
    int pass_bits = 0;
    while (pass_bits < 40 && (pairs >> pass_bits) > kPerPass) ++pass_bits;
    passes_ = pairs == 0 ? 0 : std::uint64_t{1} << pass_bits;
    pass_shift_ = 64 - pass_bits;
    pass_ = 0;
    // Four slots for each pair of an average pass (a small figure's table stays small); a pass
    // with more grows it.
    std::size_t wanted = 64;
    while (wanted < 4 * (pairs >> pass_bits)) wanted *= 2;
    if (slots_.size() < wanted) slots_.assign(wanted, Slot{});
    used_.clear();
}

std::uint64_t PassCount::count_pass() {
    const bool last = pass_ + 1 == passes_;
    std::uint64_t work = 0;
    // Each pair's slot is fetched from memory while the pair before it is added: the table is a
    // few hundred KB, and waiting for every slot in turn was most of the time.
    std::size_t mask = slots_.size() - 1;
    bool pending = false;
    std::uint64_t pending_key = 0;
    std::uint32_t pending_pair = 0;
    std::size_t pending_index = 0;
    for (Walk& walk : walks_) {
        const std::uint32_t size = walk.end - walk.begin;
        ++work;
        while (walk.walked < size) {
            // Down from the key's own position, then round from the top: keys in increasing order.
            const std::uint32_t back = walk.start - walk.begin;  // positions below `start`
            const std::uint32_t position =
                walk.walked < back ? walk.start - 1 - walk.walked : walk.end - 1 - (walk.walked - back);
            const std::uint64_t key = walk.key - sorted_keys_[position];
            if (!last && (key >> pass_shift_) != pass_) break;
            const std::size_t index = mixed(key) & mask;
            __builtin_prefetch(&slots_[index]);
            if (pending) add(pending_key, pending_pair, pending_index);
            pending = true;
            pending_key = key;
            pending_pair = walk.before * after_count_ + sorted_after_[position];
            pending_index = index;
            if (mask != slots_.size() - 1) {  // the table grew: the pending slot moved
                mask = slots_.size() - 1;
                pending_index = mixed(pending_key) & mask;
            }
            ++walk.walked;
            ++work;
        }
    }
    if (pending) add(pending_key, pending_pair, pending_index);
    return work;
}

void PassCount::add(std::uint64_t key, std::uint32_t pair, std::size_t index) {
    const std::size_t mask = slots_.size() - 1;
    for (;; index = (index + 1) & mask) {
        Slot& slot = slots_[index];
        if (slot.votes == 0) {
            slot = Slot{key, pair, 1};
            used_.push_back(static_cast<std::uint32_t>(index));
            if (2 * used_.size() > slots_.size()) grow();
            return;
        }
        if (slot.key == key && translation_of(slot.pair) == translation_of(pair)) {
            ++slot.votes;
            return;
        }
    }
}

void PassCount::grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    std::vector<std::uint32_t> used;
    used.reserve(used_.size());
    for (const std::uint32_t from : used_) {
        std::size_t index = mixed(old[from].key) & mask;
        while (slots_[index].votes != 0) index = (index + 1) & mask;
        slots_[index] = old[from];
        used.push_back(static_cast<std::uint32_t>(index));
    }
    used_.swap(used);
}

void PassCount::release() {
    before_ = {};
    after_ = {};
    sorted_keys_ = {};
    sorted_after_ = {};
    walks_ = {};
    slots_ = {};
    used_ = {};
    passes_ = pass_ = 0;
}

}  // namespace knobel::matches
