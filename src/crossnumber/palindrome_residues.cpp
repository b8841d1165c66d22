#include "crossnumber/palindrome_residues.h"

#include <cstddef>

namespace knobel::crossnumber {

bool palindrome_residue_support(const std::vector<Mask>& masks, int modulus, const std::vector<char>& residues,
                                std::vector<Mask>& supported) {
    const std::size_t n = masks.size(), half = (n + 1) / 2, m = static_cast<std::size_t>(modulus);
    if (n == 0 || modulus < 1 || residues.size() != m || (masks[0] & digit_bit(0))) return false;
    // Per pair: the digits both its cells allow, and what one unit of the digit adds mod m.
    std::vector<Mask> both(half);
    std::vector<std::size_t> weight(half);
    std::vector<std::size_t> power(n);  // 10^j mod m
    power[0] = 1 % m;
    for (std::size_t j = 1; j < n; ++j) power[j] = power[j - 1] * 10 % m;
    for (std::size_t i = 0; i < half; ++i) {
        const std::size_t mirror = n - 1 - i;
        both[i] = static_cast<Mask>(masks[i] & masks[mirror]);
        // Cell i is worth 10^(n-1-i), its mirror 10^i; a middle cell is both and counts once.
        weight[i] = mirror == i ? power[i] : (power[n - 1 - i] + power[i]) % m;
    }
    // Forward: the remainders reachable after each pair.
    std::vector<char> reached((half + 1) * m, 0);
    reached[0] = 1;
    for (std::size_t i = 0; i < half; ++i)
        for (std::size_t r = 0; r < m; ++r) {
            if (!reached[i * m + r]) continue;
            for (int d = 0; d <= 9; ++d)
                if (both[i] & digit_bit(d)) reached[(i + 1) * m + (r + static_cast<std::size_t>(d) * weight[i]) % m] = 1;
        }
    // Backward: the remainders from which an allowed one is reached; a digit is kept when it
    // leads from a reachable remainder to such a one.
    std::vector<char> good(m, 0), earlier(m, 0);
    for (std::size_t r = 0; r < m; ++r) good[r] = reached[half * m + r] && residues[r];
    std::vector<Mask> pair(half, 0);
    for (std::size_t i = half; i-- > 0;) {
        for (std::size_t r = 0; r < m; ++r) {
            earlier[r] = 0;
            if (!reached[i * m + r]) continue;
            for (int d = 0; d <= 9; ++d)
                if ((both[i] & digit_bit(d)) && good[(r + static_cast<std::size_t>(d) * weight[i]) % m]) {
                    earlier[r] = 1;
                    pair[i] = static_cast<Mask>(pair[i] | digit_bit(d));
                }
        }
        good.swap(earlier);
    }
    supported.assign(n, 0);
    if (!good[0]) return true;  // no palindrome keeps it: every cell empty
    for (std::size_t i = 0; i < half; ++i) supported[i] = supported[n - 1 - i] = pair[i];
    return true;
}

}  // namespace knobel::crossnumber
