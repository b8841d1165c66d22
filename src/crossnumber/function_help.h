#pragma once
// The rule language's functions as the workshop's Insert menu offers them: what is inserted and
// what it means in words (../shared/specs/crossnumber.md's tables), so that a setter who does not
// know `PZ(` or `qs(` reads what each one does before using it (issue 20).

#include <span>

namespace knobel::crossnumber {

struct FunctionHelp {
    const char* inserted;  // "PZ(": what the menu adds to the rule
    const char* words;     // "X is a prime number"
};

// Rules (predicates), in the menu's order.
std::span<const FunctionHelp> predicate_help();
// Values (operators), in the menu's order.
std::span<const FunctionHelp> operator_help();

}  // namespace knobel::crossnumber
