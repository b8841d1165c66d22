// The solver's ways on medium figures (a few hundred matches, too many for the brute force of
// solver_test.cpp): the automatic analysis (seed, sampled search, anchors, counts) and the sampled
// search alone must give what the plain vote count over every pair gives (Method::votes, the
// solver as it was before anchors) and the anchored search: the minimum, the number of optimal
// placements, the least of them in order, and looked-up values of k.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "matches/problem.h"
#include "matches/solver.h"

namespace knobel::matches {
namespace {

// Edges of a triangular lattice (0°, 60°, 120° from points i + j·ζ²) or a square one (0°, 90°
// from i + j·ζ³): edges of one lattice meet only at their ends, so any subset is a valid figure.
Match lattice_edge(bool square, std::int64_t i, std::int64_t j, int which) {
    const Point at = square ? Point{i, 0, 0, j} : Point{i, 0, j, 0};
    return make_match(at, square ? 3 * which : 2 * which);
}

struct MediumCase {
    Problem problem;
    std::string about;
};

// A patch of a lattice with edges left out, and after: the same with `moved` edges taken to free
// edges elsewhere, turned, maybe mirrored and shifted — or, now and then, another patch.
MediumCase medium_case(std::mt19937_64& rng) {
    const bool square = rng() % 3 == 0;
    const int width = 6 + static_cast<int>(rng() % 14), height = 4 + static_cast<int>(rng() % 8);
    const int edges = square ? 2 : 3;
    std::vector<Match> all;
    for (int i = 0; i < width; ++i)
        for (int j = 0; j < height; ++j)
            for (int e = 0; e < edges; ++e) all.push_back(lattice_edge(square, i, j, e));
    std::shuffle(all.begin(), all.end(), rng);
    const std::size_t n = all.size() * (5 + rng() % 4) / 10;
    MediumCase c;
    c.problem.before.assign(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n));
    Figure after = c.problem.before;
    const std::size_t moved = rng() % 4 == 0 ? n : rng() % (n / 2 + 1);
    for (std::size_t i = 0; i < moved && n + i < all.size(); ++i) after[rng() % n] = all[n + i];
    std::set<Match> distinct(after.begin(), after.end());
    if (distinct.size() != n) after = Figure(all.end() - static_cast<std::ptrdiff_t>(n), all.end());
    const Placement placement{{static_cast<int>(rng() % 12), rng() % 2 == 0},
                              {static_cast<std::int64_t>(rng() % 7) - 3, static_cast<std::int64_t>(rng() % 7) - 3, 0, 1}};
    for (const Match& match : after) c.problem.after.push_back(apply(placement, match));
    c.about = std::string(square ? "square" : "triangular") + " n = " + std::to_string(n) + " moved " + std::to_string(moved);
    return c;
}

AnalysisRequest listed_by(Method method, std::vector<std::uint64_t> lookups) {
    AnalysisRequest request;
    request.method = method;
    request.lookups = std::move(lookups);
    request.list_limit = 12;
    return request;
}

void expect_same(const Problem& problem, const Options& options, const std::string& about) {
    const std::uint64_t n = problem.before.size();
    const Analysis plain = analyse(problem, options, listed_by(Method::votes, {}));
    std::vector<std::uint64_t> lookups = {plain.min_k + 1, plain.min_k + 2, n - 1, n / 2};
    const Analysis reference = analyse(problem, options, listed_by(Method::votes, lookups));
    for (const Method method : {Method::automatic, Method::sampled, Method::anchors}) {
        const Analysis got = analyse(problem, options, listed_by(method, lookups));
        const std::string where = about + " method " + std::to_string(static_cast<int>(method));
        EXPECT_EQ(got.min_k, reference.min_k) << where;
        EXPECT_EQ(got.optimal_placements, reference.optimal_placements) << where;
        EXPECT_EQ(got.best, reference.best) << where;
        EXPECT_EQ(got.optimal_list, reference.optimal_list) << where;
        for (const std::uint64_t k : lookups) EXPECT_EQ(got.achieves(k), reference.achieves(k)) << where << " k = " << k;
    }
}

TEST(MatchesSolverMethods, MediumFiguresAgreeWithThePlainVoteCount) {
    std::mt19937_64 rng(1124);
    std::set<std::uint64_t> minima;
    for (int round = 0; round < 24; ++round) {
        const MediumCase c = medium_case(rng);
        ASSERT_FALSE(first_rule_break(c.problem.before)) << c.about;
        ASSERT_FALSE(first_rule_break(c.problem.after)) << c.about;
        for (int option_set = 0; option_set < 4; ++option_set)
            expect_same(c.problem, Options{(option_set & 1) != 0, (option_set & 2) != 0},
                        c.about + " options " + std::to_string(option_set));
        minima.insert(analyse(c.problem, Options{true, true}).min_k * 10 / c.problem.before.size());
    }
    EXPECT_GE(minima.size(), 4u);  // small, medium and large k all met
}

// The same with one match far out, so that no placement fits 64-bit codes: counts in passes.
TEST(MatchesSolverMethods, SpreadMediumFiguresAgreeWithThePlainVoteCount) {
    std::mt19937_64 rng(4211);
    for (int round = 0; round < 8; ++round) {
        MediumCase c = medium_case(rng);
        c.problem.before.push_back(make_match({400'000'000, 300'000'000, 0, -400'000'000}, 1));
        c.problem.after.push_back(make_match({-400'000'000, -300'000'000, 0, 400'000'000}, 1));
        for (int option_set = 0; option_set < 4; ++option_set)
            expect_same(c.problem, Options{(option_set & 1) != 0, (option_set & 2) != 0},
                        c.about + " spread, options " + std::to_string(option_set));
    }
}

}  // namespace
}  // namespace knobel::matches
