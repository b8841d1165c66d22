#pragma once
// The crossnumber solver (docs/crossnumber.md): propagation to a fixpoint with a work queue that
// re-runs only the propagators watching what changed, then an assumption on the most constrained
// cell, and on a contradiction a backtrack that keeps the assumption's negation. It finds up to
// `max(max_solutions, 2)` solutions, so it always knows unique from multiple; a unique answer
// comes with the proof that the search space is exhausted.
//
// The solver is one sliced work object: step() does one step that a person can follow (a rule
// application that changed something, an assumption, a backtrack, a solution found) and says it
// in one line; run(budget) does steps for about `budget` rule applications. The fast path and the
// step mode are the same code, so stepping to the end gives the same answer.

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/sliced_work.h"
#include "core/split_mix64.h"
#include "crossnumber/domain.h"
#include "crossnumber/network.h"
#include "crossnumber/nogoods.h"
#include "crossnumber/propagate.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

enum class Status : std::uint8_t { unique, multiple, none };
std::string_view status_name(Status status);  // "unique", "multiple", "none"

struct Stats {
    std::uint64_t rule_applications = 0;  // propagator runs, those that changed nothing included
    std::uint64_t assumptions = 0;        // branches
    std::uint64_t backtracks = 0;
    std::uint64_t steps = 0;
    std::uint64_t deepest = 0;  // the deepest the assumption stack got (0: no assumption)
    std::uint64_t restarts = 0;  // times the search started over from the first fixpoint
    std::uint64_t nogoods = 0;   // ... and the nogoods it kept (nogoods.h)
};

struct Solution {
    std::vector<std::int8_t> digits;  // per cell, -1 for black cells
    friend bool operator==(const Solution&, const Solution&) = default;
};

struct SolveOptions {
    std::size_t max_solutions = 2;  // solutions to keep; the search always looks for a second
    bool log = false;               // write a line per step (step mode)
    // The candidates a person left before the start (the step mode's screen lets one strike
    // digits): per cell, intersected with the puzzle's own start; empty: no restriction. The
    // answer is then about the puzzle with those digits struck.
    std::vector<Mask> start_cells;
    // Stop at the first fixpoint, before any assumption: state() then holds what propagation alone
    // learns (the setter report's open cells). The result is then about that state only: none
    // when propagation found a contradiction, unique when it filled every cell with a filling
    // that keeps every rule, and otherwise none with cells still open.
    bool propagation_only = false;
    // Backtracks per unit of the Luby sequence of restarts (Solver::restart); tests set 1 to make
    // the search start over as often as it can. 0: never start over.
    std::uint64_t restart_unit = 64;
    // Sets of "cell = digit" that no solution may hold all of (the generator's probes: a solution
    // other than the filling it planted must differ from it somewhere in the cells of the rule
    // left out), kept as nogoods (nogoods.h) from the start.
    std::vector<std::vector<std::pair<int, int>>> excluded{};
    // Stop at the first solution: the caller asks only whether there is one (with `excluded`:
    // whether there is one besides those). result() is then none or unique, never multiple.
    bool first_only = false;
    // Per cell, digits the search tries after the others (as toggle_try_last); empty: none. The
    // generator's probes put the planted filling's digits last: the solution they look for differs
    // from it, and is met sooner away from it.
    std::vector<Mask> try_last{};
};

enum class StepKind : std::uint8_t { none, propagate, contradiction, assume, backtrack, check_failed, solution, restart, finished };

// An intermediate value: an operator node of a rule (qs(A_w) in =(qs(A_w), 3)) and the values it
// can still take (Propagation::node_values: a set holding every value the node has in a solution
// that fits the current state; bounds, or the list when short).
struct IntermediateValue {
    int rule = -1;  // in puzzle.rules
    int node = -1;  // in puzzle.nodes
    Dom values;     // empty when the rule finds no filling of the current state
};

// An assumption is either a digit in a cell or, when some entry has only a few candidates left,
// a value of that entry (entry >= 0).
struct Assumption {
    int cell = -1;
    int digit = 0;
    int entry = -1;
    Value value = 0;
};

// A puzzle with its propagation network built: several solves of one puzzle with different
// options share it (the generator's probes of one rule, near the planted filling and then over
// the whole grid; building the network was a twentieth of its time).
struct PreparedPuzzle {
    Puzzle puzzle;
    Network network;
};
std::shared_ptr<const PreparedPuzzle> prepare(Puzzle puzzle);

class Solver final : public SlicedWork {
public:
    explicit Solver(Puzzle puzzle, SolveOptions options = {});
    Solver(std::shared_ptr<const PreparedPuzzle> prepared, SolveOptions options);
    Solver(const Solver&) = delete;  // the propagation refers to the solver's own puzzle
    Solver& operator=(const Solver&) = delete;

    // One step. Returns true once the search is over.
    bool step();
    bool run(std::uint64_t budget) override;
    WorkProgress progress() const override;
    std::string status() const override;
    bool finished() const { return finished_; }
    // A digit to be tried last when the search assumes a digit for `cell` (it is still tried if
    // nothing else works, so the answer does not change). Calling it again takes the mark back.
    void toggle_try_last(int cell, int digit);
    Mask try_last(int cell) const;

    // ---- What a screen shows while stepping ---------------------------------------------------
    const Puzzle& puzzle() const { return puzzle_; }
    const Network& network() const { return network_; }
    const SearchState& state() const { return state_; }  // candidates per cell, lists per entry
    std::vector<Assumption> assumptions() const;          // the assumption stack, oldest first
    // Every rule's intermediate values in the current state (rule by rule, outermost node first),
    // worked out when first asked for after a step: one pass of each rule with operators over a
    // copy of the state. The solver itself keeps no such sets between rule applications.
    const std::vector<IntermediateValue>& intermediate_values();
    StepKind last_kind() const { return last_kind_; }
    const std::string& last_line() const { return last_line_; }  // "" unless options.log
    int last_source_line() const { return last_source_line_; }  // the user's rule line, 0 if none
    // The propagator (in network().propagators) whose application was the last step, a change or
    // a contradiction; -1 for any other step. Kept without the log too: the hint (hint.h) names
    // the rule behind a forced digit from it.
    int last_propagator() const { return last_propagator_; }

    // ---- The answer (once finished) ----------------------------------------------------------
    Status result() const;
    const std::vector<Solution>& solutions() const { return solutions_; }
    const Stats& stats() const { return stats_; }
    // The cells at the first fixpoint, as they were before the first assumption (empty when the
    // search made none). Any solution of this puzzle with more rules lies within them: the
    // generator starts its next solve there (options.start_cells).
    const std::vector<Mask>& first_fixpoint_cells() const { return first_fixpoint_cells_; }

private:
    struct Frame {
        SearchState saved;  // the state before the assumption
        Assumption assumption;
        std::size_t branch_at = 0;  // branch_'s length before the assumption
    };
    // The path from the first fixpoint: each assumption made and not yet undone (true), or ruled
    // out after its subtree was searched to the end (false). A restart keeps the ruled-out ones as
    // nogoods.
    struct Decision {
        Assumption assumption;
        bool holds = true;
    };

    void enqueue(int propagator);
    void enqueue_changes();
    int pop();
    bool queue_empty() const { return cheap_.empty() && rules_.empty(); }
    void clear_queue();
    bool propagate();  // true when a step happened (a change or a contradiction)
    void backtrack();
    bool restart();
    void literals_of(const Assumption& assumption, std::vector<Nogoods::Literal>& out) const;
    void note_fixed(int cell);
    void leaf();
    void assume();
    bool assume_entry(int entry);
    int unlisted_entries(int cell) const;
    std::uint64_t cell_weight(int cell) const;
    std::uint64_t entry_weight(int entry) const;
    void finish();
    void say(StepKind kind, std::string line, int source_line = 0);
    std::string describe_changes(const Propagator& propagator) const;
    std::string cell_name(int cell, const std::vector<int>& preferred) const;

    std::shared_ptr<const PreparedPuzzle> prepared_;
    const Puzzle& puzzle_;    // prepared_'s
    const Network& network_;  // prepared_'s
    Propagation propagation_;
    SolveOptions options_;
    SearchState state_;
    Changes changes_;
    std::deque<int> cheap_, rules_;  // the work queue: entries and equalities before rules
    std::vector<char> queued_;
    std::vector<Mask> try_last_;  // per cell: digits a person asked to be tried last
    std::vector<Frame> frames_;
    // How often each propagator found a contradiction (or its rule failed the last check), plus
    // one: the search assumes first where the puzzle has failed most (dom/wdeg).
    std::vector<std::uint32_t> weights_;
    std::vector<std::vector<int>> entry_related_;  // per entry: the propagators watching it or its cells
    SplitMix64 random_{0x6b6e6f62656c};  // the order of digits tried after a restart
    std::vector<Decision> branch_;
    std::vector<IntermediateValue> intermediate_;
    std::uint64_t intermediate_at_ = ~std::uint64_t{0};  // the step intermediate_ was worked out at
    Nogoods nogoods_;
    std::vector<int> nogood_queue_;  // cells fixed since the nogoods were last looked at
    std::uint64_t run_backtracks_ = 0;       // backtracks since the search last started over
    std::uint64_t restart_limit_ = 0;        // ... and how many it may make before it starts over again
    std::vector<Solution> solutions_;
    std::vector<Mask> first_fixpoint_cells_;
    std::unordered_multimap<std::uint64_t, std::size_t> solution_index_;  // hash of a solution -> its index
    Stats stats_;
    bool pending_conflict_ = false;
    bool finished_ = false;
    bool stopped_open_ = false;  // propagation_only stopped at a fixpoint with cells open
    StepKind last_kind_ = StepKind::none;
    std::string last_line_;
    int last_source_line_ = 0;
    int last_propagator_ = -1;
};

struct SolveResult {
    Status status = Status::none;
    std::vector<Solution> solutions;  // at most max_solutions
    Stats stats;
    // False when the search was stopped before its end (the command line's --time-limit): then
    // status says nothing and the solutions are those found so far.
    bool finished = true;
};

// What a finished solver found: its status, at most `max_solutions` solutions, its statistics.
SolveResult result_of(const Solver& solver, std::size_t max_solutions = 2);
// The fast path: the solver run to the end without a log.
SolveResult solve(const Puzzle& puzzle, std::size_t max_solutions = 2);

}  // namespace knobel::crossnumber
