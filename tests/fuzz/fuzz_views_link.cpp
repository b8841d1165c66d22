// Any bytes as a #views link: parsing answers without crashing, errors name the link part, and an
// accepted puzzle's canonical link reads back as the same puzzle.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/link.h"
#include "views/link_codec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    const std::string fragment = "#views/" + std::string(reinterpret_cast<const char*>(data), size);
    Expected<Link> link = parse_link(fragment);
    if (!link || link->puzzle != "views") return 0;
    Expected<views::ViewsLink> parsed = views::parse_views_link(*link);
    if (!parsed) {
        if (parsed.error().where.rfind("link part", 0) != 0) std::abort();
        return 0;
    }
    const std::string canonical = parsed->battery ? views::battery_link(*parsed->battery) : views::puzzle_link(parsed->puzzle);
    Expected<Link> relinked = parse_link(canonical);
    if (!relinked) std::abort();
    Expected<views::ViewsLink> again = views::parse_views_link(*relinked);
    if (!again || !(again->puzzle == parsed->puzzle) || again->battery != parsed->battery) std::abort();
    return 0;
}
