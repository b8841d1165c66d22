#pragma once
// A Hex-Max puzzle: the digits, the number m of moves allowed and the options, with the contest's
// file format (read and written back) and the limits that keep absurd input from freezing anyone.
//
// The file (as hexmax0.txt ... hexmax5.txt):
//     line 1   the hex number, digits 0-9 A-F in either case
//     line 2   m, a non-negative decimal integer
//     then     only blank lines and comment lines, whose first non-blank character is '#'
// Spaces and tabs around the number and around m are allowed; CRLF, lone CR and a missing final
// newline too, and a UTF-8 byte order mark at the start. Anything else is an error naming its line
// and column. The options are not part of the file (Save writes the two lines only).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "hexmax/glyphs.h"
#include "hexmax/moves.h"
#include "hexmax/options.h"

namespace knobel::hexmax {

struct Problem {
    std::vector<std::uint8_t> digits;  // values 0..15, leftmost first
    std::uint64_t m = 0;               // as given; the solver never needs more than the stick count
    Options options;

    friend bool operator==(const Problem&, const Problem&) = default;
};

// Limits, from measurements (docs/hexmax.md, docs/performance.md): past them Knobel says so at
// once instead of computing for minutes or allocating gigabytes.
inline constexpr std::size_t kMaxDigits = 100'000;
inline constexpr std::uint64_t kMaxM = 1'000'000'000'000'000'000;  // 10^18, the limit issue 21 names

// "D24" -> {13, 2, 4}. Every character must be a hex digit; an error names the column
// (`first_column` is that of text[0]) on `line` (0 when the text has no lines, as in a link).
// At least one and at most kMaxDigits digits.
Expected<std::vector<std::uint8_t>> parse_digits(std::string_view text, int line = 0, int first_column = 1);
// m: a non-negative decimal integer up to 10^18 (kMaxM); errors as for parse_digits.
Expected<std::uint64_t> parse_m(std::string_view text, int line = 0, int first_column = 1);
// {13, 2, 4} -> "D24".
std::string digits_text(const std::vector<std::uint8_t>& digits);
// The digits' shapes.
Display display_of(const std::vector<std::uint8_t>& digits, GlyphSet glyphs);

// Whether `problem` may be solved: nullopt if so. Otherwise which part is to blame and why: the
// number (empty or too long) or m (more than 18 digits). Every m within that is solved in seconds.
// A decimal-only answer for a number with A-F is allowed; the solver says when m is too small
// for any (Answer::exists).
struct ProblemError {
    enum class Part { digits, m } part;
    std::size_t position = 0;  // for Part::digits: the index of the digit to blame
    std::string message;
};
std::optional<ProblemError> check_problem(const Problem& problem);
// The solver's table cells for `problem` (its time is proportional to them): 0 when m does not
// bind (unconstrained.h), the answer then being known without a table.
std::uint64_t table_cells(const Problem& problem);

// The task's own example (../shared/specs/hexmax.md): D24 with m = 3, default options. The app
// opens with it.
Problem task_example();

// The file format above. The options are taken as given (they are not in the file). With
// `m_override` (the command line's --moves) line 2 must still be a valid m, but the problem gets
// the override, and an error about its size names no line.
Expected<Problem> parse_problem_file(std::string_view text, const Options& options = {},
                                     std::optional<std::uint64_t> m_override = std::nullopt);
// "D24\n3\n": the two lines, so that parse_problem_file(format_problem_file(p)) has p's digits and m.
std::string format_problem_file(const Problem& problem);

}  // namespace knobel::hexmax
