// Any bytes as a #matches link: link_round_trip.h's check with matches's link codec.
#include <cstddef>
#include <cstdint>

#include "matches/link_codec.h"
#include "link_round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    return fuzz::check_link_round_trip(
        "matches", data, size, [](const Link& link) { return matches::puzzle_from_link(link); },
        [](const matches::LinkedPuzzle& parsed) { return matches::puzzle_link(parsed); }, fuzz::equal);
}
