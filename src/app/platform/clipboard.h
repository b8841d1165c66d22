#pragma once
// The clipboard and text from the page: ImGui's copy goes to the browser's clipboard; pasted text
// (the page catches the browser's paste event) and text typed on a phone's keyboard (a hidden
// input) reach the focused field in the next frame.

#include <string_view>

namespace knobel::app {

// Connects ImGui's copy to the browser clipboard. Pasting goes the other way: the page catches
// the browser's paste event and hands the text to knobel_api_paste().
void install_clipboard();

// Pasted text reaches the focused field in the next frame. Call between the platform's NewFrame
// and ImGui::NewFrame; hand what it returns to restore_modifiers() once the frame is drawn.
struct HeldModifiers {
    bool pasted = false;
    bool ctrl = false;
    bool super = false;
};
HeldModifiers feed_pasted_text();
void restore_modifiers(const HeldModifiers& held);

// Text to type into the focused field in the next frame (a paste, or a phone keyboard's characters).
void queue_text_input(std::string_view text);

}  // namespace knobel::app
