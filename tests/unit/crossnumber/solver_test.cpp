#include "crossnumber/solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include "brute_force.h"
#include "crossnumber/evaluate.h"
#include "crossnumber/output.h"
#include "crossnumber/parser.h"
#include "puzzle_text.h"
#include "unit/sanitized_cases.h"

namespace knobel::crossnumber {
namespace {

using testing::parsed;

Puzzle load(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    auto puzzle = parse_puzzle_file(text.str());
    EXPECT_TRUE(puzzle.ok()) << path << ": " << puzzle.error().to_string();
    return puzzle.ok() ? *puzzle : Puzzle{};
}

std::vector<std::filesystem::path> examples() {
    std::vector<std::filesystem::path> paths;
    for (const auto& item : std::filesystem::directory_iterator(std::string(KNOBEL_EXAMPLES_DIR) + "/crossnumber"))
        if (item.path().extension() == ".kz") paths.push_back(item.path());
    std::sort(paths.begin(), paths.end());
    return paths;
}

TEST(CrossnumberSolver, TheSpecExampleHasTheSpecSolution) {
    const Puzzle puzzle = parsed("grid\nA . C\nB . .\nend\nPZ(C_s)\n=(qs(A_w), 3)\n=(qs(B_w), 9)\nV(B_w, A_w)\nAB(A_w)\n");
    const SolveResult result = solve(puzzle);
    EXPECT_EQ(result.status, Status::unique);
    ASSERT_EQ(result.solutions.size(), 1u);
    EXPECT_EQ(solution_rows(puzzle, result.solutions[0]), (std::vector<std::string>{"111", "333"}));
    // Without AB(A_w), the spec says 201 / 603 is a second solution.
    const Puzzle four = parsed("grid\nA . C\nB . .\nend\nPZ(C_s)\n=(qs(A_w), 3)\n=(qs(B_w), 9)\nV(B_w, A_w)\n");
    const SolveResult two = solve(four, 10);
    EXPECT_EQ(two.status, Status::multiple);
    std::set<std::vector<std::string>> grids;
    for (const Solution& s : two.solutions) grids.insert(solution_rows(four, s));
    EXPECT_TRUE(grids.count({"111", "333"}));
    EXPECT_TRUE(grids.count({"201", "603"}));
}

TEST(CrossnumberSolver, EveryExampleIsUniqueAndItsSolutionKeepsEveryRule) {
    const auto paths = examples();
    ASSERT_GE(paths.size(), 6u);
    for (const auto& path : paths) {
        const Puzzle puzzle = load(path);
        const SolveResult result = solve(puzzle);
        EXPECT_EQ(result.status, Status::unique) << path;  // each example file says so
        ASSERT_EQ(result.solutions.size(), 1u) << path;
        const auto values = entry_values(puzzle, result.solutions[0].digits);
        ASSERT_TRUE(values) << path;
        for (const Rule& rule : puzzle.rules) EXPECT_TRUE(rule_holds(puzzle, rule, values->data())) << path << " line " << rule.line;
        for (const Entry& entry : puzzle.entries) EXPECT_NE(result.solutions[0].digits[static_cast<std::size_t>(entry.cells[0])], 0);
    }
}

// The solver against trying every filling, on many random small puzzles.
TEST(CrossnumberSolver, AgreesWithBruteForceOnRandomSmallPuzzles) {
    std::mt19937 rng(2026);
    int counts[3] = {0, 0, 0};
    for (int round = 0; round < 2000; ++round) {
        const brute::BrutePuzzle bp = brute::random_puzzle(rng, round % 4 == 0 ? 5 : 4);
        const std::string text = brute::file_text(bp);
        auto puzzle = parse_puzzle_file(text);
        if (!puzzle.ok()) {
            // Only the load-time bound may refuse a generated puzzle; these stay far below it.
            ADD_FAILURE() << puzzle.error().to_string() << "\n" << text;
            continue;
        }
        const brute::BruteResult truth = brute::solve_by_trying_all(bp, 1000000);
        const SolveResult result = solve(*puzzle, 3);
        const Status expected = truth.count == 0 ? Status::none : truth.count == 1 ? Status::unique : Status::multiple;
        ++counts[static_cast<int>(expected)];
        ASSERT_EQ(result.status, expected) << text << "brute force found " << truth.count;
        ASSERT_EQ(result.solutions.size(), std::min<std::size_t>(3, static_cast<std::size_t>(truth.count))) << text;
        std::set<std::vector<std::int8_t>> distinct;
        for (const Solution& s : result.solutions) {
            distinct.insert(s.digits);
            // Each solution keeps every rule, judged by the brute-force model.
            std::vector<brute::Big> values;
            const std::vector<bool> mentioned = brute::mentioned_entries(bp);
            for (std::size_t e = 0; e < bp.entries.size(); ++e) {
                brute::Big v = 0;
                for (int c : bp.entries[e].cells) v = v * 10 + s.digits[static_cast<std::size_t>(c)];
                values.push_back(v);
                if (mentioned[e]) {
                    ASSERT_NE(s.digits[static_cast<std::size_t>(bp.entries[e].cells[0])], 0) << text;
                }
            }
            for (const auto& rule : bp.rules) ASSERT_TRUE(brute::rule_holds(bp, rule, values)) << text;
            for (std::size_t c = 0; c < bp.kind.size(); ++c)
                if (bp.kind[c] >= 0) {
                    ASSERT_EQ(s.digits[c], bp.kind[c]) << text;
                }
        }
        EXPECT_EQ(distinct.size(), result.solutions.size()) << text;
        if (expected == Status::unique) {
            std::vector<std::int8_t> digits(truth.solutions[0].begin(), truth.solutions[0].end());
            EXPECT_EQ(result.solutions[0].digits, digits) << text;
        }
    }
    // The generator must produce every kind of answer, or the test proves little.
    EXPECT_GT(counts[0], 20);
    EXPECT_GT(counts[1], 20);
    EXPECT_GT(counts[2], 20);
}

// The generator's probe (SolveOptions::excluded, first_only, try_last): with one brute-force
// solution excluded on a few of its cells, the solver finds another solution exactly when trying
// every filling finds one that differs from it there, and what it finds keeps every rule.
TEST(CrossnumberSolver, AnExcludedSolutionIsNotFoundAndAnotherIsWhenOneExists) {
    std::mt19937 rng(2027);
    int found = 0, none = 0;
    const int rounds = knobel::testing::cases(1500);
    for (int round = 0; round < rounds; ++round) {
        const brute::BrutePuzzle bp = brute::random_puzzle(rng, round % 4 == 0 ? 5 : 4);
        auto puzzle = parse_puzzle_file(brute::file_text(bp));
        ASSERT_TRUE(puzzle.ok());
        const brute::BruteResult truth = brute::solve_by_trying_all(bp, 1000000);
        if (truth.count == 0 || truth.count > 4) continue;  // every solution listed (the first four)
        const std::vector<int>& planted = truth.solutions[0];
        // Excluded on a random subset of its white cells (at least one).
        std::vector<std::pair<int, int>> literals;
        for (std::size_t c = 0; c < planted.size(); ++c)
            if (planted[c] >= 0 && (literals.empty() || rng() % 2)) literals.emplace_back(static_cast<int>(c), planted[c]);
        const auto differs = [&](const std::vector<int>& digits) {
            return std::any_of(literals.begin(), literals.end(),
                               [&](const auto& l) { return digits[static_cast<std::size_t>(l.first)] != l.second; });
        };
        const bool another = std::any_of(truth.solutions.begin(), truth.solutions.end(), differs);
        SolveOptions options;
        options.excluded.push_back(literals);
        options.first_only = true;
        options.try_last.assign(planted.size(), 0);
        for (std::size_t c = 0; c < planted.size(); ++c)
            if (planted[c] >= 0) options.try_last[c] = static_cast<Mask>(1u << planted[c]);
        Solver solver(*puzzle, std::move(options));
        run_to_completion(solver);
        ASSERT_EQ(solver.result(), another ? Status::unique : Status::none) << brute::file_text(bp);
        if (!another) {
            ++none;
            continue;
        }
        ++found;
        const std::vector<std::int8_t>& digits = solver.solutions()[0].digits;
        const std::vector<int> as_int(digits.begin(), digits.end());
        EXPECT_TRUE(differs(as_int)) << brute::file_text(bp);
        EXPECT_NE(std::find(truth.solutions.begin(), truth.solutions.end(), as_int), truth.solutions.end())
            << "a solution trying every filling finds too\n" << brute::file_text(bp);
    }
    // Both answers often enough to prove something (67 and 42 of the 1,500 rounds; the bounds
    // scale with the rounds, a quarter of them under the sanitizers: 9 "none" there).
    EXPECT_GT(found, rounds / 100);
    EXPECT_GT(none, rounds / 100);
}

// Starting over after every backtrack (restart_unit 1), keeping nogoods and the solutions met:
// the same answers as trying every filling, and the search does start over.
TEST(CrossnumberSolver, StartingOverAsOftenAsPossibleKeepsTheAnswer) {
    std::mt19937 rng(909);
    std::uint64_t restarts = 0, nogoods = 0;
    for (int round = 0; round < knobel::testing::cases(1500); ++round) {
        const brute::BrutePuzzle bp = brute::random_puzzle(rng, 5);
        const std::string text = brute::file_text(bp);
        auto puzzle = parse_puzzle_file(text);
        ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string() << "\n" << text;
        const brute::BruteResult truth = brute::solve_by_trying_all(bp, 1000000);
        SolveOptions options;
        options.max_solutions = 3;
        options.restart_unit = 1;
        Solver solver(*puzzle, options);
        run_to_completion(solver);
        const SolveResult result = result_of(solver, 3);
        restarts += result.stats.restarts;
        nogoods += result.stats.nogoods;
        const Status expected = truth.count == 0 ? Status::none : truth.count == 1 ? Status::unique : Status::multiple;
        ASSERT_EQ(result.status, expected) << text << "brute force found " << truth.count;
        ASSERT_EQ(result.solutions.size(), std::min<std::size_t>(3, static_cast<std::size_t>(truth.count))) << text;
        std::set<std::vector<std::int8_t>> distinct;
        for (const Solution& s : result.solutions) {
            distinct.insert(s.digits);
            const auto values = entry_values(*puzzle, s.digits);
            ASSERT_TRUE(values) << text;
            for (const Rule& rule : puzzle->rules) ASSERT_TRUE(rule_holds(*puzzle, rule, values->data())) << text;
        }
        EXPECT_EQ(distinct.size(), result.solutions.size()) << text;
    }
    EXPECT_GT(restarts, static_cast<std::uint64_t>(knobel::testing::cases(100)));  // or the test proves little
    EXPECT_GT(nogoods, static_cast<std::uint64_t>(knobel::testing::cases(100)));
}

// The intermediate values the step mode shows (qs(A_w), mal(B_s, rev(C_s)), ...) always hold the
// value the node has in the solution, at every step where the solution still fits the state;
// and they do say something: some are single values or short lists before the end.
TEST(CrossnumberSolver, IntermediateValuesAlwaysHoldTheSolutionsValue) {
    for (const auto& path : examples()) {
        const Puzzle puzzle = load(path);
        const SolveResult fast = solve(puzzle);
        ASSERT_EQ(fast.status, Status::unique) << path;
        const std::vector<std::int8_t>& digits = fast.solutions[0].digits;
        const std::vector<Value> values = *entry_values(puzzle, digits);
        Solver solver(puzzle, {2, true, {}});
        int checked = 0, narrow = 0, steps = 0;
        do {
            const SearchState& state = solver.state();
            bool fits = true;
            for (std::size_t c = 0; c < digits.size(); ++c)
                if (digits[c] >= 0 && !(state.cells[c] & digit_bit(digits[c]))) fits = false;
            for (std::size_t e = 0; e < puzzle.entries.size(); ++e)
                if (state.lists[e] && !std::binary_search(state.lists[e]->begin(), state.lists[e]->end(), values[e])) fits = false;
            const std::vector<IntermediateValue>& shown = solver.intermediate_values();
            if (!fits) continue;
            for (const IntermediateValue& v : shown) {
                const Value truth = evaluate(puzzle, v.node, values.data());
                EXPECT_TRUE(v.values.contains(truth)) << path << " step " << solver.stats().steps << ": "
                                                      << expression_text(puzzle, v.node) << " = " << to_string(truth)
                                                      << " is not in " << to_string(v.values.lo) << ".." << to_string(v.values.hi);
                ++checked;
                narrow += v.values.single() || (v.values.list && v.values.list->size() <= 6) ? 1 : 0;
            }
        } while (!solver.step() && ++steps < 3000);
        EXPECT_GT(checked, 0) << path;
        EXPECT_GT(narrow, 0) << path;
    }
}

SolveResult solve_in_steps(const Puzzle& puzzle, std::size_t max_solutions, std::vector<std::string>* log = nullptr) {
    Solver solver(puzzle, {max_solutions, true, {}});
    while (!solver.step()) {
        EXPECT_FALSE(solver.last_line().empty());
        if (log) log->push_back(solver.last_line());
    }
    if (log) log->push_back(solver.last_line());
    SolveResult result{solver.result(), solver.solutions(), solver.stats()};
    if (result.solutions.size() > max_solutions) result.solutions.resize(max_solutions);
    return result;
}

TEST(CrossnumberSolver, StepsToTheEndGiveTheFastAnswer) {
    for (const auto& path : examples()) {
        const Puzzle puzzle = load(path);
        const SolveResult fast = solve(puzzle);
        std::vector<std::string> log;
        const SolveResult stepped = solve_in_steps(puzzle, 2, &log);
        EXPECT_EQ(stepped.status, fast.status) << path;
        EXPECT_EQ(stepped.solutions, fast.solutions) << path;
        EXPECT_EQ(stepped.stats.rule_applications, fast.stats.rule_applications) << path;
        EXPECT_EQ(stepped.stats.assumptions, fast.stats.assumptions) << path;
        ASSERT_FALSE(log.empty());
        EXPECT_EQ(log.back().rfind("done: ", 0), 0u) << log.back();
        // Slices of any size, too.
        for (std::uint64_t budget : {1u, 7u, 1000u}) {
            Solver solver(puzzle);
            while (!solver.run(budget)) {
            }
            EXPECT_EQ(solver.result(), fast.status) << path;
            EXPECT_EQ(solver.solutions(), fast.solutions) << path;
        }
    }
    std::mt19937 rng(99);
    for (int round = 0; round < 100; ++round) {
        const Puzzle puzzle = parsed(brute::file_text(brute::random_puzzle(rng, 4)));
        const SolveResult fast = solve(puzzle);
        const SolveResult stepped = solve_in_steps(puzzle, 2);
        EXPECT_EQ(stepped.status, fast.status);
        EXPECT_EQ(stepped.solutions, fast.solutions);
    }
}

TEST(CrossnumberSolver, TheLogSaysWhatARuleDidInWords) {
    const Puzzle puzzle = parsed("grid\nA . C\nB . .\nend\nPZ(C_s)\n=(qs(A_w), 3)\n=(qs(B_w), 9)\nV(B_w, A_w)\nAB(A_w)\n");
    std::vector<std::string> log;
    solve_in_steps(puzzle, 2, &log);
    bool found = false;
    for (const std::string& line : log)
        found = found || (line.rfind("PZ(C_s): ", 0) == 0 && line.find("the last digit of C_s cannot be 0, 2, 4, 5, 6 or 8") != std::string::npos);
    EXPECT_TRUE(found) << log.front();
}

TEST(CrossnumberSolver, MaxSolutionsAndFreeCells) {
    // The cell (0,1) is in no entry: any digit fits, ten solutions.
    const Puzzle puzzle = parsed("grid\nA .\nend\n=(A_s, 7)\n");
    EXPECT_FALSE(puzzle_warnings(puzzle).empty());
    const SolveResult five = solve(puzzle, 5);
    EXPECT_EQ(five.status, Status::multiple);
    EXPECT_EQ(five.solutions.size(), 5u);
    const SolveResult one = solve(puzzle, 1);
    EXPECT_EQ(one.status, Status::multiple);  // still knows there is more than one
    EXPECT_EQ(one.solutions.size(), 1u);
    // A given 0 at the start of an entry: no solution.
    EXPECT_EQ(solve(parsed("grid\nA 0\n0 .\nend\nPZ(A_s)\n")).status, Status::none);
    // A rule on constants alone.
    EXPECT_EQ(solve(parsed("grid\nA\nend\n=(A_w, 5)\n<(3, 2)\n")).status, Status::none);
    EXPECT_EQ(solve(parsed("grid\nA\nend\n=(A_w, 5)\n<(2, 3)\n")).status, Status::unique);
}

TEST(CrossnumberSolver, ExactBeyondSixtyFourBits) {
    // Two 18-digit entries and their product of 36 digits.
    const std::string a = "123456789012345678", b = "987654321098765432";
    const std::string text = "grid\nA" + std::string(17, '.') + "\nB" + std::string(17, '.') + "\nend\n=(A_w, " + a + ")\n=(B_w, " +
                             b + ")\nPZ(plus(minus(mal(A_w, B_w), 121932631137021794322511812221002896), 1))\n";
    const Puzzle puzzle = parsed(text);
    // 123456789012345678 * 987654321098765432 = 121932631137021794322511812221002896 (Python: the
    // product minus itself is 0, and 0 + 1 = 1 is not prime), so no solution.
    EXPECT_EQ(solve(puzzle).status, Status::none);
    const Puzzle fits = parsed("grid\nA" + std::string(17, '.') + "\nB" + std::string(17, '.') + "\nend\n=(A_w, " + a + ")\n=(B_w, " + b +
                              ")\n=(minus(mal(A_w, B_w), 121932631137021794322511812221002896), 0)\n");
    EXPECT_EQ(solve(fits).status, Status::unique);
}

}  // namespace
}  // namespace knobel::crossnumber
