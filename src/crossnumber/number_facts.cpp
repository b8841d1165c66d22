#include "crossnumber/number_facts.h"

#include <algorithm>
#include <array>

namespace knobel::crossnumber {
namespace {

// a * b mod m for m < 2^127, without overflow: doubling (a + b < 2^128 for a, b < m).
UValue mul_mod(UValue a, UValue b, UValue m) {
    if ((a >> 64) == 0 && (b >> 64) == 0 && (m >> 64) == 0) return (a * b) % m;
    UValue result = 0;
    a %= m;
    while (b > 0) {
        if (b & 1) {
            result += a;
            if (result >= m) result -= m;
        }
        a += a;
        if (a >= m) a -= m;
        b >>= 1;
    }
    return result;
}

UValue pow_mod(UValue base, UValue exponent, UValue m) {
    UValue result = 1;
    base %= m;
    while (exponent > 0) {
        if (exponent & 1) result = mul_mod(result, base, m);
        base = mul_mod(base, base, m);
        exponent >>= 1;
    }
    return result;
}

constexpr std::array<unsigned, 20> kBases = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71};

UValue isqrt(UValue n) {
    if (n < 2) return n;
    // Newton from above: start at a power of two >= sqrt(n).
    int bits = 0;
    for (UValue t = n; t > 0; t >>= 1) ++bits;
    UValue x = static_cast<UValue>(1) << ((bits + 1) / 2);
    for (;;) {
        const UValue y = (x + n / x) / 2;
        if (y >= x) return x;
        x = y;
    }
}

UValue icbrt(UValue n) {
    UValue lo = 0, hi = 1;
    while (hi * hi * hi <= n) hi *= 2;  // n < 10^38, so hi stays below 2^43 and hi^3 fits
    while (hi - lo > 1) {
        const UValue mid = (lo + hi) / 2;
        (mid * mid * mid <= n ? lo : hi) = mid;
    }
    return lo;
}

std::vector<Value> fibonacci_numbers() {
    std::vector<Value> values{0, 1};
    while (true) {
        const Value next = values[values.size() - 1] + values[values.size() - 2];
        if (next > max_magnitude()) break;
        values.push_back(next);
    }
    values.erase(values.begin() + 1);  // 1 appears twice
    return values;
}

const std::vector<Value>& table(Predicate predicate, Value& covers_below) {
    static const std::vector<Value> primes = [] {
        constexpr int kLimit = 1000000;
        std::vector<bool> composite(kLimit, false);
        std::vector<Value> values;
        for (int i = 2; i < kLimit; ++i) {
            if (composite[static_cast<std::size_t>(i)]) continue;
            values.push_back(i);
            for (long long j = static_cast<long long>(i) * i; j < kLimit; j += i) composite[static_cast<std::size_t>(j)] = true;
        }
        return values;
    }();
    static const std::vector<Value> squares = [] {
        std::vector<Value> values;
        for (Value i = 0; i < 100000; ++i) values.push_back(i * i);
        return values;
    }();
    static const std::vector<Value> cubes = [] {
        std::vector<Value> values;
        for (Value i = -99999; i < 100000; ++i) values.push_back(i * i * i);
        return values;
    }();
    static const std::vector<Value> triangular = [] {
        std::vector<Value> values;
        for (Value i = 0; i * (i + 1) / 2 < pow10(10); ++i) values.push_back(i * (i + 1) / 2);
        return values;
    }();
    static const std::vector<Value> fibonacci = fibonacci_numbers();
    static const std::vector<Value> none;
    switch (predicate) {
        case Predicate::pz: covers_below = 1000000; return primes;
        case Predicate::q: covers_below = pow10(10); return squares;
        case Predicate::k: covers_below = pow10(15); return cubes;
        case Predicate::tri: covers_below = pow10(10); return triangular;
        case Predicate::fib: covers_below = max_magnitude() + 1; return fibonacci;
        default: covers_below = 0; return none;
    }
}

template <class Test>
bool all_digit_pairs(Value v, Test test) {
    v = abs_value(v);
    int right = static_cast<int>(v % 10);
    v /= 10;
    while (v > 0) {
        const int left = static_cast<int>(v % 10);
        if (!test(left, right)) return false;
        right = left;
        v /= 10;
    }
    return true;
}

bool all_digits_different(Value v) {
    v = abs_value(v);
    unsigned seen = 0;
    do {
        const unsigned bit = 1u << static_cast<int>(v % 10);
        if (seen & bit) return false;
        seen |= bit;
        v /= 10;
    } while (v > 0);
    return true;
}

}  // namespace

bool is_prime(Value n) {
    if (n < 2) return false;
    for (unsigned p : kBases) {
        if (n == p) return true;
        if (n % p == 0) return false;
    }
    const UValue m = static_cast<UValue>(n);
    UValue d = m - 1;
    int s = 0;
    while ((d & 1) == 0) {
        d >>= 1;
        ++s;
    }
    const bool small = n < pow10(24) * 3;  // 12 bases are a proof below 3.3·10^24
    const std::size_t bases = small ? 12 : kBases.size();
    for (std::size_t i = 0; i < bases; ++i) {
        UValue x = pow_mod(kBases[i], d, m);
        if (x == 1 || x == m - 1) continue;
        bool composite = true;
        for (int r = 1; r < s && composite; ++r) {
            x = mul_mod(x, x, m);
            if (x == m - 1) composite = false;
        }
        if (composite) return false;
    }
    return true;
}

bool is_square(Value n) {
    if (n < 0) return false;
    const UValue root = isqrt(static_cast<UValue>(n));
    return root * root == static_cast<UValue>(n);
}

bool is_cube(Value n) {
    const UValue m = static_cast<UValue>(abs_value(n));
    const UValue root = icbrt(m);
    return root * root * root == m;
}

bool is_fibonacci(Value n) {
    Value covers = 0;
    const std::vector<Value>& values = table(Predicate::fib, covers);
    return std::binary_search(values.begin(), values.end(), n);
}

bool is_triangular(Value n) {
    if (n < 0) return false;
    // n = k(k+1)/2 exactly when 8n + 1 is a square (8n + 1 < 2^128 for n < 10^38).
    const UValue m = static_cast<UValue>(n) * 8 + 1;
    const UValue root = isqrt(m);
    return root * root == m;
}

bool holds(Predicate predicate, Value value) {
    switch (predicate) {
        case Predicate::ab: return all_digit_pairs(value, [](int left, int right) { return left >= right; });
        case Predicate::auf: return all_digit_pairs(value, [](int left, int right) { return left <= right; });
        case Predicate::pal: return reverse_digits(value) == abs_value(value);
        case Predicate::pz: return is_prime(value);
        case Predicate::q: return is_square(value);
        case Predicate::k: return is_cube(value);
        case Predicate::u: return all_digits_different(value);
        case Predicate::fib: return is_fibonacci(value);
        case Predicate::tri: return is_triangular(value);
        case Predicate::even: return value % 2 == 0;
        case Predicate::odd: return value % 2 != 0;
        default: return false;
    }
}

bool holds(Predicate predicate, Value a, Value b) {
    switch (predicate) {
        case Predicate::eq: return a == b;
        case Predicate::ne: return a != b;
        case Predicate::lt: return a < b;
        case Predicate::gt: return a > b;
        case Predicate::v: return b == 0 ? a == 0 : a % b == 0;
        default: return false;
    }
}

bool listed_values(Predicate predicate, Value lo, Value hi, std::size_t limit, std::vector<Value>& out) {
    Value covers_below = 0;
    const std::vector<Value>& values = table(predicate, covers_below);
    if (values.empty() || hi >= covers_below || lo <= -covers_below || lo > hi) return false;
    const auto first = std::lower_bound(values.begin(), values.end(), lo);
    const auto last = std::upper_bound(first, values.end(), hi);
    if (static_cast<std::size_t>(last - first) > limit) return false;
    out.assign(first, last);
    return true;
}

}  // namespace knobel::crossnumber
