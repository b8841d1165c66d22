#pragma once
// Numbers in the Crossnumber screen's words, shared by its boards: counts with their noun, an
// intermediate value's set in a few words.

#include <cstddef>
#include <cstdint>
#include <string>

#include "crossnumber/domain.h"

namespace knobel::app {

// Values of a list shown before "…".
inline constexpr std::size_t kShownValuesInList = 6;

// "1 rule", "1,234 rules".
std::string plural(std::uint64_t count, const char* one, const char* many);
// An intermediate value's set: "3", "12…15", "4 values: 12, 18, 24, 30",
// "120 values: 100, 101, 102, 103, 104, 105 …", "none".
std::string values_text(const crossnumber::Dom& values);

}  // namespace knobel::app
