#include "nullgame/link_codec.h"


namespace knobel::nullgame {

Expected<Puzzle> puzzle_from_link(const Link& link) {
    if (std::optional<InputError> unknown = check_link_options(link, {})) return *unknown;
    const int coins_part = link.puzzle_part + 1;
    if (link.parts.empty()) return link_error(coins_part, "the coins are missing: #nullgame/HTTH");
    if (link.parts.size() > 1) return link_error(link.parts[1].number, "one part only: the coins (#nullgame/HTTH)");
    const LinkPart& part = link.parts.front();
    Expected<Coins> coins = parse_coins(part.text);
    if (!coins) return link_error(part.number, coins.error().message, coins.error().column);
    return Puzzle{std::move(coins.value())};
}

std::string puzzle_link(const Puzzle& puzzle) {
    Link link;
    link.puzzle = kLinkPuzzle;
    link.parts.push_back({coins_text(puzzle.coins)});
    return format_link(link);
}

}  // namespace knobel::nullgame
