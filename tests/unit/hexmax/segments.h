#pragma once
// A digit's lit segments written as the spec's letters ("bc" is a 1), for tests that build
// displays by hand.

#include "hexmax/glyphs.h"
#include "spec_tables.h"

namespace knobel::hexmax::testing {

inline SegmentMask segs(const char* letters) { return static_cast<SegmentMask>(spec::mask_of(letters)); }

}  // namespace knobel::hexmax::testing
