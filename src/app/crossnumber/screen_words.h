#pragma once
// Numbers in the Crossnumber screen's words, shared by its boards: an intermediate value's set in
// a few words (counts with their noun are core/text.h's plural).

#include <cstddef>
#include <cstdint>
#include <string>

#include "crossnumber/domain.h"

namespace knobel::app {

// Values of a list shown before "…".
inline constexpr std::size_t kShownValuesInList = 6;

// An intermediate value's set: "3", "12…15", "4 values: 12, 18, 24, 30",
// "120 values: 100, 101, 102, 103, 104, 105 …", "none".
std::string values_text(const crossnumber::Dom& values);

}  // namespace knobel::app
