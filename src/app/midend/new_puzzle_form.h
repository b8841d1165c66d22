#pragma once
// What the New puzzle control (widgets/new_puzzle_control.h) holds between openings, without
// ImGui: the mid-end makes the puzzle from it (GameScreen::make_new_puzzle), the widget draws it.

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

#include "app/midend/screen.h"
#include "core/difficulty.h"

namespace knobel::app {

struct NewPuzzleForm {
    std::string size;    // "" = the puzzle's usual size
    int difficulty = 1;  // 0 easy, 1 medium, 2 hard (difficulty_name's order)
    std::string seed;    // "" = a fresh seed
};

// The control's Make, for any screen that makes puzzles: the puzzle from the form on `screen`,
// or the error (naming the option) in the shell's banner.
inline void make_new_puzzle(Screen& screen, ScreenHost& host, const NewPuzzleForm& form) {
    const std::string_view level = difficulty_name(static_cast<Difficulty>(std::clamp(form.difficulty, 0, 2)));
    if (std::optional<InputError> error = screen.new_game(form.size, level, form.seed, host.fresh_seed())) {
        host.show_error("Could not make a new puzzle: " + error->to_string() + ".");
    } else {
        host.clear_error();
    }
}

}  // namespace knobel::app
