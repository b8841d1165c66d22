#pragma once
// Where named widgets were drawn in the last frame, for knobel.rect(id): browser tests click real
// pixels instead of calling functions, so a widget that is hidden, covered or moved fails the test.

#include <optional>
#include <string>
#include <string_view>

namespace knobel::app {

struct WidgetRect {
    float x = 0, y = 0, w = 0, h = 0;  // CSS pixels, relative to the canvas
};

// Forget last frame's rects. Called at the start of each frame.
void clear_widget_rects();

// Records the last ImGui item's rectangle under `id`, if any of it is visible.
void track_widget_rect(std::string_view id);
// Records a rectangle drawn inside the current window (a stick, a cell) under `id`, clipped to
// what of it is visible: parts of a custom-drawn board that tests click.
void track_drawn_rect(std::string_view id, float x0, float y0, float x1, float y1);
// As track_widget_rect, for a board in a wide board's strip (wide_board.h): its whole width, the
// part panned out of view included, so that a cell's place follows from the rect as on a board
// that fits (the tests and js-api.md compute cells so); its height clipped as any widget's.
void track_wide_board_rect(std::string_view id);

// Records the current window (a child window: a board, the digits) under `id`. (After
// BeginChild there is no item yet, so track_widget_rect would record nothing.)
void track_window_rect(std::string_view id);

std::optional<WidgetRect> find_widget_rect(std::string_view id);

// The id of the tracked text field being edited in the last frame, or "" (state().typing: a test
// that tabs into a field waits for it to take the keys, rather than for a number of frames).
const std::string& typing_field();

// {"x": .., "y": .., "w": .., "h": ..} or null.
std::string widget_rect_json(std::string_view id);

}  // namespace knobel::app
