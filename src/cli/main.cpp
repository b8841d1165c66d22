// knobel: the command line. Solves the same puzzles as the web app with the same core code.

#include <array>
#include <cstring>
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "cli/output.h"
#include "core/puzzle_list.h"

namespace {

using knobel::kPuzzles;

// Each puzzle's subcommand, in the order of knobel::kPuzzles (core/puzzle_list.h), the one list
// of the puzzles; a puzzle added there and not here fails to compile.
using Run = int (*)(int argc, char** argv);
constexpr std::array<Run, kPuzzles.size()> kRuns = {knobel::cli::run_views, knobel::cli::run_hexmax,
                                                    knobel::cli::run_matches, knobel::cli::run_crossnumber};

int print_help() {
    std::string help = "knobel " KNOBEL_VERSION " - enter, solve, understand and share classic contest puzzles\n\n"
                       "Usage: knobel <puzzle> [arguments]     knobel <puzzle> --help for each puzzle's own\n\n"
                       "Puzzles:\n";
    for (const knobel::PuzzleInfo& puzzle : kPuzzles) {
        const std::string name(puzzle.id);
        help += "  " + name + std::string(13 - name.size(), ' ') + std::string(puzzle.summary) + '\n';
    }
    help += "\nOptions:\n"
            "  --help       this text\n"
            "  --version    the version\n\n"
            "Exit status: 0 for an answer (\"unsolvable\" is an answer), 2 for bad input or usage, or when\n"
            "the output cannot be written (a full disk).\n"
            "FILE may be - for standard input; after -- every argument is a FILE (a file named -x).\n"
            "An option is given once; --json prints exactly one JSON object.\n";
    return knobel::cli::write_output("", help);
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    if (argc < 2) {
        // A usage error like any other (cli.md): one line on stderr, nothing on stdout.
        std::cerr << "knobel: which puzzle? (" << knobel::puzzle_ids_text() << "; see knobel --help)\n";
        return 2;
    }
    const char* first = argv[1];
    if (std::strcmp(first, "--help") == 0 || std::strcmp(first, "-h") == 0 || std::strcmp(first, "help") == 0) {
        return print_help();
    }
    if (std::strcmp(first, "--version") == 0) {
        return knobel::cli::write_output("", "knobel " KNOBEL_VERSION "\n");
    }
    for (std::size_t i = 0; i < kPuzzles.size(); ++i)
        if (kPuzzles[i].id == first) return kRuns[i](argc - 2, argv + 2);
    std::cerr << "knobel: unknown puzzle \"" << first << "\" (known: " << knobel::puzzle_ids_text(", ")
              << "; see --help)\n";
    return 2;
}
