// Any bytes as a #hexmax link: link_round_trip.h's check with hexmax's link codec.
#include <cstddef>
#include <cstdint>

#include "hexmax/link_codec.h"
#include "link_round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    return fuzz::check_link_round_trip(
        "hexmax", data, size, [](const Link& link) { return hexmax::problem_from_link(link); },
        [](const hexmax::Problem& parsed) { return hexmax::problem_link(parsed); }, fuzz::equal);
}
