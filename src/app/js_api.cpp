#include "app/js_api.h"

#include <emscripten.h>

#include <cstring>
#include <string>

#include "app/app.h"
#include "app/js_bridge.h"
#include "app/platform.h"
#include "app/widget_rects.h"
#include "imgui.h"

namespace knobel::app {
namespace {

std::string g_clipboard;   // ImGui reads its clipboard back from here
std::string g_api_result;  // the text the last API call returned, alive until the next call

const char* hand_back(std::string text) {
    g_api_result = std::move(text);
    return g_api_result.c_str();
}

}  // namespace

void install_clipboard() {
    ImGuiIO& io = ImGui::GetIO();
    io.SetClipboardTextFn = [](void*, const char* text) {
        g_clipboard = text;
        copy_text_to_clipboard(g_clipboard);
    };
    io.GetClipboardTextFn = [](void*) { return g_clipboard.c_str(); };
}

}  // namespace knobel::app

// Called by web/boot.js; every string argument is UTF-8 and every returned string stays valid
// until the next call.
extern "C" {

EMSCRIPTEN_KEEPALIVE const char* knobel_api_state() { return knobel::app::hand_back(knobel::app::the_app().state_json()); }

EMSCRIPTEN_KEEPALIVE int knobel_api_open(const char* fragment) { return knobel::app::the_app().open_fragment(fragment); }

EMSCRIPTEN_KEEPALIVE int knobel_api_load_text(const char* puzzle, const char* text, const char* source) {
    return knobel::app::the_app().load_text(puzzle, text, source);
}

EMSCRIPTEN_KEEPALIVE void knobel_api_solve() { knobel::app::the_app().solve(); }

EMSCRIPTEN_KEEPALIVE const char* knobel_api_rect(const char* id) {
    return knobel::app::hand_back(knobel::app::widget_rect_json(id));
}

// Asks for one more frame (knobel.frame() waits for it): frames are drawn on demand only.
EMSCRIPTEN_KEEPALIVE void knobel_api_request_frame() { knobel::app::request_frame(); }

EMSCRIPTEN_KEEPALIVE void knobel_api_show_error(const char* message) { knobel::app::the_app().show_error(message); }

// Text from the browser's paste event, typed into the focused ImGui text field. Fields hold at
// most a few hundred thousand characters; a bigger paste is refused with a word, not typed in.
EMSCRIPTEN_KEEPALIVE void knobel_api_paste(const char* text) {
    constexpr std::size_t kMaxPaste = 1'000'000;
    const std::size_t length = std::strlen(text);
    if (length > kMaxPaste) {
        knobel::app::the_app().show_error("The pasted text has " + std::to_string(length) +
                                          " characters, more than a field takes (" + std::to_string(kMaxPaste) +
                                          "). Open it as a file instead.");
        return;
    }
    ImGui::GetIO().AddInputCharactersUTF8(text);
    knobel::app::request_frame();
}

}  // extern "C"
