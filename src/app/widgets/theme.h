#pragma once

#include "imgui.h"

namespace knobel::app {

// Knobel's look: a light theme with rounded controls and room for fingers.
void apply_theme();

// Before each frame: controls finger-sized (at least kFingerTarget pixels tall: buttons, fields,
// check boxes, sliders, headers, the layer cells) when the main pointer is a finger or the screen
// is narrow (a phone), else the desktop look. `body_font_size` in pixels (fonts.h).
void fit_theme_to_pointer(bool fingers, float body_font_size);
bool finger_sized();

// The height of a target a finger hits reliably, in CSS pixels (the usual guideline is 44).
inline constexpr float kFingerTarget = 44.0f;

// How far from a drawn target (a match, a lattice point) a press still hits it: half a finger's
// target when finger_sized(), else `mouse` pixels.
float pointer_reach(float mouse);

// ImGui::SmallButton on a desktop; a full-height button when finger_sized().
bool small_button(const char* label);

// An item of a combo's drop-down list (ImGui::Selectable): a line of text on a desktop, a
// finger's height (kFingerTarget, the spacing between items included) when finger_sized().
bool list_item(const char* label, bool selected = false);

// The side of a cell of a grid of `count` cells per row: `cell`, grown to a finger's size when
// finger_sized(), but not beyond what lets the row fit into `room` pixels.
float finger_cell(float cell, int count, float room);

// The colour of a hint: its sentence on the play bar and the marks of its move on the board
// (an amber that reads on the light theme and is not the error red or the optimum green).
inline ImVec4 hint_colour() { return ImVec4(0.72f, 0.42f, 0.0f, 1.0f); }
inline ImU32 hint_colour_u32() { return IM_COL32(184, 107, 0, 255); }
// A board's keyboard cursor (Hex-Max's stick place, Matches' match): one orange on every board.
inline ImU32 keyboard_cursor_colour() { return IM_COL32(214, 96, 0, 255); }

// A message the user must act on (bad input, no answer): wrapped text in the theme's error colour.
void error_text(const char* text);

}  // namespace knobel::app
