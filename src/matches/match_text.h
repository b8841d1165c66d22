#pragma once
// One match as text, "a b c d angle" (file coordinates, ../shared/specs/matches.md): read with
// errors that name the column, and written in one canonical form, shared by the file format and
// the move syntax.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "matches/geometry.h"

namespace knobel::matches {

inline constexpr std::int64_t kMaxCoordinate = 1'000'000'000;
// How far an answer reaches: a placement and a move's `to` may lie beyond the figures' range, and
// the move syntax (moves.h: play, the play= part of links) reads back every answer knobel prints.
// With both figures within R = 10^9 (match ends within R + 2), every coordinate of an answer is
// below 7·R: a placement that covers some before match shifts the turned after figure (each
// coordinate at most 2·(R + 2) after any turn or mirror) onto it, so its matches stay within
// (R + 2) + 2·2·(R + 2) = 5·R + 10; the far placement, covering nothing, shifts after along x past
// before by at most (1 + √3)·(R + 2) + 4 in x, i.e. twice that in a, so a stays within
// (R + 2) + 2·(1 + √3)·(R + 2) + 8 < 6.5·R + 30. Tests check every printed answer against it.
inline constexpr std::int64_t kMaxAnswerCoordinate = 7 * kMaxCoordinate;

// Whether a point's file coordinates are within the spec's range (|a|, |b|, |c|, |d| ≤ 10^9).
bool in_range(const Point& point);
// Whether a match can be written as text: one of its ends is in range.
bool writable(const Match& match);

// A word of a line, separated by spaces and tabs; `column` is 1-based.
struct Token {
    std::string_view text;
    int column = 0;
};
std::vector<Token> split_tokens(std::string_view text, int first_column = 1);

// Five tokens as a match: integers (a leading + is fine), |a|, |b|, |c|, |d| ≤ `max_coordinate`
// (10^9 in a file; kMaxAnswerCoordinate in a move), the point on the lattice (a ≡ d, b ≡ c mod 2),
// the angle one of 0, 30, …, 330. `end_column` is the column just after the text (for "a number is
// missing").
Expected<Match> parse_match_tokens(const std::vector<Token>& tokens, int line, int end_column,
                                   std::int64_t max_coordinate = kMaxCoordinate);
// The same from text.
Expected<Match> parse_match(std::string_view text, int line = 0, int first_column = 1,
                            std::int64_t max_coordinate = kMaxCoordinate);

// The canonical written form: from the end where the angle is 0..150 ("0 0 0 0 0" rather than
// "2 0 0 0 180"); from the other end only if the first would be out of range.
std::string match_text(const Match& match);
// The same five numbers, for JSON: a, b, c, d, angle.
struct WrittenMatch {
    Abcd point;
    int angle = 0;
};
WrittenMatch written_form(const Match& match);

// "1 match", "2 matches", "1,000 matches": a count of matches for messages.
std::string matches_count(std::uint64_t count);

}  // namespace knobel::matches
