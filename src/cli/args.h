#pragma once
// Reading a subcommand's arguments: flags (--json), options with a value (--moves 3 or
// --moves=3) and positional arguments, in any order. Whatever is left unclaimed is an error, so
// a misspelt option never passes silently.

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
    // The value of --name VALUE or --name=VALUE, if given. A missing value is an error (error()).
    std::optional<std::string> option(std::string_view name);
    // The positional arguments ("-" included). Call after claiming every flag and option.
    std::vector<std::string> positionals();

    // The first problem: a missing value, or an option nobody claimed. Empty when all is well.
    std::string error() const;

private:
    struct Token {
        std::string text;
        bool claimed = false;
    };
    std::vector<Token> tokens_;
    std::string error_;
};

// Prints "knobel <command>: <message>" on stderr and returns 2, the exit status for bad input.
int usage_error(std::string_view command, std::string_view message);

// Reads a whole file, or standard input for "-". Returns nullopt (after printing the reason,
// naming the file) when it cannot.
std::optional<std::string> read_input_file(std::string_view command, const std::string& path);

}  // namespace knobel::cli
