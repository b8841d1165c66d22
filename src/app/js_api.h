#pragma once
// The C functions behind window.knobel (see docs/js-api.md and web/boot.js), and the clipboard.

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

}  // namespace knobel::app
