#include "app/crossnumber/crossnumber_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>

#include "app/crossnumber/screen_words.h"
#include "app/platform/embedded.h"
#include "app/widgets/board_keys.h"
#include "app/widgets/files_row.h"
#include "app/widgets/job_progress.h"
#include "app/widgets/layout.h"
#include "app/widgets/play_bar.h"
#include "app/widgets/playback_controls.h"
#include "app/platform/platform.h"
#include "app/widgets/screen_header.h"
#include "app/widgets/text_field.h"
#include "app/widgets/theme.h"
#include "app/widgets/value_slider.h"
#include "app/widgets/wide_board.h"
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
namespace {

constexpr const char* kGalleryPrefix = "examples/crossnumber/";

std::string digits_of(crossnumber::Mask mask) {
    std::string text;
    for (int digit = 0; digit <= 9; ++digit)
        if (mask & crossnumber::digit_bit(digit)) text += static_cast<char>('0' + digit);
    return text;
}

}  // namespace

CrossnumberScreen::CrossnumberScreen() {
    // The warm-up example when it is bundled (the first in name order that reads), else a 1×1 grid.
    for (const EmbeddedFile* file : embedded_files_under(kGalleryPrefix)) {
        if (std::string_view(file->name).find("warmup") == std::string_view::npos) continue;
        if (Expected<crossnumber::Puzzle> puzzle = crossnumber::parse_puzzle_file(file->text())) {
            set_puzzle(std::move(puzzle.value()));
            return;
        }
    }
    Expected<crossnumber::Puzzle> tiny = crossnumber::parse_puzzle_file("grid\nA\nend\nPZ(A_w)\n");
    set_puzzle(tiny ? std::move(tiny.value()) : crossnumber::Puzzle{});
}

void CrossnumberScreen::set_puzzle(crossnumber::Puzzle next, bool from_writer) {
    driver_.new_puzzle(std::make_shared<const crossnumber::Puzzle>(std::move(next)));
    hints_seen_ = 0;
    generator_.cancel();  // a puzzle opened while a new one was being made wins
    if (!from_writer) writer_.start_from(puzzle());
    source_text_ = crossnumber::format_puzzle_file(puzzle());
    source_message_.clear();
    source_error_line_ = source_error_column_ = 0;
    selected_rule_line_ = 0;
    selected_.reset();
    pencil_marks_.assign(puzzle().cells.size(), 0);
    start_cells_.assign(puzzle().cells.size(), crossnumber::kAllDigits);
    restart_stepper();
}

void CrossnumberScreen::show_puzzle(crossnumber::Game::Puzzle puzzle) {
    set_puzzle(*puzzle);
    board_ = Board::play;
}

bool CrossnumberScreen::needs_frames() const {
    return driver_.needs_frames() || (watching() && stepper_ && !stepper_->finished()) || now_ms() < flash_until_ms_;
}

// Solve (the button, knobel.solve): the player asks for the answer, so it is shown — on the grid,
// in grey (the board stays the game's: no animation).
void CrossnumberScreen::solve(ScreenHost&) { driver_.solve("Solving", GameDriver<crossnumber::Game>::OnArrival::stay); }

const crossnumber::SolveResult* CrossnumberScreen::shown_answer() const {
    return driver_.revealed_answer() ? &driver_.revealed_answer()->result : nullptr;
}

// The hint for the board as it is (crossnumber/hint.h, through the driver). It leads to the
// solution, so the solve runs first when it has not (in the background, with its progress and
// Cancel; the hint comes with it); the propagation from the player's digits is the core's,
// budgeted within a frame.
void CrossnumberScreen::ask_hint() {
    board_ = Board::play;
    GameScreen::ask_hint();
    select_hinted_cell();
}

void CrossnumberScreen::on_frame(ScreenHost& app, bool) {
    select_hinted_cell();  // a hint that came with its solve
    writer_.update();
    // An edit in the writer that reads as a puzzle: it is the puzzle now (link, play, solver).
    if (std::optional<crossnumber::Puzzle> written = writer_.take_changed_puzzle()) set_puzzle(std::move(*written), true);
    // Running: this frame's time makes steps due at the chosen speed, which the job scheduler runs
    // within the frame budget (paced_steps.h). A run that reached the end stops.
    if (PacedSteps* watched = watch_.running_work()) {
        if (!stepper_ || stepper_->finished()) watch(false);
        else watched->advance(app.frame_seconds(), static_cast<double>(steps_per_second_));
    }
}

std::string CrossnumberScreen::view_json() const {
    JsonWriter json;
    json.begin_object();
    json.key("board").value(board_ == Board::play ? "play" : board_ == Board::solver ? "solver" : "write");
    json.key("writer").raw(writer_.view_json());
    json.key("rows").value(puzzle().rows);
    json.key("cols").value(puzzle().cols);
    json.key("selected");
    if (selected_) json.begin_array().value(puzzle().row_of(*selected_)).value(puzzle().col_of(*selected_)).end_array();
    else json.null();
    json.key("typing").value(typing_ == crossnumber::Direction::across ? "across" : "down");
    json.key("keyboard_focus").value(grid_focused_ ? "grid" : screen_focus_ ? "screen" : "none");
    // The game's grid, one string per row: digits, '.' empty, '#' black.
    json.key("grid").begin_array();
    for (int row = 0; row < puzzle().rows; ++row) {
        std::string text;
        for (int col = 0; col < puzzle().cols; ++col) {
            const int cell = puzzle().cell_index(row, col);
            const std::int8_t digit = driver_.game().state().digits[static_cast<std::size_t>(cell)];
            text += !puzzle().cells[static_cast<std::size_t>(cell)].white ? '#' : digit >= 0 ? static_cast<char>('0' + digit) : '.';
        }
        json.value(text);
    }
    json.end_array();
    json.key("pencil").value(pencil_);
    json.key("pencil_marks").begin_array();
    for (const crossnumber::Mask marks : pencil_marks_) json.value(digits_of(marks));
    json.end_array();
    json.key("steps").value(stepper_ ? stepper_->stats().steps : 0);
    json.key("stepper_finished").value(stepper_ && stepper_->finished());
    json.key("watching").value(watching());
    // The step whose grid the solver board shows instead of now (a log line clicked, or J), or null.
    json.key("viewed_step");
    if (viewed_line_ && *viewed_line_ < log_.size()) json.value(log_[*viewed_line_].step); else json.null();
    json.key("log_lines").value(static_cast<std::uint64_t>(log_.size() + dropped_lines_));
    json.key("last_line").value(log_.empty() ? std::string() : log_.back().text);
    // The candidates the step mode has left, per cell ("" for black cells).
    json.key("candidates").begin_array();
    if (stepper_)
        for (const crossnumber::Mask mask : stepper_->state().cells) json.value(digits_of(mask));
    json.end_array();
    // What the solver board's grid shows: the candidates, a log line's, or a solution found.
    std::vector<crossnumber::Mask> scratch;
    std::size_t solution = 0;
    json.key("solver_grid").begin_array();
    if (stepper_)
        for (const crossnumber::Mask mask : solver_cells(scratch, solution)) json.value(digits_of(mask));
    json.end_array();
    json.key("shown_solution").value(static_cast<std::uint64_t>(solution));
    json.key("assumptions").value(static_cast<std::uint64_t>(stepper_ ? stepper_->assumptions().size() : 0));
    // Every rule's intermediate values as the step mode knows them now.
    json.key("intermediate").begin_array();
    if (stepper_)
        for (const crossnumber::IntermediateValue& v : stepper_->intermediate_values()) {
            json.begin_object().key("line").value(puzzle().rules[static_cast<std::size_t>(v.rule)].line);
            json.key("expression").value(crossnumber::expression_text(puzzle(), v.node));
            json.key("lo");
            if (v.values.empty()) json.null();
            else json.value(crossnumber::to_string(v.values.lo));
            json.key("hi");
            if (v.values.empty()) json.null();
            else json.value(crossnumber::to_string(v.values.hi));
            json.key("count");
            if (v.values.list) json.value(static_cast<std::uint64_t>(v.values.list->size()));
            else if (v.values.empty()) json.value(std::uint64_t{0});
            else json.null();
            json.key("first").begin_array();
            if (v.values.list)
                for (std::size_t i = 0; i < v.values.list->size() && i < kShownValuesInList; ++i) json.value(crossnumber::to_string((*v.values.list)[i]));
            json.end_array();
            json.key("text").value(values_text(v.values));
            json.end_object();
        }
    json.end_array();
    // The Rules pane: each rule's line, its words and what the solver derives from it.
    json.key("rules").begin_array();
    for (std::size_t r = 0; r < puzzle().rules.size(); ++r) {
        json.begin_object().key("line").value(puzzle().rules[r].line);
        json.key("words").value(crossnumber::explain_rule(puzzle(), puzzle().rules[r]));
        json.key("derived").begin_array();
        if (stepper_)
            for (const std::string& fact : crossnumber::derived_facts(puzzle(), stepper_->network(), static_cast<int>(r))) json.value(fact);
        json.end_array().end_object();
    }
    json.end_array();
    json.end_object();
    return json.str();
}

// ---- Drawing -------------------------------------------------------------------------------

void CrossnumberScreen::draw(ScreenHost& app) {
    screen_focus_ = window_frame_focused();
    grid_focused_ = false;  // (set where the play board draws its grid)
    draw_header(app);
    switch (board_) {
        case Board::play: draw_play(); break;
        case Board::solver: draw_solver(app); break;
        case Board::write: writer_.draw(app); break;
    }
    // On a phone the board comes first: the examples and files follow it in a panel.
    if (board_first() && settings_panel("Examples, new puzzle, files")) draw_puzzle_sources();
}

// Where a puzzle comes from: the gallery, New puzzle, Open and Save.
void CrossnumberScreen::draw_puzzle_sources() {
    const auto describe = [](std::string_view name, std::string_view text) {
        const Expected<crossnumber::Puzzle> example = crossnumber::parse_puzzle_file(text);
        if (!example) return std::string();
        return std::string(name) + "   " + std::to_string(example->cols) + "\xC3\x97" + std::to_string(example->rows) + ", " +
               plural(example->rules.size(), "rule", "rules");
    };
    act_on_files(draw_files_row(files_row("Examples\xE2\x80\xA6", 220.0f, kGalleryPrefix, describe)));
}

void CrossnumberScreen::draw_header(ScreenHost& app) {
    draw_screen_heading("Crossnumber", "fill every white cell with a digit so that every rule holds");
    if (!puzzle().title.empty()) ImGui::TextDisabled("%s%s%s", puzzle().title.c_str(), puzzle().author.empty() ? "" : " by ",
                                                     puzzle().author.c_str());
    if (!board_first()) draw_puzzle_sources();  // on a phone after the board (draw)
    if (solve_button(!driver_.solving())) solve(app);
    for (const auto& [board, label, id] : {std::tuple{Board::play, "Play", "board-play"},
                                           std::tuple{Board::solver, "Watch the solver", "board-solver"},
                                           std::tuple{Board::write, "Write", "board-write"}}) {
        same_line_or_wrap(checkbox_width(label));  // a radio button: its circle, then the label
        if (ImGui::RadioButton(label, board_ == board)) board_ = board;
        track_widget_rect(id);
    }
    if (driver_.solving() && draw_job_progress(driver_.job())) driver_.cancel();
    if (generator_.running() && draw_job_progress(generator_.job(), "generate-cancel")) generator_.cancel();
    if (const crossnumber::SolveResult* result = shown_answer()) {
        std::string sentence = result->status == crossnumber::Status::unique     ? "Unique: exactly one solution (the search proved there is no second)."
                               : result->status == crossnumber::Status::multiple ? "Not unique: at least two solutions."
                                                                                   : "No solution: the rules contradict each other.";
        sentence += " " + plural(result->stats.rule_applications, "rule application", "rule applications") + ", " +
                    plural(result->stats.assumptions, "assumption", "assumptions") + ".";
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(sentence.c_str());
        ImGui::PopTextWrapPos();
        track_widget_rect("answer");
        // The (first) solution stands on the play grid, in grey where the player has no digit;
        // the grid becomes it only when the player says so (moves: Undo takes them back).
        if (!result->solutions.empty() && board_ == Board::play) {
            ImGui::TextDisabled("%s", result->solutions.size() > 1 ? "The grid shows the first solution in grey."
                                                                   : "The grid shows the solution in grey.");
            same_line_or_wrap(button_width("Fill in the solution"));
            if (ImGui::Button("Fill in the solution")) fill_in();
            track_widget_rect("fill-solution");
        }
        if (result->solutions.size() > 1) {
            const std::vector<std::string> rows = crossnumber::solution_rows(puzzle(), result->solutions[1]);
            std::string text = "Solution 2:";
            for (const std::string& row : rows) text += "  " + row;
            ImGui::TextDisabled("%s", text.c_str());
        }
    }
}

namespace {
// The grid's cells: as large as this where there is room, as small as this on a narrow screen.
constexpr float kLargestCell = 64.0f, kSmallestCell = 22.0f;
// The digit pad wraps into two rows of this width on the play board.
constexpr float kDigitPadWidth = 470.0f;
constexpr float kBelowGrid = 96.0f;  // a laptop's grid leaves this much of the window for the digit keys under it
}  // namespace

bool CrossnumberScreen::begin_grid_and_words(const char* id) {
    const float room = ImGui::GetContentRegionAvail().x - kWordsMinWidth;  // for the grid's column
    if (board_first() || room < kDigitPadWidth) return false;
    const float grid = kLargestCell * static_cast<float>(puzzle().cols);
    return begin_two_columns(id, std::min(room, std::max(grid, kDigitPadWidth)), kWordsMinWidth);
}

std::optional<CrossnumberScreen::GridClick> CrossnumberScreen::draw_grid(
    const char* id, const std::vector<crossnumber::Mask>* candidates, const std::vector<std::uint8_t>& marked,
    const std::vector<std::uint8_t>& changed, const std::vector<float>* flash) {
    const crossnumber::Puzzle& puzzle = this->puzzle();
    const float room = std::max(120.0f, ImGui::GetContentRegionAvail().x);
    // With fingers a cell is never below a finger's target: a grid wider than the screen pans
    // sideways in a strip instead (wide_board.h).
    const float smallest = finger_sized() ? kFingerTarget : kSmallestCell;
    float cell = std::clamp(std::floor(room / static_cast<float>(puzzle.cols)), smallest, kLargestCell);
    if (!board_first()) {
        // On a laptop the whole grid and the row of digit keys under it fit the window's height
        // (an 8×8 grid of 64 px cells ran off an 800 px screen): measured in the window's content,
        // not on screen, so that the cells keep their size while the page scrolls.
        const float below = ImGui::GetWindowHeight() - ImGui::GetCursorPosY() - kBelowGrid;
        cell = std::max(smallest, std::min(cell, std::floor(below / static_cast<float>(puzzle.rows))));
    }
    const ImVec2 size(cell * static_cast<float>(puzzle.cols), cell * static_cast<float>(puzzle.rows));
    const bool strip = begin_wide_board((std::string(id) + "-strip").c_str(), size);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    // A cell the keyboard, typing or a hint selected comes into view once (the player may scroll
    // or pan away after).
    if (selected_ && selected_ != shown_cell_) {
        const ImVec2 at(origin.x + static_cast<float>(puzzle.col_of(*selected_)) * cell,
                        origin.y + static_cast<float>(puzzle.row_of(*selected_)) * cell);
        bring_into_view(at, ImVec2(at.x + cell, at.y + cell), strip);
    }
    shown_cell_ = selected_;
    const bool pressed = ImGui::InvisibleButton(id, size);
    if (strip) track_wide_board_rect(id);  // the whole grid: js-api.md's cell formula holds
    else track_widget_rect(id);
    // Space or Enter on the grid while it has the keyboard's focus presses it with the pointer
    // elsewhere: the keyboard's way into the grid (keyboard_entry).
    grid_pressed_by_key_ = pressed && !ImGui::IsItemHovered();
    if (board_ == Board::play) grid_focused_ = ImGui::IsItemFocused();
    // Shift as it was when the press began: the click counts on release, and Shift may be let go
    // by then (in the same frame as the release).
    if (ImGui::IsItemActivated()) shift_at_press_ = ImGui::GetIO().KeyShift;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    ImFont* font = ImGui::GetFont();
    const float big = std::min(cell * 0.62f, 40.0f), small = std::max(8.0f, cell * 0.24f), label = std::max(8.0f, cell * 0.26f);
    std::optional<GridClick> clicked;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const crossnumber::SolveResult* asked = candidates ? nullptr : shown_answer();
    const crossnumber::Solution* answer = asked && asked->finished && !asked->solutions.empty() ? &asked->solutions.front() : nullptr;
    // Where candidate digit d sits in a cell: a 5×2 layout, 0–4 above and 5–9 below.
    const auto digit_spot = [&](ImVec2 a, int d) {
        return ImVec2(a.x + 2 + static_cast<float>(d % 5) * (cell - 4) / 5, a.y + cell * 0.42f + static_cast<float>(d / 5) * cell * 0.28f);
    };
    for (int row = 0; row < puzzle.rows; ++row) {
        for (int col = 0; col < puzzle.cols; ++col) {
            const int index = puzzle.cell_index(row, col);
            const auto at = static_cast<std::size_t>(index);
            const crossnumber::Cell& c = puzzle.cells[at];
            const ImVec2 a(origin.x + static_cast<float>(col) * cell, origin.y + static_cast<float>(row) * cell);
            const ImVec2 b(a.x + cell, a.y + cell);
            if (pressed && mouse.x >= a.x && mouse.x < b.x && mouse.y >= a.y && mouse.y < b.y) {
                clicked = GridClick{index, -1, shift_at_press_ || ImGui::GetIO().KeyShift};
                if (mouse.y >= a.y + cell * 0.38f) {  // the candidates' rows
                    const int column = std::clamp(static_cast<int>((mouse.x - a.x - 2) / ((cell - 4) / 5)), 0, 4);
                    clicked->digit = column + (mouse.y >= a.y + cell * 0.70f ? 5 : 0);
                }
            }
            if (!c.white) {
                draw->AddRectFilled(a, b, IM_COL32(38, 41, 48, 255));
                continue;
            }
            ImU32 fill = IM_COL32(255, 255, 255, 255);
            if (!marked.empty() && marked[at]) fill = IM_COL32(255, 236, 179, 255);
            if (!changed.empty() && changed[at]) fill = IM_COL32(178, 223, 219, 255);
            if (selected_ == index && board_ == Board::play) fill = IM_COL32(187, 222, 251, 255);
            if (flash && at < flash->size() && (*flash)[at] > 0.0f) {
                // Just changed: a stronger green, fading into the cell's own colour.
                const float t = std::clamp((*flash)[at], 0.0f, 1.0f);
                const auto mix = [&](int shift, int strong) {
                    const float own = static_cast<float>((fill >> shift) & 0xFF);
                    return static_cast<ImU32>(std::lround(own + (static_cast<float>(strong) - own) * t)) << shift;
                };
                fill = mix(IM_COL32_R_SHIFT, 76) | mix(IM_COL32_G_SHIFT, 175) | mix(IM_COL32_B_SHIFT, 80) | (0xFFu << IM_COL32_A_SHIFT);
            }
            draw->AddRectFilled(a, b, fill);
            draw->AddRect(a, b, IM_COL32(120, 126, 138, 255));
            if (!c.label.empty())
                draw->AddText(font, label, ImVec2(a.x + 2, a.y + 1), IM_COL32(90, 96, 110, 255), c.label.c_str());
            const std::int8_t digit = candidates ? -1 : driver_.game().state().digits[at];
            const crossnumber::Mask mask = candidates ? (*candidates)[at] : 0;
            const bool known = candidates ? crossnumber::digit_options(mask) == 1 : digit >= 0;
            if (known) {
                const char text[2] = {static_cast<char>('0' + (candidates ? crossnumber::lowest_digit(mask) : digit)), 0};
                const ImVec2 extent = font->CalcTextSizeA(big, 1e9f, 0.0f, text);
                const ImU32 ink = c.given >= 0 ? IM_COL32(26, 28, 33, 255) : IM_COL32(21, 101, 192, 255);
                draw->AddText(font, big, ImVec2(a.x + (cell - extent.x) / 2, a.y + (cell - extent.y) / 2 + 2), ink, text);
            } else if (!candidates && answer != nullptr && answer->digits[at] >= 0) {
                // The solution asked for, in grey, where the player has not written a digit yet.
                const char text[2] = {static_cast<char>('0' + answer->digits[at]), 0};
                const ImVec2 extent = font->CalcTextSizeA(big, 1e9f, 0.0f, text);
                draw->AddText(font, big, ImVec2(a.x + (cell - extent.x) / 2, a.y + (cell - extent.y) / 2 + 2), IM_COL32(150, 156, 168, 255), text);
            } else if (!candidates && pencil_marks_[at] != 0) {
                // The player's pencil marks, small, in the same 5×2 places as the solver's candidates.
                for (int d = 0; d <= 9; ++d) {
                    if (!(pencil_marks_[at] & crossnumber::digit_bit(d))) continue;
                    const char text[2] = {static_cast<char>('0' + d), 0};
                    draw->AddText(font, small, digit_spot(a, d), IM_COL32(120, 90, 40, 255), text);
                }
            } else if (candidates) {
                // Candidates small, in a 5×2 layout (0–4 above, 5–9 below), gaps where a digit is gone.
                const crossnumber::Mask last = stepper_ ? stepper_->try_last(index) : crossnumber::Mask{0};
                for (int d = 0; d <= 9; ++d) {
                    if (!(mask & crossnumber::digit_bit(d))) continue;
                    const char text[2] = {static_cast<char>('0' + d), 0};
                    const bool tried_last = last & crossnumber::digit_bit(d);
                    draw->AddText(font, small, digit_spot(a, d), tried_last ? IM_COL32(230, 97, 1, 255) : IM_COL32(110, 116, 128, 255), text);
                }
                if (mask == 0) draw->AddRectFilled(a, b, IM_COL32(239, 83, 80, 90));  // a contradiction
            }
        }
    }
    end_wide_board(strip);
    return clicked;
}

void CrossnumberScreen::mark_rule_cells(int line, std::vector<std::uint8_t>& marked) const {
    if (line <= 0) return;
    for (const crossnumber::Rule& rule : puzzle().rules)
        if (rule.line == line)
            for (const int entry : rule.entries)
                for (const int cell : puzzle().entries[static_cast<std::size_t>(entry)].cells) marked[static_cast<std::size_t>(cell)] = 1;
}

void CrossnumberScreen::draw_entries() {
    const bool open = ImGui::CollapsingHeader("Entries");
    track_widget_rect("entries");  // also when folded: it is what opens the pane
    if (!open) return;
    const crossnumber::SearchState& state = stepper_->state();
    for (std::size_t e = 0; e < puzzle().entries.size(); ++e) {
        const crossnumber::Entry& entry = puzzle().entries[e];
        std::string digits;
        for (const int cell : entry.cells) {
            const crossnumber::Mask mask = state.cells[static_cast<std::size_t>(cell)];
            digits += crossnumber::digit_options(mask) == 1 ? std::string(1, static_cast<char>('0' + crossnumber::lowest_digit(mask)))
                                                             : "[" + digits_of(mask) + "]";
        }
        std::string line = crossnumber::entry_words(entry) + ":  " + digits;
        if (e < state.lists.size() && state.lists[e]) {
            const std::vector<crossnumber::Value>& values = *state.lists[e];
            line += "   " + plural(values.size(), "value left", "values left") + ":";
            for (std::size_t i = 0; i < values.size() && i < 6; ++i) line += " " + crossnumber::to_string(values[i]);
            if (values.size() > 6) line += " \xE2\x80\xA6";
        }
        ImGui::TextUnformatted(line.c_str());
    }
    draw_intermediate_values();
}

void CrossnumberScreen::draw_source(ScreenHost& app) {
    const bool open = ImGui::CollapsingHeader("Source (.kz)");
    track_widget_rect("source");  // also when folded: it is what opens the pane
    if (!open) return;
    const float height = std::clamp(ImGui::GetTextLineHeight() * static_cast<float>(puzzle().rows + puzzle().rules.size() + 6),
                                    120.0f, 360.0f);
    ImGui::InputTextMultiline("##source", &source_text_, ImVec2(-1.0f, height));
    track_widget_rect("source-text");
    if (ImGui::Button("Use this text")) {
        Expected<crossnumber::Puzzle> puzzle = crossnumber::parse_puzzle_file(source_text_);
        if (puzzle) {
            const std::string kept = source_text_;  // the user's own spacing and comments stay in the pane
            set_puzzle(std::move(puzzle.value()));
            source_text_ = kept;
            app.clear_error();
        } else {
            source_message_ = puzzle.error().to_string();
            source_error_line_ = puzzle.error().line;
            source_error_column_ = puzzle.error().column;
        }
    }
    track_widget_rect("source-use");
    field_message(source_message_, "source-message");
    if (!source_message_.empty()) error_line_excerpt(source_text_, source_error_line_, source_error_column_, "source-error-line");
}

void CrossnumberScreen::draw_rules(int highlighted_line, const crossnumber::GridCheck* check) {
    if (!ImGui::CollapsingHeader("Rules", ImGuiTreeNodeFlags_DefaultOpen)) return;
    track_widget_rect("rules");
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("Each rule in words, as written in the file below it, with what the solver derives from it (\xE2\x86\xB3). "
                        "From the grid itself: no entry starts with 0.");
    ImGui::PopTextWrapPos();
    for (std::size_t r = 0; r < puzzle().rules.size(); ++r) {
        const crossnumber::Rule& rule = puzzle().rules[r];
        const char* mark = "  ";
        if (check && r < check->rules.size()) {
            const crossnumber::RuleState state = check->rules[r].state;
            mark = state == crossnumber::RuleState::holds ? "\xE2\x9C\x93" : state == crossnumber::RuleState::broken ? "\xE2\x9C\x97" : "\xC2\xB7";
        }
        if (rule.line == highlighted_line) mark = "\xE2\x96\xB6";
        // Words first (issue 20): the rule as a sentence; as written in the file, in grey below it.
        const std::string text = std::string(mark) + "  " + crossnumber::explain_rule(puzzle(), rule);
        ImGui::PushID(static_cast<int>(r));
        if (ImGui::Selectable(text.c_str(), selected_rule_line_ == rule.line))
            selected_rule_line_ = selected_rule_line_ == rule.line ? 0 : rule.line;
        ImGui::PopID();
        track_widget_rect("rule-" + std::to_string(r));
        ImGui::Indent();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("as written: %s (line %d)", crossnumber::rule_text(puzzle(), rule).c_str(), rule.line);
        for (const std::string& fact : crossnumber::derived_facts(puzzle(), stepper_->network(), static_cast<int>(r)))
            ImGui::TextDisabled("\xE2\x86\xB3 %s", fact.c_str());
        ImGui::PopTextWrapPos();
        ImGui::Unindent();
    }
}

std::unique_ptr<Screen> make_crossnumber_screen() { return std::make_unique<CrossnumberScreen>(); }

}  // namespace knobel::app
