// Any bytes as a #nullgame link: parse_link + puzzle_from_link answer without crashing, errors
// name the link part, and an accepted puzzle's canonical link reads back as the same puzzle.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/link.h"
#include "nullgame/link_codec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    const std::string fragment = "#nullgame/" + std::string(reinterpret_cast<const char*>(data), size);
    Expected<Link> link = parse_link(fragment);
    if (!link || link->puzzle != "nullgame") return 0;
    Expected<nullgame::Puzzle> puzzle = nullgame::puzzle_from_link(*link);
    if (!puzzle) {
        if (puzzle.error().where.rfind("link part", 0) != 0) std::abort();
        return 0;
    }
    Expected<Link> canonical = parse_link(nullgame::puzzle_link(*puzzle));
    if (!canonical) std::abort();
    Expected<nullgame::Puzzle> again = nullgame::puzzle_from_link(*canonical);
    if (!again || !(*again == *puzzle)) std::abort();
    return 0;
}
