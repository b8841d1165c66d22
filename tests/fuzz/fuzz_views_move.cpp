// Any bytes as a Views move ("+1,2,3"), the first byte choosing the grid size: parsing answers
// without crashing, an error names a column inside the text (or just past it), and an accepted
// move's text reads back as the same move, which lies inside the grid.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "views/play.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    if (size == 0) return 0;
    const int grid = views::kMinSize + data[0] % (views::kMaxSize - views::kMinSize + 1);
    const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    Expected<views::CubeMove> move = views::parse_move_text(text, grid);
    if (!move) {
        const int column = move.error().column;
        if (column < 1 || static_cast<std::size_t>(column) > text.size() + 1 || move.error().message.empty()) std::abort();
        return 0;
    }
    Expected<views::CubeMove> again = views::parse_move_text(views::move_text(*move), grid);
    if (!again || !(*again == *move)) std::abort();
    views::Shape shape = views::empty_shape(grid);
    const bool refused = views::refusal(shape, *move).has_value();
    if (refused == views::apply(shape, *move)) std::abort();
    if (refused != !move->add) std::abort();  // on an empty grid only adding is allowed
    return 0;
}
