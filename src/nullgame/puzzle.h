#pragma once
// The template puzzle, "Coins" (docs/nullgame.md): a row of coins, each heads (H) or tails (T) up;
// turn coins over until every coin shows heads, with as few turns as possible. As Simon Tatham's
// nullgame.c it is the smallest complete puzzle: the recipe for adding one (docs/architecture.md)
// walks through its files. This file: the model and the file format.
//
// File format: one line of H and T, the coins from left to right ("HTTH"), optionally followed by a
// line break. 1 to kMaxCoins coins; '#' starts a comment line; blank lines are ignored.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"

namespace knobel::nullgame {

inline constexpr std::size_t kMaxCoins = 64;

// The coins from left to right: true is heads up.
using Coins = std::vector<bool>;

struct Puzzle {
    Coins coins;
    friend bool operator==(const Puzzle&, const Puzzle&) = default;
};

// "HTTH" -> the coins (the file's line and the link's part). The error's column is the first
// wrong character's (1-based; line 0: the caller says where the text stands).
Expected<Coins> parse_coins(std::string_view text);
// The file -> the puzzle. Errors name the line and column of the first wrong character.
Expected<Puzzle> parse_puzzle_file(std::string_view text);
// The coins as a row of H and T, without a line break.
std::string coins_text(const Coins& coins);
// The file for a puzzle: its coins and a line break; parse_puzzle_file reads it back.
std::string format_puzzle_file(const Puzzle& puzzle);
// How many coins show tails.
std::size_t tails(const Coins& coins);

}  // namespace knobel::nullgame
