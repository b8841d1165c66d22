// Any bytes as a template-puzzle file: the parser answers without crashing, errors name a line,
// and an accepted puzzle's file reads back as the same puzzle.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "nullgame/puzzle.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    Expected<nullgame::Puzzle> puzzle = nullgame::parse_puzzle_file(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!puzzle) {
        if (puzzle.error().line < 1) std::abort();
        return 0;
    }
    if (puzzle->coins.empty() || puzzle->coins.size() > nullgame::kMaxCoins) std::abort();
    Expected<nullgame::Puzzle> again = nullgame::parse_puzzle_file(nullgame::format_puzzle_file(*puzzle));
    if (!again || !(*again == *puzzle)) std::abort();
    return 0;
}
