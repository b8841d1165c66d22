#pragma once
// Reading a subcommand's arguments, the one way every subcommand does it: flags (--json), options
// with a value (--moves 3 or --moves=3) and operands (FILE, HEX, "-" for standard input), in any
// order; "--" ends the options, so everything after it is an operand (a file named "-x").
//
// A subcommand claims what it knows, then asks for the operands and the first problem:
//
//     Args args(argc, argv);
//     const bool json = args.flag("json");
//     const std::optional<std::string> moves = args.option("moves");
//     const std::vector<std::string> files = args.positionals();
//     if (!args.error().empty()) return usage_error("hexmax", args.error());
//
// Adding an option is one more flag() or option() line. Refused, each with one sentence:
// an option nobody claimed (a misspelling never passes silently), an option with a value given
// twice (which one was meant?), an option whose value is missing (`--moves --json` never takes
// "--json" as the value) and a flag given a value (`--json=1`). A repeated flag is allowed: it
// says the same thing twice.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace knobel::cli {

class Args {
public:
    Args(int argc, char** argv);  // argv[0] is the first argument after the subcommand

    // True if --name was given (and claims it).
    bool flag(std::string_view name);
    // The value of --name VALUE or --name=VALUE, if given (and claims both).
    std::optional<std::string> option(std::string_view name);
    // The operands: every argument that is not an option, and everything after "--". Call after
    // claiming every flag and option (their values are not operands).
    std::vector<std::string> positionals();

    // The first problem in the order of the arguments, or "" when all is well.
    std::string error() const;

private:
    struct Token {
        std::string text;
        bool claimed = false;
        std::string problem;  // what is wrong with it, found while claiming
    };
    // An option's token: before the end of the options, and "--name" or "--name=...".
    bool names_option(std::size_t index, std::string_view name) const;

    std::vector<Token> tokens_;
    std::size_t options_end_;  // the index of "--" (claimed), or tokens_.size() without one
};

// Prints "knobel <command>: <message>" on stderr and returns 2, the exit status for bad input.
int usage_error(std::string_view command, std::string_view message);

// Reads a whole file, or standard input for "-". Returns nullopt (after printing the reason,
// naming the file) when it cannot.
std::optional<std::string> read_input_file(std::string_view command, const std::string& path);

}  // namespace knobel::cli
