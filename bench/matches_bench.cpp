// Matches benchmarks: the analysis (the fewest moves over every placement, the count of optimal
// placements) of generated figures of 300, 1,000 and 3,000 matches, translations only and with
// turns and the mirror image, of 3,000-match figures with 20 to all 3,000 matches laid elsewhere
// (issue 21: k = 60 with a mirrored turn, 300, 1,500, k ≈ n), and of 5,000 scattered unrelated
// matches (issue 21, item 5); the generator (`knobel matches --generate N`, issue 19) at its
// largest size, every difficulty, with turns and the mirror; and the hint (src/matches/hint.h) on
// the gallery and on the generated figures, from the start and from tables spoilt by random legal
// moves. Figures go to docs/performance.md.
//
//   build/bench/bench/knobel_bench_matches --benchmark_counters_tabular=true
//   build/bench/bench/knobel_bench_matches --hint-worst   (each hint of the hint benchmarks timed
//       on its own: the slowest one per figure)
//   build/bench/bench/knobel_bench_matches --write-figures DIR   (the 3,000-match figures as files,
//       for `knobel matches` and bench/matches_reference.py, the pure-Python yardstick)
//
// The figures: rows of zigzags (0°, 60°, 0°, …) with some matches left out at random, so that
// matches meet only at shared ends; after is before turned by 90° (and mirrored), shifted, with
// some matches laid elsewhere in a row of upright matches, so the best placement is a turned one.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cli/process_memory.h"
#include "core/split_mix64.h"
#include "matches/generator.h"
#include "matches/answer.h"
#include "matches/geometry.h"
#include "matches/hint.h"
#include "matches/moves.h"
#include "matches/problem.h"
#include "matches/solver.h"

namespace {

using namespace knobel::matches;

// The figures --write-figures writes: (matches laid elsewhere, mirrored).
constexpr std::pair<int, bool> kMovedFigures[] = {{60, true}, {300, false}, {1500, false}, {3000, false}};

Point at(std::int64_t a, std::int64_t b, std::int64_t c, std::int64_t d) { return *from_abcd(Abcd{a, b, c, d}); }

// `moved` after matches laid elsewhere (k is about that many); `mirrored`: after is before
// mirrored and turned, so the best placement needs the mirror.
Problem generated(std::size_t n, std::uint64_t seed, bool turned, std::size_t moved = 5, bool mirrored = false) {
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
    const Transform transform{turned ? 3 : 0, mirrored};
    const Point shift = at(40, 0, 20, 0);
    for (const Match& match : problem.before) problem.after.push_back(apply(Placement{transform, shift}, match));
    // A few matches laid far away, upright, one apart from the next.
    for (std::size_t i = 0; i < moved && i < problem.after.size(); ++i) {
        std::size_t victim = static_cast<std::size_t>(random.next() % problem.after.size());
        if (moved > problem.after.size() / 2) victim = i;  // every one of them, when most move
        problem.after[victim] = make_match(at(100000 + 4 * static_cast<std::int64_t>(i), 0, 0, 0), 3);
    }
    return problem;
}

// Issue 21's reproducer: `count` matches at random places within ±8·10^8 (a, b, c, d multiples
// of 4) at 0°, before and after unrelated: every pair of matches is a placement of its own.
Problem scattered(std::size_t count) {
    knobel::SplitMix64 random(1);
    const auto coordinate = [&] { return 4 * (static_cast<std::int64_t>(random.next() % 400'000'000) - 200'000'000); };
    Problem problem;
    for (Figure* figure : {&problem.before, &problem.after})
        while (figure->size() < count) figure->push_back(make_match(at(coordinate(), coordinate(), coordinate(), coordinate()), 0));
    return problem;
}

void run_analysis(benchmark::State& state, const Problem& problem, const Options& options) {
    std::uint64_t min_k = 0, optimal = 0;
    for (auto _ : state) {
        const Analysis analysis = analyse(problem, options);
        min_k = analysis.min_k;
        optimal = analysis.optimal_placements.value_or(0);
        benchmark::DoNotOptimize(min_k);
    }
    state.counters["matches"] = static_cast<double>(problem.before.size());
    state.counters["min_k"] = static_cast<double>(min_k);
    state.counters["optimal"] = static_cast<double>(optimal);
}

void analyse_figure(benchmark::State& state, bool rotate_and_mirror) {
    const auto n = static_cast<std::size_t>(state.range(0));
    run_analysis(state, generated(n, 20261124 + n, rotate_and_mirror), Options{rotate_and_mirror, rotate_and_mirror});
}

void BM_TranslationsOnly(benchmark::State& state) { analyse_figure(state, false); }
void BM_TurnsAndMirror(benchmark::State& state) { analyse_figure(state, true); }

// The same 3,000-match figure with more matches laid elsewhere (the second argument): k is about
// that many; the third argument 1 makes after a mirrored turn of before.
void BM_TurnsAndMirrorMoved(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const auto moved = static_cast<std::size_t>(state.range(1));
    run_analysis(state, generated(n, 20261124 + n, true, moved, state.range(2) != 0), Options{true, true});
}

// Issue 21, item 5: 5,000 unrelated scattered matches (the second argument 1: turns and mirror).
void BM_Scattered(benchmark::State& state) {
    const bool all = state.range(1) != 0;
    run_analysis(state, scattered(static_cast<std::size_t>(state.range(0))), Options{all, all});
}

// Issue 19: a new puzzle of N matches (the first argument) at a difficulty (the second, 0 easy ..
// 2 hard), with turns and the mirror allowed; a new seed each iteration, seeds 1, 2, ...
void BM_Generate(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    const auto difficulty = static_cast<knobel::Difficulty>(state.range(1));
    std::uint64_t seed = 0, moves = 0, puzzles = 0;
    for (auto _ : state) {
        const Generated generated = generate({n, ++seed, difficulty, Options{true, true}});
        moves += generated.min_k;
        ++puzzles;
        benchmark::DoNotOptimize(moves);
    }
    state.counters["k_mean"] = static_cast<double>(moves) / static_cast<double>(puzzles);
}

// The hint's positions: the start, and tables reached by playing the first half of the answer and
// then `spoil` random legal moves (matches laid near the figures, onto places of before or of the
// answer's placement, or onto another match), `positions` of them in all (seeded).
struct Position {
    PlayTable table{Figure{}};
    std::vector<Move> played;
};

std::vector<Position> hint_positions(const Problem& problem, const Options& options, std::size_t positions) {
    const Analysis analysis = analyse(problem, options);
    const Answer answer = answer_for(problem, analysis, std::nullopt, Mode::exact);
    std::vector<Match> places(problem.before.begin(), problem.before.end());
    if (answer.placement)
        for (const Match& match : place(problem.after, *answer.placement)) places.push_back(match);
    knobel::SplitMix64 random(42);
    std::vector<Position> out;
    out.push_back({PlayTable(problem.before), {}});
    while (out.size() < positions) {
        Position position{PlayTable(problem.before), {}};
        for (std::size_t i = 0; i < answer.moves.size() / 2; ++i)
            if (!position.table.apply(answer.moves[i])) position.played.push_back(answer.moves[i]);
        for (std::uint64_t spoil = 1 + random.below(4); spoil > 0; --spoil) {
            const Figure on = position.table.matches();
            for (int attempt = 0; attempt < 100; ++attempt) {
                const Match from = on[random.below(on.size())];
                Match to;
                if (random.below(2) == 0) {
                    to = places[random.below(places.size())];
                } else {
                    Point point = on[random.below(on.size())].start;
                    for (std::uint64_t j = random.below(3); j > 0; --j) point = point + unit_step(static_cast<int>(random.below(12)));
                    to = make_match(point, static_cast<int>(random.below(12)));
                }
                if (!position.table.apply({from, to})) {
                    position.played.push_back({from, to});
                    break;
                }
            }
        }
        out.push_back(std::move(position));
    }
    return out;
}

Problem gallery_problem(const std::string& name) {
    std::ifstream file(std::string(KNOBEL_EXAMPLES_DIR) + "/matches/" + name, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    auto problem = parse_problem_file(text.str());
    if (!problem.ok()) {
        std::fprintf(stderr, "%s: %s\n", name.c_str(), problem.error().to_string().c_str());
        std::abort();
    }
    return problem.value();
}

std::vector<std::string> gallery_names() {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(KNOBEL_EXAMPLES_DIR) + "/matches"))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

AnalysisRequest list_request(std::size_t limit) {
    AnalysisRequest request;
    request.list_limit = limit;
    return request;
}

constexpr std::size_t kHintPositions = 20;
const Options kAll{true, true};

// A hint per position, in turn; the time is per hint. `known`: the solver's analysis passed in, as
// the page does once it has one (listing 100 placements, as the screen asks); otherwise the hint
// analyses on its own.
void run_hints(benchmark::State& state, const Problem& problem, bool known) {
    const std::vector<Position> positions = hint_positions(problem, kAll, kHintPositions);
    std::optional<Analysis> analysis;
    if (known) analysis = analyse(problem, kAll, list_request(100));
    std::size_t next = 0;
    for (auto _ : state) {
        const Position& position = positions[next];
        next = (next + 1) % positions.size();
        auto given = hint(problem, kAll, position.table, position.played, analysis ? &*analysis : nullptr);
        benchmark::DoNotOptimize(given);
    }
    state.counters["matches"] = static_cast<double>(problem.before.size());
}

// The gallery file of the first argument (in name order), turns and mirror allowed; the second
// argument 1: with the analysis known.
void BM_HintGallery(benchmark::State& state) {
    const std::string name = gallery_names().at(static_cast<std::size_t>(state.range(0)));
    state.SetLabel(name);
    run_hints(state, gallery_problem(name), state.range(1) != 0);
}

// The generated figure of the first argument's size, turns and mirror allowed (min k = 5).
void BM_HintGenerated(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    run_hints(state, generated(n, 20261124 + n, true), state.range(1) != 0);
}

// `--hint-worst`: every hint of the benchmarks above timed on its own (the best of 5 runs each, so
// that another process on the machine does not count), the slowest per figure.
bool hint_worst(int argc, char** argv) {
    if (argc < 2 || std::string(argv[1]) != "--hint-worst") return false;
    const auto measure = [](const std::string& label, const Problem& problem) {
        for (const bool known : {false, true}) {
            const std::vector<Position> positions = hint_positions(problem, kAll, 100);
            std::optional<Analysis> analysis;
            if (known) analysis = analyse(problem, kAll, list_request(100));
            long long worst = 0;
            for (const Position& position : positions) {
                long long fastest = -1;
                for (int run = 0; run < 5; ++run) {
                    const auto start = std::chrono::steady_clock::now();
                    auto given = hint(problem, kAll, position.table, position.played, analysis ? &*analysis : nullptr);
                    benchmark::DoNotOptimize(given);
                    const long long took =
                        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
                    if (fastest < 0 || took < fastest) fastest = took;
                }
                worst = std::max(worst, fastest);
            }
            std::printf("%-32s %5zu matches  %-14s worst of %zu positions: %lld us\n", label.c_str(), problem.before.size(),
                        known ? "analysis known" : "own analysis", positions.size(), worst);
        }
    };
    for (const std::string& name : gallery_names()) measure(name, gallery_problem(name));
    for (const std::size_t n : {300, 1000, 3000}) measure("generated-" + std::to_string(n), generated(n, 20261124 + n, true));
    return true;
}

// `knobel_bench_matches --write-figures DIR` writes the benchmark's 3,000-match figures as files
// (moved-60-mirrored.txt, moved-300.txt, ...) for the CLI and bench/matches_reference.py.
bool write_figures(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::string(argv[i]) != "--write-figures") continue;
        const std::string dir = argv[i + 1];
        for (const auto& [moved, mirrored] : kMovedFigures) {
            const std::string name = dir + "/moved-" + std::to_string(moved) + (mirrored ? "-mirrored" : "") + ".txt";
            std::ofstream(name) << format_problem_file(generated(3000, 20261124 + 3000, true, static_cast<std::size_t>(moved), mirrored));
        }
        std::ofstream(dir + "/scattered-5000.txt") << format_problem_file(scattered(5000));
        return true;
    }
    return false;
}

}  // namespace

BENCHMARK(BM_TranslationsOnly)->Arg(300)->Arg(1000)->Arg(3000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TurnsAndMirror)->Arg(300)->Arg(1000)->Arg(3000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TurnsAndMirrorMoved)
    ->Args({3000, 20, 0})
    ->Args({3000, 60, 1})
    ->Args({3000, 100, 0})
    ->Args({3000, 300, 0})
    ->Args({3000, 1000, 0})
    ->Args({3000, 1500, 0})
    ->Args({3000, 3000, 0})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Scattered)->Args({5000, 0})->Args({5000, 1})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Generate)->Args({1000, 0})->Args({1000, 1})->Args({1000, 2})->Args({300, 2})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HintGallery)->ArgsProduct({{0, 1, 2, 3, 4, 5, 6, 7}, {0, 1}})->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HintGenerated)->ArgsProduct({{300, 1000, 3000}, {0, 1}})->Unit(benchmark::kMicrosecond);

int main(int argc, char** argv) {
    knobel::cli::keep_freed_memory();  // as the knobel command does
    if (write_figures(argc, argv) || hint_worst(argc, argv)) return 0;
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
