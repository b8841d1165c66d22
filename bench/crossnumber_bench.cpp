// Crossnumber benchmarks: the uniqueness proof of every example (the CLI's fast path), the same
// in step mode with the log written (what a screen does), generated 10x10 puzzles (the
// generator's unique ones, the same with every third rule dropped, and with a rule that only their
// solution breaks: none), loosely ruled 10x10 puzzles as an outside checker might write them
// (loose_puzzles.h), parsing, and the hint (hint.h) at every position on the way from an empty board
// to the solution. Figures go to docs/performance.md.
//
//   build/bench/bench/knobel_bench_crossnumber --benchmark_counters_tabular=true

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "core/sliced_work.h"
#include "crossnumber_examples.h"
#include "crossnumber/evaluate.h"
#include "crossnumber/generator.h"
#include "crossnumber/hint.h"
#include "crossnumber/output.h"
#include "crossnumber/parser.h"
#include "crossnumber/solver.h"
#include "loose_puzzles.h"

namespace {

using namespace knobel::crossnumber;

std::string read(const char* name) { return knobel::bench::read_example(name); }
Puzzle load(const char* name) { return knobel::bench::load_example(name); }

void BM_Solve(benchmark::State& state, const char* name) {
    const Puzzle puzzle = load(name);
    Stats stats;
    for (auto _ : state) {
        const SolveResult result = solve(puzzle);
        if (result.status != Status::unique) std::abort();
        stats = result.stats;
        benchmark::DoNotOptimize(result.solutions.data());
    }
    state.counters["rule_applications"] = static_cast<double>(stats.rule_applications);
    state.counters["assumptions"] = static_cast<double>(stats.assumptions);
    state.counters["backtracks"] = static_cast<double>(stats.backtracks);
}

// Step mode: one step per call with the readable line written, as a screen runs it.
void BM_Steps(benchmark::State& state, const char* name) {
    const Puzzle puzzle = load(name);
    std::uint64_t steps = 0;
    for (auto _ : state) {
        Solver solver(puzzle, {2, true, {}});
        steps = 0;
        while (!solver.step()) ++steps;
        benchmark::DoNotOptimize(solver.last_line().data());
    }
    state.counters["steps"] = static_cast<double>(steps);
}

void BM_Parse(benchmark::State& state, const char* name) {
    const std::string text = read(name);
    for (auto _ : state) {
        auto puzzle = parse_puzzle_file(text);
        benchmark::DoNotOptimize(puzzle.ok());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(text.size()) * state.iterations());
}

// Solving a set of puzzles once per iteration: the mean per puzzle, the slowest one (worst_ms, in
// CPU time), the most rule applications one needed, and how many answers were unique, multiple
// and none.
void solve_all(benchmark::State& state, const std::vector<Puzzle>& puzzles) {
    double worst = 0;
    std::uint64_t most = 0, applications = 0;
    int answers[3] = {0, 0, 0};
    for (auto _ : state) {
        worst = 0;
        most = applications = 0;
        answers[0] = answers[1] = answers[2] = 0;
        for (const Puzzle& puzzle : puzzles) {
            const std::clock_t start = std::clock();  // CPU time: the machine may be shared
            const SolveResult result = solve(puzzle);
            worst = std::max(worst, 1000.0 * static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC);
            most = std::max(most, result.stats.rule_applications);
            applications += result.stats.rule_applications;
            ++answers[static_cast<int>(result.status)];
            benchmark::DoNotOptimize(result.solutions.data());
        }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(puzzles.size()));
    state.counters["worst_ms"] = worst;
    state.counters["most_applications"] = static_cast<double>(most);
    state.counters["mean_applications"] = static_cast<double>(applications) / static_cast<double>(puzzles.size());
    state.counters["unique"] = answers[static_cast<int>(Status::unique)];
    state.counters["multiple"] = answers[static_cast<int>(Status::multiple)];
    state.counters["none"] = answers[static_cast<int>(Status::none)];
}

Puzzle read_text(const std::string& text) {
    auto puzzle = parse_puzzle_file(text);
    if (!puzzle.ok()) {
        std::fprintf(stderr, "%s\n%s\n", puzzle.error().to_string().c_str(), text.c_str());
        std::abort();
    }
    return puzzle.value();
}

// Loosely ruled 10x10 puzzles (seeds 1 to 100) with `relations` rules between two runs.
void BM_Loose(benchmark::State& state, int relations) {
    std::vector<Puzzle> puzzles;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) puzzles.push_back(read_text(knobel::crossnumber::loose::make(seed, 10, relations).text));
    solve_all(state, puzzles);
}

// The generator's 10x10 puzzles (seeds 1 to 10, medium): as printed (unique), with every third
// rule dropped (mostly multiple), and with one more rule that only the solution breaks (none: the
// whole search space must be exhausted).
enum class Variant { unique, fewer_rules, none };
void BM_Generated(benchmark::State& state, Variant variant) {
    std::vector<Puzzle> puzzles;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        GeneratorWork work({10, 10, seed, Difficulty::medium});
        knobel::run_to_completion(work);
        std::string text = format_puzzle_file(work.puzzle());
        if (variant == Variant::fewer_rules) {
            // Drop every third rule line of the text (rules come after "end").
            std::size_t rule = 0;
            const std::size_t rules_start = text.find("\nend\n") + 5;
            std::string kept = text.substr(0, rules_start);
            for (std::size_t at = rules_start; at < text.size();) {
                const std::size_t eol = text.find('\n', at);
                const std::string line = text.substr(at, eol - at + 1);
                if (line.find('(') == std::string::npos || rule++ % 3 != 2) kept += line;
                at = eol + 1;
            }
            text = kept;
        } else if (variant == Variant::none) {
            const SolveResult answer = solve(work.puzzle());
            const Puzzle& p = work.puzzle();
            const std::vector<Value> values = *entry_values(p, answer.solutions.at(0).digits);
            text += "!=(" + p.entries[0].name() + ", " + to_string(values[0]) + ")\n";
        }
        puzzles.push_back(read_text(text));
    }
    solve_all(state, puzzles);
}

// Hints (hint.h) from an empty board to the solution, one per position, with the solution passed
// in as the mid-end does: the slowest single hint (worst_ms, CPU time), the mean, and how many
// hints wrote a forced digit, the search's first digit, or ran out of their budget. The first
// hints on a near-empty board are the costly ones (the propagation starts from almost nothing).
void follow_hints(benchmark::State& state, const std::vector<Puzzle>& puzzles) {
    std::vector<Board> solutions;
    for (const Puzzle& puzzle : puzzles) solutions.push_back(solve(puzzle).solutions.at(0).digits);
    double worst = 0, total = 0;
    std::uint64_t hints = 0, kinds[6] = {};
    for (auto _ : state) {
        worst = total = 0;
        hints = 0;
        std::fill(std::begin(kinds), std::end(kinds), 0);
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            Board board = start_board(puzzles[i]);
            for (;;) {
                const std::clock_t start = std::clock();  // CPU time: the machine may be shared
                const HintDetail detail = hint_detail(puzzles[i], board, &solutions[i]);
                const double ms = 1000.0 * static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
                worst = std::max(worst, ms);
                total += ms;
                ++hints;
                ++kinds[static_cast<int>(detail.kind)];
                if (!detail.hint.move) break;
                apply_move(puzzles[i], board, *detail.hint.move);
            }
        }
    }
    state.counters["worst_ms"] = worst;
    state.counters["mean_ms"] = total / static_cast<double>(std::max<std::uint64_t>(hints, 1));
    state.counters["hints"] = static_cast<double>(hints);
    state.counters["forced"] = static_cast<double>(kinds[static_cast<int>(HintKind::forced)]);
    state.counters["search"] = static_cast<double>(kinds[static_cast<int>(HintKind::search)]);
    state.counters["budget"] = static_cast<double>(kinds[static_cast<int>(HintKind::budget)]);
}

void BM_HintExamples(benchmark::State& state) {
    std::vector<Puzzle> puzzles;
    for (const char* name : {"7down-example.kz", "warmup-4x4.kz", "five-5x5.kz", "primes-6x6.kz", "seven-7x7.kz", "eight-8x8.kz"})
        puzzles.push_back(load(name));
    follow_hints(state, puzzles);
}

// Generated puzzles of one size, three seeds per difficulty.
void BM_HintGenerated(benchmark::State& state, int side) {
    std::vector<Puzzle> puzzles;
    for (Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard})
        for (std::uint64_t seed = 1; seed <= 3; ++seed) puzzles.push_back(generate({side, side, seed, difficulty}));
    follow_hints(state, puzzles);
}

// Loosely ruled 10x10 puzzles (many solutions; the hint leads to the first the solver finds).
void BM_HintLoose(benchmark::State& state, int relations) {
    std::vector<Puzzle> puzzles;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) puzzles.push_back(read_text(knobel::crossnumber::loose::make(seed, 10, relations).text));
    follow_hints(state, puzzles);
}

#define KNOBEL_CROSSNUMBER_INPUTS(X)                                                                    \
    X(spec_3x2, "7down-example.kz") X(warmup_4x4, "warmup-4x4.kz") X(five_5x5, "five-5x5.kz")          \
    X(primes_6x6, "primes-6x6.kz") X(seven_7x7, "seven-7x7.kz") X(eight_8x8, "eight-8x8.kz")

#define KNOBEL_SOLVE(id, file) BENCHMARK_CAPTURE(BM_Solve, id, file)->Unit(benchmark::kMillisecond);
KNOBEL_CROSSNUMBER_INPUTS(KNOBEL_SOLVE)
#define KNOBEL_STEPS(id, file) BENCHMARK_CAPTURE(BM_Steps, id, file)->Unit(benchmark::kMillisecond);
KNOBEL_CROSSNUMBER_INPUTS(KNOBEL_STEPS)
BENCHMARK_CAPTURE(BM_Generated, 10x10_unique, Variant::unique)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_Generated, 10x10_fewer_rules, Variant::fewer_rules)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_Generated, 10x10_none, Variant::none)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_Loose, 10x10_no_relations, 0)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_Loose, 10x10_3_relations, 3)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_Loose, 10x10_10_relations, 10)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_HintExamples)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_HintGenerated, 4x4, 4)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_HintGenerated, 8x8, 8)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_HintGenerated, 12x12, 12)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_HintLoose, 10x10_no_relations, 0)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_HintLoose, 10x10_10_relations, 10)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Parse, eight_8x8, "eight-8x8.kz")->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
