#pragma once
// Puzzle text for the Crossnumber tests: the example of ../shared/specs/crossnumber.md, a parse
// that fails the test on an error, and a board written as digits.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "crossnumber/parser.h"
#include "crossnumber/play.h"

namespace knobel::crossnumber::testing {

// The spec's worked example (its solution is unique).
inline constexpr const char* kSpecExample =
    "grid\nA . C\nB . .\nend\nPZ(C_s)\n=(qs(A_w), 3)\n=(qs(B_w), 9)\nV(B_w, A_w)\nAB(A_w)\n";

// A puzzle from file text that the test expects to be valid: a parse error fails the test (with
// the message and the text) and gives an empty puzzle, so the test goes on to report what else is wrong.
inline Puzzle parsed(const std::string& text) {
    auto puzzle = parse_puzzle_file(text);
    EXPECT_TRUE(puzzle.ok()) << puzzle.error().to_string() << "\n" << text;
    return puzzle.ok() ? *puzzle : Puzzle{};
}

// A board from its cells row by row: a digit, or '.' for an empty cell.
inline Board board_of(const std::string& digits) {
    Board board;
    for (const char c : digits) board.push_back(static_cast<std::int8_t>(c == '.' ? -1 : c - '0'));
    return board;
}

}  // namespace knobel::crossnumber::testing
