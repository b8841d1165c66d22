#pragma once
// The platform layer's frame loop: an SDL2 window with a WebGL2 context and Dear ImGui, drawing a
// frame only when something asks for one (input, a JS API call, a resize, something moving). What
// a frame draws is the client's: the shell (src/app/shell/app.h) implements FrameClient.

namespace knobel::app {

class FrameClient {
public:
    // Before ImGui's frame begins: fit the look to the window (`window_width` in CSS pixels).
    virtual void before_frame(float window_width) = 0;
    // Builds this frame's ImGui windows. `seconds`: the wall time since the previous frame drawn
    // back to back (0 after a pause; not bounded here: the client bounds it, midend/frame_time.h).
    virtual void frame(double seconds) = 0;
    // True while something moves without input: then the loop keeps drawing.
    virtual bool needs_frames() const = 0;

protected:
    ~FrameClient() = default;
};

// Creates the window, the WebGL2 context and ImGui, styled by `apply_style`. On failure the page
// is told in words (and the console), and false comes back.
bool start_platform(void (*apply_style)());
// From now on frames go to `client`; draws the first one. Returns at once: the browser drives the
// frames (the runtime stays alive after main returns).
void run_frames(FrameClient& client);

}  // namespace knobel::app
