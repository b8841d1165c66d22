#include "crossnumber/setter_report.h"

#include <algorithm>

#include "crossnumber/explain.h"
#include "crossnumber/network.h"
#include "crossnumber/output.h"
#include "crossnumber/puzzle_edit.h"
#include "crossnumber/rule_menu.h"
#include "crossnumber/solve_stage.h"
#include "crossnumber/suggestions.h"

namespace knobel::crossnumber {
namespace {

// From this many assumptions on, a solve is hard: measured on generated puzzles and on the
// examples (docs/crossnumber.md, "Difficulty").
constexpr std::uint64_t kHardAssumptions = 10;
// Suggestions tried by solving (each one solve), and shown.
constexpr std::size_t kSuggestionsTried = 12;
constexpr std::size_t kSuggestionsShown = 5;

}  // namespace

Difficulty difficulty_of(const Stats& stats) {
    if (stats.assumptions == 0) return Difficulty::easy;
    return stats.assumptions < kHardAssumptions ? Difficulty::medium : Difficulty::hard;
}

// The report is a sequence of solves, one stage after the other: the full solve; propagation
// alone (the open cells); then, for a unique puzzle, one solve per rule without that rule, or,
// for a multiple one, one solve per suggestion with it added.
struct SetterReportWork::Impl {
    enum class Stage : std::uint8_t { full, propagation, rules, suggestions, done };

    explicit Impl(Puzzle p) : puzzle(std::move(p)), repeats(duplicate_rules(puzzle)) {
        for (std::size_t r = 0; r < repeats.size(); ++r)
            if (repeats[r] >= 0) repeats[static_cast<std::size_t>(repeats[r])] = static_cast<int>(r);
    }

    void start_stage();
    void finish_stage();
    void after_propagation();
    void collect_suggestions();

    Puzzle puzzle;
    SetterReport report;
    Stage stage = Stage::full;
    SolveStage solve;
    std::size_t next = 0;  // the rule or suggestion being tried
    std::vector<std::string> candidates;
    std::vector<bool> candidate_unique;
    std::uint64_t solves_done = 0;
    // Per rule: another rule with the same text, or -1. Without one of two copies the puzzle is the
    // same puzzle, so a repeated rule of a unique puzzle is redundant without a solve (2,000 copies
    // of a rule took 2,000 solves).
    std::vector<int> repeats;
};

void SetterReportWork::Impl::start_stage() {
    switch (stage) {
        case Stage::full: solve.start(puzzle); break;
        case Stage::propagation: {
            SolveOptions options;
            options.propagation_only = true;
            solve.start(puzzle, options);
            break;
        }
        case Stage::rules: solve.start(without_rule(puzzle, static_cast<int>(next))); break;
        case Stage::suggestions: {
            Expected<Puzzle> more = with_rules(puzzle, {candidates[next]});
            // A menu rule always reads (it read with the others); an empty puzzle has no solution.
            solve.start(more ? std::move(more.value()) : Puzzle{});
            break;
        }
        case Stage::done: break;
    }
}

void SetterReportWork::Impl::finish_stage() {
    const Solver& solver = solve.solver();
    ++solves_done;
    switch (stage) {
        case Stage::full: {
            const SolveResult result = result_of(solver);
            report.status = result.status;
            report.solutions = result.solutions;
            report.stats = result.stats;
            report.deepest = result.stats.deepest;
            report.difficulty = difficulty_of(result.stats);
            if (result.status == Status::multiple) {
                const Solution &a = result.solutions[0], &b = result.solutions[1];
                for (std::size_t cell = 0; cell < a.digits.size(); ++cell)
                    if (a.digits[cell] != b.digits[cell]) report.differing_cells.push_back(static_cast<int>(cell));
            }
            stage = result.status == Status::none ? Stage::done : Stage::propagation;
            break;
        }
        case Stage::propagation: after_propagation(); break;
        case Stage::rules:
            (solver.result() == Status::unique ? report.redundant : report.essential).push_back(static_cast<int>(next));
            if (++next == puzzle.rules.size()) stage = Stage::done;
            break;
        case Stage::suggestions:
            candidate_unique[next] = solver.result() == Status::unique;
            if (++next == candidates.size()) {
                collect_suggestions();
                stage = Stage::done;
            }
            break;
        case Stage::done: break;
    }
    solve.clear();
}

void SetterReportWork::Impl::after_propagation() {
    const SearchState& state = solve.solver().state();
    for (std::size_t cell = 0; cell < puzzle.cells.size(); ++cell)
        if (puzzle.cells[cell].white && digit_options(state.cells[cell]) > 1) report.open_cells.push_back(static_cast<int>(cell));
    next = 0;
    if (report.status == Status::unique) {
        stage = puzzle.rules.empty() ? Stage::done : Stage::rules;
        return;
    }
    candidates = suggestion_candidates(puzzle, report.solutions[0], report.solutions[1], kSuggestionsTried);
    if (candidates.empty()) {
        // No menu rule keeps the first and cuts the second (typically: the first has a 0 leading a
        // run no rule mentions yet, so any rule on that run would cut it too). The two solutions
        // are just two of many: keep the second and cut the first instead, and show them in that
        // order, so that "holds for the first, not for the second" stays true.
        candidates = suggestion_candidates(puzzle, report.solutions[1], report.solutions[0], kSuggestionsTried);
        if (!candidates.empty()) std::swap(report.solutions[0], report.solutions[1]);
    }
    candidate_unique.assign(candidates.size(), false);
    stage = candidates.empty() ? Stage::done : Stage::suggestions;
}

void SetterReportWork::Impl::collect_suggestions() {
    for (const bool unique : {true, false})
        for (std::size_t i = 0; i < candidates.size() && report.suggestions.size() < kSuggestionsShown; ++i)
            if (candidate_unique[i] == unique) {
                // In words for the page (a setter reads rules there as sentences, not as .kz);
                // the candidate read with the others, so it reads again.
                const Expected<Puzzle> more = with_rules(puzzle, {candidates[i]});
                std::string words = more ? explain_rule(more.value(), more.value().rules.back()) : candidates[i];
                report.suggestions.push_back({candidates[i], unique, std::move(words)});
            }
}

SetterReportWork::SetterReportWork(Puzzle puzzle) : impl_(std::make_unique<Impl>(std::move(puzzle))) {
    const Puzzle& p = impl_->puzzle;
    for (const GridRun& run : grid_runs(p)) {
        const bool mentioned = std::any_of(p.entries.begin(), p.entries.end(), [&](const Entry& e) { return e.name() == run.name; });
        if (!mentioned) {
            impl_->report.warnings.push_back(run.name + " is mentioned by no rule");
            impl_->report.warnings_in_words.push_back(run_words(run) + " is mentioned by no rule");
        }
    }
    for (std::string& warning : puzzle_warnings(p)) {
        impl_->report.warnings_in_words.push_back(warning);
        impl_->report.warnings.push_back(std::move(warning));
    }
}

SetterReportWork::~SetterReportWork() = default;

bool SetterReportWork::run(std::uint64_t budget) {
    Impl& s = *impl_;
    while (s.stage != Impl::Stage::done && budget > 0) {
        if (!s.solve.started() && s.stage == Impl::Stage::rules && s.repeats[s.next] >= 0) {
            s.report.redundant.push_back(static_cast<int>(s.next));
            ++s.solves_done;
            if (++s.next == s.puzzle.rules.size()) s.stage = Impl::Stage::done;
            --budget;
            continue;
        }
        if (!s.solve.started()) {
            s.start_stage();
            --budget;  // reading a changed puzzle costs about one rule application per rule
            continue;
        }
        if (!s.solve.run(budget)) return false;
        s.finish_stage();
    }
    return s.stage == Impl::Stage::done;
}

WorkProgress SetterReportWork::progress() const {
    // Two solves (the full one, propagation alone), then one per rule (unique) or per suggestion
    // tried (multiple); until the first solve ends, one per rule is the guess.
    const Impl& s = *impl_;
    std::uint64_t total = 2;
    if (!s.candidates.empty()) total += s.candidates.size();
    else if (s.stage == Impl::Stage::full || s.report.status == Status::unique) total += s.puzzle.rules.size();
    return {s.stage == Impl::Stage::done ? total : std::min(s.solves_done, total), total};
}

std::string SetterReportWork::status() const {
    const Impl& s = *impl_;
    switch (s.stage) {
        case Impl::Stage::full: return "solving";
        case Impl::Stage::propagation: return "propagation alone";
        case Impl::Stage::rules:
            return "checking rule " + std::to_string(s.next + 1) + " of " + std::to_string(s.puzzle.rules.size());
        case Impl::Stage::suggestions:
            return "trying suggestion " + std::to_string(s.next + 1) + " of " + std::to_string(s.candidates.size());
        case Impl::Stage::done: return "done";
    }
    return {};
}

const Puzzle& SetterReportWork::puzzle() const { return impl_->puzzle; }
const SetterReport& SetterReportWork::report() const { return impl_->report; }

SetterReport setter_report(const Puzzle& puzzle) {
    SetterReportWork work(puzzle);
    run_to_completion(work);
    return work.report();
}

}  // namespace knobel::crossnumber
