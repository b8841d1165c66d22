#include "crossnumber/puzzle_edit.h"

#include "crossnumber/parser.h"

namespace knobel::crossnumber {

Puzzle without_rule(const Puzzle& puzzle, int rule) {
    Puzzle fewer = puzzle;
    fewer.rules.erase(fewer.rules.begin() + rule);
    // The text holds the remaining rules only; its entries are the ones they mention.
    Expected<Puzzle> read = parse_puzzle_file(format_puzzle_file(fewer));
    return read ? std::move(read.value()) : fewer;  // it always reads: the rules read before
}

Expected<Puzzle> with_rules(const Puzzle& puzzle, const std::vector<std::string>& rules) {
    std::string text = format_puzzle_file(puzzle);
    for (const std::string& rule : rules) text += rule + "\n";
    return parse_puzzle_file(text);
}

}  // namespace knobel::crossnumber
