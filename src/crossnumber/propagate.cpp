#include "crossnumber/propagate.h"

#include <algorithm>
#include <functional>

#include "crossnumber/evaluate.h"
#include "crossnumber/number_facts.h"

namespace knobel::crossnumber {
namespace {

Mask digits_up_to(int d) { return d < 0 ? Mask{0} : static_cast<Mask>((1u << (d + 1)) - 1); }
Mask digits_from(int d) { return static_cast<Mask>(kAllDigits & ~digits_up_to(d - 1)); }
Mask digits_of(std::initializer_list<int> digits) {
    Mask mask = 0;
    for (int d : digits) mask = static_cast<Mask>(mask | digit_bit(d));
    return mask;
}

bool is_table_predicate(Predicate p) {
    return p == Predicate::pz || p == Predicate::q || p == Predicate::k || p == Predicate::fib || p == Predicate::tri;
}

}  // namespace

void Changes::clear() {
    cells.clear();
    entries.clear();
    conflict = false;
}

// The work of one apply(): the state, the changes, and the steps of a rule's tree pass.
class Propagation::Pass {
public:
    Pass(const Puzzle& puzzle, SearchState& state, Changes& changes, std::vector<Dom>& doms, std::vector<std::uint64_t>& failed)
        : puzzle_(puzzle), state_(state), changes_(changes), doms_(doms), digit_search_failed_(failed) {}

    // ---- The state, changed only through these two ---------------------------------------
    bool restrict_cell(int cell, Mask allowed) {
        Mask& mask = state_.cells[static_cast<std::size_t>(cell)];
        const Mask kept = static_cast<Mask>(mask & allowed);
        if (kept == mask) return true;
        const Mask removed = static_cast<Mask>(mask & ~kept);
        mask = kept;
        auto record = std::find_if(changes_.cells.begin(), changes_.cells.end(), [&](const auto& c) { return c.first == cell; });
        if (record == changes_.cells.end()) changes_.cells.push_back({cell, removed});
        else record->second = static_cast<Mask>(record->second | removed);
        if (kept == 0) return conflict();
        return true;
    }

    // `values`: sorted, each possible as far as the caller knows.
    bool set_list(int e, std::vector<Value> values) {
        const ValueList& old = state_.lists[static_cast<std::size_t>(e)];
        if (old && old->size() == values.size()) return true;
        if (values.empty()) return conflict();
        const std::vector<int>& cells = puzzle_.entries[static_cast<std::size_t>(e)].cells;
        std::vector<Mask> seen(cells.size(), 0);
        for (Value v : values) {
            std::size_t i = cells.size();
            for (; i > 0 && v >= static_cast<Value>(1) << 63; v /= 10) {  // 128-bit division only for the top digits
                --i;
                seen[i] = static_cast<Mask>(seen[i] | digit_bit(static_cast<int>(v % 10)));
            }
            for (auto u = static_cast<std::uint64_t>(v); i-- > 0; u /= 10)
                seen[i] = static_cast<Mask>(seen[i] | digit_bit(static_cast<int>(u % 10)));
        }
        if (!old) state_.kept_rules[static_cast<std::size_t>(e)] = 0;  // a new list: nothing known of it yet
        state_.lists[static_cast<std::size_t>(e)] = std::make_shared<const std::vector<Value>>(std::move(values));
        if (std::find(changes_.entries.begin(), changes_.entries.end(), e) == changes_.entries.end()) changes_.entries.push_back(e);
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (!restrict_cell(cells[i], seen[i])) return false;
        return true;
    }

    bool conflict() {
        changes_.conflict = true;
        return false;
    }

    Mask mask(int cell) const { return state_.cells[static_cast<std::size_t>(cell)]; }
    const std::vector<int>& cells_of(int e) const { return puzzle_.entries[static_cast<std::size_t>(e)].cells; }

    // Whether v is a value the entry's digits still allow (length, leading digit, every digit).
    bool fits_digits(int e, Value v) const {
        const std::vector<int>& cells = cells_of(e);
        if (v < 0) return false;
        std::size_t i = cells.size();
        for (; i > 0 && v >= static_cast<Value>(1) << 63; v /= 10)
            if (!(mask(cells[--i]) & digit_bit(static_cast<int>(v % 10)))) return false;
        auto u = static_cast<std::uint64_t>(v);
        for (; i > 0; u /= 10)
            if (!(mask(cells[--i]) & digit_bit(static_cast<int>(u % 10)))) return false;
        return u == 0;
    }

    // ---- Entry propagator: digits and list in step ------------------------------------------
    bool apply_entry(int e) {
        const ValueList& list = state_.lists[static_cast<std::size_t>(e)];
        if (list) {
            std::vector<Value> kept;
            kept.reserve(list->size());
            for (Value v : *list)
                if (fits_digits(e, v)) kept.push_back(v);
            return set_list(e, std::move(kept));
        }
        std::size_t product = 1;
        for (int cell : cells_of(e)) {
            product *= static_cast<std::size_t>(digit_options(mask(cell)));
            if (product > kEntryListLimit) return true;  // too many to list yet
        }
        std::vector<Value> values;
        values.reserve(product);
        list_digits(cells_of(e), 0, 0, values);
        return set_list(e, std::move(values));
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

    // ---- Rules -------------------------------------------------------------------------------
    bool apply_rule(const Rule& rule, int index) {
        if (enumerable(rule)) {
            // A rule on one entry, already applied to (a superset of) its list, has nothing to add.
            const bool alone = rule.entries.size() == 1 && index < 64;
            const std::uint64_t bit = alone ? std::uint64_t{1} << index : 0;
            std::uint64_t& kept = state_.kept_rules[static_cast<std::size_t>(alone ? rule.entries[0] : 0)];
            if (alone && (kept & bit)) return true;
            if (!enumerate(rule)) return false;
            if (alone) state_.kept_rules[static_cast<std::size_t>(rule.entries[0])] |= bit;
            return true;
        }
        if (rule.b < 0 && puzzle_.nodes[rule.a].op == Op::entry && !digit_facts(rule.predicate, puzzle_.nodes[rule.a].entry))
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

    // Every combination of the rule's entries' candidates: exact (generalised arc consistency).
    bool enumerate(const Rule& rule) {
        const std::size_t n = rule.entries.size();
        std::vector<const std::vector<Value>*> lists(n);
        std::vector<std::vector<char>> supported(n);
        for (std::size_t k = 0; k < n; ++k) {
            lists[k] = state_.lists[static_cast<std::size_t>(rule.entries[k])].get();
            supported[k].assign(lists[k]->size(), 0);
        }
        std::vector<Value> values(puzzle_.entries.size(), 0);
        std::vector<std::size_t> at(n, 0);
        bool any = false;
        for (;;) {
            for (std::size_t k = 0; k < n; ++k) values[static_cast<std::size_t>(rule.entries[k])] = (*lists[k])[at[k]];
            if (rule_holds(puzzle_, rule, values.data())) {
                any = true;
                for (std::size_t k = 0; k < n; ++k) supported[k][at[k]] = 1;
            }
            std::size_t k = 0;
            while (k < n && ++at[k] == lists[k]->size()) at[k++] = 0;
            if (k == n) break;
        }
        if (!any) return conflict();
        for (std::size_t k = 0; k < n; ++k) {
            std::vector<Value> kept;
            for (std::size_t i = 0; i < lists[k]->size(); ++i)
                if (supported[k][i]) kept.push_back((*lists[k])[i]);
            if (!set_list(rule.entries[k], std::move(kept))) return false;
        }
        return true;
    }

    // What a one-argument predicate says about the digits of the entry it is applied to.
    bool digit_facts(Predicate predicate, int e) {
        const std::vector<int>& cells = cells_of(e);
        const int last = cells.back();
        const std::size_t n = cells.size();
        switch (predicate) {
            case Predicate::pz:
                return restrict_cell(last, n == 1 ? digits_of({2, 3, 5, 7}) : digits_of({1, 3, 7, 9}));
            case Predicate::q: return restrict_cell(last, digits_of({0, 1, 4, 5, 6, 9}));
            case Predicate::tri: return restrict_cell(last, digits_of({0, 1, 3, 5, 6, 8}));
            case Predicate::even: return restrict_cell(last, digits_of({0, 2, 4, 6, 8}));
            case Predicate::odd: return restrict_cell(last, digits_of({1, 3, 5, 7, 9}));
            case Predicate::ab:
            case Predicate::auf: {
                // AB: each digit at most the one before it; AUF: at least.
                const bool down = predicate == Predicate::ab;
                for (std::size_t i = 1; i < n; ++i) {
                    const Mask before = mask(cells[i - 1]);
                    if (!restrict_cell(cells[i], down ? digits_up_to(highest_digit(before)) : digits_from(lowest_digit(before))))
                        return false;
                }
                for (std::size_t i = n - 1; i-- > 0;) {
                    const Mask after = mask(cells[i + 1]);
                    if (!restrict_cell(cells[i], down ? digits_from(lowest_digit(after)) : digits_up_to(highest_digit(after))))
                        return false;
                }
                return true;
            }
            case Predicate::u: {
                if (n > 10) return conflict();
                for (bool again = true; again;) {
                    again = false;
                    for (int cell : cells) {
                        if (digit_options(mask(cell)) != 1) continue;
                        for (int other : cells) {
                            if (other == cell) continue;
                            const Mask before = mask(other);
                            if (!restrict_cell(other, static_cast<Mask>(~mask(cell)))) return false;
                            again = again || mask(other) != before;
                        }
                    }
                }
                return true;
            }
            default: return true;
        }
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
        return prune_by_value(cells_of(e), d.lo, d.hi);
    }

    // Digits that would put the number the cells spell (first cell most significant) outside
    // [lo, hi] whatever the other cells hold.
    bool prune_by_value(const std::vector<int>& cells, Value lo, Value hi) {
        const std::size_t n = cells.size();
        Value min_value = 0, max_value = 0;
        for (int cell : cells) {
            min_value = min_value * 10 + lowest_digit(mask(cell));
            max_value = max_value * 10 + highest_digit(mask(cell));
        }
        for (std::size_t i = 0; i < n; ++i) {
            const Value place = pow10(static_cast<int>(n - 1 - i));
            const Mask m = mask(cells[i]);
            const Value others_min = min_value - lowest_digit(m) * place;
            const Value others_max = max_value - highest_digit(m) * place;
            Mask keep = 0;
            for (int d = 0; d <= 9; ++d)
                if ((m & digit_bit(d)) && others_min + d * place <= hi && others_max + d * place >= lo)
                    keep = static_cast<Mask>(keep | digit_bit(d));
            if (!restrict_cell(cells[i], keep)) return false;
        }
        return true;
    }

    bool prune_by_digit_sum(const std::vector<int>& cells, Value lo, Value hi) {
        Value sum_min = 0, sum_max = 0;
        for (int cell : cells) sum_min += lowest_digit(mask(cell)), sum_max += highest_digit(mask(cell));
        for (int cell : cells) {
            const Mask m = mask(cell);
            const Value others_min = sum_min - lowest_digit(m), others_max = sum_max - highest_digit(m);
            Mask keep = 0;
            for (int d = 0; d <= 9; ++d)
                if ((m & digit_bit(d)) && others_min + d <= hi && others_max + d >= lo) keep = static_cast<Mask>(keep | digit_bit(d));
            if (!restrict_cell(cell, keep)) return false;
        }
        return true;
    }

    bool prune_by_digit_product(const std::vector<int>& cells, const Dom& d) {
        if (!d.contains(0))
            for (int cell : cells)
                if (!restrict_cell(cell, static_cast<Mask>(kAllDigits & ~digit_bit(0)))) return false;
        const bool few = d.list && d.list->size() <= 64 && !d.contains(0);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            Value others_min = 1, others_max = 1;
            for (std::size_t j = 0; j < cells.size(); ++j) {
                if (j == i) continue;
                others_min *= lowest_digit(mask(cells[j]));
                others_max *= highest_digit(mask(cells[j]));
            }
            const Mask m = mask(cells[i]);
            Mask keep = 0;
            for (int digit = 0; digit <= 9; ++digit) {
                if (!(m & digit_bit(digit)) || others_min * digit > d.hi || others_max * digit < d.lo) continue;
                if (few && !std::any_of(d.list->begin(), d.list->end(), [&](Value v) { return v % digit == 0; })) continue;
                keep = static_cast<Mask>(keep | digit_bit(digit));
            }
            if (!restrict_cell(cells[i], keep)) return false;
        }
        return true;
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
            if (!(node.op == Op::qs ? prune_by_digit_sum(cells, d.lo, d.hi) : prune_by_digit_product(cells, d))) return false;
            // A digit sum or product pins an entry down far more than its cells show one by one:
            // list the values that have it, when a bounded search finds few enough.
            // Only for a few target values (a rule like =(qp(A_w), 2304)): a wide target rarely
            // lists, and a search that fails is wasted each time the rule runs.
            std::vector<Value> values;
            if (!d.list || d.list->size() > 3) return true;
            std::uint64_t& failed = digit_search_failed_[static_cast<std::size_t>(node.a)];
            const std::uint64_t space = digit_space(cells);
            if (space > 1000000 || (failed != 0 && space * 4 > failed)) return true;
            if (list_by_digits(cells, node.op, d, values)) return narrow(node.a, Dom::of(std::move(values)));
            failed = space;
            return true;
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
        return prune_by_value(reversed, d.lo, d.hi);
    }

    // The values the cells can spell whose digit sum (qs) or product (qp) lies in d, ascending;
    // false when the search would visit more than kDigitSearchLimit prefixes or find more than
    // kListLimit values. Prefixes are cut as soon as the digits still open cannot reach d.
    // How many numbers the cells' digits allow (at most 10^20, so no overflow).
    std::uint64_t digit_space(const std::vector<int>& cells) const {
        std::uint64_t space = 1;
        for (int cell : cells) space = std::min<std::uint64_t>(space * static_cast<std::uint64_t>(digit_options(mask(cell))), 1ull << 40);
        return space;
    }

    static constexpr std::uint64_t kDigitSearchLimit = 20000;
    bool list_by_digits(const std::vector<int>& cells, Op op, const Dom& d, std::vector<Value>& out) const {
        const std::size_t n = cells.size();

        std::vector<Value> rest_low(n + 1, op == Op::qs ? 0 : 1), rest_high(n + 1, op == Op::qs ? 0 : 1);
        for (std::size_t i = n; i-- > 0;) {
            const Mask m = mask(cells[i]);
            if (op == Op::qs) {
                rest_low[i] = rest_low[i + 1] + lowest_digit(m);
                rest_high[i] = rest_high[i + 1] + highest_digit(m);
            } else {
                rest_low[i] = rest_low[i + 1] * lowest_digit(m);
                rest_high[i] = rest_high[i + 1] * highest_digit(m);
            }
        }
        const bool zero_allowed = d.contains(0);
        std::uint64_t visited = 0;
        bool ok = true;
        std::function<void(std::size_t, Value, Value)> go = [&](std::size_t i, Value partial, Value prefix) {
            if (!ok) return;
            if (++visited > kDigitSearchLimit) {
                ok = false;
                return;
            }
            if (i == n) {
                if (d.contains(partial)) {
                    if (out.size() == kListLimit) ok = false;
                    else out.push_back(prefix);
                }
                return;
            }
            const Mask m = mask(cells[i]);
            for (int digit = 0; digit <= 9 && ok; ++digit) {
                if (!(m & digit_bit(digit))) continue;
                const Value next = op == Op::qs ? partial + digit : partial * digit;
                if (op == Op::qs) {
                    if (next + rest_low[i + 1] > d.hi || next + rest_high[i + 1] < d.lo) continue;
                } else if (next == 0) {
                    if (!zero_allowed) continue;
                } else if (next * rest_low[i + 1] > d.hi || next * rest_high[i + 1] < d.lo) {
                    continue;
                }
                go(i + 1, next, prefix * 10 + digit);
            }
        };
        go(0, op == Op::qs ? 0 : 1, 0);
        return ok;
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

    bool back_binary(const Node& node, const Dom& d) {
        const Dom x = doms_[node.a], y = doms_[node.b];
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
    bool root_unary(const Rule& rule) {
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
        return narrow(rule.a, Dom::range(lo, x.hi));
    }

    bool root_binary(const Rule& rule) {
        const Dom x = doms_[rule.a], y = doms_[rule.b];
        switch (rule.predicate) {
            case Predicate::eq: {
                const Dom both = intersect(x, y);
                return narrow(rule.a, both) && narrow(rule.b, both);
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
    const Puzzle& puzzle_;
    SearchState& state_;
    Changes& changes_;
    std::vector<Dom>& doms_;
    std::vector<std::uint64_t>& digit_search_failed_;
};

Propagation::Propagation(const Puzzle& puzzle, const Network& network)
    : puzzle_(puzzle), network_(network), doms_(puzzle.nodes.size()), digit_search_failed_(puzzle.nodes.size(), 0) {}

bool Propagation::apply(int id, SearchState& state, Changes& changes) {
    changes.clear();
    Pass pass(puzzle_, state, changes, doms_, digit_search_failed_);
    const Propagator& p = network_.propagators[static_cast<std::size_t>(id)];
    switch (p.kind) {
        case PropagatorKind::rule: return pass.apply_rule(puzzle_.rules[static_cast<std::size_t>(p.rule)], p.rule);
        case PropagatorKind::entry: return pass.apply_entry(p.entry);
        case PropagatorKind::equal_cells: return pass.apply_equality(p.cell_a, p.cell_b);
    }
    return true;
}

bool Propagation::restrict_list(int entry, std::vector<Value> values, SearchState& state, Changes& changes) {
    changes.clear();
    Pass pass(puzzle_, state, changes, doms_, digit_search_failed_);
    return pass.set_list(entry, std::move(values));
}

}  // namespace knobel::crossnumber
