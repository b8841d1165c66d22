#pragma once
// The parts at the top of every puzzle screen, drawn the same way everywhere: the heading with its
// one-line rule, the gallery of bundled examples, and the Solve button. A new screen calls these
// instead of copying another screen's lines.

#include <functional>
#include <string>
#include <string_view>

#include "app/platform/embedded.h"

namespace knobel::app {

// The puzzle's name large, and the rule in a sentence beside it (under it on a narrow screen).
void draw_screen_heading(const char* title, const char* subtitle);

// The Examples combo (widget id "gallery", its items "gallery-<file name>"): every bundled file
// under `prefix`, labelled by `label(name, text)`, which returns "" to leave a file out (one that
// does not parse under the current options). Returns the file picked this frame, or nullptr.
const EmbeddedFile* gallery_combo(const char* preview, float width, std::string_view prefix,
                                  const std::function<std::string(std::string_view name, std::string_view text)>& label);

// The screen's primary button, "Solve" (widget id "solve"), greyed out while `enabled` is false.
bool solve_button(bool enabled);

}  // namespace knobel::app
