#pragma once
// The seven-segment shapes of the hex digits, as bit masks (bit 0 = segment a ... bit 6 = g), and
// where each segment sits, so that every part of Knobel (solver, move planner, text output, the
// app's drawing) takes them from one place.
//
//      aaa          segment order: a top, b top right, c bottom right, d bottom,
//     f   b                        e bottom left, f top left, g middle
//      ggg
//     e   c
//      ddd

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace knobel::hexmax {

using SegmentMask = std::uint8_t;  // the lit segments of one digit; bits 0..6

inline constexpr int kSegmentCount = 7;
inline constexpr SegmentMask kAllSegments = 0x7F;

// Which shapes the digits have. The contest's (the default) draws 7 with three sticks and 9 with
// six; the variant draws 7 as abcf and 9 as abcfg, as many real displays do.
enum class GlyphSet : std::uint8_t { contest, variant };

// 'a'..'g' for 0..6.
char segment_letter(int segment);
// 0..6 for 'a'..'g' (lower case only, as in the JSON); -1 otherwise.
int segment_from_letter(char letter);

// The shape of digit value 0..15 in `glyphs`.
SegmentMask glyph_mask(int digit, GlyphSet glyphs);
// The sixteen shapes, indexed by digit value.
const std::array<SegmentMask, 16>& glyph_masks(GlyphSet glyphs);
// The digit value 0..15 whose shape is exactly `mask`, or -1 when the sticks form no digit.
int digit_of_mask(SegmentMask mask, GlyphSet glyphs);

// Lit segments in a mask: the number of sticks.
int stick_count(SegmentMask mask);

// '0'..'9', 'A'..'F' for 0..15 (upper case, as Knobel writes every number).
char digit_char(int digit);
// The character a text state line shows for a digit: its digit when the sticks form one (in the
// full sixteen-shape table of `glyphs`, even when the answer must be decimal), otherwise '?'.
inline constexpr char kNoGlyphChar = '?';
char state_char(SegmentMask mask, GlyphSet glyphs);

// "contest" / "variant", and back (nullopt for an unknown name).
std::string_view glyph_set_name(GlyphSet glyphs);
std::optional<GlyphSet> glyph_set_from_name(std::string_view name);

// Where a segment is drawn, as a line between two corners of a digit cell that is 1 wide and
// 2 high, y growing downwards: a runs from (0,0) to (1,0), g from (0,1) to (1,1), and so on.
// The move planner measures how far a stick travels inside a digit with these, and the app
// draws with them, so the two agree on what "near" means.
struct SegmentLine {
    int x0, y0, x1, y1;
};
SegmentLine segment_line(int segment);

}  // namespace knobel::hexmax
