#include "hexmax/solver.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

#include "hexmax/problem.h"
#include "hexmax/unconstrained.h"
#include "spec_tables.h"
#include "unit/sanitized_cases.h"

namespace knobel::hexmax {
namespace {

struct Config {
    bool variant;
    bool decimal_only;
    bool largest;
};

const Config kConfigs[] = {{false, false, true}, {false, false, false}, {true, false, true}, {true, false, false},
                           {false, true, true},  {false, true, false},  {true, true, true},  {true, true, false}};

Problem make_problem(const std::vector<int>& digits, std::uint64_t m, const Config& config) {
    Problem problem;
    for (int d : digits) problem.digits.push_back(static_cast<std::uint8_t>(d));
    problem.m = m;
    problem.options.goal = config.largest ? Goal::largest : Goal::smallest;
    problem.options.glyphs = config.variant ? GlyphSet::variant : GlyphSet::contest;
    problem.options.decimal_only = config.decimal_only;
    return problem;
}

std::vector<int> ints(const std::vector<std::uint8_t>& digits) { return {digits.begin(), digits.end()}; }

std::vector<spec::ReplayStep> as_steps(const std::vector<Move>& moves) {
    std::vector<spec::ReplayStep> steps;
    for (const Move& m : moves)
        steps.push_back({static_cast<int>(m.from_digit), m.from_segment, static_cast<int>(m.to_digit), m.to_segment});
    return steps;
}

std::vector<int> masks_of(const std::vector<int>& digits, bool variant) {
    const std::vector<int> shapes = spec::shapes(variant);
    std::vector<int> masks;
    for (int d : digits) masks.push_back(shapes[d]);
    return masks;
}

// The solver's answer against the brute force for every m from 0 to past the stick count, and
// its move list against the test's own replay.
// A decimal-only answer may start from a number with A-F; with too few moves there is none, and
// the solver must say so exactly when the brute force finds none.
void expect_matches_brute_force(const std::vector<int>& digits, const Config& config, SolverTuning tuning = {}) {
    const spec::BruteForce brute = spec::brute_force(digits, config.variant, config.decimal_only, config.largest);
    for (std::size_t m = 0; m < brute.best.size(); m += (m < 12 ? 1 : 5)) {
        const Problem problem = make_problem(digits, m, config);
        const Answer answer = solve(problem, tuning);
        if (brute.best[m].empty()) {
            ASSERT_FALSE(answer.exists) << "input " << digits_text(problem.digits) << " m " << m;
            ASSERT_TRUE(answer.steps.empty());
            ASSERT_LT(m, moves_that_always_suffice(problem));
            continue;
        }
        ASSERT_TRUE(answer.exists) << "input " << digits_text(problem.digits) << " m " << m;
        const std::vector<int> result = ints(answer.digits);
        ASSERT_EQ(result, brute.best[m]) << "input " << digits_text(problem.digits) << " m " << m << " variant "
                                         << config.variant << " decimal " << config.decimal_only << " largest "
                                         << config.largest;
        ASSERT_EQ(answer.moves, static_cast<std::uint64_t>(brute.best_cost[m]));
        ASSERT_EQ(answer.steps.size(), answer.moves);
        ASSERT_EQ(spec::replay_problem(masks_of(digits, config.variant), as_steps(answer.steps),
                                       masks_of(result, config.variant)),
                  "");
    }
}

TEST(HexmaxSolver, SpecExample) {
    Problem problem;
    problem.digits = {0xD, 2, 4};
    problem.m = 3;
    const Answer answer = solve(problem);
    EXPECT_EQ(digits_text(answer.digits), "EE4");
    EXPECT_EQ(answer.moves, 3u);
}

TEST(HexmaxSolver, AllNumbersOfOneAndTwoDigitsEveryOption) {
    for (const Config& config : kConfigs)
        for (int a = 0; a < 16; ++a) {
            expect_matches_brute_force({a}, config);
            for (int b = 0; b < 16; ++b) expect_matches_brute_force({a, b}, config);
        }
}

TEST(HexmaxSolver, AllNumbersOfThreeDigits) {
    // Under the sanitizers every fifth number (sanitized_cases.h): 5 is prime to the 8
    // configurations, so each of them is still checked, on a fifth of its numbers.
    const int stride = knobel::testing::kSanitized ? 5 : 1;
    for (int code = 0; code < 16 * 16 * 16; code += stride)
        expect_matches_brute_force({code >> 8, code >> 4 & 15, code & 15}, kConfigs[code % 8]);
}

TEST(HexmaxSolver, RandomNumbersOfFourToSixDigits) {
    std::mt19937 random(2024);
    for (int round = 0; round < 120; ++round) {
        const int n = round < 100 ? 4 : round < 115 ? 5 : 6;
        std::vector<int> digits(n);
        for (int& d : digits) d = static_cast<int>(random() % 16);
        expect_matches_brute_force(digits, kConfigs[round % 8]);
    }
}

TEST(HexmaxSolver, DecimalOnlyAnswersForNumbersWithHexDigits) {
    // The contest's own example: D must become a decimal digit. The brute force (targets 0-9 only,
    // enumerated in spec_tables.h) is the judge; here only that the option does not empty out.
    for (const Config& config : kConfigs) {
        if (!config.decimal_only) continue;
        expect_matches_brute_force({0xD, 2, 4}, config);
        expect_matches_brute_force({0xF, 0xA, 0xC, 0xE}, config);
    }
    Problem problem = make_problem({0xF}, 1, kConfigs[4]);
    const Answer none = solve(problem);
    EXPECT_FALSE(none.exists);
    EXPECT_NE(no_answer_message(problem).find("m = 1"), std::string::npos) << no_answer_message(problem);
    problem.m = moves_that_always_suffice(problem);
    EXPECT_TRUE(solve(problem).exists);
}

TEST(HexmaxSolver, BlockSizesAndEntryWidthsDoNotMatter) {
    // Short numbers with every block size (kept rows every K rows, the rest recomputed): the
    // recomputation's narrow bands must give the same entries as the full table.
    std::mt19937 random(99);
    for (int round = 0; round < 40; ++round) {
        std::vector<int> digits(4 + round % 2);
        for (int& d : digits) d = static_cast<int>(random() % 16);
        SolverTuning tuning;
        tuning.block_rows = 1 + static_cast<std::size_t>(round % 4);
        tuning.entries = static_cast<SolverTuning::Entries>(round % 3);
        // Also the table for the m that do not bind (answered without it by default).
        tuning.answer_directly_when_m_does_not_bind = round % 2 == 0;
        expect_matches_brute_force(digits, kConfigs[round % 8], tuning);
    }
}

// A plain full-table solver written for this test: every balance from -7n to 7n, every target
// digit, int entries, no bands, no kept rows; then the same greedy. Slow, obviously right.
std::vector<int> reference_solve(const std::vector<int>& digits, long long m, bool largest) {
    const std::vector<int> shapes = spec::shapes(false);
    const int n = static_cast<int>(digits.size());
    const int span = 7 * n;
    const int inf = 1 << 29;
    std::vector<std::vector<int>> table(n + 1, std::vector<int>(2 * span + 1, inf));
    table[n][span] = 0;
    for (int i = n - 1; i >= 0; --i) {
        const int d = shapes[digits[i]];
        for (int b = -span; b <= span; ++b) {
            int best = inf;
            for (int t = 0; t < 16; ++t) {
                const int next = b + spec::sticks(d) - spec::sticks(shapes[t]);
                if (next < -span || next > span || table[i + 1][next + span] >= inf) continue;
                best = std::min(best, spec::sticks(d & ~shapes[t]) + table[i + 1][next + span]);
            }
            table[i][b + span] = best;
        }
    }
    std::vector<int> result;
    long long spent = 0;
    int balance = 0;
    for (int i = 0; i < n; ++i) {
        const int d = shapes[digits[i]];
        for (int k = 0; k < 16; ++k) {
            const int t = largest ? 15 - k : k;
            const int next = balance + spec::sticks(d) - spec::sticks(shapes[t]);
            if (next < -span || next > span || table[i + 1][next + span] >= inf) continue;
            const int cost = spec::sticks(d & ~shapes[t]);
            if (spent + cost + table[i + 1][next + span] > m) continue;
            result.push_back(t);
            spent += cost;
            balance = next;
            break;
        }
    }
    return result;
}

Problem read_example(const std::string& name) {
    std::ifstream file(std::string(KNOBEL_EXAMPLES_DIR) + "/hexmax/" + name, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    auto problem = parse_problem_file(text.str());
    EXPECT_TRUE(problem.ok()) << name;
    return problem.ok() ? problem.value() : Problem{};
}

TEST(HexmaxSolver, ContestExamplesMatchAPlainFullTable) {
    for (const char* name : {"hexmax0.txt", "hexmax1.txt", "hexmax2.txt", "hexmax3.txt", "hexmax4.txt", "hexmax5.txt"}) {
        const Problem problem = read_example(name);
        ASSERT_FALSE(problem.digits.empty());
        const std::vector<int> digits = ints(problem.digits);
        const Answer answer = solve(problem);
        EXPECT_EQ(ints(answer.digits), reference_solve(digits, static_cast<long long>(problem.m), true)) << name;
        EXPECT_LE(answer.moves, problem.m) << name;
        EXPECT_EQ(spec::replay_problem(masks_of(digits, false), as_steps(answer.steps),
                                       masks_of(ints(answer.digits), false)),
                  "")
            << name;
        Problem smallest = problem;
        smallest.options.goal = Goal::smallest;
        EXPECT_EQ(ints(solve(smallest).digits), reference_solve(digits, static_cast<long long>(problem.m), false)) << name;
    }
}

TEST(HexmaxSolver, RandomLongNumbersMatchAPlainFullTable) {
    std::mt19937 random(5);
    for (int round = 0; round < 12; ++round) {
        const int n = 50 + static_cast<int>(random() % 250);
        std::vector<int> digits(n);
        for (int& d : digits) d = static_cast<int>(random() % 16);
        const long long m = static_cast<long long>(random() % (3 * n));
        Problem problem = make_problem(digits, static_cast<std::uint64_t>(m), kConfigs[round % 2]);
        SolverTuning tuning;
        tuning.block_rows = round % 3 == 0 ? 0 : 1 + random() % 40;
        tuning.entries = static_cast<SolverTuning::Entries>(round % 3);
        const Answer answer = solve(problem, tuning);
        EXPECT_EQ(ints(answer.digits), reference_solve(digits, m, round % 2 == 0)) << round;
        EXPECT_LE(answer.moves, static_cast<std::uint64_t>(m));
    }
}

TEST(HexmaxSolver, MoreMovesThanSticksIsHarmless) {
    Problem problem;
    problem.digits = {0xD, 2, 4};
    problem.m = 14;  // D, 2 and 4 have 14 sticks
    const Answer at_sticks = solve(problem);
    problem.m = kMaxM;
    const Answer huge = solve(problem);
    EXPECT_EQ(huge.digits, at_sticks.digits);
    EXPECT_EQ(huge.moves, at_sticks.moves);
    // With every move allowed, the 14 sticks can form any three digits using 14: F (4 sticks, the
    // largest digit) twice leaves 6 for the last, whose largest 6-stick shape is A.
    EXPECT_EQ(digits_text(huge.digits), "FFA");
}

// The m from which on the answer is the best number of all, without the table: the table (made to
// run anyway) must give that number from exactly that m on, and something else one move below.
TEST(HexmaxSolver, FromTheBindingPointOnTheTableGivesTheDirectAnswer) {
    std::mt19937 random(21);
    SolverTuning table_only;
    table_only.answer_directly_when_m_does_not_bind = false;
    for (int round = 0; round < 48; ++round) {
        const int n = 1 + static_cast<int>(random() % 120);
        std::vector<int> digits(static_cast<std::size_t>(n));
        for (int& d : digits) d = static_cast<int>(random() % 16);
        Problem problem = make_problem(digits, kMaxM, kConfigs[round % 8]);
        const std::optional<UnconstrainedOptimum> optimum = unconstrained_optimum(problem);
        ASSERT_TRUE(optimum.has_value());
        for (std::uint64_t m : {optimum->moves, optimum->moves + 1, optimum->moves + 7, kMaxM}) {
            problem.m = m;
            const Answer direct = solve(problem);
            const Answer table = solve(problem, table_only);
            ASSERT_TRUE(direct.exists);
            EXPECT_EQ(direct.digits, optimum->digits) << digits_text(problem.digits) << " m " << m;
            EXPECT_EQ(direct.digits, table.digits) << digits_text(problem.digits) << " m " << m;
            EXPECT_EQ(direct.steps, table.steps) << digits_text(problem.digits) << " m " << m;
            EXPECT_EQ(direct.moves, optimum->moves);
        }
        if (optimum->moves == 0) continue;
        problem.m = optimum->moves - 1;
        const Answer below = solve(problem);
        EXPECT_NE(below.digits, optimum->digits) << digits_text(problem.digits);
        EXPECT_EQ(below.digits, solve(problem, table_only).digits);
    }
}

TEST(HexmaxSolver, SlicingNeverChangesTheAnswerWhenMDoesNotBind) {
    Problem problem = read_example("hexmax5.txt");
    problem.m = kMaxM;
    const Answer whole = solve(problem);
    SolveWork work(problem);
    EXPECT_EQ(work.progress().done, 0u);
    EXPECT_FALSE(work.status().empty());
    EXPECT_TRUE(work.run(1));
    EXPECT_EQ(work.progress().done, work.progress().total);
    EXPECT_EQ(work.answer().digits, whole.digits);
    EXPECT_EQ(work.answer().steps, whole.steps);
}

TEST(HexmaxSolver, SlicingNeverChangesTheAnswer) {
    const Problem problem = read_example("hexmax3.txt");
    const Answer whole = solve(problem);
    for (std::uint64_t budget : {1u, 2u, 7u, 100u, 5000u}) {
        SolverTuning tuning;
        tuning.block_rows = budget == 7 ? 3u : 0u;
        SolveWork work(problem, tuning);
        std::uint64_t calls = 0, last_done = 0;
        while (!work.run(budget)) {
            ++calls;
            const WorkProgress progress = work.progress();
            EXPECT_GE(progress.done, last_done);
            EXPECT_LE(progress.done, progress.total);
            last_done = progress.done;
            EXPECT_FALSE(work.status().empty());
            ASSERT_LT(calls, 10'000'000u);
        }
        EXPECT_TRUE(work.finished());
        EXPECT_TRUE(work.run(budget));  // stays finished
        EXPECT_EQ(work.progress().done, work.progress().total);
        EXPECT_EQ(work.answer().digits, whole.digits) << budget;
        EXPECT_EQ(work.answer().steps, whole.steps) << budget;
        if (budget == 1) {
            EXPECT_GT(calls, problem.digits.size());
        }
    }
}

TEST(HexmaxSolver, ZeroMovesKeepsTheNumber) {
    const Problem problem = read_example("hexmax2.txt");
    Problem none = problem;
    none.m = 0;
    const Answer answer = solve(none);
    EXPECT_EQ(answer.digits, problem.digits);
    EXPECT_EQ(answer.moves, 0u);
    EXPECT_TRUE(answer.steps.empty());
}

}  // namespace
}  // namespace knobel::hexmax
