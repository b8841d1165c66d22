// The Crossnumber screen's Play board: the grid played by hand as crossword apps have it (tap or
// arrow to a cell, type a digit and the cursor moves on along the entry; Tab or a second tap turns
// the typing direction), the digit pad, pencil marks, the play bar, the live check of every rule,
// and the solution filled in by its moves (Game::answer_moves).

#include "app/crossnumber/crossnumber_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>

#include "app/widgets/board_keys.h"
#include "app/widgets/layout.h"
#include "app/widgets/play_bar.h"
#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "crossnumber/explain.h"
#include "crossnumber/grid_cursor.h"
#include "crossnumber/hint.h"
#include "crossnumber/link_codec.h"
#include "crossnumber/output.h"
#include "crossnumber/parser.h"
#include "crossnumber/value.h"
#include "imgui.h"
#include "imgui_stdlib.h"

namespace knobel::app {

void CrossnumberScreen::select_hinted_cell() {
    if (driver_.hints().used() == hints_seen_) return;
    hints_seen_ = driver_.hints().used();
    if (const Hint<crossnumber::Move>* hint = driver_.current_hint(); hint && hint->move)
        selected_ = puzzle().cell_index(hint->move->row, hint->move->col);
}

void CrossnumberScreen::fill_in() {
    const crossnumber::GameAnswer* answer = driver_.revealed_answer();
    if (!answer) return;
    for (const crossnumber::Move& move : crossnumber::Game::answer_moves(*answer)) {
        const std::size_t at = static_cast<std::size_t>(puzzle().cell_index(move.row, move.col));
        if (driver_.game().state().digits[at] != move.digit) driver_.play(move);
    }
}

// A tap on a white cell selects it; a second tap on the selected one turns the typing direction.
// The direction follows the cell: one in an entry only down types down.
void CrossnumberScreen::select_cell(int cell, bool by_tap) {
    using crossnumber::Direction;
    if (by_tap && selected_ == cell) {
        turn_typing();
        return;
    }
    selected_ = cell;
    if (!crossnumber::in_entry(puzzle(), cell, typing_)) {
        const Direction other = typing_ == Direction::across ? Direction::down : Direction::across;
        if (crossnumber::in_entry(puzzle(), cell, other)) typing_ = other;
    }
}

void CrossnumberScreen::turn_typing() {
    using crossnumber::Direction;
    const Direction other = typing_ == Direction::across ? Direction::down : Direction::across;
    if (selected_ && crossnumber::in_entry(puzzle(), *selected_, other)) typing_ = other;
}

// The selected cell gets `digit` (-1 clears it), or in pencil mode the mark toggles (-1: none).
void CrossnumberScreen::write_selected(int digit) {
    if (!selected_) return;
    if (pencil_) {
        crossnumber::Mask& marks = pencil_marks_[static_cast<std::size_t>(*selected_)];
        marks = digit < 0 ? 0 : static_cast<crossnumber::Mask>(marks ^ crossnumber::digit_bit(digit));
        return;
    }
    driver_.play(crossnumber::Move{puzzle().row_of(*selected_), puzzle().col_of(*selected_), digit});
}

// A digit typed or tapped: into the cell, then on to the entry's next cell (as in a crossword app),
// past a given digit too; pencil marks stay in their cell.
void CrossnumberScreen::type_digit(int digit) {
    if (!selected_) return;
    if (puzzle().cells[static_cast<std::size_t>(*selected_)].given < 0 || pencil_) write_selected(digit);
    if (pencil_) return;
    if (const std::optional<int> next = crossnumber::next_in_entry(puzzle(), *selected_, typing_, 1)) selected_ = next;
}

// The grid's keys while a cell is selected and no text field is edited (docs/keyboard.md): digits,
// Backspace back along the entry, Delete, the arrows over the white cells, Tab turns, Escape leaves.
void CrossnumberScreen::keyboard_entry() {
    using crossnumber::Direction;
    const ImGuiIO& io = ImGui::GetIO();
    if (!selected_ || io.WantTextInput || io.KeyCtrl || io.KeyAlt || io.KeySuper) return;
    for (const ImWchar c : io.InputQueueCharacters)
        if (c >= '0' && c <= '9') type_digit(static_cast<int>(c - '0'));
    const auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key)); };
    if (pressed(ImGuiKey_Backspace)) {
        // A filled cell is emptied; an empty one hands Backspace to the cell before it.
        const bool empty = driver_.game().state().digits[static_cast<std::size_t>(*selected_)] < 0;
        if (empty && !pencil_) {
            if (const std::optional<int> before = crossnumber::next_in_entry(puzzle(), *selected_, typing_, -1)) selected_ = before;
        }
        if (puzzle().cells[static_cast<std::size_t>(*selected_)].given < 0) write_selected(-1);
    }
    if (pressed(ImGuiKey_Delete)) write_selected(-1);
    const struct { ImGuiKey key; int row_step, col_step; Direction along; } arrows[] = {
        {ImGuiKey_LeftArrow, 0, -1, Direction::across}, {ImGuiKey_RightArrow, 0, 1, Direction::across},
        {ImGuiKey_UpArrow, -1, 0, Direction::down}, {ImGuiKey_DownArrow, 1, 0, Direction::down}};
    for (const auto& arrow : arrows) {
        if (!take_board_key(arrow.key)) continue;  // the arrow is the grid's, not a move to another widget
        if (crossnumber::in_entry(puzzle(), *selected_, arrow.along)) typing_ = arrow.along;
        if (const std::optional<int> next = crossnumber::white_cell_towards(puzzle(), *selected_, arrow.row_step, arrow.col_step))
            select_cell(*next, false);
    }
    if (take_board_key(ImGuiKey_Tab)) turn_typing();  // not a tab to the next field
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) selected_.reset();
}

// The play bar: the verdict, the counter, the hint, Undo/Clear/Redo, Show solution, the move field.
void CrossnumberScreen::draw_play_controls() {
    PlayBarWords words;
    words.restart_label = "Clear";
    words.move_hint = "0,1=7";
    words.move_help = "A move as text: row,column=digit (from 0), or row,column= to clear the cell";
    words.how_to = "Tap a cell, then type a digit or tap one below; Backspace or Clear cell empties it.";
    PlayBarContent content = play_bar_content(words);
    content.celebration = "Solved!";  // a grid has one answer: nothing to be optimal about
    PlayBarPressed pressed = draw_play_bar(content, move_text_);
    // Show solution: the solver's reasoning, watched step by step (the grid shows the answer in
    // grey once solved).
    if (pressed.show_solution) board_ = Board::solver;
    pressed.show_solution = false;
    act_on(pressed, move_text_);
    select_hinted_cell();
}

void CrossnumberScreen::draw_play() {
    // On a phone the grid and the digit pad come first, the play bar under them (issue 20).
    const bool phone = board_first();
    if (!phone) draw_play_controls();
    // On a wide window the check and the rules beside the grid, not below the fold.
    const bool columns = begin_grid_and_words("play-layout");

    // The live check: every rule whose entries are filled, held or broken; broken rules' cells tinted.
    const crossnumber::GridCheck check = crossnumber::check_grid_rules(puzzle(), driver_.game().state().digits);
    std::vector<std::uint8_t> marked(puzzle().cells.size(), 0);
    for (const crossnumber::RuleCheck& rule : check.rules)
        if (rule.state == crossnumber::RuleState::broken) mark_rule_cells(puzzle().rules[static_cast<std::size_t>(rule.rule)].line, marked);
    mark_rule_cells(selected_rule_line_, marked);
    if (const std::optional<GridClick> clicked = draw_grid("grid", nullptr, marked, {})) {
        if (puzzle().cells[static_cast<std::size_t>(clicked->cell)].white) select_cell(clicked->cell, true);
    }
    // Space (ImGui's activation) or Enter on the focused grid: the keyboard's way in, as Enter is
    // on Views' layers and Matches' table.
    const bool entered = grid_focused_ && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
    if ((grid_pressed_by_key_ || entered) && !selected_) {
        if (const std::optional<int> first = crossnumber::first_white_cell(puzzle())) select_cell(*first, false);
    }
    keyboard_entry();
    // Always a line here, so that the first tap does not push the digit pad down (off a phone's
    // screen); a phone has no Tab key to mention.
    const char* along = typing_ == crossnumber::Direction::across ? "across" : "down";
    const char* turned = typing_ == crossnumber::Direction::across ? "down" : "across";
    if (!selected_) ImGui::TextDisabled("Tap a cell to write in it");
    else if (finger_sized()) ImGui::TextDisabled("Typing goes %s (a second tap: %s)", along, turned);
    else ImGui::TextDisabled("Typing goes %s (Tab or a second tap: %s)", along, turned);
    // A digit pad for touch screens (and mice): finger-sized, wrapping on a phone.
    const float key = 44.0f;
    for (int digit = 0; digit <= 9; ++digit) {
        if (digit > 0) same_line_or_wrap(key);
        const char label[2] = {static_cast<char>('0' + digit), 0};
        ImGui::BeginDisabled(!selected_);
        if (ImGui::Button(label, ImVec2(key, key))) type_digit(digit);
        ImGui::EndDisabled();
        track_widget_rect(std::string("digit-") + label);
    }
    same_line_or_wrap(button_width("Clear cell") + 8.0f);
    ImGui::BeginDisabled(!selected_);
    if (ImGui::Button("Clear cell", ImVec2(0, key))) write_selected(-1);
    ImGui::EndDisabled();
    track_widget_rect("digit-clear");
    same_line_or_wrap(checkbox_width("Pencil"));
    ImGui::AlignTextToFramePadding();
    ImGui::Checkbox("Pencil", &pencil_);
    track_widget_rect("pencil");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Digits note candidates in the cell instead of filling it");
    if (phone) draw_play_controls();
    if (columns) next_column();
    if (check.broken > 0) {
        std::string broken;
        for (const std::string& zero : check.leading_zeros) broken += zero + "\n";
        for (const crossnumber::RuleCheck& rule : check.rules)
            if (rule.state == crossnumber::RuleState::broken) broken += rule.sentence + "\n";
        ImGui::PushTextWrapPos(0.0f);
        error_text(broken.c_str());
        ImGui::PopTextWrapPos();
        track_widget_rect("check");
    }
    draw_rules(0, &check);
    draw_source(host());
    if (columns) end_two_columns();
}

}  // namespace knobel::app
