#include "app/matches/matches_board.h"

#include <algorithm>
#include <cmath>

#include "app/widgets/theme.h"

namespace knobel::app {
namespace {

constexpr float kSqrt3 = 1.7320508f;
constexpr float kPi = 3.14159265f;
constexpr ImU32 kWood = IM_COL32(214, 170, 102, 255);
constexpr ImU32 kWoodEdge = IM_COL32(150, 108, 52, 255);
constexpr ImU32 kHead = IM_COL32(196, 40, 32, 255);
constexpr ImU32 kWrong = IM_COL32(220, 30, 30, 255);
constexpr ImU32 kGhost = IM_COL32(60, 110, 200, 150);

float length(ImVec2 v) { return std::sqrt(v.x * v.x + v.y * v.y); }

// A stick from a to b in screen pixels: a wooden body, a darker edge, a red head at b.
void draw_stick(ImDrawList* draw, ImVec2 a, ImVec2 b, float scale, ImU32 body, ImU32 edge, bool head) {
    const float width = std::max(2.0f, scale * 0.09f);
    // Sticks stop a little short of their ends, so that two meeting at a point stay apart.
    const ImVec2 d(b.x - a.x, b.y - a.y);
    const float inset = std::min(0.06f * scale, length(d) * 0.2f);
    const float l = std::max(length(d), 1e-3f);
    const ImVec2 u(d.x / l, d.y / l);
    const ImVec2 p(a.x + u.x * inset, a.y + u.y * inset), q(b.x - u.x * inset, b.y - u.y * inset);
    draw->AddLine(p, q, edge, width + 1.5f);
    draw->AddLine(p, q, body, width);
    if (head) draw->AddCircleFilled(ImVec2(q.x - u.x * width * 0.3f, q.y - u.y * width * 0.3f), width * 0.85f, kHead, 12);
}

}  // namespace

ImVec2 plane_of(const matches::Point& point) {
    const matches::Abcd abcd = matches::to_abcd(point);
    return ImVec2(static_cast<float>(abcd.a) / 2 + static_cast<float>(abcd.b) * kSqrt3 / 2,
                  static_cast<float>(abcd.c) / 2 + static_cast<float>(abcd.d) * kSqrt3 / 2);
}

ImVec2 screen_of(const BoardView& view, const matches::Point& point) {
    const ImVec2 xy = plane_of(point);
    return ImVec2(view.origin.x + xy.x * view.scale, view.origin.y - xy.y * view.scale);
}

ImVec2 plane_at(const BoardView& view, ImVec2 screen) {
    return ImVec2((screen.x - view.origin.x) / view.scale, (view.origin.y - screen.y) / view.scale);
}

PlaneBox bounds_of(const std::vector<const matches::Figure*>& figures) {
    PlaneBox box{ImVec2(-0.5f, -0.5f), ImVec2(1.5f, 1.5f)};
    bool first = true;
    for (const matches::Figure* figure : figures) {
        for (const matches::Match& match : *figure) {
            for (const matches::Point& end : {match.start, matches::end_of(match)}) {
                const ImVec2 xy = plane_of(end);
                if (first) {
                    box = {xy, xy};
                    first = false;
                }
                box.min = ImVec2(std::min(box.min.x, xy.x), std::min(box.min.y, xy.y));
                box.max = ImVec2(std::max(box.max.x, xy.x), std::max(box.max.y, xy.y));
            }
        }
    }
    return box;
}

void draw_match(ImDrawList* draw, const BoardView& view, const matches::Match& match, MatchLook look, ImU32 colour) {
    const ImVec2 a = screen_of(view, match.start), b = screen_of(view, matches::end_of(match));
    switch (look) {
        case MatchLook::wood:
            if (colour) draw->AddLine(a, b, colour, std::max(6.0f, view.scale * 0.22f));  // the pairing's halo
            draw_stick(draw, a, b, view.scale, kWood, kWoodEdge, true);
            break;
        case MatchLook::wrong:
            draw_stick(draw, a, b, view.scale, kWrong, IM_COL32(120, 10, 10, 255), true);
            break;
        case MatchLook::lifted:
            draw_stick(draw, a, b, view.scale, IM_COL32(214, 170, 102, 70), IM_COL32(150, 108, 52, 70), false);
            break;
        case MatchLook::ghost: {
            const ImU32 line = colour ? colour : kGhost;
            const float width = std::max(2.0f, view.scale * 0.09f);
            draw->AddLine(a, b, line, width * 0.5f);
            draw->AddCircle(a, width * 0.5f, line, 8);
            draw->AddCircle(b, width * 0.5f, line, 8);
            break;
        }
    }
}

void draw_flying_match(ImDrawList* draw, const BoardView& view, const matches::Match& from, const matches::Match& to,
                       float t, ImU32 colour) {
    const float s = t * t * (3.0f - 2.0f * std::clamp(t, 0.0f, 1.0f));
    const ImVec2 fa = screen_of(view, from.start), fb = screen_of(view, matches::end_of(from));
    const ImVec2 ta = screen_of(view, to.start), tb = screen_of(view, matches::end_of(to));
    const ImVec2 from_mid((fa.x + fb.x) / 2, (fa.y + fb.y) / 2), to_mid((ta.x + tb.x) / 2, (ta.y + tb.y) / 2);
    float from_angle = std::atan2(fb.y - fa.y, fb.x - fa.x), to_angle = std::atan2(tb.y - ta.y, tb.x - ta.x);
    float turn = to_angle - from_angle;
    while (turn > kPi) turn -= 2 * kPi;
    while (turn < -kPi) turn += 2 * kPi;
    const float angle = from_angle + turn * s;
    const float lift = std::sin(kPi * s) * view.scale * 0.25f;
    const ImVec2 mid(from_mid.x + (to_mid.x - from_mid.x) * s, from_mid.y + (to_mid.y - from_mid.y) * s - lift);
    const float half = view.scale / 2;
    const ImVec2 a(mid.x - std::cos(angle) * half, mid.y - std::sin(angle) * half);
    const ImVec2 b(mid.x + std::cos(angle) * half, mid.y + std::sin(angle) * half);
    if (colour) draw->AddLine(a, b, colour, std::max(6.0f, view.scale * 0.22f));
    draw_stick(draw, a, b, view.scale, kWood, kWoodEdge, true);
}

void draw_carried_match(ImDrawList* draw, const BoardView& view, ImVec2 at, int direction) {
    const float angle = static_cast<float>(direction) * kPi / 6;
    const float half = view.scale / 2;
    const ImVec2 a(at.x - std::cos(angle) * half, at.y + std::sin(angle) * half);
    const ImVec2 b(at.x + std::cos(angle) * half, at.y - std::sin(angle) * half);
    draw_stick(draw, a, b, view.scale, kWood, kWoodEdge, true);
}

namespace {

template <class Visit>
void for_each_candidate_point(const BoardView& view, const matches::Figure& figure, ImVec2 min, ImVec2 max,
                              Visit&& visit) {
    const auto inside = [&](const matches::Point& point) {
        const ImVec2 at = screen_of(view, point);
        return at.x >= min.x && at.x <= max.x && at.y >= min.y && at.y <= max.y;
    };
    // The whole-number grid (a = 2x, c = 2y: always on the lattice), when it is not too dense.
    if (view.scale >= 14.0f) {
        const ImVec2 low = plane_at(view, ImVec2(min.x, max.y)), high = plane_at(view, ImVec2(max.x, min.y));
        for (auto x = static_cast<long long>(std::floor(low.x)); x <= static_cast<long long>(std::ceil(high.x)); ++x)
            for (auto y = static_cast<long long>(std::floor(low.y)); y <= static_cast<long long>(std::ceil(high.y)); ++y)
                if (const auto point = matches::from_abcd({2 * x, 0, 2 * y, 0})) visit(*point);
    }
    // The figure's ends and one step on from them in every direction.
    for (const matches::Match& match : figure) {
        for (const matches::Point& end : {match.start, matches::end_of(match)}) {
            // Each point tested on its own: a neighbour can be inside the box when its end is not
            // (point_near asks about a small box round the pointer).
            if (inside(end)) visit(end);
            for (int direction = 0; direction < 12; ++direction) {
                const matches::Point next = end + matches::unit_step(direction);
                if (inside(next)) visit(next);
            }
        }
    }
}

}  // namespace

void draw_lattice(ImDrawList* draw, const BoardView& view, ImVec2 min, ImVec2 max, const matches::Figure& figure) {
    const ImU32 dot = IM_COL32(120, 128, 140, 90);
    const float radius = std::clamp(view.scale * 0.035f, 1.0f, 2.5f);
    for_each_candidate_point(view, figure, min, max, [&](const matches::Point& point) {
        draw->AddCircleFilled(screen_of(view, point), radius, dot, 6);
    });
}

std::optional<std::size_t> match_at(const BoardView& view, const matches::Figure& figure, ImVec2 screen) {
    // A finger's strip around the match (nearest wins where two strips meet).
    const float reach = std::max(pointer_reach(10.0f), view.scale * 0.18f);
    std::optional<std::size_t> best;
    float best_distance = reach;
    for (std::size_t i = 0; i < figure.size(); ++i) {
        const ImVec2 a = screen_of(view, figure[i].start), b = screen_of(view, matches::end_of(figure[i]));
        const ImVec2 d(b.x - a.x, b.y - a.y);
        const float t = std::clamp(((screen.x - a.x) * d.x + (screen.y - a.y) * d.y) / std::max(1e-6f, d.x * d.x + d.y * d.y),
                                   0.1f, 0.9f);
        const float distance = length(ImVec2(screen.x - (a.x + t * d.x), screen.y - (a.y + t * d.y)));
        if (distance < best_distance) {
            best_distance = distance;
            best = i;
        }
    }
    return best;
}

std::optional<matches::Point> point_near(const BoardView& view, const matches::Figure& figure, ImVec2 screen) {
    const float reach = std::max(pointer_reach(12.0f), view.scale * 0.3f);
    const ImVec2 min(screen.x - reach, screen.y - reach), max(screen.x + reach, screen.y + reach);
    std::optional<matches::Point> best;
    float best_distance = reach;
    for_each_candidate_point(view, figure, min, max, [&](const matches::Point& point) {
        const ImVec2 at = screen_of(view, point);
        const float distance = length(ImVec2(at.x - screen.x, at.y - screen.y));
        if (distance < best_distance) {
            best_distance = distance;
            best = point;
        }
    });
    return best;
}

EditorPress editor_press(const BoardView& view, const matches::Figure& figure, ImVec2 screen) {
    const std::optional<std::size_t> match = match_at(view, figure, screen);
    const std::optional<matches::Point> point = point_near(view, figure, screen);
    if (!match) return {point, std::nullopt};
    if (point) {
        const bool an_end = std::any_of(figure.begin(), figure.end(), [&](const matches::Match& m) {
            return m.start == *point || matches::end_of(m) == *point;
        });
        const ImVec2 dot = screen_of(view, *point);
        const ImVec2 a = screen_of(view, figure[*match].start), b = screen_of(view, matches::end_of(figure[*match]));
        const ImVec2 middle((a.x + b.x) / 2, (a.y + b.y) / 2);
        const float to_dot = length(ImVec2(dot.x - screen.x, dot.y - screen.y));
        const float to_middle = length(ImVec2(middle.x - screen.x, middle.y - screen.y));
        if (an_end && to_dot < to_middle && to_dot <= std::max(8.0f, view.scale * 0.22f)) return {point, std::nullopt};
    }
    return {std::nullopt, match};
}

int direction_of(ImVec2 drag) {
    const float angle = std::atan2(-drag.y, drag.x);  // the screen's y grows downwards
    const int direction = static_cast<int>(std::lround(angle / (kPi / 6)));
    return ((direction % 12) + 12) % 12;
}

}  // namespace knobel::app
