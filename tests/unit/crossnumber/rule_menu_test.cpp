// The rule menu against the brute-force model: the grid's runs found by an independent scan,
// every menu rule of a filling true of it and menu_rule_holds right about another filling, both
// judged by reading the rule's text into brute_force.h's model; each text the canonical one.
#include "crossnumber/rule_menu.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "brute_force.h"
#include "brute_rule_text.h"
#include "crossnumber/parser.h"

namespace knobel::crossnumber {
namespace {

std::vector<std::int8_t> random_filling(std::mt19937& rng, const brute::BrutePuzzle& p) {
    std::vector<std::int8_t> digits(p.kind.size(), -1);
    for (std::size_t i = 0; i < p.kind.size(); ++i)
        if (p.kind[i] != -2) digits[i] = static_cast<std::int8_t>(p.kind[i] >= 0 ? p.kind[i] : std::uniform_int_distribution<int>(0, 9)(rng));
    return digits;
}

// The brute model's verdict: the rule holds and none of its entries starts with 0.
bool brute_keeps(const brute::BrutePuzzle& grid, const std::string& text, const std::vector<std::int8_t>& digits) {
    brute::BrutePuzzle p = grid;
    p.rules.clear();
    brute::BruteRule rule;
    EXPECT_TRUE(brute::read_rule(p, text, rule)) << text;
    p.rules.push_back(rule);
    return brute::keeps_every_rule(p, digits);
}

TEST(CrossnumberRuleMenu, RunsAreTheLabelledRunsOfTwoOrMore) {
    std::mt19937 rng(31);
    for (int round = 0; round < 300; ++round) {
        const brute::BrutePuzzle bp = brute::random_puzzle(rng, 12);
        auto puzzle = parse_puzzle_file(brute::file_text(bp));
        ASSERT_TRUE(puzzle.ok());
        std::set<std::pair<std::string, std::vector<int>>> expected, found;
        std::set<std::string> expected_words, found_words;  // the entries as the player reads them
        auto white = [&](int r, int c) { return r >= 0 && c >= 0 && r < bp.rows && c < bp.cols && bp.kind[static_cast<std::size_t>(r * bp.cols + c)] != -2; };
        for (int r = 0; r < bp.rows; ++r)
            for (int c = 0; c < bp.cols; ++c) {
                const std::string& label = bp.labels[static_cast<std::size_t>(r * bp.cols + c)];
                if (label.empty()) continue;
                for (int across = 0; across < 2; ++across) {
                    const int dr = across ? 0 : 1, dc = across ? 1 : 0;
                    if (white(r - dr, c - dc)) continue;
                    std::vector<int> cells;
                    for (int rr = r, cc = c; white(rr, cc); rr += dr, cc += dc) cells.push_back(rr * bp.cols + cc);
                    if (cells.size() >= 2) {
                        expected.insert({label + (across ? "_w" : "_s"), cells});
                        expected_words.insert(label + (across ? " across" : " down"));
                    }
                }
            }
        for (const GridRun& run : grid_runs(*puzzle)) {
            found.insert({run.name, run.cells});
            found_words.insert(run_words(run));
        }
        EXPECT_EQ(found, expected) << brute::file_text(bp);
        EXPECT_EQ(found_words, expected_words) << brute::file_text(bp);
    }
}

TEST(CrossnumberRuleMenu, EveryRuleHoldsForItsFillingAndIsJudgedRightOnAnother) {
    std::mt19937 rng(2718);
    int rules = 0, held_elsewhere = 0, broken_elsewhere = 0;
    std::set<std::string> shapes;
    for (int round = 0; round < 300; ++round) {
        brute::BrutePuzzle bp = brute::random_puzzle(rng, 12);
        bp.rules.clear();
        auto grid = parse_puzzle_file(brute::file_text(bp));
        ASSERT_TRUE(grid.ok());
        const std::vector<GridRun> runs = grid_runs(*grid);
        const std::vector<std::int8_t> first = random_filling(rng, bp), second = random_filling(rng, bp);
        const std::vector<Value> second_values = run_values(runs, second);
        for (const MenuRule& rule : menu_rules(runs, first)) {
            ++rules;
            shapes.insert(rule.text.substr(0, rule.text.find('(')) + (rule.text.find("qs(") != std::string::npos ? "qs" : ""));
            EXPECT_TRUE(brute_keeps(bp, rule.text, first)) << brute::file_text(bp) << rule.text;
            const bool holds = brute_keeps(bp, rule.text, second);
            EXPECT_EQ(menu_rule_holds(rule, second_values), holds) << brute::file_text(bp) << rule.text;
            (holds ? held_elsewhere : broken_elsewhere) += 1;
            // The text is the canonical one: it reads back to itself.
            auto with = parse_puzzle_file(brute::file_text(bp) + rule.text + "\n");
            ASSERT_TRUE(with.ok()) << rule.text;
            EXPECT_EQ(rule_text(*with, with->rules[0]), rule.text);
        }
    }
    EXPECT_GT(rules, 2000);
    EXPECT_GT(held_elsewhere, 300);
    EXPECT_GT(broken_elsewhere, 300);
    EXPECT_GE(shapes.size(), 14u);  // most shapes of the menu met
}

TEST(CrossnumberRuleMenu, WantedRunsOnly) {
    auto puzzle = parse_puzzle_file("grid\nA . B\n. # .\nC . .\nend\n");
    ASSERT_TRUE(puzzle.ok());
    const std::vector<GridRun> runs = grid_runs(*puzzle);
    ASSERT_EQ(runs.size(), 4u);  // A_w, A_s, B_s, C_w
    const std::vector<std::int8_t> digits{1, 2, 3, 4, -1, 5, 6, 7, 8};
    std::vector<bool> wanted(runs.size(), false);
    wanted[1] = true;
    for (const MenuRule& rule : menu_rules(runs, digits, wanted)) EXPECT_TRUE(rule.run == 1 || rule.other == 1) << rule.text;
    // A run starting with 0 is never mentioned.
    const std::vector<std::int8_t> zero{0, 2, 3, 4, -1, 5, 6, 7, 8};
    for (const MenuRule& rule : menu_rules(runs, zero)) EXPECT_EQ(rule.text.find("A_"), std::string::npos) << rule.text;
}

}  // namespace
}  // namespace knobel::crossnumber
