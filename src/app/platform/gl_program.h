#pragma once
// Compiling and linking the app's own WebGL2 shaders (shaders/*.vert, *.frag, embedded at build
// time). Failures are reported with the driver's log instead of drawing nothing silently.

#include <string>

namespace knobel::app {

struct GlProgram {
    unsigned id = 0;
    std::string error;  // the compile or link log when id == 0
};

// Builds a program from the embedded shaders "shaders/<vertex>" and "shaders/<fragment>".
GlProgram build_program(const char* vertex, const char* fragment);

}  // namespace knobel::app
