#pragma once
// Play | Edit, as puzz.link's Answer/Edit switch (issue 20): while playing nothing a click, a tap
// or a swipe does changes the puzzle; editing it is this one switch away, with an undo history of
// its own (Undo edit, Redo edit while editing). Widget ids: mode-play, mode-edit, edit-undo,
// edit-redo.

namespace knobel::app {

struct EditSwitchPressed {
    bool undo = false;
    bool redo = false;
};

// `edit_label`: what is edited ("Edit the views", "Edit the puzzle"); `editing` is flipped by the
// switch.
EditSwitchPressed draw_edit_switch(const char* edit_label, bool& editing, bool can_undo, bool can_redo);

}  // namespace knobel::app
