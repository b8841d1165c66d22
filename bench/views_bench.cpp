// Views benchmarks (figures in docs/performance.md, "Views").
//
//   BM_BatteryVsMd5       the whole battery and an MD5-only loop over the same names, side by side
//                         in each iteration: the headline ratio (target: at most 1.5)
//   BM_BatteryMd5Only / BM_BatterySolve / BM_BatteryRunner   each loop alone; the runner in slices
//   BM_BatteryPrinted     the MD5-only loop, the battery loop, and the battery with its million
//                         answer lines written as `knobel views --battery 1000000` writes them (to
//                         /dev/null), side by side, in thread CPU time: the printed run's ratio
//                         to MD5 (target: 1.25)
//   BM_RandomSolvable/K/density   views of random shapes, minimum only, puzzles per second
//   BM_Analyse/K/density  the full analysis (count, forced, impossible) of random solvable puzzles
//   BM_FullViews/K        all pixels set (Latin squares): minimum, and analysis with the count capped
//   BM_SurveyMinimum      4000 random solvable puzzles, K = 5..8, 10 densities: mean and slowest minimum
//   BM_SurveyAnalyse      1200 random solvable puzzles, K = 4..8, 8 densities: mean and slowest analysis
//   BM_HintWalks/known    following hints to the end from hostile starts (gallery, generated K = 2..8,
//                         full views K = 4..8 with half-random, full and empty shapes, loose views):
//                         every single hint timed; known = 1 gives the hint the solver's minimum (as
//                         the app does once its solve has it), 0 makes it call solve() itself, 2 is
//                         the page's hint: the solver's answer, the search limited to
//                         kFrameSearchNodes and each hint's target passed to the next

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "core/md5.h"
#include "views/battery.h"
#include "views/generator.h"
#include "views/hint.h"
#include "views/presets.h"
#include "views/random_puzzle.h"
#include "views/solver.h"

namespace {

using namespace knobel;
using namespace knobel::views;

// The MD5 work of the battery and nothing else: the same names, the same hash, the same 48 bits.
std::uint64_t md5_only_loop() {
    std::uint64_t fold = 0;
    BatteryNames name(0);
    for (std::uint32_t n = 0; n < kBatterySize; ++n, name.next()) fold ^= battery_bits(name);
    return fold;
}

BatteryTotals battery_loop() {
    BatteryTotals totals;
    BatteryNames name(0);
    for (std::uint32_t n = 0; n < kBatterySize; ++n, name.next()) totals.add(solve_classic(battery_bits(name)));
    return totals;
}

// The battery as `knobel views --battery 1000000` prints it: every answer line appended to a
// buffer that goes out in 64 KiB blocks (as the command's Output does), here to `sink`.
BatteryTotals printed_battery_loop(std::FILE* sink) {
    BatteryTotals totals;
    constexpr std::size_t kBlock = std::size_t{1} << 16;
    std::vector<char> buffer(kBlock);
    std::size_t used = 0;
    BatteryNames name(0);
    for (std::uint32_t n = 0; n < kBatterySize; ++n, name.next()) {
        const std::uint64_t bits = battery_bits(name);
        const Solution solution = solve_classic(bits);
        totals.add(solution);
        if (used + kClassicLineMax > kBlock) {
            std::fwrite(buffer.data(), 1, used, sink);
            used = 0;
        }
        used = static_cast<std::size_t>(write_classic_line(buffer.data() + used, bits, solution) - buffer.data());
    }
    std::fwrite(buffer.data(), 1, used, sink);
    std::fflush(sink);
    return totals;
}

double seconds_of(const std::chrono::steady_clock::time_point& start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// This thread's CPU time in seconds: on a machine shared with other work, wall time counts theirs too.
double thread_cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

void BM_BatteryVsMd5(benchmark::State& state) {
    double md5_seconds = 0, battery_seconds = 0;
    BatteryTotals totals;
    int round = 0;
    for (auto _ : state) {
        // Alternate which loop goes first, so that neither always meets a warm or a cold machine.
        for (int part = 0; part < 2; ++part) {
            const auto start = std::chrono::steady_clock::now();
            if ((part + round) % 2 == 0) {
                benchmark::DoNotOptimize(md5_only_loop());
                md5_seconds += seconds_of(start);
            } else {
                totals = battery_loop();
                benchmark::DoNotOptimize(totals);
                battery_seconds += seconds_of(start);
            }
        }
        ++round;
    }
    state.counters["md5_s"] = md5_seconds / round;
    state.counters["battery_s"] = battery_seconds / round;
    state.counters["ratio"] = battery_seconds / md5_seconds;
    state.counters["solvable"] = static_cast<double>(totals.solvable);
    state.counters["cubes"] = static_cast<double>(totals.cubes);
}
BENCHMARK(BM_BatteryVsMd5)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_BatteryPrinted(benchmark::State& state) {
    std::FILE* sink = std::fopen("/dev/null", "wb");
    if (sink == nullptr) {
        state.SkipWithError("cannot open /dev/null");
        return;
    }
    double seconds[3] = {0, 0, 0};  // MD5 only, the battery, the battery printed
    BatteryTotals totals;
    int round = 0;
    for (auto _ : state) {
        // Each loop first, second and third in turn, so that none always meets a warm or a cold machine.
        for (int part = 0; part < 3; ++part) {
            const int loop = (part + round) % 3;
            const double start = thread_cpu_seconds();
            if (loop == 0) benchmark::DoNotOptimize(md5_only_loop());
            if (loop == 1) benchmark::DoNotOptimize(totals = battery_loop());
            if (loop == 2) benchmark::DoNotOptimize(totals = printed_battery_loop(sink));
            seconds[loop] += thread_cpu_seconds() - start;
        }
        ++round;
    }
    std::fclose(sink);
    state.counters["md5_s"] = seconds[0] / round;
    state.counters["solve_s"] = seconds[1] / round;
    state.counters["printed_s"] = seconds[2] / round;
    state.counters["solve_ratio"] = seconds[1] / seconds[0];
    state.counters["printed_ratio"] = seconds[2] / seconds[0];
    state.counters["solvable"] = static_cast<double>(totals.solvable);
}
BENCHMARK(BM_BatteryPrinted)->Unit(benchmark::kMillisecond)->Iterations(6);

void BM_BatteryMd5Only(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(md5_only_loop());
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * kBatterySize);
}
BENCHMARK(BM_BatteryMd5Only)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_BatterySolve(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(battery_loop());
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * kBatterySize);
}
BENCHMARK(BM_BatterySolve)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_BatteryRunner(benchmark::State& state) {
    // The web page's way: BatteryRunner in slices of state.range(0) puzzles.
    for (auto _ : state) {
        BatteryRunner runner(0, kBatterySize);
        while (!runner.run(static_cast<std::uint64_t>(state.range(0)))) {
        }
        benchmark::DoNotOptimize(runner.totals());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * kBatterySize);
}
BENCHMARK(BM_BatteryRunner)->Arg(4096)->Unit(benchmark::kMillisecond)->Iterations(3);

int puzzles_for(int size) { return size <= 4 ? 1000 : size == 5 ? 200 : 40; }

void BM_RandomSolvable(benchmark::State& state) {
    const int size = static_cast<int>(state.range(0)), density = static_cast<int>(state.range(1));
    std::vector<Puzzle> puzzles;
    for (int i = 0; i < puzzles_for(size); ++i)
        puzzles.push_back(random_solvable_puzzle(static_cast<std::uint64_t>(1000000 * size + 1000 * density + i), size, density));
    double slowest = 0;
    std::uint64_t cubes = 0;
    for (auto _ : state) {
        cubes = 0;
        for (const Puzzle& puzzle : puzzles) {
            const auto start = std::chrono::steady_clock::now();
            const Solution solution = solve(puzzle);
            slowest = std::max(slowest, seconds_of(start));
            cubes += static_cast<std::uint64_t>(solution.cubes);
        }
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * puzzles.size()));
    state.counters["slowest_ms"] = slowest * 1000;
    state.counters["mean_cubes"] = static_cast<double>(cubes) / static_cast<double>(puzzles.size());
}
BENCHMARK(BM_RandomSolvable)
    ->ArgsProduct({{2, 3, 4, 5, 6, 7, 8}, {5, 10, 20, 30, 50, 70, 90}})
    ->Unit(benchmark::kMillisecond);

void BM_Analyse(benchmark::State& state) {
    const int size = static_cast<int>(state.range(0)), density = static_cast<int>(state.range(1));
    std::vector<Puzzle> puzzles;
    for (int i = 0; i < 20; ++i)
        puzzles.push_back(random_solvable_puzzle(static_cast<std::uint64_t>(7000 + i), size, density));
    double slowest = 0;
    for (auto _ : state)
        for (const Puzzle& puzzle : puzzles) {
            const auto start = std::chrono::steady_clock::now();
            benchmark::DoNotOptimize(analyse(puzzle));
            slowest = std::max(slowest, seconds_of(start));
        }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * puzzles.size()));
    state.counters["slowest_ms"] = slowest * 1000;
}
BENCHMARK(BM_Analyse)->ArgsProduct({{4, 5, 6, 7, 8}, {10, 30, 50}})->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_FullViews(benchmark::State& state) {
    const int size = static_cast<int>(state.range(0));
    Shape full = empty_shape(size);
    for (int i = 0; i < size * size * size; ++i) set_cube(full, cell_at(size, i), true);
    const Puzzle puzzle = views_of(full);
    AnalysisOptions options;
    options.count = state.range(1) != 0;
    for (auto _ : state) benchmark::DoNotOptimize(analyse(puzzle, options));
}
BENCHMARK(BM_FullViews)->ArgsProduct({{4, 5, 6, 7, 8}, {0, 1}})->Unit(benchmark::kMillisecond)->Iterations(1);

// Many puzzles of every larger size and density, one pass: the mean and, above all, the slowest.
template <class Solve>
void survey(benchmark::State& state, int first_size, std::vector<int> densities, int per_setting, Solve solve_one) {
    double total = 0, slowest = 0;
    int puzzles = 0;
    for (auto _ : state)
        for (int size = first_size; size <= 8; ++size)
            for (int density : densities)
                for (int i = 0; i < per_setting; ++i) {
                    const Puzzle puzzle = random_solvable_puzzle(static_cast<std::uint64_t>(3000 * size + 37 * density + i), size, density);
                    const auto start = std::chrono::steady_clock::now();
                    solve_one(puzzle);
                    const double seconds = seconds_of(start);
                    total += seconds;
                    slowest = std::max(slowest, seconds);
                    ++puzzles;
                }
    state.counters["puzzles"] = puzzles;
    state.counters["mean_ms"] = total * 1000 / puzzles;
    state.counters["slowest_ms"] = slowest * 1000;
}

void BM_SurveyMinimum(benchmark::State& state) {
    survey(state, 5, {5, 10, 15, 20, 25, 30, 40, 50, 70, 90}, 100,
           [](const Puzzle& puzzle) { benchmark::DoNotOptimize(solve(puzzle)); });
}
BENCHMARK(BM_SurveyMinimum)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_SurveyAnalyse(benchmark::State& state) {
    survey(state, 4, {5, 10, 20, 30, 40, 50, 70, 90}, 30,
           [](const Puzzle& puzzle) { benchmark::DoNotOptimize(analyse(puzzle)); });
}
BENCHMARK(BM_SurveyAnalyse)->Unit(benchmark::kMillisecond)->Iterations(1);

// Hostile starts for hints: the gallery and generated puzzles of every size and difficulty, and
// the loosest views there are (every pixel set: Latin squares, up to ~10^20 optimal shapes at
// K = 8) and random loose views (dense shapes), each from an empty box, a full box, and shapes
// that are half random cubes — far from every optimal shape, with many nearly as close.
void BM_HintWalks(benchmark::State& state) {
    const bool give_minimum = state.range(0) != 0;
    const bool page = state.range(0) == 2;
    struct Start {
        Puzzle puzzle;
        Shape shape;
    };
    std::vector<Start> starts;
    SplitMix64 random(2024);
    auto half_random = [&](int k, int percent) {
        Shape s = empty_shape(k);
        for (int i = 0; i < k * k * k; ++i)
            if (random.below(100) < static_cast<std::uint64_t>(percent)) set_cube(s, cell_at(k, i), true);
        return s;
    };
    auto add_starts = [&](const Puzzle& puzzle) {
        const int k = puzzle.size;
        starts.push_back({puzzle, empty_shape(k)});
        starts.push_back({puzzle, half_random(k, 100)});
        starts.push_back({puzzle, half_random(k, 50)});
        starts.push_back({puzzle, half_random(k, 20)});
    };
    for (const Preset& preset : presets()) add_starts(preset.puzzle);
    for (int k = 2; k <= 8; ++k)
        for (Difficulty d : {Difficulty::easy, Difficulty::medium, Difficulty::hard})
            for (std::uint64_t seed = 1; seed <= 3; ++seed) add_starts(generate_puzzle(GenerateOptions{k, seed, d}).puzzle);
    for (int k = 4; k <= 8; ++k) {
        add_starts(views_of(half_random(k, 100)));
        for (int density : {30, 50, 70}) add_starts(random_solvable_puzzle(static_cast<std::uint64_t>(77 * k + density), k, density));
    }
    double total = 0, slowest = 0;
    std::int64_t hints = 0;
    std::string slowest_case;
    for (auto _ : state)
        for (const Start& start : starts) {
            HintKnown known;
            if (give_minimum) {
                const Solution solution = solve(start.puzzle);
                known.minimum = solution.cubes;
                known.optimal_shape = solution.shape;
            }
            if (page) known.search_limit = kFrameSearchNodes;
            Shape shape = start.shape;
            const auto walk_begin = std::chrono::steady_clock::now();
            for (int step = 0; step < 4 * 512; ++step) {
                const auto begin = std::chrono::steady_clock::now();
                Shape target;
                target.size = 0;  // stays 0 when the hint aimed at no one shape
                const Hint<CubeMove> h = hint(start.puzzle, shape, known, page ? &target : nullptr);
                if (page && target.size == start.puzzle.size) known.optimal_shape = target;
                const double seconds = seconds_of(begin);
                total += seconds;
                ++hints;
                if (seconds > slowest) {
                    slowest = seconds;
                    slowest_case = format_puzzle_hex(start.puzzle) + " from " + format_shape_hex(shape);
                }
                if (!h.move) break;
                apply(shape, *h.move);
            }
            if (std::getenv("KNOBEL_HINT_TRACE"))
                std::fprintf(stderr, "K=%d %s from %d cubes: walk %.1f ms\n", start.puzzle.size, format_puzzle_hex(start.puzzle).c_str(),
                             cube_count(start.shape), seconds_of(walk_begin) * 1000);
        }
    state.counters["hints"] = static_cast<double>(hints);
    state.counters["mean_ms"] = total * 1000 / static_cast<double>(hints);
    state.counters["slowest_ms"] = slowest * 1000;
    std::fprintf(stderr, "slowest hint: %s\n", slowest_case.c_str());
}
BENCHMARK(BM_HintWalks)->Arg(2)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond)->Iterations(1);

// New puzzles of the largest size (issue 19: within 2 s natively at the hardest difficulty): K = 8,
// each difficulty, seeds 1-20, timed one by one; the slowest and the mean.
void BM_GenerateLargest(benchmark::State& state) {
    const auto difficulty = static_cast<Difficulty>(state.range(0));
    double slowest = 0, total = 0;
    int made = 0;
    for (auto _ : state) {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const auto begin = std::chrono::steady_clock::now();
            const Generated generated = generate_puzzle({kMaxSize, seed, difficulty});
            benchmark::DoNotOptimize(generated.score);
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
            slowest = std::max(slowest, seconds);
            total += seconds;
            ++made;
        }
    }
    state.counters["slowest_ms"] = slowest * 1000;
    state.counters["mean_ms"] = total * 1000 / made;
}
BENCHMARK(BM_GenerateLargest)->DenseRange(0, 2)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
