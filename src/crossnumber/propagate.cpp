#include "crossnumber/propagate.h"

#include <algorithm>

#include "crossnumber/digit_automaton.h"
#include "crossnumber/digit_pruning.h"
#include "crossnumber/evaluate.h"
#include "crossnumber/last_digits.h"
#include "crossnumber/number_facts.h"
#include "crossnumber/pair_support.h"
#include "crossnumber/palindrome_residues.h"

namespace knobel::crossnumber {
namespace {

// Positions of an entry read one by one by the entry propagator before it reads whole values.
constexpr std::size_t kMaxCheckedPositions = 4;

bool is_table_predicate(Predicate p) {
    return p == Predicate::pz || p == Predicate::q || p == Predicate::k || p == Predicate::fib || p == Predicate::tri;
}

}  // namespace

// The work of one apply(): the state, the changes, and the steps of a rule's tree pass.
class Propagation::Pass : public StateEditor {
public:
    Pass(const Puzzle& puzzle, SearchState& state, Changes& changes, std::vector<Dom>& doms,
         EnumerationScratch& enumeration)
        : StateEditor(puzzle, state, changes), doms_(doms), enumeration_(enumeration) {}

    // The entries' given digit sums (network.h) for qs(E) in the rules applied; not set while a
    // rule giving one is applied (its own pass must work the sum out from the digits).
    const std::vector<Value>* given_digit_sums = nullptr;
    // The rule's Q(mal(X, c)) or K(mal(X, c)) facts (network.h), when it is such a rule.
    const Network::PowerRule* power_rule = nullptr;

    // ---- Entry propagator: digits and list in step ------------------------------------------
    bool apply_entry(int e) {
        const ValueList& list = state_.lists[static_cast<std::size_t>(e)];
        if (list) {
            // A value can have stopped fitting only where its cell lost one of the list's digits
            // there (listed_digits): most runs find one such position, or none (nothing to do).
            return keep_fitting_values(e, *list);
        }
        std::size_t product = 1;
        for (int cell : cells_of(e)) {
            product *= static_cast<std::size_t>(digit_options(mask(cell)));
            if (product > kEntryListLimit) return true;  // too many to list yet
        }
        std::vector<Value> values;
        values.reserve(product);
        list_digits(cells_of(e), 0, 0, values);
        return set_every_filling(e, std::move(values));
    }

    // The list's values that still fit the entry's digits, kept (nothing copied or set when all
    // do). With listed_digits only the positions whose cell lost a digit of the list are read
    // from each value (one division each instead of one per digit); without, every digit.
    bool keep_fitting_values(int e, const std::vector<Value>& list) {
        const std::vector<int>& cells = cells_of(e);
        const std::size_t length = cells.size();
        std::uint64_t place[kMaxCheckedPositions];  // 10^(digits after the position)
        Mask allowed[kMaxCheckedPositions];
        std::size_t checked = 0;
        // Every digit, as fits_digits: without listed digits, past 64 bits, or for a misshapen value.
        bool whole = length > 19 || state_.listed_digits.empty();
        const Mask* listed = whole ? nullptr : &state_.listed_digits[static_cast<std::size_t>(e) * state_.listed_stride];
        for (std::size_t i = 0; i < length && !whole; ++i) {
            const Mask now = mask(cells[i]);
            if (!(listed[i] & ~now)) continue;
            if (listed[i] & SearchState::kMustCheck || checked == kMaxCheckedPositions) {
                whole = true;
                break;
            }
            place[checked] = static_cast<std::uint64_t>(pow10(static_cast<int>(length - 1 - i)));
            allowed[checked++] = now;
        }
        if (!whole && checked == 0) return true;
        const auto fits = [&](Value v) {
            if (whole) return fits_digits(e, v);
            const auto u = static_cast<std::uint64_t>(v);  // (v < 10^19: the list's values have the entry's length)
            for (std::size_t k = 0; k < checked; ++k)
                if (!(allowed[k] & digit_bit(static_cast<int>(u / place[k] % 10)))) return false;
            return true;
        };
        const auto misfit = std::find_if_not(list.begin(), list.end(), fits);
        if (misfit == list.end()) return true;
        // Written in place (a push_back per value was 2 % of the generator's instructions).
        std::vector<Value> kept(list.size() - 1);
        const auto after_head = std::copy(list.begin(), misfit, kept.begin());
        kept.erase(std::copy_if(misfit + 1, list.end(), after_head, fits), kept.end());
        return set_list(e, std::move(kept));
    }

    void list_digits(const std::vector<int>& cells, std::size_t i, Value prefix, std::vector<Value>& out) const {
        if (i == cells.size()) {
            out.push_back(prefix);
            return;
        }
        for (int d = 0; d <= 9; ++d)
            if (mask(cells[i]) & digit_bit(d)) list_digits(cells, i + 1, prefix * 10 + d, out);
    }

    bool apply_equality(int a, int b) {
        const Mask both = static_cast<Mask>(mask(a) & mask(b));
        return restrict_cell(a, both) && restrict_cell(b, both);
    }

    // The digits still possible in each of these cells, in order: an automaton's input.
    std::vector<Mask> masks_of(const std::vector<int>& cells) const {
        std::vector<Mask> masks;
        masks.reserve(cells.size());
        for (int cell : cells) masks.push_back(mask(cell));
        return masks;
    }

    // The digits an automaton over the entry's cells supports, and its list when short.
    bool keep_automaton(int e, const DigitAutomaton& automaton) {
        if (automaton.count() == 0) return conflict();
        const std::vector<int>& cells = cells_of(e);
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (!restrict_cell(cells[i], automaton.supported(i))) return false;
        std::vector<Value> values;
        if (automaton.count() <= kEntryTotalsListLimit && automaton.list(values, kEntryTotalsListLimit)) {
            if (const ValueList& list = state_.lists[static_cast<std::size_t>(e)]) {
                std::vector<Value> kept;
                std::set_intersection(list->begin(), list->end(), values.begin(), values.end(), std::back_inserter(kept));
                values = std::move(kept);
            }
            return set_list(e, std::move(values));
        }
        return true;
    }

    // ---- An entry's own rules together ---------------------------------------------------------
    bool apply_entry_rules(int e, const std::vector<DigitCondition>& conditions) {
        if (state_.lists[static_cast<std::size_t>(e)]) return true;  // listed: each rule filters the list exactly
        const DigitAutomaton automaton(masks_of(cells_of(e)), conditions);
        if (!automaton.exact()) return true;
        return keep_automaton(e, automaton);
    }

    // ---- A palindrome's remainders (palindrome_residues.h) ------------------------------------
    bool apply_palindrome_residues(int e, const DigitCondition& remainders) {
        if (state_.lists[static_cast<std::size_t>(e)]) return true;  // listed: each rule filters the list exactly
        const std::vector<int>& cells = cells_of(e);
        std::vector<Mask> supported;
        if (!palindrome_residue_support(masks_of(cells), remainders.modulus, remainders.residues, supported)) return true;
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (!restrict_cell(cells[i], supported[i])) return false;
        return true;
    }

    // ---- Digit sums added up (network.h, digit_sums) --------------------------------------------
    // sum of weights[i] * digit of cells[i] = total, by bounds: a digit stays when the others can
    // still make up the rest.
    bool apply_digit_sums(const Propagator& p) {
        // The least and most weights[i] * digit can be now.
        const auto least = [&](std::size_t i) {
            const Mask m = mask(p.cells[i]);
            return static_cast<Value>(p.weights[i]) * (p.weights[i] > 0 ? lowest_digit(m) : highest_digit(m));
        };
        const auto most = [&](std::size_t i) {
            const Mask m = mask(p.cells[i]);
            return static_cast<Value>(p.weights[i]) * (p.weights[i] > 0 ? highest_digit(m) : lowest_digit(m));
        };
        Value low = 0, high = 0;
        for (std::size_t i = 0; i < p.cells.size(); ++i) low += least(i), high += most(i);
        if (p.total < low || p.total > high) return conflict();
        for (std::size_t i = 0; i < p.cells.size(); ++i) {
            const Mask m = mask(p.cells[i]);
            const int w = p.weights[i];
            const Value own_low = least(i), own_high = most(i);
            Mask keep = 0;
            for (int d = 0; d <= 9; ++d)
                if ((m & digit_bit(d)) && low - own_low + w * d <= p.total && high - own_high + w * d >= p.total)
                    keep = static_cast<Mask>(keep | digit_bit(d));
            if (!restrict_cell(p.cells[i], keep)) return false;
        }
        return true;
    }

    // ---- Rules -------------------------------------------------------------------------------
    bool apply_rule(const Rule& rule, int index) {
        if (enumerable(rule)) {
            // A rule on one entry, already applied to (a superset of) its list, has nothing to add.
            const bool alone = rule.entries.size() == 1 && index < 64;
            const std::uint64_t bit = alone ? std::uint64_t{1} << index : 0;
            // (Read only for a rule on one entry: a rule on none or several has no entry to look at,
            // and kept_rules may even be empty.)
            if (alone && (state_.kept_rules[static_cast<std::size_t>(rule.entries[0])] & bit)) return true;
            if (!enumerate(rule)) return false;
            if (alone) state_.kept_rules[static_cast<std::size_t>(rule.entries[0])] |= bit;
            return true;
        }
        return tree_pass(rule);
    }

    // Values up the tree, the predicate at the root, narrowing down; doms_ then holds a set for
    // every node of the rule with each value the node has in a solution that fits the state.
    bool tree_pass(const Rule& rule) {
        if (rule.b < 0 && puzzle_.nodes[rule.a].op == Op::entry && !apply_digit_facts(*this, rule.predicate, puzzle_.nodes[rule.a].entry))
            return false;
        if (!forward(rule.a) || (rule.b >= 0 && !forward(rule.b))) return false;
        return rule.b < 0 ? root_unary(rule) : root_binary(rule);
    }

    bool enumerable(const Rule& rule) const {
        std::size_t product = 1;
        for (int e : rule.entries) {
            const ValueList& list = state_.lists[static_cast<std::size_t>(e)];
            if (!list) return false;
            product *= list->size();
            if (product > kRuleEnumLimit) return false;
        }
        return true;
    }

    // The one entry the subtree at node `n` depends on; -1: none (constants only), -2: several.
    int sole_entry(int n) const {
        const Node& node = puzzle_.nodes[n];
        if (node.op == Op::entry) return node.entry;
        if (node.op == Op::constant) return -1;
        const int a = sole_entry(node.a);
        if (node.b < 0) return a;
        const int b = sole_entry(node.b);
        return a == -1 ? b : b == -1 || b == a ? a : -2;
    }

    // Every combination of the rule's entries' candidates: exact (generalised arc consistency).
    // A combination whose values are all supported already is not evaluated: it could only
    // support them again. The answer is that of evaluating every one.
    bool enumerate(const Rule& rule) {
        const std::size_t n = rule.entries.size();
        // The lists stay alive: this pass changes them only at its end (set_list), after the last read.
        const auto list = [&](std::size_t k) -> const std::vector<Value>& {
            return *state_.lists[static_cast<std::size_t>(rule.entries[k])];
        };
        std::vector<std::vector<char>>& supported = enumeration_.supported;
        if (supported.size() < n) supported.resize(n);
        for (std::size_t k = 0; k < n; ++k) supported[k].assign(list(k).size(), 0);
        std::vector<Value>& values = enumeration_.values;  // only the rule's entries are read
        if (values.size() < puzzle_.entries.size()) values.resize(puzzle_.entries.size(), 0);
        bool any = false;
        const int a_entry = n == 2 && rule.b >= 0 ? sole_entry(rule.a) : -1;
        const int b_entry = a_entry >= 0 ? sole_entry(rule.b) : -1;
        if (a_entry >= 0 && b_entry >= 0 && a_entry != b_entry) {
            // pred(f(E), g(F)), as =(qs(E),qs(F)) or V(E,F): f and g worked out once per candidate
            // rather than once per pair (the pairs are up to kRuleEnumLimit, the candidates far fewer).
            const std::size_t first = a_entry == rule.entries[0] ? 0 : 1;
            std::vector<Value>* sides = enumeration_.sides;
            for (std::size_t k = 0; k < 2; ++k) {
                const std::size_t entry = static_cast<std::size_t>(rule.entries[k]);
                sides[k].clear();
                for (Value v : list(k)) {
                    values[entry] = v;
                    sides[k].push_back(evaluate(puzzle_, k == first ? rule.a : rule.b, values.data()));
                }
            }
            any = mark_supported_pairs(rule.predicate, sides[first], sides[1 - first], supported[first], supported[1 - first]);
        } else {
            std::vector<std::size_t>& at = enumeration_.at;
            at.assign(n, 0);
            for (;;) {
                bool all_supported = n > 0;  // (a rule on no entry is evaluated once)
                for (std::size_t k = 0; k < n && all_supported; ++k) all_supported = supported[k][at[k]];
                if (!all_supported) {
                    for (std::size_t k = 0; k < n; ++k) values[static_cast<std::size_t>(rule.entries[k])] = list(k)[at[k]];
                    if (rule_holds(puzzle_, rule, values.data())) {
                        any = true;
                        for (std::size_t k = 0; k < n; ++k) supported[k][at[k]] = 1;
                    }
                }
                std::size_t k = 0;
                while (k < n && ++at[k] == list(k).size()) at[k++] = 0;
                if (k == n) break;
            }
        }
        if (!any) return conflict();
        for (std::size_t k = 0; k < n; ++k) {
            // Most passes keep a list whole: then there is nothing to copy or set.
            const auto count = static_cast<std::size_t>(std::count(supported[k].begin(), supported[k].end(), 1));
            if (count == list(k).size()) continue;
            std::vector<Value> kept;
            kept.reserve(count);
            for (std::size_t i = 0; i < list(k).size(); ++i)
                if (supported[k][i]) kept.push_back(list(k)[i]);
            if (!set_list(rule.entries[k], std::move(kept))) return false;
        }
        return true;
    }

    // ---- The tree pass: values up ------------------------------------------------------------
    Dom entry_dom(int e) const {
        const ValueList& list = state_.lists[static_cast<std::size_t>(e)];
        if (list) return Dom{list->front(), list->back(), list};
        Value lo = 0, hi = 0;
        for (int cell : cells_of(e)) {
            lo = lo * 10 + lowest_digit(mask(cell));
            hi = hi * 10 + highest_digit(mask(cell));
        }
        return Dom::range(lo, hi);
    }

    template <class F>
    static Dom map_list(const std::vector<Value>& values, F f) {
        std::vector<Value> out;
        out.reserve(values.size());
        for (Value v : values) out.push_back(f(v));
        return Dom::of(std::move(out));
    }

    static Value apply_op(Op op, Value a, Value b) {
        switch (op) {
            case Op::plus: return a + b;
            case Op::minus: return a - b;
            case Op::mal: return a * b;
            case Op::qs: return digit_sum(a);
            case Op::qp: return digit_product(a);
            case Op::rev: return reverse_digits(a);
            default: return 0;
        }
    }

    Dom unary_bounds(const Node& node, const Dom& x) const {
        const Node& arg = puzzle_.nodes[node.a];
        if (arg.op == Op::entry) {  // from the digits still possible in each cell
            const std::vector<int>& cells = cells_of(arg.entry);
            if (node.op == Op::qs) return reachable_digit_sums(*this, cells);
            Value lo = node.op == Op::qp ? 1 : 0, hi = lo, place = 1;
            for (std::size_t i = 0; i < cells.size(); ++i) {
                const Mask m = mask(cells[i]);
                const int low = lowest_digit(m), high = highest_digit(m);
                if (node.op == Op::qs) lo += low, hi += high;
                else if (node.op == Op::qp) lo *= low, hi *= high;
                else lo += low * place, hi += high * place, place *= 10;  // rev: the first cell is worth 1
            }
            return Dom::range(lo, hi);
        }
        const Value magnitude = std::max(abs_value(x.lo), abs_value(x.hi));
        const int digits = digit_count(magnitude);
        const bool zero_possible = x.lo <= 0 && x.hi >= 0;
        switch (node.op) {
            case Op::qs: return Dom::range(zero_possible ? 0 : 1, 9 * digits);
            case Op::qp: return Dom::range(0, std::min(node.bound, digit_product(pow10(digits) - 1)));
            default: return Dom::range(zero_possible ? 0 : 1, pow10(digits) - 1);
        }
    }

    bool forward(int n) {
        const Node& node = puzzle_.nodes[n];
        Dom d;
        switch (node.op) {
            case Op::entry: d = entry_dom(node.entry); break;
            case Op::constant: d = Dom::of({node.constant}); break;
            case Op::qs:
            case Op::qp:
            case Op::rev: {
                if (!forward(node.a)) return false;
                const Dom& x = doms_[node.a];
                if (x.list && x.list->size() <= kListLimit) d = map_list(*x.list, [&](Value v) { return apply_op(node.op, v, 0); });
                else d = unary_bounds(node, x);
                if (node.op == Op::qs && given_digit_sums && puzzle_.nodes[node.a].op == Op::entry) {
                    const Value given = (*given_digit_sums)[static_cast<std::size_t>(puzzle_.nodes[node.a].entry)];
                    if (given >= 0) d = intersect(d, Dom::of({given}));
                }
                break;
            }
            default: {
                if (!forward(node.a) || !forward(node.b)) return false;
                const Dom& x = doms_[node.a];
                const Dom& y = doms_[node.b];
                if (x.list && y.list && x.list->size() * y.list->size() <= kPairLimit) {
                    std::vector<Value> out;
                    out.reserve(x.list->size() * y.list->size());
                    for (Value a : *x.list)
                        for (Value b : *y.list) out.push_back(apply_op(node.op, a, b));
                    d = Dom::of(std::move(out));
                } else if (node.op == Op::plus) {
                    d = Dom::range(x.lo + y.lo, x.hi + y.hi);
                } else if (node.op == Op::minus) {
                    d = Dom::range(x.lo - y.hi, x.hi - y.lo);
                } else {
                    const Value corners[] = {x.lo * y.lo, x.lo * y.hi, x.hi * y.lo, x.hi * y.hi};
                    d = Dom::range(*std::min_element(std::begin(corners), std::end(corners)),
                                   *std::max_element(std::begin(corners), std::end(corners)));
                }
            }
        }
        if (d.empty()) return conflict();
        doms_[n] = std::move(d);
        return true;
    }

    // ---- The tree pass: narrowing down ---------------------------------------------------------
    bool narrow(int n, const Dom& allowed) {
        Dom d = intersect(doms_[n], allowed);
        if (d.empty()) return conflict();
        if (!narrower_than(d, doms_[n])) return true;
        doms_[n] = d;
        const Node& node = puzzle_.nodes[n];
        switch (node.op) {
            case Op::entry: return restrict_entry(node.entry, d);
            case Op::constant: return true;
            case Op::qs:
            case Op::qp:
            case Op::rev: return back_unary(node, d);
            default: return back_binary(node, d);
        }
    }

    bool restrict_entry(int e, const Dom& d) {
        const ValueList& list = state_.lists[static_cast<std::size_t>(e)];
        std::vector<Value> kept;
        if (list && d.list) {  // both sorted: merge
            std::set_intersection(list->begin(), list->end(), d.list->begin(), d.list->end(), std::back_inserter(kept));
            return set_list(e, std::move(kept));
        }
        if (list) {
            for (Value v : *list)
                if (v >= d.lo && v <= d.hi) kept.push_back(v);
            return set_list(e, std::move(kept));
        }
        if (d.list) {
            for (Value v : *d.list)
                if (fits_digits(e, v)) kept.push_back(v);
            return set_list(e, std::move(kept));
        }
        return prune_by_value(*this, cells_of(e), d.lo, d.hi);
    }

    bool back_unary(const Node& node, const Dom& d) {
        const Dom& x = doms_[node.a];
        if (x.list) {
            std::vector<Value> kept;
            for (Value v : *x.list)
                if (d.contains(apply_op(node.op, v, 0))) kept.push_back(v);
            return narrow(node.a, Dom::of(std::move(kept)));
        }
        const Node& arg = puzzle_.nodes[node.a];
        if (arg.op != Op::entry) return true;
        const std::vector<int>& cells = cells_of(arg.entry);
        if (node.op == Op::qs || node.op == Op::qp) {
            // A digit sum or product pins an entry down far more than its cells show one by one:
            // the dynamic programme keeps exactly the digits some number with it uses, counts
            // those numbers and lists them when they are few enough.
            DigitCondition total;
            total.kind = node.op == Op::qs ? DigitCondition::Kind::sum : DigitCondition::Kind::product;
            total.values = d;
            const DigitAutomaton automaton(masks_of(cells), {total});
            if (!automaton.exact()) return prune_by_digit_product(*this, cells, d);  // a product over a wide range
            return keep_automaton(arg.entry, automaton);
        }
        // rev: the entry is the reversal of an L-digit (zero-padded) value of d.
        const int length = static_cast<int>(cells.size());
        if (d.list && d.list->size() <= kListLimit) {
            std::vector<Value> preimages;
            for (Value r : *d.list) {
                if (r < 0 || r >= pow10(length)) continue;
                Value v = 0;
                for (int i = 0; i < length; ++i, r /= 10) v = v * 10 + r % 10;
                preimages.push_back(v);
            }
            return narrow(node.a, Dom::of(std::move(preimages)));
        }
        std::vector<int> reversed(cells.rbegin(), cells.rend());
        return prune_by_value(*this, reversed, d.lo, d.hi);
    }

    // The values of one argument that some value of the other combines into d with.
    bool invert_with_single(const Node& node, const Dom& d, bool other_is_b, Value c, std::vector<Value>& out) const {
        for (Value z : *d.list) {
            Value v = 0;
            switch (node.op) {
                case Op::plus:
                    if (!add_within(z, -c, v)) continue;
                    break;
                case Op::minus:  // a - c = z, or c - b = z
                    if (!(other_is_b ? add_within(z, c, v) : add_within(c, -z, v))) continue;
                    break;
                default:  // mal
                    if (c == 0) return false;  // any value times 0 is 0: nothing to learn
                    if (z % c != 0) continue;
                    v = z / c;
            }
            out.push_back(v);
        }
        return true;
    }

    // Both nodes listed: keeps the values of each that some value of the other forms a pair
    // with that `keeps` accepts.
    template <class Keeps>
    bool narrow_to_supported_pairs(int a, int b, Keeps keeps) {
        const ValueList x = doms_[a].list, y = doms_[b].list;
        std::vector<char> sx(x->size(), 0), sy(y->size(), 0);
        for (std::size_t i = 0; i < sx.size(); ++i)
            for (std::size_t j = 0; j < sy.size(); ++j)
                if (keeps((*x)[i], (*y)[j])) sx[i] = sy[j] = 1;
        std::vector<Value> kx, ky;
        for (std::size_t i = 0; i < sx.size(); ++i)
            if (sx[i]) kx.push_back((*x)[i]);
        for (std::size_t j = 0; j < sy.size(); ++j)
            if (sy[j]) ky.push_back((*y)[j]);
        return narrow(a, Dom::of(std::move(kx))) && narrow(b, Dom::of(std::move(ky)));
    }

    // The node as a row of a written addition: an entry, a reversed entry, or a single value.
    bool digit_row(int n, DigitRow& row) const {
        const Node& node = puzzle_.nodes[n];
        row = DigitRow{};
        if (node.op == Op::entry) {
            row.cells = cells_of(node.entry);
            return true;
        }
        if (node.op == Op::rev && puzzle_.nodes[node.a].op == Op::entry) {
            const std::vector<int>& cells = cells_of(puzzle_.nodes[node.a].entry);
            row.cells.assign(cells.rbegin(), cells.rend());
            return true;
        }
        if (!doms_[n].single()) return false;
        row.constant = doms_[n].lo;
        return row.constant >= 0;
    }

    // plus(A, B) = C or minus(A, B) = C, with A, B, C entries, reversed entries or single values:
    // the addition column by column, carries included. Bounds on the values miss most of what
    // such a rule says about the digits of two long entries.
    bool add_by_columns(const Node& node, int other) {
        DigitRow a, b, c;
        if (!digit_row(node.a, a) || !digit_row(node.b, b) || !digit_row(other, c)) return true;
        if (a.is_constant() + b.is_constant() + c.is_constant() > 1) return true;  // one entry: the values say it all
        if (node.op == Op::plus) return prune_by_addition(*this, a, b, c);
        return prune_by_addition(*this, b, c, a);  // A - B = C: B + C = A
    }

    bool back_binary(const Node& node, const Dom& d) {
        const Dom x = doms_[node.a], y = doms_[node.b];
        if ((node.op == Op::plus || node.op == Op::minus) && d.single()) {
            // Two entries (or reversed ones) and a constant: A + B = k, A - B = k (B + k = A), or
            // A - B = -k (A + k = B).
            DigitRow a, b, c;
            c.constant = abs_value(d.lo);
            if (digit_row(node.a, a) && digit_row(node.b, b) && !a.is_constant() && !b.is_constant()) {
                bool ok = true;
                if (node.op == Op::plus) ok = d.lo < 0 ? conflict() : prune_by_addition(*this, a, b, c);
                else ok = d.lo >= 0 ? prune_by_addition(*this, b, c, a) : prune_by_addition(*this, a, c, b);
                if (!ok) return false;
            }
        }
        if (x.list && y.list && x.list->size() * y.list->size() <= kPairLimit)
            return narrow_to_supported_pairs(node.a, node.b, [&](Value a, Value b) { return d.contains(apply_op(node.op, a, b)); });
        if (d.list && d.list->size() <= kListLimit) {
            std::vector<Value> out;
            if (y.single() && invert_with_single(node, d, true, y.lo, out)) return narrow(node.a, Dom::of(std::move(out)));
            if (x.single() && invert_with_single(node, d, false, x.lo, out)) return narrow(node.b, Dom::of(std::move(out)));
        }
        switch (node.op) {
            case Op::plus:
                return narrow(node.a, Dom::range(add_clamped(d.lo, -y.hi), add_clamped(d.hi, -y.lo))) &&
                       narrow(node.b, Dom::range(add_clamped(d.lo, -x.hi), add_clamped(d.hi, -x.lo)));
            case Op::minus:
                return narrow(node.a, Dom::range(add_clamped(d.lo, y.lo), add_clamped(d.hi, y.hi))) &&
                       narrow(node.b, Dom::range(add_clamped(x.lo, -d.hi), add_clamped(x.hi, -d.lo)));
            default: break;
        }
        // mal with arguments that cannot be negative: a <= hi / b_min, a >= lo / b_max.
        if (x.lo < 0 || y.lo < 0) return true;
        for (int side = 0; side < 2; ++side) {
            const Dom& self = side == 0 ? x : y;
            const Dom& other = side == 0 ? y : x;
            Value lo = self.lo, hi = self.hi;
            if (other.lo > 0) hi = std::min(hi, floor_div(d.hi, other.lo));
            if (d.lo > 0 && other.hi > 0) lo = std::max(lo, ceil_div(d.lo, other.hi));
            if (!narrow(side == 0 ? node.a : node.b, Dom::range(lo, hi))) return false;
        }
        return true;
    }

    // ---- The predicate at the root -------------------------------------------------------------
    // Q(mal(X, c)), K(mal(X, c)): X is a multiple of D, and when c is fully factored X = D · s^k
    // (power_factor.h). Listed when those values are few, else X's bounds move to multiples of D.
    bool narrow_power_factor(const Network::PowerRule& power, int k) {
        const Dom& x = doms_[power.node];
        const Value divisor = power.factor.divisor;
        const auto fits = [&](Value v) {
            if (v % divisor != 0) return false;
            if (!power.factor.exact) return true;
            return k == 2 ? is_square(v / divisor) : is_cube(v / divisor);
        };
        std::vector<Value> kept;
        if (x.list) {
            for (Value v : *x.list)
                if (fits(v)) kept.push_back(v);
            return narrow(power.node, Dom::of(std::move(kept)));
        }
        if (power.factor.exact && list_power_multiples(divisor, k, x.lo, x.hi, kListLimit, kept))
            return narrow(power.node, Dom::of(std::move(kept)));
        const Value first = ceil_div(x.lo, divisor), last = floor_div(x.hi, divisor);
        if (!power.factor.exact && last >= first && last - first < static_cast<Value>(kListLimit)) {
            for (Value m = first; m <= last; ++m) kept.push_back(m * divisor);
            return narrow(power.node, Dom::of(std::move(kept)));
        }
        if (last < first) return conflict();
        return narrow(power.node, Dom::range(first * divisor, last * divisor));
    }

    bool root_unary(const Rule& rule) {
        if (power_rule && power_rule->node >= 0 && !narrow_power_factor(*power_rule, rule.predicate == Predicate::q ? 2 : 3))
            return false;
        const Dom& x = doms_[rule.a];
        const Predicate p = rule.predicate;
        if (x.list) {
            std::vector<Value> kept;
            for (Value v : *x.list)
                if (holds(p, v)) kept.push_back(v);
            return narrow(rule.a, Dom::of(std::move(kept)));
        }
        Value lo = x.lo;
        if (p == Predicate::pz) lo = std::max<Value>(lo, 2);
        if (p == Predicate::q || p == Predicate::fib || p == Predicate::tri) lo = std::max<Value>(lo, 0);
        std::vector<Value> listed;
        if (is_table_predicate(p) && listed_values(p, lo, x.hi, kListLimit, listed)) return narrow(rule.a, Dom::of(std::move(listed)));
        if (const Node& arg = puzzle_.nodes[rule.a]; arg.op == Op::entry) {
            // A long entry: its squares (cubes, triangular numbers) by their last digits, its
            // palindromes by their first half, once the digits known make them few (last_digits.h).
            const std::vector<Mask> masks = masks_of(cells_of(arg.entry));
            const bool power = p == Predicate::q || p == Predicate::k || p == Predicate::tri;
            if ((power && list_by_last_digits(p, lo, x.hi, masks, kListLimit, listed)) ||
                (p == Predicate::pal && list_palindromes(masks, kListLimit, listed)))
                return narrow(rule.a, Dom::of(std::move(listed)));
        }
        return narrow(rule.a, Dom::range(lo, x.hi));
    }

    bool root_binary(const Rule& rule) {
        const Dom x = doms_[rule.a], y = doms_[rule.b];
        switch (rule.predicate) {
            case Predicate::eq: {
                const Dom both = intersect(x, y);
                if (!narrow(rule.a, both) || !narrow(rule.b, both)) return false;
                for (auto [sum, other] : {std::pair{rule.a, rule.b}, std::pair{rule.b, rule.a}}) {
                    const Op op = puzzle_.nodes[sum].op;
                    if ((op == Op::plus || op == Op::minus) && !doms_[other].single() && !add_by_columns(puzzle_.nodes[sum], other)) return false;
                }
                return true;
            }
            case Predicate::ne:
                if (y.single() && !narrow(rule.a, without(x, y.lo))) return false;
                if (x.single() && !narrow(rule.b, without(y, x.lo))) return false;
                return true;
            case Predicate::lt:
                return narrow(rule.a, Dom::range(x.lo, std::min(x.hi, y.hi - 1))) &&
                       narrow(rule.b, Dom::range(std::max(y.lo, x.lo + 1), y.hi));
            case Predicate::gt:
                return narrow(rule.a, Dom::range(std::max(x.lo, y.lo + 1), x.hi)) &&
                       narrow(rule.b, Dom::range(y.lo, std::min(y.hi, x.hi - 1)));
            default: return root_multiple(rule, x, y);
        }
    }

    static Dom without(const Dom& d, Value v) {
        if (d.list) {
            std::vector<Value> kept;
            for (Value w : *d.list)
                if (w != v) kept.push_back(w);
            return Dom::of(std::move(kept));
        }
        return Dom::range(d.lo == v ? d.lo + 1 : d.lo, d.hi == v ? d.hi - 1 : d.hi);
    }

    // V(X, Y): X is a multiple of Y.
    bool root_multiple(const Rule& rule, const Dom& x, const Dom& y) {
        if (x.list && y.list && x.list->size() * y.list->size() <= kPairLimit)
            return narrow_to_supported_pairs(rule.a, rule.b, [](Value a, Value b) { return holds(Predicate::v, a, b); });
        if (!y.single()) return true;
        const Value c = abs_value(y.lo);
        if (c == 0) return narrow(rule.a, Dom::of({0}));
        if (x.list) {
            std::vector<Value> kept;
            for (Value v : *x.list)
                if (v % c == 0) kept.push_back(v);
            return narrow(rule.a, Dom::of(std::move(kept)));
        }
        const Value first = ceil_div(x.lo, c), last = floor_div(x.hi, c);
        if (last - first < static_cast<Value>(kListLimit)) {
            std::vector<Value> multiples;
            for (Value k = first; k <= last; ++k) multiples.push_back(k * c);
            return narrow(rule.a, Dom::of(std::move(multiples)));
        }
        const Node& arg = puzzle_.nodes[rule.a];
        if (arg.op != Op::entry) return true;
        const int last_cell = cells_of(arg.entry).back();
        if (c % 10 == 0) return restrict_cell(last_cell, digit_bit(0));
        if (c % 2 == 0 && !restrict_cell(last_cell, digits_of({0, 2, 4, 6, 8}))) return false;
        if (c % 5 == 0 && !restrict_cell(last_cell, digits_of({0, 5}))) return false;
        return true;
    }

private:
    std::vector<Dom>& doms_;
    EnumerationScratch& enumeration_;
};

Propagation::Propagation(const Puzzle& puzzle, const Network& network)
    : puzzle_(puzzle), network_(network), doms_(puzzle.nodes.size()) {}

bool Propagation::apply(int id, SearchState& state, Changes& changes) {
    changes.clear();
    Pass pass(puzzle_, state, changes, doms_, enumeration_);
    const Propagator& p = network_.propagators[static_cast<std::size_t>(id)];
    switch (p.kind) {
        case PropagatorKind::rule:
            if (!network_.gives_digit_sum[static_cast<std::size_t>(p.rule)]) pass.given_digit_sums = &network_.given_digit_sums;
            pass.power_rule = &network_.power_rules[static_cast<std::size_t>(p.rule)];
            return pass.apply_rule(puzzle_.rules[static_cast<std::size_t>(p.rule)], p.rule);
        case PropagatorKind::entry: return pass.apply_entry(p.entry);
        case PropagatorKind::equal_cells: return pass.apply_equality(p.cell_a, p.cell_b);
        case PropagatorKind::entry_rules: return pass.apply_entry_rules(p.entry, p.conditions);
        case PropagatorKind::digit_sums: return pass.apply_digit_sums(p);
        case PropagatorKind::palindrome_residues: return pass.apply_palindrome_residues(p.entry, p.conditions[0]);
    }
    return true;
}

bool Propagation::node_values(int rule, SearchState state, std::vector<std::pair<int, Dom>>& out) {
    out.clear();
    Changes changes;
    Pass pass(puzzle_, state, changes, doms_, enumeration_);
    const Rule& r = puzzle_.rules[static_cast<std::size_t>(rule)];
    pass.power_rule = &network_.power_rules[static_cast<std::size_t>(rule)];
    const bool ok = pass.tree_pass(r);
    std::vector<int> stack = {r.a};
    if (r.b >= 0) stack.push_back(r.b);
    while (!stack.empty()) {
        const int n = stack.back();
        stack.pop_back();
        const Node& node = puzzle_.nodes[static_cast<std::size_t>(n)];
        if (node.op == Op::entry || node.op == Op::constant) continue;
        out.push_back({n, ok ? doms_[static_cast<std::size_t>(n)] : Dom{}});
        if (node.b >= 0) stack.push_back(node.b);
        stack.push_back(node.a);
    }
    return ok;
}

bool Propagation::restrict_list(int entry, std::vector<Value> values, SearchState& state, Changes& changes) {
    changes.clear();
    Pass pass(puzzle_, state, changes, doms_, enumeration_);
    return pass.set_list(entry, std::move(values));
}

}  // namespace knobel::crossnumber
