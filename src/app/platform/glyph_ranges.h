#pragma once
// The characters the app can draw, as pairs of first and last code point (ImGui's glyph-range
// format, ended by 0). The font atlas holds exactly these, and scripts/subset_font.py reads the
// pairs below to cut the embedded DejaVu Sans down to them (from ~380 KB to ~21 KB compressed).
// scripts/check_glyphs.py (CTest font/glyphs) fails when a string literal of src/ or a gallery
// file uses a character outside them: add its range here, nothing else needs to change.

#include "imgui.h"

namespace knobel::app {

// Latin-1, dashes and ellipsis, arrows, − ≤ ≥ × ⌫, geometric shapes (▶ ◀ ■ ●) and dingbats (✓ ✗ ❚).
inline constexpr ImWchar kGlyphRanges[] = {
    0x0020, 0x00FF,  // Basic Latin and Latin-1
    0x2010, 0x2027,  // dashes, quotes, bullet, ellipsis
    0x2190, 0x21FF,  // arrows
    0x2212, 0x2212,  // minus sign
    0x2260, 0x2265,  // ≠ ≤ ≥
    0x232B, 0x232B,  // ⌫ (the Hex-Max keypad's Delete)
    0x25A0, 0x25FF,  // geometric shapes
    0x2713, 0x2717,  // check marks and crosses
    0x2758, 0x275E,  // bars and quotation dingbats
    0,
};

}  // namespace knobel::app
