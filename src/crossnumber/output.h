#pragma once
// The answer as the command line prints it (../shared/specs/cli.md): text for people, or one
// JSON object {"status", "solutions": [{"grid", "entries"}], "stats", "warnings"}. The app's
// state() uses the same JSON.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json_writer.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/solver.h"

namespace knobel::crossnumber {

// The grid rows of a solution: digits in white cells, '#' in black ones.
std::vector<std::string> solution_rows(const Puzzle& puzzle, const Solution& solution);
// Every entry with its value, sorted by label (across before down): {"A_w", "111"}.
std::vector<std::pair<std::string, std::string>> solution_entries(const Puzzle& puzzle, const Solution& solution);
// The solutions as answer_text() and the setter report print them: the grid rows and the entries,
// each headed "solution N:" when there are several (and `heading` before a single one).
std::string solutions_text(const Puzzle& puzzle, const std::vector<Solution>& solutions, std::string_view heading = "");
// The "solutions" array of the JSON answer: [{"grid": [...], "entries": {...}}, ...].
void solutions_json(JsonWriter& json, const Puzzle& puzzle, const std::vector<Solution>& solutions);
// Things a setter should know that do not stop the solve: white cells in no entry.
std::vector<std::string> puzzle_warnings(const Puzzle& puzzle);

// `micros`: the solve's time when the caller measured it (the core has no clock). A result that is
// not finished has the status "unfinished" and the solutions found so far.
std::string answer_text(const Puzzle& puzzle, const SolveResult& result, std::optional<std::uint64_t> micros = {});
std::string answer_json(const Puzzle& puzzle, const SolveResult& result, std::optional<std::uint64_t> micros = {});

}  // namespace knobel::crossnumber
