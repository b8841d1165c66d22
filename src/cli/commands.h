#pragma once
// The subcommands of `knobel`, one per puzzle (../shared/specs/cli.md is the contract).
// Each takes the arguments after its name and returns the exit status: 0 for an answer
// (unsolvable is an answer), 2 for bad input or usage.

namespace knobel::cli {

int run_views(int argc, char** argv);
int run_hexmax(int argc, char** argv);
int run_matches(int argc, char** argv);
int run_crossnumber(int argc, char** argv);

// For a puzzle whose core is not built yet: says so and returns 2.
int not_built_yet(const char* name);

}  // namespace knobel::cli
