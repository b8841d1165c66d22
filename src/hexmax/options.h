#pragma once
// What a Hex-Max puzzle asks for besides its digits and m: the largest or the smallest number, the
// digits' shapes, and whether the answer may use A-F. Part of the puzzle (problem.h), read by the
// solver's cost model, named the same way in links, on the command line and in the JSON.

#include <cstdint>
#include <optional>
#include <string_view>

#include "hexmax/glyphs.h"

namespace knobel::hexmax {

enum class Goal : std::uint8_t { largest, smallest };

struct Options {
    Goal goal = Goal::largest;
    GlyphSet glyphs = GlyphSet::contest;
    bool decimal_only = false;  // the answer may use 0-9 only (the input may still hold A-F)

    friend bool operator==(const Options&, const Options&) = default;
};

// "max" / "min", "contest" / "variant" (glyphs.h), "hex" / "decimal": the options' names.
std::string_view goal_name(Goal goal);
std::optional<Goal> goal_from_name(std::string_view name);
std::string_view digits_name(bool decimal_only);
std::optional<bool> decimal_only_from_name(std::string_view name);

}  // namespace knobel::hexmax
