// What the network adds to the rules as written, against trying every filling: the digit sums of
// crossing entries added up (network.h, PropagatorKind::digit_sums), and an entry's own rules
// applied together by one digit automaton (PropagatorKind::entry_rules).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "brute_force.h"
#include "crossnumber/network.h"
#include "crossnumber/parser.h"
#include "crossnumber/solver.h"
#include "unit/sanitized_cases.h"

namespace knobel::crossnumber {
namespace {

std::shared_ptr<brute::Expr> digit_sum_of(int entry) {
    auto e = std::make_shared<brute::Expr>();
    e->kind = brute::Expr::entry;
    e->entry_index = entry;
    auto qs = std::make_shared<brute::Expr>();
    qs->kind = brute::Expr::qs;
    qs->a = e;
    return qs;
}

std::shared_ptr<brute::Expr> constant(long long value) {
    auto c = std::make_shared<brute::Expr>();
    c->kind = brute::Expr::constant;
    c->value = value;
    return c;
}

// A random small grid whose entries mostly get their digit sum: from a random filling (so
// solutions exist), sometimes moved by 1 or 2 (often none then), either way round, now and then a
// second, different sum for the same entry; often the digit sums of two entries compared
// (=(qs(A_w), qs(B_s)): another rule's qs takes a given sum), and sometimes one random rule more.
brute::BrutePuzzle digit_sum_puzzle(std::mt19937& rng) {
    brute::BrutePuzzle p = brute::random_puzzle(rng, 6);
    p.rules.clear();
    std::vector<int> filling(p.kind.size());
    for (std::size_t c = 0; c < p.kind.size(); ++c)
        filling[c] = p.kind[c] >= 0 ? p.kind[c] : std::uniform_int_distribution<int>(1, 9)(rng);
    const int n = static_cast<int>(p.entries.size());
    for (int e = 0; e < n; ++e) {
        if (std::uniform_int_distribution<int>(0, 4)(rng) == 0) continue;
        long long sum = 0;
        for (int c : p.entries[static_cast<std::size_t>(e)].cells) sum += filling[static_cast<std::size_t>(c)];
        const int shift = std::uniform_int_distribution<int>(0, 5)(rng);
        if (shift == 4) sum += 1;
        if (shift == 5) sum = std::max(0LL, sum - 2);
        brute::BruteRule rule{"=", digit_sum_of(e), constant(sum)};
        if (std::uniform_int_distribution<int>(0, 1)(rng) == 0) std::swap(rule.a, rule.b);
        p.rules.push_back(rule);
        if (std::uniform_int_distribution<int>(0, 9)(rng) == 0) p.rules.push_back({"=", digit_sum_of(e), constant(sum + 1)});
    }
    if (n >= 2 && std::uniform_int_distribution<int>(0, 1)(rng) == 0) {  // digit sums of two entries compared
        static const char* order[] = {"=", "<", ">", "!="};
        const int a = std::uniform_int_distribution<int>(0, n - 1)(rng), b = std::uniform_int_distribution<int>(0, n - 1)(rng);
        p.rules.push_back({order[std::uniform_int_distribution<int>(0, 3)(rng)], digit_sum_of(a), digit_sum_of(b)});
    }
    if (std::uniform_int_distribution<int>(0, 2)(rng) == 0) {
        static const char* one[] = {"PZ", "Q", "GERADE", "PAL", "AB"};
        p.rules.push_back({one[std::uniform_int_distribution<int>(0, 4)(rng)], brute::random_expr(rng, n, 0), nullptr});
    }
    if (p.rules.empty()) p.rules.push_back({"=", digit_sum_of(0), constant(9)});
    return p;
}

// Solves `bp` with the core and by trying every filling; the answers (and, when unique, the
// grids) must agree. Counts the brute force's answer in `counts` (by Status).
void expect_brute_force_answer(const brute::BrutePuzzle& bp, int (&counts)[3]) {
    const std::string text = brute::file_text(bp);
    auto puzzle = parse_puzzle_file(text);
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string() << "\n" << text;
    const brute::BruteResult truth = brute::solve_by_trying_all(bp, 1000000);
    const SolveResult result = solve(*puzzle, 3);
    const Status expected = truth.count == 0 ? Status::none : truth.count == 1 ? Status::unique : Status::multiple;
    ++counts[static_cast<int>(expected)];
    ASSERT_EQ(result.status, expected) << text << "brute force found " << truth.count;
    ASSERT_EQ(result.solutions.size(), std::min<std::size_t>(3, static_cast<std::size_t>(truth.count))) << text;
    if (expected == Status::unique) {
        std::vector<std::int8_t> digits(truth.solutions[0].begin(), truth.solutions[0].end());
        EXPECT_EQ(result.solutions[0].digits, digits) << text;
    }
}

TEST(CrossnumberNetworkRules, CrossingDigitSumsAgreeWithBruteForce) {
    std::mt19937 rng(77);
    int counts[3] = {0, 0, 0};
    int with_sums = 0;  // puzzles whose network adds sums up: the test must reach the propagator
    for (int round = 0; round < knobel::testing::cases(600); ++round) {
        const brute::BrutePuzzle bp = digit_sum_puzzle(rng);
        auto puzzle = parse_puzzle_file(brute::file_text(bp));
        ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
        const Network network = build_network(*puzzle);
        if (std::any_of(network.propagators.begin(), network.propagators.end(),
                        [](const Propagator& p) { return p.kind == PropagatorKind::digit_sums; }))
            ++with_sums;
        expect_brute_force_answer(bp, counts);
        if (HasFatalFailure()) return;
    }
    EXPECT_GT(with_sums, knobel::testing::cases(100));
    EXPECT_GT(counts[0], knobel::testing::cases(20));
    EXPECT_GT(counts[1], knobel::testing::cases(20));
    EXPECT_GT(counts[2], knobel::testing::cases(20));
}

// Two to four rules on one entry that its digits decide together (brute_force.h add_entry_rules:
// even, odd, prime, square, cube, triangular, multiples, bounds, digit sums and products, order,
// all different) and now and then a random rule more: the solver answers as trying every filling.
TEST(CrossnumberNetworkRules, AnEntrysOwnRulesTogetherAgreeWithBruteForce) {
    std::mt19937 rng(78);
    int counts[3] = {0, 0, 0};
    for (int round = 0; round < knobel::testing::cases(1500); ++round) {
        brute::BrutePuzzle bp = brute::random_puzzle(rng, 5);
        bp.rules.clear();
        brute::add_entry_rules(rng, bp);
        if (bp.rules.empty()) continue;
        if (std::uniform_int_distribution<int>(0, 3)(rng) == 0)
            bp.rules.push_back({"PZ", brute::random_expr(rng, static_cast<int>(bp.entries.size()), 1), nullptr});
        expect_brute_force_answer(bp, counts);
        if (HasFatalFailure()) return;
    }
    EXPECT_GT(counts[0], knobel::testing::cases(10));  // unique is the rarest: a handful of rules on one entry seldom pin the grid
    EXPECT_GT(counts[1], knobel::testing::cases(50));
    EXPECT_GT(counts[2], knobel::testing::cases(50));
}

// A prime that is a multiple of a constant k is k itself; a prime with a digit sum divisible by 3
// is 3; of p, p + 2 and p + 4 one is a multiple of 3: ten digits of each are answered without an
// assumption.
TEST(CrossnumberNetworkRules, PrimesWithAMultipleOrADigitSumOfThreeNeedNoSearch) {
    for (const char* rules : {"PZ(A_w)\nV(A_w, 7)\n", "PZ(A_w)\n=(qs(A_w), 42)\n", "PZ(A_w)\nGERADE(A_w)\n",
                              // prime triplets p, p + 2, p + 4 (one is a multiple of 3); p and p + 1 (one is even)
                              "PZ(A_w)\nPZ(plus(A_w, 2))\nPZ(plus(4, A_w))\n", "PZ(A_w)\nPZ(minus(A_w, 1))\n"}) {
        auto puzzle = parse_puzzle_file(std::string("grid\nA . . . . . . . . .\nend\n") + rules);
        ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
        const SolveResult result = solve(*puzzle, 2);
        EXPECT_EQ(result.status, Status::none) << rules;
        EXPECT_EQ(result.stats.assumptions, 0u) << rules;
    }
}

// PZ of the digit sum is not PZ of the entry: 741793 = 13 x 57061 is odd with the prime digit sum
// 31, so a multiple of 13 with these rules exists (a derivation once took the digit sum's PZ for
// the entry's and answered none; primes-6x6.kz's D_s).
TEST(CrossnumberNetworkRules, APrimeDigitSumIsNotAPrimeEntry) {
    auto puzzle = parse_puzzle_file("grid\nD . . . . .\nend\nUNGERADE(D_w)\nPZ(qs(D_w))\nV(D_w, 13)\n");
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    EXPECT_EQ(solve(*puzzle, 2).status, Status::multiple);  // 741793 and others
}

// Two ten-digit entries whose given digit sums differ, and a rule that says they are equal: no
// solution, seen without listing either entry (an audit's 10x10 puzzle took over 9 s).
TEST(CrossnumberNetworkRules, GivenDigitSumsReachOtherRules) {
    auto puzzle = parse_puzzle_file("grid\nA . . . . . . . . .\n# # # # # # # # # #\nB . . . . . . . . .\nend\n"
                                    "=(qs(A_w), 35)\n=(qs(B_w), 44)\n=(qs(A_w), qs(B_w))\n");
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    const SolveResult result = solve(*puzzle, 2);
    EXPECT_EQ(result.status, Status::none);
    EXPECT_EQ(result.stats.assumptions, 0u);
}

// An entry compared with itself moved by a constant, every way: =, !=, <, > between E + c1 and
// E + c2 for c1, c2 in -2..2 (written as E, plus(E, c) or minus(E, c)) on a ten-digit entry
// (too long to list, so the digits must say it): A + c1 against A + c2 holds for every A when
// c1 against c2 does, else for none; those that never hold without an assumption.
TEST(CrossnumberNetworkRules, AnEntryComparedWithItselfMovedByAConstant) {
    const auto side = [](int c) {
        if (c == 0) return std::string("A_w");
        return c > 0 ? "plus(A_w, " + std::to_string(c) + ")" : "minus(A_w, " + std::to_string(-c) + ")";
    };
    int never = 0;
    for (const std::string predicate : {"=", "!=", "<", ">"})
        for (int c1 = -2; c1 <= 2; ++c1)
            for (int c2 = -2; c2 <= 2; ++c2) {
                const std::string rule = predicate + "(" + side(c1) + ", " + side(c2) + ")";
                auto puzzle = parse_puzzle_file("grid\nA . . . . . . . . .\nend\n" + rule + "\n");
                ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
                const bool holds = predicate == "=" ? c1 == c2 : predicate == "!=" ? c1 != c2 : predicate == "<" ? c1 < c2 : c1 > c2;
                const SolveResult result = solve(*puzzle, 2);
                EXPECT_EQ(result.status, holds ? Status::multiple : Status::none) << rule;
                if (!holds) {
                    ++never;
                    EXPECT_EQ(result.stats.assumptions, 0u) << rule;
                }
            }
    EXPECT_EQ(never, 55);  // = with c1 != c2 (20), != with c1 == c2 (5), < with c1 >= c2 (15), > with c1 <= c2 (15)
}

// A 2x2 block of four digit sums whose totals cannot agree (across 3 + 4 = 7, down 3 + 5 = 8):
// the network finds it without a single assumption.
TEST(CrossnumberNetworkRules, SumsThatCannotAgreeNeedNoSearch) {
    auto puzzle = parse_puzzle_file("grid\nA B\nC .\nend\n=(qs(A_w), 3)\n=(qs(C_w), 4)\n=(qs(A_s), 3)\n=(qs(B_s), 5)\n");
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    const SolveResult result = solve(*puzzle, 2);
    EXPECT_EQ(result.status, Status::none);
    EXPECT_EQ(result.stats.assumptions, 0u);
}

}  // namespace
}  // namespace knobel::crossnumber
