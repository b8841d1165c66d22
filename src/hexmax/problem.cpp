#include "hexmax/problem.h"

#include <algorithm>

#include "core/text.h"
#include "hexmax/cost_model.h"
#include "hexmax/unconstrained.h"

namespace knobel::hexmax {
namespace {

// Column of the first character that is not a space or tab (1-based), or 0 for a blank line.
int first_nonblank_column(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] != ' ' && text[i] != '\t') return static_cast<int>(i) + 1;
    return 0;
}

}  // namespace

Problem task_example() {
    Problem problem;
    problem.digits = {0xD, 0x2, 0x4};
    problem.m = 3;
    return problem;
}

Expected<std::vector<std::uint8_t>> parse_digits(std::string_view text, int line, int first_column) {
    if (text.empty()) return error_at(line, first_column, "the hex number is missing");
    std::vector<std::uint8_t> digits;
    digits.reserve(std::min(text.size(), kMaxDigits));
    for (std::size_t i = 0; i < text.size(); ++i) {
        const int value = hex_digit_value(text[i]);
        const int column = first_column + static_cast<int>(i);
        if (value < 0)
            return error_at(line, column, describe_char(text[i]) + " is not a hex digit (0-9, A-F)");
        if (digits.size() == kMaxDigits) {
            std::size_t length = i;
            while (length < text.size() && hex_digit_value(text[length]) >= 0) ++length;
            return error_at(line, column,
                            "the number is too long: " + (length == text.size() ? with_thousands(length) : "more than " + with_thousands(i)) +
                                " digits, Knobel solves at most " + with_thousands(kMaxDigits));
        }
        digits.push_back(static_cast<std::uint8_t>(value));
    }
    return digits;
}

Expected<std::uint64_t> parse_m(std::string_view text, int line, int first_column) {
    auto m = parse_unsigned(text, kMaxM, "m", line, first_column);
    if (m || text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) return m;
    // All digits, yet too large: say that no puzzle needs such an m.
    return error_at(line, first_column,
                    "m is too large: " + quote(text, 24) + " has " + std::to_string(text.size()) + " digits, at most " +
                        std::to_string(kMaxM) + " is allowed (an m beyond the number's stick count changes nothing)");
}

std::string digits_text(const std::vector<std::uint8_t>& digits) {
    std::string text(digits.size(), '0');
    for (std::size_t i = 0; i < digits.size(); ++i) text[i] = digit_char(digits[i]);
    return text;
}

Display display_of(const std::vector<std::uint8_t>& digits, GlyphSet glyphs) {
    Display display(digits.size());
    for (std::size_t i = 0; i < digits.size(); ++i) display[i] = glyph_mask(digits[i], glyphs);
    return display;
}

std::uint64_t table_cells(const Problem& problem) {
    const std::optional<UnconstrainedOptimum> optimum = unconstrained_optimum(problem);
    if (optimum && problem.m >= optimum->moves) return 0;
    const std::uint64_t moves = effective_moves(problem.digits, problem.options.glyphs, problem.m);
    return SurplusBands(problem.digits, CostModel(problem.options), moves).table_cells();
}

std::optional<ProblemError> check_problem(const Problem& problem) {
    using Part = ProblemError::Part;
    if (problem.digits.empty()) return ProblemError{Part::digits, 0, "the hex number is missing"};
    if (problem.digits.size() > kMaxDigits)
        return ProblemError{Part::digits, kMaxDigits, "the number is too long: " + with_thousands(problem.digits.size()) +
                                                          " digits, Knobel solves at most " + with_thousands(kMaxDigits)};
    if (problem.m > kMaxM) return ProblemError{Part::m, 0, "m is too large: at most " + std::to_string(kMaxM)};
    // Every m within these limits is solved: an m that does not bind without a table, a binding
    // one with a table narrower than 2m + 1 surpluses (docs/performance.md has the times).
    return std::nullopt;
}

Expected<Problem> parse_problem_file(std::string_view text, const Options& options,
                                     std::optional<std::uint64_t> m_override) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte order mark
    const std::vector<TextLine> lines = split_lines(text);
    Problem problem;
    problem.options = options;

    if (lines.empty()) return error_at(1, 1, "the file is empty: line 1 should be the hex number, line 2 m");
    const std::string_view number_line = lines[0].text;
    const int number_column = first_nonblank_column(number_line);
    if (number_column == 0) return error_at(1, 1, "line 1 is empty: it should be the hex number, e.g. D24");
    if (number_line[static_cast<std::size_t>(number_column - 1)] == '#')
        return error_at(1, number_column, "line 1 must be the hex number; comment lines may only follow line 2");
    auto digits = parse_digits(trim(number_line), 1, number_column);
    if (!digits) return digits.error();
    problem.digits = std::move(digits.value());

    if (lines.size() < 2) return error_at(2, 1, "m is missing: line 2 should be the number of moves allowed");
    const std::string_view m_line = lines[1].text;
    const int m_column = first_nonblank_column(m_line);
    if (m_column == 0) return error_at(2, 1, "line 2 is empty: it should be m, the number of moves allowed");
    auto m = parse_m(trim(m_line), 2, m_column);
    if (!m) return m.error();
    problem.m = m.value();

    // Every line after m is a comment, with or without '#': hexmax.md says so, and community
    // example files put a description there.

    if (m_override) problem.m = *m_override;
    if (auto error = check_problem(problem)) {
        if (error->part == ProblemError::Part::m)
            return m_override ? error_in("--moves", error->message) : error_at(2, m_column, error->message);
        return error_at(1, number_column + static_cast<int>(error->position), error->message);
    }
    return problem;
}

std::string format_problem_file(const Problem& problem) {
    return digits_text(problem.digits) + "\n" + std::to_string(problem.m) + "\n";
}

}  // namespace knobel::hexmax
