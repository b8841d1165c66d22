#pragma once
// What the New puzzle control (widgets/new_puzzle_control.h) holds between openings, without
// ImGui: the mid-end makes the puzzle from it (GameScreen::make_new_puzzle), the widget draws it.

#include <string>

namespace knobel::app {

struct NewPuzzleForm {
    std::string size;    // "" = the puzzle's usual size
    int difficulty = 1;  // 0 easy, 1 medium, 2 hard (difficulty_name's order)
    std::string seed;    // "" = a fresh seed
};

}  // namespace knobel::app
