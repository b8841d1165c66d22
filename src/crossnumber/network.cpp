#include "crossnumber/network.h"

#include <algorithm>
#include <numeric>
#include <set>
#include <unordered_map>
#include <utility>

#include "crossnumber/number_facts.h"

namespace knobel::crossnumber {
namespace {

const Node* entry_node(const Puzzle& puzzle, int node) {
    return puzzle.nodes[node].op == Op::entry ? &puzzle.nodes[node] : nullptr;
}

// The entry under rev(), if the node is rev(entry).
const Node* reversed_entry_node(const Puzzle& puzzle, int node) {
    const Node& n = puzzle.nodes[node];
    return n.op == Op::rev ? entry_node(puzzle, n.a) : nullptr;
}

// `made`: the pairs of cells made equal so far (each once).
using CellPairs = std::set<std::pair<int, int>>;

void add_equality(const Puzzle& puzzle, Network& network, CellPairs& made, int rule, int a, int b) {
    if (a == b) return;
    Propagator p;
    p.kind = PropagatorKind::equal_cells;
    p.rule = rule;
    p.cell_a = std::min(a, b);
    p.cell_b = std::max(a, b);
    if (!made.insert({p.cell_a, p.cell_b}).second) return;
    p.line = puzzle.rules[rule].line;
    p.text = rule_text(puzzle, puzzle.rules[rule]) + ": cells " + cell_text(puzzle, p.cell_a) + " and " +
             cell_text(puzzle, p.cell_b) + " hold the same digit";
    network.propagators.push_back(std::move(p));
}

// Digit equalities implied by one rule: PAL(E); =(E, F) and =(E, rev(F)) for entries of one length.
void derive_equalities(const Puzzle& puzzle, Network& network, CellPairs& made, int index) {
    const Rule& rule = puzzle.rules[index];
    if (rule.predicate == Predicate::pal) {
        if (const Node* e = entry_node(puzzle, rule.a)) {
            const std::vector<int>& cells = puzzle.entries[e->entry].cells;
            for (std::size_t i = 0; i < cells.size() / 2; ++i) add_equality(puzzle, network, made, index, cells[i], cells[cells.size() - 1 - i]);
        }
        return;
    }
    if (rule.predicate != Predicate::eq) return;
    for (auto [x, y] : {std::pair{rule.a, rule.b}, std::pair{rule.b, rule.a}}) {
        const Node* e = entry_node(puzzle, x);
        if (!e) continue;
        const std::vector<int>& left = puzzle.entries[e->entry].cells;
        if (const Node* f = entry_node(puzzle, y)) {
            const std::vector<int>& right = puzzle.entries[f->entry].cells;
            if (left.size() == right.size())
                for (std::size_t i = 0; i < left.size(); ++i) add_equality(puzzle, network, made, index, left[i], right[i]);
        } else if (const Node* r = reversed_entry_node(puzzle, y)) {
            // Equal lengths: both read as L-digit strings (E has no leading zero), so E's digits are
            // F's backwards.
            const std::vector<int>& right = puzzle.entries[r->entry].cells;
            if (left.size() == right.size())
                for (std::size_t i = 0; i < left.size(); ++i)
                    add_equality(puzzle, network, made, index, left[i], right[right.size() - 1 - i]);
        }
    }
}

// A rule =(qs(E), k) or =(qp(E), k), either way round: `op` is qs or qp, `k` the constant.
bool digit_total_rule(const Puzzle& puzzle, const Rule& rule, Op& op, Value& k) {
    if (rule.predicate != Predicate::eq || rule.entries.size() != 1) return false;
    const Node& a = puzzle.nodes[rule.a];
    const Node& b = puzzle.nodes[rule.b];
    const Node& total = a.op == Op::constant ? b : a;
    const Node& constant = a.op == Op::constant ? a : b;
    if (constant.op != Op::constant || (total.op != Op::qs && total.op != Op::qp) || puzzle.nodes[total.a].op != Op::entry)
        return false;
    op = total.op;
    k = constant.constant;
    return true;
}

// The digit sum an entry is given by a rule =(qs(E), k) (either way round), or -1.
Value given_digit_sum(const Puzzle& puzzle, const Rule& rule) {
    Op op = Op::qs;
    Value k = -1;
    return digit_total_rule(puzzle, rule, op, k) && op == Op::qs ? k : -1;
}

// Per entry, the digit sum its first =(qs(E), k) rule gives (-1: none); per rule, whether it is
// such a rule.
void find_given_digit_sums(const Puzzle& puzzle, Network& network) {
    network.given_digit_sums.assign(puzzle.entries.size(), -1);
    network.gives_digit_sum.assign(puzzle.rules.size(), 0);
    for (std::size_t r = 0; r < puzzle.rules.size(); ++r) {
        const Value k = given_digit_sum(puzzle, puzzle.rules[r]);
        if (k < 0) continue;
        network.gives_digit_sum[r] = 1;
        Value& given = network.given_digit_sums[static_cast<std::size_t>(puzzle.rules[r].entries[0])];
        if (given < 0) given = k;  // (a second, different one: both cannot hold; the rules say so)
    }
}

// Kakuro's oldest trick: the digit sums of the across entries of a group of crossing entries add
// up to the digit sums of its down entries, but for the cells in only one of them. For every group
// of entries joined by shared cells whose digit sums rules give: the across sums minus the down
// sums equal the digits of the cells counted once (across: +, down: -). Without it, one digit sum
// off by 2 in a 10x10 grid of them took minutes to prove impossible.
// (After find_given_digit_sums.)
void derive_digit_sums(const Puzzle& puzzle, Network& network) {
    const std::vector<Value>& sum = network.given_digit_sums;
    std::vector<std::vector<int>> rules(puzzle.entries.size());  // per entry: the rules giving its sum
    for (std::size_t r = 0; r < puzzle.rules.size(); ++r)
        if (network.gives_digit_sum[r]) rules[static_cast<std::size_t>(puzzle.rules[r].entries[0])].push_back(static_cast<int>(r));
    // Groups: entries with a given sum, joined when they share a cell (union-find on entries).
    std::vector<int> group(puzzle.entries.size());
    for (std::size_t e = 0; e < group.size(); ++e) group[e] = static_cast<int>(e);
    const auto find = [&](int e) {
        while (group[static_cast<std::size_t>(e)] != e) e = group[static_cast<std::size_t>(e)] = group[static_cast<std::size_t>(group[static_cast<std::size_t>(e)])];
        return e;
    };
    std::vector<int> owner(puzzle.cells.size(), -1);  // an entry with a given sum through the cell
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e) {
        if (sum[e] < 0) continue;
        for (int cell : puzzle.entries[e].cells) {
            int& o = owner[static_cast<std::size_t>(cell)];
            if (o >= 0) group[static_cast<std::size_t>(find(o))] = find(static_cast<int>(e));
            else o = static_cast<int>(e);
        }
    }
    std::vector<std::size_t> roots;
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e)
        if (sum[e] >= 0 && find(static_cast<int>(e)) == static_cast<int>(e)) roots.push_back(e);
    for (std::size_t root : roots) {
        Propagator p;
        p.kind = PropagatorKind::digit_sums;
        std::vector<int> weight(puzzle.cells.size(), 0);
        bool across = false, down = false;
        for (std::size_t e = 0; e < puzzle.entries.size(); ++e) {
            if (sum[e] < 0 || find(static_cast<int>(e)) != static_cast<int>(root)) continue;
            const int sign = puzzle.entries[e].direction == Direction::across ? 1 : -1;
            (sign > 0 ? across : down) = true;
            p.total += sign * sum[e];
            for (int cell : puzzle.entries[e].cells) weight[static_cast<std::size_t>(cell)] += sign;
            p.rules.insert(p.rules.end(), rules[e].begin(), rules[e].end());
        }
        if (!across || !down) continue;  // one entry alone, or parallel ones: nothing new
        for (std::size_t c = 0; c < weight.size(); ++c)
            if (weight[c] != 0) {
                p.cells.push_back(static_cast<int>(c));
                p.weights.push_back(weight[c]);
            }
        if (p.cells.empty() && p.total == 0) continue;  // every cell counted both ways: 0 = 0
        std::sort(p.rules.begin(), p.rules.end());
        p.line = puzzle.rules[static_cast<std::size_t>(p.rules.front())].line;
        p.text = "digit sums across minus down (" + std::to_string(p.rules.size()) + " rules added up)";
        network.propagators.push_back(std::move(p));
    }
}

// Propagators are watched in the order of their ids, so one already in the list is its last:
// no search through a list that 400,000 copies of a rule would make long.
void watch(std::vector<int>& list, int propagator) {
    if (list.empty() || list.back() != propagator) list.push_back(propagator);
}

// The remainders mod `modulus` of f(x) for every whole x (f's values repeat mod `modulus` as x
// runs through 0 .. period - 1).
std::vector<char> remainders_of(int modulus, int period, Value (*f)(Value)) {
    std::vector<char> allowed(static_cast<std::size_t>(modulus), 0);
    for (int x = 0; x < period; ++x) allowed[static_cast<std::size_t>(f(x) % modulus)] = 1;
    return allowed;
}

// A comparison of the rule's entry with a constant as the entry's bounds: <(E, c), >(c, E), ...
bool constant_bounds(const Puzzle& puzzle, const Rule& rule, Value& lo, Value& hi) {
    if (rule.predicate != Predicate::lt && rule.predicate != Predicate::gt) return false;
    const Node& a = puzzle.nodes[rule.a];
    const Node& b = puzzle.nodes[rule.b];
    const bool entry_first = a.op == Op::entry && b.op == Op::constant;
    if (!entry_first && !(b.op == Op::entry && a.op == Op::constant)) return false;
    const Value c = entry_first ? b.constant : a.constant;
    // entry < c when "<(E, c)" or ">(c, E)"; entry > c otherwise.
    const bool below = (rule.predicate == Predicate::lt) == entry_first;
    lo = below ? 0 : c + 1;
    hi = below ? c - 1 : max_magnitude();
    return true;
}

// Whether nodes a and b are the same expression (the same operators on the same entries and
// constants), wherever they were written.
bool same_expression(const Puzzle& puzzle, int a, int b) {
    if (a == b) return true;
    if (a < 0 || b < 0) return false;
    const Node& x = puzzle.nodes[static_cast<std::size_t>(a)];
    const Node& y = puzzle.nodes[static_cast<std::size_t>(b)];
    if (x.op != y.op) return false;
    if (x.op == Op::constant) return x.constant == y.constant;
    if (x.op == Op::entry) return x.entry == y.entry;
    return same_expression(puzzle, x.a, y.a) && same_expression(puzzle, x.b, y.b);
}

// An entry E plus a constant: E itself (shift 0), plus(E, c), plus(c, E) or minus(E, c) (shift
// -c); `entry` is E. The remainders of E + shift are those of E moved by the shift.
bool shifted_entry(const Puzzle& puzzle, int node, Value& shift, int* entry = nullptr) {
    const Node& n = puzzle.nodes[static_cast<std::size_t>(node)];
    const Node* e = nullptr;
    if (n.op == Op::entry) {
        e = &n;
        shift = 0;
    } else if (n.op == Op::plus || n.op == Op::minus) {
        const Node& x = puzzle.nodes[static_cast<std::size_t>(n.a)];
        const Node& y = puzzle.nodes[static_cast<std::size_t>(n.b)];
        if (x.op == Op::entry && y.op == Op::constant) e = &x, shift = n.op == Op::plus ? y.constant : -y.constant;
        else if (n.op == Op::plus && x.op == Op::constant && y.op == Op::entry) e = &y, shift = x.constant;
    }
    if (e == nullptr || abs_value(shift) >= pow10(18)) return false;  // (far below 10^38: no overflow)
    if (entry) *entry = e->entry;
    return true;
}

// rev(E) of an entry E.
bool reversed_entry(const Puzzle& puzzle, int node) {
    const Node& n = puzzle.nodes[static_cast<std::size_t>(node)];
    return n.op == Op::rev && puzzle.nodes[static_cast<std::size_t>(n.a)].op == Op::entry;
}

// <(X, X), >(X, X), !=(X, X): never true, whatever X is; nor are E + c1 and E + c2 of one entry
// compared the wrong way: =(E, plus(E, 1)), >(E, plus(E, 0)), <(minus(E, 2), minus(E, 3)).
bool never_holds(const Puzzle& puzzle, const Rule& rule) {
    if (rule.b < 0) return false;
    const bool order = rule.predicate == Predicate::lt || rule.predicate == Predicate::gt || rule.predicate == Predicate::ne;
    if (order && same_expression(puzzle, rule.a, rule.b)) return true;
    Value c1 = 0, c2 = 0;
    int e1 = -1, e2 = -1;
    if (!shifted_entry(puzzle, rule.a, c1, &e1) || !shifted_entry(puzzle, rule.b, c2, &e2) || e1 != e2) return false;
    switch (rule.predicate) {
        case Predicate::eq: return c1 != c2;
        case Predicate::ne: return c1 == c2;
        case Predicate::lt: return c1 >= c2;
        case Predicate::gt: return c1 <= c2;
        default: return false;
    }
}

// A rule about the digit sum of one entry, qs(E), and constants alone: PZ(qs(E)), GERADE(qs(E)),
// V(qs(E), 3), <(qs(E), 20), ... (not =, which is_digit_condition takes as it is).
bool about_digit_sum(const Puzzle& puzzle, const Rule& rule) {
    const auto digit_sum_of_entry = [&](int node) {
        const Node& n = puzzle.nodes[static_cast<std::size_t>(node)];
        return n.op == Op::qs && puzzle.nodes[static_cast<std::size_t>(n.a)].op == Op::entry;
    };
    if (arity(rule.predicate) == 1) {
        switch (rule.predicate) {
            case Predicate::even:
            case Predicate::odd:
            case Predicate::pz:
            case Predicate::q:
            case Predicate::k:
            case Predicate::tri:
            case Predicate::fib: return digit_sum_of_entry(rule.a);
            default: return false;
        }
    }
    if (rule.predicate != Predicate::v && rule.predicate != Predicate::lt && rule.predicate != Predicate::gt &&
        rule.predicate != Predicate::ne)
        return false;
    const bool a_sum = digit_sum_of_entry(rule.a), b_sum = digit_sum_of_entry(rule.b);
    const bool a_constant = puzzle.nodes[static_cast<std::size_t>(rule.a)].op == Op::constant;
    const bool b_constant = puzzle.nodes[static_cast<std::size_t>(rule.b)].op == Op::constant;
    return (a_sum && b_constant) || (b_sum && a_constant);
}

// The remainders mod `modulus` (a product of distinct primes) of the primes above its largest
// prime: those that share no prime with it.
std::vector<char> prime_remainders(int modulus) {
    std::vector<char> allowed(static_cast<std::size_t>(modulus), 0);
    for (int r = 0; r < modulus; ++r) allowed[static_cast<std::size_t>(r)] = std::gcd(r, modulus) == 1;
    return allowed;
}

// The condition "E + shift mod modulus is allowed" as one on E: the remainders moved back.
DigitCondition shifted_residues(int modulus, const std::vector<char>& allowed, Value shift) {
    DigitCondition condition;
    condition.kind = DigitCondition::Kind::residue;
    condition.modulus = modulus;
    condition.residues.assign(static_cast<std::size_t>(modulus), 0);
    const Value moved = (shift % modulus + modulus) % modulus;
    for (int r = 0; r < modulus; ++r)
        condition.residues[static_cast<std::size_t>(r)] = allowed[static_cast<std::size_t>((r + moved) % modulus)];
    condition.optional = true;
    return condition;
}

// PAL(E) with E's own rules that fix remainders (PZ, Q, K, TRI, V(E, k), GERADE, UNGERADE):
// their remainders merged while the moduli's lcm stays within the automaton's, for the
// palindrome's dynamic programme (palindrome_residues.h). A prime is taken mod 2310 (no multiple
// of 2, 3, 5, 7 or 11) when E + shift is above 11 for every E, so that a palindrome of an even
// number of digits is no prime at once. Kind residue with modulus 0 when there is nothing.
DigitCondition palindrome_condition(const Puzzle& puzzle, const std::vector<int>& rules) {
    DigitCondition merged;
    merged.kind = DigitCondition::Kind::residue;
    std::vector<char> allowed;
    for (int r : rules) {
        const Rule& rule = puzzle.rules[static_cast<std::size_t>(r)];
        DigitCondition condition = digit_condition(puzzle, rule);
        if (condition.kind != DigitCondition::Kind::residue || condition.modulus < 1) continue;
        Value shift = 0;
        const std::size_t length = puzzle.entries[static_cast<std::size_t>(rule.entries[0])].cells.size();
        if (rule.predicate == Predicate::pz && shifted_entry(puzzle, rule.a, shift) && length >= 2 &&
            pow10(static_cast<int>(length) - 1) + shift > 11)
            condition = shifted_residues(2310, prime_remainders(2310), shift);
        const int modulus = merged.modulus == 0 ? condition.modulus : std::lcm(merged.modulus, condition.modulus);
        if (modulus > DigitAutomaton::kMaxModulus) continue;  // left out: fewer digits go, never a wrong one
        std::vector<char> both(static_cast<std::size_t>(modulus));
        for (int x = 0; x < modulus; ++x)
            both[static_cast<std::size_t>(x)] = (merged.modulus == 0 || allowed[static_cast<std::size_t>(x % merged.modulus)]) &&
                                                condition.residues[static_cast<std::size_t>(x % condition.modulus)];
        merged.modulus = modulus;
        allowed = std::move(both);
    }
    merged.residues = std::move(allowed);
    return merged;
}

// Q(mal(X, c)), K(mal(X, c)), K(mal(c, X)), ...: X and what c says of it (power_factor.h).
Network::PowerRule power_rule(const Puzzle& puzzle, const Rule& rule) {
    Network::PowerRule out;
    if (rule.predicate != Predicate::q && rule.predicate != Predicate::k) return out;
    const Node& n = puzzle.nodes[static_cast<std::size_t>(rule.a)];
    if (n.op != Op::mal) return out;
    const Node& x = puzzle.nodes[static_cast<std::size_t>(n.a)];
    const Node& y = puzzle.nodes[static_cast<std::size_t>(n.b)];
    const bool constant_second = y.op == Op::constant;
    if (!constant_second && x.op != Op::constant) return out;
    const Value c = constant_second ? y.constant : x.constant;
    if (c < 1) return out;  // X · 0 = 0 is a square and a cube: nothing to learn
    out.factor = power_factor(c, rule.predicate == Predicate::q ? 2 : 3);
    if (out.factor.divisor > 1 || out.factor.exact) out.node = constant_second ? n.a : n.b;
    return out;
}

}  // namespace

bool is_digit_condition(const Puzzle& puzzle, const Rule& rule) {
    if (rule.entries.size() != 1) return false;
    if (never_holds(puzzle, rule) || about_digit_sum(puzzle, rule)) return true;
    const Node& a = puzzle.nodes[rule.a];
    const std::size_t length = puzzle.entries[static_cast<std::size_t>(rule.entries[0])].cells.size();
    switch (rule.predicate) {
        case Predicate::ab:
        case Predicate::auf: return a.op == Op::entry;
        case Predicate::u: return a.op == Op::entry || reversed_entry(puzzle, rule.a);
        case Predicate::even:
        case Predicate::odd:
        case Predicate::q:
        case Predicate::k:
        case Predicate::tri: {
            Value shift = 0;
            return shifted_entry(puzzle, rule.a, shift);
        }
        case Predicate::pz: {
            // The remainders say "no multiple of 2, 3 or 5": true of primes above 5, so the
            // smallest value E + shift can take (E has no leading zero) must be 7 or more.
            Value shift = 0;
            const Value smallest = length >= 2 ? pow10(static_cast<int>(length) - 1) : 1;
            return shifted_entry(puzzle, rule.a, shift) && smallest + shift >= 7;
        }
        case Predicate::v: {
            const Node& b = puzzle.nodes[rule.b];
            Value shift = 0;
            return shifted_entry(puzzle, rule.a, shift) && b.op == Op::constant && b.constant >= 1 &&
                   b.constant <= DigitAutomaton::kMaxModulus;
        }
        case Predicate::lt:
        case Predicate::gt: {
            Value lo = 0, hi = 0;
            return constant_bounds(puzzle, rule, lo, hi);
        }
        case Predicate::eq: {
            Op op = Op::qs;
            Value k = 0;
            return digit_total_rule(puzzle, rule, op, k);
        }
        default: return false;
    }
}

DigitCondition digit_condition(const Puzzle& puzzle, const Rule& rule) {
    DigitCondition condition;
    if (never_holds(puzzle, rule)) {  // a digit sum in no set: no number keeps it
        condition.kind = DigitCondition::Kind::sum;
        return condition;
    }
    if (about_digit_sum(puzzle, rule)) {  // the digit sums, from 0 to 9 per cell, for which it holds
        const std::size_t length = puzzle.entries[static_cast<std::size_t>(rule.entries[0])].cells.size();
        const Node& a = puzzle.nodes[static_cast<std::size_t>(rule.a)];
        std::vector<Value> sums;
        for (Value sum = 0; sum <= static_cast<Value>(9 * length); ++sum) {
            bool kept = false;
            if (arity(rule.predicate) == 1) kept = holds(rule.predicate, sum);
            else if (a.op == Op::constant) kept = holds(rule.predicate, a.constant, sum);
            else kept = holds(rule.predicate, sum, puzzle.nodes[static_cast<std::size_t>(rule.b)].constant);
            if (kept) sums.push_back(sum);
        }
        condition.kind = DigitCondition::Kind::sum;
        condition.values = Dom::of(std::move(sums));
        return condition;
    }
    // Remainders of E + shift (shifted_entry) allowed: E's own are those moved back by the shift.
    Value shift = 0;
    shifted_entry(puzzle, rule.a, shift);
    const auto residue = [&](int modulus, const std::vector<char>& allowed) { condition = shifted_residues(modulus, allowed, shift); };
    switch (rule.predicate) {
        case Predicate::ab: condition.kind = DigitCondition::Kind::down; break;
        case Predicate::auf: condition.kind = DigitCondition::Kind::up; break;
        case Predicate::u:
            condition.kind = reversed_entry(puzzle, rule.a) ? DigitCondition::Kind::distinct_reversed : DigitCondition::Kind::distinct;
            break;
        case Predicate::even: residue(2, {1, 0}); break;
        case Predicate::odd: residue(2, {0, 1}); break;
        // What the numbers of a kind leave mod a small number: a prime of two digits or more is
        // not a multiple of 2, 3 or 5; squares mod 180 (4 x 9 x 5), cubes mod 63 (7 x 9),
        // triangular numbers mod 45 (twice the modulus covers x(x+1)/2's period).
        case Predicate::pz: residue(30, prime_remainders(30)); break;
        case Predicate::q: residue(180, remainders_of(180, 180, [](Value x) { return x * x; })); break;
        case Predicate::k: residue(63, remainders_of(63, 63, [](Value x) { return x * x * x; })); break;
        case Predicate::tri: residue(45, remainders_of(45, 90, [](Value x) { return x * (x + 1) / 2; })); break;
        case Predicate::v: {
            const int modulus = static_cast<int>(puzzle.nodes[rule.b].constant);
            std::vector<char> allowed(static_cast<std::size_t>(modulus), 0);
            allowed[0] = 1;
            residue(modulus, std::move(allowed));
            break;
        }
        case Predicate::lt:
        case Predicate::gt: {
            condition.kind = DigitCondition::Kind::range;
            condition.optional = true;
            constant_bounds(puzzle, rule, condition.values.lo, condition.values.hi);
            break;
        }
        default: {  // =(qs(E), k) or =(qp(E), k)
            Op op = Op::qs;
            Value k = 0;
            digit_total_rule(puzzle, rule, op, k);
            condition.kind = op == Op::qs ? DigitCondition::Kind::sum : DigitCondition::Kind::product;
            condition.values = Dom::of({k});
        }
    }
    return condition;
}

std::string cell_text(const Puzzle& puzzle, int cell) {
    return "(" + std::to_string(puzzle.row_of(cell)) + "," + std::to_string(puzzle.col_of(cell)) + ")";
}

std::vector<int> duplicate_rules(const Puzzle& puzzle) {
    std::vector<int> first_of(puzzle.rules.size(), -1);
    std::unordered_map<std::string, int> first_with_text;
    for (std::size_t r = 0; r < puzzle.rules.size(); ++r) {
        const int first = first_with_text.emplace(rule_text(puzzle, puzzle.rules[r]), static_cast<int>(r)).first->second;
        if (first != static_cast<int>(r)) first_of[r] = first;
    }
    return first_of;
}

Network build_network(const Puzzle& puzzle) {
    Network network;
    const std::size_t cell_count = puzzle.cells.size();
    network.cell_watchers.resize(cell_count);
    network.entry_watchers.resize(puzzle.entries.size());
    network.entries_of_cell.resize(cell_count);
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e)
        for (int cell : puzzle.entries[e].cells) network.entries_of_cell[static_cast<std::size_t>(cell)].push_back(static_cast<int>(e));

    // A rule written twice (or 400,000 times) is one rule: the copies get a propagator each (rule r
    // is propagator r) that nothing watches and the solver never runs.
    network.duplicate_of = duplicate_rules(puzzle);
    for (std::size_t r = 0; r < puzzle.rules.size(); ++r) {
        Propagator p;
        p.kind = PropagatorKind::rule;
        p.rule = static_cast<int>(r);
        p.line = puzzle.rules[r].line;
        p.text = rule_text(puzzle, puzzle.rules[r]);
        network.propagators.push_back(std::move(p));
    }
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e) {
        Propagator p;
        p.kind = PropagatorKind::entry;
        p.entry = static_cast<int>(e);
        p.text = puzzle.entries[e].name();
        network.propagators.push_back(std::move(p));
    }
    CellPairs made;
    for (std::size_t r = 0; r < puzzle.rules.size(); ++r)
        if (network.duplicate_of[r] < 0) derive_equalities(puzzle, network, made, static_cast<int>(r));
    // Per entry, its digit rules of its own (each text once).
    std::vector<std::vector<int>> own_rules(puzzle.entries.size());
    for (std::size_t r = 0; r < puzzle.rules.size(); ++r)
        if (network.duplicate_of[r] < 0 && puzzle.rules[r].entries.size() == 1 && is_digit_condition(puzzle, puzzle.rules[r]))
            own_rules[static_cast<std::size_t>(puzzle.rules[r].entries[0])].push_back(static_cast<int>(r));
    // An entry with PAL(E) and rules fixing its remainders: the palindrome's remainders pair by pair.
    std::vector<int> palindrome_rule(puzzle.entries.size(), -1);  // per entry: its first PAL(E)
    for (std::size_t r = puzzle.rules.size(); r-- > 0;) {
        const Rule& rule = puzzle.rules[r];
        if (network.duplicate_of[r] < 0 && rule.predicate == Predicate::pal && puzzle.nodes[rule.a].op == Op::entry)
            palindrome_rule[static_cast<std::size_t>(puzzle.nodes[rule.a].entry)] = static_cast<int>(r);
    }
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e) {
        const int pal = palindrome_rule[e];
        if (pal < 0) continue;
        Propagator p;
        p.kind = PropagatorKind::palindrome_residues;
        p.entry = static_cast<int>(e);
        p.conditions.push_back(palindrome_condition(puzzle, own_rules[e]));
        if (p.conditions[0].modulus < 2) continue;
        p.rules.push_back(pal);
        p.text = rule_text(puzzle, puzzle.rules[static_cast<std::size_t>(pal)]);
        for (int r : own_rules[e]) {
            const DigitCondition condition = digit_condition(puzzle, puzzle.rules[static_cast<std::size_t>(r)]);
            if (condition.kind != DigitCondition::Kind::residue) continue;
            p.rules.push_back(r);
            p.text += " with " + rule_text(puzzle, puzzle.rules[static_cast<std::size_t>(r)]);
        }
        p.line = puzzle.rules[static_cast<std::size_t>(pal)].line;
        network.propagators.push_back(std::move(p));
    }
    // An entry with two or more digit rules of its own (=(qs(E), 42) and =(qp(E), 1088640)): one
    // propagator for them together, which keeps only digits some number keeping all of them uses.
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e) {
        Propagator p;
        p.kind = PropagatorKind::entry_rules;
        p.entry = static_cast<int>(e);
        p.rules = std::move(own_rules[e]);
        // Alone, a rule is its own propagator's business; but one that never holds is said here,
        // and so is U(rev(E)), of which the tree pass learns nothing (the digits of rev(E) are
        // E's cells backwards only up to E's trailing zeros, so no cell of rev(E) is known).
        const Rule* alone = p.rules.size() == 1 ? &puzzle.rules[static_cast<std::size_t>(p.rules[0])] : nullptr;
        const bool never = alone && never_holds(puzzle, *alone);
        const bool weak_alone = alone && alone->predicate == Predicate::u && reversed_entry(puzzle, alone->a);
        if (p.rules.size() < 2 && !never && !weak_alone) continue;
        bool prime = false;
        for (int r : p.rules) {
            const Rule& rule = puzzle.rules[static_cast<std::size_t>(r)];
            p.conditions.push_back(digit_condition(puzzle, rule));
            // (PZ(E) and V(E, k) themselves, not PZ(qs(E)) or V(qs(E), k).)
            prime = prime || (rule.predicate == Predicate::pz && puzzle.nodes[rule.a].op == Op::entry);
        }
        for (int r : p.rules) {
            const Rule& rule = puzzle.rules[static_cast<std::size_t>(r)];
            if (!prime || rule.predicate != Predicate::v || puzzle.nodes[rule.a].op != Op::entry ||
                puzzle.nodes[rule.b].op != Op::constant || puzzle.nodes[rule.b].constant < 2)
                continue;
            DigitCondition itself;  // PZ(E) and V(E, k): E = k (when k is a prime of E's length)
            itself.kind = DigitCondition::Kind::range;
            itself.values = Dom::range(puzzle.nodes[rule.b].constant, puzzle.nodes[rule.b].constant);
            itself.optional = true;
            p.conditions.push_back(itself);
        }
        p.line = puzzle.rules[static_cast<std::size_t>(p.rules[0])].line;
        for (int r : p.rules) p.text += (p.text.empty() ? "" : " with ") + rule_text(puzzle, puzzle.rules[static_cast<std::size_t>(r)]);
        network.propagators.push_back(std::move(p));
    }

    network.power_rules.resize(puzzle.rules.size());
    for (std::size_t r = 0; r < puzzle.rules.size(); ++r)
        if (network.duplicate_of[r] < 0) network.power_rules[r] = power_rule(puzzle, puzzle.rules[r]);

    find_given_digit_sums(puzzle, network);
    derive_digit_sums(puzzle, network);

    for (std::size_t i = 0; i < network.propagators.size(); ++i) {
        const Propagator& p = network.propagators[i];
        const int id = static_cast<int>(i);
        switch (p.kind) {
            case PropagatorKind::rule:
                if (network.duplicate_of[static_cast<std::size_t>(p.rule)] >= 0) break;
                for (int e : puzzle.rules[p.rule].entries) {
                    watch(network.entry_watchers[e], id);
                    for (int cell : puzzle.entries[e].cells) watch(network.cell_watchers[cell], id);
                }
                break;
            case PropagatorKind::entry:
                for (int cell : puzzle.entries[p.entry].cells) watch(network.cell_watchers[cell], id);
                break;
            case PropagatorKind::equal_cells:
                watch(network.cell_watchers[p.cell_a], id);
                watch(network.cell_watchers[p.cell_b], id);
                break;
            case PropagatorKind::entry_rules:
            case PropagatorKind::palindrome_residues:
                for (int cell : puzzle.entries[p.entry].cells) watch(network.cell_watchers[cell], id);
                break;
            case PropagatorKind::digit_sums:
                for (int cell : p.cells) watch(network.cell_watchers[cell], id);
                break;
        }
    }

    network.initial.cells.assign(cell_count, 0);
    network.initial.lists.assign(puzzle.entries.size(), nullptr);
    network.initial.kept_rules.assign(puzzle.entries.size(), 0);
    for (const Entry& entry : puzzle.entries)
        network.initial.listed_stride = std::max(network.initial.listed_stride, entry.cells.size());
    network.initial.listed_digits.assign(puzzle.entries.size() * network.initial.listed_stride, 0);
    for (std::size_t c = 0; c < cell_count; ++c) {
        const Cell& cell = puzzle.cells[c];
        if (!cell.white) continue;
        network.open_cells.push_back(static_cast<int>(c));
        network.initial.cells[c] = cell.given >= 0 ? digit_bit(cell.given) : kAllDigits;
    }
    for (const Entry& entry : puzzle.entries)  // the first digit of every entry is not 0
        network.initial.cells[static_cast<std::size_t>(entry.cells[0])] &= static_cast<Mask>(~digit_bit(0));
    return network;
}

}  // namespace knobel::crossnumber
