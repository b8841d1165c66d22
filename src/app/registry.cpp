#include "app/registry.h"

namespace knobel::app {

// Each puzzle's front end (src/app/<id>/) defines make_<id>_screen(); a puzzle listed in
// src/puzzles.def without one fails to link.
#define KNOBEL_PUZZLE(id, title, shown, summary, short_title) std::unique_ptr<Screen> make_##id##_screen();
#include "puzzles.def"
#undef KNOBEL_PUZZLE

std::vector<std::unique_ptr<Screen>> make_screens() {
    std::vector<std::unique_ptr<Screen>> screens;
#define KNOBEL_PUZZLE(id, title, shown, summary, short_title) \
    screens.push_back(make_##id##_screen());        \
    screens.back()->identify(#id, title, short_title);
#include "puzzles.def"
#undef KNOBEL_PUZZLE
    return screens;
}

}  // namespace knobel::app
