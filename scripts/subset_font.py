#!/usr/bin/python3
"""Cuts the app's TrueType font down to the characters it draws.

    subset_font.py FONT RANGES_HEADER OUTPUT

RANGES_HEADER is src/app/platform/glyph_ranges.h: its kGlyphRanges pairs are the one list of the
characters the font atlas holds, so the font keeps exactly those glyphs. Hinting goes (ImGui's
stb_truetype rasteriser ignores it) and so do the layout tables (it neither shapes nor kerns):
DejaVu Sans shrinks from 760 KB to about 36 KB, 21 KB gzip-compressed, a third of the page's
download saved (issue 21). Needs Debian's python3-fonttools (scripts/bootstrap.sh installs it).
"""
import re
import sys


def read_ranges(header_path):
    """The (first, last) code point pairs of kGlyphRanges in the header."""
    text = open(header_path, encoding="utf-8").read()
    body = re.search(r"kGlyphRanges\[\]\s*=\s*\{(.*?)\};", text, re.S)
    if not body:
        raise SystemExit(f"{header_path}: no kGlyphRanges array found")
    code = re.sub(r"//[^\n]*", "", body.group(1))
    numbers = [int(n, 16) for n in re.findall(r"0x([0-9A-Fa-f]+)", code)]
    if numbers[-1:] == [0]:
        numbers.pop()
    if len(numbers) % 2:
        raise SystemExit(f"{header_path}: kGlyphRanges has an odd count of bounds")
    return list(zip(numbers[0::2], numbers[1::2]))


def subset(font_path, ranges, output_path):
    from fontTools import subset as ft_subset

    options = ft_subset.Options()
    options.hinting = False
    options.layout_features = []
    options.drop_tables += ["GSUB", "GPOS", "GDEF", "kern", "FFTM", "hdmx", "LTSH", "VDMX", "MATH"]
    options.notdef_outline = True
    font = ft_subset.load_font(font_path, options)
    subsetter = ft_subset.Subsetter(options)
    subsetter.populate(unicodes=[c for first, last in ranges for c in range(first, last + 1)])
    subsetter.subset(font)
    ft_subset.save_font(font, output_path, options)


def main(argv):
    if len(argv) != 4:
        raise SystemExit(__doc__)
    subset(argv[1], read_ranges(argv[2]), argv[3])


if __name__ == "__main__":
    main(sys.argv)
