#pragma once
// The little the shell needs from the browser that is not about rendering.

namespace knobel::app {

// Milliseconds from a monotonic clock (performance.now()).
double now_ms();

// Asks for another frame soon; frames are otherwise drawn only after input (see main.cpp).
void request_frame();

}  // namespace knobel::app
