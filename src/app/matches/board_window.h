#pragma once
// One Matches board on screen: a child window with the figure(s) fitted in (a margin of one match
// length), panned and zoomed by its PanZoom. Every board records where it drew the plane, so that
// state().view.boards lets tests and tools turn exact points into pixels instead of guessing.

#include <string>
#include <utility>
#include <vector>

#include "app/matches/matches_board.h"
#include "app/widgets/pan_zoom.h"
#include "imgui.h"
#include "matches/figure.h"

namespace knobel::app {

// Where each board drew the plane in the last frame, by board id.
using DrawnBoards = std::vector<std::pair<std::string, BoardView>>;

// Opens the board `id` of `size` with the figures `fit` fitted in; end it with end_board().
BoardView begin_board(const char* id, ImVec2 size, const std::vector<const matches::Figure*>& fit, PanZoom& zoom,
                      DrawnBoards& drawn);
void end_board();

}  // namespace knobel::app
