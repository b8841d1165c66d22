// knobel: the command line. Solves the same puzzles as the web app with the same core code.

#include <cstring>
#include <iostream>
#include <string>
#include <string_view>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/process_memory.h"
#include "core/puzzle_list.h"

namespace {

using knobel::kPuzzles;

// Each puzzle's subcommand, made from the one list (src/puzzles.def): a puzzle listed there whose
// run_<id> is missing fails to link.
struct Subcommand {
    std::string_view id;
    int (*run)(int argc, char** argv);
};
constexpr Subcommand kSubcommands[] = {
#define KNOBEL_PUZZLE(id, title, shown, summary, short_title) {#id, knobel::cli::run_##id},
#include "puzzles.def"
#undef KNOBEL_PUZZLE
};

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
    knobel::cli::keep_freed_memory();
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
    for (const Subcommand& subcommand : kSubcommands)
        if (subcommand.id == first) return subcommand.run(argc - 2, argv + 2);
    std::cerr << "knobel: unknown puzzle \"" << first << "\" (known: " << knobel::puzzle_ids_text(", ")
              << "; see --help)\n";
    return 2;
}
