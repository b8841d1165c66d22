#include "hexmax/glyphs.h"

#include <bit>

namespace knobel::hexmax {
namespace {

// The official shapes (../shared/specs/hexmax.md): 0 abcdef, 1 bc, 2 abdeg, 3 abcdg, 4 bcfg,
// 5 acdfg, 6 acdefg, 7 abc, 8 abcdefg, 9 abcdfg, A abcefg, b cdefg, C adef, d bcdeg, E adefg, F aefg.
constexpr std::array<SegmentMask, 16> kContest = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07,
                                                  0x7F, 0x6F, 0x77, 0x7C, 0x39, 0x5E, 0x79, 0x71};
// The same except 7 = abcf and 9 = abcfg.
constexpr std::array<SegmentMask, 16> kVariant = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x27,
                                                  0x7F, 0x67, 0x77, 0x7C, 0x39, 0x5E, 0x79, 0x71};

// For each mask, its digit + 1 (0: none), one table per glyph set.
constexpr std::array<std::array<std::int8_t, 128>, 2> make_digit_of_mask() {
    std::array<std::array<std::int8_t, 128>, 2> table{};
    for (int digit = 0; digit < 16; ++digit) {
        table[0][kContest[digit]] = static_cast<std::int8_t>(digit + 1);
        table[1][kVariant[digit]] = static_cast<std::int8_t>(digit + 1);
    }
    return table;
}
constexpr auto kDigitOfMask = make_digit_of_mask();

}  // namespace

char segment_letter(int segment) { return static_cast<char>('a' + segment); }

int segment_from_letter(char letter) { return letter >= 'a' && letter <= 'g' ? letter - 'a' : -1; }

const std::array<SegmentMask, 16>& glyph_masks(GlyphSet glyphs) {
    return glyphs == GlyphSet::variant ? kVariant : kContest;
}

SegmentMask glyph_mask(int digit, GlyphSet glyphs) { return glyph_masks(glyphs)[digit & 15]; }

int digit_of_mask(SegmentMask mask, GlyphSet glyphs) {
    return kDigitOfMask[glyphs == GlyphSet::variant ? 1 : 0][mask & kAllSegments] - 1;
}

int stick_count(SegmentMask mask) { return std::popcount(static_cast<unsigned>(mask)); }

char digit_char(int digit) { return "0123456789ABCDEF"[digit & 15]; }

char state_char(SegmentMask mask, GlyphSet glyphs) {
    const int digit = digit_of_mask(mask, glyphs);
    return digit < 0 ? kNoGlyphChar : digit_char(digit);
}

std::string_view glyph_set_name(GlyphSet glyphs) { return glyphs == GlyphSet::variant ? "variant" : "contest"; }

std::optional<GlyphSet> glyph_set_from_name(std::string_view name) {
    if (name == "contest") return GlyphSet::contest;
    if (name == "variant") return GlyphSet::variant;
    return std::nullopt;
}

SegmentLine segment_line(int segment) {
    switch (segment) {
        case 0: return {0, 0, 1, 0};  // a
        case 1: return {1, 0, 1, 1};  // b
        case 2: return {1, 1, 1, 2};  // c
        case 3: return {0, 2, 1, 2};  // d
        case 4: return {0, 1, 0, 2};  // e
        case 5: return {0, 0, 0, 1};  // f
        default: return {0, 1, 1, 1};  // g
    }
}

}  // namespace knobel::hexmax
