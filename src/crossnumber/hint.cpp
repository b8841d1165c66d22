#include "crossnumber/hint.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "crossnumber/evaluate.h"
#include "crossnumber/explain.h"
#include "crossnumber/network.h"
#include "crossnumber/solver.h"

namespace knobel::crossnumber {
namespace {

std::size_t at(int index) { return static_cast<std::size_t>(index); }

// "first", "2nd", "3rd", "11th", "last": a digit's place in an entry, as a player counts it.
std::string ordinal(std::size_t i, std::size_t length) {
    if (i == 0) return "first";
    if (i + 1 == length) return "last";
    const std::size_t n = i + 1;
    const char* suffix = "th";
    if (n % 100 < 11 || n % 100 > 13) suffix = n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
    return std::to_string(n) + suffix;
}

// "3, 5 or 7"
std::string or_list(const std::vector<std::string>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) text += (i == 0 ? "" : i + 1 == items.size() ? " or " : ", ") + items[i];
    return text;
}

std::string and_list(const std::vector<std::string>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) text += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
    return text;
}

// "3, 5 or 7"; from six digits on, what is missing reads shorter: "any digit but 0".
std::string digit_words(Mask mask) {
    std::vector<std::string> in, out;
    for (int d = 0; d <= 9; ++d) (mask & digit_bit(d) ? in : out).push_back(std::to_string(d));
    if (out.empty()) return "any digit";
    if (in.size() >= 6) return "any digit but " + and_list(out);
    return or_list(in);
}

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

// Words for the board's cells and entries, from the puzzle alone (no network needed, so naming a
// wrong digit costs no propagation).
class Words {
public:
    explicit Words(const Puzzle& puzzle) : puzzle_(puzzle), entries_of_cell_(puzzle.cells.size()) {
        // Across entries first: a cell is named by the entry a player reads first.
        for (Direction direction : {Direction::across, Direction::down})
            for (std::size_t e = 0; e < puzzle.entries.size(); ++e)
                if (puzzle.entries[e].direction == direction)
                    for (int cell : puzzle.entries[e].cells) entries_of_cell_[at(cell)].push_back(static_cast<int>(e));
    }

    const std::vector<int>& entries_of(int cell) const { return entries_of_cell_[at(cell)]; }
    std::string entry(int e) const { return entry_words(puzzle_.entries[at(e)]); }

    // The entry to name a cell by: one of `preferred` when the cell is in one, else the first.
    int naming_entry(int cell, const std::vector<int>& preferred = {}) const {
        for (int e : entries_of(cell))
            if (std::find(preferred.begin(), preferred.end(), e) != preferred.end()) return e;
        return entries_of(cell).empty() ? -1 : entries_of(cell).front();
    }

    // "the 2nd digit of C down", "C down" (an entry of one cell), "the cell in row 3, column 4"
    // (a white cell in no entry that a rule mentions; rows and columns counted from 1 in words).
    std::string cell(int cell, int entry) const {
        if (entry < 0)
            return "the cell in row " + std::to_string(puzzle_.row_of(cell) + 1) + ", column " + std::to_string(puzzle_.col_of(cell) + 1);
        const std::vector<int>& cells = puzzle_.entries[at(entry)].cells;
        if (cells.size() == 1) return this->entry(entry);
        const std::size_t i = static_cast<std::size_t>(std::find(cells.begin(), cells.end(), cell) - cells.begin());
        return "the " + ordinal(i, cells.size()) + " digit of " + this->entry(entry);
    }

    // What the player has written in an entry: "its first digit is 1", "its first and 3rd digits
    // are 1 and 7", "5 digits of it are written already" (`own`: the sentence is about the entry already),
    // or "the first digit of C down is 1", ...; "" when nothing is written there but `except`.
    std::string written(int entry, const Board& digits, int except, bool own) const {
        const std::vector<int>& cells = puzzle_.entries[at(entry)].cells;
        std::vector<std::string> places, values;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (cells[i] == except || digits[at(cells[i])] < 0) continue;
            places.push_back(ordinal(i, cells.size()));
            values.push_back(std::to_string(digits[at(cells[i])]));
        }
        const std::string of = own ? "" : " of " + this->entry(entry);
        if (places.empty()) return {};
        if (places.size() > 3) return std::to_string(places.size()) + " digits of " + (own ? "it" : this->entry(entry)) + " are written already";
        const std::string which = and_list(places) + (places.size() == 1 ? " digit" : " digits") + of;
        return (own ? "its " : "the ") + which + (places.size() == 1 ? " is " : " are ") + and_list(values);
    }

private:
    const Puzzle& puzzle_;
    std::vector<std::vector<int>> entries_of_cell_;
};

HintDetail move_hint(HintKind kind, const Puzzle& puzzle, int cell, int digit, std::string sentence) {
    HintDetail result;
    result.kind = kind;
    result.hint.move = Move{puzzle.row_of(cell), puzzle.col_of(cell), digit};
    result.hint.sentence = std::move(sentence);
    return result;
}

// ---- 1. A wrong digit ----------------------------------------------------------------------------

HintDetail wrong_digit_hint(const Puzzle& puzzle, const Words& words, const Board& digits, const std::vector<int>& wrong) {
    const auto is_wrong = [&](int cell) { return std::find(wrong.begin(), wrong.end(), cell) != wrong.end(); };
    const auto head = [&](int cell, int entry) {
        return "The " + std::to_string(digits[at(cell)]) + " in " + words.cell(cell, entry) + " is wrong: ";
    };
    const std::string clear = ". Clear it.";
    // An entry that starts with 0: wrong whatever the rules say.
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e) {
        const int first = puzzle.entries[e].cells.front();
        if (digits[at(first)] == 0 && is_wrong(first))
            return move_hint(HintKind::wrong_digit, puzzle, first, -1, head(first, static_cast<int>(e)) + "no entry starts with 0" + clear);
    }
    // A rule whose entries are all filled and that does not hold: the board itself shows it.
    std::vector<Value> values(puzzle.entries.size(), 0);
    std::vector<char> full(puzzle.entries.size(), 1);
    for (std::size_t e = 0; e < puzzle.entries.size(); ++e)
        for (int cell : puzzle.entries[e].cells) {
            if (digits[at(cell)] < 0) full[e] = 0;
            values[e] = values[e] * 10 + std::max<int>(digits[at(cell)], 0);
        }
    for (const Rule& rule : puzzle.rules) {
        if (rule.entries.empty() || !std::all_of(rule.entries.begin(), rule.entries.end(), [&](int e) { return full[at(e)] != 0; }))
            continue;
        if (rule_holds(puzzle, rule, values.data())) continue;
        for (int e : rule.entries)
            for (int cell : puzzle.entries[at(e)].cells) {
                if (!is_wrong(cell)) continue;
                std::vector<std::string> reads;
                for (int f : rule.entries) reads.push_back(words.entry(f) + " reads " + to_string(values[at(f)]));
                return move_hint(HintKind::wrong_digit, puzzle, cell, -1,
                                 head(cell, e) + "with it " + and_list(reads) + ", and the rule \"" + explain_rule(puzzle, rule) +
                                     "\" does not hold" + clear);
            }
    }
    // Otherwise the first in reading order, on the solution's word.
    const int cell = wrong.front();
    return move_hint(HintKind::wrong_digit, puzzle, cell, -1, head(cell, words.naming_entry(cell)) + "the solution has another digit there" + clear);
}

// ---- 2. and 3. A digit to write ------------------------------------------------------------------

// Runs the step solver from the player's digits until an empty cell is left one digit, the
// search's first assumption, or the budget, and words what it found.
class ForcedDigit {
public:
    ForcedDigit(const Puzzle& puzzle, const Board& digits, const Board& solution, const HintOptions& options)
        : puzzle_(puzzle), digits_(digits), solution_(solution), options_(options), words_(puzzle) {}

    HintDetail find() {
        std::uint64_t applications = 0;
        HintDetail detail = search(applications);
        detail.rule_applications = applications;
        return detail;
    }

private:
    HintDetail search(std::uint64_t& applications) {
        SolveOptions solve_options;
        solve_options.start_cells.assign(puzzle_.cells.size(), kAllDigits);
        for (std::size_t c = 0; c < puzzle_.cells.size(); ++c)
            if (puzzle_.cells[c].white && digits_[c] >= 0) solve_options.start_cells[c] = digit_bit(digits_[c]);
        Solver solver(puzzle_, solve_options);
        // The count is read on every way out (a step's applications included).
        struct Count {
            const Solver& solver;
            std::uint64_t& out;
            ~Count() { out = solver.stats().rule_applications; }
        } count{solver, applications};
        const Network& network = solver.network();
        std::vector<Mask> before = solver.state().cells;
        std::vector<ValueList> lists_before = solver.state().lists;
        touched_.assign(puzzle_.entries.size(), {});
        while (!solver.finished()) {
            if (solver.stats().rule_applications >= options_.rule_applications) return out_of_budget(solver.state().cells);
            solver.step();
            if (solver.last_kind() == StepKind::assume) return search_first(solver, before, lists_before);
            if (solver.last_kind() != StepKind::propagate || solver.last_propagator() < 0) break;
            const int id = solver.last_propagator();
            const Propagator& propagator = network.propagators[at(id)];
            const SearchState& state = solver.state();
            std::vector<int> fixed;
            for (std::size_t c = 0; c < state.cells.size(); ++c)
                if (puzzle_.cells[c].white && digits_[c] < 0 && digit_options(before[c]) > 1 && digit_options(state.cells[c]) == 1)
                    fixed.push_back(static_cast<int>(c));
            if (!fixed.empty()) return forced(fixed, propagator, state);
            // Nothing forced yet: remember which rules narrowed which entries (an entry's own
            // propagator is explained by them, and a later forced digit may stand on them).
            const std::vector<int> rules = rules_of(propagator);
            for (std::size_t e = 0; e < puzzle_.entries.size(); ++e) {
                bool changed = state.lists[e] != lists_before[e];
                for (int cell : puzzle_.entries[e].cells) changed = changed || state.cells[at(cell)] != before[at(cell)];
                if (!changed) continue;
                for (int r : rules)
                    if (std::find(touched_[e].begin(), touched_[e].end(), r) == touched_[e].end()) touched_[e].push_back(r);
            }
            before = state.cells;
            lists_before = state.lists;
        }
        // A contradiction or a filling from digits that agree with the solution cannot happen
        // (propagation removes nothing a solution uses); should the solution passed in not be one,
        // the hint still writes its digit.
        return solution_digit(HintKind::search, first_empty(), "the solution has " + std::to_string(solution_[at(first_empty())]) + " there");
    }

    // The rules behind a propagator, in words' order: its rule, an entry's own rules together, the
    // digit sums it adds up, or for an entry's candidates the rules that narrowed them.
    std::vector<int> rules_of(const Propagator& p) const {
        switch (p.kind) {
            case PropagatorKind::rule:
            case PropagatorKind::equal_cells: return {p.rule};
            case PropagatorKind::entry_rules:
            case PropagatorKind::palindrome_residues:
            case PropagatorKind::digit_sums: return p.rules;
            case PropagatorKind::entry: return touched_[at(p.entry)];
        }
        return {};
    }

    std::string reason(const Propagator& p) const {
        std::vector<int> ids = rules_of(p);
        if (p.kind == PropagatorKind::entry)  // the entry's own rules before those of crossing entries
            std::stable_partition(ids.begin(), ids.end(), [&](int r) { return contains(puzzle_.rules[at(r)].entries, p.entry); });
        std::vector<std::string> rules;
        for (int r : ids) rules.push_back(explain_rule(puzzle_, puzzle_.rules[at(r)]));
        switch (p.kind) {
            case PropagatorKind::rule:
            case PropagatorKind::equal_cells:
            case PropagatorKind::entry_rules:
            case PropagatorKind::palindrome_residues:
                if (rules.size() > 3) rules = {rules[0], rules[1], rules[2], std::to_string(rules.size() - 3) + " more rules"};
                return and_list(rules);
            case PropagatorKind::digit_sums:  // often dozens of rules: they are not listed
                return "the digit sums given across and down count the same cells, so they must add up alike";
            case PropagatorKind::entry: {
                const std::string entry = words_.entry(p.entry);
                if (rules.empty()) return "the digits crossing " + entry + " leave it one value";
                if (rules.size() > 2) rules = {rules[0], rules[1], "other rules"};
                return and_list(rules) + ", given the digits crossing " + entry;
            }
        }
        return {};
    }

    // The entries a propagator reads: its rules' entries (an entry's own propagator: that entry).
    std::vector<int> read_by(const Propagator& p) const {
        std::vector<int> entries;
        if (p.kind == PropagatorKind::entry) entries.push_back(p.entry);
        for (int r : rules_of(p))
            for (int e : puzzle_.rules[at(r)].entries)
                if (std::find(entries.begin(), entries.end(), e) == entries.end()) entries.push_back(e);
        if (p.kind == PropagatorKind::digit_sums)
            for (int cell : p.cells)
                for (int e : words_.entries_of(cell))
                    if (std::find(entries.begin(), entries.end(), e) == entries.end()) entries.push_back(e);
        return entries;
    }

    static bool contains(const std::vector<int>& cells, int cell) { return std::find(cells.begin(), cells.end(), cell) != cells.end(); }

    // `fixed`: the empty cells the step left one digit, in reading order. The one hinted is in an
    // entry the step's rules read, one that is now a single number if there is one, so that the
    // sentence speaks of what the rule speaks of.
    HintDetail forced(const std::vector<int>& fixed, const Propagator& p, const SearchState& state) const {
        const std::vector<int> read = read_by(p);
        const auto single = [&](int e) {
            const std::vector<int>& cells = puzzle_.entries[at(e)].cells;
            return std::all_of(cells.begin(), cells.end(), [&](int c) { return digit_options(state.cells[at(c)]) == 1; });
        };
        int cell = -1, entry = -1;
        for (int e : read)
            for (int c : fixed)
                if (entry < 0 && contains(puzzle_.entries[at(e)].cells, c) && single(e)) cell = c, entry = e;
        for (int e : read)
            for (int c : fixed)
                if (cell < 0 && contains(puzzle_.entries[at(e)].cells, c)) cell = c;
        if (cell < 0) cell = fixed.front();
        const int digit = lowest_digit(state.cells[at(cell)]);
        if (digit != solution_[at(cell)])  // not possible when the solution is one; stay on its side
            return solution_digit(HintKind::search, cell, "the solution has " + std::to_string(solution_[at(cell)]) + " there");
        const int named_by = entry >= 0 ? entry : words_.naming_entry(cell, read);
        std::string head;
        if (entry >= 0 && puzzle_.entries[at(entry)].cells.size() > 1) {
            Value value = 0;
            for (int c : puzzle_.entries[at(entry)].cells) value = value * 10 + lowest_digit(state.cells[at(c)]);
            head = words_.entry(entry) + " must be " + to_string(value) + ", so " + words_.cell(cell, entry) + " is " + std::to_string(digit);
        } else {
            head = words_.cell(cell, named_by) + " must be " + std::to_string(digit);
        }
        std::string because = reason(p);
        if (named_by >= 0)
            if (const std::string written = words_.written(named_by, digits_, cell, entry >= 0); !written.empty())
                because += ", and " + written;
        // Honest about the steps before: when another rule had narrowed what this step read, the
        // claim rests on that rule too.
        const std::vector<int> own = rules_of(p);
        const bool others = std::any_of(read.begin(), read.end(), [&](int e) {
            return std::any_of(touched_[at(e)].begin(), touched_[at(e)].end(), [&](int r) { return !contains(own, r); });
        });
        if (others) because += ", together with what other rules have already ruled out";
        return move_hint(HintKind::forced, puzzle_, cell, digit, capitalised(head) + ": " + because + ".");
    }

    // Propagation is at its fixpoint and forced nothing: the search's own first assumption.
    HintDetail search_first(const Solver& solver, const std::vector<Mask>& fixpoint, const std::vector<ValueList>& lists) const {
        const std::vector<Assumption> assumed = solver.assumptions();
        if (assumed.empty()) return out_of_budget(fixpoint);
        const Assumption& a = assumed.front();
        std::string tried;
        int cell = a.cell >= 0 ? a.cell : first_empty();
        if (a.entry >= 0) {
            for (int c : puzzle_.entries[at(a.entry)].cells)
                if (digit_options(fixpoint[at(c)]) > 1) {
                    cell = c;
                    break;
                }
            std::vector<std::string> values;  // an entry is assumed by value when it has at most 4 left
            for (Value v : *lists[at(a.entry)]) values.push_back(to_string(v));
            tried = words_.entry(a.entry) + " first (it can still be " + or_list(values) + ")";
            const int named_by = a.entry;
            return move_hint(HintKind::search, puzzle_, cell, solution_[at(cell)],
                             "No rule forces a digit yet, so this one needed trying: the search would try " + tried +
                                 ", and in the solution " + words_.cell(cell, named_by) + " is " + std::to_string(solution_[at(cell)]) + ".");
        }
        const int named_by = words_.naming_entry(cell);
        return move_hint(HintKind::search, puzzle_, cell, solution_[at(cell)],
                         "No rule forces a digit yet, so this one needed trying: the search would try " + words_.cell(cell, named_by) +
                             " first (it can still be " + digit_words(fixpoint[at(cell)]) + "), and the solution has " +
                             std::to_string(solution_[at(cell)]) + " there.");
    }

    // The budget ran out before a forced digit or the fixpoint: the solution's digit where the
    // propagation so far left the fewest digits (reading order among equals).
    HintDetail out_of_budget(const std::vector<Mask>& cells) const {
        int best = -1;
        for (std::size_t c = 0; c < cells.size(); ++c)
            if (puzzle_.cells[c].white && digits_[c] < 0 && (best < 0 || digit_options(cells[c]) < digit_options(cells[at(best)])))
                best = static_cast<int>(c);
        const Mask left = static_cast<Mask>(cells[at(best)] | digit_bit(solution_[at(best)]));
        return solution_digit(HintKind::budget, best, "no digit the rules force was found quickly here, so this is the solution's digit (the rules leave " +
                                                          digit_words(left) + " there so far)");
    }

    HintDetail solution_digit(HintKind kind, int cell, const std::string& why) const {
        const int digit = solution_[at(cell)];
        return move_hint(kind, puzzle_, cell, digit,
                         capitalised(words_.cell(cell, words_.naming_entry(cell))) + " is " + std::to_string(digit) + ": " + why + ".");
    }

    int first_empty() const {
        for (std::size_t c = 0; c < puzzle_.cells.size(); ++c)
            if (puzzle_.cells[c].white && digits_[c] < 0) return static_cast<int>(c);
        return -1;
    }

    const Puzzle& puzzle_;
    const Board& digits_;
    const Board& solution_;
    const HintOptions& options_;
    Words words_;
    std::vector<std::vector<int>> touched_;  // per entry: the rules whose steps narrowed it so far
};

}  // namespace

int remaining_way(const Puzzle& puzzle, const Board& digits, const Board& solution) {
    int way = 0;
    for (std::size_t c = 0; c < puzzle.cells.size(); ++c) {
        if (!puzzle.cells[c].white) continue;
        if (digits[c] < 0) way += 1;
        else if (digits[c] != solution[c]) way += 2;
    }
    return way;
}

HintDetail hint_detail(const Puzzle& puzzle, const Board& digits, const Board* solution, const HintOptions& options) {
    HintDetail result;
    Board solved;
    if (solution == nullptr) {
        const SolveResult answer = crossnumber::solve(puzzle, 1);
        if (answer.solutions.empty()) {
            result.kind = HintKind::no_solution;
            result.hint.sentence = "This puzzle has no solution, so there is no hint to give.";
            return result;
        }
        solved = answer.solutions.front().digits;
        solution = &solved;
    }
    if (digits.size() != puzzle.cells.size() || solution->size() != puzzle.cells.size()) {
        result.kind = HintKind::no_solution;
        result.hint.sentence = "This board does not belong to this puzzle.";
        return result;
    }
    std::vector<int> wrong;
    bool empty = false;
    for (std::size_t c = 0; c < puzzle.cells.size(); ++c) {
        if (!puzzle.cells[c].white) continue;
        if (digits[c] < 0) empty = true;
        else if (digits[c] != (*solution)[c]) wrong.push_back(static_cast<int>(c));
    }
    if (!wrong.empty()) return wrong_digit_hint(puzzle, Words(puzzle), digits, wrong);
    if (!empty) {
        result.hint.sentence = "Solved: every digit is in place and every rule holds.";
        return result;
    }
    return ForcedDigit(puzzle, digits, *solution, options).find();
}

Hint<Move> hint(const Puzzle& puzzle, const Board& digits, const Board* solution, const HintOptions& options) {
    return hint_detail(puzzle, digits, solution, options).hint;
}

}  // namespace knobel::crossnumber
