#include "app/input_trickle.h"

#include <SDL.h>

#include <bitset>

namespace knobel::app {
namespace {

struct FrameInput {
    std::bitset<SDL_NUM_SCANCODES> pressed, released;
    unsigned buttons_pressed = 0, buttons_released = 0;
    bool clicked = false;  // any mouse button changed: the widget under it changes focus first
};

// Whether the previous frame took a button press. ImGui's SDL back end keeps a press for one
// frame and reads the release from SDL's mouse state in the next one, even though the release
// event itself was taken with the press. That next frame is therefore a click frame too: a key
// taken in it would act in the same frame as the button the click released (a step-back click
// and a step-forward key would cancel out).
bool g_press_taken_last_frame = false;

// Whether `event` would be lost (or land in the wrong widget) if handled in this frame after the
// events already taken.
bool must_wait(const SDL_Event& event, const FrameInput& frame) {
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
    }
    g_press_taken_last_frame = frame.buttons_pressed != 0;
    return SDL_PeepEvents(&event, 1, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) == 1;
}

}  // namespace knobel::app
