#pragma once
// New Matches puzzles (`knobel matches --generate N [--seed S] [--difficulty D] [--rotate]
// [--mirror]`): a *before* figure drawn the way matchstick puzzles are drawn — a patch of squares,
// of triangles, of hexagons, a street of houses or a display of seven-segment digits, on the 30°
// lattice of the file format — and an *after* figure made from it by relocating a few matches
// (digits: by changing a few digits to others with as many matches). The file's `moves` line is
// k, the fewest relocations over every allowed placement as the solver (solver.h) finds it with
// the options in force, so it is the minimum by construction; a try whose k is 0 (the relocations
// rebuilt the figure, shifted or turned) is thrown away.
//
// Difficulty, as the solver measures it (docs/matches.md, "New puzzles"):
//
//   k        the fewest matches to relocate: each one is 10 points (at most 8 count);
//   the count of optimal placements (placements that differ only by a symmetry of after are one):
//            one only is 10 points more, two or three 5 more: with fewer ways to succeed, fewer
//            guesses succeed.
//
// score = 10·min(k, 8) + (10 if one optimal placement, 5 if 2 or 3, else 0): easy below 30,
// medium 30 to 49, hard from 50. The generator relocates 1–2 matches for easy, 2–4 for medium and
// 4–6 for hard, and keeps the first try whose score lies in the asked band (else the closest of
// kGenerateAttempts tries).
//
// Deterministic for (N, seed, difficulty, options) on every platform: SplitMix64, integers only
// (no floating point anywhere, as in the whole Matches core), ordered containers only (the order
// of a hash map differs between standard libraries, and the web build uses another one).

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/difficulty.h"
#include "core/input_error.h"
#include "matches/problem.h"
#include "matches/solver.h"

namespace knobel::matches {

using knobel::Difficulty;

// What the before figure is drawn from.
enum class FigureStyle : std::uint8_t { squares, triangles, hexagons, houses, digits };
std::string_view style_name(FigureStyle style);  // "squares", "triangles", ...

struct GenerateOptions {
    std::size_t matches = 24;  // about how many matches per figure: kMinGenerateMatches .. kMaxGenerateMatches
    std::uint64_t seed = 1;
    Difficulty difficulty = Difficulty::medium;
    Options options;  // turns and the mirror allowed: the moves line is the minimum with these
};

// From a single square to a figure far bigger than anyone solves by hand; the hardest one of the
// largest size is made in well under a second (docs/performance.md).
inline constexpr std::size_t kMinGenerateMatches = 4;
inline constexpr std::size_t kMaxGenerateMatches = 1'000;
inline constexpr int kGenerateAttempts = 24;

// "40" -> 40; the error (naming --generate) gives the allowed range.
Expected<std::size_t> parse_generate_matches(std::string_view text);

struct Generated {
    Problem problem;  // moves = min_k
    FigureStyle style = FigureStyle::squares;
    std::uint64_t min_k = 0;
    std::uint64_t optimal_placements = 0;
    int score = 0;
    Difficulty reached = Difficulty::easy;  // the band the score lies in (the asked one when found)
};

// The difficulty measure above, and its band.
int difficulty_score(std::uint64_t min_k, std::uint64_t optimal_placements);
Difficulty difficulty_of_score(int score);

// A before figure of the style with about `matches` matches (exactly that many where the style's
// pieces allow it, else a few more; digits: that many or one fewer). Valid: no two matches cross,
// overlap or touch but at shared ends; one piece, except for digits (a piece each) and houses (a street each).
Figure styled_figure(FigureStyle style, std::size_t matches, std::uint64_t seed);

// A new puzzle (see above).
Generated generate(const GenerateOptions& options);

}  // namespace knobel::matches
