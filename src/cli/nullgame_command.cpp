// knobel nullgame: the template puzzle on the command line (docs/nullgame.md). Not in `knobel
// --help` (src/puzzles.def marks it hidden), but built and tested like every subcommand, so that
// the recipe in docs/architecture.md stays true.

#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "nullgame/puzzle.h"
#include "nullgame/solver.h"

namespace knobel::cli {

namespace {

constexpr const char* kNullgameHelp =
    "Usage: knobel nullgame FILE [--json]\n"
    "\n"
    "The template puzzle: a row of coins, H (heads) or T (tails) up, as one line in FILE (- for\n"
    "standard input). Turn coins over until every coin shows heads, with as few turns as possible.\n"
    "\n"
    "Output: the number of turns, then the coins turned (numbered from 0, the leftmost) on one line.\n"
    "  --json    {\"coins\": \"HTTH\", \"flips\": 2, \"moves\": [1, 2]}\n"
    "\n"
    "Exit status: 0 for an answer, 2 for bad input or usage.\n";

}  // namespace

int run_nullgame(int argc, char** argv) {
    Args args(argc, argv);
    if (args.flag("help")) return write_output("nullgame", kNullgameHelp);
    const bool json = args.flag("json");
    const std::vector<std::string> files = args.positionals();
    if (!args.error().empty()) return usage_error("nullgame", args.error());
    if (files.size() != 1)
        return usage_error("nullgame", files.empty() ? "no FILE given (see --help)" : "give one FILE only (see --help)");

    const std::string& path = files[0];
    const std::optional<std::string> text = read_input_file("nullgame", path);
    if (!text) return 2;
    const Expected<nullgame::Puzzle> puzzle = nullgame::parse_puzzle_file(*text);
    if (!puzzle) return usage_error("nullgame", with_source(puzzle.error(), path == "-" ? "stdin" : path).to_string());

    const nullgame::Answer answer = nullgame::solve(*puzzle);
    std::string out;
    if (json) {
        out = nullgame::answer_json(*puzzle, answer) + "\n";
    } else {
        out = std::to_string(answer.flips.size()) + "\n";
        for (std::size_t i = 0; i < answer.flips.size(); ++i) out += (i ? " " : "") + std::to_string(answer.flips[i].coin);
        out += "\n";
    }
    return write_output("nullgame", out);
}

}  // namespace knobel::cli
