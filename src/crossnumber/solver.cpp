#include "crossnumber/solver.h"

#include <algorithm>

#include "crossnumber/evaluate.h"

namespace knobel::crossnumber {
namespace {

// "0, 2, 4, 5, 6 or 8"
std::string digit_list(Mask mask) {
    std::string text;
    const int count = digit_options(mask);
    int written = 0;
    for (int d = 0; d <= 9; ++d) {
        if (!(mask & digit_bit(d))) continue;
        if (written > 0) text += written + 1 == count ? " or " : ", ";
        text += static_cast<char>('0' + d);
        ++written;
    }
    return text;
}

// The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...: luby(i) for i >= 1.
std::uint64_t luby(std::uint64_t i) {
    for (;;) {
        std::uint64_t k = 1;
        while ((std::uint64_t{1} << k) - 1 < i) ++k;
        if (i == (std::uint64_t{1} << k) - 1) return std::uint64_t{1} << (k - 1);
        i -= (std::uint64_t{1} << (k - 1)) - 1;
    }
}

// FNV-1a over the digits.
std::uint64_t hash_of(const Solution& solution) {
    std::uint64_t hash = 14695981039346656037ull;
    for (std::int8_t d : solution.digits) hash = (hash ^ static_cast<std::uint8_t>(d)) * 1099511628211ull;
    return hash;
}

}  // namespace

std::string_view status_name(Status status) {
    switch (status) {
        case Status::unique: return "unique";
        case Status::multiple: return "multiple";
        case Status::none: return "none";
    }
    return "none";
}

std::shared_ptr<const PreparedPuzzle> prepare(Puzzle puzzle) {
    auto prepared = std::make_shared<PreparedPuzzle>();
    prepared->puzzle = std::move(puzzle);
    prepared->network = build_network(prepared->puzzle);  // (it refers to the puzzle by index only)
    return prepared;
}

Solver::Solver(Puzzle puzzle, SolveOptions options) : Solver(prepare(std::move(puzzle)), std::move(options)) {}

Solver::Solver(std::shared_ptr<const PreparedPuzzle> prepared, SolveOptions options)
    : prepared_(std::move(prepared)),
      puzzle_(prepared_->puzzle),
      network_(prepared_->network),
      propagation_(puzzle_, network_),
      options_(std::move(options)) {
    options_.max_solutions = std::max<std::size_t>(options_.max_solutions, 1);
    state_ = network_.initial;
    if (options_.start_cells.size() == state_.cells.size())
        for (std::size_t i = 0; i < state_.cells.size(); ++i) state_.cells[i] &= options_.start_cells[i];
    try_last_.assign(state_.cells.size(), 0);
    if (options_.try_last.size() == try_last_.size()) try_last_ = std::move(options_.try_last);
    restart_limit_ = options_.restart_unit;
    queued_.assign(network_.propagators.size(), 0);
    weights_.assign(network_.propagators.size(), 1);
    nogoods_.resize(state_.cells.size());
    for (std::vector<Nogoods::Literal> literals : options_.excluded) {
        std::sort(literals.begin(), literals.end());
        literals.erase(std::unique(literals.begin(), literals.end()), literals.end());
        if (literals.size() == 1) {  // a nogood of one literal: that digit is struck from the start
            Mask& cell = state_.cells[static_cast<std::size_t>(literals[0].first)];
            cell = static_cast<Mask>(cell & ~digit_bit(literals[0].second));
        } else {
            nogoods_.add(std::move(literals), state_.cells, nogood_queue_);
        }
    }
    options_.excluded.clear();  // in the state and nogoods_ now
    entry_related_.resize(puzzle_.entries.size());
    for (std::size_t e = 0; e < puzzle_.entries.size(); ++e) {
        std::vector<int>& related = entry_related_[e];
        related = network_.entry_watchers[e];
        for (int cell : puzzle_.entries[e].cells)
            related.insert(related.end(), network_.cell_watchers[static_cast<std::size_t>(cell)].begin(),
                           network_.cell_watchers[static_cast<std::size_t>(cell)].end());
        std::sort(related.begin(), related.end());
        related.erase(std::unique(related.begin(), related.end()), related.end());
    }
    for (std::size_t i = 0; i < network_.propagators.size(); ++i)
        if (i >= puzzle_.rules.size() || network_.duplicate_of[i] < 0) enqueue(static_cast<int>(i));
    for (int cell : network_.open_cells)
        if (state_.cells[static_cast<std::size_t>(cell)] == 0) pending_conflict_ = true;  // a given 0 leads an entry
    for (std::size_t i = 0; i < state_.cells.size(); ++i)  // every digit of a white cell struck
        if (puzzle_.cells[i].white && state_.cells[i] == 0) pending_conflict_ = true;
}

void Solver::toggle_try_last(int cell, int digit) {
    if (cell < 0 || static_cast<std::size_t>(cell) >= try_last_.size() || digit < 0 || digit > 9) return;
    try_last_[static_cast<std::size_t>(cell)] ^= digit_bit(digit);
}

Mask Solver::try_last(int cell) const {
    return cell >= 0 && static_cast<std::size_t>(cell) < try_last_.size() ? try_last_[static_cast<std::size_t>(cell)] : Mask{0};
}

void Solver::enqueue(int id) {
    if (queued_[static_cast<std::size_t>(id)]) return;
    queued_[static_cast<std::size_t>(id)] = 1;
    const PropagatorKind kind = network_.propagators[static_cast<std::size_t>(id)].kind;
    const bool costly = kind == PropagatorKind::rule || kind == PropagatorKind::entry_rules || kind == PropagatorKind::palindrome_residues;
    (costly ? rules_ : cheap_).push_back(id);
}

void Solver::note_fixed(int cell) {
    if (nogoods_.size() > 0 && digit_options(state_.cells[static_cast<std::size_t>(cell)]) == 1) nogood_queue_.push_back(cell);
}

void Solver::enqueue_changes() {
    for (const auto& [cell, removed] : changes_.cells) {
        for (int id : network_.cell_watchers[static_cast<std::size_t>(cell)]) enqueue(id);
        note_fixed(cell);
    }
    for (int e : changes_.entries)
        for (int id : network_.entry_watchers[static_cast<std::size_t>(e)]) enqueue(id);
}

int Solver::pop() {
    std::deque<int>& queue = cheap_.empty() ? rules_ : cheap_;
    const int id = queue.front();
    queue.pop_front();
    queued_[static_cast<std::size_t>(id)] = 0;
    return id;
}

void Solver::clear_queue() {
    cheap_.clear();
    rules_.clear();
    std::fill(queued_.begin(), queued_.end(), 0);
}

bool Solver::step() {
    if (finished_) return true;
    ++stats_.steps;
    last_propagator_ = -1;
    if (pending_conflict_) {
        if (options_.restart_unit > 0 && run_backtracks_ >= restart_limit_ && restart()) return finished_;
        backtrack();
        return finished_;
    }
    if (propagate()) return finished_;
    for (int cell : network_.open_cells) {
        if (digit_options(state_.cells[static_cast<std::size_t>(cell)]) > 1) {
            if (options_.propagation_only) {
                stopped_open_ = true;
                finish();
                return true;
            }
            assume();
            return finished_;
        }
    }
    leaf();
    return finished_;
}

bool Solver::run(std::uint64_t budget) {
    const std::uint64_t end = stats_.rule_applications + budget;
    while (!finished_ && stats_.rule_applications < end) step();
    return finished_;
}

WorkProgress Solver::progress() const { return {stats_.steps, 0}; }

std::string Solver::status() const {
    return std::to_string(stats_.assumptions) + " assumptions, " + std::to_string(solutions_.size()) + " solutions so far";
}

std::vector<Assumption> Solver::assumptions() const {
    std::vector<Assumption> stack;
    for (const Frame& frame : frames_) stack.push_back(frame.assumption);
    return stack;
}

const std::vector<IntermediateValue>& Solver::intermediate_values() {
    if (intermediate_at_ == stats_.steps) return intermediate_;
    intermediate_at_ = stats_.steps;
    intermediate_.clear();
    std::vector<std::pair<int, Dom>> nodes;
    for (std::size_t r = 0; r < puzzle_.rules.size(); ++r) {
        const Rule& rule = puzzle_.rules[r];
        const auto is_operator = [&](int n) { return n >= 0 && puzzle_.nodes[static_cast<std::size_t>(n)].op != Op::entry &&
                                                     puzzle_.nodes[static_cast<std::size_t>(n)].op != Op::constant; };
        if (!is_operator(rule.a) && !is_operator(rule.b)) continue;
        propagation_.node_values(static_cast<int>(r), state_, nodes);
        for (auto& [node, values] : nodes) intermediate_.push_back({static_cast<int>(r), node, std::move(values)});
    }
    return intermediate_;
}

Status Solver::result() const {
    return solutions_.empty() ? Status::none : solutions_.size() == 1 ? Status::unique : Status::multiple;
}

bool Solver::propagate() {
    while (!nogood_queue_.empty() || !queue_empty()) {
        if (!nogood_queue_.empty()) {
            changes_.clear();
            StateEditor edit(puzzle_, state_, changes_);
            int fired = -1;
            const bool ok = nogoods_.propagate(nogood_queue_, edit, fired);
            if (ok && !changes_.any()) continue;
            nogood_queue_.clear();
            pending_conflict_ = !ok;
            if (ok) enqueue_changes();
            if (options_.log) {
                Propagator learnt;  // no rule of the user's: no cells of a rule named first
                learnt.kind = PropagatorKind::equal_cells;
                std::string because;
                const std::vector<Nogoods::Literal>& literals = nogoods_.literals(fired);
                for (std::size_t i = 0; i < literals.size() && i < 6; ++i)
                    because += (i ? ", " : "") + cell_text(puzzle_, literals[i].first) + " = " + std::to_string(literals[i].second);
                if (literals.size() > 6) because += " and " + std::to_string(literals.size() - 6) + " more";
                say(ok ? StepKind::propagate : StepKind::contradiction,
                    "learnt before starting over (not all of " + because + "): " + (ok ? describe_changes(learnt) : "contradiction"));
            } else {
                last_kind_ = ok ? StepKind::propagate : StepKind::contradiction;
            }
            return true;
        }
        const int id = pop();
        ++stats_.rule_applications;
        const Propagator& propagator = network_.propagators[static_cast<std::size_t>(id)];
        const bool ok = propagation_.apply(id, state_, changes_);
        if (!ok || changes_.any()) last_propagator_ = id;
        if (!ok) {
            pending_conflict_ = true;
            ++weights_[static_cast<std::size_t>(id)];
            if (options_.log) say(StepKind::contradiction, propagator.text + ": contradiction, " + describe_changes(propagator), propagator.line);
            else last_kind_ = StepKind::contradiction;
            return true;
        }
        if (!changes_.any()) continue;
        enqueue_changes();
        if (options_.log) say(StepKind::propagate, propagator.text + ": " + describe_changes(propagator), propagator.line);
        else last_kind_ = StepKind::propagate;
        return true;
    }
    return false;
}

// Entries with at most this many candidates are split by value rather than by one cell's digit:
// one assumption then fixes a whole entry.
constexpr std::size_t kEntryBranchLimit = 4;

std::uint64_t Solver::cell_weight(int cell) const {
    std::uint64_t weight = 0;
    for (int id : network_.cell_watchers[static_cast<std::size_t>(cell)]) weight += weights_[static_cast<std::size_t>(id)];
    return std::max<std::uint64_t>(weight, 1);
}

std::uint64_t Solver::entry_weight(int entry) const {
    std::uint64_t weight = 0;
    for (int id : entry_related_[static_cast<std::size_t>(entry)]) weight += weights_[static_cast<std::size_t>(id)];
    return std::max<std::uint64_t>(weight, 1);
}

bool Solver::assume_entry(int best) {
    const ValueList list = state_.lists[static_cast<std::size_t>(best)];
    const Value value = stats_.restarts > 0 ? (*list)[static_cast<std::size_t>(random_.below(list->size()))] : list->front();
    if (stats_.assumptions == 0) first_fixpoint_cells_ = state_.cells;
    frames_.push_back({state_, {-1, 0, best, value}, branch_.size()});
    branch_.push_back({frames_.back().assumption, true});
    ++stats_.assumptions;
    stats_.deepest = std::max<std::uint64_t>(stats_.deepest, frames_.size());
    if (!propagation_.restrict_list(best, {value}, state_, changes_)) {
        pending_conflict_ = true;
    } else {
        enqueue_changes();
    }
    for (int id : network_.entry_watchers[static_cast<std::size_t>(best)]) enqueue(id);
    if (options_.log) {
        say(StepKind::assume, "assume " + puzzle_.entries[static_cast<std::size_t>(best)].name() + " = " + to_string(value) +
                                  " (one of " + std::to_string(list->size()) + " candidates), assumption " +
                                  std::to_string(frames_.size()));
    } else {
        last_kind_ = StepKind::assume;
    }
    return true;
}

// How many entries through the cell have no candidate list yet: there propagation is weakest,
// so an assumption there teaches the most.
int Solver::unlisted_entries(int cell) const {
    int count = 0;
    for (int e : network_.entries_of_cell[static_cast<std::size_t>(cell)]) count += state_.lists[static_cast<std::size_t>(e)] ? 0 : 1;
    return count;
}

// What to assume: the entry (with at most kEntryBranchLimit candidates) or open cell with the
// fewest possibilities per weight of the propagators around it (dom/wdeg: where the search has
// failed before, so that a wrong early choice shows early); ties go to entries, then to cells with
// more unlisted entries and more watchers.
void Solver::assume() {
    int best_entry = -1;
    std::uint64_t entry_size = 0, entry_w = 1;
    for (std::size_t e = 0; e < state_.lists.size(); ++e) {
        const ValueList& list = state_.lists[e];
        if (!list || list->size() < 2 || list->size() > kEntryBranchLimit) continue;
        const std::uint64_t size = list->size(), w = entry_weight(static_cast<int>(e));
        if (best_entry < 0 || size * entry_w < entry_size * w) best_entry = static_cast<int>(e), entry_size = size, entry_w = w;
    }
    int best = -1;
    std::uint64_t best_size = 0, best_w = 1;
    for (int cell : network_.open_cells) {
        const int options = digit_options(state_.cells[static_cast<std::size_t>(cell)]);
        if (options < 2) continue;
        const std::uint64_t size = static_cast<std::uint64_t>(options), w = cell_weight(cell);
        bool better = best < 0 || size * best_w < best_size * w;
        if (!better && size * best_w == best_size * w) {
            const int open = unlisted_entries(cell), best_open = unlisted_entries(best);
            better = open > best_open || (open == best_open && network_.cell_watchers[static_cast<std::size_t>(cell)].size() >
                                                                   network_.cell_watchers[static_cast<std::size_t>(best)].size());
        }
        if (better) best = cell, best_size = size, best_w = w;
    }
    if (best_entry >= 0 && (best < 0 || entry_size * best_w <= best_size * entry_w)) {
        assume_entry(best_entry);
        return;
    }
    Mask& mask = state_.cells[static_cast<std::size_t>(best)];
    const Mask preferred = static_cast<Mask>(mask & ~try_last_[static_cast<std::size_t>(best)]);
    const Mask pool = preferred != 0 ? preferred : mask;
    int digit = lowest_digit(pool);
    if (stats_.restarts > 0) {
        int pick = static_cast<int>(random_.below(static_cast<std::uint64_t>(digit_options(pool))));
        for (int d = 0; d <= 9; ++d)
            if ((pool & digit_bit(d)) && pick-- == 0) digit = d;
    }
    if (stats_.assumptions == 0) first_fixpoint_cells_ = state_.cells;
    frames_.push_back({state_, {best, digit, -1, 0}, branch_.size()});
    branch_.push_back({frames_.back().assumption, true});
    mask = digit_bit(digit);
    note_fixed(best);
    ++stats_.assumptions;
    stats_.deepest = std::max<std::uint64_t>(stats_.deepest, frames_.size());
    for (int id : network_.cell_watchers[static_cast<std::size_t>(best)]) enqueue(id);
    for (int e : network_.entries_of_cell[static_cast<std::size_t>(best)])
        for (int id : network_.entry_watchers[static_cast<std::size_t>(e)]) enqueue(id);
    if (options_.log) {
        say(StepKind::assume, "assume " + cell_text(puzzle_, best) + " = " + std::to_string(digit) + " (it could also be " +
                                  digit_list(static_cast<Mask>(frames_.back().saved.cells[static_cast<std::size_t>(best)] & ~mask)) +
                                  "), assumption " + std::to_string(frames_.size()));
    } else {
        last_kind_ = StepKind::assume;
    }
}

// Starting over: a search that has gone wrong early (an assumption near the root that no solution
// fits, found out only deep down) can spend ages below it, and so can one that keeps trying the
// same digits first where solutions are rare. After restart_unit times the next number of the
// Luby sequence of backtracks (1 1 2 1 1 2 4 ...: mostly short runs, now and then a long one, so
// a proof that needs a long run still gets one), the search goes back to the first fixpoint. It
// keeps what it has proved there (every assumption ruled out at the root stays ruled out), the
// nogoods of the run (nogoods.h: what it ruled out deeper, under the assumptions above), the
// solutions found (met again, they are not counted twice) and the weights, which now lead it to
// where it failed; from now on it tries digits and values in a random order (seeded, so the same
// on every run and platform). Nothing is lost, so the answer is the same, and exact.
bool Solver::restart() {
    run_backtracks_ = 0;
    restart_limit_ = options_.restart_unit * luby(stats_.restarts + 2);
    if (frames_.size() < 2) return false;  // nothing deeper than one assumption to undo
    pending_conflict_ = false;
    clear_queue();
    nogood_queue_.clear();
    state_ = std::move(frames_.front().saved);
    frames_.clear();
    ++stats_.restarts;
    // Each assumption ruled out on the way, with the ones that held above it: a nogood.
    std::vector<Nogoods::Literal> above;
    for (const Decision& decision : branch_) {
        if (decision.holds) {
            literals_of(decision.assumption, above);
            continue;
        }
        if (above.empty()) continue;  // ruled out at the first fixpoint: already in its state
        std::vector<Nogoods::Literal> literals = above;
        literals_of(decision.assumption, literals);
        const std::size_t before = nogoods_.size();
        nogoods_.add(std::move(literals), state_.cells, nogood_queue_);
        stats_.nogoods += nogoods_.size() - before;
    }
    branch_.clear();
    if (options_.log) say(StepKind::restart, "start over: every assumption undone after " + std::to_string(stats_.backtracks) +
                                                  " backtracks; the places that failed most come first now");
    else last_kind_ = StepKind::restart;
    return true;
}

void Solver::literals_of(const Assumption& assumption, std::vector<Nogoods::Literal>& out) const {
    if (assumption.entry < 0) {
        out.push_back({assumption.cell, assumption.digit});
        return;
    }
    const std::vector<int>& cells = puzzle_.entries[static_cast<std::size_t>(assumption.entry)].cells;
    Value v = assumption.value;
    for (std::size_t i = cells.size(); i-- > 0; v /= 10) out.push_back({cells[i], static_cast<int>(v % 10)});
}

void Solver::backtrack() {
    ++run_backtracks_;
    pending_conflict_ = false;
    clear_queue();
    nogood_queue_.clear();
    while (!frames_.empty()) {
        Frame frame = std::move(frames_.back());
        frames_.pop_back();
        state_ = std::move(frame.saved);
        branch_.resize(frame.branch_at);
        ++stats_.backtracks;
        const Assumption& a = frame.assumption;
        std::string undone;
        if (a.entry >= 0) {
            // Rule the value out: the rest of the entry's list stays (it had at least two).
            std::vector<Value> rest;
            for (Value v : *state_.lists[static_cast<std::size_t>(a.entry)])
                if (v != a.value) rest.push_back(v);
            if (!propagation_.restrict_list(a.entry, std::move(rest), state_, changes_)) {
                continue;  // nothing left at this level either: undo the assumption below it
            }
            enqueue_changes();
            for (int id : network_.entry_watchers[static_cast<std::size_t>(a.entry)]) enqueue(id);
            undone = puzzle_.entries[static_cast<std::size_t>(a.entry)].name() + " = " + to_string(a.value);
        } else {
            Mask& mask = state_.cells[static_cast<std::size_t>(a.cell)];
            mask = static_cast<Mask>(mask & ~digit_bit(a.digit));
            if (mask == 0) continue;  // cannot happen (assumptions leave a second digit), but stay safe
            note_fixed(a.cell);
            for (int id : network_.cell_watchers[static_cast<std::size_t>(a.cell)]) enqueue(id);
            for (int e : network_.entries_of_cell[static_cast<std::size_t>(a.cell)])
                for (int id : network_.entry_watchers[static_cast<std::size_t>(e)]) enqueue(id);
            undone = cell_text(puzzle_, a.cell) + " = " + std::to_string(a.digit);
        }
        branch_.push_back({a, false});
        if (options_.log) say(StepKind::backtrack, "back: " + undone + " has been explored, so it is ruled out");
        else last_kind_ = StepKind::backtrack;
        return;
    }
    finish();
}

void Solver::leaf() {
    Solution solution;
    solution.digits.assign(puzzle_.cells.size(), -1);
    for (int cell : network_.open_cells)
        solution.digits[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(lowest_digit(state_.cells[static_cast<std::size_t>(cell)]));
    const std::vector<Value> values = *entry_values(puzzle_, solution.digits);
    for (const Rule& rule : puzzle_.rules) {
        if (network_.duplicate_of[static_cast<std::size_t>(&rule - puzzle_.rules.data())] >= 0) continue;  // checked as its first
        if (rule_holds(puzzle_, rule, values.data())) continue;
        // Propagation is not complete for every rule: the exact check has the last word.
        pending_conflict_ = true;
        ++weights_[static_cast<std::size_t>(&rule - puzzle_.rules.data())];  // rule r is propagator r
        if (options_.log) say(StepKind::check_failed, "check: " + rule_text(puzzle_, rule) + " does not hold for this filling", rule.line);
        else last_kind_ = StepKind::check_failed;
        return;
    }
    // Met again after starting over: already counted. (Looked up by a hash of its digits: a
    // search for a million solutions compared each new one with all before it.)
    const std::uint64_t hash = hash_of(solution);
    for (auto [at, end] = solution_index_.equal_range(hash); at != end; ++at) {
        if (!(solutions_[at->second] == solution)) continue;
        pending_conflict_ = true;
        if (options_.log) say(StepKind::solution, "solution " + std::to_string(at->second + 1) + " found again");
        else last_kind_ = StepKind::solution;
        return;
    }
    solution_index_.emplace(hash, solutions_.size());
    solutions_.push_back(std::move(solution));
    if (options_.log) say(StepKind::solution, "solution " + std::to_string(solutions_.size()) + " found");
    else last_kind_ = StepKind::solution;
    if (options_.first_only || solutions_.size() >= std::max<std::size_t>(options_.max_solutions, 2)) {
        finish();
        return;
    }
    pending_conflict_ = true;  // look for another one
}

void Solver::finish() {
    finished_ = true;
    clear_queue();
    if (!options_.log) {
        last_kind_ = StepKind::finished;
        return;
    }
    const Status status = result();
    std::string line = "done: ";
    if (stopped_open_) line += "propagation alone goes no further, some cells are still open";
    else if (status == Status::unique) line += "every other possibility has been ruled out, the solution is unique";
    else if (status == Status::multiple) line += "two solutions found, the puzzle is not unique";
    else line += "every possibility has been ruled out, there is no solution";
    say(StepKind::finished, line);
}

void Solver::say(StepKind kind, std::string line, int source_line) {
    last_kind_ = kind;
    last_line_ = std::move(line);
    last_source_line_ = source_line;
}

std::string Solver::cell_name(int cell, const std::vector<int>& preferred) const {
    auto name_in = [&](int e) -> std::string {
        const Entry& entry = puzzle_.entries[static_cast<std::size_t>(e)];
        const auto at = std::find(entry.cells.begin(), entry.cells.end(), cell);
        if (at == entry.cells.end()) return {};
        const std::size_t i = static_cast<std::size_t>(at - entry.cells.begin());
        if (entry.cells.size() == 1) return entry.name();
        if (i == 0) return "the first digit of " + entry.name();
        if (i + 1 == entry.cells.size()) return "the last digit of " + entry.name();
        return "digit " + std::to_string(i + 1) + " of " + entry.name();
    };
    for (int e : preferred)
        if (std::string name = name_in(e); !name.empty()) return name;
    for (int e : network_.entries_of_cell[static_cast<std::size_t>(cell)])
        if (std::string name = name_in(e); !name.empty()) return name;
    return "cell " + cell_text(puzzle_, cell);
}

std::string Solver::describe_changes(const Propagator& propagator) const {
    std::vector<int> preferred;
    if (propagator.kind == PropagatorKind::rule) preferred = puzzle_.rules[static_cast<std::size_t>(propagator.rule)].entries;
    if (propagator.kind == PropagatorKind::entry || propagator.kind == PropagatorKind::entry_rules ||
        propagator.kind == PropagatorKind::palindrome_residues)
        preferred = {propagator.entry};
    std::vector<std::string> parts;
    constexpr std::size_t kShown = 6;
    for (std::size_t i = 0; i < changes_.cells.size() && i < kShown; ++i) {
        const auto& [cell, removed] = changes_.cells[i];
        const Mask left = state_.cells[static_cast<std::size_t>(cell)];
        const std::string name = cell_name(cell, preferred);
        if (left == 0) parts.push_back(name + " has no digit left");
        else if (digit_options(left) == 1) parts.push_back(name + " must be " + digit_list(left));
        else parts.push_back(name + " cannot be " + digit_list(removed));
    }
    if (changes_.cells.size() > kShown) parts.push_back("and " + std::to_string(changes_.cells.size() - kShown) + " more cells");
    for (int e : changes_.entries) {
        const ValueList& list = state_.lists[static_cast<std::size_t>(e)];
        if (!list) continue;
        const std::string name = puzzle_.entries[static_cast<std::size_t>(e)].name();
        if (list->size() == 1) parts.push_back(name + " = " + to_string(list->front()));
        else parts.push_back(name + " has " + std::to_string(list->size()) + " candidates left");
    }
    if (parts.empty()) return "nothing is possible";
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i) text += (i ? "; " : "") + parts[i];
    return text;
}

SolveResult result_of(const Solver& solver, std::size_t max_solutions) {
    SolveResult result;
    result.status = solver.result();
    result.solutions = solver.solutions();
    if (result.solutions.size() > max_solutions) result.solutions.resize(max_solutions);
    result.stats = solver.stats();
    return result;
}

SolveResult solve(const Puzzle& puzzle, std::size_t max_solutions) {
    SolveOptions options;
    options.max_solutions = max_solutions;
    Solver solver(puzzle, std::move(options));
    run_to_completion(solver);
    return result_of(solver, max_solutions);
}

}  // namespace knobel::crossnumber
