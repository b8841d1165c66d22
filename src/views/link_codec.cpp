#include "views/link_codec.h"

#include "core/text.h"
#include "views/battery.h"

namespace knobel::views {
namespace {

InputError in_part(const InputError& error, int part) { return link_error(part, error.message, error.column); }

}  // namespace

Expected<ViewsLink> parse_views_link(const Link& link) {
    if (auto error = check_link_options(link, {"k"})) return *error;
    const int first_part = link.parts.empty() ? 2 : link.parts.front().number;
    if (link.parts.empty())
        return link_error(first_part, "the link names no puzzle: expected #views/<hex> or #views/battery/<n>");

    std::optional<int> size;
    if (const LinkOption* k = link.option("k")) {
        Expected<int> parsed = parse_size(k->value, 0, 3);  // after "k="
        if (!parsed) return in_part(parsed.error(), k->number);
        size = *parsed;
    }

    const LinkPart& first = link.parts.front();
    ViewsLink result;
    if (first.text == "battery") {
        if (link.parts.size() < 2)
            return link_error(first.number + 1, "the battery link needs a puzzle number: #views/battery/<n>");
        const LinkPart& number = link.parts[1];
        Expected<std::uint64_t> n = parse_unsigned(number.text, kBatterySize - 1, "the battery puzzle number");
        if (!n) return in_part(n.error(), number.number);
        if (link.parts.size() > 2)
            return link_error(link.parts[2].number, "unexpected part after the battery puzzle number");
        if (size && *size != kClassicSize)
            return link_error(link.option("k")->number, "battery puzzles are K = 4, not K = " + std::to_string(*size));
        result.battery = static_cast<std::uint32_t>(*n);
        result.puzzle = battery_puzzle(*result.battery);
        return result;
    }

    Expected<Puzzle> puzzle = size ? parse_puzzle_hex(first.text, *size) : parse_puzzle_hex_any_size(first.text);
    if (!puzzle) return in_part(puzzle.error(), first.number);
    if (link.parts.size() > 1) return link_error(link.parts[1].number, "unexpected part after the puzzle");
    result.puzzle = *puzzle;
    return result;
}

std::string puzzle_link(const Puzzle& puzzle) { return "#views/" + format_puzzle_hex(puzzle); }

std::string battery_link(std::uint32_t n) { return "#views/battery/" + battery_name(n); }

}  // namespace knobel::views
