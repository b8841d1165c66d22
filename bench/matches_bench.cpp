// Matches benchmarks: the analysis (the fewest moves over every placement, the count of optimal
// placements) of generated figures of 300, 1,000 and 3,000 matches,
// translations only and with turns and the mirror image. Figures go to docs/performance.md.
//
//   build/bench/bench/knobel_bench_matches --benchmark_counters_tabular=true
//
// The figures: rows of zigzags (0°, 60°, 0°, …) with some matches left out at random, so that
// matches meet only at shared ends; after is before turned by 90°, shifted, with a few matches
// laid elsewhere, so the best placement is a turned one and k is small but not zero.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "core/split_mix64.h"
#include "matches/geometry.h"
#include "matches/problem.h"
#include "matches/solver.h"

namespace {

using namespace knobel::matches;

Point at(std::int64_t a, std::int64_t b, std::int64_t c, std::int64_t d) { return *from_abcd(Abcd{a, b, c, d}); }

Problem generated(std::size_t n, std::uint64_t seed, bool turned, std::size_t moved = 5) {
    knobel::SplitMix64 random(seed);
    Problem problem;
    // Rows of zigzags, 4 match lengths apart: match 2k of a row starts at (3k, 0, 0, k) at 0°,
    // match 2k+1 at (3k+2, 0, 0, k) at 60°; about one match in six is left out.
    const std::int64_t row_pairs = 40;
    for (std::int64_t row = 0; problem.before.size() < n; ++row) {
        for (std::int64_t k = 0; k < row_pairs && problem.before.size() < n; ++k) {
            for (int half = 0; half < 2 && problem.before.size() < n; ++half) {
                if (random.next() % 6 == 0) continue;
                problem.before.push_back(make_match(at(3 * k + 2 * half + 8 * row, 0, 0, k), half == 0 ? 0 : 2));
            }
        }
    }
    const Transform transform{turned ? 3 : 0, false};
    const Point shift = at(40, 0, 20, 0);
    for (const Match& match : problem.before) problem.after.push_back(apply(Placement{transform, shift}, match));
    // A few matches laid far away, upright, one apart from the next.
    for (std::size_t i = 0; i < moved && i < problem.after.size(); ++i) {
        const std::size_t victim = static_cast<std::size_t>(random.next() % problem.after.size());
        problem.after[victim] = make_match(at(100000 + 4 * static_cast<std::int64_t>(i), 0, 0, 0), 3);
    }
    return problem;
}

void analyse_figure(benchmark::State& state, bool rotate_and_mirror) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const Problem problem = generated(n, 20261124 + n, rotate_and_mirror);
    Options options;
    options.rotate = rotate_and_mirror;
    options.mirror = rotate_and_mirror;
    std::uint64_t min_k = 0;
    for (auto _ : state) {
        const Analysis analysis = analyse(problem, options);
        min_k = analysis.min_k;
        benchmark::DoNotOptimize(min_k);
    }
    state.counters["matches"] = static_cast<double>(problem.before.size());
    state.counters["min_k"] = static_cast<double>(min_k);
}

void BM_TranslationsOnly(benchmark::State& state) { analyse_figure(state, false); }
void BM_TurnsAndMirror(benchmark::State& state) { analyse_figure(state, true); }

// The same 3,000-match figure with more matches laid elsewhere (the second argument): the
// anchored search needs about k anchors, so a large k costs more, up to counting every vote.
void BM_TurnsAndMirrorMoved(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const auto moved = static_cast<std::size_t>(state.range(1));
    const Problem problem = generated(n, 20261124 + n, true, moved);
    std::uint64_t min_k = 0;
    for (auto _ : state) {
        const Analysis analysis = analyse(problem, Options{true, true});
        min_k = analysis.min_k;
        benchmark::DoNotOptimize(min_k);
    }
    state.counters["matches"] = static_cast<double>(problem.before.size());
    state.counters["min_k"] = static_cast<double>(min_k);
}

}  // namespace

BENCHMARK(BM_TranslationsOnly)->Arg(300)->Arg(1000)->Arg(3000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TurnsAndMirror)->Arg(300)->Arg(1000)->Arg(3000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TurnsAndMirrorMoved)->Args({3000, 20})->Args({3000, 100})->Args({3000, 1000})->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
