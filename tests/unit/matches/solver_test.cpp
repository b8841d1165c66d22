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
#include "unit/sanitized_cases.h"

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

AnalysisRequest every_k() {
    AnalysisRequest request;
    request.every_k = true;
    return request;
}
AnalysisRequest by(Method method, std::vector<std::uint64_t> lookups = {}) {
    AnalysisRequest request;
    request.method = method;
    request.lookups = std::move(lookups);
    return request;
}
AnalysisRequest listing(std::size_t limit) {
    AnalysisRequest request;
    request.list_limit = limit;
    return request;
}

// How many before matches the brute force's own placement of after leaves uncovered.
std::uint64_t uncovered_by(const std::vector<brute::M>& before, const std::vector<brute::M>& after, const Placement& placement) {
    const Abcd shift = to_abcd(placement.translation);
    const auto placed = brute::placed(after, placement.transform.rotation, placement.transform.mirrored,
                                      {shift.a, shift.b, shift.c, shift.d});
    std::uint64_t uncovered = 0;
    for (const brute::M& m : before) uncovered += std::count(placed.begin(), placed.end(), m) ? 0 : 1;
    return uncovered;
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

struct RandomCase {
    Problem problem;
    std::vector<brute::M> before, after;
};

std::optional<RandomCase> random_case(std::mt19937& rng) {
    const std::size_t n = 1 + rng() % 7;
    const int directions = static_cast<int>(rng() % 3);
    const std::vector<Written> before = random_figure(rng, n, directions);
    const std::vector<Written> after =
        rng() % 4 == 0 ? random_figure(rng, before.size(), directions)
                       : variation(rng, before, rng() % (before.size() + 1), directions, static_cast<int>(rng() % 12),
                                   rng() % 2 == 0);
    auto problem = parse_problem_file(testing::file_text(before, after));
    if (!problem) return std::nullopt;  // the after figure came out smaller: no room left
    return RandomCase{problem.value(), brute_figure(before), brute_figure(after)};
}

TEST(MatchesSolver, AgreesWithBruteForceOnRandomFigures) {
    std::mt19937 rng(20261123);
    int cases = 0, solvable_answers = 0, cycles = 0, chains = 0, zero_k = 0;
    std::map<std::uint64_t, int> verdicts;
    while (cases < knobel::testing::cases(160)) {
        auto c = random_case(rng);
        if (!c) continue;
        ++cases;
        for (int option_set = 0; option_set < 4; ++option_set) {
            const Options options{(option_set & 1) != 0, (option_set & 2) != 0};
            const std::string where = "case " + std::to_string(cases) + " options " + std::to_string(option_set) +
                                      "\n" + format_problem_file(c->problem);
            const brute::Result expected = brute::solve(c->before, c->after, options.rotate, options.mirror);
            // Every k (every vote counted), and the minimum found each way: automatic, anchored
            // candidates only, full vote counts only.
            const Analysis analysis = analyse(c->problem, options, every_k());
            const std::uint64_t n = c->problem.before.size();
            EXPECT_EQ(std::set<std::uint64_t>(analysis.achievable.begin(), analysis.achievable.end()), expected.achievable)
                << where;
            for (const Method method : {Method::automatic, Method::anchors, Method::votes, Method::sampled}) {
                for (const Analysis& got : {analysis, analyse(c->problem, options, by(method))}) {
                    EXPECT_EQ(got.min_k, expected.min_k) << where;
                    if (expected.min_k < n) {
                        ASSERT_TRUE(got.optimal_placements) << where;
                        EXPECT_EQ(*got.optimal_placements, expected.optimal_figures.size()) << where;
                    } else {
                        EXPECT_FALSE(got.optimal_placements) << where;
                    }
                    EXPECT_EQ(uncovered_by(c->before, c->after, got.best), got.min_k) << where;
                }
                // A value of k looked up: decided exactly as the brute force has it.
                for (std::uint64_t k = 0; k <= n + 1; ++k) {
                    const Analysis got = analyse(c->problem, options, by(method, {k}));
                    ASSERT_TRUE(got.achieves(k).has_value()) << where << "k = " << k;
                    EXPECT_EQ(*got.achieves(k), expected.achievable.count(k) != 0) << where << "k = " << k;
                    if (const std::optional<Placement> witness = got.placement_for(k); witness && k != got.min_k) {
                        EXPECT_EQ(uncovered_by(c->before, c->after, *witness), k) << where;
                    }
                }
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
            const Analysis minimum_only = analyse(c->problem, options);
            for (std::uint64_t u = 0; u <= n + 1; ++u)
                for (int mode = 0; mode < 3; ++mode) {
                    const Mode m = mode == 0 ? Mode::exact : mode == 1 ? Mode::at_most : Mode::strict;
                    // An analysis asked for what u needs answers on its own; one that was not
                    // searches on the spot, with the same verdict.
                    const Analysis asked = analyse(c->problem, options, by(Method::automatic, lookups_for(u, m)));
                    EXPECT_TRUE(asked.answers(u, m));
                    const Answer answer = answer_for(c->problem, asked, u, m);
                    const Answer on_the_spot = answer_for(c->problem, minimum_only, u, m);
                    EXPECT_EQ(on_the_spot.solvable, answer.solvable);
                    EXPECT_EQ(on_the_spot.k, answer.k);
                    EXPECT_EQ(answer_for(c->problem, analysis, u, m).solvable, answer.solvable);
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

// A match 10^9 away in every coordinate spreads the figures too far for the solver's 64-bit
// codes: the same answers must come from its exact points and hashing instead.
TEST(MatchesSolver, SpreadOutFiguresAgreeWithBruteForce) {
    std::mt19937 rng(31337);
    int cases = 0;
    while (cases < 40) {
        auto c = random_case(rng);
        if (!c) continue;
        std::string text = format_problem_file(c->problem);
        const std::string far = "1000000000 1000000000 -1000000000 -1000000000 " + std::to_string(30 * (rng() % 6)) + "\n";
        text.insert(text.find("after"), far);
        text += far;
        auto problem = parse_problem_file(text);
        ASSERT_TRUE(problem.ok()) << problem.error().to_string() << "\n" << text;
        ++cases;
        std::vector<brute::M> before, after;
        for (const Match& m : problem->before) before.push_back(to_brute(m));
        for (const Match& m : problem->after) after.push_back(to_brute(m));
        const std::uint64_t n = problem->before.size();
        for (int option_set = 0; option_set < 4; ++option_set) {
            const Options options{(option_set & 1) != 0, (option_set & 2) != 0};
            const brute::Result expected = brute::solve(before, after, options.rotate, options.mirror);
            for (const Method method : {Method::automatic, Method::anchors, Method::votes, Method::sampled}) {
                const Analysis got = analyse(*problem, options, by(method, {1, 2, n - 1}));
                EXPECT_EQ(got.min_k, expected.min_k) << text;
                EXPECT_EQ(got.optimal_placements.value_or(0), expected.optimal_figures.size()) << text;
                EXPECT_EQ(uncovered_by(before, after, got.best), got.min_k) << text;
                for (const std::uint64_t k : {std::uint64_t{1}, std::uint64_t{2}, n - 1})
                    EXPECT_EQ(got.achieves(k), expected.achievable.count(k) != 0) << text << "k = " << k;
            }
        }
    }
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
    EXPECT_EQ(analyse(*problem, {}, every_k()).achievable, (std::vector<std::uint64_t>{0, 2}));
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
            const Analysis every = analyse(*problem, options, every_k());
            EXPECT_EQ(std::set<std::uint64_t>(every.achievable.begin(), every.achievable.end()), expected.achievable);
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
        AnalysisRequest request = listing(100);
        request.lookups = {1, 2};
        request.every_k = round % 3 == 0;
        const Analysis whole = analyse(c->problem, options, request);
        for (const std::uint64_t slice : {1u, 3u, 50u}) {
            Analyser work(c->problem, options, request);
            int calls = 0;
            while (!work.run(slice)) ++calls;
            const Analysis& sliced = work.result();
            EXPECT_EQ(sliced.achievable, whole.achievable);
            EXPECT_EQ(sliced.witnesses, whole.witnesses);
            EXPECT_EQ(sliced.optimal_placements, whole.optimal_placements);
            EXPECT_EQ(sliced.optimal_list, whole.optimal_list);
            EXPECT_EQ(sliced.best, whole.best);
            EXPECT_EQ(sliced.unachievable, whole.unachievable);
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
        const Analysis analysis = analyse(c->problem, options, listing(1000));
        if (!analysis.optimal_placements) continue;
        ++checked;
        EXPECT_EQ(analysis.optimal_list.size(), *analysis.optimal_placements);
        // The answer's own placement is the first listed: stepping through the list shows each
        // optimal placement once, starting with the one the answer was made for.
        EXPECT_EQ(analysis.optimal_list.front(), analysis.best);
        EXPECT_EQ(answer_for(c->problem, analysis, std::nullopt, Mode::exact).placement, analysis.best);
        EXPECT_EQ(analyse(c->problem, options, listing(1)).optimal_list,
                  std::vector<Placement>{analysis.optimal_list.front()});
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
    EXPECT_EQ(analyse(*problem, {}, every_k()).achievable, (std::vector<std::uint64_t>{2}));
    EXPECT_FALSE(analysis.optimal_placements);
    const Answer answer = answer_for(*problem, analysis, 2, Mode::exact);
    ASSERT_TRUE(*answer.solvable);
    EXPECT_EQ(answer.moves.size(), 2u);
    EXPECT_EQ(analyse(*problem, {true, false}).min_k, 0u);  // a quarter turn fits
}

}  // namespace
}  // namespace knobel::matches
