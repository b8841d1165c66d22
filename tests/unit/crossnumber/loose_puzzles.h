#pragma once
// Loosely ruled puzzles, written the way an outside checker might write them: a random grid (about
// a fifth of the cells black), a random filling, and for every run of two or more cells its digit
// sum and one more fact true of it (digit product, prime, square, order, all digits different,
// parity), plus `relations` rules between two runs (order, multiple, sum, a difference with a
// reversal, the digit sum of a product, digit sums compared). The filling keeps every rule, so
// the answer is never "none"; most such puzzles have many solutions, and the search has to find
// two of them among digit sums that cross like a Kakuro. Deterministic for a seed on every
// platform (SplitMix64, integer arithmetic only). Used by the unit tests and the benchmark.

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "brute_force.h"
#include "core/split_mix64.h"

namespace knobel::crossnumber::loose {

// A random grid filled with random digits: about 22 cells in 100 black, every white cell in a run
// of two or more, at least four runs, no run starting with 0. `below(n)` draws uniformly from 0
// to n - 1; `first_digit()` is the digit put where a run would start with 0. (The planted 10x10
// tests draw from their own std::mt19937, these puzzles from SplitMix64.)
struct Run {
    std::string name;  // "A_w"
    std::vector<std::pair<int, int>> cells;
};

struct FilledGrid {
    std::vector<std::string> grid;  // '#' black, '.' white
    std::vector<std::string> fill;  // the digits, '#' for black cells
    std::vector<std::vector<std::string>> labels;
    std::vector<Run> runs;

    std::string digits(const Run& run) const {
        std::string d;
        for (auto [r, c] : run.cells) d += fill[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
        return d;
    }
    // "grid\n...\nend\n": the rows with labels, '.' and '#'.
    std::string grid_text() const {
        std::string text = "grid\n";
        for (std::size_t r = 0; r < grid.size(); ++r) {
            for (std::size_t c = 0; c < grid[r].size(); ++c) text += (c ? " " : "") + (labels[r][c].empty() ? std::string(1, grid[r][c]) : labels[r][c]);
            text += "\n";
        }
        return text + "end\n";
    }
};

template <class Below, class FirstDigit>
FilledGrid random_filled_grid(int side, Below below, FirstDigit first_digit) {
    for (;;) {
        FilledGrid g;
        g.grid.assign(static_cast<std::size_t>(side), std::string(static_cast<std::size_t>(side), '.'));
        for (auto& row : g.grid)
            for (char& c : row)
                if (below(100) < 22) c = '#';
        const auto white = [&](int r, int c) { return r >= 0 && c >= 0 && r < side && c < side && g.grid[r][c] != '#'; };
        g.fill = g.grid;
        for (auto& row : g.fill)
            for (char& c : row)
                if (c != '#') c = static_cast<char>('0' + below(10));
        g.labels.assign(static_cast<std::size_t>(side), std::vector<std::string>(static_cast<std::size_t>(side)));
        int next = 0;
        bool covered = true;  // every white cell in some run, or no puzzle could be unique
        for (int r = 0; r < side; ++r) {
            for (int c = 0; c < side; ++c) {
                if (!white(r, c)) continue;
                if (!white(r, c - 1) && !white(r, c + 1) && !white(r - 1, c) && !white(r + 1, c)) covered = false;
                const bool across = !white(r, c - 1) && white(r, c + 1), down = !white(r - 1, c) && white(r + 1, c);
                if (!across && !down) continue;
                std::string label(1, static_cast<char>('A' + next % 26));
                if (next >= 26) label += std::to_string(next / 26);
                ++next;
                g.labels[r][c] = label;
                if (g.fill[r][c] == '0') g.fill[r][c] = first_digit();  // no leading zero
                for (int dir = 0; dir < 2; ++dir) {
                    if (!(dir == 0 ? across : down)) continue;
                    Run run{label + (dir == 0 ? "_w" : "_s"), {}};
                    for (int rr = r, cc = c; white(rr, cc); (dir == 0 ? cc : rr) += 1) run.cells.push_back({rr, cc});
                    g.runs.push_back(run);
                }
            }
        }
        if (covered && g.runs.size() >= 4) return g;
    }
}

struct LoosePuzzle {
    std::string text;               // the .kz file
    std::vector<std::string> rows;  // the planted filling, '#' for black cells
};

inline LoosePuzzle make(std::uint64_t seed, int side, int relations) {
    using brute::Big;
    SplitMix64 random(seed);
    const auto below = [&](int n) { return static_cast<int>(random.below(static_cast<std::uint64_t>(n))); };
    const FilledGrid g = random_filled_grid(side, below, [&] { return static_cast<char>('1' + below(9)); });
    const std::vector<Run>& runs = g.runs;
    const auto digits = [&](const Run& run) { return g.digits(run); };
    const auto sum_of = [](const std::string& d) {
        Big s = 0;
        for (char ch : d) s += ch - '0';
        return s;
    };
    const auto text = [](Big v) { return brute::digits_of(v); };
    std::vector<std::string> rules;
    for (const Run& run : runs) {
        const std::string d = digits(run);
        const Big v = brute::from_digits(d);
        rules.push_back("=(qs(" + run.name + "), " + text(sum_of(d)) + ")");
        Big product = 1;
        for (char ch : d) product *= ch - '0';
        std::vector<std::string> options = {"=(qp(" + run.name + "), " + text(product) + ")"};
        if (brute::prime(v)) options.push_back("PZ(" + run.name + ")");
        if (brute::some_power(v, 2)) options.push_back("Q(" + run.name + ")");
        if (std::is_sorted(d.begin(), d.end())) options.push_back("AUF(" + run.name + ")");
        if (std::is_sorted(d.rbegin(), d.rend())) options.push_back("AB(" + run.name + ")");
        std::string sorted = d;
        std::sort(sorted.begin(), sorted.end());
        if (std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()) options.push_back("U(" + run.name + ")");
        options.push_back(std::string(v % 2 == 0 ? "GERADE" : "UNGERADE") + "(" + run.name + ")");
        rules.push_back(options[static_cast<std::size_t>(below(static_cast<int>(options.size())))]);
    }
    for (int k = 0; k < relations; ++k) {
        const std::size_t i = static_cast<std::size_t>(below(static_cast<int>(runs.size())));
        std::size_t j = static_cast<std::size_t>(below(static_cast<int>(runs.size()) - 1));
        if (j >= i) ++j;
        const Run &a = runs[i], &b = runs[j];
        const std::string da = digits(a), db = digits(b);
        const Big va = brute::from_digits(da), vb = brute::from_digits(db);
        std::string rb = db;
        std::reverse(rb.begin(), rb.end());
        const Big rev_b = brute::from_digits(rb);
        switch (below(6)) {
            case 0: rules.push_back(std::string(va < vb ? "<" : va > vb ? ">" : "=") + "(" + a.name + ", " + b.name + ")"); break;
            case 1:
                if (vb != 0 && va % vb == 0) rules.push_back("V(" + a.name + ", " + b.name + ")");
                break;
            case 2:
                rules.push_back(va >= rev_b ? "=(minus(" + a.name + ", rev(" + b.name + ")), " + text(va - rev_b) + ")"
                                            : "=(minus(rev(" + b.name + "), " + a.name + "), " + text(rev_b - va) + ")");
                break;
            case 3: rules.push_back("=(plus(" + a.name + ", " + b.name + "), " + text(va + vb) + ")"); break;
            case 4: rules.push_back("=(qs(mal(" + a.name + ", " + b.name + ")), " + text(sum_of(brute::digits_of(va * vb))) + ")"); break;
            default: {
                const Big sa = sum_of(da), sb = sum_of(db);
                rules.push_back(sa >= sb ? "=(qs(" + a.name + "), plus(qs(" + b.name + "), " + text(sa - sb) + "))"
                                         : "<(qs(" + a.name + "), qs(" + b.name + "))");
            }
        }
    }
    LoosePuzzle puzzle;
    puzzle.text = g.grid_text();
    for (const std::string& rule : rules) puzzle.text += rule + "\n";
    puzzle.rows = g.fill;
    return puzzle;
}

}  // namespace knobel::crossnumber::loose
