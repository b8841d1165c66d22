#pragma once
// The bar every playable screen shows above its board (ImGui): where the game stands in words (a
// tick when it is optimal), a counter, why the last move was refused, Undo / Restart / Redo,
// Show solution, and a field to type a move in the puzzle's syntax — the keyboard's way to play
// and the syntax shown by example. The screen says what to show and acts on what was pressed.

#include <optional>
#include <string>

namespace knobel::app {

struct PlayBarContent {
    std::string sentence;      // the core's verdict in words
    bool optimal = false;
    std::string counter;       // "2 of m = 3 moves used", "5 cubes · the fewest possible: 4"
    std::string message;       // why the last move was refused, or ""
    bool can_undo = false;
    bool can_redo = false;
    const char* restart_label = "Reset";  // "Reset", "Clear"
    bool solving = false;      // Show solution is disabled while a solve runs
    const char* move_hint = "";  // an example move for the field's hint
    const char* move_help = "";  // the move syntax in words, for the field's tooltip
    const char* how_to = "";   // one line on playing with the pointer
};

struct PlayBarPressed {
    bool undo = false;
    bool redo = false;
    bool restart = false;
    bool show_solution = false;
    std::optional<std::string> move;  // a move typed and entered (trimmed)
};

// `move_text` is the field's text, kept by the screen between frames; it is cleared when the
// move entered is played (the screen calls move_played()).
PlayBarPressed draw_play_bar(const PlayBarContent& content, std::string& move_text);

}  // namespace knobel::app
