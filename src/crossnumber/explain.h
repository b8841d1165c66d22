#pragma once
// Rules in words, for the screen's Rules pane: what a rule says ("the digit sum of A across is
// 12"), and what the solver derived from it (digit equalities, facts about single digits). The
// words follow the spec's tables (../shared/specs/crossnumber.md), so a person who does not read
// prefix notation can still follow the solver's log, which names rules by their `.kz` text.

#include <string>
#include <vector>

#include "crossnumber/network.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

// "A across", "C down".
std::string entry_words(const Entry& entry);
// "A across", "the digit sum of (B down plus 3)", "12".
std::string explain_expression(const Puzzle& puzzle, int node);
// "A across is a prime number", "A across equals B down reversed".
std::string explain_rule(const Puzzle& puzzle, const Rule& rule);
// What the solver knows from rule `rule` beyond the rule itself: one sentence per derived fact
// ("cells (0,0) and (0,2) hold the same digit", "the last digit of A across is 1, 3, 7 or 9").
std::vector<std::string> derived_facts(const Puzzle& puzzle, const Network& network, int rule);
// A line of the solver's log (Solver::last_line, which `knobel crossnumber --steps` prints as it is)
// with every entry named in words outside the rules as written: "TRI(C_s): the last digit of C down
// cannot be 2; C down has 96 candidates left", "assume A across = 6614". A rule as written always
// calls a function or an operator, so its entry names stand in brackets and stay; a name outside
// brackets is in the solver's own words.
std::string step_in_words(const Puzzle& puzzle, const std::string& line);

}  // namespace knobel::crossnumber
