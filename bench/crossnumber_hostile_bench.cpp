// Crossnumber against hostile input (issue 21, section 4): long loosely ruled entries (a prime
// palindrome of 14 to 20 digits, a square, triangular or all-different-reversed entry of 20, a
// cube times a constant of 19), many solutions asked for, and one rule repeated many times. Each
// case solves to the end (the solver's answer is checked, so a benchmark that got faster by being
// wrong aborts). Figures go to docs/performance.md ("Hostile input").
//
//   build/bench/bench/knobel_bench_crossnumber_hostile --benchmark_counters_tabular=true

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "core/sliced_work.h"
#include "crossnumber/parser.h"
#include "crossnumber/solver.h"

namespace {

using namespace knobel::crossnumber;

// One row of `cells` white cells, labelled A, and these rules.
std::string one_entry(int cells, const std::string& rules) {
    std::string row = "A";
    for (int i = 1; i < cells; ++i) row += " .";
    return "grid\n" + row + "\nend\n" + rules;
}

Puzzle read(const std::string& text) {
    auto puzzle = parse_puzzle_file(text);
    if (!puzzle) std::abort();
    return std::move(puzzle.value());
}

void BM_LongEntry(benchmark::State& state, std::string text, Status expected) {
    const Puzzle puzzle = read(text);
    Stats stats;
    for (auto _ : state) {
        const SolveResult result = solve(puzzle);
        if (result.status != expected) std::abort();
        stats = result.stats;
    }
    state.counters["rule_applications"] = static_cast<double>(stats.rule_applications);
    state.counters["assumptions"] = static_cast<double>(stats.assumptions);
}

// A 2x3 grid without rules: 10^6 fillings, `count` of them asked for.
void BM_ManySolutions(benchmark::State& state) {
    const Puzzle puzzle = read("grid\n. . .\n. . .\nend\n");
    const auto count = static_cast<std::size_t>(state.range(0));
    for (auto _ : state) {
        Solver solver(puzzle, {count, false, {}});
        knobel::run_to_completion(solver);
        if (solver.solutions().size() != count) std::abort();
    }
}

// One rule written `copies` times: read and solved.
void BM_RepeatedRule(benchmark::State& state) {
    std::string text = "grid\nA . .\n. . .\nend\n";
    for (std::int64_t i = 0; i < state.range(0); ++i) text += "PZ(A_w)\n";
    for (auto _ : state) {
        const SolveResult result = solve(read(text));
        if (result.status != Status::multiple) std::abort();
    }
}

BENCHMARK_CAPTURE(BM_LongEntry, prime_palindrome_14, one_entry(14, "PZ(A_w)\nPAL(A_w)\n"), Status::none)
    ->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_LongEntry, square_palindrome_20, one_entry(20, "Q(A_w)\nPAL(A_w)\n"), Status::none)
    ->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_LongEntry, triangular_palindrome_20, one_entry(20, "TRI(A_w)\nPAL(A_w)\n"), Status::multiple)
    ->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_LongEntry, all_different_reversed_20, one_entry(20, "U(rev(A_w))\n"), Status::multiple)
    ->Unit(benchmark::kMillisecond)->Iterations(1);
// A palindrome of an even number of digits is a multiple of 11: no prime; of an odd number, many.
BENCHMARK_CAPTURE(BM_LongEntry, prime_palindrome_16, one_entry(16, "PZ(A_w)\nPAL(A_w)\n"), Status::none)
    ->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_LongEntry, prime_palindrome_18, one_entry(18, "PZ(A_w)\nPAL(A_w)\n"), Status::none)
    ->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_LongEntry, prime_palindrome_19, one_entry(19, "PZ(A_w)\nPAL(A_w)\n"), Status::multiple)
    ->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_LongEntry, prime_palindrome_20, one_entry(20, "PZ(A_w)\nPAL(A_w)\n"), Status::none)
    ->Unit(benchmark::kMillisecond)->Iterations(1);
// 10^19 - 1 = 3^2 · R19 (a prime): a cube needs 3 · R19^2 | A_w, more than 19 digits.
BENCHMARK_CAPTURE(BM_LongEntry, cube_times_constant_19, one_entry(19, "K(mal(A_w, 9999999999999999999))\n"), Status::none)
    ->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_ManySolutions)->Arg(20000)->Arg(200000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_RepeatedRule)->Arg(2000)->Arg(400000)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
