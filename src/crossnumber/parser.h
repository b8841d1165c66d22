#pragma once
// Reading and writing the .kz format (../shared/specs/crossnumber.md). Every error names the line
// and column (1-based) and what was expected there; with_source() adds the file name later.

#include <string>
#include <string_view>

#include "core/input_error.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

// The whole file. Expressions whose value could reach 10^38 are refused here, at the operator.
Expected<Puzzle> parse_puzzle_file(std::string_view text);

// A file that reads back to the same puzzle: title, author, the grid (cells separated by spaces),
// and one canonical rule per line. Comments and the file's spacing are not kept.
std::string format_puzzle_file(const Puzzle& puzzle);

}  // namespace knobel::crossnumber
