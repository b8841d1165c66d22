#include "nullgame/play.h"

#include "core/text.h"

namespace knobel::nullgame {

std::string move_text(const Flip& flip) { return std::to_string(flip.coin); }

Expected<Flip> parse_move_text(std::string_view text) {
    Expected<std::uint64_t> coin = parse_unsigned(text, kMaxCoins - 1, "the coin's number");
    if (!coin) return coin.error();
    return Flip{static_cast<std::size_t>(coin.value())};
}

std::optional<std::string> refusal(const Coins& coins, const Flip& flip) {
    if (flip.coin < coins.size()) return std::nullopt;
    return "there is no coin " + std::to_string(flip.coin) + ": the coins are 0 to " + std::to_string(coins.size() - 1);
}

void apply_flip(Coins& coins, const Flip& flip) { coins[flip.coin] = !coins[flip.coin]; }

namespace {
std::string flips_text(std::size_t count) { return std::to_string(count) + (count == 1 ? " flip" : " flips"); }
}  // namespace

Verdict judge(const Puzzle& puzzle, const Coins& table, std::size_t flips) {
    Verdict verdict;
    verdict.flips = flips;
    verdict.fewest = tails(puzzle.coins);
    const std::size_t left = tails(table);
    verdict.solved = left == 0;
    verdict.optimal = verdict.solved && flips == verdict.fewest;
    verdict.counter = flips_text(flips);  // not the fewest: that is the answer, shown on asking
    if (!verdict.solved) {
        verdict.sentence = std::to_string(left) + (left == 1 ? " coin shows" : " coins show") + " tails";
    } else if (verdict.optimal) {
        verdict.sentence = "All heads up in " + flips_text(flips) + ": the fewest possible";
    } else {
        verdict.sentence = "All heads up in " + flips_text(flips) + "; fewer flips would do";
    }
    return verdict;
}

}  // namespace knobel::nullgame
