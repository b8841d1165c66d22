#pragma once
// The app's fonts, rasterised for the screen's devicePixelRatio so text stays crisp on any display
// and at any browser zoom. Sizes are in CSS pixels; the atlas holds them at size × ratio and
// ImGui scales them back with FontGlobalScale.

struct ImFont;

namespace knobel::app {

struct Fonts {
    ImFont* body = nullptr;     // everything by default
    ImFont* heading = nullptr;  // screen titles, big numbers
};

// Rebuilds the atlas (and its GL texture) when `pixel_ratio` differs from the last build.
// Call before ImGui::NewFrame(). Returns true when it rebuilt.
bool update_fonts(float pixel_ratio);

const Fonts& fonts();

}  // namespace knobel::app
