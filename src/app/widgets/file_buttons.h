#pragma once
// The file buttons of puzzle screens: Open file… (the browser's file picker, whose file comes back
// to the puzzle's load_text) and Save…. Copy link is in the top bar, the same for every screen.

#include <functional>
#include <string>

namespace knobel::app {

// `puzzle`: the screen's id, which the picked file is handed to; `accept`: the picker's filter.
void open_file_button(const char* puzzle, const char* accept);
// The file's text is made only when the button is pressed: a 100,000-digit puzzle formatted in
// every frame would cost more than the rest of the frame.
void save_file_button(const std::string& file_name, const std::function<std::string()>& make_text);

}  // namespace knobel::app
