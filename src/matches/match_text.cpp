#include "matches/match_text.h"

#include "core/text.h"

namespace knobel::matches {
namespace {

constexpr const char* kFieldNames[5] = {"a", "b", "c", "d", "the angle"};

// An integer token: an optional sign, then digits. Values beyond 18 digits report as too large.
struct ParsedInteger {
    bool ok = false;
    bool too_long = false;
    std::int64_t value = 0;
    int bad_offset = 0;  // where the first offending character is
};

ParsedInteger parse_integer(std::string_view text) {
    ParsedInteger result;
    std::size_t i = 0;
    bool negative = false;
    if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
        negative = text[0] == '-';
        i = 1;
    }
    if (i == text.size()) {
        result.bad_offset = static_cast<int>(i == 0 ? 0 : i - 1);
        return result;
    }
    std::size_t digits = 0;
    for (; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') {
            result.bad_offset = static_cast<int>(i);
            return result;
        }
        if (digits > 0 || text[i] != '0') ++digits;
        if (digits > 18) {
            result.too_long = true;
            continue;
        }
        result.value = result.value * 10 + (text[i] - '0');
    }
    if (negative) result.value = -result.value;
    result.ok = !result.too_long;
    return result;
}

}  // namespace

bool in_range(const Point& point) {
    const Abcd abcd = to_abcd(point);
    for (const std::int64_t value : {abcd.a, abcd.b, abcd.c, abcd.d})
        if (value > kMaxCoordinate || value < -kMaxCoordinate) return false;
    return true;
}

bool writable(const Match& match) { return in_range(match.start) || in_range(end_of(match)); }

std::vector<Token> split_tokens(std::string_view text, int first_column) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ' || text[i] == '\t') {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        tokens.push_back({text.substr(start, i - start), first_column + static_cast<int>(start)});
    }
    return tokens;
}

Expected<Match> parse_match_tokens(const std::vector<Token>& tokens, int line, int end_column, std::int64_t max_coordinate) {
    // "10^9", "7·10^9": the limit as the docs write it.
    const std::string limit = (max_coordinate == kMaxCoordinate ? "" : std::to_string(max_coordinate / kMaxCoordinate) + "\u00B7") + "10^9";
    std::int64_t values[5] = {0, 0, 0, 0, 0};
    for (std::size_t i = 0; i < tokens.size() && i < 5; ++i) {
        const Token& token = tokens[i];
        const ParsedInteger number = parse_integer(token.text);
        const std::string name = kFieldNames[i];
        if (!number.ok && !number.too_long)
            return error_at(line, token.column + number.bad_offset,
                            name + " must be an integer, found " + quote(token.text, 24));
        if (i < 4 && (number.too_long || number.value > max_coordinate || number.value < -max_coordinate))
            return error_at(line, token.column,
                            name + " is out of range: " + quote(token.text, 24) + " (at most " + limit + " either way)");
        if (i == 4 && (number.too_long || number.value < 0 || number.value > 330 || number.value % 30 != 0))
            return error_at(line, token.column,
                            "the angle must be one of 0, 30, 60, ..., 330 degrees, not " + quote(token.text, 24));
        values[i] = number.value;
    }
    if (tokens.size() != 5) {
        const std::string count = std::to_string(tokens.size()) + (tokens.size() == 1 ? " number" : " numbers");
        return error_at(line, tokens.size() > 5 ? tokens[5].column : end_column,
                        "a match is exactly 5 numbers (a b c d angle), found " + count);
    }
    const auto point = from_abcd({values[0], values[1], values[2], values[3]});
    if (!point)
        return error_at(line, tokens[0].column,
                        "the point (" + std::to_string(values[0]) + " " + std::to_string(values[1]) + " " +
                            std::to_string(values[2]) + " " + std::to_string(values[3]) +
                            ") is not on the lattice: a and d must both be even or both odd, and so must b and c");
    return make_match(*point, static_cast<int>(values[4] / 30));
}

Expected<Match> parse_match(std::string_view text, int line, int first_column, std::int64_t max_coordinate) {
    return parse_match_tokens(split_tokens(text, first_column), line, first_column + static_cast<int>(text.size()),
                              max_coordinate);
}

WrittenMatch written_form(const Match& match) {
    if (in_range(match.start) || !in_range(end_of(match))) return {to_abcd(match.start), 30 * match.direction};
    return {to_abcd(end_of(match)), 30 * match.direction + 180};
}

std::string match_text(const Match& match) {
    const WrittenMatch written = written_form(match);
    return std::to_string(written.point.a) + " " + std::to_string(written.point.b) + " " +
           std::to_string(written.point.c) + " " + std::to_string(written.point.d) + " " +
           std::to_string(written.angle);
}

std::string matches_count(std::uint64_t count) { return with_thousands(count) + (count == 1 ? " match" : " matches"); }

}  // namespace knobel::matches
