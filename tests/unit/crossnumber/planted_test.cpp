// Big puzzles with a known answer: a random 10 x 10 grid is filled with random digits first, and
// then rules that are true of that filling are written down (digit sums and products, order,
// parity, primes, multiples, differences with reversals). The filling is then a solution by
// construction, so the solver may never say "none", and when it says "unique" it must give back
// exactly that filling. Nothing here is taken from the solver.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "brute_force.h"
#include "loose_puzzles.h"
#include "crossnumber/output.h"
#include "crossnumber/parser.h"
#include "crossnumber/solver.h"

namespace knobel::crossnumber {
namespace {

struct Planted {
    std::string text;
    std::vector<std::string> rows;  // the filling, '#' for black cells
};

Planted plant(std::mt19937& rng, int side, int rule_count) {
    std::uniform_int_distribution<int> digit(0, 9);
    using loose::Run;  // the grid as loose_puzzles.h makes it, drawn from this test's generator
    const loose::FilledGrid g = loose::random_filled_grid(
        side, [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); },
        [&] { return static_cast<char>('1' + digit(rng) % 9); });
    const std::vector<Run>& runs = g.runs;
    const std::vector<std::string>& rows = g.fill;
    auto value = [&](const Run& run) {
        brute::Big v = 0;
        for (auto [r, c] : run.cells) v = v * 10 + (rows[r][c] - '0');
        return v;
    };
    auto text = [](brute::Big v) { return brute::digits_of(v); };
    std::vector<std::string> rules;
    std::uniform_int_distribution<std::size_t> pick(0, runs.size() - 1);
    for (int attempt = 0; attempt < rule_count * 4 && static_cast<int>(rules.size()) < rule_count; ++attempt) {
        const Run &a = runs[pick(rng)], &b = runs[pick(rng)];
        const brute::Big v = value(a), w = value(b);
        const std::string d = text(v);
        brute::Big sum = 0, product = 1;
        for (char ch : d) sum += ch - '0', product *= ch - '0';
        switch (std::uniform_int_distribution<int>(0, 8)(rng)) {
            case 0: rules.push_back("=(qs(" + a.name + "), " + text(sum) + ")"); break;
            case 1: rules.push_back("=(qp(" + a.name + "), " + text(product) + ")"); break;
            case 2: rules.push_back(std::string(v < w ? "<" : v > w ? ">" : "=") + "(" + a.name + ", " + b.name + ")"); break;
            case 3: rules.push_back(std::string(v % 2 == 0 ? "GERADE" : "UNGERADE") + "(" + a.name + ")"); break;
            case 4:
                if (v < 1000000000 && brute::prime(v)) rules.push_back("PZ(" + a.name + ")");
                break;
            case 5:
                if (std::is_sorted(d.rbegin(), d.rend())) rules.push_back("AB(" + a.name + ")");
                else if (std::is_sorted(d.begin(), d.end())) rules.push_back("AUF(" + a.name + ")");
                break;
            case 6:
                for (int m : {3, 7, 11, 13})
                    if (v % m == 0) {
                        rules.push_back("V(" + a.name + ", " + std::to_string(m) + ")");
                        break;
                    }
                break;
            case 7: {
                std::string r = text(w);
                std::reverse(r.begin(), r.end());
                const brute::Big x = v - brute::from_digits(r);
                rules.push_back(x >= 0 ? "=(minus(" + a.name + ", rev(" + b.name + ")), " + text(x) + ")"
                                       : "=(minus(rev(" + b.name + "), " + a.name + "), " + text(-x) + ")");
                break;
            }
            default: rules.push_back("!=(" + a.name + ", " + text(v + 1) + ")");
        }
    }
    Planted planted;
    planted.text = g.grid_text();
    for (const std::string& rule : rules) planted.text += rule + "\n";
    planted.rows = rows;
    return planted;
}

TEST(CrossnumberPlanted, TenByTenPuzzlesKeepTheirPlantedFilling) {
    std::mt19937 rng(77);
    int unique = 0;
    for (int round = 0; round < 30; ++round) {
        const Planted planted = plant(rng, 10, round % 2 == 0 ? 300 : 120);
        auto puzzle = parse_puzzle_file(planted.text);
        ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string() << "\n" << planted.text;
        const SolveResult result = solve(*puzzle);
        ASSERT_NE(result.status, Status::none) << planted.text;
        if (result.status == Status::unique) {
            ++unique;
            EXPECT_EQ(solution_rows(*puzzle, result.solutions[0]), planted.rows) << planted.text;
        }
    }
    EXPECT_GT(unique, 3);  // the test must see some uniqueness proofs of 10 x 10 puzzles
}

}  // namespace
}  // namespace knobel::crossnumber
