#pragma once
// The check every puzzle's link fuzzer makes: any bytes after "#<puzzle>/" are read without a
// crash; a refusal names the link part; an accepted puzzle's canonical link reads back as the same
// puzzle. `read(link)` gives Expected<T>, `write(T)` the canonical fragment, `same(a, b)` compares.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/link.h"

namespace knobel::fuzz {

template <class Read, class Write, class Same>
int check_link_round_trip(const char* puzzle, const std::uint8_t* data, std::size_t size, Read read, Write write,
                          Same same) {
    const std::string fragment = "#" + std::string(puzzle) + "/" + std::string(reinterpret_cast<const char*>(data), size);
    Expected<Link> link = parse_link(fragment);
    if (!link || link->puzzle != puzzle) return 0;
    auto parsed = read(*link);
    if (!parsed) {
        if (parsed.error().where.rfind("link part", 0) != 0) std::abort();  // link errors name the part
        return 0;
    }
    Expected<Link> canonical = parse_link(write(*parsed));
    if (!canonical) std::abort();
    auto again = read(*canonical);
    if (!again || !same(*again, *parsed)) std::abort();
    return 0;
}

// For puzzles whose parsed link compares with ==.
inline constexpr auto equal = [](const auto& a, const auto& b) { return a == b; };

}  // namespace knobel::fuzz
