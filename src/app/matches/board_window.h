#pragma once
// One Matches board on screen: a child window with the figure(s) fitted in (a margin of one match
// length), panned and zoomed by its PanZoom. Every board records where it drew the plane, so that
// state().view.boards lets tests and tools turn exact points into pixels instead of guessing.

#include <cstdint>
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

// What a board is for. The table in play and the editors are tapped: never fitted below
// kFingerMatchLength on a finger-sized screen (the figure pans instead), so each match is a
// finger's target. An editor's every press is its own (a drag draws a match); on the others a press
// is the board's own drag only where the board pans (its figure is larger than it), and the table
// claims the presses on a match or with a match in hand itself: elsewhere a swipe scrolls the page.
enum class BoardUse : std::uint8_t { played, edited, shown };

// The shortest a tapped match is drawn with finger-sized controls, in CSS pixels: parallel matches
// of the lattice lie sin 60° of a match length apart, so a match's own strip is then at least
// kFingerTarget (44) wide.
inline constexpr float kFingerMatchLength = 52.0f;

// Opens the board `id` of `size` with the figures `fit` fitted in; end it with end_board().
BoardView begin_board(const char* id, ImVec2 size, const std::vector<const matches::Figure*>& fit, PanZoom& zoom,
                      DrawnBoards& drawn, BoardUse use);
void end_board();

}  // namespace knobel::app
