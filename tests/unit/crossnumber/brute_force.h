#pragma once
// An independent model of crossnumber rules for small puzzles, written from the spec alone: a
// puzzle is generated here as its own little tree of rules (not the core's Puzzle), written out
// as .kz text for the core to read, and judged here by trying every digit in every white cell,
// with the predicates done the slow, obvious way (trial division, counting roots). Shares no
// code with the solver.

#include <algorithm>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace knobel::crossnumber::brute {

__extension__ typedef __int128 Big;

struct Expr {
    enum Kind { entry, constant, qs, qp, plus, minus, mal, rev } kind = constant;
    int entry_index = 0;
    long long value = 0;
    std::shared_ptr<Expr> a, b;
};

struct BruteRule {
    std::string name;  // as written in the file: "PZ", "=", "V", ...
    std::shared_ptr<Expr> a, b;
};

struct BruteEntry {
    std::string label;
    bool across = true;
    std::vector<int> cells;
};

struct BrutePuzzle {
    int rows = 0, cols = 0;
    std::vector<int> kind;  // per cell: -2 black, -1 white, 0..9 given digit
    std::vector<std::string> labels;
    std::vector<BruteEntry> entries;
    std::vector<BruteRule> rules;
};

inline std::string expr_text(const BrutePuzzle& p, const Expr& e) {
    switch (e.kind) {
        case Expr::entry: return p.entries[e.entry_index].label + (p.entries[e.entry_index].across ? "_w" : "_s");
        case Expr::constant: return std::to_string(e.value);
        default: break;
    }
    static const char* names[] = {"", "", "qs", "qp", "plus", "minus", "mal", "rev"};
    std::string text = std::string(names[e.kind]) + "(" + expr_text(p, *e.a);
    if (e.b) text += ", " + expr_text(p, *e.b);
    return text + ")";
}

inline std::string file_text(const BrutePuzzle& p) {
    std::string text = "grid\n";
    for (int r = 0; r < p.rows; ++r) {
        for (int c = 0; c < p.cols; ++c) {
            const int i = r * p.cols + c;
            if (c) text += ' ';
            if (p.kind[i] == -2) text += '#';
            else if (!p.labels[i].empty()) text += p.labels[i];
            else if (p.kind[i] >= 0) text += std::to_string(p.kind[i]);
            else text += '.';
        }
        text += '\n';
    }
    text += "end\n";
    for (const BruteRule& rule : p.rules) {
        text += rule.name + "(" + expr_text(p, *rule.a);
        if (rule.b) text += ", " + expr_text(p, *rule.b);
        text += ")\n";
    }
    return text;
}

// ---- Values and predicates, the slow way ----------------------------------------------------
inline Big babs(Big v) { return v < 0 ? -v : v; }
inline std::string digits_of(Big v) {
    v = babs(v);
    std::string s;
    do {
        s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
    } while (v > 0);
    return s;
}
inline Big from_digits(const std::string& s) {
    Big v = 0;
    for (char c : s) v = v * 10 + (c - '0');
    return v;
}

inline Big eval(const BrutePuzzle& p, const Expr& e, const std::vector<Big>& entries) {
    switch (e.kind) {
        case Expr::entry: return entries[e.entry_index];
        case Expr::constant: return e.value;
        case Expr::qs: {
            Big sum = 0;
            for (char c : digits_of(eval(p, *e.a, entries))) sum += c - '0';
            return sum;
        }
        case Expr::qp: {
            Big product = 1;
            for (char c : digits_of(eval(p, *e.a, entries))) product *= c - '0';
            return product;
        }
        case Expr::rev: {
            std::string s = digits_of(eval(p, *e.a, entries));
            std::reverse(s.begin(), s.end());
            return from_digits(s);
        }
        case Expr::plus: return eval(p, *e.a, entries) + eval(p, *e.b, entries);
        case Expr::minus: return eval(p, *e.a, entries) - eval(p, *e.b, entries);
        case Expr::mal: return eval(p, *e.a, entries) * eval(p, *e.b, entries);
    }
    return 0;
}

inline bool prime(Big n) {
    if (n < 2) return false;
    for (Big d = 2; d * d <= n; ++d)
        if (n % d == 0) return false;
    return true;
}
inline bool some_power(Big n, int power) {  // n = k^power for some k >= 0 (n >= 0)
    for (Big k = 0;; ++k) {
        const Big v = power == 2 ? k * k : k * k * k;
        if (v == n) return true;
        if (v > n) return false;
    }
}

inline bool rule_holds(const BrutePuzzle& p, const BruteRule& rule, const std::vector<Big>& entries) {
    const Big x = eval(p, *rule.a, entries);
    const std::string& n = rule.name;
    if (rule.b) {
        const Big y = eval(p, *rule.b, entries);
        if (n == "=") return x == y;
        if (n == "!=") return x != y;
        if (n == "<") return x < y;
        if (n == ">") return x > y;
        return y == 0 ? x == 0 : x % y == 0;  // V
    }
    const std::string d = digits_of(x);
    if (n == "AB") return std::is_sorted(d.rbegin(), d.rend());
    if (n == "AUF") return std::is_sorted(d.begin(), d.end());
    if (n == "PAL") return std::equal(d.begin(), d.end(), d.rbegin());
    if (n == "U") {
        std::string s = d;
        std::sort(s.begin(), s.end());
        return std::adjacent_find(s.begin(), s.end()) == s.end();
    }
    if (n == "PZ") return prime(x);
    if (n == "Q") return x >= 0 && some_power(x, 2);
    if (n == "K") return some_power(babs(x), 3);
    if (n == "FIB") {
        for (Big a = 0, b = 1; a <= x; b = a + b, a = b - a)
            if (a == x) return true;
        return false;
    }
    if (n == "TRI") {
        for (Big k = 0; k * (k + 1) / 2 <= x; ++k)
            if (k * (k + 1) / 2 == x) return true;
        return false;
    }
    if (n == "GERADE") return x % 2 == 0;
    return x % 2 != 0;  // UNGERADE
}

inline void mark_entries(const Expr& e, std::vector<bool>& used) {
    if (e.kind == Expr::entry) used[static_cast<std::size_t>(e.entry_index)] = true;
    if (e.a) mark_entries(*e.a, used);
    if (e.b) mark_entries(*e.b, used);
}

// The spec: an entry exists when a rule mentions it (only those have no leading zero).
inline std::vector<bool> mentioned_entries(const BrutePuzzle& p) {
    std::vector<bool> used(p.entries.size(), false);
    for (const BruteRule& rule : p.rules) {
        mark_entries(*rule.a, used);
        if (rule.b) mark_entries(*rule.b, used);
    }
    return used;
}

struct BruteResult {
    int count = 0;                                 // solutions, counted up to `cap`
    std::vector<std::vector<int>> solutions;       // digits per cell (-1 black), the first few
};

// Every digit in every white cell (givens fixed): the entries' values, no leading zeros, every rule.
inline BruteResult solve_by_trying_all(const BrutePuzzle& p, int cap = 1000000) {
    std::vector<int> white;
    for (std::size_t i = 0; i < p.kind.size(); ++i)
        if (p.kind[i] == -1) white.push_back(static_cast<int>(i));
    std::vector<int> digits(p.kind.size(), -1);
    for (std::size_t i = 0; i < p.kind.size(); ++i)
        if (p.kind[i] != -2) digits[i] = std::max(p.kind[i], 0);  // givens, and white cells from 0
    BruteResult result;
    std::vector<Big> values(p.entries.size());
    const std::vector<bool> mentioned = mentioned_entries(p);
    for (;;) {
        bool ok = true;
        for (std::size_t e = 0; e < p.entries.size() && ok; ++e) {
            if (mentioned[e] && digits[p.entries[e].cells[0]] == 0) ok = false;
            Big v = 0;
            for (int c : p.entries[e].cells) v = v * 10 + digits[c];
            values[e] = v;
        }
        for (std::size_t r = 0; r < p.rules.size() && ok; ++r) ok = rule_holds(p, p.rules[r], values);
        if (ok) {
            ++result.count;
            if (result.solutions.size() < 4) result.solutions.push_back(digits);
            if (result.count >= cap) break;
        }
        std::size_t k = 0;
        while (k < white.size() && digits[white[k]] == 9) digits[white[k++]] = 0;
        if (k == white.size()) break;
        ++digits[white[k]];
    }
    return result;
}

// ---- Random small puzzles --------------------------------------------------------------------
inline std::shared_ptr<Expr> random_expr(std::mt19937& rng, int entries, int depth) {
    auto e = std::make_shared<Expr>();
    const int choice = std::uniform_int_distribution<int>(0, depth > 0 ? 9 : 2)(rng);
    if (choice <= 1) {
        e->kind = Expr::entry;
        e->entry_index = std::uniform_int_distribution<int>(0, entries - 1)(rng);
    } else if (choice == 2) {
        e->kind = Expr::constant;
        e->value = std::uniform_int_distribution<int>(0, 3)(rng) == 0 ? std::uniform_int_distribution<int>(0, 999)(rng)
                                                                        : std::uniform_int_distribution<int>(0, 30)(rng);
    } else {
        static const Expr::Kind ops[] = {Expr::qs, Expr::qp, Expr::rev, Expr::plus, Expr::minus, Expr::mal, Expr::qs};
        e->kind = ops[choice - 3];
        e->a = random_expr(rng, entries, depth - 1);
        if (e->kind == Expr::plus || e->kind == Expr::minus || e->kind == Expr::mal) e->b = random_expr(rng, entries, depth - 1);
    }
    return e;
}

// A grid of at most `max_white` white cells in up to 4 x 4, labels where runs start, a few
// entries, and 1-4 random rules over them.
inline BrutePuzzle random_puzzle(std::mt19937& rng, int max_white) {
    BrutePuzzle p;
    for (;;) {
        p = BrutePuzzle{};
        p.rows = std::uniform_int_distribution<int>(1, 4)(rng);
        p.cols = std::uniform_int_distribution<int>(1, 4)(rng);
        p.kind.assign(static_cast<std::size_t>(p.rows * p.cols), -2);
        p.labels.assign(p.kind.size(), "");
        int white = 0;
        for (int& k : p.kind) {
            if (std::uniform_int_distribution<int>(0, 99)(rng) < 55) {
                k = std::uniform_int_distribution<int>(0, 12)(rng) == 0 ? std::uniform_int_distribution<int>(0, 9)(rng) : -1;
                ++white;
            }
        }
        if (white == 0 || white > max_white) continue;
        char next = 'A';
        for (int r = 0; r < p.rows; ++r) {
            for (int c = 0; c < p.cols; ++c) {
                const int i = r * p.cols + c;
                if (p.kind[i] != -1) continue;  // givens carry no label here
                const bool starts_across = c == 0 || p.kind[i - 1] == -2;
                const bool starts_down = r == 0 || p.kind[i - p.cols] == -2;
                if (!starts_across && !starts_down) continue;
                p.labels[i] = std::string(1, next++);
                for (int across = 0; across < 2; ++across) {
                    if (std::uniform_int_distribution<int>(0, 2)(rng) == 0) continue;
                    BruteEntry entry{p.labels[i], across == 1, {}};
                    for (int rr = r, cc = c; rr < p.rows && cc < p.cols && p.kind[rr * p.cols + cc] != -2;
                         (across ? cc : rr) += 1)
                        entry.cells.push_back(rr * p.cols + cc);
                    p.entries.push_back(entry);
                }
            }
        }
        if (p.entries.empty()) continue;
        break;
    }
    static const char* one[] = {"AB", "AUF", "PAL", "PZ", "Q", "K", "U", "FIB", "TRI", "GERADE", "UNGERADE"};
    static const char* two[] = {"=", "!=", "<", ">", "V"};
    const int rule_count = std::uniform_int_distribution<int>(1, 4)(rng);
    const int n = static_cast<int>(p.entries.size());
    for (int i = 0; i < rule_count; ++i) {
        BruteRule rule;
        if (std::uniform_int_distribution<int>(0, 1)(rng) == 0) {
            rule.name = one[std::uniform_int_distribution<int>(0, 10)(rng)];
            rule.a = random_expr(rng, n, 1);
        } else {
            rule.name = two[std::uniform_int_distribution<int>(0, 4)(rng)];
            rule.a = random_expr(rng, n, 2);
            rule.b = random_expr(rng, n, 1);
        }
        p.rules.push_back(rule);
    }
    return p;
}

// Two to four rules on one entry of at least two cells, of the kinds an entry's digits decide
// together (network.h is_digit_condition): even, odd, prime, square, cube, triangular, a multiple
// of a constant, above or below a constant, a digit sum or product, the digits' order, all
// different, a predicate or comparison of the digit sum, the same predicates of the entry moved
// by a constant (PZ(plus(E, 2))), and rarely one comparing a thing with itself (<(E, E) never
// holds, =(E, E) always does). Constants near the entry's own numbers, so that some puzzles have solutions.
inline void add_entry_rules(std::mt19937& rng, BrutePuzzle& p) {
    std::vector<int> long_entries;
    for (std::size_t e = 0; e < p.entries.size(); ++e)
        if (p.entries[e].cells.size() >= 2) long_entries.push_back(static_cast<int>(e));
    if (long_entries.empty()) return;
    const int e = long_entries[std::uniform_int_distribution<std::size_t>(0, long_entries.size() - 1)(rng)];
    const int length = static_cast<int>(p.entries[static_cast<std::size_t>(e)].cells.size());
    long long top = 1;
    for (int i = 0; i < length; ++i) top *= 10;
    const auto entry = [&] {
        auto x = std::make_shared<Expr>();
        x->kind = Expr::entry;
        x->entry_index = e;
        return x;
    };
    const auto constant = [](long long v) {
        auto c = std::make_shared<Expr>();
        c->kind = Expr::constant;
        c->value = v;
        return c;
    };
    static const char* one[] = {"GERADE", "UNGERADE", "PZ", "Q", "K", "TRI", "AB", "AUF", "U"};
    const auto digit_sum = [&] {
        auto total = std::make_shared<Expr>();
        total->kind = Expr::qs;
        total->a = entry();
        return total;
    };
    for (int k = std::uniform_int_distribution<int>(2, 4)(rng); k > 0; --k) {
        BruteRule rule;
        switch (std::uniform_int_distribution<int>(0, 7)(rng)) {
            case 7: {  // of the entry moved by a constant: PZ(plus(E, 2)), GERADE(minus(E, 3)), V(plus(4, E), 6)
                auto moved = std::make_shared<Expr>();
                moved->kind = std::uniform_int_distribution<int>(0, 1)(rng) ? Expr::plus : Expr::minus;
                moved->a = entry();
                moved->b = constant(std::uniform_int_distribution<int>(0, 12)(rng));
                if (moved->kind == Expr::plus && std::uniform_int_distribution<int>(0, 1)(rng)) std::swap(moved->a, moved->b);
                static const char* kinds[] = {"GERADE", "UNGERADE", "PZ", "Q", "K", "TRI", "V"};
                const char* name = kinds[std::uniform_int_distribution<int>(0, 6)(rng)];
                rule = {name, moved, std::string(name) == "V" ? constant(std::uniform_int_distribution<int>(1, 12)(rng)) : nullptr};
                break;
            }
            case 5: {  // about the digit sum: PZ(qs(E)), V(qs(E), 4), <(qs(E), 9), ...
                static const char* about_sum[] = {"GERADE", "UNGERADE", "PZ", "Q", "K", "TRI", "FIB"};
                switch (std::uniform_int_distribution<int>(0, 2)(rng)) {
                    case 0: rule = {about_sum[std::uniform_int_distribution<int>(0, 6)(rng)], digit_sum(), nullptr}; break;
                    case 1: rule = {"V", digit_sum(), constant(std::uniform_int_distribution<int>(1, 9)(rng))}; break;
                    default: {
                        static const char* order[] = {"<", ">", "!="};
                        rule = {order[std::uniform_int_distribution<int>(0, 2)(rng)], digit_sum(),
                                constant(std::uniform_int_distribution<int>(0, 9 * length)(rng))};
                        if (std::uniform_int_distribution<int>(0, 1)(rng)) std::swap(rule.a, rule.b);
                    }
                }
                break;
            }
            case 6: {  // now and then a rule that never holds: <(E, E), !=(qs(E), qs(E)); else one that always does
                static const char* order[] = {"<", ">", "!=", "=", "V"};
                const int sides = std::uniform_int_distribution<int>(0, 2)(rng);
                rule = {order[std::uniform_int_distribution<int>(0, 4)(rng)], sides == 0 ? digit_sum() : entry(), sides == 0 ? digit_sum() : entry()};
                if (sides == 2) {  // E against E moved by a constant: =(E, plus(E, 1)), <(minus(E, 2), E)
                    auto moved = std::make_shared<Expr>();
                    moved->kind = std::uniform_int_distribution<int>(0, 1)(rng) ? Expr::plus : Expr::minus;
                    moved->a = entry();
                    moved->b = constant(std::uniform_int_distribution<int>(0, 2)(rng));
                    (std::uniform_int_distribution<int>(0, 1)(rng) ? rule.a : rule.b) = moved;
                }
                if (std::uniform_int_distribution<int>(0, 3)(rng) != 0) continue;  // rarely: most puzzles should have solutions
                break;
            }
            case 0:
            case 1: rule = {one[std::uniform_int_distribution<int>(0, 8)(rng)], entry(), nullptr}; break;
            case 2: rule = {"V", entry(), constant(std::uniform_int_distribution<int>(1, 40)(rng))}; break;
            case 3: {
                const long long c = std::uniform_int_distribution<long long>(top / 10 - 3, top + 3)(rng);
                rule = {std::uniform_int_distribution<int>(0, 1)(rng) ? "<" : ">", entry(), constant(std::max(0LL, c))};
                if (std::uniform_int_distribution<int>(0, 1)(rng)) std::swap(rule.a, rule.b);  // <(c, E) too
                break;
            }
            default: {
                auto total = std::make_shared<Expr>();
                total->kind = std::uniform_int_distribution<int>(0, 1)(rng) ? Expr::qs : Expr::qp;
                total->a = entry();
                const int most = total->kind == Expr::qs ? 9 * length : 200;
                rule = {"=", total, constant(std::uniform_int_distribution<int>(0, most)(rng))};
            }
        }
        p.rules.push_back(rule);
    }
}

}  // namespace knobel::crossnumber::brute
