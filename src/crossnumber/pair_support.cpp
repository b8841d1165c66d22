#include "crossnumber/pair_support.h"

#include <algorithm>

#include "crossnumber/number_facts.h"

namespace knobel::crossnumber {
namespace {

std::vector<Value> sorted_copy(const std::vector<Value>& values) {
    std::vector<Value> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    return sorted;
}

// x is supported when `keeps(x)`; marks each and says whether any was.
template <class Keeps>
bool mark(const std::vector<Value>& values, std::vector<char>& supported, Keeps keeps) {
    bool any = false;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (keeps(values[i])) supported[i] = 1, any = true;
    return any;
}

}  // namespace

bool mark_supported_pairs(Predicate predicate, const std::vector<Value>& a, const std::vector<Value>& b,
                          std::vector<char>& a_supported, std::vector<char>& b_supported) {
    if (a.empty() || b.empty()) return false;
    switch (predicate) {
        case Predicate::eq: {  // a value the other side has too
            const std::vector<Value> in_a = sorted_copy(a), in_b = sorted_copy(b);
            mark(b, b_supported, [&](Value y) { return std::binary_search(in_a.begin(), in_a.end(), y); });
            return mark(a, a_supported, [&](Value x) { return std::binary_search(in_b.begin(), in_b.end(), x); });
        }
        case Predicate::ne: {  // anything, unless the other side has this one value only
            const Value a_low = *std::min_element(a.begin(), a.end()), a_high = *std::max_element(a.begin(), a.end());
            const Value b_low = *std::min_element(b.begin(), b.end()), b_high = *std::max_element(b.begin(), b.end());
            mark(b, b_supported, [&](Value y) { return a_low != a_high || y != a_low; });
            return mark(a, a_supported, [&](Value x) { return b_low != b_high || x != b_low; });
        }
        case Predicate::lt: {  // below the other side's largest; above this side's smallest
            const Value a_low = *std::min_element(a.begin(), a.end()), b_high = *std::max_element(b.begin(), b.end());
            mark(b, b_supported, [&](Value y) { return y > a_low; });
            return mark(a, a_supported, [&](Value x) { return x < b_high; });
        }
        case Predicate::gt: {
            const Value a_high = *std::max_element(a.begin(), a.end()), b_low = *std::min_element(b.begin(), b.end());
            mark(b, b_supported, [&](Value y) { return y < a_high; });
            return mark(a, a_supported, [&](Value x) { return x > b_low; });
        }
        default: break;
    }
    // Every pair (V(E,F): a multiple), skipping pairs whose values are both supported already.
    bool any = false;
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = 0; j < b.size(); ++j) {
            if ((a_supported[i] && b_supported[j]) || !holds(predicate, a[i], b[j])) continue;
            any = true;
            a_supported[i] = b_supported[j] = 1;
        }
    return any;
}

}  // namespace knobel::crossnumber
