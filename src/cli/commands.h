#pragma once
// The subcommands of `knobel`, one per puzzle (../shared/specs/cli.md is the contract).
// Each takes the arguments after its name and returns the exit status: 0 for an answer
// (unsolvable is an answer), 2 for bad input or usage.

namespace knobel::cli {

// run_<id>(argc, argv) for every puzzle of src/puzzles.def, each defined in <id>_command.cpp.
#define KNOBEL_PUZZLE(id, title, shown, summary, short_title) int run_##id(int argc, char** argv);
#include "puzzles.def"
#undef KNOBEL_PUZZLE

}  // namespace knobel::cli
