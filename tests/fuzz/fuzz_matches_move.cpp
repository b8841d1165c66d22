// Any bytes as a Matches move ("0 0 2 0 0 > 1 0 0 1 90"): parsing answers without crashing, an
// error names a column inside the text (or just past it), and an accepted move's canonical text
// reads back as the same move.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "matches/moves.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    const std::string text(reinterpret_cast<const char*>(data), size);
    Expected<matches::Move> move = matches::parse_move(text);
    if (!move) {
        const int column = move.error().column;
        if (column < 1 || static_cast<std::size_t>(column) > text.size() + 1 || move.error().message.empty()) std::abort();
        return 0;
    }
    Expected<matches::Move> again = matches::parse_move(matches::format_move(*move));
    if (!again || !(*again == *move)) std::abort();
    return 0;
}
