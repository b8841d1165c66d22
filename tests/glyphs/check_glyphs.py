#!/usr/bin/python3
"""CTest font/glyphs: every character the app can show is in the embedded font.

The page embeds DejaVu Sans cut to kGlyphRanges (scripts/subset_font.py); ImGui draws '?' for a
character outside them. This test cuts the font the way the web build does and fails, naming
file and line, when a string literal in src/ or a gallery file in examples/ holds a character
that the cut font lacks. Run: check_glyphs.py REPO_ROOT [FONT]
"""
import os
import pathlib
import re
import sys
import tempfile

ESCAPE = re.compile(r"\\(x[0-9A-Fa-f]+|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|[0-7]{1,3}|.)", re.S)
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
SIMPLE = {"n": b"\n", "t": b"\t", "r": b"\r", "\\": b"\\", '"': b'"', "'": b"'", "?": b"?",
          "a": b"\a", "b": b"\b", "f": b"\f", "v": b"\v"}


def literal_bytes(body):
    """The bytes a C++ narrow string literal's body stands for (UTF-8 source, C escapes)."""
    out = bytearray()
    pos = 0
    for m in ESCAPE.finditer(body):
        out += body[pos:m.start()].encode("utf-8")
        e = m.group(1)
        if e[0] == "x":
            out.append(int(e[1:], 16) & 0xFF)
        elif e[0] in "uU":
            out += chr(int(e[1:], 16)).encode("utf-8")
        elif e[0] in "01234567":
            out.append(int(e, 8) & 0xFF)
        else:
            out += SIMPLE.get(e, e.encode("utf-8"))
        pos = m.end()
    out += body[pos:].encode("utf-8")
    return bytes(out)


def shown_text(root):
    """(place, text) for every string literal of src/ and every line of the gallery files."""
    for path in sorted((root / "src").rglob("*")):
        if path.suffix not in (".cpp", ".h") or path.relative_to(root).parts[1] == "cli":
            continue  # src/cli writes to a terminal, not to the page
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("//"):
                continue
            for m in LITERAL.finditer(line):
                place = f"{path.relative_to(root)}:{number}"
                try:
                    yield place, literal_bytes(m.group(1)).decode("utf-8")
                except UnicodeDecodeError as error:
                    yield place, f"\ufffd (not UTF-8: {error})"
    for path in sorted((root / "examples").rglob("*")):
        if path.is_file():
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                yield f"{path.relative_to(root)}:{number}", line


def main(argv):
    root = pathlib.Path(argv[1]).resolve()
    font_path = argv[2] if len(argv) > 2 else os.environ.get(
        "KNOBEL_FONT", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    sys.path.insert(0, str(root / "scripts"))
    import subset_font
    from fontTools.ttLib import TTFont

    ranges = subset_font.read_ranges(root / "src/app/platform/glyph_ranges.h")
    with tempfile.TemporaryDirectory() as scratch:
        cut = os.path.join(scratch, "font.ttf")
        subset_font.subset(font_path, ranges, cut)
        in_font = set(TTFont(cut).getBestCmap())

    def drawn(c):
        return c in in_font and any(first <= c <= last for first, last in ranges)

    missing = {}
    checked = 0
    for place, text in shown_text(root):
        for ch in text:
            c = ord(ch)
            if c < 0x20 or c == 0xFEFF:
                continue  # control characters are layout (new lines, tabs), not glyphs; the readers
                # compare a byte order mark to strip it, nothing shows one
            checked += 1
            if not drawn(c):
                missing.setdefault(c, place)
    for c, place in sorted(missing.items()):
        print(f"{place}: U+{c:04X} {chr(c)!r} is not in the app's font (src/app/platform/glyph_ranges.h)")
    if checked < 10000:  # the scan itself broke (no sources found): never pass by reading nothing
        print(f"only {checked} characters found in string literals and gallery files: is {root} the repository?")
        return 1
    if missing:
        return 1
    print(f"{checked} characters of string literals and gallery files, all in the font's {len(in_font)} glyphs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
