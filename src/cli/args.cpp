#include "cli/args.h"

#include <cstdio>
#include <iostream>
#include <utility>

#include "cli/file_reader.h"

namespace knobel::cli {

Args::Args(int argc, char** argv) {
    for (int i = 0; i < argc; ++i) tokens_.push_back({argv[i]});
}

bool Args::flag(std::string_view name) {
    bool found = false;
    for (Token& token : tokens_) {
        if (!token.claimed && token.text.size() == name.size() + 2 && token.text.compare(0, 2, "--") == 0 &&
            std::string_view(token.text).substr(2) == name) {
            token.claimed = true;
            found = true;
        }
    }
    return found;
}

std::optional<std::string> Args::option(std::string_view name) {
    const std::string plain = "--" + std::string(name);
    std::optional<std::string> value;
    for (std::size_t i = 0; i < tokens_.size(); ++i) {
        Token& token = tokens_[i];
        if (token.claimed) continue;
        if (token.text == plain) {
            token.claimed = true;
            if (i + 1 >= tokens_.size()) {
                if (error_.empty()) error_ = plain + " needs a value";
                return std::nullopt;
            }
            tokens_[i + 1].claimed = true;
            value = tokens_[i + 1].text;
            ++i;
        } else if (token.text.compare(0, plain.size() + 1, plain + "=") == 0) {
            token.claimed = true;
            value = token.text.substr(plain.size() + 1);
        }
    }
    return value;
}

std::vector<std::string> Args::positionals() {
    std::vector<std::string> result;
    for (Token& token : tokens_) {
        if (token.claimed) continue;
        if (token.text.size() > 1 && token.text[0] == '-' && token.text != "-") continue;  // an unknown option
        token.claimed = true;
        result.push_back(token.text);
    }
    return result;
}

std::string Args::error() const {
    if (!error_.empty()) return error_;
    for (const Token& token : tokens_)
        if (!token.claimed) return "unknown option \"" + token.text + "\" (see --help)";
    return {};
}

int usage_error(std::string_view command, std::string_view message) {
    std::cerr << "knobel " << command << ": " << message << '\n';
    return 2;
}

std::optional<std::string> read_input_file(std::string_view command, const std::string& path) {
    Expected<std::string> text = read_input(path);
    if (!text) {
        std::cerr << "knobel " << command << ": " << text.error().to_string() << '\n';
        return std::nullopt;
    }
    return std::move(text.value());
}

}  // namespace knobel::cli
