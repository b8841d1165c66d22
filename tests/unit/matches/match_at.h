#pragma once
// A match written as in the file format (its end points a b c d, angle in degrees), for tests that
// build small figures by hand.

#include <cstdint>

#include "matches/geometry.h"

namespace knobel::matches::testing {

inline Match at(std::int64_t a, std::int64_t b, std::int64_t c, std::int64_t d, int angle) {
    return make_match(*from_abcd({a, b, c, d}), angle / 30);
}

}  // namespace knobel::matches::testing
