#pragma once

namespace knobel::app {

// Knobel's look: a light theme with rounded controls and room for fingers.
void apply_theme();

// A message the user must act on (bad input, no answer): wrapped text in the theme's error colour.
void error_text(const char* text);

}  // namespace knobel::app
