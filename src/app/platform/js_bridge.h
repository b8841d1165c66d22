#pragma once
// The page's JavaScript as seen from C++ (implemented with EM_JS in js_bridge.cpp; the page side
// lives in web/boot.js): the address bar, the clipboard, downloads and the file picker.

#include <string>
#include <string_view>

namespace knobel::app {

// The fragment in the address bar now ("#hexmax/D24/3", or "").
std::string location_fragment();

// Puts `fragment` into the address bar (web/boot.js decides: another puzzle is a new history
// entry, a move of the same game replaces the entry; while `editing` the puzzle, only the first
// edit adds an entry).
void replace_fragment(std::string_view fragment, bool editing);

// The page's address with `fragment` in place of the current one, copied to the clipboard.
void copy_link_to_clipboard(std::string_view fragment);

// Text to the clipboard (ImGui's copy).
void copy_text_to_clipboard(std::string_view text);

// Offers `text` as a download named `file_name`.
void download_text(std::string_view file_name, std::string_view text);

// Opens the browser's file picker; the chosen file's text comes back through
// knobel.loadText(puzzle, text).
void pick_file(std::string_view puzzle, std::string_view accept);

// Tells the page whether a text field is being edited: on a touch screen the page then focuses a
// hidden text input, which brings up the phone's keyboard (a canvas cannot). Typing in it comes
// back through knobel_api_type / knobel_api_key (js_api.cpp).
void set_text_input_active(bool active);

// Whether the page's main pointer is a finger (CSS `pointer: coarse`: a phone, a tablet).
bool coarse_pointer();

// Tells the page that the app is up: it hides the loading indicator and shows the canvas.
void announce_ready();

// Tells the page that the app cannot start (no WebGL2 context on the real canvas, say): the
// loading indicator turns into `message`, instead of spinning forever.
void announce_start_failed(std::string_view message);

}  // namespace knobel::app
