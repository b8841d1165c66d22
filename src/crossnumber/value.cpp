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
constexpr std::uint64_t kTen19 = 10000000000000000000ull;

// Splits v >= 0 into its top part (below 10^19, so it fits 64 bits) and the blocks of 19 digits
// below it, lowest first (a block's zeros in front are digits of v, the top's are not): one
// 128-bit division per block instead of one per digit.
int split19(Value v, std::uint64_t& top, std::uint64_t (&blocks)[2]) {
    int count = 0;
    while (v >= static_cast<Value>(kTen19)) {
        blocks[count++] = static_cast<std::uint64_t>(v % kTen19);
        v /= kTen19;
    }
    top = static_cast<std::uint64_t>(v);
    return count;
}

// The digit sums of 0..99: two digits per division instead of one (digit sums are a hot spot of
// the solver's list passes; a 100-byte table keeps the page small).
struct TwoDigitSums {
    std::uint8_t sum[100];
    constexpr TwoDigitSums() : sum() {
        for (int i = 0; i < 100; ++i) sum[i] = static_cast<std::uint8_t>(i % 10 + i / 10);
    }
};
constexpr TwoDigitSums kTwoDigitSums;

std::uint64_t digit_sum64(std::uint64_t u) {
    std::uint64_t sum = 0;
    for (; u >= 100; u /= 100) sum += kTwoDigitSums.sum[u % 100];
    return sum + kTwoDigitSums.sum[u];
}
}  // namespace

int digit_count(Value v) {
    v = abs_value(v);
    int count = 1;
    if (v < static_cast<Value>(kTen19)) {  // 64 bits: no 128-bit division (a library call in wasm)
        for (auto u = static_cast<std::uint64_t>(v); u >= 10; u /= 10) ++count;
        return count;
    }
    while (v >= 10) {
        v /= 10;
        ++count;
    }
    return count;
}

Value digit_sum(Value v) {
    std::uint64_t top = 0, blocks[2];
    const int count = split19(abs_value(v), top, blocks);
    std::uint64_t sum = digit_sum64(top);
    for (int i = 0; i < count; ++i) sum += digit_sum64(blocks[i]);  // (zeros in front add nothing)
    return static_cast<Value>(sum);
}

Value digit_product(Value v) {
    std::uint64_t top = 0, blocks[2];
    const int count = split19(abs_value(v), top, blocks);
    Value product = 1;
    for (int i = 0; i < count; ++i) {
        std::uint64_t u = blocks[i], part = 1;  // all 19 digits of a block, zeros in front included
        for (int d = 0; d < 19; ++d, u /= 10) part *= u % 10;
        product *= part;  // in all at most 9^38 (a value below 10^38 has 38 digits at most)
    }
    std::uint64_t u = top, part = 1;
    do {
        part *= u % 10;  // at most 9^19 < 2^64
        u /= 10;
    } while (u > 0);
    return product * static_cast<Value>(part);
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
    // Most values fit 64 bits, whose division is an instruction; a 128-bit one is a library call
    // in wasm (128-bit divisions were a tenth of a Crossnumber hint's time in the page).
    if (magnitude <= static_cast<UValue>(UINT64_MAX)) {
        text = std::to_string(static_cast<std::uint64_t>(magnitude));
        return negative ? "-" + text : text;
    }
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
