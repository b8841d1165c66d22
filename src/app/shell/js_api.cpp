#include <SDL.h>
#include <emscripten.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <string_view>

#include "app/shell/app.h"
#include "app/platform/clipboard.h"
#include "app/platform/js_bridge.h"
#include "app/platform/platform.h"
#include "app/widgets/widget_rects.h"
#include "core/text.h"
#include "imgui.h"
#include "imgui_internal.h"  // the focused field's length and capacity, for a paste that would not fit

namespace knobel::app {
namespace {

std::string g_api_result;  // the text the last API call returned, alive until the next call

const char* hand_back(std::string text) {
    g_api_result = std::move(text);
    return g_api_result.c_str();
}

}  // namespace
}  // namespace knobel::app

// Called by web/boot.js; every string argument is UTF-8 and every returned string stays valid
// until the next call.
extern "C" {

EMSCRIPTEN_KEEPALIVE const char* knobel_api_state() { return knobel::app::hand_back(knobel::app::the_app().state_json()); }

EMSCRIPTEN_KEEPALIVE int knobel_api_open(const char* fragment) { return knobel::app::the_app().open_fragment(fragment); }
EMSCRIPTEN_KEEPALIVE int knobel_api_restore_game(const char* fragment) { return knobel::app::the_app().restore_game(fragment); }

// `text` comes with its length in bytes: a NUL byte in a file is a character the puzzle's reader
// reports with its line and column (as the command line does), not the end of the text.
EMSCRIPTEN_KEEPALIVE int knobel_api_load_text(const char* puzzle, const char* text, std::size_t length, const char* source) {
    return knobel::app::the_app().load_text(puzzle, std::string_view(text, length), source);
}

EMSCRIPTEN_KEEPALIVE void knobel_api_solve() { knobel::app::the_app().solve(); }

EMSCRIPTEN_KEEPALIVE int knobel_api_play(const char* move) { return knobel::app::the_app().play(move); }
EMSCRIPTEN_KEEPALIVE int knobel_api_undo() { return knobel::app::the_app().undo(); }
EMSCRIPTEN_KEEPALIVE int knobel_api_redo() { return knobel::app::the_app().redo(); }
EMSCRIPTEN_KEEPALIVE const char* knobel_api_hint() { return knobel::app::hand_back(knobel::app::the_app().hint_now()); }
// A ticket (0: an option is wrong), which knobel_api_new_game_landed asks about.
EMSCRIPTEN_KEEPALIVE unsigned knobel_api_new_game(const char* size, const char* difficulty, const char* seed) {
    return knobel::app::the_app().new_game(size, difficulty, seed);
}

// After the generation ended: did this new puzzle go on screen (not cancelled, not overtaken by
// another one or another puzzle)?
EMSCRIPTEN_KEEPALIVE int knobel_api_new_game_landed(unsigned ticket) { return knobel::app::the_app().new_game_landed(ticket); }

EMSCRIPTEN_KEEPALIVE const char* knobel_api_rect(const char* id) {
    return knobel::app::hand_back(knobel::app::widget_rect_json(id));
}

// Asks for one more frame (knobel.frame() waits for it): frames are drawn on demand only. Only
// one: under software WebGL a settle period of frames behind every knobel.frame() tripled the time
// a test spends waiting for its next frame (docs/build.md).
EMSCRIPTEN_KEEPALIVE void knobel_api_request_frame() { knobel::app::request_one_frame(); }

// Whether input is queued that no frame has taken in yet (knobel.frame() waits until none is).
EMSCRIPTEN_KEEPALIVE int knobel_api_input_waiting() { return knobel::app::input_waiting() ? 1 : 0; }

// Milliseconds of background work per frame (0: automatic); clamped so no call can freeze the page.
EMSCRIPTEN_KEEPALIVE void knobel_api_set_job_budget(double ms) {
    knobel::app::the_app().set_job_budget_ms(std::isfinite(ms) ? std::clamp(ms, 0.0, knobel::app::App::kMaxJobSliceMs) : 0.0);
}

EMSCRIPTEN_KEEPALIVE void knobel_api_show_error(const char* message) { knobel::app::the_app().show_error(message); }

// Text from the browser's paste event, typed into the focused ImGui text field. A paste the field
// cannot take whole is refused with a word saying how long it was and what the field takes,
// rather than cut at the field's end (where the cut would then be reported as the text's length).
// A single-line field gets line breaks and tabs as spaces, so that its own filter sees them (and
// can say it ignored them) instead of ImGui dropping them unseen.
// Text typed on a phone's keyboard into the page's hidden input (web/boot.js): characters as if
// typed, given to the field being edited in the next frame.
EMSCRIPTEN_KEEPALIVE void knobel_api_type(const char* text) {
    knobel::app::queue_text_input(text);
    knobel::app::request_frame();
}

// A key of the phone's keyboard that is no character: "Backspace", "Enter". Sent as a key press
// and release through SDL's queue, so that the release comes a frame after the press (input_trickle.h).
EMSCRIPTEN_KEEPALIVE void knobel_api_key(const char* name) {
    const std::string_view key(name);
    const SDL_Scancode scancode = key == "Backspace" ? SDL_SCANCODE_BACKSPACE
                                  : key == "Enter"   ? SDL_SCANCODE_RETURN
                                  : key == "Delete"  ? SDL_SCANCODE_DELETE
                                                     : SDL_SCANCODE_UNKNOWN;
    if (scancode == SDL_SCANCODE_UNKNOWN) return;
    for (const Uint32 type : {SDL_KEYDOWN, SDL_KEYUP}) {
        SDL_Event event{};
        event.type = type;
        event.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
        event.key.keysym.scancode = scancode;
        event.key.keysym.sym = SDL_GetKeyFromScancode(scancode);
        SDL_PushEvent(&event);
    }
    knobel::app::request_frame();
}

EMSCRIPTEN_KEEPALIVE void knobel_api_paste(const char* text) {
    constexpr std::size_t kMaxPaste = 1'000'000;
    const std::size_t length = std::strlen(text);
    const ImGuiInputTextState* field = ImGui::GetInputTextState(ImGui::GetActiveID());
    std::size_t room = kMaxPaste;
    if (field) {
        const auto selected = static_cast<std::size_t>(
            field->Stb.select_end > field->Stb.select_start ? field->Stb.select_end - field->Stb.select_start
                                                            : field->Stb.select_start - field->Stb.select_end);
        const auto used = static_cast<std::size_t>(field->CurLenA);
        const auto capacity = static_cast<std::size_t>(field->BufCapacityA > 0 ? field->BufCapacityA - 1 : 0);
        room = std::min(room, capacity + std::min(selected, used) - std::min(used, capacity));
    }
    if (length > room) {
        std::string field_limit = "a field takes at most " + knobel::with_thousands(kMaxPaste);
        if (field) {
            const auto capacity = static_cast<std::size_t>(std::max(field->BufCapacityA - 1, 0));
            field_limit = "this field holds at most " + knobel::with_thousands(capacity) + " characters";
            if (room < capacity) field_limit += " (" + knobel::with_thousands(capacity - room) + " taken already)";
        }
        knobel::app::the_app().show_error("The pasted text has " + knobel::with_thousands(length) + " characters and " +
                                          field_limit + ", so nothing was pasted. Open a long number as a file instead.");
        knobel::app::request_frame();
        return;
    }
    std::string pasted(text, length);
    if (field && !(field->Flags & ImGuiInputTextFlags_Multiline))
        for (char& c : pasted)
            if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    knobel::app::queue_text_input(pasted);
    knobel::app::request_frame();
}

}  // extern "C"
