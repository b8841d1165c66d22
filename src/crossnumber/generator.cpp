#include "crossnumber/generator.h"

#include <algorithm>
#include <cstdlib>

#include "core/split_mix64.h"
#include "core/text.h"
#include "crossnumber/grid_pattern.h"
#include "crossnumber/parser.h"
#include "crossnumber/rule_menu.h"
#include "crossnumber/solve_stage.h"

namespace knobel::crossnumber {
namespace {

// Effort limits, all counts (never a clock), so that the same seed gives the same puzzle.
// Rule applications one solve may take before it is given up: a build solve, which can move on to
// another attempt cheaply; a probe after it, which decides a rule of a nearly finished attempt (on
// 12x12 a give-up there, at the build's cap, threw away 400,000 to 800,000 rule applications).
constexpr std::uint64_t kSolveCap = 40000;
constexpr std::uint64_t kProbeCap = 200000;
constexpr std::uint64_t kLocalProbeCap = 20000;  // a local probe (near the planted filling) past it: the next stage decides
constexpr std::size_t kLocalProbeCells = 64;     // grids from 8x8 on probe locally first; smaller ones search at once (cheap)
constexpr int kLocalProbeStages = 3;             // the rule's runs free, then a ring of crossing runs more, twice (a fourth: dearer)
constexpr int kMaxAttempts = 300;                  // attempts before the generator settles for what it has
constexpr int kDifficultyAttempts = 16;            // attempts at the asked difficulty once a puzzle is made
constexpr std::uint64_t kDifficultyWork = 450000;  // rule applications after which no attempt is begun once a puzzle is made
constexpr std::uint64_t kSettleWork = 900000;      // ... and after which the attempt under way is dropped for it
constexpr int kMaxRepairs = 4;                     // repairs of a redundant last rule per attempt

int rank(Difficulty d) { return static_cast<int>(d); }
int distance(Difficulty a, Difficulty b) { return std::abs(rank(a) - rank(b)); }

}  // namespace

Expected<GenerateOptions> parse_generate_size(std::string_view text) {
    // The argument is quoted cut short (quote): a 100 KB argument is not echoed back.
    const std::string range = "W and H from 2 to " + std::to_string(kMaxGenerateSide);
    const std::size_t x = text.find_first_of("xX");
    auto number = [](std::string_view part) -> int {  // -1: not digits; any large number: 1000
        if (part.empty()) return -1;
        int value = 0;
        for (char c : part) {
            if (c < '0' || c > '9') return -1;
            value = std::min(value * 10 + (c - '0'), 1000);
        }
        return value;
    };
    const int cols = x == std::string_view::npos ? -1 : number(text.substr(0, x));
    const int rows = x == std::string_view::npos ? -1 : number(text.substr(x + 1));
    if (cols < 0 || rows < 0) return error_in("--generate", quote(text) + " is not a size WxH such as 8x8 (" + range + ")");
    if (cols < 2 || rows < 2 || cols > kMaxGenerateSide || rows > kMaxGenerateSide)
        return error_in("--generate", quote(text) + ": each side must be 2 to " + std::to_string(kMaxGenerateSide));
    GenerateOptions options;
    options.cols = cols;
    options.rows = rows;
    return options;
}

Expected<Difficulty> parse_difficulty(std::string_view text) { return parse_difficulty_name(text); }

// One attempt: a grid, a filling, and the menu's rules true of it (the pool) in a random order;
// for easy puzzles the strong shapes first. Then:
//   build:    one rule per run (the first in the pool's order), then, as long as the puzzle has a
//             second solution, the first rule of the pool that the second solution breaks;
//   minimise: each rule, weakest first for easy puzzles (strong rules stay), strongest first for
//             hard ones, the last added first for medium ones, dropped when the rest is still
//             unique, unless it is the last rule on some run (every run stays mentioned). A rule
//             kept here stays essential: dropping others only lets more fillings in;
//   last:     the rules kept because they were the last on a run, each checked essential. One
//             that is not (the runs crossing its run pin it down without it) is repaired: a rule
//             on a crossing run goes for good, and the build starts again from there, trying
//             rules on the run first;
//   rate:     the finished puzzle solved as printed: its difficulty.
// A probe of minimise or last asks only whether some filling other than the planted one keeps
// its rules: the planted filling is excluded from its search (a nogood on the cells of the rule
// left out), which stops at the first other filling found and tries the planted digits last
// (7 % less work on 12x12 than finding the planted filling again and a second one). It starts
// local: only the cells of the rule's runs free, every other cell its planted digit; then also
// the cells of every run crossing those, then of every run crossing these. Another filling found
// so is one of the whole puzzle (the rule is needed), at a fraction of the cost; only when there
// is none does the whole search run. On grids of 64 cells or more (12x12 hard, seeds 1-40: the
// first stage 4 % fewer rule applications, the second 10 % fewer again and the most of one seed
// 2.59M -> 1.89M; seeds 1-100: the third 2 % fewer, the most 2.39M -> 2.20M); smaller grids
// search at once (as cheap).
// An attempt fails when a solve gives up, no rule of the pool cuts a second solution, or repairs
// run out; the next attempt continues the same random stream. Once a puzzle is made, no attempt
// is begun past kDifficultyWork and none goes on past kSettleWork: the closest puzzle will do.
struct GeneratorWork::Impl {
    enum class Phase : std::uint8_t { attempt, build, minimise, last, rate, done };

    explicit Impl(GenerateOptions o) : options(o), rng(o.seed) {
        options.cols = std::clamp(options.cols, 2, kMaxGenerateSide);
        options.rows = std::clamp(options.rows, 2, kMaxGenerateSide);
    }

    void new_attempt();
    void finish_probe();
    enum class Outcome : std::uint8_t { gave_up, unique, none, multiple };
    bool start_probe_or_witness();
    void settle(Outcome outcome, std::size_t other);
    void add_rule_against(const std::vector<Value>& values);
    void keep_others(const std::vector<Solution>& solutions);
    int witness(const std::vector<std::size_t>& rules);
    std::vector<std::pair<int, int>> planted_in(std::size_t menu_index) const;
    std::vector<Mask> planted_around(std::size_t menu_index, int rings) const;
    // Whether the probe of this phase excludes the planted filling (minimise, last).
    bool excludes_planted() const { return phase == Phase::minimise || phase == Phase::last; }
    void enter_minimise();
    void next_in_minimise();
    void repair(std::size_t redundant);
    void fail_attempt();
    void give_up();
    void finish_attempt(const Solver& solver);
    int sole_run(std::size_t menu_index) const;
    bool in(const std::vector<std::size_t>& list, std::size_t menu_index) const;
    bool mentions(std::size_t menu_index, int run) const;
    std::string text_of(const std::vector<std::size_t>& rules, const std::string& title) const;
    std::vector<std::size_t> without(std::size_t menu_index) const;
    std::vector<std::size_t> printed_order() const;
    std::string title(Difficulty reached) const;

    GenerateOptions options;
    SplitMix64 rng;
    Phase phase = Phase::attempt;
    int attempt = 0;
    SolveStage solve;

    // The attempt.
    std::string grid;  // "grid ... end\n"
    std::vector<GridRun> runs;
    std::vector<std::int8_t> filling;
    std::vector<MenuRule> menu;       // the rules of the menu true of the filling, in menu order
    std::vector<std::size_t> pool;    // menu indices in the order they are preferred
    std::vector<std::size_t> kept;    // menu indices of the rules in the puzzle now
    std::vector<std::size_t> banned;  // rules a repair took out, not to come back
    int focus = -1;                   // build: the run whose rules are tried first (a repair's)
    int repairs = 0;
    std::vector<std::size_t> order;  // minimise, last: the rules to try
    std::size_t next = 0;
    std::vector<std::size_t> probe;  // the rule set being solved
    std::shared_ptr<const PreparedPuzzle> prepared;  // the puzzle of `prepared_rules`, read and its network built
    std::vector<std::size_t> prepared_rules;
    // Minimise, last: how much of the grid the running probe frees (0: all of it; 1: the left-out
    // rule's runs; 2: those and every run crossing them; 3: a ring more), and the stage the
    // check's next probe takes (1 for a new check, 0 once the local stages found nothing).
    int local_probe = 0;
    int next_stage = 1;
    // The other solutions (run values) the solves of this attempt found, and per solution which
    // menu rules it keeps (-1: not judged yet). A rule set that one of them keeps is not unique,
    // so its probe needs no solve (on 12x12 about one probe of build, minimise and last in six).
    std::vector<std::vector<Value>> others;
    std::vector<std::vector<std::int8_t>> others_keep;
    // Build: the first fixpoint of the last solve. The build only adds rules (until a repair), so
    // every solution of the next probe lies within it, and the next solve starts there.
    std::vector<Mask> build_start;

    // The result.
    bool have = false;
    Puzzle best;
    Difficulty best_difficulty = Difficulty::easy;
    std::uint64_t checks = 0, checks_planned = 1;
};

std::string GeneratorWork::Impl::text_of(const std::vector<std::size_t>& rules, const std::string& heading) const {
    std::string text = heading.empty() ? std::string() : "title: " + heading + "\n";
    text += grid;
    for (std::size_t k : rules) text += menu[k].text + "\n";
    return text;
}

std::string GeneratorWork::Impl::title(Difficulty reached) const {
    std::string text = "Generated " + std::to_string(options.cols) + "x" + std::to_string(options.rows) + ", seed " +
                       std::to_string(options.seed) + ", " + std::string(difficulty_name(reached));
    if (reached != options.difficulty) text += " (" + std::string(difficulty_name(options.difficulty)) + " asked, not found)";
    return text;
}

bool GeneratorWork::Impl::in(const std::vector<std::size_t>& list, std::size_t k) const {
    return std::find(list.begin(), list.end(), k) != list.end();
}

bool GeneratorWork::Impl::mentions(std::size_t k, int run) const { return menu[k].run == run || menu[k].other == run; }

// A run that rule k is the only kept rule to mention, or -1.
int GeneratorWork::Impl::sole_run(std::size_t k) const {
    for (const int run : {menu[k].run, menu[k].other}) {
        if (run < 0) continue;
        if (std::none_of(kept.begin(), kept.end(), [&](std::size_t j) { return j != k && mentions(j, run); })) return run;
    }
    return -1;
}

// The kept rules grouped by their first run, each group in menu order.
std::vector<std::size_t> GeneratorWork::Impl::printed_order() const {
    std::vector<std::size_t> rules = kept;
    std::sort(rules.begin(), rules.end(), [&](std::size_t a, std::size_t b) {
        return menu[a].run != menu[b].run ? menu[a].run < menu[b].run : a < b;
    });
    return rules;
}

std::vector<std::size_t> GeneratorWork::Impl::without(std::size_t k) const {
    std::vector<std::size_t> rules;
    for (std::size_t j : kept)
        if (j != k) rules.push_back(j);
    return rules;
}

void GeneratorWork::Impl::new_attempt() {
    ++attempt;
    const Draft draft = random_grid(options.rows, options.cols, rng);
    filling = random_filling(draft, rng);
    grid = draft_text(draft);
    const Expected<Puzzle> grid_puzzle = parse_puzzle_file(grid);
    runs = grid_puzzle ? grid_runs(*grid_puzzle) : std::vector<GridRun>{};
    menu = menu_rules(runs, filling);

    pool.clear();
    for (std::size_t k = 0; k < menu.size(); ++k) pool.push_back(k);
    for (std::size_t i = pool.size(); i > 1; --i) std::swap(pool[i - 1], pool[static_cast<std::size_t>(rng.below(i))]);
    if (options.difficulty == Difficulty::easy)
        std::stable_sort(pool.begin(), pool.end(), [&](std::size_t a, std::size_t b) { return menu[a].strength > menu[b].strength; });
    // One rule on each run to start with: the first one-run rule of the pool on it.
    std::vector<bool> covered(runs.size(), false);
    kept.clear();
    banned.clear();
    focus = -1;
    repairs = 0;
    others.clear();
    others_keep.clear();
    build_start.clear();
    prepared.reset();  // (rules are menu indices: a new grid, a new menu)
    for (std::size_t k : pool) {
        const auto run = static_cast<std::size_t>(menu[k].run);
        if (menu[k].other >= 0 || covered[run]) continue;
        covered[run] = true;
        kept.push_back(k);
    }
    if (runs.empty() || kept.size() != runs.size()) return fail_attempt();
    phase = Phase::build;
    checks = 0;
    next_stage = 1;
    checks_planned = 2 * runs.size() + 2;
}

// Sets the probe of the phase; false when an other solution found before already keeps it (it is
// then settled as multiple), true when a solve of it was started.
bool GeneratorWork::Impl::start_probe_or_witness() {
    local_probe = 0;
    switch (phase) {
        case Phase::build: probe = kept; break;
        case Phase::minimise:
        case Phase::last: probe = without(order[next]); break;
        case Phase::rate: probe = printed_order(); break;  // rated as printed: the search follows the rules' order
        default: return false;
    }
    if (phase != Phase::rate) {
        const int other = witness(probe);
        if (other >= 0) {
            settle(Outcome::multiple, static_cast<std::size_t>(other));
            return false;
        }
    }
    if (!prepared || prepared_rules != probe) {  // (the stages of one probe solve the same puzzle)
        Expected<Puzzle> puzzle = parse_puzzle_file(text_of(probe, ""));
        prepared = prepare(puzzle ? std::move(puzzle.value()) : Puzzle{});
        prepared_rules = probe;
    }
    SolveOptions solve_options;
    if (phase == Phase::build) solve_options.start_cells = build_start;
    if (excludes_planted()) {
        // The rules kept have only the planted filling, so another filling that keeps the rest
        // breaks the rule left out: it differs from the planted one in that rule's cells.
        solve_options.excluded.push_back(planted_in(order[next]));
        solve_options.first_only = true;
        solve_options.try_last.assign(filling.size(), 0);
        for (std::size_t cell = 0; cell < filling.size(); ++cell)
            if (filling[cell] >= 0) solve_options.try_last[cell] = digit_bit(filling[cell]);
        if (filling.size() >= kLocalProbeCells) local_probe = next_stage;
        if (local_probe > 0) solve_options.start_cells = planted_around(order[next], local_probe - 1);
    }
    const std::uint64_t cap = phase == Phase::build ? kSolveCap : local_probe > 0 ? kLocalProbeCap : kProbeCap;
    solve.start(prepared, std::move(solve_options), cap);
    return true;
}

// The start of a local probe for rule k: the cells of k's runs free, and `rings` times those of
// every run crossing a free cell; every other cell its planted digit.
std::vector<Mask> GeneratorWork::Impl::planted_around(std::size_t k, int rings) const {
    std::vector<bool> free(filling.size(), false);
    for (const auto& [cell, digit] : planted_in(k)) free[static_cast<std::size_t>(cell)] = true;
    for (int ring = 0; ring < rings; ++ring) {
        const std::vector<bool> inside = free;
        const auto crosses = [&](const GridRun& run) {
            return std::any_of(run.cells.begin(), run.cells.end(), [&](int cell) { return inside[static_cast<std::size_t>(cell)]; });
        };
        for (const GridRun& run : runs)
            if (crosses(run))
                for (int cell : run.cells) free[static_cast<std::size_t>(cell)] = true;
    }
    std::vector<Mask> start(filling.size(), kAllDigits);
    for (std::size_t cell = 0; cell < filling.size(); ++cell)
        if (filling[cell] >= 0 && !free[cell]) start[cell] = digit_bit(filling[cell]);
    return start;
}

// The first other solution found so far that keeps every rule of `rules`, or -1.
int GeneratorWork::Impl::witness(const std::vector<std::size_t>& rules) {
    for (std::size_t i = 0; i < others.size(); ++i) {
        std::vector<std::int8_t>& keeps = others_keep[i];
        const bool all = std::all_of(rules.begin(), rules.end(), [&](std::size_t k) {
            if (keeps[k] < 0) keeps[k] = menu_rule_holds(menu[k], others[i]) ? 1 : 0;
            return keeps[k] == 1;
        });
        if (all) return static_cast<int>(i);
    }
    return -1;
}

// The planted filling's digits in the cells of rule k's runs, as literals "cell = digit".
std::vector<std::pair<int, int>> GeneratorWork::Impl::planted_in(std::size_t k) const {
    std::vector<std::pair<int, int>> literals;
    for (const int run : {menu[k].run, menu[k].other}) {
        if (run < 0) continue;
        for (int cell : runs[static_cast<std::size_t>(run)].cells)
            literals.emplace_back(cell, filling[static_cast<std::size_t>(cell)]);
    }
    return literals;
}

void GeneratorWork::Impl::keep_others(const std::vector<Solution>& solutions) {
    for (const Solution& solution : solutions) {
        if (solution.digits == filling) continue;
        others.push_back(run_values(runs, solution.digits));
        others_keep.emplace_back(menu.size(), std::int8_t{-1});
    }
}

void GeneratorWork::Impl::fail_attempt() {
    solve.clear();
    // Enough, once a puzzle is made, when another attempt would likely end past the work limit:
    // an attempt costs about what the attempts so far cost on average (a 12x12 one 300,000 to a
    // million rule applications, an 8x8 one a tenth of that), and one begun is finished.
    const std::uint64_t work = solve.total_applications();
    const std::uint64_t next_attempt = work / static_cast<std::uint64_t>(std::max(attempt, 1));
    const bool enough = have && (attempt >= kDifficultyAttempts || work + next_attempt >= kDifficultyWork);
    phase = enough || attempt >= kMaxAttempts ? Phase::done : Phase::attempt;
    if (phase == Phase::done && !have) give_up();
}

void GeneratorWork::Impl::give_up() {
    // Never seen (attempts fail one time in three or so), but the work must end with a puzzle:
    // the last grid with every run given its value, unique but plainly not minimal, and saying so.
    std::string text = "title: Generated " + std::to_string(options.cols) + "x" + std::to_string(options.rows) + ", seed " +
                       std::to_string(options.seed) + ": no puzzle without redundant rules was found\n" + grid;
    const std::vector<Value> values = run_values(runs, filling);
    for (std::size_t i = 0; i < runs.size(); ++i) text += "=(" + runs[i].name + "," + to_string(values[i]) + ")\n";
    Expected<Puzzle> puzzle = parse_puzzle_file(text);
    if (puzzle) best = std::move(puzzle.value());
    have = true;
}

void GeneratorWork::Impl::finish_probe() {
    const bool excluded = excludes_planted();
    // A puzzle made and the work past the limit: the attempt under way is dropped for it (on
    // 12x12 hard an attempt can take 1.5 million rule applications once a medium one is made).
    if (have && solve.total_applications() >= kSettleWork) {
        phase = Phase::done;
        return;
    }
    if (excluded && local_probe > 0) {
        // No other filling near the planted one (or none found within the cap): the next stage
        // looks further, and after the last the whole search decides.
        if (solve.gave_up() || solve.solver().result() == Status::none) {
            next_stage = local_probe < kLocalProbeStages ? local_probe + 1 : 0;
            return;
        }
    }
    if (solve.gave_up()) return settle(Outcome::gave_up, 0);
    const Status status = solve.solver().result();
    if (excluded && status == Status::none) return settle(Outcome::unique, 0);  // it is the only one
    if (!excluded && status != Status::multiple) return settle(status == Status::unique ? Outcome::unique : Outcome::none, 0);
    if (phase == Phase::build) build_start = solve.solver().first_fixpoint_cells();
    const std::size_t first = others.size();
    keep_others(solve.solver().solutions());
    settle(Outcome::multiple, first);
}

// A probe's answer; `other`: the index in `others` of a second solution when multiple.
void GeneratorWork::Impl::settle(Outcome outcome, std::size_t other) {
    ++checks;
    next_stage = 1;
    const bool gave_up = outcome == Outcome::gave_up;
    const bool unique = outcome == Outcome::unique;
    switch (phase) {
        case Phase::build:
            if (gave_up || outcome == Outcome::none) return fail_attempt();
            if (unique) return enter_minimise();
            return add_rule_against(others[other]);
        case Phase::minimise:
            if (gave_up) return fail_attempt();  // whether the rule is needed is not known
            if (unique) kept = probe;
            ++next;
            return next_in_minimise();
        case Phase::last:
            if (gave_up) return fail_attempt();
            if (unique) return repair(order[next]);
            if (++next == order.size()) phase = Phase::rate;
            return;
        case Phase::rate:
            if (!unique) return fail_attempt();
            return finish_attempt(solve.solver());
        default: return;
    }
}

void GeneratorWork::Impl::add_rule_against(const std::vector<Value>& values) {
    // `values`: a solution other than the planted filling; the new rule must break it. Of the
    // rules that do (those on the focus run first), the first in the pool's order for hard
    // puzzles; for the others the one that breaks the most of the other solutions found lately
    // (the first in the pool's order among equals): the build then needs fewer rules and minimise
    // fewer probes (12x12 medium, seeds 1-10: 32 % less work, the asked difficulty reached twice as
    // often), but those rules are strong ones, and hard puzzles came out easier.
    const std::size_t lately = options.difficulty == Difficulty::hard ? 0 : 64;
    for (const bool focused : {true, false}) {
        if (focused && focus < 0) continue;
        std::size_t pick = menu.size();
        std::size_t most_broken = 0;
        for (std::size_t k : pool) {
            if ((focused && !mentions(k, focus)) || in(kept, k) || in(banned, k) || menu_rule_holds(menu[k], values)) continue;
            if (lately == 0) {
                pick = k;
                break;
            }
            std::size_t broken = 0;
            for (std::size_t i = others.size() > lately ? others.size() - lately : 0; i < others.size(); ++i) {
                std::int8_t& keeps = others_keep[i][k];
                if (keeps < 0) keeps = menu_rule_holds(menu[k], others[i]) ? 1 : 0;
                broken += keeps == 0;
            }
            if (pick == menu.size() || broken > most_broken) pick = k, most_broken = broken;
        }
        if (pick != menu.size()) {
            kept.push_back(pick);
            return;
        }
    }
    fail_attempt();  // no rule of the menu tells the two apart
}

void GeneratorWork::Impl::enter_minimise() {
    focus = -1;
    order.assign(kept.rbegin(), kept.rend());
    if (options.difficulty != Difficulty::medium) {
        const bool weak_first = options.difficulty == Difficulty::easy;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return weak_first ? menu[a].strength < menu[b].strength : menu[a].strength > menu[b].strength;
        });
    }
    next = 0;
    checks_planned = checks + order.size() + 2;
    phase = Phase::minimise;
    next_in_minimise();
}

void GeneratorWork::Impl::next_in_minimise() {
    while (next < order.size() && sole_run(order[next]) >= 0) ++next;  // the last rule on a run: checked below
    if (next < order.size()) return;
    order.clear();
    for (std::size_t k : kept)
        if (sole_run(k) >= 0) order.push_back(k);
    next = 0;
    phase = order.empty() ? Phase::rate : Phase::last;
}

void GeneratorWork::Impl::repair(std::size_t redundant) {
    // Rule `redundant` is the last on run E, and the rest pins E down without it. A rule on a
    // run crossing E (not itself the last on a run) goes for good; what it cut is cut again by
    // new rules, E's first.
    const int run = sole_run(redundant);
    std::vector<bool> on_run(filling.size(), false);
    for (int cell : runs[static_cast<std::size_t>(run)].cells) on_run[static_cast<std::size_t>(cell)] = true;
    auto crosses = [&](int r) {
        if (r < 0) return false;
        const std::vector<int>& cells = runs[static_cast<std::size_t>(r)].cells;
        return std::any_of(cells.begin(), cells.end(), [&](int cell) { return on_run[static_cast<std::size_t>(cell)]; });
    };
    std::vector<std::size_t> crossing;
    for (std::size_t k : kept)
        if (k != redundant && sole_run(k) < 0 && (crosses(menu[k].run) || crosses(menu[k].other))) crossing.push_back(k);
    if (crossing.empty() || ++repairs > kMaxRepairs) return fail_attempt();
    const std::size_t gone = crossing[static_cast<std::size_t>(rng.below(crossing.size()))];
    kept = without(gone);
    build_start.clear();  // a rule is gone: the last fixpoint may have cut solutions of the rest
    banned.push_back(gone);
    focus = run;
    phase = Phase::build;
}

void GeneratorWork::Impl::finish_attempt(const Solver& solver) {
    const Difficulty reached = difficulty_of(solver.stats());
    if (!have || distance(reached, options.difficulty) < distance(best_difficulty, options.difficulty)) {
        best = *parse_puzzle_file(text_of(printed_order(), title(reached)));
        best_difficulty = reached;
        have = true;
    }
    if (reached == options.difficulty) {
        solve.clear();
        phase = Phase::done;
        return;
    }
    fail_attempt();
}

GeneratorWork::GeneratorWork(GenerateOptions options) : impl_(std::make_unique<Impl>(options)) {}
GeneratorWork::~GeneratorWork() = default;

bool GeneratorWork::run(std::uint64_t budget) {
    Impl& s = *impl_;
    while (s.phase != Impl::Phase::done && budget > 0) {
        if (s.phase == Impl::Phase::attempt) {
            s.new_attempt();
            budget -= std::min<std::uint64_t>(budget, 1 + s.menu.size() / 8);  // reading the pool
            continue;
        }
        if (!s.solve.started()) {
            const std::size_t others = s.others.size();
            const bool solving = s.start_probe_or_witness();
            // Judging the other solutions, and reading the puzzle.
            budget -= std::min<std::uint64_t>(budget, 1 + others * s.probe.size() / 256 + (solving ? s.probe.size() / 4 : 0));
            continue;
        }
        if (!s.solve.run(budget)) return false;
        s.finish_probe();
        s.solve.clear();
    }
    return s.phase == Impl::Phase::done;
}

WorkProgress GeneratorWork::progress() const {
    const Impl& s = *impl_;
    if (s.phase == Impl::Phase::done) return {1, 1};
    return {std::min(s.checks, s.checks_planned), s.checks_planned + 1};
}

std::string GeneratorWork::status() const {
    const Impl& s = *impl_;
    std::string text = "attempt " + std::to_string(s.attempt) + ": ";
    switch (s.phase) {
        case Impl::Phase::attempt: return text + "a new grid";
        case Impl::Phase::build: return text + std::to_string(s.kept.size()) + " rules, checking uniqueness";
        case Impl::Phase::minimise:
        case Impl::Phase::last:
            return text + std::to_string(s.kept.size()) + " rules, checking rule " + std::to_string(s.next + 1) + " of " +
                   std::to_string(s.order.size());
        case Impl::Phase::rate: return text + std::to_string(s.kept.size()) + " rules, rating";
        case Impl::Phase::done: return "done";
    }
    return {};
}

const Puzzle& GeneratorWork::puzzle() const { return impl_->best; }
Difficulty GeneratorWork::difficulty_reached() const { return impl_->best_difficulty; }
std::uint64_t GeneratorWork::rule_applications() const { return impl_->solve.total_applications(); }

Puzzle generate(const GenerateOptions& options) {
    GeneratorWork work(options);
    run_to_completion(work);
    return work.puzzle();
}

}  // namespace knobel::crossnumber
