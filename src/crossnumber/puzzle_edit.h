#pragma once
// A puzzle with a rule taken away or rules added, as the setter report and the generator try
// them. Both go through the .kz text and the parser, so the result is exactly the puzzle a person
// would get by deleting or typing the line: an entry that only the removed rule mentioned is gone
// with it (an entry exists only when a rule mentions it), and an added rule makes its entries.

#include <string>
#include <vector>

#include "core/input_error.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

// The puzzle without rule `rule` (an index into Puzzle::rules).
Puzzle without_rule(const Puzzle& puzzle, int rule);
// The puzzle with `rules` (in .kz syntax) after its own; an error names the line of the text
// format_puzzle_file() writes with them.
Expected<Puzzle> with_rules(const Puzzle& puzzle, const std::vector<std::string>& rules);

}  // namespace knobel::crossnumber
