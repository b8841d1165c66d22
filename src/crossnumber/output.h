#pragma once
// The answer as the command line prints it (../shared/specs/cli.md): text for people, or one
// JSON object {"status", "solutions": [{"grid", "entries"}], "stats", "warnings"}. The app's
// state() uses the same JSON.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "crossnumber/puzzle.h"
#include "crossnumber/solver.h"

namespace knobel::crossnumber {

// The grid rows of a solution: digits in white cells, '#' in black ones.
std::vector<std::string> solution_rows(const Puzzle& puzzle, const Solution& solution);
// Every entry with its value, sorted by label (across before down): {"A_w", "111"}.
std::vector<std::pair<std::string, std::string>> solution_entries(const Puzzle& puzzle, const Solution& solution);
// Things a setter should know that do not stop the solve: white cells in no entry.
std::vector<std::string> puzzle_warnings(const Puzzle& puzzle);

// `micros`: the solve's time when the caller measured it (the core has no clock).
std::string answer_text(const Puzzle& puzzle, const SolveResult& result, std::optional<std::uint64_t> micros = {});
std::string answer_json(const Puzzle& puzzle, const SolveResult& result, std::optional<std::uint64_t> micros = {});

}  // namespace knobel::crossnumber
