#pragma once
// The C functions behind window.knobel (see docs/js-api.md and web/boot.js), and the clipboard.

namespace knobel::app {

// Connects ImGui's copy to the browser clipboard. Pasting goes the other way: the page catches
// the browser's paste event and hands the text to knobel_api_paste().
void install_clipboard();

}  // namespace knobel::app
