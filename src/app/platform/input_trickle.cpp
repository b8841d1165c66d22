#include "app/platform/input_trickle.h"

#include <SDL.h>

#include <bitset>

#include "imgui.h"

namespace knobel::app {
namespace {

struct FrameInput {
    std::bitset<SDL_NUM_SCANCODES> pressed, released;
    unsigned buttons_pressed = 0, buttons_released = 0;
    bool clicked = false;  // any mouse button changed: the widget under it changes focus first
    bool keys_changed = false;  // a key other than Shift, Ctrl, Alt or GUI went down or up
};

bool is_modifier(SDL_Scancode key) { return key >= SDL_SCANCODE_LCTRL && key <= SDL_SCANCODE_RGUI; }

// Whether the previous frame took a button press. ImGui's SDL back end keeps a press for one
// frame and reads the release from SDL's mouse state in the next one, even though the release
// event itself was taken with the press. That next frame is therefore a click frame too: a key
// taken in it would act in the same frame as the button the click released (a step-back click
// and a step-forward key would cancel out).
bool g_press_taken_last_frame = false;

// Whether `event` would be lost (or land in the wrong widget) if handled in this frame after the
// events already taken.
bool must_wait(const SDL_Event& event, const FrameInput& frame) {
    if ((event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) && is_modifier(event.key.keysym.scancode)) {
        // ImGui has one modifier state per frame (io.KeyShift, ...), and every key and click of the
        // frame is read with it: Shift let go after a click, or Ctrl let go after Z, must not reach
        // ImGui in the frame of that click or key (or the frame that sees its release).
        const SDL_Scancode key = event.key.keysym.scancode;
        return frame.pressed[key] || frame.released[key] || frame.clicked || frame.keys_changed;
    }
    switch (event.type) {
        case SDL_KEYDOWN:
            return frame.released[event.key.keysym.scancode] || frame.pressed[event.key.keysym.scancode] ||
                   frame.clicked;
        case SDL_KEYUP:
            return frame.pressed[event.key.keysym.scancode];
        case SDL_TEXTINPUT:
            return frame.clicked;
        case SDL_MOUSEBUTTONDOWN:
            return (frame.buttons_released | frame.buttons_pressed) & (1u << event.button.button);
        case SDL_MOUSEBUTTONUP:
            return frame.buttons_released & (1u << event.button.button);
        default:
            return false;
    }
}

void note(const SDL_Event& event, FrameInput& frame) {
    if ((event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) && !is_modifier(event.key.keysym.scancode))
        frame.keys_changed = true;
    switch (event.type) {
        case SDL_KEYDOWN: frame.pressed[event.key.keysym.scancode] = true; break;
        case SDL_KEYUP: frame.released[event.key.keysym.scancode] = true; break;
        case SDL_MOUSEBUTTONDOWN:
            frame.buttons_pressed |= 1u << event.button.button;
            frame.clicked = true;
            break;
        case SDL_MOUSEBUTTONUP:
            frame.buttons_released |= 1u << event.button.button;
            frame.clicked = true;
            break;
        default: break;
    }
}

// ImGui 1.86's SDL back end sets io.KeyShift, io.KeyCtrl, ... from SDL_GetModState() when it
// handles a key event: the state when the event is handled, not when it was sent. SDL updates
// that state as events are queued, so with Shift-down, a click and Shift-up queued between two
// frames, the back end saw Shift already let go when it took Shift-down, and the click came
// without Shift. Each key event carries the modifiers of its own moment: use those.
void take_modifiers_of(const SDL_Event& event) {
    if (event.type != SDL_KEYDOWN && event.type != SDL_KEYUP) return;
    if (!ImGui::GetCurrentContext()) return;
    ImGuiIO& io = ImGui::GetIO();
    const Uint16 mod = event.key.keysym.mod;
    io.KeyShift = (mod & KMOD_SHIFT) != 0;
    io.KeyCtrl = (mod & KMOD_CTRL) != 0;
    io.KeyAlt = (mod & KMOD_ALT) != 0;
    io.KeySuper = (mod & KMOD_GUI) != 0;
}

}  // namespace

bool take_frame_events(const std::function<void(const SDL_Event&)>& handle) {
    SDL_PumpEvents();
    FrameInput frame;
    frame.clicked = g_press_taken_last_frame;
    g_press_taken_last_frame = false;
    SDL_Event event;
    while (SDL_PeepEvents(&event, 1, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) == 1) {
        if (must_wait(event, frame)) break;
        SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT);
        note(event, frame);
        handle(event);
        take_modifiers_of(event);
    }
    g_press_taken_last_frame = frame.buttons_pressed != 0;
    return events_queued();
}

bool events_queued() {
    SDL_Event event;
    return SDL_PeepEvents(&event, 1, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) == 1;
}

}  // namespace knobel::app
