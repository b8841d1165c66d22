#pragma once
// One-line text fields on std::string (ImGui), with the message of a ParsedField under them.

#include <string>
#include <string_view>

#include "imgui.h"

namespace knobel::app {

// An InputText on `text`, `width` pixels wide (rect `id` for knobel.rect), showing `hint` in grey
// while empty. Returns true when the text changed this frame, or when Enter was pressed in it.
bool text_field(const char* id, std::string& text, float width, ImGuiInputTextFlags flags = 0, const char* hint = nullptr);

// `label`, then the field on the same line: fields inside a sentence ("First [ ] count [ ]").
bool labelled_field(const char* label, const char* id, std::string& text, float width, ImGuiInputTextFlags flags = 0);

// The field's message in red under it, when it has one (rect `rect_id`).
void field_message(const std::string& message, const char* rect_id);

// The line `line` of `text` (1-based) with a red mark under column `column` (1-based; 0: the
// whole line), so that an error in a long multi-line field is seen where it is (rect `rect_id`).
void error_line_excerpt(std::string_view text, int line, int column, const char* rect_id);

}  // namespace knobel::app
