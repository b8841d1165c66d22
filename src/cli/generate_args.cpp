#include "cli/generate_args.h"

#include <cstdint>
#include <limits>
#include <random>

#include "cli/args.h"
#include "core/text.h"

namespace knobel::cli {

std::optional<GenerateArgs> read_generate_args(std::string_view command, const std::optional<std::string>& seed,
                                               const std::optional<std::string>& difficulty) {
    GenerateArgs args;
    if (seed) {
        Expected<std::uint64_t> value = parse_unsigned(*seed, std::numeric_limits<std::uint64_t>::max(), "--seed");
        if (!value) {
            usage_error(command, value.error().message);
            return std::nullopt;
        }
        args.seed = *value;
    } else {
        // A fresh seed: the one place where the machine's randomness enters; what follows is
        // deterministic from it.
        std::random_device device;
        args.seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
    }
    if (difficulty) {
        Expected<Difficulty> level = parse_difficulty_name(*difficulty);
        if (!level) {
            usage_error(command, level.error().to_string());
            return std::nullopt;
        }
        args.difficulty = *level;
    }
    return args;
}

}  // namespace knobel::cli
