#pragma once
// The app's end of the one list of puzzles (src/puzzles.def): a screen for each.

#include <memory>
#include <vector>

#include "app/midend/screen.h"

namespace knobel::app {

// One screen per puzzle of src/puzzles.def, in its order (hidden ones too: their links work).
std::vector<std::unique_ptr<Screen>> make_screens();

}  // namespace knobel::app
