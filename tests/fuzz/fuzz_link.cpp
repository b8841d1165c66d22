// Any byte string as a link fragment: parse_link must answer (value or error) without crashing,
// and whatever it accepts must survive format_link -> parse_link unchanged.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/link.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view fragment(reinterpret_cast<const char*>(data), size);
    knobel::Expected<knobel::Link> link = knobel::parse_link(fragment);
    (void)knobel::link_puzzle_name(fragment);
    if (!link) {
        if (link.error().to_string().empty()) std::abort();
        return 0;
    }
    if (link->puzzle.empty()) return 0;
    knobel::Expected<knobel::Link> again = knobel::parse_link(knobel::format_link(*link));
    if (!again || again->puzzle != link->puzzle || again->parts.size() != link->parts.size() ||
        again->options.size() != link->options.size())
        std::abort();
    for (std::size_t i = 0; i < link->parts.size(); ++i)
        if (again->parts[i].text != link->parts[i].text) std::abort();
    for (std::size_t i = 0; i < link->options.size(); ++i)
        if (again->options[i].key != link->options[i].key || again->options[i].value != link->options[i].value)
            std::abort();
    return 0;
}
