#pragma once
// The options every --generate takes, read the same way for every puzzle: --seed S (a whole number
// up to 2^64 - 1; without it a fresh seed is drawn) and --difficulty easy|medium|hard (medium
// when left out). The same seed, size and difficulty give the same puzzle on every machine.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/difficulty.h"

namespace knobel::cli {

struct GenerateArgs {
    std::uint64_t seed = 1;
    Difficulty difficulty = Difficulty::medium;
};

// nullopt after the one-line message on stderr (the caller returns 2).
std::optional<GenerateArgs> read_generate_args(std::string_view command, const std::optional<std::string>& seed,
                                               const std::optional<std::string>& difficulty);

}  // namespace knobel::cli
