// Any bytes as a #matches link: parsing answers without crashing, errors name the link part, and
// an accepted puzzle's canonical link reads back as the same puzzle.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/link.h"
#include "matches/link_codec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    const std::string fragment = "#matches/" + std::string(reinterpret_cast<const char*>(data), size);
    Expected<Link> link = parse_link(fragment);
    if (!link || link->puzzle != "matches") return 0;
    Expected<matches::LinkedPuzzle> parsed = matches::puzzle_from_link(*link);
    if (!parsed) {
        if (parsed.error().where.rfind("link part", 0) != 0) std::abort();
        return 0;
    }
    Expected<Link> relinked = parse_link(matches::puzzle_link(*parsed));
    if (!relinked) std::abort();
    Expected<matches::LinkedPuzzle> again = matches::puzzle_from_link(*relinked);
    if (!again || !(*again == *parsed)) std::abort();
    return 0;
}
