#pragma once
// Rows of widgets that wrap on narrow screens (phones held upright): before an item, continue the
// line if the item fits, else start a new one. Dear ImGui lays out left to right with SameLine();
// this is the one step it needs to reflow.

namespace knobel::app {

// Call between two items instead of ImGui::SameLine(): `width` is the next item's width.
void same_line_or_wrap(float width);

// The width of a button with this label (text plus frame padding).
float button_width(const char* label);
// The width of a checkbox or radio button with this label.
float checkbox_width(const char* label);

// A note in the disabled colour and a small_button after it: on one line, the text centred on the
// button's height, when both fit; else the note wrapped and the button below it (a phone).
// Returns whether the button was pressed; the last item is the button.
bool note_then_button(const char* note, const char* button);

// The board first (issue 20): on a screen narrower than kBoardFirstWidth (a phone) a puzzle screen
// draws its board and play bar right under its heading, and the puzzle's settings after them in a
// panel that folds (settings_panel), so the board's top is on the first screen.
inline constexpr float kBoardFirstWidth = 600.0f;
bool board_first();
// The settings' panel of a board-first screen: a header (rect "settings"), open at first; true
// while open. `label` says what is in it.
bool settings_panel(const char* label);

// A board and what goes with it side by side on a wide window: a column `left` pixels wide and one
// with the rest, when the rest is at least `right_min` wide. begin_two_columns starts the left
// column and returns true; false when the window is narrower, and nothing is begun: the caller
// draws both parts one under the other. After true: next_column(), then end_two_columns().
bool begin_two_columns(const char* id, float left, float right_min);
void next_column();
void end_two_columns();

}  // namespace knobel::app
