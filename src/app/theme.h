#pragma once

namespace knobel::app {

// Knobel's look: a light theme with rounded controls and room for fingers.
void apply_theme();

}  // namespace knobel::app
