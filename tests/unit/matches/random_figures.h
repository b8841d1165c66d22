#pragma once
// Small random valid figures for the Matches tests, built in the file's a b c d coordinates and
// handed to the core as file text (so the parser is part of every round). A figure grows like a
// random walk: each new match starts at an end of an earlier one (now and then at a point nearby)
// and is kept only if it meets no other match badly.

#include <random>
#include <string>
#include <vector>

#include "brute_force.h"
#include "matches/geometry.h"

namespace knobel::matches::testing {

struct Written {
    brute::P point;
    int angle_steps = 0;  // angle / 30
};

inline Match core_match(const Written& w) {
    return make_match(*from_abcd({w.point[0], w.point[1], w.point[2], w.point[3]}), w.angle_steps);
}

inline bool fits(const std::vector<Written>& figure, const Written& candidate) {
    const Match m = core_match(candidate);
    for (const Written& w : figure) {
        const Contact c = contact(core_match(w), m);
        if (c != Contact::apart && c != Contact::shared_end) return false;
    }
    return true;
}

// directions: 0 all twelve, 1 multiples of 60° (triangles), 2 multiples of 90° (squares).
inline std::vector<Written> random_figure(std::mt19937& rng, std::size_t count, int directions) {
    std::vector<Written> figure;
    std::vector<brute::P> ends = {{0, 0, 0, 0}};
    const int step = directions == 0 ? 1 : directions == 1 ? 2 : 3;
    for (int attempt = 0; attempt < 4000 && figure.size() < count; ++attempt) {
        brute::P from = ends[std::uniform_int_distribution<std::size_t>(0, ends.size() - 1)(rng)];
        if (rng() % 8 == 0) from = brute::add(from, brute::unit(static_cast<int>(rng() % 12)));
        const Written candidate{from, step * static_cast<int>(rng() % static_cast<unsigned>(12 / step))};
        if (!fits(figure, candidate)) continue;
        figure.push_back(candidate);
        ends.push_back(brute::add(from, brute::unit(candidate.angle_steps)));
    }
    return figure;
}

// `figure` with `relocated` matches moved elsewhere (as far as room allows), then turned, maybe
// mirrored and shifted: an after figure that fits the before figure well under some placement.
inline std::vector<Written> variation(std::mt19937& rng, std::vector<Written> figure, std::size_t relocated, int directions,
                                      int rotation, bool mirrored) {
    const std::size_t n = figure.size();
    for (std::size_t i = 0; i < relocated && !figure.empty(); ++i) figure.erase(figure.begin() + static_cast<long>(rng() % figure.size()));
    const int step = directions == 0 ? 1 : directions == 1 ? 2 : 3;
    for (int attempt = 0; attempt < 4000 && figure.size() < n; ++attempt) {
        const Written& base = figure.empty() ? Written{} : figure[rng() % figure.size()];
        brute::P from = rng() % 2 ? base.point : brute::add(base.point, brute::unit(base.angle_steps));
        const Written candidate{from, step * static_cast<int>(rng() % static_cast<unsigned>(12 / step))};
        if (fits(figure, candidate)) figure.push_back(candidate);
    }
    brute::P shift{0, 0, 0, 0};
    for (int i = 0; i < 3; ++i) shift = brute::add(shift, brute::unit(static_cast<int>(rng() % 12)));
    std::vector<Written> out;
    for (const Written& w : figure)
        out.push_back({brute::add(brute::transform(w.point, rotation, mirrored), shift),
                       (mirrored ? -w.angle_steps : w.angle_steps) + rotation});
    for (Written& w : out) w.angle_steps = ((w.angle_steps % 12) + 12) % 12;
    return out;
}

inline std::string file_text(const std::vector<Written>& before, const std::vector<Written>& after) {
    std::string text = "before\n";
    for (const auto* list : {&before, &after}) {
        if (list == &after) text += "after\n";
        for (const Written& w : *list)
            text += std::to_string(w.point[0]) + " " + std::to_string(w.point[1]) + " " + std::to_string(w.point[2]) +
                    " " + std::to_string(w.point[3]) + " " + std::to_string(30 * w.angle_steps) + "\n";
    }
    return text;
}

inline std::vector<brute::M> brute_figure(const std::vector<Written>& figure) {
    std::vector<brute::M> out;
    for (const Written& w : figure) out.push_back(brute::match(w.point, w.angle_steps));
    return out;
}

}  // namespace knobel::matches::testing
