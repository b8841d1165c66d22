#pragma once
// The top bar: the puzzles' tabs, Copy link and About, in one row wherever their labels fit
// (issue 20: a phone too, with short labels). It draws and reports; the shell acts.

#include <memory>
#include <vector>

#include "app/midend/screen.h"

namespace knobel::app {

// What a press in the top bar asked for this frame.
struct TopBarPressed {
    Screen* tab = nullptr;   // a tab other than the current one
    bool copy_link = false;
    bool about = false;
};

// `tabs`: the listed screens, in order; `copied`: Copy link was pressed a moment ago (its label
// says so). Rects: "tab-<id>", "copy-link", "about".
TopBarPressed draw_top_bar(const std::vector<Screen*>& tabs, const Screen* current, bool copied);

}  // namespace knobel::app
