// The setter report against brute force: which rules are redundant (the puzzle without the rule,
// counted by trying every filling in the independent model of brute_force.h), whether each
// suggestion holds for the first solution and breaks the second (the rule read and judged by
// that model), whether it makes the puzzle unique (counted again), and which cells propagation
// alone may leave open (a cell whose digit differs between two solutions must be open).
#include "crossnumber/setter_report.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "brute_force.h"
#include "brute_rule_text.h"
#include "crossnumber/evaluate.h"
#include "crossnumber/parser.h"
#include "puzzle_text.h"

namespace knobel::crossnumber {
namespace {

using testing::kSpecExample;
using testing::parsed;

bool contains(const std::vector<int>& list, int value) { return std::find(list.begin(), list.end(), value) != list.end(); }

std::vector<std::int8_t> digits_of(const std::vector<int>& cells) { return {cells.begin(), cells.end()}; }

// Random small puzzles, with a few more rules than brute::random_puzzle writes so that unique
// ones are common: rules true of a random filling (so a solution stays), picked at random.
brute::BrutePuzzle random_small_puzzle(std::mt19937& rng, int max_white) {
    brute::BrutePuzzle p = brute::random_puzzle(rng, max_white);
    const brute::BruteResult some = brute::solve_by_trying_all(p, 1);
    if (some.count == 0) return p;
    std::vector<brute::Big> values;
    for (const brute::BruteEntry& entry : p.entries) {
        brute::Big v = 0;
        for (int c : entry.cells) v = v * 10 + some.solutions[0][static_cast<std::size_t>(c)];
        values.push_back(v);
    }
    const int extra = std::uniform_int_distribution<int>(0, 3)(rng);
    for (int i = 0; i < extra; ++i) {
        const int e = std::uniform_int_distribution<int>(0, static_cast<int>(p.entries.size()) - 1)(rng);
        if (some.solutions[0][static_cast<std::size_t>(p.entries[static_cast<std::size_t>(e)].cells[0])] == 0) continue;
        brute::BruteRule rule;
        rule.name = "=";
        rule.a = std::make_shared<brute::Expr>();
        rule.a->kind = std::uniform_int_distribution<int>(0, 1)(rng) ? brute::Expr::qs : brute::Expr::qp;
        rule.a->a = std::make_shared<brute::Expr>();
        rule.a->a->kind = brute::Expr::entry;
        rule.a->a->entry_index = e;
        rule.b = std::make_shared<brute::Expr>();
        rule.b->kind = brute::Expr::constant;
        rule.b->value = static_cast<long long>(brute::eval(p, *rule.a, values));
        p.rules.push_back(rule);
    }
    return p;
}

TEST(CrossnumberSetterReport, RedundantRulesAreTheOnesBruteForceCanDrop) {
    std::mt19937 rng(4242);
    int unique = 0, redundant = 0, essential = 0;
    for (int round = 0; round < 700; ++round) {
        const brute::BrutePuzzle bp = random_small_puzzle(rng, round % 5 == 0 ? 5 : 4);
        if (brute::solve_by_trying_all(bp, 2).count != 1) continue;
        ++unique;
        const std::string text = brute::file_text(bp);
        const Puzzle puzzle = parsed(text);
        const SetterReport report = setter_report(puzzle);
        ASSERT_EQ(report.status, Status::unique) << text;
        ASSERT_EQ(report.redundant.size() + report.essential.size(), bp.rules.size()) << text;
        for (std::size_t r = 0; r < bp.rules.size(); ++r) {
            brute::BrutePuzzle fewer = bp;
            fewer.rules.erase(fewer.rules.begin() + static_cast<std::ptrdiff_t>(r));
            const int count = brute::solve_by_trying_all(fewer, 2).count;
            ASSERT_GE(count, 1) << text;
            const bool is_redundant = count == 1;
            EXPECT_EQ(contains(report.redundant, static_cast<int>(r)), is_redundant) << text << "rule " << r;
            EXPECT_EQ(contains(report.essential, static_cast<int>(r)), !is_redundant) << text << "rule " << r;
            (is_redundant ? redundant : essential) += 1;
        }
        EXPECT_TRUE(report.suggestions.empty());
        EXPECT_TRUE(report.differing_cells.empty());
    }
    // Enough of each kind for the comparison to mean something.
    EXPECT_GT(unique, 60);
    EXPECT_GT(redundant, 100);
    EXPECT_GT(essential, 40);
}

TEST(CrossnumberSetterReport, SuggestionsCutTheSecondSolutionAndSayWhenTheyMakeItUnique) {
    std::mt19937 rng(777);
    int multiple = 0, suggested = 0, making_unique = 0, not_making_unique = 0;
    for (int round = 0; round < 900; ++round) {
        const brute::BrutePuzzle bp = random_small_puzzle(rng, 4);
        const brute::BruteResult truth = brute::solve_by_trying_all(bp, 1000000);
        if (truth.count < 2) continue;
        ++multiple;
        const std::string text = brute::file_text(bp);
        const Puzzle puzzle = parsed(text);
        const SetterReport report = setter_report(puzzle);
        ASSERT_EQ(report.status, Status::multiple) << text;
        ASSERT_EQ(report.solutions.size(), 2u) << text;
        const std::vector<std::int8_t>& first = report.solutions[0].digits;
        const std::vector<std::int8_t>& second = report.solutions[1].digits;
        ASSERT_TRUE(brute::keeps_every_rule(bp, first)) << text;
        ASSERT_TRUE(brute::keeps_every_rule(bp, second)) << text;
        for (std::size_t cell = 0; cell < first.size(); ++cell)
            EXPECT_EQ(contains(report.differing_cells, static_cast<int>(cell)), first[cell] != second[cell]) << text;
        EXPECT_LE(report.suggestions.size(), 5u);
        bool seen_plain = false;
        for (const Suggestion& suggestion : report.suggestions) {
            ++suggested;
            brute::BrutePuzzle more = bp;
            brute::BruteRule rule;
            ASSERT_TRUE(brute::read_rule(more, suggestion.rule, rule)) << suggestion.rule;
            more.rules.push_back(rule);
            EXPECT_TRUE(brute::keeps_every_rule(more, first)) << text << suggestion.rule;
            EXPECT_FALSE(brute::keeps_every_rule(more, second)) << text << suggestion.rule;
            const bool unique = brute::solve_by_trying_all(more, 2).count == 1;
            EXPECT_EQ(suggestion.makes_unique, unique) << text << suggestion.rule;
            // Said in words, as the rules are on the page: no entry name (A_w), no function name (PZ().
            EXPECT_FALSE(suggestion.words.empty()) << suggestion.rule;
            EXPECT_EQ(suggestion.words.find('_'), std::string::npos) << suggestion.words;
            EXPECT_EQ(suggestion.words.find('('), std::string::npos) << suggestion.words;
            (unique ? making_unique : not_making_unique) += 1;
            EXPECT_FALSE(suggestion.makes_unique && seen_plain) << "those that make it unique come first";
            seen_plain = seen_plain || !suggestion.makes_unique;
        }
        // Soundness of propagation alone: a cell where two solutions differ cannot be fixed.
        for (std::size_t i = 1; i < truth.solutions.size(); ++i)
            for (std::size_t cell = 0; cell < first.size(); ++cell)
                if (truth.solutions[0][cell] != truth.solutions[i][cell]) {
                    EXPECT_TRUE(contains(report.open_cells, static_cast<int>(cell))) << text;
                }
        EXPECT_TRUE(report.redundant.empty() && report.essential.empty());
    }
    EXPECT_GT(multiple, 150);
    EXPECT_GT(making_unique, 60);
    EXPECT_GT(not_making_unique, 60);
    EXPECT_GT(suggested, 250);
}

// Only C across is mentioned, so the top row is two free cells: whichever two fillings the search
// finds, at least one starts a top-row run with 0 unless the report picks the order. A rule on a run
// must keep the solution shown first, so the report shows first the one a rule can keep.
TEST(CrossnumberSetterReport, SuggestionsKeepWhicheverSolutionARuleCanKeep) {
    const std::string text = "grid\nA B\nC .\nend\n=(C_w, 34)\n";
    const SetterReport report = setter_report(parsed(text));
    ASSERT_EQ(report.status, Status::multiple);
    ASSERT_FALSE(report.suggestions.empty()) << "a rule on B down or A across tells two fillings apart";
    for (const Suggestion& suggestion : report.suggestions) {
        const Puzzle more = parsed(text + suggestion.rule + "\n");
        const Rule& rule = more.rules.back();
        const auto holds = [&](const Solution& solution) {
            for (const int e : rule.entries)
                if (solution.digits[static_cast<std::size_t>(more.entries[static_cast<std::size_t>(e)].cells[0])] == 0) return false;
            const std::optional<std::vector<Value>> values = entry_values(more, solution.digits);
            return values && rule_holds(more, rule, values->data());
        };
        EXPECT_TRUE(holds(report.solutions[0])) << suggestion.rule;
        EXPECT_FALSE(holds(report.solutions[1])) << suggestion.rule;
    }
}

TEST(CrossnumberSetterReport, PropagationAloneLeavesOnlyDigitsOfSolutions) {
    std::mt19937 rng(99);
    int fixed = 0, open = 0;
    for (int round = 0; round < 400; ++round) {
        const brute::BrutePuzzle bp = random_small_puzzle(rng, 4);
        const brute::BruteResult truth = brute::solve_by_trying_all(bp, 1000000);
        const Puzzle puzzle = parsed(brute::file_text(bp));
        SolveOptions options;
        options.propagation_only = true;
        Solver solver(puzzle, options);
        run_to_completion(solver);
        EXPECT_EQ(solver.stats().assumptions, 0u);
        if (truth.count == 0) continue;
        for (std::size_t cell = 0; cell < puzzle.cells.size(); ++cell) {
            if (!puzzle.cells[cell].white) continue;
            const Mask mask = solver.state().cells[cell];
            if (truth.count <= 4) {  // every solution's digit is still there
                for (const std::vector<int>& s : truth.solutions) EXPECT_TRUE(mask & digit_bit(s[cell])) << brute::file_text(bp);
            }
            if (digit_options(mask) == 1) {
                ++fixed;
                for (const std::vector<int>& s : truth.solutions) EXPECT_EQ(lowest_digit(mask), s[cell]) << brute::file_text(bp);
            } else {
                ++open;
            }
        }
        if (truth.count == 1 && solver.result() == Status::unique) {
            EXPECT_EQ(solver.solutions()[0].digits, digits_of(truth.solutions[0]));
        }
    }
    EXPECT_GT(fixed, 100);
    EXPECT_GT(open, 100);
}

// The spec's example: every rule essential (without AB(A_w), 201 / 603 is a second solution; the
// others each let more in). A_s (the first column) is a run no rule mentions.

TEST(CrossnumberSetterReport, TheSpecExample) {
    const Puzzle puzzle = parsed(kSpecExample);
    const SetterReport report = setter_report(puzzle);
    EXPECT_EQ(report.status, Status::unique);
    EXPECT_EQ(report.essential, (std::vector<int>{0, 1, 2, 3, 4}));
    EXPECT_TRUE(report.redundant.empty());
    EXPECT_EQ(report.warnings, (std::vector<std::string>{"A_s is mentioned by no rule"}));
    // The page's words for it: A_s is the down entry of label A (the spec's _w across, _s down).
    EXPECT_EQ(report.warnings_in_words, (std::vector<std::string>{"A down is mentioned by no rule"}));
    // A duplicate makes both copies redundant.
    const SetterReport twice = setter_report(parsed(std::string(kSpecExample) + "AB(A_w)\n"));
    EXPECT_EQ(twice.redundant, (std::vector<int>{4, 5}));
    // Without AB(A_w): the spec's two fillings, and a suggestion that brings one back.
    const SetterReport four = setter_report(parsed("grid\nA . C\nB . .\nend\nPZ(C_s)\n=(qs(A_w), 3)\n=(qs(B_w), 9)\nV(B_w, A_w)\n"));
    ASSERT_EQ(four.status, Status::multiple);
    ASSERT_FALSE(four.suggestions.empty());
    EXPECT_TRUE(four.suggestions[0].makes_unique);  // AB(A_w) would, so some tried one does
}

TEST(CrossnumberSetterReport, WarnsAboutRunsNoRuleMentionsAndCellsInNoEntry) {
    const SetterReport report = setter_report(parsed("grid\nA . C\nB . .\nend\nPZ(C_s)\n"));
    const std::string all = [&] {
        std::string text;
        for (const std::string& w : report.warnings) text += w + "\n";
        return text;
    }();
    EXPECT_NE(all.find("A_w is mentioned by no rule"), std::string::npos) << all;
    EXPECT_NE(all.find("B_w is mentioned by no rule"), std::string::npos) << all;
    EXPECT_EQ(all.find("C_s is mentioned"), std::string::npos) << all;
    EXPECT_NE(all.find("(0,0)"), std::string::npos) << all;  // in no entry: A . and B .
    EXPECT_EQ(report.status, Status::multiple);
}

TEST(CrossnumberSetterReport, DifficultyThresholds) {
    Stats stats;
    EXPECT_EQ(difficulty_of(stats), Difficulty::easy);
    stats.assumptions = 1;
    EXPECT_EQ(difficulty_of(stats), Difficulty::medium);
    stats.assumptions = 9;
    EXPECT_EQ(difficulty_of(stats), Difficulty::medium);
    stats.assumptions = 10;
    EXPECT_EQ(difficulty_of(stats), Difficulty::hard);
    EXPECT_EQ(difficulty_name(Difficulty::hard), "hard");
}

TEST(CrossnumberSetterReport, SlicesDoNotChangeTheReport) {
    std::mt19937 rng(5);
    for (int round = 0; round < 60; ++round) {
        const Puzzle puzzle = parsed(brute::file_text(random_small_puzzle(rng, 4)));
        const SetterReport whole = setter_report(puzzle);
        SetterReportWork work(puzzle);
        int slices = 0;
        while (!work.run(1 + static_cast<std::uint64_t>(round % 3) * 5)) {
            ++slices;
            const WorkProgress progress = work.progress();
            EXPECT_LE(progress.done, progress.total);
            EXPECT_FALSE(work.status().empty());
        }
        const SetterReport& sliced = work.report();
        EXPECT_EQ(sliced.status, whole.status);
        EXPECT_EQ(sliced.solutions, whole.solutions);
        EXPECT_EQ(sliced.open_cells, whole.open_cells);
        EXPECT_EQ(sliced.redundant, whole.redundant);
        EXPECT_EQ(sliced.essential, whole.essential);
        ASSERT_EQ(sliced.suggestions.size(), whole.suggestions.size());
        for (std::size_t i = 0; i < whole.suggestions.size(); ++i) EXPECT_EQ(sliced.suggestions[i].rule, whole.suggestions[i].rule);
        EXPECT_EQ(sliced.stats.assumptions, whole.stats.assumptions);
    }
}

TEST(CrossnumberSetterReport, DeepestIsAtMostTheAssumptions) {
    std::mt19937 rng(11);
    bool deep = false;
    for (int round = 0; round < 200; ++round) {
        const SolveResult result = solve(parsed(brute::file_text(random_small_puzzle(rng, 5))));
        EXPECT_LE(result.stats.deepest, result.stats.assumptions);
        EXPECT_EQ(result.stats.deepest == 0, result.stats.assumptions == 0);
        deep = deep || result.stats.deepest >= 2;
    }
    EXPECT_TRUE(deep);
}

}  // namespace
}  // namespace knobel::crossnumber
