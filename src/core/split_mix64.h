#pragma once
// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast random number generator, good enough to pick
// cells and shuffle ties, and the same sequence on every platform (integer arithmetic only), so
// a seed means the same thing in a test, a benchmark and the web page.

#include <cstdint>

namespace knobel {

class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next();
    // Uniform in 0 … bound-1 (bound >= 1), without modulo bias: draws below 2^64 mod bound are
    // skipped, the first other draw's remainder is the answer.
    std::uint64_t below(std::uint64_t bound);

private:
    std::uint64_t state_;
};

}  // namespace knobel
