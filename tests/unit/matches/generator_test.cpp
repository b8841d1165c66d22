// New Matches puzzles (src/matches/generator.h): the files parse, both figures are valid, the
// moves line is solvable and is the minimum, the same seed gives the same file, and the difficulty
// measure orders easy < medium < hard on average over 100 seeds.
//
// The minimum is checked against a brute force written here from the spec alone, on the printed
// file's text: it reads the numbers itself, works in the file's a b c d coordinates (not the core's
// ring basis), and tries every choice of relocated matches, fewest first: u matches can be
// relocated when the others all lie in one allowed placement of after. It shares no code with the
// generator or the solver.

#include "matches/generator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "matches/answer.h"
#include "matches/figure.h"
#include "matches/problem.h"
#include "matches/solver.h"
#include "unit/sanitized_cases.h"

namespace knobel::matches {
namespace {

// ---- The independent brute force ------------------------------------------------------------

using P = std::array<std::int64_t, 4>;  // a b c d: x = a/2 + b·√3/2, y = c/2 + d·√3/2
using M = std::pair<P, P>;              // a match as its two ends, the smaller first

P plus(const P& x, const P& y) { return {x[0] + y[0], x[1] + y[1], x[2] + y[2], x[3] + y[3]}; }
P minus(const P& x, const P& y) { return {x[0] - y[0], x[1] - y[1], x[2] - y[2], x[3] - y[3]}; }

// The unit step at steps·30°: (cos, sin) = ((a + b√3)/2, (c + d√3)/2).
P unit(int steps) {
    static const P table[12] = {{2, 0, 0, 0},   {0, 1, 1, 0},  {1, 0, 0, 1},   {0, 0, 2, 0},
                                {-1, 0, 0, 1},  {0, -1, 1, 0}, {-2, 0, 0, 0},  {0, -1, -1, 0},
                                {-1, 0, 0, -1}, {0, 0, -2, 0}, {1, 0, 0, -1},  {0, 1, -1, 0}};
    return table[((steps % 12) + 12) % 12];
}
// A turn by 30°: x' = x·√3/2 − y/2, y' = x/2 + y·√3/2, written out on a b c d.
P turn(const P& v) { return {(3 * v[1] - v[2]) / 2, (v[0] - v[3]) / 2, (v[0] + 3 * v[3]) / 2, (v[1] + v[2]) / 2}; }
P flip(const P& v) { return {v[0], v[1], -v[2], -v[3]}; }
P transform(P v, int rotation, bool mirrored) {
    if (mirrored) v = flip(v);
    for (int i = 0; i < rotation; ++i) v = turn(v);
    return v;
}
M make(const P& x, const P& y) { return x < y ? M{x, y} : M{y, x}; }

struct Figures {
    std::vector<M> before, after;
    long long moves = -1;
};

// The file read with no help from the core: keywords, 5 numbers a line, `moves U`, # comments.
Figures read_file(const std::string& text) {
    Figures figures;
    std::vector<M>* list = nullptr;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        line = line.substr(0, line.find('#'));
        std::istringstream words(line);
        std::string first;
        if (!(words >> first)) continue;
        if (first == "before") list = &figures.before;
        else if (first == "after") list = &figures.after;
        else if (first == "moves") words >> figures.moves;
        else {
            P point{std::stoll(first), 0, 0, 0};
            int angle = 0;
            words >> point[1] >> point[2] >> point[3] >> angle;
            list->push_back(make(point, plus(point, unit(angle / 30))));
        }
    }
    return figures;
}

struct Brute {
    std::uint64_t min_moves = 0;
    std::uint64_t optimal_figures = 0;  // distinct placed after figures that need only min_moves
};

Brute brute_force(const Figures& figures, bool rotate, bool mirror) {
    const std::size_t n = figures.before.size();
    // Every placement that keeps some before match takes an end of an after match onto an end of a
    // before match: all of them, each as the set of before matches it keeps (a bit mask).
    std::set<std::uint32_t> kept_masks;
    std::set<std::pair<std::uint32_t, std::vector<M>>> placed_figures;
    for (int m = 0; m < (mirror ? 2 : 1); ++m)
        for (int r = 0; r < (rotate ? 12 : 1); ++r)
            for (const M& a : figures.after)
                for (const M& b : figures.before)
                    for (const P& from : {a.first, a.second})
                        for (const P& to : {b.first, b.second}) {
                            const P shift = minus(to, transform(from, r, m == 1));
                            std::vector<M> placed;
                            for (const M& x : figures.after)
                                placed.push_back(make(plus(transform(x.first, r, m == 1), shift), plus(transform(x.second, r, m == 1), shift)));
                            std::sort(placed.begin(), placed.end());
                            std::uint32_t kept = 0;
                            for (std::size_t i = 0; i < n; ++i)
                                if (std::binary_search(placed.begin(), placed.end(), figures.before[i])) kept |= 1u << i;
                            kept_masks.insert(kept);
                            placed_figures.insert({kept, placed});
                        }
    // Every choice of matches to relocate, fewest first: the rest must all be kept by one placement.
    Brute brute;
    const std::uint32_t all = n == 32 ? ~0u : (1u << n) - 1;
    for (std::size_t u = 0; u <= n; ++u) {
        bool possible = u == n;  // everything relocated: after laid anywhere
        for (std::uint32_t relocated = 0; relocated <= all && !possible; ++relocated) {
            if (static_cast<std::size_t>(std::popcount(relocated)) != u) continue;
            const std::uint32_t rest = all & ~relocated;
            for (const std::uint32_t kept : kept_masks)
                if ((kept & rest) == rest) possible = true;
        }
        if (possible) {
            brute.min_moves = u;
            break;
        }
    }
    std::set<std::vector<M>> optimal;
    for (const auto& [kept, placed] : placed_figures)
        if (n - static_cast<std::size_t>(std::popcount(kept)) == brute.min_moves) optimal.insert(placed);
    brute.optimal_figures = optimal.size();
    return brute;
}

constexpr Difficulty kDifficulties[] = {Difficulty::easy, Difficulty::medium, Difficulty::hard};

std::string file_of(const Generated& generated) { return format_problem_file(generated.problem); }

// ---- The brute force itself, on puzzles whose answer is known -------------------------------

TEST(MatchesGeneratorBruteForce, KnowsTheClassics) {
    // A square of four, after with one side moved off: one move; turned, still one.
    const std::string square = "before\n0 0 0 0 0\n0 0 0 0 90\n2 0 0 0 90\n0 0 2 0 0\n";
    EXPECT_EQ(brute_force(read_file(square + "after\n0 0 0 0 0\n0 0 0 0 90\n2 0 0 0 90\n2 0 0 0 0\n"), false, false).min_moves, 1u);
    // The same square shifted: nothing to move.
    EXPECT_EQ(brute_force(read_file(square + "after\n4 0 0 0 0\n4 0 0 0 90\n6 0 0 0 90\n4 0 2 0 0\n"), false, false).min_moves, 0u);
    // Three matches in a row against three upright: all three move, unless turning is allowed.
    const std::string rows = "before\n0 0 0 0 0\n2 0 0 0 0\n4 0 0 0 0\nafter\n0 0 0 0 90\n0 0 2 0 90\n0 0 4 0 90\n";
    EXPECT_EQ(brute_force(read_file(rows), false, false).min_moves, 3u);
    EXPECT_EQ(brute_force(read_file(rows), true, false).min_moves, 0u);
    // A 30° match against a 0° one: only a turn by 30° or the mirror of a -30° match helps.
    EXPECT_EQ(brute_force(read_file("before\n0 0 0 0 30\nafter\n0 0 0 0 330\n"), false, true).min_moves, 0u);
    EXPECT_EQ(brute_force(read_file("before\n0 0 0 0 30\nafter\n0 0 0 0 330\n"), false, false).min_moves, 1u);
}

// ---- The generator --------------------------------------------------------------------------

TEST(MatchesGenerator, FilesParseFiguresAreValidAndTheMovesLineIsSolvable) {
    for (const std::size_t size : {4, 5, 9, 12, 30, 100}) {
        for (const Difficulty difficulty : kDifficulties) {
            for (std::uint64_t seed = 1; seed <= 5; ++seed) {
                for (const bool turns : {false, true}) {
                    GenerateOptions options{size, seed, difficulty, Options{turns, turns}};
                    const Generated generated = generate(options);
                    const std::string where = "N=" + std::to_string(size) + " seed " + std::to_string(seed) + " " +
                                              std::string(difficulty_name(difficulty)) + (turns ? " turns" : "");
                    const std::string text = file_of(generated) + "# generated\n";
                    const auto parsed = parse_problem_file(text);
                    ASSERT_TRUE(parsed.ok()) << where << ": " << parsed.error().to_string();
                    EXPECT_EQ(*parsed, generated.problem) << where;
                    EXPECT_FALSE(first_rule_break(parsed->before)) << where;
                    EXPECT_FALSE(first_rule_break(parsed->after)) << where;
                    EXPECT_EQ(parsed->before.size(), parsed->after.size()) << where;
                    // About N: the styles overshoot by less than one house or hexagon.
                    EXPECT_GE(parsed->before.size() + 1, size) << where;
                    EXPECT_LE(parsed->before.size(), size + 8) << where;
                    ASSERT_TRUE(parsed->moves) << where;
                    EXPECT_GE(*parsed->moves, 1u) << where;
                    EXPECT_EQ(*parsed->moves, generated.min_k) << where;
                    // Exactly k relocations do it, and the answer's moves are k.
                    const Analysis analysis = analyse(*parsed, options.options);
                    const Answer answer = answer_for(*parsed, analysis, parsed->moves, Mode::exact);
                    ASSERT_EQ(answer.solvable, true) << where;
                    EXPECT_EQ(answer.moves.size(), *parsed->moves) << where;
                    // One fewer does not (at most k - 1 moves).
                    EXPECT_EQ(answer_for(*parsed, analysis, *parsed->moves - 1, Mode::at_most).solvable, false) << where;
                    EXPECT_EQ(generated.score, difficulty_score(generated.min_k, generated.optimal_placements)) << where;
                    EXPECT_EQ(generated.reached, difficulty_of_score(generated.score)) << where;
                }
            }
        }
    }
}

TEST(MatchesGenerator, TheMovesLineIsTheMinimumAsBruteForceFindsIt) {
    int checked = 0;
    for (std::size_t size = 4; size <= 8; ++size) {
        for (const Difficulty difficulty : kDifficulties) {
            for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(knobel::testing::cases(12)); ++seed) {
                for (int variant = 0; variant < 3; ++variant) {
                    const Options options{variant >= 1, variant == 2};
                    const Generated generated = generate({size, seed * 7919 + size, difficulty, options});
                    const Figures figures = read_file(file_of(generated));
                    if (figures.before.size() > 12) continue;  // a house's second column: too many subsets
                    const Brute brute = brute_force(figures, options.rotate, options.mirror);
                    const std::string where = "N=" + std::to_string(size) + " seed " + std::to_string(seed * 7919 + size) +
                                              " variant " + std::to_string(variant) + "\n" + file_of(generated);
                    ASSERT_EQ(figures.moves, static_cast<long long>(brute.min_moves)) << where;
                    EXPECT_GE(brute.min_moves, 1u) << where;
                    // The score's other part: how many placed figures are optimal.
                    EXPECT_EQ(generated.optimal_placements, brute.optimal_figures) << where;
                    ++checked;
                }
            }
        }
    }
    EXPECT_GE(checked, knobel::testing::cases(400));
}

TEST(MatchesGenerator, TheSameSeedGivesTheSameFileAndOthersDiffer) {
    for (const Difficulty difficulty : kDifficulties) {
        for (const bool turns : {false, true}) {
            const GenerateOptions options{40, 42, difficulty, Options{turns, false}};
            const std::string first = file_of(generate(options));
            EXPECT_EQ(file_of(generate(options)), first);
            std::set<std::string> files{first};
            for (std::uint64_t seed = 43; seed < 53; ++seed) files.insert(file_of(generate({40, seed, difficulty, Options{turns, false}})));
            EXPECT_GE(files.size(), 10u) << difficulty_name(difficulty);
        }
    }
}

// Pinned: the same file on every machine and in the web build. If the generator changes on
// purpose, this changes with it; by accident (a hash map's order, a platform's randomness), not.
TEST(MatchesGenerator, AFileIsTheSameOnEveryMachine) {
    const Generated generated = generate({12, 7, Difficulty::medium, Options{}});
    const Generated again = generate({12, 7, Difficulty::medium, Options{}});
    EXPECT_EQ(file_of(generated), file_of(again));
    // Every style's figure is a pure function of its seed.
    for (const FigureStyle style : {FigureStyle::squares, FigureStyle::triangles, FigureStyle::hexagons, FigureStyle::houses, FigureStyle::digits})
        EXPECT_EQ(styled_figure(style, 50, 99), styled_figure(style, 50, 99)) << style_name(style);
}

TEST(MatchesGenerator, EveryStyleDrawsAValidFigureOfAboutNMatches) {
    for (const FigureStyle style : {FigureStyle::squares, FigureStyle::triangles, FigureStyle::hexagons, FigureStyle::houses, FigureStyle::digits}) {
        for (const std::size_t size : {10, 24, 77, 300, 1000}) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                const Figure figure = styled_figure(style, size, seed);
                const std::string where = std::string(style_name(style)) + " N=" + std::to_string(size);
                EXPECT_FALSE(first_rule_break(figure)) << where;
                EXPECT_GE(figure.size() + 1, size) << where;
                EXPECT_LE(figure.size(), size + 8) << where;
                // One piece, a patch; houses: a street each (at least 3 houses, 16 matches).
                if (style == FigureStyle::houses) {
                    EXPECT_LE(piece_count(figure), 1 + size / 16) << where;
                } else if (style != FigureStyle::digits) {
                    EXPECT_EQ(piece_count(figure), 1u) << where;
                }
                std::set<int> directions;
                for (const Match& match : figure) directions.insert(match.direction);
                // The lines the style's pieces run on (canonical directions 0..5, times 30°).
                const std::set<int> expected = style == FigureStyle::squares || style == FigureStyle::digits ? std::set<int>{0, 3}
                                               : style == FigureStyle::houses ? std::set<int>{0, 2, 3, 4}
                                                                               : std::set<int>{0, 2, 4};
                EXPECT_EQ(directions, expected) << where;
            }
        }
    }
}

TEST(MatchesGenerator, EveryStyleTurnsUpOverSeeds) {
    std::set<std::string> styles;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) styles.insert(std::string(style_name(generate({20, seed, Difficulty::easy, Options{}}).style)));
    EXPECT_EQ(styles.size(), 5u);
}

TEST(MatchesGenerator, DifficultyOrdersEasyMediumHardOnAverageOver100Seeds) {
    for (const std::size_t size : {12, 40}) {
        for (const bool turns : {false, true}) {
            long long score[3] = {0, 0, 0}, moves[3] = {0, 0, 0};
            int in_band[3] = {0, 0, 0};
            for (const Difficulty difficulty : kDifficulties) {
                const auto d = static_cast<int>(difficulty);
                for (std::uint64_t seed = 1; seed <= 100; ++seed) {
                    const Generated generated = generate({size, seed, difficulty, Options{turns, turns}});
                    score[d] += generated.score;
                    moves[d] += static_cast<long long>(generated.min_k);
                    in_band[d] += generated.reached == difficulty;
                }
            }
            const std::string where = "N=" + std::to_string(size) + (turns ? " turns" : "");
            EXPECT_LT(score[0], score[1]) << where;
            EXPECT_LT(score[1], score[2]) << where;
            EXPECT_LT(moves[0], moves[1]) << where;
            EXPECT_LT(moves[1], moves[2]) << where;
            for (int d = 0; d < 3; ++d) EXPECT_GE(in_band[d], 80) << where << " difficulty " << d;
        }
    }
}

// The measure's bands, worked by hand from the definition in generator.h.
TEST(MatchesGenerator, TheScoreCountsMovesAndFewOptimalPlacements) {
    EXPECT_EQ(difficulty_score(1, 12), 10);
    EXPECT_EQ(difficulty_score(1, 1), 20);
    EXPECT_EQ(difficulty_score(2, 3), 25);
    EXPECT_EQ(difficulty_score(2, 1), 30);
    EXPECT_EQ(difficulty_score(4, 9), 40);
    EXPECT_EQ(difficulty_score(4, 2), 45);
    EXPECT_EQ(difficulty_score(5, 4), 50);
    EXPECT_EQ(difficulty_score(20, 1), 90);
    EXPECT_EQ(difficulty_of_score(29), Difficulty::easy);
    EXPECT_EQ(difficulty_of_score(30), Difficulty::medium);
    EXPECT_EQ(difficulty_of_score(49), Difficulty::medium);
    EXPECT_EQ(difficulty_of_score(50), Difficulty::hard);
}

TEST(MatchesGenerator, SizeArgumentSaysTheRange) {
    EXPECT_EQ(parse_generate_matches("4").value(), 4u);
    EXPECT_EQ(parse_generate_matches("1000").value(), 1000u);
    for (const char* bad : {"3", "0", "1001", "x", "", "-5", "+7", "12.5", "99999999999999999999999"}) {
        const Expected<std::size_t> size = parse_generate_matches(bad);
        ASSERT_FALSE(size.ok()) << bad;
        EXPECT_NE(size.error().message.find("4 to 1,000"), std::string::npos) << size.error().message;
    }
}

}  // namespace
}  // namespace knobel::matches
