// The template puzzle's benchmark (docs/performance.md, "Null game"): the solver on the largest
// row of coins, all tails (every coin turned: the worst input there is), whole and in slices of one
// coin as the page runs it.

#include <benchmark/benchmark.h>

#include "nullgame/solver.h"

namespace {

using namespace knobel::nullgame;

const Puzzle kAllTails{Coins(kMaxCoins, false)};

void BM_SolveAllTails(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(solve(kAllTails).flips.size());
}
BENCHMARK(BM_SolveAllTails);

void BM_SolveInSlicesOfOne(benchmark::State& state) {
    for (auto _ : state) {
        SolveWork work(kAllTails);
        while (!work.run(1)) {
        }
        benchmark::DoNotOptimize(work.answer().flips.size());
    }
}
BENCHMARK(BM_SolveInSlicesOfOne);

}  // namespace

BENCHMARK_MAIN();
