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

// A new puzzle on `screen` from the options as text (knobel.newGame's and the control's way), or
// the error (naming the option) in the shell's banner; true when the puzzle is made or on its way.
inline bool make_new_puzzle(Screen& screen, ScreenHost& host, std::string_view size, std::string_view difficulty,
                            std::string_view seed) {
    if (std::optional<InputError> error = screen.new_game(size, difficulty, seed, host.fresh_seed())) {
        host.show_error("Could not make a new puzzle: " + error->to_string() + ".");
        return false;
    }
    host.clear_error();
    host.new_game_started();
    return true;
}

// The control's Make, for any screen that makes puzzles: the puzzle from the form.
inline void make_new_puzzle(Screen& screen, ScreenHost& host, const NewPuzzleForm& form) {
    const std::string_view level = difficulty_name(static_cast<Difficulty>(std::clamp(form.difficulty, 0, 2)));
    make_new_puzzle(screen, host, form.size, level, form.seed);
}

}  // namespace knobel::app
