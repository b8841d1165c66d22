#include "crossnumber/number_facts.h"

#include <algorithm>
#include <array>
#include <cstdint>

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

// floor(cbrt(n)) for any n < 2^128. The cube root is below 2^43 (cbrt(2^128) < 2^42.7), so the
// search starts there; mid^3 <= n is asked as mid^2 <= n / mid, since mid^3 itself can pass 2^128.
UValue icbrt(UValue n) {
    UValue lo = 0, hi = static_cast<UValue>(1) << 43;  // lo^3 <= n < hi^3
    while (hi - lo > 1) {
        const UValue mid = (lo + hi) / 2;
        (mid * mid <= n / mid ? lo : hi) = mid;
    }
    return lo;
}

// The largest k with k(k + 1) / 2 <= n, for any n < 2^127. Not from sqrt(8n + 1), which passes
// 2^128 from n = 2^125 on: r = isqrt(2n) (2n < 2^128) has r^2 <= 2n, so (r - 1) r <= 2n, and k is
// r or r - 1; r(r + 1) < 2^128 as r < 2^64.
UValue triangular_index(UValue n) {
    const UValue r = isqrt(2 * n);
    return r * (r + 1) / 2 <= n ? r : r - 1;
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

// Whether each number below 10^6 is prime, built the first time it is needed: enough to sieve
// any range below 10^12.
constexpr int kSieveLimit = 1000000;
const std::vector<bool>& small_primes() {
    static const std::vector<bool> prime = [] {
        std::vector<bool> is(kSieveLimit, true);
        is[0] = is[1] = false;
        for (std::size_t i = 2; i * i < is.size(); ++i)
            if (is[i])
                for (std::size_t j = i * i; j < is.size(); j += i) is[j] = false;
        return is;
    }();
    return prime;
}

// Every prime below kSieveLimit in order (78,498 of them), listed once: the primes of one to six
// digits, from which a range's are cut by binary search instead of scanning the range each time.
const std::vector<Value>& small_prime_list() {
    static const std::vector<Value> list = [] {
        const std::vector<bool>& small = small_primes();
        std::vector<Value> primes;
        for (std::size_t n = 2; n < small.size(); ++n)
            if (small[n]) primes.push_back(static_cast<Value>(n));
        return primes;
    }();
    return list;
}

// The primes in [lo, hi] (0 <= lo <= hi < 10^12, hi - lo small): from the list below the sieve
// limit, else by sieving that segment.
std::vector<Value> primes_between(std::uint64_t lo, std::uint64_t hi) {
    const std::vector<bool>& small = small_primes();
    std::vector<Value> found;
    if (hi < kSieveLimit) {
        const std::vector<Value>& list = small_prime_list();
        found.assign(std::lower_bound(list.begin(), list.end(), static_cast<Value>(lo)),
                     std::upper_bound(list.begin(), list.end(), static_cast<Value>(hi)));
        return found;
    }
    std::vector<bool> composite(static_cast<std::size_t>(hi - lo + 1), false);
    for (std::uint64_t p = 2; p * p <= hi; ++p) {
        if (!small[static_cast<std::size_t>(p)]) continue;
        for (std::uint64_t m = std::max(p * p, (lo + p - 1) / p * p); m <= hi; m += p) composite[static_cast<std::size_t>(m - lo)] = true;
    }
    for (std::uint64_t n = std::max<std::uint64_t>(lo, 2); n <= hi; ++n)
        if (!composite[static_cast<std::size_t>(n - lo)]) found.push_back(static_cast<Value>(n));
    return found;
}

const std::vector<Value>& fibonacci_table() {
    static const std::vector<Value> values = fibonacci_numbers();
    return values;
}

// floor(cbrt(n)) for any n (rounded towards minus infinity for negative n).
Value floor_cbrt(Value n) {
    if (n >= 0) return static_cast<Value>(icbrt(static_cast<UValue>(n)));
    const Value root = static_cast<Value>(icbrt(static_cast<UValue>(-n)));
    return root * root * root == -n ? -root : -root - 1;
}

// The k in [first, last] mapped through f, when they are at most `limit`.
template <class F>
bool list_range(Value first, Value last, std::size_t limit, std::vector<Value>& out, F f) {
    out.clear();
    if (last < first) return true;
    if (last - first >= static_cast<Value>(limit)) return false;
    for (Value k = first; k <= last; ++k) out.push_back(f(k));
    return true;
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

// Miller-Rabin with bases 2, 7, 61 decides every n < 4.7·10^9 > 2^32; products fit 64 bits.
bool is_prime_32(std::uint64_t n) {
    std::uint64_t d = n - 1;
    int s = 0;
    while ((d & 1) == 0) {
        d >>= 1;
        ++s;
    }
    for (std::uint64_t base : {2u, 7u, 61u}) {
        std::uint64_t x = 1, b = base % n, e = d;
        for (; e > 0; e >>= 1, b = b * b % n)
            if (e & 1) x = x * b % n;
        if (x == 1 || x == n - 1) continue;
        bool composite = true;
        for (int r = 1; r < s && composite; ++r) {
            x = x * x % n;
            if (x == n - 1) composite = false;
        }
        if (composite) return false;
    }
    return true;
}

}  // namespace

bool is_prime(Value n) {
    if (n < 2) return false;
    for (unsigned p : kBases) {
        if (n == p) return true;
        if (n % p == 0) return false;
    }
    if (n < (static_cast<Value>(1) << 32)) return is_prime_32(static_cast<std::uint64_t>(n));
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
    const std::vector<Value>& values = fibonacci_table();
    return std::binary_search(values.begin(), values.end(), n);
}

bool is_triangular(Value n) {
    if (n < 0) return false;
    const UValue k = triangular_index(static_cast<UValue>(n));
    return k * (k + 1) / 2 == static_cast<UValue>(n);
}

Value power_index(Predicate predicate, Value n) {
    const UValue u = static_cast<UValue>(n);
    switch (predicate) {
        case Predicate::q: return static_cast<Value>(isqrt(u));
        case Predicate::k: return static_cast<Value>(icbrt(u));
        default: return static_cast<Value>(triangular_index(u));
    }
}

Value power_value(Predicate predicate, Value k) {
    switch (predicate) {
        case Predicate::q: return k * k;
        case Predicate::k: return k * k * k;
        // k(k + 1) can pass 2^127 where k(k + 1) / 2 does not; unsigned, it fits.
        default: return static_cast<Value>(static_cast<UValue>(k) * static_cast<UValue>(k + 1) / 2);
    }
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
        case Predicate::v: {
            if (b == 0) return a == 0;
            // Magnitudes below 2^64 (nearly all): one 64-bit division, not a 128-bit library call
            // (the 128-bit one was 2.5 % of the generator's instructions on 12x12, where V(E,F)
            // tries many pairs).
            const Value x = abs_value(a), y = abs_value(b);
            if (x <= static_cast<Value>(UINT64_MAX) && y <= static_cast<Value>(UINT64_MAX))
                return static_cast<std::uint64_t>(x) % static_cast<std::uint64_t>(y) == 0;
            return a % b == 0;
        }
        default: return false;
    }
}

bool listed_values(Predicate predicate, Value lo, Value hi, std::size_t limit, std::vector<Value>& out) {
    out.clear();
    if (lo > hi) return true;
    switch (predicate) {
        case Predicate::pz: {
            lo = std::max<Value>(lo, 0);
            if (hi < lo) return true;
            // Sieve segments up to 200,000 wide below 10^12 (a fraction of a millisecond).
            if (hi >= pow10(12) || hi - lo > 200000) return false;
            // About (hi - lo) / ln(hi) primes (ln(hi) > 2.3 · (digits - 1)): skip sieving for too many.
            if ((hi - lo) / (23 * (digit_count(hi) - 1) + 10) * 10 > static_cast<Value>(limit) * 2) return false;
            out = primes_between(static_cast<std::uint64_t>(lo), static_cast<std::uint64_t>(hi));
            return out.size() <= limit;
        }
        case Predicate::q: {
            if (hi < 0) return true;
            lo = std::max<Value>(lo, 0);
            Value first = static_cast<Value>(isqrt(static_cast<UValue>(lo)));
            if (first * first < lo) ++first;
            return list_range(first, static_cast<Value>(isqrt(static_cast<UValue>(hi))), limit, out, [](Value k) { return k * k; });
        }
        case Predicate::k: {
            Value first = floor_cbrt(lo);
            if (first * first * first < lo) ++first;
            return list_range(first, floor_cbrt(hi), limit, out, [](Value k) { return k * k * k; });
        }
        case Predicate::tri: {
            if (hi < 0) return true;
            lo = std::max<Value>(lo, 0);
            auto index = [](Value n) { return static_cast<Value>(triangular_index(static_cast<UValue>(n))); };
            const Value first = lo == 0 ? 0 : index(lo - 1) + 1;
            return list_range(first, index(hi), limit, out, [](Value k) { return power_value(Predicate::tri, k); });
        }
        case Predicate::fib: {
            const std::vector<Value>& values = fibonacci_table();
            out.assign(std::lower_bound(values.begin(), values.end(), lo), std::upper_bound(values.begin(), values.end(), hi));
            return out.size() <= limit;
        }
        default: return false;
    }
}

}  // namespace knobel::crossnumber
