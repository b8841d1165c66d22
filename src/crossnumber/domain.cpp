#include "crossnumber/domain.h"

#include <algorithm>

namespace knobel::crossnumber {

Dom Dom::of(std::vector<Value> values) {
    if (!std::is_sorted(values.begin(), values.end())) {
        const auto [low, high] = std::minmax_element(values.begin(), values.end());
        const Value lowest = *low, span = *high - *low;
        if (span < 65536) {  // digit sums, products of small numbers: marks instead of sorting
            std::vector<bool> present(static_cast<std::size_t>(span) + 1, false);
            for (Value v : values) present[static_cast<std::size_t>(v - lowest)] = true;
            values.clear();
            for (std::size_t i = 0; i < present.size(); ++i)
                if (present[i]) values.push_back(lowest + static_cast<Value>(i));
        } else {
            std::sort(values.begin(), values.end());
        }
    }
    values.erase(std::unique(values.begin(), values.end()), values.end());
    Dom dom;
    if (!values.empty()) {
        dom.lo = values.front();
        dom.hi = values.back();
    }
    dom.list = std::make_shared<const std::vector<Value>>(std::move(values));
    return dom;
}

bool Dom::contains(Value v) const {
    if (v < lo || v > hi) return false;
    return !list || std::binary_search(list->begin(), list->end(), v);
}

Dom intersect(const Dom& a, const Dom& b) {
    if (a.list && b.list) {
        std::vector<Value> both;
        std::set_intersection(a.list->begin(), a.list->end(), b.list->begin(), b.list->end(), std::back_inserter(both));
        return Dom::of(std::move(both));
    }
    if (a.list || b.list) {
        const Dom& listed = a.list ? a : b;
        const Dom& range = a.list ? b : a;
        if (listed.lo >= range.lo && listed.hi <= range.hi) return listed;
        std::vector<Value> kept;
        for (Value v : *listed.list)
            if (v >= range.lo && v <= range.hi) kept.push_back(v);
        return Dom::of(std::move(kept));
    }
    return Dom::range(std::max(a.lo, b.lo), std::min(a.hi, b.hi));
}

bool narrower_than(const Dom& narrower, const Dom& wider) {
    if (narrower.list && !wider.list) return true;
    if (narrower.list) return narrower.list->size() < wider.list->size();
    return narrower.lo > wider.lo || narrower.hi < wider.hi;
}

bool add_within(Value a, Value b, Value& out) {
    const Value m = max_magnitude();
    if ((b > 0 && a > m - b) || (b < 0 && a < -m - b)) return false;
    out = a + b;
    return out >= -m && out <= m;
}

Value add_clamped(Value a, Value b) {
    const Value m = max_magnitude();
    if (b > 0 && a > m - b) return m;
    if (b < 0 && a < -m - b) return -m;
    const Value sum = a + b;
    return sum > m ? m : sum < -m ? -m : sum;
}

}  // namespace knobel::crossnumber
