#pragma once
// The answer as text and as JSON (../shared/specs/cli.md). The JSON is what both the command
// line's --json and the app's knobel.state().result print, from this one function.

#include <functional>
#include <string>
#include <string_view>

#include "hexmax/problem.h"
#include "hexmax/solver.h"

namespace knobel::hexmax {

// {"input": "D24", "m": 3, "result": "EE4", "moves": 3, "steps": [{"from": [0, "b"], "to": [2, "g"]}, ...],
//  "solvable": true, "goal": "max", "glyphs": "contest", "digits": "hex"}
// The first five keys are the contract; "solvable" and the options follow them. Without an answer
// (decimal digits only and m too small): "result": null, "moves": null, "steps": [],
// "solvable": false and a "reason" in words.
std::string answer_json(const Problem& problem, const Answer& answer);

// The text output: line 1 the result, line 2 the number of moves, then one line per move with
// the display after it, one character per digit (state_char: the digit, or '?' when the sticks
// form none). Handed to `write` in pieces of about 64 KiB, so that a 1,000-digit, 1,369-move
// answer (1.4 million characters) or a far bigger one never has to sit in memory whole. Without
// an answer: "unsolvable" and, on line 2, the reason.
void write_answer_text(const Problem& problem, const Answer& answer,
                       const std::function<void(std::string_view)>& write);
// The same text in one string (for tests and small answers).
std::string answer_text(const Problem& problem, const Answer& answer);

}  // namespace knobel::hexmax
