// Crossnumber benchmarks: the uniqueness proof of every example (the CLI's fast path), the same
// in step mode with the log written (what a screen does), and parsing. Figures go to
// docs/performance.md.
//
//   build/bench/bench/knobel_bench_crossnumber --benchmark_counters_tabular=true

#include <benchmark/benchmark.h>

#include <string>

#include "core/sliced_work.h"
#include "crossnumber_examples.h"
#include "crossnumber/parser.h"
#include "crossnumber/solver.h"

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

#define KNOBEL_CROSSNUMBER_INPUTS(X)                                                                    \
    X(spec_3x2, "7down-example.kz") X(warmup_4x4, "warmup-4x4.kz") X(five_5x5, "five-5x5.kz")          \
    X(primes_6x6, "primes-6x6.kz") X(seven_7x7, "seven-7x7.kz") X(eight_8x8, "eight-8x8.kz")

#define KNOBEL_SOLVE(id, file) BENCHMARK_CAPTURE(BM_Solve, id, file)->Unit(benchmark::kMillisecond);
KNOBEL_CROSSNUMBER_INPUTS(KNOBEL_SOLVE)
#define KNOBEL_STEPS(id, file) BENCHMARK_CAPTURE(BM_Steps, id, file)->Unit(benchmark::kMillisecond);
KNOBEL_CROSSNUMBER_INPUTS(KNOBEL_STEPS)
BENCHMARK_CAPTURE(BM_Parse, eight_8x8, "eight-8x8.kz")->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
