#pragma once
// An independent model of the Matches rules for small figures, written from the spec alone: points
// in the file's a b c d coordinates (not the core's ring basis), turns by the abcd formulas
// derived from x = a/2 + b√3/2, y = c/2 + d√3/2, a match as the sorted pair of its two end points
// (not start + direction), and placements counted by testing every after match against every
// before match. Slow, obvious, and sharing no code with the solver.

#include <algorithm>
#include <array>
#include <cstdint>
#include <set>
#include <utility>
#include <vector>

namespace knobel::matches::brute {

using P = std::array<std::int64_t, 4>;  // a b c d
using M = std::pair<P, P>;              // end points, first < second

inline P add(const P& x, const P& y) { return {x[0] + y[0], x[1] + y[1], x[2] + y[2], x[3] + y[3]}; }
inline P sub(const P& x, const P& y) { return {x[0] - y[0], x[1] - y[1], x[2] - y[2], x[3] - y[3]}; }

// The unit step at angle·30°, from cos and sin: (a + b√3)/2 and (c + d√3)/2.
inline P unit(int k) {
    static const P table[12] = {{2, 0, 0, 0},  {0, 1, 1, 0},  {1, 0, 0, 1},   {0, 0, 2, 0},
                                {-1, 0, 0, 1}, {0, -1, 1, 0}, {-2, 0, 0, 0},  {0, -1, -1, 0},
                                {-1, 0, 0, -1}, {0, 0, -2, 0}, {1, 0, 0, -1}, {0, 1, -1, 0}};
    return table[((k % 12) + 12) % 12];
}

// x' = x·√3/2 − y/2, y' = x/2 + y·√3/2, worked out on a, b, c, d.
inline P turn(const P& v) { return {(3 * v[1] - v[2]) / 2, (v[0] - v[3]) / 2, (v[0] + 3 * v[3]) / 2, (v[1] + v[2]) / 2}; }
inline P flip(const P& v) { return {v[0], v[1], -v[2], -v[3]}; }

inline M make(const P& x, const P& y) { return x < y ? M{x, y} : M{y, x}; }
inline M match(const P& from, int angle_steps) { return make(from, add(from, unit(angle_steps))); }

inline P transform(P v, int rotation, bool mirrored) {
    if (mirrored) v = flip(v);
    for (int i = 0; i < rotation; ++i) v = turn(v);
    return v;
}

inline std::vector<M> placed(const std::vector<M>& after, int rotation, bool mirrored, const P& shift) {
    std::vector<M> out;
    for (const M& m : after)
        out.push_back(make(add(transform(m.first, rotation, mirrored), shift), add(transform(m.second, rotation, mirrored), shift)));
    std::sort(out.begin(), out.end());
    return out;
}

struct Result {
    std::set<std::uint64_t> achievable;  // includes n
    std::uint64_t min_k = 0;
    std::set<std::vector<M>> optimal_figures;  // distinct placed figures with k = min_k (< n)
};

// Every placement that covers at least one before match maps some after end point onto some
// before end point; all of those are tried, each counted against every before match.
inline Result solve(const std::vector<M>& before, const std::vector<M>& after, bool rotate, bool mirror) {
    Result result;
    const std::uint64_t n = before.size();
    result.achievable.insert(n);
    std::set<std::pair<std::pair<int, bool>, P>> tried;
    std::vector<std::pair<std::vector<M>, std::uint64_t>> candidates;
    for (int m = 0; m < (mirror ? 2 : 1); ++m)
        for (int r = 0; r < (rotate ? 12 : 1); ++r)
            for (const M& a : after)
                for (const M& b : before)
                    for (const P& from : {a.first, a.second})
                        for (const P& to : {b.first, b.second}) {
                            const P shift = sub(to, transform(from, r, m == 1));
                            if (!tried.insert({{r, m == 1}, shift}).second) continue;
                            const std::vector<M> figure = placed(after, r, m == 1, shift);
                            std::uint64_t uncovered = 0;
                            for (const M& x : before)
                                if (std::find(figure.begin(), figure.end(), x) == figure.end()) ++uncovered;
                            result.achievable.insert(uncovered);
                            candidates.emplace_back(figure, uncovered);
                        }
    result.min_k = *result.achievable.begin();
    if (result.min_k < n)
        for (const auto& [figure, k] : candidates)
            if (k == result.min_k) result.optimal_figures.insert(figure);
    return result;
}

// The spec's verdicts. mode 0 exact, 1 at most, 2 strict.
inline bool solvable(const Result& result, std::uint64_t n, std::uint64_t u, int mode) {
    if (mode == 1) return result.min_k <= u;
    if (mode == 2) return result.achievable.count(u) != 0;
    if (u > n) return false;
    for (const std::uint64_t k : result.achievable)
        if (k <= u && !(k == 0 && u == 1)) return true;
    return false;
}

}  // namespace knobel::matches::brute
