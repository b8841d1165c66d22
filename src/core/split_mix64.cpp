#include "core/split_mix64.h"

namespace knobel {

std::uint64_t SplitMix64::next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t bound) {
    // Skip the lowest 2^64 mod bound values: the rest is a whole number of runs of `bound`, so
    // every remainder is equally likely.
    const std::uint64_t reject_below = (0 - bound) % bound;
    for (;;) {
        const std::uint64_t value = next();
        if (value >= reject_below) return value % bound;
    }
}

}  // namespace knobel
