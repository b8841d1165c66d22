#pragma once
// A Matches puzzle (../shared/specs/matches.md): the before and after figures and, optionally, u
// (the file's `moves` line), with the file format read and written back.
//
//     # a comment                      '#' starts a comment anywhere on a line
//     before [N]                       or `vorher`; keywords in any case; N must be the list's size
//     a b c d angle                    one match per line, the lists in either order
//     after [N]                        or `nachher`
//     ...
//     moves U                          optional, outside the lists (it ends the list above it)
//
// CRLF, tabs, a leading '+' on numbers and a UTF-8 byte order mark are accepted. Errors name the
// line (and the column where one token is to blame), for every case the spec lists; when a file
// has several problems, the one on the earliest line is reported.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "matches/figure.h"
#include "matches/match_text.h"

namespace knobel::matches {

struct Problem {
    Figure before;  // canonical matches, in file order
    Figure after;
    std::optional<std::uint64_t> moves;  // u from the file's `moves` line

    friend bool operator==(const Problem&, const Problem&) = default;
};

// Limits that keep absurd input from freezing anyone: the solver's work grows with the square of
// the figure's size (docs/matches.md).
inline constexpr std::size_t kMaxMatches = 5'000;
inline constexpr std::uint64_t kMaxU = 999'999'999'999'999'999;  // 18 digits

Expected<Problem> parse_problem_file(std::string_view text);
// The file text back: `before`, `after`, then `moves U` if the problem has one; every match in
// its canonical written form. parse_problem_file(format_problem_file(p)) == p.
std::string format_problem_file(const Problem& problem);

// A figure's rule breaks as a message ("crosses the match on line 4" style is the file's job;
// this one names list positions, for links and play): nullopt when the figure is valid.
std::optional<std::string> figure_problem(const Figure& figure, std::string_view name);

// Warnings that do not stop solving: "the before figure falls apart into 2 pieces".
std::vector<std::string> problem_warnings(const Problem& problem);

// u as written on the command line or in a link: a non-negative integer of at most 18 digits.
Expected<std::uint64_t> parse_u(std::string_view text, int line = 0, int first_column = 1);

}  // namespace knobel::matches
