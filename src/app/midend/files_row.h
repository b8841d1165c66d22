#pragma once
// The row of a puzzle's files under its settings — its gallery, New puzzle, Open file, Save — as
// data, without ImGui: the mid-end fills in the game's part (GameScreen::files_row), the widget
// draws it (widgets/files_row.h) and what was pressed comes back to GameScreen::act_on_files.

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "app/midend/new_puzzle_form.h"
#include "core/new_puzzle.h"

namespace knobel::app {

struct FilesRow {
    // The gallery combo (nullptr: the puzzle has none): its closed label and width, the bundled
    // files it lists, and each file's label (`describe(name, text)`, "" leaves a file out).
    const char* gallery_label = nullptr;
    float gallery_width = 0;
    std::string_view gallery_prefix;
    std::function<std::string(std::string_view name, std::string_view text)> describe;
    NewPuzzleForm* form = nullptr;  // the New puzzle control's fields
    const NewPuzzleSizes* sizes = nullptr;
    const char* screen_id = "";  // Open file hands the picked file to this screen's load_text
    const char* file_types = "";
    std::string save_name;
    std::function<std::string()> save_text;  // made only when Save is pressed
};

struct FilesPressed {
    std::optional<std::string_view> example;  // the text of the gallery file picked this frame
    bool make_new = false;                    // the New puzzle control's Make
};

}  // namespace knobel::app
