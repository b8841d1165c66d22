#include "cli/args.h"

#include <iostream>
#include <utility>

#include "cli/file_reader.h"
#include "core/text.h"

namespace knobel::cli {
namespace {

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// "--json", "--moves=3", "-x": what an option looks like ("-" alone is standard input).
bool looks_like_option(std::string_view text) { return text.size() > 1 && text[0] == '-'; }

}  // namespace

Args::Args(int argc, char** argv) {
    for (int i = 0; i < argc; ++i) tokens_.push_back({argv[i], false, {}});
    options_end_ = tokens_.size();
    for (std::size_t i = 0; i < tokens_.size(); ++i)
        if (tokens_[i].text == "--") {
            tokens_[i].claimed = true;
            options_end_ = i;
            break;
        }
}

bool Args::names_option(std::size_t index, std::string_view name) const {
    if (index >= options_end_) return false;
    const std::string_view text = tokens_[index].text;
    if (!starts_with(text, "--") || text.substr(2, name.size()) != name) return false;
    return text.size() == 2 + name.size() || text[2 + name.size()] == '=';
}

bool Args::flag(std::string_view name) {
    bool found = false;
    for (std::size_t i = 0; i < options_end_; ++i) {
        if (!names_option(i, name)) continue;
        Token& token = tokens_[i];
        token.claimed = true;
        if (token.text.size() > 2 + name.size())
            token.problem = "--" + std::string(name) + " takes no value, found " + quote(token.text);
        found = true;
    }
    return found;
}

std::optional<std::string> Args::option(std::string_view name) {
    const std::string plain = "--" + std::string(name);
    std::optional<std::string> value;
    for (std::size_t i = 0; i < options_end_; ++i) {
        if (!names_option(i, name)) continue;
        Token& token = tokens_[i];
        token.claimed = true;
        std::optional<std::string> given;
        if (token.text.size() > plain.size()) {
            given = token.text.substr(plain.size() + 1);
        } else if (i + 1 >= options_end_) {
            token.problem = plain + " needs a value";
        } else if (starts_with(tokens_[i + 1].text, "--")) {
            // `--moves --json`: the next option is not a value, and is left for its own check.
            token.problem = plain + " needs a value, found the option " + quote(tokens_[i + 1].text);
        } else {
            tokens_[++i].claimed = true;
            given = tokens_[i].text;
        }
        if (!given) continue;
        if (value) {
            if (token.problem.empty())
                token.problem = plain + " is given twice (" + quote(*value) + " and " + quote(*given) + "): give it once";
        } else {
            value = std::move(given);
        }
    }
    return value;
}

std::vector<std::string> Args::positionals() {
    std::vector<std::string> result;
    for (std::size_t i = 0; i < tokens_.size(); ++i) {
        Token& token = tokens_[i];
        if (token.claimed) continue;
        if (i < options_end_ && looks_like_option(token.text)) continue;  // an unknown option: error() names it
        token.claimed = true;
        result.push_back(token.text);
    }
    return result;
}

std::string Args::error() const {
    for (std::size_t i = 0; i < tokens_.size(); ++i) {
        const Token& token = tokens_[i];
        if (!token.problem.empty()) return token.problem;
        if (token.claimed) continue;
        if (i >= options_end_ || !looks_like_option(token.text)) return "unexpected argument " + quote(token.text) + " (see --help)";
        if (starts_with(token.text, "--")) return "unknown option " + quote(token.text) + " (see --help)";
        return "unknown option " + quote(token.text) + " (see --help; an argument that starts with - goes after --)";
    }
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
