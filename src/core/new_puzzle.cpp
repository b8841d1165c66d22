#include "core/new_puzzle.h"

#include <limits>
#include <string>

#include "core/text.h"

namespace knobel {

Expected<NewPuzzleOptions> read_new_puzzle_options(std::string_view size, std::string_view difficulty,
                                                   std::string_view seed, const NewPuzzleSizes& sizes,
                                                   std::uint64_t fresh_seed) {
    NewPuzzleOptions options;
    options.size = sizes.usual;
    size = trim(size);
    if (!size.empty()) {
        Expected<std::uint64_t> value = parse_unsigned(size, std::numeric_limits<std::uint64_t>::max(), "size");
        if (!value) return value.error();
        if (*value < sizes.smallest || *value > sizes.largest)
            return error_at(0, 0, "size must be " + with_thousands(sizes.smallest) + " to " + with_thousands(sizes.largest) +
                                      " (" + sizes.unit + "), not " + with_thousands(*value));
        options.size = *value;
    }
    difficulty = trim(difficulty);
    if (!difficulty.empty()) {
        Expected<Difficulty> level = parse_difficulty_name(difficulty, "difficulty");
        if (!level) return level.error();
        options.difficulty = *level;
    }
    seed = trim(seed);
    options.seed = fresh_seed;
    if (!seed.empty()) {
        Expected<std::uint64_t> value = parse_unsigned(seed, std::numeric_limits<std::uint64_t>::max(), "seed");
        if (!value) return value.error();
        options.seed = *value;
    }
    return options;
}

}  // namespace knobel
