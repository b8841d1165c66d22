#pragma once
// Share links. A puzzle travels in the URL fragment:
//
//     #<puzzle>/<part>/<part>/.../<key>=<value>/...        e.g.  #hexmax/D24/3/goal=min
//
// Parts are percent-encoded; a part holding '=' is an option, every other part is positional.
// An optional first part "v<N>" names the format version; without it the link is version 1, which
// is the only version so far. docs/links.md is the user-facing description; each puzzle's own
// link codec (src/<puzzle>/link_codec.*) decides what its parts mean.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/input_error.h"

namespace knobel {

inline constexpr int kLinkVersion = 1;

struct LinkPart {
    std::string text;  // decoded
    int number = 0;    // 1-based position in the fragment, for messages (the puzzle name is part 1, or 2 after "v1/")
};

struct LinkOption {
    std::string key;
    std::string value;  // decoded
    int number = 0;
};

struct Link {
    std::string puzzle;             // "views", "hexmax", ...; empty for an empty fragment
    int puzzle_part = 1;            // the puzzle name's part number, for messages
    std::vector<LinkPart> parts;    // positional parts after the puzzle name, in order
    std::vector<LinkOption> options;

    const LinkOption* option(std::string_view key) const;
};

// Reads a fragment, with or without its leading '#'. Errors name the link part.
Expected<Link> parse_link(std::string_view fragment);

// The puzzle a fragment names (its first part after an optional version), even when the rest of
// it is malformed: a link broken further on still opens the right screen. "" if none.
std::string link_puzzle_name(std::string_view fragment);

// "#puzzle/part/.../key=value": the canonical fragment, percent-encoding what needs it.
std::string format_link(const Link& link);

// An error about link part `number` (1-based); `character` (1-based, 0 for none) inside that part.
InputError link_error(int number, std::string message, int character = 0);

// An error for the first option whose key is not in `known`, if any.
std::optional<InputError> check_link_options(const Link& link, const std::vector<std::string_view>& known);

// Percent-encoding for one part: keeps letters, digits and -._~!$'()*+,;:@ and encodes the rest.
std::string percent_encode(std::string_view text);

}  // namespace knobel
