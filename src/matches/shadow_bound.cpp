#include "matches/shadow_bound.h"

#include <algorithm>
#include <utility>

namespace knobel::matches {
namespace {

struct Key {
    std::int64_t first = 0, second = 0;
    friend bool operator==(const Key&, const Key&) = default;
    friend auto operator<=>(const Key&, const Key&) = default;
};

// x as (a, b) and y as (c, d): a = 2p + r, b = q, c = q + 2s, d = r.
Key shadow(const Point& point, bool y_axis) {
    return y_axis ? Key{point.q + 2 * point.s, point.r} : Key{2 * point.p + point.r, point.q};
}

// The distinct values of a group's shadows with their multiplicities.
std::vector<std::pair<Key, std::uint32_t>> histogram(const std::vector<Point>& points, bool y_axis) {
    std::vector<Key> keys;
    keys.reserve(points.size());
    for (const Point& point : points) keys.push_back(shadow(point, y_axis));
    std::sort(keys.begin(), keys.end());
    std::vector<std::pair<Key, std::uint32_t>> counted;
    for (const Key& key : keys) {
        if (!counted.empty() && counted.back().first == key) ++counted.back().second;
        else counted.emplace_back(key, 1);
    }
    return counted;
}

// Sums of weights by shift: open addressing, grown at half full.
class ShiftSums {
public:
    ShiftSums() : slots_(1024) {}
    void add(const Key& shift, std::uint32_t weight) {
        for (std::size_t index = hash(shift) & (slots_.size() - 1);; index = (index + 1) & (slots_.size() - 1)) {
            Slot& slot = slots_[index];
            if (slot.sum == 0) {
                slot = {shift, weight};
                best_ = std::max(best_, slot.sum);
                if (2 * ++used_ > slots_.size()) grow();
                return;
            }
            if (slot.shift == shift) {
                slot.sum += weight;
                best_ = std::max(best_, slot.sum);
                return;
            }
        }
    }
    std::uint64_t best() const { return best_; }

private:
    struct Slot {
        Key shift;
        std::uint64_t sum = 0;  // 0: empty
    };
    static std::size_t hash(const Key& key) {
        std::uint64_t h = static_cast<std::uint64_t>(key.first) * 0x9E3779B97F4A7C15ull ^
                          static_cast<std::uint64_t>(key.second) * 0xC2B2AE3D27D4EB4Full;
        h ^= h >> 29;
        h *= 0xBF58476D1CE4E5B9ull;
        return static_cast<std::size_t>(h ^ (h >> 32));
    }
    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        used_ = 0;
        for (const Slot& slot : old) {
            if (slot.sum == 0) continue;
            std::size_t index = hash(slot.shift) & (slots_.size() - 1);
            while (slots_[index].sum != 0) index = (index + 1) & (slots_.size() - 1);
            slots_[index] = slot;
            ++used_;
        }
    }
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
    std::uint64_t best_ = 0;
};

std::optional<std::uint64_t> axis_bound(const std::vector<Point>* before_groups, const std::vector<Point>* after_groups,
                                        bool y_axis, std::uint64_t budget) {
    std::vector<std::pair<Key, std::uint32_t>> before[6], after[6];
    std::uint64_t work = 0;
    for (int d = 0; d < 6; ++d) {
        if (before_groups[d].empty() || after_groups[d].empty()) continue;
        before[d] = histogram(before_groups[d], y_axis);
        after[d] = histogram(after_groups[d], y_axis);
        work += before[d].size() * after[d].size();
        if (work > budget) return std::nullopt;
    }
    // For a shift s, a value X of after meets the value X + s of before only: the sum over the
    // pairs (X + s, X) of the smaller multiplicity is the bound at s.
    ShiftSums sums;
    for (int d = 0; d < 6; ++d)
        for (const auto& [b, b_count] : before[d])
            for (const auto& [a, a_count] : after[d]) sums.add({b.first - a.first, b.second - a.second}, std::min(b_count, a_count));
    return sums.best();
}

}  // namespace

std::optional<std::uint64_t> shadow_bound(const std::vector<Point>* before_groups, const std::vector<Point>* after_groups,
                                          std::uint64_t budget) {
    std::optional<std::uint64_t> bound;
    for (const bool y_axis : {true, false})
        if (const auto axis = axis_bound(before_groups, after_groups, y_axis, budget)) bound = std::min(bound.value_or(*axis), *axis);
    return bound;
}

}  // namespace knobel::matches
