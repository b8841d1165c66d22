#include "app/platform/touch_gestures.h"

#include <SDL.h>

#include <cmath>

namespace knobel::app {
namespace {

struct Finger {
    SDL_FingerID id = 0;
    bool down = false;
    float x = 0, y = 0;
};

Finger g_fingers[2];
int g_finger_count = 0;  // all fingers down, also beyond the two we follow
float g_last_distance = 0, g_last_x = 0, g_last_y = 0;
bool g_had_pair = false;
PinchThisFrame g_pinch;

Finger* find(SDL_FingerID id) {
    for (Finger& finger : g_fingers)
        if (finger.down && finger.id == id) return &finger;
    return nullptr;
}

}  // namespace

void handle_touch_event(const SDL_Event& event, float window_width, float window_height) {
    if (event.type != SDL_FINGERDOWN && event.type != SDL_FINGERUP && event.type != SDL_FINGERMOTION) return;
    const SDL_TouchFingerEvent& touch = event.tfinger;
    const float x = touch.x * window_width, y = touch.y * window_height;
    if (event.type == SDL_FINGERDOWN) {
        ++g_finger_count;
        for (Finger& finger : g_fingers) {
            if (finger.down) continue;
            finger = Finger{touch.fingerId, true, x, y};
            break;
        }
    } else if (Finger* finger = find(touch.fingerId)) {
        if (event.type == SDL_FINGERUP) {
            finger->down = false;
        } else {
            finger->x = x;
            finger->y = y;
        }
    }
    if (event.type == SDL_FINGERUP && g_finger_count > 0) --g_finger_count;
}

void begin_touch_frame() {
    g_pinch = PinchThisFrame{};
    g_pinch.fingers = g_finger_count;
    const bool pair = g_fingers[0].down && g_fingers[1].down;
    if (!pair) {
        g_had_pair = false;
        return;
    }
    const float dx = g_fingers[1].x - g_fingers[0].x, dy = g_fingers[1].y - g_fingers[0].y;
    const float distance = std::sqrt(dx * dx + dy * dy);
    const float cx = (g_fingers[0].x + g_fingers[1].x) / 2, cy = (g_fingers[0].y + g_fingers[1].y) / 2;
    if (g_had_pair && g_last_distance > 1.0f) {
        g_pinch.scale = distance / g_last_distance;
        g_pinch.pan_x = cx - g_last_x;
        g_pinch.pan_y = cy - g_last_y;
    }
    g_pinch.center_x = cx;
    g_pinch.center_y = cy;
    g_last_distance = distance;
    g_last_x = cx;
    g_last_y = cy;
    g_had_pair = true;
}

const PinchThisFrame& pinch() { return g_pinch; }

}  // namespace knobel::app
