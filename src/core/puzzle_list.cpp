#include "core/puzzle_list.h"

namespace knobel {

const PuzzleInfo* find_puzzle(std::string_view id) {
    for (const PuzzleInfo& puzzle : kAllPuzzles)
        if (puzzle.id == id) return &puzzle;
    return nullptr;
}

std::string puzzle_ids_text(std::string_view last_joiner) {
    std::string text;
    for (std::size_t i = 0; i < kPuzzles.size(); ++i) {
        if (i > 0) text += i + 1 == kPuzzles.size() ? last_joiner : std::string_view(", ");
        text += kPuzzles[i].id;
    }
    return text;
}

}  // namespace knobel
