// Every answer knobel prints reads back (issue 21, section 4, item 11): with figures near the
// file's limit (|a|, |b|, |c|, |d| ≤ 10^9), a placement and the moves' `to` positions reach beyond
// it, to about 5·10^9 (a placement shifting the after figure across the table) and 6.5·10^9 (the
// far placement). The move syntax reads up to kMaxAnswerCoordinate (match_text.h), so each printed
// move parses back to itself; these tests build such figures and check every printed number.
#include <gtest/gtest.h>

#include <optional>
#include <random>

#include "matches/answer.h"
#include "matches/match_text.h"
#include "matches/moves.h"
#include "matches/problem.h"
#include "random_figures.h"
#include "unit/sanitized_cases.h"

namespace knobel::matches {
namespace {

using testing::Written;

constexpr std::int64_t kCorner = kMaxCoordinate - 200;  // even: shifts keep a point on the lattice

brute::P random_corner(std::mt19937& rng) {
    brute::P corner;
    for (std::int64_t& value : corner) value = rng() % 2 ? kCorner : -kCorner;
    return corner;
}

std::vector<Written> shifted(std::vector<Written> figure, const brute::P& by) {
    for (Written& w : figure) w.point = brute::add(w.point, by);
    return figure;
}

// The largest absolute number an answer prints (the placement and each move's two matches as
// written), checking on the way that every move reads back through the move syntax.
std::int64_t largest_printed(const Answer& answer, const std::string& where) {
    std::int64_t largest = 0;
    const auto note = [&](const Abcd& abcd) {
        for (const std::int64_t value : {abcd.a, abcd.b, abcd.c, abcd.d}) largest = std::max(largest, value < 0 ? -value : value);
    };
    if (answer.placement) note(to_abcd(answer.placement->translation));
    for (const Move& move : answer.moves) {
        note(written_form(move.from).point);
        note(written_form(move.to).point);
        const Expected<Move> back = parse_move(format_move(move));
        EXPECT_TRUE(back.ok()) << where << ": " << format_move(move) << ": " << back.error().to_string();
        if (back.ok()) {
            EXPECT_EQ(*back, move) << where << ": " << format_move(move);
        }
    }
    return largest;
}

// A small figure in one corner of the table; after: the same figure (some matches moved, turned,
// maybe mirrored) in another corner, and each figure one match more in corners of their own. The
// best placement carries after's corner onto before's, and after's lone match far beyond the range.
// With `disjoint`, before has matches at 0° and 90° only and after at 30° and 120° only: without
// turns no placement covers anything, and the answer is the far placement.
std::optional<Problem> corner_problem(std::mt19937& rng, bool disjoint) {
    const std::size_t n = 2 + rng() % 5;
    const std::vector<Written> figure = testing::random_figure(rng, n, disjoint ? 2 : static_cast<int>(rng() % 3));
    const int rotation = disjoint ? 1 : static_cast<int>(rng() % 12);
    const bool mirrored = !disjoint && rng() % 2 == 0;
    std::vector<Written> before = shifted(figure, random_corner(rng));
    std::vector<Written> after =
        shifted(testing::variation(rng, figure, rng() % (n + 1), disjoint ? 2 : 0, rotation, mirrored), random_corner(rng));
    before.push_back({random_corner(rng), 0});
    after.push_back({random_corner(rng), disjoint ? 1 : static_cast<int>(rng() % 12)});
    Expected<Problem> problem = parse_problem_file(testing::file_text(before, after));
    if (!problem) return std::nullopt;  // two corners alike (the matches meet), or after lost a match
    return std::move(problem.value());
}

TEST(MatchesAnswerRange, EveryPrintedAnswerReadsBack) {
    std::mt19937 rng(2126);
    int cases = 0, beyond_file_range = 0, far_placements = 0;
    std::int64_t largest = 0;
    const int wanted = knobel::testing::cases(120);
    while (cases < wanted) {
        const bool disjoint = cases % 4 == 3;
        const std::optional<Problem> problem = corner_problem(rng, disjoint);
        if (!problem) continue;
        ++cases;
        const std::uint64_t n = problem->before.size();
        for (int option_set = 0; option_set < 4; ++option_set) {
            const Options options{(option_set & 1) != 0, (option_set & 2) != 0};
            for (const Mode mode : {Mode::exact, Mode::at_most, Mode::strict}) {
                for (const std::optional<std::uint64_t> u : {std::optional<std::uint64_t>{}, std::optional<std::uint64_t>{n}}) {
                    AnalysisRequest request;
                    request.lookups = lookups_for(u, mode);
                    const Analysis analysis = analyse(*problem, options, request);
                    const Answer answer = answer_for(*problem, analysis, u, mode);
                    const std::string where = format_problem_file(*problem);
                    const std::int64_t printed = largest_printed(answer, where);
                    EXPECT_LE(printed, kMaxAnswerCoordinate) << where;
                    largest = std::max(largest, printed);
                    beyond_file_range += printed > kMaxCoordinate;
                    far_placements += disjoint && !options.rotate && answer.placement && answer.k == n;
                }
            }
        }
    }
    // The figures do reach past the file's range, and the far placement is among the answers.
    EXPECT_GT(beyond_file_range, 300 * wanted / 120);
    EXPECT_GT(far_placements, 20 * wanted / 120);
    EXPECT_GT(largest, 4 * kMaxCoordinate);
}

TEST(MatchesAnswerRange, TheMoveSyntaxReadsToTheAnswerLimit) {
    const std::string limit = std::to_string(kMaxAnswerCoordinate);
    const Expected<Move> at_limit = parse_move("0 0 0 0 0 > " + limit + " 0 0 " + limit + " 0");
    ASSERT_TRUE(at_limit.ok()) << at_limit.error().to_string();
    EXPECT_EQ(to_abcd(at_limit->to.start).a, kMaxAnswerCoordinate);
    const Expected<Move> past = parse_move("0 0 0 0 0 > " + std::to_string(kMaxAnswerCoordinate + 2) + " 0 0 0 0");
    ASSERT_FALSE(past.ok());
    EXPECT_EQ(past.error().message, "a is out of range: \"7000000002\" (at most 7\u00B710^9 either way)");
    // A file keeps the spec's 10^9.
    const Expected<Problem> file = parse_problem_file("before\n1000000002 0 0 0 0\nafter\n0 0 0 0 0\n");
    ASSERT_FALSE(file.ok());
    EXPECT_NE(file.error().message.find("(at most 10^9 either way)"), std::string::npos);
}

}  // namespace
}  // namespace knobel::matches
