#include "crossnumber/last_digits.h"

#include <algorithm>

#include "crossnumber/number_facts.h"

namespace knobel::crossnumber {
namespace {

// Residues are followed up to 11 digits: f(k) for k < 2 · 10^11 stays below 10^35.
constexpr int kMaxResidueDigits = 11;

}  // namespace

bool list_by_last_digits(Predicate p, Value lo, Value hi, const std::vector<Mask>& masks, std::size_t limit,
                         std::vector<Value>& out) {
    out.clear();
    if (hi < lo || hi < 0) return true;
    lo = std::max<Value>(lo, 0);
    const Value first = lo == 0 ? 0 : power_index(p, lo - 1) + 1, last = power_index(p, hi);
    if (last < first) return true;
    const Value width = last - first + 1;
    // k mod period, for every k whose f(k) ends in digits that fit the last j masks.
    Value period = p == Predicate::tri ? 2 : 1;
    std::vector<Value> residues = p == Predicate::tri ? std::vector<Value>{0, 1} : std::vector<Value>{0};
    const auto count = [&] { return static_cast<Value>(residues.size()) * (width / period + 1); };
    Value place = 1;  // 10^j
    // Past the last cell (from the right) that is not free, more digits only multiply the residues.
    int digits = std::min<int>(static_cast<int>(masks.size()), kMaxResidueDigits);
    while (digits > 0 && masks[masks.size() - static_cast<std::size_t>(digits)] == kAllDigits) --digits;
    for (int j = 0; j < digits && count() > static_cast<Value>(limit); ++j) {
        const Mask allowed = masks[masks.size() - 1 - static_cast<std::size_t>(j)];
        std::vector<Value> next;
        for (Value r : residues)
            for (Value t = 0; t < 10; ++t) {
                const Value k = r + t * period;
                if (allowed & digit_bit(static_cast<int>(power_value(p, k) / place % 10))) next.push_back(k);
            }
        if (next.size() > limit) return false;  // the last digits say too little to be worth it
        residues = std::move(next);
        period *= 10;
        place *= 10;
    }
    if (count() > static_cast<Value>(limit)) return false;
    for (Value r : residues)
        for (Value k = first + ((r - first) % period + period) % period; k <= last; k += period) out.push_back(power_value(p, k));
    std::sort(out.begin(), out.end());
    return true;
}

bool list_palindromes(const std::vector<Mask>& masks, std::size_t limit, std::vector<Value>& out) {
    out.clear();
    const std::size_t n = masks.size(), half = (n + 1) / 2;
    // With a 0 in front the value has fewer digits, and its palindrome is not this mirror.
    if (n == 0 || (masks[0] & digit_bit(0))) return false;
    std::vector<Mask> both(half);
    std::size_t total = 1;
    for (std::size_t i = 0; i < half; ++i) {
        both[i] = static_cast<Mask>(masks[i] & masks[n - 1 - i]);
        total *= static_cast<std::size_t>(digit_options(both[i]));
        if (total > limit) return false;
    }
    // Every first half, in increasing order, mirrored.
    std::vector<int> digit(half, 0);
    const auto fill = [&](auto& self, std::size_t i) -> void {
        if (i == half) {
            Value v = 0;
            for (std::size_t k = 0; k < n; ++k) v = v * 10 + digit[k < half ? k : n - 1 - k];
            out.push_back(v);
            return;
        }
        for (int d = 0; d <= 9; ++d)
            if (both[i] & digit_bit(d)) {
                digit[i] = d;
                self(self, i + 1);
            }
    };
    if (total > 0) fill(fill, 0);
    return true;
}

}  // namespace knobel::crossnumber
