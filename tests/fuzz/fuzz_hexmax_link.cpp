// Any bytes as a #hexmax link: parse_link + problem_from_link answer without crashing, and an
// accepted problem's canonical link reads back as the same problem.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/link.h"
#include "hexmax/link_codec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    const std::string fragment = "#hexmax/" + std::string(reinterpret_cast<const char*>(data), size);
    Expected<Link> link = parse_link(fragment);
    if (!link || link->puzzle != "hexmax") return 0;
    Expected<hexmax::Problem> problem = hexmax::problem_from_link(*link);
    if (!problem) {
        if (problem.error().where.rfind("link part", 0) != 0) std::abort();  // link errors name the part
        return 0;
    }
    Expected<Link> canonical = parse_link(hexmax::problem_link(*problem));
    if (!canonical) std::abort();
    Expected<hexmax::Problem> again = hexmax::problem_from_link(*canonical);
    if (!again || !(*again == *problem)) std::abort();
    return 0;
}
