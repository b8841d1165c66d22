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
    std::uniform_int_distribution<int> digit(0, 9), percent(0, 99);
    for (;;) {
        std::vector<std::string> cells(static_cast<std::size_t>(side), std::string(static_cast<std::size_t>(side), '.'));
        for (auto& row : cells)
            for (char& c : row)
                if (percent(rng) < 22) c = '#';
        std::vector<std::string> rows = cells;
        for (auto& row : rows)
            for (char& c : row)
                if (c != '#') c = static_cast<char>('0' + digit(rng));
        struct Run {
            std::string name;
            std::vector<std::pair<int, int>> cells;
        };
        std::vector<Run> runs;
        std::vector<std::vector<std::string>> labels(static_cast<std::size_t>(side), std::vector<std::string>(static_cast<std::size_t>(side)));
        int next = 0;
        auto white = [&](int r, int c) { return r >= 0 && c >= 0 && r < side && c < side && cells[r][c] != '#'; };
        for (int r = 0; r < side; ++r) {
            for (int c = 0; c < side; ++c) {
                if (!white(r, c)) continue;
                const bool across = !white(r, c - 1) && white(r, c + 1), down = !white(r - 1, c) && white(r + 1, c);
                if (!across && !down) continue;
                std::string label(1, static_cast<char>('A' + next % 26));
                if (next >= 26) label += std::to_string(next / 26);
                ++next;
                labels[r][c] = label;
                for (int dir = 0; dir < 2; ++dir) {
                    if (!(dir == 0 ? across : down)) continue;
                    Run run{label + (dir == 0 ? "_w" : "_s"), {}};
                    for (int rr = r, cc = c; white(rr, cc); (dir == 0 ? cc : rr) += 1) run.cells.push_back({rr, cc});
                    if (rows[r][c] == '0') rows[r][c] = static_cast<char>('1' + digit(rng) % 9);  // no leading zero
                    runs.push_back(run);
                }
            }
        }
        bool covered = true;  // every white cell in some run, or the puzzle could not be unique
        for (int r = 0; r < side; ++r)
            for (int c = 0; c < side; ++c)
                if (white(r, c) && !(white(r, c - 1) || white(r, c + 1) || white(r - 1, c) || white(r + 1, c))) covered = false;
        if (!covered || runs.size() < 4) continue;
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
        planted.text = "grid\n";
        for (int r = 0; r < side; ++r) {
            for (int c = 0; c < side; ++c) planted.text += (c ? " " : "") + (labels[r][c].empty() ? std::string(1, cells[r][c]) : labels[r][c]);
            planted.text += "\n";
        }
        planted.text += "end\n";
        for (const std::string& rule : rules) planted.text += rule + "\n";
        planted.rows = rows;
        return planted;
    }
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
