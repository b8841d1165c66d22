#pragma once
// Share links for Matches (core/link.h parses the fragment; docs/links.md describes it):
//
//     #matches/<before>/<after>[/u=<U>][/mode=at-most|strict][/rotate=1][/mirror=1]
//
// Each figure is one part in a compact code of base64url characters (A–Z a–z 0–9 - _). The
// matches are sorted (by start point p, q, r, s, then direction) and each is written as four
// numbers relative to the previous match's start (the first relative to the origin), in the ring
// basis p q r s of matches.md:
//     zigzag(Δp)·6 + direction,  zigzag(Δq),  zigzag(Δr),  zigzag(Δs)
// zigzag(x) = 2x for x ≥ 0 and −2x − 1 for x < 0. A number is written in base 32, lowest digit
// first, one character per digit: the character's 6-bit value is the digit, plus 32 when more
// digits follow. Neighbouring matches mostly differ by a unit step, so a match costs about four
// characters: a 60-match puzzle is a link of about 500 characters.
//
// Version: this is version 1 of the figure code (links without a "v<N>/" prefix). A change to the
// code will be written as "#v2/matches/..." and this version refuses it (core/link.h).
//
// The file's match order and comments are not kept; the canonical link of equal puzzles is equal.
// Errors name the link part (and the character in it).

#include <string>

#include "core/input_error.h"
#include "core/link.h"
#include "matches/problem.h"
#include "matches/solver.h"

namespace knobel::matches {

inline constexpr const char* kLinkPuzzle = "matches";

struct LinkedPuzzle {
    Problem problem;  // moves = the link's u
    Options options;
    Mode mode = Mode::exact;
    friend bool operator==(const LinkedPuzzle&, const LinkedPuzzle&) = default;
};

// A parsed link (whose puzzle is "matches") -> the puzzle, its figures valid as in a file.
Expected<LinkedPuzzle> puzzle_from_link(const Link& link);
// The canonical fragment.
std::string puzzle_link(const LinkedPuzzle& puzzle);

// One figure's code, and back (errors name `part` and the character).
std::string encode_figure(const Figure& figure);
Expected<Figure> decode_figure(std::string_view code, int part);

}  // namespace knobel::matches
