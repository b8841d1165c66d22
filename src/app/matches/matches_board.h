#pragma once
// Drawing matchstick figures (ImGui): matches as wooden sticks with a red head on a faint lattice
// of dots, a match in flight, and the pointer's geometry — which match it is on, which lattice
// point and which of the twelve directions a drag snaps to. The exact points come from the
// Matches core; floating point here is for pixels only, never for a rule.

#include <optional>
#include <vector>

#include "imgui.h"
#include "matches/figure.h"
#include "matches/geometry.h"

namespace knobel::app {

// Where the plane lies on screen: `origin` is the screen position of the plane's (0, 0), `scale`
// the pixels per match length. The plane's y grows upwards, the screen's downwards.
struct BoardView {
    ImVec2 origin;
    float scale = 40.0f;
};

// The plane coordinates (x, y) of an exact point.
ImVec2 plane_of(const matches::Point& point);
ImVec2 screen_of(const BoardView& view, const matches::Point& point);
ImVec2 plane_at(const BoardView& view, ImVec2 screen);

// The plane box around the figures (at least a unit square round the origin).
struct PlaneBox {
    ImVec2 min, max;
};
PlaneBox bounds_of(const std::vector<const matches::Figure*>& figures);

enum class MatchLook { wood, ghost, wrong, lifted };
// One match; `colour` (if not 0) marks it (the pairing of a move with its target).
void draw_match(ImDrawList* draw, const BoardView& view, const matches::Match& match, MatchLook look,
                ImU32 colour = 0);
// A match on its way from `from` to `to`, `t` from 0 to 1: lifted, slid and turned.
void draw_flying_match(ImDrawList* draw, const BoardView& view, const matches::Match& from, const matches::Match& to,
                       float t, ImU32 colour);
// A match carried by the pointer: centred at `at`, at `direction`·30°.
void draw_carried_match(ImDrawList* draw, const BoardView& view, ImVec2 at, int direction);
// Faint dots at the lattice points a match could start from in the visible part of the board:
// the whole-number grid and the ends of the figure's matches with their twelve neighbours.
void draw_lattice(ImDrawList* draw, const BoardView& view, ImVec2 min, ImVec2 max, const matches::Figure& figure);

// The index of the match under `screen` (within a finger's reach), if any.
std::optional<std::size_t> match_at(const BoardView& view, const matches::Figure& figure, ImVec2 screen);
// The lattice point nearest to `screen` among those draw_lattice shows, if one is within reach.
std::optional<matches::Point> point_near(const BoardView& view, const matches::Figure& figure, ImVec2 screen);
// What a press at `screen` on an editor board is aimed at: a match (a click takes it away, a drag
// moves the figure) or a lattice point (a drag lays a new match from it). A press on a match
// takes the match, although on a 30°/60° figure some dot (a neighbour of another match's end)
// lies 0.13 of a match from its middle; only an end of a match near the press, nearer than the
// middle of the match under the pointer, takes the dot, so that a new match can start at an end.
// Off every match, the nearest dot within reach.
struct EditorPress {
    std::optional<matches::Point> point;
    std::optional<std::size_t> match;
};
EditorPress editor_press(const BoardView& view, const matches::Figure& figure, ImVec2 screen);

// The one of the twelve directions (0..11, ·30°) nearest to the screen vector `drag`.
int direction_of(ImVec2 drag);

}  // namespace knobel::app
