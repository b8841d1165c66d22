#include "nullgame/hint.h"

#include <string>

namespace knobel::nullgame {
namespace {

std::string coins_words(std::size_t count) { return std::to_string(count) + (count == 1 ? " coin" : " coins"); }

}  // namespace

Hint<Flip> hint(const Puzzle& puzzle, const Coins& table, std::span<const Flip> played) {
    Hint<Flip> result;
    const std::size_t fewest = tails(puzzle.coins);
    // Every flip changes the tails by one, so flips made + tails left >= fewest, with equality
    // exactly while the fewest flips can still be reached; take back moves until it holds again.
    Coins earlier = table;
    std::size_t made = played.size();
    while (made + tails(earlier) > fewest) {
        --made;
        apply_flip(earlier, played[made]);  // a flip is its own inverse
    }
    if (made < played.size()) {
        const std::size_t undo = played.size() - made;
        result.undo = undo;
        result.sentence = "A coin was turned more often than needed, so the fewest flips (" + std::to_string(fewest) +
                          ") cannot be reached any more: take back the last " +
                          (undo == 1 ? std::string("move") : std::to_string(undo) + " moves") + ".";
        return result;
    }
    for (std::size_t coin = 0; coin < table.size(); ++coin) {
        if (table[coin]) continue;  // heads (true) stays
        result.move = Flip{coin};
        const std::size_t left = tails(table);
        result.sentence = "Coin " + std::to_string(coin) + " shows tails, and every coin must show heads: turn it over (" +
                          coins_words(left) + " still " + (left == 1 ? "shows" : "show") + " tails).";
        return result;
    }
    result.sentence = "Every coin shows heads, with the fewest flips: nothing is left to do.";
    return result;
}

}  // namespace knobel::nullgame
