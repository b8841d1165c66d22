#include "crossnumber/network.h"

#include <algorithm>

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

void add_equality(const Puzzle& puzzle, Network& network, int rule, int a, int b) {
    if (a == b) return;
    Propagator p;
    p.kind = PropagatorKind::equal_cells;
    p.rule = rule;
    p.cell_a = std::min(a, b);
    p.cell_b = std::max(a, b);
    for (const Propagator& q : network.propagators)
        if (q.kind == PropagatorKind::equal_cells && q.cell_a == p.cell_a && q.cell_b == p.cell_b) return;
    p.line = puzzle.rules[rule].line;
    p.text = rule_text(puzzle, puzzle.rules[rule]) + ": cells " + cell_text(puzzle, p.cell_a) + " and " +
             cell_text(puzzle, p.cell_b) + " hold the same digit";
    network.propagators.push_back(std::move(p));
}

// Digit equalities implied by one rule: PAL(E); =(E, F) and =(E, rev(F)) for entries of one length.
void derive_equalities(const Puzzle& puzzle, Network& network, int index) {
    const Rule& rule = puzzle.rules[index];
    if (rule.predicate == Predicate::pal) {
        if (const Node* e = entry_node(puzzle, rule.a)) {
            const std::vector<int>& cells = puzzle.entries[e->entry].cells;
            for (std::size_t i = 0; i < cells.size() / 2; ++i) add_equality(puzzle, network, index, cells[i], cells[cells.size() - 1 - i]);
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
                for (std::size_t i = 0; i < left.size(); ++i) add_equality(puzzle, network, index, left[i], right[i]);
        } else if (const Node* r = reversed_entry_node(puzzle, y)) {
            // Equal lengths: both read as L-digit strings (E has no leading zero), so E's digits are
            // F's backwards.
            const std::vector<int>& right = puzzle.entries[r->entry].cells;
            if (left.size() == right.size())
                for (std::size_t i = 0; i < left.size(); ++i)
                    add_equality(puzzle, network, index, left[i], right[right.size() - 1 - i]);
        }
    }
}

void watch(std::vector<int>& list, int propagator) {
    if (std::find(list.begin(), list.end(), propagator) == list.end()) list.push_back(propagator);
}

}  // namespace

bool is_digit_condition(const Puzzle& puzzle, const Rule& rule) {
    if (rule.entries.size() != 1) return false;
    const Node& a = puzzle.nodes[rule.a];
    switch (rule.predicate) {
        case Predicate::ab:
        case Predicate::auf:
        case Predicate::u: return a.op == Op::entry;
        case Predicate::eq: {
            const Node& b = puzzle.nodes[rule.b];
            const Node& total = a.op == Op::constant ? b : a;
            const Node& constant = a.op == Op::constant ? a : b;
            return constant.op == Op::constant && (total.op == Op::qs || total.op == Op::qp) && puzzle.nodes[total.a].op == Op::entry;
        }
        default: return false;
    }
}

DigitCondition digit_condition(const Puzzle& puzzle, const Rule& rule) {
    DigitCondition condition;
    switch (rule.predicate) {
        case Predicate::ab: condition.kind = DigitCondition::Kind::down; break;
        case Predicate::auf: condition.kind = DigitCondition::Kind::up; break;
        case Predicate::u: condition.kind = DigitCondition::Kind::distinct; break;
        default: {
            const Node& a = puzzle.nodes[rule.a];
            const Node& total = a.op == Op::constant ? puzzle.nodes[rule.b] : a;
            const Node& constant = a.op == Op::constant ? a : puzzle.nodes[rule.b];
            condition.kind = total.op == Op::qs ? DigitCondition::Kind::sum : DigitCondition::Kind::product;
            condition.values = Dom::of({constant.constant});
        }
    }
    return condition;
}

std::string cell_text(const Puzzle& puzzle, int cell) {
    return "(" + std::to_string(puzzle.row_of(cell)) + "," + std::to_string(puzzle.col_of(cell)) + ")";
}

Network build_network(const Puzzle& puzzle) {
    Network network;
    const std::size_t cell_count = puzzle.cells.size();
    network.cell_watchers.resize(cell_count);
    network.entry_watchers.resize(puzzle.entries.size());
    network.entries_of_cell.resize(cell_count);
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e)
        for (int cell : puzzle.entries[e].cells) network.entries_of_cell[static_cast<std::size_t>(cell)].push_back(static_cast<int>(e));

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
    for (std::size_t r = 0; r < puzzle.rules.size(); ++r) derive_equalities(puzzle, network, static_cast<int>(r));
    // An entry with two or more digit rules of its own (=(qs(E), 42) and =(qp(E), 1088640)): one
    // propagator for them together, which keeps only digits some number keeping all of them uses.
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e) {
        Propagator p;
        p.kind = PropagatorKind::entry_rules;
        p.entry = static_cast<int>(e);
        for (std::size_t r = 0; r < puzzle.rules.size(); ++r)
            if (puzzle.rules[r].entries == std::vector<int>{static_cast<int>(e)} && is_digit_condition(puzzle, puzzle.rules[r]))
                p.rules.push_back(static_cast<int>(r));
        if (p.rules.size() < 2) continue;
        p.line = puzzle.rules[static_cast<std::size_t>(p.rules[0])].line;
        for (int r : p.rules) p.text += (p.text.empty() ? "" : " with ") + rule_text(puzzle, puzzle.rules[static_cast<std::size_t>(r)]);
        network.propagators.push_back(std::move(p));
    }

    for (std::size_t i = 0; i < network.propagators.size(); ++i) {
        const Propagator& p = network.propagators[i];
        const int id = static_cast<int>(i);
        switch (p.kind) {
            case PropagatorKind::rule:
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
                for (int cell : puzzle.entries[p.entry].cells) watch(network.cell_watchers[cell], id);
                break;
        }
    }

    network.initial.cells.assign(cell_count, 0);
    network.initial.lists.assign(puzzle.entries.size(), nullptr);
    network.initial.kept_rules.assign(puzzle.entries.size(), 0);
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
