// Any bytes as a #views link (a puzzle or a battery number): link_round_trip.h's check with the
// Views link codec.
#include <cstddef>
#include <cstdint>

#include "link_round_trip.h"
#include "views/link_codec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    return fuzz::check_link_round_trip(
        "views", data, size, [](const Link& link) { return views::parse_views_link(link); },
        [](const views::ViewsLink& parsed) {
            return parsed.battery ? views::battery_link(*parsed.battery) : views::puzzle_link(parsed.puzzle);
        },
        [](const views::ViewsLink& a, const views::ViewsLink& b) { return a.puzzle == b.puzzle && a.battery == b.battery; });
}
