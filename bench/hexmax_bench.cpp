// Hex-Max benchmarks: solve time and peak heap for the contest inputs and the big community ones,
// and the cost of the text (streamed) and JSON output. Figures go to docs/performance.md.
//
//   build/h-hexmax-bench/bench/knobel_bench_hexmax --benchmark_counters_tabular=true
//
// peak_heap_MB counts every byte the solve allocates (operator new is replaced below), so it is
// the solve's own memory, table and answer included, without the program around it.

#include <benchmark/benchmark.h>

#include <malloc.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <new>
#include <sstream>
#include <string>

#include "core/sliced_work.h"
#include "core/split_mix64.h"
#include "hexmax/generator.h"
#include "hexmax/hint.h"
#include "hexmax/output.h"
#include "hexmax/moves.h"
#include "hexmax/problem.h"
#include "hexmax/solver.h"

namespace {

std::atomic<std::size_t> g_heap_now{0};
std::atomic<std::size_t> g_heap_peak{0};

void count_allocation(void* pointer) {
    const std::size_t now = g_heap_now += malloc_usable_size(pointer);
    std::size_t peak = g_heap_peak.load();
    while (now > peak && !g_heap_peak.compare_exchange_weak(peak, now)) {
    }
}

}  // namespace

void* operator new(std::size_t size) {
    void* pointer = std::malloc(size == 0 ? 1 : size);
    if (pointer == nullptr) std::abort();
    count_allocation(pointer);
    return pointer;
}
void* operator new[](std::size_t size) { return operator new(size); }
void operator delete(void* pointer) noexcept {
    if (pointer == nullptr) return;
    g_heap_now -= malloc_usable_size(pointer);
    std::free(pointer);
}
void operator delete[](void* pointer) noexcept { operator delete(pointer); }
void operator delete(void* pointer, std::size_t) noexcept { operator delete(pointer); }
void operator delete[](void* pointer, std::size_t) noexcept { operator delete(pointer); }

namespace {

using namespace knobel::hexmax;

Problem load(const char* name) {
    std::ifstream file(std::string(KNOBEL_EXAMPLES_DIR) + "/hexmax/" + name, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    auto problem = parse_problem_file(text.str());
    if (!problem.ok()) {
        std::fprintf(stderr, "%s: %s\n", name, problem.error().to_string().c_str());
        std::abort();
    }
    return problem.value();
}

// One solve, with its time, moves, table cells and memory.
void measure_solve(benchmark::State& state, const Problem& problem) {
    std::uint64_t moves = 0;
    std::size_t peak = 0;
    std::uint64_t table_bytes = 0;
    for (auto _ : state) {
        g_heap_peak = g_heap_now.load();
        const std::size_t before = g_heap_now;
        SolveWork work(problem);
        knobel::run_to_completion(work);
        moves = work.answer().moves;
        table_bytes = work.peak_table_bytes();
        peak = g_heap_peak - before;
        benchmark::DoNotOptimize(work.answer().digits.data());
    }
    const std::uint64_t cells = table_cells(problem);
    state.counters["digits"] = static_cast<double>(problem.digits.size());
    state.counters["m"] = static_cast<double>(problem.m);
    state.counters["moves"] = static_cast<double>(moves);
    state.counters["Mcells"] = static_cast<double>(cells) / 1e6;
    state.counters["cells_per_s"] = benchmark::Counter(static_cast<double>(cells), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["table_MB"] = static_cast<double>(table_bytes) / 1e6;
    state.counters["peak_heap_MB"] = static_cast<double>(peak) / 1e6;
}

void BM_Solve(benchmark::State& state, const char* name) { measure_solve(state, load(name)); }

// The largest inputs allowed: 100,000 random digits (SplitMix64 seed 21, the same on every
// machine) with m = 10^4 and 10^5 (m binds: the table), 145,790 (the largest m that binds: the
// best number of all needs 145,791 moves; the widest table) and 7 * 10^5 (more than its 488,039
// sticks: every arrangement is reachable, answered without a table).
Problem generated_problem(std::uint64_t m) {
    knobel::SplitMix64 random(21);
    Problem problem;
    problem.digits.resize(kMaxDigits);
    for (std::uint8_t& digit : problem.digits) digit = static_cast<std::uint8_t>(random.below(16));
    problem.m = m;
    return problem;
}

void BM_SolveLargest(benchmark::State& state) {
    measure_solve(state, generated_problem(static_cast<std::uint64_t>(state.range(0))));
}

// The app's way: slices of about 65,536 cells (a few milliseconds each in the browser).
void BM_SolveSliced(benchmark::State& state, const char* name) {
    const Problem problem = load(name);
    std::uint64_t slices = 0;
    for (auto _ : state) {
        SolveWork work(problem);
        slices = 0;
        while (!work.run(1 << 16)) ++slices;
        benchmark::DoNotOptimize(work.answer().digits.data());
    }
    state.counters["slices"] = static_cast<double>(slices);
}

// Issue 19: a hint on the largest input (100,000 digits, m = 10^5) with the answer known, from the
// start and from halfway along the answer (the hint plans the moves left, O(digits)): it must fit
// a frame in the page.
void BM_Hint(benchmark::State& state) {
    const Problem problem = generated_problem(100'000);
    const Answer answer = solve(problem);
    Display now = display_of(problem.digits, problem.options.glyphs);
    if (state.range(0) == 1)
        for (std::size_t i = 0; i < answer.steps.size() / 2; ++i) apply_move(now, answer.steps[i]);
    for (auto _ : state) benchmark::DoNotOptimize(hint(problem, now, answer).move);
}

// Issue 19: a new puzzle of the largest size (10,000 digits) at each difficulty; a new seed each time.
void BM_Generate(benchmark::State& state) {
    std::uint64_t seed = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(generate({kMaxGenerateDigits, ++seed, static_cast<knobel::Difficulty>(state.range(0))}).thought);
}

void BM_Text(benchmark::State& state, const char* name) {
    const Problem problem = load(name);
    const Answer answer = solve(problem);
    std::size_t bytes = 0;
    std::size_t peak = 0;
    for (auto _ : state) {
        g_heap_peak = g_heap_now.load();
        const std::size_t before = g_heap_now;
        bytes = 0;
        write_answer_text(problem, answer, [&](std::string_view chunk) {
            bytes += chunk.size();
            benchmark::DoNotOptimize(chunk.data());
        });
        peak = g_heap_peak - before;
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(bytes) * state.iterations());
    state.counters["MB"] = static_cast<double>(bytes) / 1e6;
    state.counters["peak_heap_MB"] = static_cast<double>(peak) / 1e6;
}

void BM_Json(benchmark::State& state, const char* name) {
    const Problem problem = load(name);
    const Answer answer = solve(problem);
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string json = answer_json(problem, answer);
        bytes = json.size();
        benchmark::DoNotOptimize(json.data());
    }
    state.counters["MB"] = static_cast<double>(bytes) / 1e6;
}

#define KNOBEL_HEXMAX_INPUTS(X)                                                                              \
    X(hexmax0, "hexmax0.txt") X(hexmax1, "hexmax1.txt") X(hexmax2, "hexmax2.txt") X(hexmax3, "hexmax3.txt") \
    X(hexmax4, "hexmax4.txt") X(hexmax5, "hexmax5.txt") X(bench_5000, "bench-5000.txt")                   \
    X(bench_5000b, "bench-5000b.txt") X(bench_10000, "bench-10000.txt")

#define KNOBEL_SOLVE(id, file) BENCHMARK_CAPTURE(BM_Solve, id, file)->Unit(benchmark::kMillisecond);
KNOBEL_HEXMAX_INPUTS(KNOBEL_SOLVE)

BENCHMARK(BM_SolveLargest)->Arg(10'000)->Arg(100'000)->Arg(145'790)->Arg(700'000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_SolveSliced, bench_10000, "bench-10000.txt")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Hint)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Generate)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Text, hexmax5, "hexmax5.txt")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Text, bench_10000, "bench-10000.txt")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Json, hexmax5, "hexmax5.txt")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Json, bench_10000, "bench-10000.txt")->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
