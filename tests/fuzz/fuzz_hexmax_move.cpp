// Any bytes as a Hex-Max move ("0b-2g"): parsing answers without crashing, an error names a column
// inside the text (or just past it), and an accepted move's text reads back as the same move.
// Judged on a small display, a refusal or the move itself never crashes either.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "hexmax/play.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    const std::string text(reinterpret_cast<const char*>(data), size);
    Expected<hexmax::Move> move = hexmax::parse_move_text(text);
    if (!move) {
        const int column = move.error().column;
        if (column < 1 || static_cast<std::size_t>(column) > text.size() + 1 || move.error().message.empty()) std::abort();
        return 0;
    }
    Expected<hexmax::Move> again = hexmax::parse_move_text(hexmax::move_text(*move));
    if (!again || !(*again == *move)) std::abort();
    hexmax::Display display = hexmax::display_of({0xD, 0x2, 0x4, 0x1}, hexmax::GlyphSet::contest);
    const bool refused = hexmax::refusal(display, *move).has_value();
    if (refused == hexmax::apply_move(display, *move)) std::abort();
    if (hexmax::describe_move_for_people(*move).empty()) std::abort();
    return 0;
}
