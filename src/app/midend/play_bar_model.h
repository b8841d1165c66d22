#pragma once
// What the play bar (widgets/play_bar.h) shows and what was pressed on it, without ImGui: the
// mid-end fills the content from a game it drives and acts on what was pressed (GameScreen), so no
// front end writes either again.

#include <cstddef>
#include <optional>
#include <string>

namespace knobel::app {

struct PlayBarContent {
    std::string sentence;      // the core's verdict in words
    bool optimal = false;
    const char* celebration = "Optimal!";  // what the bar cheers when a move makes it optimal ("Solved!")
    std::string counter;       // "2 of m = 3 moves used", "5 cubes · the fewest possible: 4"
    std::string message;       // why the last move was refused, or ""
    bool can_undo = false;
    bool can_redo = false;
    const char* restart_label = "Reset";  // "Reset", "Clear"
    bool solving = false;      // Show solution is disabled while a solve runs
    const char* move_hint = "";  // an example move for the field's hint
    const char* move_help = "";  // the move syntax in words, for the field's tooltip
    const char* how_to = "";   // one line on playing with the pointer
    bool gives_hints = false;  // the game has hints: the Hint button and the H key
    bool hint_shown = false;   // a hint for this board is up: Hint now makes its move
    bool hint_waiting = false; // the hint is being worked out (a solve runs for it)
    std::string hint_sentence; // why the hint's move, in words
    std::size_t hints_used = 0;
    bool has_target = false;   // the game can name its optimum: the "Show the target" switch
    bool target_shown = false; // the switch is on
    std::string target;        // the optimum in words, "" while it is being worked out
};

struct PlayBarPressed {
    bool undo = false;
    bool redo = false;
    bool restart = false;
    bool show_solution = false;
    bool hint = false;  // the Hint button or the H key
    bool toggle_target = false;  // the "Show the target" switch was clicked
    std::optional<std::string> move;  // a move typed and entered (trimmed)
};

// The words of one puzzle's bar, which no driver can know.
struct PlayBarWords {
    const char* restart_label = "Reset";
    const char* move_hint = "";
    const char* move_help = "";
    const char* how_to = "";
};

}  // namespace knobel::app
