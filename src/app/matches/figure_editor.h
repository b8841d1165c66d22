#pragma once
// Matches' figure editor (the "Edit figures" board): the before and after figures side by side,
// each with its own undo history (snapshots: a figure is small). Press on a dot and drag towards a
// direction to lay a match, click a match to take it away, drag a match's middle to move the whole
// figure; Turn 30°, Mirror and Clear act on one figure. Every match that breaks a rule is drawn in
// red and the first fault is said in words (matches/problem.h). The screen takes the figures in
// when they change; the editor knows nothing of the game.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/matches/board_window.h"
#include "app/midend/play_session.h"
#include "app/midend/snapshot_edits.h"
#include "app/widgets/pan_zoom.h"
#include "matches/figure.h"
#include "matches/geometry.h"
#include "matches/problem.h"

namespace knobel::app {

class FigureEditor {
public:
    enum Side { kBefore = 0, kAfter = 1 };

    FigureEditor();
    // Both figures of `problem`, with fresh histories, fitted to their boards.
    void start(const matches::Problem& problem);
    // The two boards; true when a figure changed this frame (the screen then takes them in).
    bool draw(DrawnBoards& drawn);
    // Ctrl+Z / Ctrl+Y: the figure last pressed on. True when it changed.
    bool undo();
    bool redo();

    const matches::Figure& figure(int side) const { return edits_[side].state(); }
    // Why the figure cannot be solved yet (a crossing, a match on top of another, …), or "".
    const std::string& fault(int side) const { return faults_[side]; }

private:
    void find_faults();  // after every change: the faults and the matches to draw in red

    std::array<PlaySession<SnapshotRules<matches::Figure>>, 2> edits_;
    int edited_side_ = kBefore;
    std::optional<matches::Point> drag_point_;  // where a drag that lays a match started
    std::optional<std::size_t> drag_match_;     // the match a drag that moves the figure started on
    std::string faults_[2];
    std::vector<std::size_t> rule_breakers_[2];  // every match that breaks a rule
    std::array<PanZoom, 2> zoom_;
};

}  // namespace knobel::app
