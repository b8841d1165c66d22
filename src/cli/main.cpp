// knobel: the command line. Solves the same puzzles as the web app with the same core code.

#include <cstring>
#include <iostream>
#include <string>

#include "cli/commands.h"

namespace {

using knobel::cli::Command;

const Command kCommands[] = {
    {"views", "top, front and side views: the fewest cubes that show them", knobel::cli::run_views},
    {"hexmax", "the largest hex number in at most m stick moves", knobel::cli::run_hexmax},
    {"matches", "turn one matchstick figure into another by moving u matches", knobel::cli::run_matches},
    {"crossnumber", "solve a crossnumber (and check that its solution is unique)", knobel::cli::run_crossnumber},
};

void print_help() {
    std::cout << "knobel " KNOBEL_VERSION " - enter, solve, understand and share classic contest puzzles\n\n"
                 "Usage: knobel <puzzle> [arguments]     knobel <puzzle> --help for each puzzle's own\n\n"
                 "Puzzles:\n";
    for (const Command& command : kCommands) {
        const std::string name = command.name;
        std::cout << "  " << name << std::string(13 - name.size(), ' ') << command.summary << '\n';
    }
    std::cout << "\nOptions:\n"
                 "  --help       this text\n"
                 "  --version    the version\n\n"
                 "Exit status: 0 for an answer (\"unsolvable\" is an answer), 2 for bad input or usage.\n"
                 "FILE may be - for standard input. --json prints exactly one JSON object.\n";
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    if (argc < 2) {
        // A usage error like any other (cli.md): one line on stderr, nothing on stdout.
        std::cerr << "knobel: which puzzle? (views, hexmax, matches or crossnumber; see knobel --help)\n";
        return 2;
    }
    const char* first = argv[1];
    if (std::strcmp(first, "--help") == 0 || std::strcmp(first, "-h") == 0 || std::strcmp(first, "help") == 0) {
        print_help();
        return 0;
    }
    if (std::strcmp(first, "--version") == 0) {
        std::cout << "knobel " KNOBEL_VERSION "\n";
        return 0;
    }
    for (const Command& command : kCommands)
        if (std::strcmp(first, command.name) == 0) return command.run(argc - 2, argv + 2);
    std::cerr << "knobel: unknown puzzle \"" << first << "\" (known: views, hexmax, matches, crossnumber; see --help)\n";
    return 2;
}
