// Any bytes as a #nullgame link: link_round_trip.h's check with nullgame's link codec.
#include <cstddef>
#include <cstdint>

#include "nullgame/link_codec.h"
#include "link_round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    return fuzz::check_link_round_trip(
        "nullgame", data, size, [](const Link& link) { return nullgame::puzzle_from_link(link); },
        [](const nullgame::Puzzle& parsed) { return nullgame::puzzle_link(parsed); }, fuzz::equal);
}
