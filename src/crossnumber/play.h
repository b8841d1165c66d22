#pragma once
// Playing a crossnumber by hand: a move puts a digit into a cell or clears it, as short text
// ("2,3=7", "2,3=" to clear; rows and columns from 0), why a move is refused in words, and what a
// grid filled by hand is worth: the first rule it breaks, with the rule's line.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

struct Move {
    int row = 0, col = 0;
    int digit = -1;  // 0..9, or -1 to clear the cell
    friend bool operator==(const Move&, const Move&) = default;
};

std::string move_text(const Move& move);
// Exactly "<row>,<col>=<digit>" or "<row>,<col>=" (no spaces; row and col up to 99). Errors name
// the 1-based column (line 0). Whether the cell exists is refusal()'s business.
Expected<Move> parse_move_text(std::string_view text);

// The digits on the board per cell, -1 for empty and black cells; givens are there from the start.
using Board = std::vector<std::int8_t>;
Board start_board(const Puzzle& puzzle);

// Why the move cannot be made ("(4,0) is outside the grid: it has 3 rows"), nullopt when it can.
std::optional<std::string> refusal(const Puzzle& puzzle, const Move& move);
// Makes an allowed move; returns the digit the cell held before (for undo).
std::int8_t apply_move(const Puzzle& puzzle, Board& board, const Move& move);

struct PlayVerdict {
    int empty_cells = 0;
    bool filled = false;   // no white cell is empty
    bool solved = false;   // filled and every rule holds
    int broken_line = 0;   // the line of the first rule broken (0: none, or a leading zero)
    std::string sentence;  // in words: "the rule \"C down is a prime number\" does not hold (C down
                           // reads 14)", "A across starts with 0", "3 cells are still empty"
};
// The first broken rule in file order; a leading zero counts as broken before any rule.
PlayVerdict judge(const Puzzle& puzzle, const Board& board);

// The sentences a player reads about a filled rule or entry (the verdict, the live check): the
// rule in words (explain.h) and its entries' values, never the `.kz` text; the line stays, so
// that a setter can find the rule in the file. `values` are the entries' values, by entry index.
std::string rule_verdict_words(const Puzzle& puzzle, const Rule& rule, bool holds, const Value* values);
std::string leading_zero_words(const Entry& entry);  // "A across starts with 0"

}  // namespace knobel::crossnumber
