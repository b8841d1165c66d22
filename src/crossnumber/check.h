#pragma once
// Check, for a grid filled in part by hand: every rule whose entries are all filled, held or
// broken, with the values it saw; and every filled entry that starts with 0. Rules with an empty
// cell in one of their entries are open (not judged yet). play.h's judge() gives the verdict of
// a whole grid; this is the list a player asks for on the way there.

#include <string>
#include <vector>

#include "crossnumber/play.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

enum class RuleState : std::uint8_t { open, holds, broken };

struct RuleCheck {
    int rule = 0;  // index in Puzzle::rules
    RuleState state = RuleState::open;
    std::string sentence;  // "the rule \"the digit sum of B across equals 9\" does not hold (B across
                           // reads 334)"; "" when open
};

struct GridCheck {
    std::vector<RuleCheck> rules;            // one per rule, in file order
    std::vector<std::string> leading_zeros;  // "A across starts with 0", per filled entry that does
    int broken = 0;                          // rules broken plus entries starting with 0
};

GridCheck check_grid_rules(const Puzzle& puzzle, const Board& board);

}  // namespace knobel::crossnumber
