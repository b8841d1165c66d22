#pragma once
// The little the shell needs from the browser that is not about rendering.

namespace knobel::app {

// Milliseconds from a monotonic clock (performance.now()).
double now_ms();

// Asks for another frame soon, and for the frames after it while a change settles (kSettleMs in
// main_loop.cpp): frames are otherwise drawn only after input.
void request_frame();

// Asks for exactly one more frame (knobel.frame()): a test that waits for frames one by one gets
// them one by one, not a settle period of frames behind each that nobody waits for.
void request_one_frame();

// Whether input has been sent that no frame has taken in yet. A burst of input (a typed word) is
// taken in over several frames (input_trickle.h), so knobel.frame() waits for this to clear too:
// else a test read a button's place while the text that moves it was still arriving.
bool input_waiting();

}  // namespace knobel::app
