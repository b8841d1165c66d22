#pragma once
// Normalisation: the puzzle turned into the propagators the solver runs. Each user rule becomes
// one propagator over its expression tree (the operator nodes are its intermediate values); each
// entry gets one that keeps its digits and its list of candidates in step; palindromes and
// equal (or reversed) entries of one length also become equalities between two cells, so a digit
// learnt in one cell reaches the other at once. Every derived propagator keeps the line of the
// rule it came from. Digit facts that need no propagation (no leading zero, given digits) are
// put straight into the initial state.

#include <string>
#include <vector>

#include "crossnumber/digit_automaton.h"
#include "crossnumber/domain.h"
#include "crossnumber/power_factor.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

enum class PropagatorKind : std::uint8_t {
    rule,         // a user rule (rule)
    entry,        // an entry's digits against its list of candidates (entry)
    equal_cells,  // two cells hold the same digit (cell_a, cell_b), derived from rule
    entry_rules,  // an entry's own digit rules together (entry, rules): digit sum, product, order, all different
    digit_sums,   // the digit sums across minus those down, of a group of crossing entries (cells, weights, total)
    palindrome_residues,  // PAL(E) with E's remainder rules, pair of cells by pair (entry, rules; conditions[0]: the remainders)
};

struct Propagator {
    PropagatorKind kind = PropagatorKind::rule;
    int rule = -1;   // the user's rule (rule, equal_cells)
    int entry = -1;  // entry
    int cell_a = -1, cell_b = -1;
    std::vector<int> rules;  // entry_rules: the rules, each digit_condition() of the entry; digit_sums: the rules added up
    // entry_rules: the rules' digit conditions (made once), plus what they say together: a prime
    // that is a multiple of k >= 2 is k itself.
    std::vector<DigitCondition> conditions;
    // digit_sums: sum of weights[i] * digit of cells[i] equals total (weights +1 or -1, a cell in
    // an across and a down entry counted in neither).
    std::vector<int> cells, weights;
    Value total = 0;
    int line = 0;      // the user's line, 0 for the grid's own structure
    std::string text;  // how the step log names it: "PZ(C_s)", "PAL(O_w): cells (4,5) and (4,7)"
};

struct Network {
    std::vector<Propagator> propagators;  // rules first (rule r is propagator r), then entries, equalities, palindrome_residues, entry_rules, digit_sums
    std::vector<std::vector<int>> cell_watchers;   // per cell: propagators to run when its digits change
    std::vector<std::vector<int>> entry_watchers;  // per entry: propagators to run when its list shrinks
    std::vector<std::vector<int>> entries_of_cell;
    std::vector<int> open_cells;  // every white cell: what the search must fill
    // Per entry: the digit sum a rule =(qs(E), k) gives it, or -1; per rule: whether it is such a
    // rule. Another rule's qs(E) takes the value from here (=(qs(A_w), qs(B_s)) with both sums
    // given and different is then no solution at once, not after listing every A_w).
    std::vector<Value> given_digit_sums;
    std::vector<char> gives_digit_sum;
    // Per rule: the first rule with the same text when this one repeats it, else -1. A repeat is
    // neither propagated nor checked again.
    std::vector<int> duplicate_of;
    // Per rule: for Q(mal(X, c)) or K(mal(X, c)) (c a constant >= 1, either side), the node X and
    // what c says of it (power_factor.h); node -1 for every other rule.
    struct PowerRule {
        int node = -1;
        PowerFactor factor;
    };
    std::vector<PowerRule> power_rules;
    SearchState initial;          // givens, no leading zeros; a mask may be empty (then: no solution)
};

Network build_network(const Puzzle& puzzle);

// Per rule: the first rule with the same canonical text (rule_text) when it repeats one, else -1.
std::vector<int> duplicate_rules(const Puzzle& puzzle);

// A rule on one entry alone that its digits can be checked against one by one from the left:
// =(qs(E), k), =(qp(E), k) (either way round), AB(E), AUF(E), U(E), U(rev(E)), GERADE(E), UNGERADE(E),
// V(E, k), <(E, k), >(E, k) (either way round); and PZ(E) (two digits or more), Q(E), K(E),
// TRI(E), of which the automaton checks only remainders (what every prime, square, ... leaves).
bool is_digit_condition(const Puzzle& puzzle, const Rule& rule);
DigitCondition digit_condition(const Puzzle& puzzle, const Rule& rule);

// "(2,3)": a cell as the step log and the move text name it, row and column from 0.
std::string cell_text(const Puzzle& puzzle, int cell);

}  // namespace knobel::crossnumber
