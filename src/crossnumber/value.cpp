#include "crossnumber/value.h"

#include <algorithm>

namespace knobel::crossnumber {

Value pow10(int n) {
    Value result = 1;
    for (int i = 0; i < n; ++i) result *= 10;
    return result;
}

namespace {
// Most values fit 64 bits, where division is several times cheaper than in 128.
bool fits64(Value v) { return v < (static_cast<Value>(1) << 63); }
}  // namespace

int digit_count(Value v) {
    v = abs_value(v);
    int count = 1;
    while (v >= 10) {
        v /= 10;
        ++count;
    }
    return count;
}

Value digit_sum(Value v) {
    v = abs_value(v);
    if (fits64(v)) {
        std::uint64_t u = static_cast<std::uint64_t>(v), sum = 0;
        do {
            sum += u % 10;
            u /= 10;
        } while (u > 0);
        return static_cast<Value>(sum);
    }
    Value sum = 0;
    do {
        sum += v % 10;
        v /= 10;
    } while (v > 0);
    return sum;
}

Value digit_product(Value v) {
    v = abs_value(v);
    if (fits64(v)) {
        std::uint64_t u = static_cast<std::uint64_t>(v), product = 1;
        do {
            product *= u % 10;  // at most 9^19 < 2^64
            u /= 10;
        } while (u > 0);
        return static_cast<Value>(product);
    }
    Value product = 1;
    do {
        product *= v % 10;
        v /= 10;
    } while (v > 0);
    return product;
}

Value reverse_digits(Value v) {
    v = abs_value(v);
    if (v < static_cast<Value>(1000000000000000000)) {  // 18 digits: the reversal fits too
        std::uint64_t u = static_cast<std::uint64_t>(v), reversed = 0;
        do {
            reversed = reversed * 10 + u % 10;
            u /= 10;
        } while (u > 0);
        return static_cast<Value>(reversed);
    }
    Value reversed = 0;
    do {
        reversed = reversed * 10 + v % 10;
        v /= 10;
    } while (v > 0);
    return reversed;
}

std::string to_string(Value v) {
    std::string text;
    const bool negative = v < 0;
    UValue magnitude = negative ? static_cast<UValue>(-(v + 1)) + 1 : static_cast<UValue>(v);
    do {
        text.push_back(static_cast<char>('0' + static_cast<int>(magnitude % 10)));
        magnitude /= 10;
    } while (magnitude > 0);
    if (negative) text.push_back('-');
    std::reverse(text.begin(), text.end());
    return text;
}

bool multiply_within(Value a, Value b, Value& out) {
    const Value limit = max_magnitude();
    const Value x = abs_value(a), y = abs_value(b);
    if (x != 0 && y > limit / x) return false;
    out = a * b;
    return true;
}

Value floor_div(Value a, Value b) {
    Value q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
    return q;
}

Value ceil_div(Value a, Value b) {
    Value q = a / b;
    if ((a % b != 0) && ((a < 0) == (b < 0))) ++q;
    return q;
}

}  // namespace knobel::crossnumber
