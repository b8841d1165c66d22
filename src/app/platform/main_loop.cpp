// The frame loop: an SDL2 window with a WebGL2 context, Dear ImGui on top (main_loop.h).
//
// Frames are drawn on demand, not 60 times a second: an input event, a call from the JS API or a
// resize asks for a frame (requestAnimationFrame, with a timer as a fallback when the browser holds
// animation frames back), and after the last event the loop keeps drawing only for a short settle
// time (hover highlights, tooltips) or while the app says that something moves
// (FrameClient::needs_frames). The settle time ends early once frames stop changing: two frames in
// a row that draw exactly what the frame before drew. So an idle page costs next to no CPU, and
// a click costs the few frames it changes, not 400 ms of them (under software WebGL, where a frame
// costs tens of milliseconds, that was most of the browser tests' time; docs/build.md).
// Something that changes with time alone (a tooltip after a pause) asks for its frames itself
// (request_frame). A frame that would draw the picture the canvas shows already runs (the app's
// logic, knobel.frame()) but leaves the canvas alone, unless something moves (draw_frame).

#include <SDL.h>
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/eventloop.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include "app/platform/main_loop.h"

#include "app/platform/clipboard.h"
#include "app/platform/fonts.h"
#include "app/platform/input_trickle.h"
#include "app/platform/js_bridge.h"
#include "app/platform/platform.h"
#include "app/platform/touch_gestures.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"

namespace knobel::app {
namespace {

// After input, frames keep coming at most this long so hover states and tooltips settle (less once
// they stop changing: kUnchangedFramesToSettle).
constexpr double kSettleMs = 400.0;

SDL_Window* g_window = nullptr;
FrameClient* g_client = nullptr;
bool g_frame_requested = false;
double g_frame_requested_ms = 0.0;
double g_settle_until_ms = 0.0;
double g_last_frame_ms = 0.0;
// Frames in a row that drew what the frame before them drew (draw_data_hash).
constexpr int kUnchangedFramesToSettle = 2;
std::uint64_t g_last_frame_hash = 0;
int g_unchanged_frames = 0;
// The drawing buffer's size when the canvas was last drawn into.
int g_drawn_width = 0;
int g_drawn_height = 0;

// A fingerprint of everything a frame draws: vertices, indices, and each command's clip
// rectangle, texture, count and callback. Equal fingerprints: the same pixels (up to a hash
// collision, which would only end a settle time early).
std::uint64_t draw_data_hash(const ImDrawData& data) {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    const auto mix = [&hash](const void* bytes, std::size_t size) {
        const auto* p = static_cast<const unsigned char*>(bytes);
        for (; size >= 8; p += 8, size -= 8) {
            std::uint64_t word = 0;
            std::memcpy(&word, p, 8);
            hash = (hash ^ word) * 0x100000001b3ull;
        }
        for (; size > 0; ++p, --size) hash = (hash ^ *p) * 0x100000001b3ull;
    };
    mix(&data.DisplaySize, sizeof data.DisplaySize);
    for (int i = 0; i < data.CmdListsCount; ++i) {
        const ImDrawList& list = *data.CmdLists[i];
        mix(list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
        mix(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
        for (const ImDrawCmd& command : list.CmdBuffer) {
            mix(&command.ClipRect, sizeof command.ClipRect);
            mix(&command.TextureId, sizeof command.TextureId);
            mix(&command.VtxOffset, sizeof command.VtxOffset);
            mix(&command.IdxOffset, sizeof command.IdxOffset);
            mix(&command.ElemCount, sizeof command.ElemCount);
            mix(&command.UserCallback, sizeof command.UserCallback);
            mix(&command.UserCallbackData, sizeof command.UserCallbackData);
        }
    }
    return hash;
}

void draw_frame();

EM_BOOL on_animation_frame(double, void*) {
    g_frame_requested = false;
    draw_frame();
    return EM_FALSE;  // one frame; the next is requested only if needed
}

// Browsers may hold animation frames back for a while (a hidden tab, a page the compositor
// considers occluded, a headless browser under load). A frame asked for and not drawn within this
// time is drawn from a timer instead, so input never sits unanswered and jobs go on.
constexpr double kFrameOverdueMs = 200.0;
bool g_overdue_check_pending = false;

void arm_overdue_check(double milliseconds);

void check_overdue_frame(void*) {
    g_overdue_check_pending = false;
    if (!g_frame_requested) return;  // the animation frame came: nothing to do
    const double waited = now_ms() - g_frame_requested_ms;
    if (waited < kFrameOverdueMs) {
        arm_overdue_check(kFrameOverdueMs - waited);  // a newer request: give it its full time
        return;
    }
    g_frame_requested = false;  // the late animation frame, if it still comes, only draws once more
    draw_frame();
}

void arm_overdue_check(double milliseconds) {
    if (g_overdue_check_pending) return;
    g_overdue_check_pending = true;
    emscripten_set_timeout(check_overdue_frame, milliseconds, nullptr);
}

void schedule_frame() {
    if (g_frame_requested) return;
    g_frame_requested = true;
    g_frame_requested_ms = now_ms();
    emscripten_request_animation_frame(on_animation_frame, nullptr);
    arm_overdue_check(kFrameOverdueMs);
}

// SDL calls this as soon as an event is queued, inside the browser's event handler.
int on_sdl_event(void*, SDL_Event* event) {
    if (event->type == SDL_POLLSENTINEL) return 0;  // SDL's own bookkeeping, not input (and off anyway)
    g_settle_until_ms = now_ms() + kSettleMs;
    g_unchanged_frames = 0;  // settled again only by frames drawn after this input
    schedule_frame();
    return 0;
}

void draw_frame() {
    int window_width = 0, window_height = 0;
    SDL_GetWindowSize(g_window, &window_width, &window_height);
    bool window_changed = false;  // shown, exposed, resized: the canvas may have lost its picture
    const bool events_wait = take_frame_events([&](const SDL_Event& event) {
        window_changed = window_changed || event.type == SDL_WINDOWEVENT;
        ImGui_ImplSDL2_ProcessEvent(&event);
        handle_touch_event(event, static_cast<float>(window_width), static_cast<float>(window_height));
    });
    begin_touch_frame();

    const bool fonts_rebuilt = update_fonts(static_cast<float>(emscripten_get_device_pixel_ratio()));
    g_client->before_frame(static_cast<float>(window_width));
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    const HeldModifiers held = feed_pasted_text();
    ImGui::NewFrame();

    const double now = now_ms();
    const double seconds = g_last_frame_ms == 0.0 ? 0.0 : (now - g_last_frame_ms) / 1000.0;  // the client bounds it
    g_last_frame_ms = now;
    g_client->frame(seconds);

    ImGui::Render();
    restore_modifiers(held);
    const std::uint64_t hash = draw_data_hash(*ImGui::GetDrawData());
    g_unchanged_frames = hash == g_last_frame_hash ? g_unchanged_frames + 1 : 0;
    g_last_frame_hash = hash;
    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(g_window, &width, &height);
    // A frame that draws what the canvas already shows is not drawn again: the browser keeps
    // showing the last picture of a WebGL canvas that nothing was drawn into. Settle frames and the
    // frames a caller of knobel.frame() asks for mostly change nothing, and under software WebGL
    // drawing one costs more than the rest of the frame (docs/build.md). While something moves
    // every frame is drawn all the same: in Chromium under SwiftShader, a canvas drawn into after
    // a dozen animation frames without drawing held the next frame back by ≈ 0.4 s, which turned
    // the Views drop animation (still between its steps) into a stutter.
    const bool animating = events_wait || g_client->needs_frames();
    const bool same_picture = !animating && g_unchanged_frames > 0 && !fonts_rebuilt && !window_changed &&
                              width == g_drawn_width && height == g_drawn_height;
    if (!same_picture) {
        g_drawn_width = width;
        g_drawn_height = height;
        glViewport(0, 0, width, height);
        const ImVec4 background = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
        glClearColor(background.x, background.y, background.z, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        SDL_GL_SwapWindow(g_window);
    }

    const bool settling = now_ms() < g_settle_until_ms && g_unchanged_frames < kUnchangedFramesToSettle;
    if (animating || settling) {
        schedule_frame();
    } else if (!g_frame_requested) {  // (a frame asked for during this one, request_frame, still comes)
        g_last_frame_ms = 0.0;  // a pause is not animation time
    }
}

}  // namespace

double now_ms() { return emscripten_get_now(); }

void request_frame() {
    g_settle_until_ms = std::max(g_settle_until_ms, now_ms() + kSettleMs);
    g_unchanged_frames = 0;
    schedule_frame();
}

void request_one_frame() { schedule_frame(); }

bool input_waiting() { return events_queued(); }

// The page checked WebAssembly and WebGL2 on a throwaway canvas; if the real one still fails, say
// so on the page (the loading indicator would otherwise spin forever) and in the console.
bool start_failed(const char* what, const char* detail) {
    std::fprintf(stderr, "%s: %s\n", what, detail);
    announce_start_failed(std::string("Knobel could not start: ") + what + " (" + detail +
                          "). WebGL2 may be switched off or blocked for this page; reloading may help.");
    return false;
}

bool start_platform(void (*apply_style)()) {
    // SDL 2.26 queues a "poll sentinel" event on every SDL_PollEvent; with frames drawn on demand
    // that would wake the loop forever.
    SDL_SetHint(SDL_HINT_POLL_SENTINEL, "0");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) return start_failed("SDL_Init failed", SDL_GetError());
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);  // WebGL2
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
    // The canvas is sized by CSS (the whole window); SDL follows it and scales by devicePixelRatio.
    g_window = SDL_CreateWindow("Knobel", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 1280, 800,
                                SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!g_window) return start_failed("SDL_CreateWindow failed", SDL_GetError());
    SDL_GLContext context = SDL_GL_CreateContext(g_window);
    if (!context) return start_failed("Could not create a WebGL2 context", SDL_GetError());
    SDL_GL_MakeCurrent(g_window, context);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;                      // nothing to save between visits
    io.ConfigInputTextCursorBlink = false;         // a blinking caret would keep the page awake
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    apply_style();
    update_fonts(static_cast<float>(emscripten_get_device_pixel_ratio()));
    ImGui_ImplSDL2_InitForOpenGL(g_window, context);
    ImGui_ImplOpenGL3_Init("#version 300 es");
    install_clipboard();
    return true;
}

void run_frames(FrameClient& client) {
    g_client = &client;
    SDL_AddEventWatch(on_sdl_event, nullptr);
    draw_frame();
}

}  // namespace knobel::app
