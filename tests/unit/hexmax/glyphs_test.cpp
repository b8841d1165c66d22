#include "hexmax/glyphs.h"

#include <gtest/gtest.h>

#include "spec_tables.h"

namespace knobel::hexmax {
namespace {

TEST(HexmaxGlyphs, ContestShapesAreTheSpecTable) {
    for (int digit = 0; digit < 16; ++digit)
        EXPECT_EQ(glyph_mask(digit, GlyphSet::contest), spec::mask_of(spec::kContestShapes[digit])) << digit;
    // The spec's hex column, for a second reading of the same table.
    EXPECT_EQ(glyph_mask(2, GlyphSet::contest), 0x5B);
    EXPECT_EQ(glyph_mask(0xA, GlyphSet::contest), 0x77);
    EXPECT_EQ(glyph_mask(0xF, GlyphSet::contest), 0x71);
}

TEST(HexmaxGlyphs, VariantDiffersOnlyInSevenAndNine) {
    for (int digit = 0; digit < 16; ++digit) {
        if (digit == 7 || digit == 9) continue;
        EXPECT_EQ(glyph_mask(digit, GlyphSet::variant), glyph_mask(digit, GlyphSet::contest)) << digit;
    }
    EXPECT_EQ(glyph_mask(7, GlyphSet::variant), spec::mask_of("abcf"));
    EXPECT_EQ(glyph_mask(9, GlyphSet::variant), spec::mask_of("abcfg"));
    EXPECT_EQ(stick_count(glyph_mask(7, GlyphSet::variant)), 4);
    EXPECT_EQ(stick_count(glyph_mask(9, GlyphSet::variant)), 5);
}

TEST(HexmaxGlyphs, DigitOfMaskInvertsAndRejectsNonDigits) {
    for (GlyphSet set : {GlyphSet::contest, GlyphSet::variant}) {
        int digits_found = 0;
        for (int mask = 0; mask < 128; ++mask) {
            const int digit = digit_of_mask(static_cast<SegmentMask>(mask), set);
            if (digit < 0) {
                EXPECT_EQ(state_char(static_cast<SegmentMask>(mask), set), '?');
                continue;
            }
            ++digits_found;
            EXPECT_EQ(glyph_mask(digit, set), mask);
            EXPECT_EQ(state_char(static_cast<SegmentMask>(mask), set), digit_char(digit));
        }
        EXPECT_EQ(digits_found, 16);  // the sixteen shapes are distinct
    }
    EXPECT_EQ(digit_of_mask(static_cast<SegmentMask>(spec::mask_of("abcf")), GlyphSet::contest), -1);
    EXPECT_EQ(digit_of_mask(static_cast<SegmentMask>(spec::mask_of("abcf")), GlyphSet::variant), 7);
}

TEST(HexmaxGlyphs, NamesAndLetters) {
    EXPECT_EQ(std::string("0123456789ABCDEF"), [] {
        std::string s;
        for (int d = 0; d < 16; ++d) s += digit_char(d);
        return s;
    }());
    for (int s = 0; s < 7; ++s) EXPECT_EQ(segment_from_letter(segment_letter(s)), s);
    EXPECT_EQ(segment_letter(0), 'a');
    EXPECT_EQ(segment_letter(6), 'g');
    EXPECT_EQ(segment_from_letter('h'), -1);
    EXPECT_EQ(segment_from_letter('A'), -1);
    EXPECT_EQ(glyph_set_from_name("variant"), GlyphSet::variant);
    EXPECT_EQ(glyph_set_from_name(glyph_set_name(GlyphSet::contest)), GlyphSet::contest);
    EXPECT_FALSE(glyph_set_from_name("Contest").has_value());
}

TEST(HexmaxGlyphs, SegmentLinesFormTheFigureEight) {
    // Every segment is a unit line, and the seven of them are distinct.
    for (int s = 0; s < 7; ++s) {
        const SegmentLine line = segment_line(s);
        EXPECT_EQ(std::abs(line.x1 - line.x0) + std::abs(line.y1 - line.y0), 1) << s;
        for (int t = 0; t < s; ++t) {
            const SegmentLine other = segment_line(t);
            EXPECT_FALSE(line.x0 == other.x0 && line.y0 == other.y0 && line.x1 == other.x1 && line.y1 == other.y1);
        }
    }
    EXPECT_EQ(segment_line(0).y0, 0);  // a on top
    EXPECT_EQ(segment_line(3).y0, 2);  // d at the bottom
    EXPECT_EQ(segment_line(6).y0, 1);  // g in the middle
    EXPECT_EQ(segment_line(1).x0, 1);  // b on the right
}

}  // namespace
}  // namespace knobel::hexmax
