#pragma once
// Playing the template puzzle by hand: the move (turn one coin over), its text form, why a move is
// refused, and what the coins on the table are worth (judge).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/input_error.h"
#include "nullgame/puzzle.h"

namespace knobel::nullgame {

// Turn coin `coin` over (0 = the leftmost). Its own inverse: Undo turns the same coin again.
struct Flip {
    std::size_t coin = 0;
    friend bool operator==(const Flip&, const Flip&) = default;
};

// "3": the coin's number, from 0.
std::string move_text(const Flip& flip);
// Exactly a number, no spaces; errors name the column.
Expected<Flip> parse_move_text(std::string_view text);
// Why `flip` cannot be made on `coins`: "there is no coin 7: the coins are 0 to 4"; nullopt if it can.
std::optional<std::string> refusal(const Coins& coins, const Flip& flip);
// Turns the coin over (only after refusal() said yes).
void apply_flip(Coins& coins, const Flip& flip);

struct Verdict {
    bool solved = false;   // every coin heads up
    bool optimal = false;  // solved with the fewest flips the puzzle needs
    std::size_t flips = 0;
    std::size_t fewest = 0;
    std::string sentence;  // all of it in one line for the player
    std::string counter;   // "2 flips"
};
// The coins on the table after `flips` moves from `puzzle`.
Verdict judge(const Puzzle& puzzle, const Coins& table, std::size_t flips);

}  // namespace knobel::nullgame
