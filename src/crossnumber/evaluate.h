#pragma once
// Exact evaluation of expressions and rules once every entry has a value: the final word on a
// filled grid (the solver checks every solution with it, play.h judges a grid by hand with it).

#include <optional>
#include <vector>

#include "crossnumber/puzzle.h"
#include "crossnumber/value.h"

namespace knobel::crossnumber {

// `entry_values[e]` is the value of entry e. The parser's bounds keep every step below 10^38.
Value evaluate(const Puzzle& puzzle, int node, const Value* entry_values);
bool rule_holds(const Puzzle& puzzle, const Rule& rule, const Value* entry_values);

// The value of every entry read from a grid of digits (-1 for black or empty cells); nullopt
// when a cell of some entry is empty.
std::optional<std::vector<Value>> entry_values(const Puzzle& puzzle, const std::vector<std::int8_t>& digits);

}  // namespace knobel::crossnumber
