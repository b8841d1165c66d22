#include "nullgame/puzzle.h"

#include <algorithm>
#include <optional>

#include "core/text.h"

namespace knobel::nullgame {

Expected<Coins> parse_coins(std::string_view text) {
    Coins coins;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const int column = static_cast<int>(i) + 1;
        if (c != 'H' && c != 'T') return error_at(0, column, "expected H (heads) or T (tails), found " + describe_char(c));
        if (coins.size() == kMaxCoins) return error_at(0, column, "more than " + std::to_string(kMaxCoins) + " coins");
        coins.push_back(c == 'H');
    }
    if (coins.empty()) return error_at(0, 0, "no coins: write them as H and T");
    return coins;
}

Expected<Puzzle> parse_puzzle_file(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // one byte-order mark
    std::optional<Puzzle> puzzle;
    int line_number = 0;
    for (const TextLine& text_line : split_lines(text)) {
        line_number = text_line.number;
        const std::string_view line = text_line.text;
        if (line.empty() || line.front() == '#') continue;
        if (puzzle) return error_at(line_number, 1, "one line of coins only, and they came before this line");
        Expected<Coins> coins = parse_coins(line);
        if (!coins) return error_at(line_number, coins.error().column, coins.error().message);
        puzzle = Puzzle{std::move(coins.value())};
    }
    if (!puzzle) return error_at(std::max(line_number, 1), 1, "no coins: the file needs a line of H and T");
    return *puzzle;
}

std::string coins_text(const Coins& coins) {
    std::string text;
    for (bool heads : coins) text += heads ? 'H' : 'T';
    return text;
}

std::string format_puzzle_file(const Puzzle& puzzle) { return coins_text(puzzle.coins) + "\n"; }

std::size_t tails(const Coins& coins) { return static_cast<std::size_t>(std::count(coins.begin(), coins.end(), false)); }

}  // namespace knobel::nullgame
