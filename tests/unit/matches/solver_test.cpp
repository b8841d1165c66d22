#include "matches/solver.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "brute_force.h"
#include "matches/answer.h"
#include "matches/problem.h"
#include "random_figures.h"

namespace knobel::matches {
namespace {

using testing::brute_figure;
using testing::random_figure;
using testing::variation;
using testing::Written;

brute::M to_brute(const Match& match) {
    const Abcd s = to_abcd(match.start), e = to_abcd(end_of(match));
    return brute::make({s.a, s.b, s.c, s.d}, {e.a, e.b, e.c, e.d});
}

// Checks a move list without the core's play code: set semantics (cli.md) against the brute
// force's own placement of the after figure, and, when the answer says it is sequential, a replay
// one move at a time (a target free or stacked once, no bad contact with what lies there).
void check_moves(const Problem& problem, const std::vector<brute::M>& after, const Answer& answer,
                 std::uint64_t expected_count, const std::string& where) {
    ASSERT_TRUE(answer.placement) << where;
    EXPECT_EQ(answer.moves.size(), expected_count) << where;
    std::vector<brute::M> table;
    for (const Match& match : problem.before) table.push_back(to_brute(match));
    std::multiset<brute::M> after_moves(table.begin(), table.end());
    std::set<brute::M> froms;
    for (const Move& move : answer.moves) {
        EXPECT_NE(to_brute(move.from), to_brute(move.to)) << where << ": a move that goes nowhere";
        EXPECT_TRUE(froms.insert(to_brute(move.from)).second) << where << ": a match moved twice";
        const auto found = after_moves.find(to_brute(move.from));
        ASSERT_NE(found, after_moves.end()) << where << ": no match at a from";
        after_moves.erase(found);
    }
    for (const Move& move : answer.moves) after_moves.insert(to_brute(move.to));
    const Abcd shift = to_abcd(answer.placement->translation);
    const std::vector<brute::M> expected = brute::placed(after, answer.placement->transform.rotation,
                                                         answer.placement->transform.mirrored,
                                                         {shift.a, shift.b, shift.c, shift.d});
    EXPECT_EQ(std::vector<brute::M>(after_moves.begin(), after_moves.end()), expected) << where;

    if (!answer.sequential) return;
    std::multiset<Match> lying(problem.before.begin(), problem.before.end());
    for (std::size_t i = 0; i < answer.moves.size(); ++i) {
        const Move& move = answer.moves[i];
        const auto from = lying.find(move.from);
        ASSERT_NE(from, lying.end()) << where << ", move " << i + 1;
        lying.erase(from);
        std::size_t stacks = 0;
        for (const Match& m : lying) stacks += lying.count(m) > 1 ? 1 : 0;
        if (lying.count(move.to)) {
            EXPECT_EQ(stacks, 0u) << where << ", move " << i + 1 << ": a second stack";
        }
        for (const Match& other : lying) {
            const Contact c = contact(move.to, other);
            EXPECT_TRUE(c == Contact::apart || c == Contact::shared_end || c == Contact::same)
                << where << ", move " << i + 1 << ": the laid match " << describe(c) << " another";
        }
        lying.insert(move.to);
    }
}

struct Case {
    Problem problem;
    std::vector<brute::M> before, after;
};

std::optional<Case> random_case(std::mt19937& rng) {
    const std::size_t n = 1 + rng() % 7;
    const int directions = static_cast<int>(rng() % 3);
    const std::vector<Written> before = random_figure(rng, n, directions);
    const std::vector<Written> after =
        rng() % 4 == 0 ? random_figure(rng, before.size(), directions)
                       : variation(rng, before, rng() % (before.size() + 1), directions, static_cast<int>(rng() % 12),
                                   rng() % 2 == 0);
    auto problem = parse_problem_file(testing::file_text(before, after));
    if (!problem) return std::nullopt;  // the after figure came out smaller: no room left
    return Case{problem.value(), brute_figure(before), brute_figure(after)};
}

TEST(MatchesSolver, AgreesWithBruteForceOnRandomFigures) {
    std::mt19937 rng(20261123);
    int cases = 0, solvable_answers = 0, cycles = 0, chains = 0, zero_k = 0;
    std::map<std::uint64_t, int> verdicts;
    while (cases < 160) {
        auto c = random_case(rng);
        if (!c) continue;
        ++cases;
        for (int option_set = 0; option_set < 4; ++option_set) {
            const Options options{(option_set & 1) != 0, (option_set & 2) != 0};
            const std::string where = "case " + std::to_string(cases) + " options " + std::to_string(option_set) +
                                      "\n" + format_problem_file(c->problem);
            const brute::Result expected = brute::solve(c->before, c->after, options.rotate, options.mirror);
            const Analysis analysis = analyse(c->problem, options);
            const std::uint64_t n = c->problem.before.size();
            EXPECT_EQ(analysis.min_k, expected.min_k) << where;
            EXPECT_EQ(std::set<std::uint64_t>(analysis.achievable.begin(), analysis.achievable.end()), expected.achievable)
                << where;
            if (expected.min_k < n) {
                ASSERT_TRUE(analysis.optimal_placements) << where;
                EXPECT_EQ(*analysis.optimal_placements, expected.optimal_figures.size()) << where;
            } else {
                EXPECT_FALSE(analysis.optimal_placements) << where;
            }
            zero_k += expected.min_k == 0 ? 1 : 0;
            // Every witness has the k it claims.
            for (std::size_t i = 0; i < analysis.achievable.size(); ++i) {
                const Abcd shift = to_abcd(analysis.witnesses[i].translation);
                const auto placed = brute::placed(c->after, analysis.witnesses[i].transform.rotation,
                                                  analysis.witnesses[i].transform.mirrored, {shift.a, shift.b, shift.c, shift.d});
                std::uint64_t uncovered = 0;
                for (const brute::M& m : c->before) uncovered += std::count(placed.begin(), placed.end(), m) ? 0 : 1;
                EXPECT_EQ(uncovered, analysis.achievable[i]) << where;
            }
            for (std::uint64_t u = 0; u <= n + 1; ++u)
                for (int mode = 0; mode < 3; ++mode) {
                    const Mode m = mode == 0 ? Mode::exact : mode == 1 ? Mode::at_most : Mode::strict;
                    const Answer answer = answer_for(c->problem, analysis, u, m);
                    const std::string at = where + "u = " + std::to_string(u) + " mode " + std::string(mode_name(m));
                    const bool expected_verdict = brute::solvable(expected, n, u, mode);
                    ASSERT_TRUE(answer.solvable.has_value());
                    EXPECT_EQ(*answer.solvable, expected_verdict) << at;
                    ++verdicts[expected_verdict ? 1 : 0];
                    if (!expected_verdict) {
                        EXPECT_FALSE(answer.reason.empty()) << at;
                        continue;
                    }
                    ++solvable_answers;
                    check_moves(c->problem, c->after, answer, mode == 1 ? expected.min_k : u, at);
                    EXPECT_TRUE(answer.sequential) << at;
                    if (mode == 0 && answer.k == 0 && u >= 2) ++cycles;
                    if (mode == 0 && answer.k >= 1 && u > answer.k) ++chains;
                }
        }
    }
    // The random cases must really reach the interesting corners.
    EXPECT_GT(zero_k, 20);
    EXPECT_GT(cycles, 4);
    EXPECT_GT(chains, 20);
    EXPECT_GT(verdicts[0], 100);
    EXPECT_GT(solvable_answers, 1000);
}

TEST(MatchesSolver, WithoutUReportsTheMinimumAndOneOptimalAnswer) {
    auto problem = parse_problem_file("before\n0 0 0 0 0\n2 0 0 0 90\nafter\n0 0 0 0 90\n4 0 0 0 0\n");
    ASSERT_TRUE(problem.ok()) << problem.error().to_string();
    const Analysis analysis = analyse(*problem, {});
    const Answer answer = answer_for(*problem, analysis, std::nullopt, Mode::exact);
    EXPECT_FALSE(answer.solvable.has_value());
    ASSERT_TRUE(answer.placement);
    EXPECT_EQ(answer.moves.size(), analysis.min_k);
}

TEST(MatchesSolver, KZeroWithUOneIsUnsolvableButUTwoSwaps) {
    // The same two matches before and after, translation only: k = 0 everywhere it is < n.
    auto problem = parse_problem_file("before\n0 0 0 0 0\n0 0 0 0 90\nafter\n0 0 0 0 0\n0 0 0 0 90\n");
    ASSERT_TRUE(problem.ok());
    const Analysis analysis = analyse(*problem, {});
    EXPECT_EQ(analysis.achievable, (std::vector<std::uint64_t>{0, 2}));
    EXPECT_FALSE(*answer_for(*problem, analysis, 1, Mode::exact).solvable);
    EXPECT_TRUE(*answer_for(*problem, analysis, 1, Mode::at_most).solvable);
    EXPECT_FALSE(*answer_for(*problem, analysis, 1, Mode::strict).solvable);
    const Answer swap = answer_for(*problem, analysis, 2, Mode::exact);
    EXPECT_TRUE(*swap.solvable);
    EXPECT_EQ(swap.moves.size(), 2u);
    EXPECT_FALSE(*answer_for(*problem, analysis, 3, Mode::exact).solvable);  // u > n
    EXPECT_TRUE(*answer_for(*problem, analysis, 3, Mode::at_most).solvable);
}

std::string read_file(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

TEST(MatchesSolver, OfficialExamples) {
    // Translation only: the minima the issue states. With turns and the mirror: the brute force.
    const std::uint64_t minima[6] = {3, 4, 3, 8, 2, 4};
    for (int i = 0; i < 6; ++i) {
        const std::string path = std::string(KNOBEL_EXAMPLES_DIR) + "/matches/streichhoelzer" + std::to_string(i) + ".txt";
        auto problem = parse_problem_file(read_file(path));
        ASSERT_TRUE(problem.ok()) << path << ": " << problem.error().to_string();
        EXPECT_EQ(analyse(*problem, {}).min_k, minima[i]) << path;
        std::vector<brute::M> before, after;
        for (const Match& m : problem->before) before.push_back(to_brute(m));
        for (const Match& m : problem->after) after.push_back(to_brute(m));
        for (int option_set = 1; option_set < 4; ++option_set) {
            const Options options{(option_set & 1) != 0, (option_set & 2) != 0};
            const Analysis analysis = analyse(*problem, options);
            const brute::Result expected = brute::solve(before, after, options.rotate, options.mirror);
            EXPECT_EQ(analysis.min_k, expected.min_k) << path << " options " << option_set;
            EXPECT_EQ(std::set<std::uint64_t>(analysis.achievable.begin(), analysis.achievable.end()), expected.achievable);
            EXPECT_EQ(analysis.optimal_placements.value_or(0), expected.optimal_figures.size());
            EXPECT_LE(analysis.min_k, minima[i]);
        }
        if (problem->moves) {
            const Answer answer = answer_for(*problem, analyse(*problem, {}), problem->moves, Mode::exact);
            EXPECT_TRUE(*answer.solvable);
            check_moves(*problem, after, answer, *problem->moves, path);
        }
    }
}

TEST(MatchesSolver, SlicingNeverChangesTheAnswer) {
    std::mt19937 rng(7);
    for (int round = 0; round < 20; ++round) {
        auto c = random_case(rng);
        if (!c) continue;
        const Options options{true, round % 2 == 0};
        const Analysis whole = analyse(c->problem, options, 100);
        for (const std::uint64_t slice : {1u, 3u, 50u}) {
            Analyser work(c->problem, options, 100);
            int calls = 0;
            while (!work.run(slice)) ++calls;
            const Analysis& sliced = work.result();
            EXPECT_EQ(sliced.achievable, whole.achievable);
            EXPECT_EQ(sliced.witnesses, whole.witnesses);
            EXPECT_EQ(sliced.optimal_placements, whole.optimal_placements);
            EXPECT_EQ(sliced.optimal_list, whole.optimal_list);
            EXPECT_EQ(work.progress().done, work.progress().total);
            if (slice == 1 && whole.n > 2) {
                EXPECT_GT(calls, 1);
            }
        }
    }
}

TEST(MatchesSolver, ListsEveryOptimalPlacementOnce) {
    std::mt19937 rng(99);
    int checked = 0;
    while (checked < 40) {
        auto c = random_case(rng);
        if (!c) continue;
        const Options options{true, true};
        const Analysis analysis = analyse(c->problem, options, 1000);
        if (!analysis.optimal_placements) continue;
        ++checked;
        EXPECT_EQ(analysis.optimal_list.size(), *analysis.optimal_placements);
        std::set<std::vector<brute::M>> figures;
        for (const Placement& placement : analysis.optimal_list) {
            const Abcd shift = to_abcd(placement.translation);
            const auto placed = brute::placed(c->after, placement.transform.rotation, placement.transform.mirrored,
                                              {shift.a, shift.b, shift.c, shift.d});
            std::uint64_t uncovered = 0;
            for (const brute::M& m : c->before) uncovered += std::count(placed.begin(), placed.end(), m) ? 0 : 1;
            EXPECT_EQ(uncovered, analysis.min_k);
            EXPECT_TRUE(figures.insert(placed).second) << "a placed figure listed twice";
        }
    }
}

TEST(MatchesSolver, FarPlacementCoversNothing) {
    auto problem = parse_problem_file("before\n0 0 0 0 0\n2 0 0 0 0\nafter\n0 0 0 0 90\n0 0 2 0 90\n");
    ASSERT_TRUE(problem.ok());
    const Analysis analysis = analyse(*problem, {});  // no common direction without turns
    EXPECT_EQ(analysis.min_k, 2u);
    EXPECT_EQ(analysis.achievable, (std::vector<std::uint64_t>{2}));
    EXPECT_FALSE(analysis.optimal_placements);
    const Answer answer = answer_for(*problem, analysis, 2, Mode::exact);
    ASSERT_TRUE(*answer.solvable);
    EXPECT_EQ(answer.moves.size(), 2u);
    EXPECT_EQ(analyse(*problem, {true, false}).min_k, 0u);  // a quarter turn fits
}

}  // namespace
}  // namespace knobel::matches
