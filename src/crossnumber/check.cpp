#include "crossnumber/check.h"

#include <optional>

#include "crossnumber/evaluate.h"
#include "crossnumber/value.h"

namespace knobel::crossnumber {
namespace {

// The entry's value when every cell of it is filled.
std::optional<Value> filled_value(const Entry& entry, const Board& board) {
    Value value = 0;
    for (const int cell : entry.cells) {
        const std::int8_t digit = board[static_cast<std::size_t>(cell)];
        if (digit < 0) return std::nullopt;
        value = value * 10 + digit;  // at most 20 digits: below 10^20, far from the 10^38 limit
    }
    return value;
}

}  // namespace

GridCheck check_grid_rules(const Puzzle& puzzle, const Board& board) {
    GridCheck check;
    std::vector<Value> values(puzzle.entries.size(), 0);
    std::vector<char> filled(puzzle.entries.size(), 0);
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e) {
        const Entry& entry = puzzle.entries[e];
        if (const std::optional<Value> value = filled_value(entry, board)) {
            values[e] = *value;
            filled[e] = 1;
            if (board[static_cast<std::size_t>(entry.cells.front())] == 0) {  // the spec: no entry starts with 0
                check.leading_zeros.push_back(leading_zero_words(entry));
                ++check.broken;
            }
        }
    }
    for (std::size_t r = 0; r < puzzle.rules.size(); ++r) {
        const Rule& rule = puzzle.rules[r];
        RuleCheck result;
        result.rule = static_cast<int>(r);
        bool all_filled = true;
        for (const int e : rule.entries) all_filled = all_filled && filled[static_cast<std::size_t>(e)];
        if (all_filled) {
            const bool holds = rule_holds(puzzle, rule, values.data());
            result.state = holds ? RuleState::holds : RuleState::broken;
            result.sentence = rule_verdict_words(puzzle, rule, holds, values.data());
            if (!holds) ++check.broken;
        }
        check.rules.push_back(std::move(result));
    }
    return check;
}

}  // namespace knobel::crossnumber
