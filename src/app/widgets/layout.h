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

}  // namespace knobel::app
