#include "app/crossnumber/crossnumber_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>

#include "app/platform/embedded.h"
#include "app/widgets/board_keys.h"
#include "app/widgets/file_buttons.h"
#include "app/widgets/job_progress.h"
#include "app/widgets/layout.h"
#include "app/widgets/new_puzzle_control.h"
#include "app/widgets/play_bar.h"
#include "app/widgets/playback_controls.h"
#include "app/platform/platform.h"
#include "app/widgets/screen_header.h"
#include "app/widgets/text_field.h"
#include "app/widgets/theme.h"
#include "app/widgets/value_slider.h"
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
constexpr std::size_t kMaxLogLines = 5000;  // about 2 MB of candidates for a 20×20 grid
constexpr int kMaxStepsPerFrame = 2000;
constexpr double kFlashMs = 500.0;  // a changed cell flashes and fades out over this long
constexpr std::size_t kShownValues = 6;  // values of a list shown before "…"

std::string digits_of(crossnumber::Mask mask) {
    std::string text;
    for (int digit = 0; digit <= 9; ++digit)
        if (mask & crossnumber::digit_bit(digit)) text += static_cast<char>('0' + digit);
    return text;
}

std::string plural(std::uint64_t count, const char* one, const char* many) {
    return with_thousands(count) + " " + (count == 1 ? one : many);
}

// An intermediate value's set in a few words: "3", "12\u202615", "4 values: 12, 18, 24, 30",
// "120 values: 100, 101, 102, 103, 104, 105 \u2026", "none".
std::string values_text(const crossnumber::Dom& values) {
    if (values.empty()) return "none";
    if (values.single()) return crossnumber::to_string(values.lo);
    if (!values.list) return crossnumber::to_string(values.lo) + "\xE2\x80\xA6" + crossnumber::to_string(values.hi);
    std::string text = plural(values.list->size(), "value", "values") + ":";
    for (std::size_t i = 0; i < values.list->size() && i < kShownValues; ++i) text += (i ? ", " : " ") + crossnumber::to_string((*values.list)[i]);
    if (values.list->size() > kShownValues) text += " \xE2\x80\xA6";
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

std::optional<InputError> CrossnumberScreen::new_game(std::string_view size, std::string_view difficulty,
                                                      std::string_view seed, std::uint64_t fresh_seed) {
    size = trim(size);
    const bool two_sides = size.find_first_of("xX") != std::string_view::npos;
    Expected<NewPuzzleOptions> options =
        read_new_puzzle_options(two_sides ? std::string_view() : size, difficulty, seed, kNewPuzzleSizes, fresh_seed);
    if (!options) return options.error();
    crossnumber::GenerateOptions generate;
    generate.cols = generate.rows = static_cast<int>(options->size);
    if (two_sides) {
        Expected<crossnumber::GenerateOptions> sides = crossnumber::parse_generate_size(size);
        if (!sides)
            return error_at(0, 0, "size must be N or WxH with each side 2 to " + std::to_string(crossnumber::kMaxGenerateSide) +
                                      " (such as 6x8), not " + quote(size, 20));
        generate.cols = sides->cols;
        generate.rows = sides->rows;
    }
    generate.seed = options->seed;
    generate.difficulty = options->difficulty;
    generator_.start(std::make_unique<crossnumber::GeneratorWork>(generate), "Making a puzzle");
    generation_landed_ = false;
    return std::nullopt;
}

void CrossnumberScreen::restart_stepper() {
    crossnumber::SolveOptions options;
    options.log = true;
    if (std::any_of(start_cells_.begin(), start_cells_.end(), [](crossnumber::Mask m) { return m != crossnumber::kAllDigits; }))
        options.start_cells = start_cells_;
    stepper_ = std::make_unique<crossnumber::Solver>(puzzle(), options);
    before_step_ = stepper_->state().cells;
    changed_at_ms_.assign(puzzle().cells.size(), -1e9);
    flash_until_ms_ = 0.0;
    shown_solution_ = 1;
    log_.clear();
    dropped_lines_ = 0;
    viewed_line_.reset();
    watching_ = false;
    step_credit_ = 0.0;
}

void CrossnumberScreen::step_once() {
    if (!stepper_ || stepper_->finished()) return;
    before_step_ = stepper_->state().cells;
    stepper_->step();
    if (log_.size() >= kMaxLogLines) {
        log_.erase(log_.begin(), log_.begin() + static_cast<std::ptrdiff_t>(kMaxLogLines / 10));
        dropped_lines_ += kMaxLogLines / 10;
        viewed_line_.reset();
    }
    log_.push_back(LogLine{stepper_->stats().steps, stepper_->last_line(), stepper_->last_source_line(),
                           stepper_->state().cells});
    const std::vector<crossnumber::Mask>& now = stepper_->state().cells;
    const double at = now_ms();
    for (std::size_t i = 0; i < now.size() && i < before_step_.size() && i < changed_at_ms_.size(); ++i)
        if (now[i] != before_step_[i]) {
            changed_at_ms_[i] = at;
            flash_until_ms_ = at + kFlashMs;
        }
}

bool CrossnumberScreen::needs_frames() const {
    return driver_.needs_frames() || (watching_ && stepper_ && !stepper_->finished()) || now_ms() < flash_until_ms_;
}

const std::vector<crossnumber::Mask>& CrossnumberScreen::solver_cells(std::vector<crossnumber::Mask>& scratch, std::size_t& solution) const {
    solution = 0;
    if (viewed_line_ && *viewed_line_ < log_.size()) return log_[*viewed_line_].cells;
    const std::vector<crossnumber::Solution>& found = stepper_->solutions();
    if (!stepper_->finished() || found.empty()) return stepper_->state().cells;
    // Finished with a solution: the exhausted search has left only what it ruled out last, so the
    // grid shows what it found.
    solution = std::min(shown_solution_, found.size());
    scratch.assign(puzzle().cells.size(), 0);
    for (std::size_t i = 0; i < scratch.size(); ++i)
        if (found[solution - 1].digits[i] >= 0) scratch[i] = crossnumber::digit_bit(found[solution - 1].digits[i]);
    return scratch;
}

std::string CrossnumberScreen::link() const { return crossnumber::puzzle_link(puzzle()); }

std::optional<InputError> CrossnumberScreen::open(const Link& link) {
    if (link.parts.empty() && link.options.empty()) return std::nullopt;  // "#crossnumber": as it was
    Expected<crossnumber::Puzzle> puzzle = crossnumber::puzzle_from_link(link);
    if (!puzzle) return puzzle.error();
    set_puzzle(std::move(puzzle.value()));
    board_ = Board::play;
    return std::nullopt;
}

std::optional<InputError> CrossnumberScreen::load_text(std::string_view text) {
    Expected<crossnumber::Puzzle> puzzle = crossnumber::parse_puzzle_file(text);
    if (!puzzle) return puzzle.error();
    set_puzzle(std::move(puzzle.value()));
    board_ = Board::play;
    return std::nullopt;
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

void CrossnumberScreen::select_hinted_cell() {
    if (driver_.hints().used() == hints_seen_) return;
    hints_seen_ = driver_.hints().used();
    if (const Hint<crossnumber::Move>* hint = driver_.current_hint(); hint && hint->move)
        selected_ = puzzle().cell_index(hint->move->row, hint->move->col);
}

void CrossnumberScreen::update(ScreenHost& app) {
    driver_.update(app.frame_seconds());
    select_hinted_cell();  // a hint that came with its solve
    // A new puzzle made by the generator goes on the play board, ready to play (knobel.newGame).
    if (generator_.collect() && generator_.result()) {
        set_puzzle(*generator_.result());
        generation_landed_ = true;
        board_ = Board::play;
    }
    writer_.update();
    // An edit in the writer that reads as a puzzle: it is the puzzle now (link, play, solver).
    if (std::optional<crossnumber::Puzzle> written = writer_.take_changed_puzzle()) set_puzzle(std::move(*written), true);
    if (!watching_ || !stepper_) return;
    // Steps at the chosen speed; a frame does at most kMaxStepsPerFrame (the fastest speed runs
    // to the end in a few frames without freezing the page).
    step_credit_ += app.frame_seconds() * static_cast<double>(steps_per_second_);
    int steps = std::min(static_cast<int>(step_credit_), kMaxStepsPerFrame);
    step_credit_ -= steps;
    if (step_credit_ > kMaxStepsPerFrame) step_credit_ = 0.0;
    while (steps-- > 0 && !stepper_->finished()) step_once();
    if (stepper_->finished()) watching_ = false;
}

std::string CrossnumberScreen::result_json() const {
    if (!shown_answer()) return "null";
    return crossnumber::answer_json(puzzle(), *shown_answer());
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
    json.key("watching").value(watching_);
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
                for (std::size_t i = 0; i < v.values.list->size() && i < kShownValues; ++i) json.value(crossnumber::to_string((*v.values.list)[i]));
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
    draw_header(app);
    switch (board_) {
        case Board::play: draw_play(); break;
        case Board::solver: draw_solver(app); break;
        case Board::write: writer_.draw(app); break;
    }
    // On a phone the board comes first: the examples and files follow it in a panel.
    if (board_first() && settings_panel("Examples, new puzzle, files")) draw_puzzle_sources(app);
}

// Where a puzzle comes from: the gallery, New puzzle, Open and Save.
void CrossnumberScreen::draw_puzzle_sources(ScreenHost& app) {
    const auto describe = [](std::string_view name, std::string_view text) {
        const Expected<crossnumber::Puzzle> example = crossnumber::parse_puzzle_file(text);
        if (!example) return std::string();
        return std::string(name) + "   " + std::to_string(example->cols) + "\xC3\x97" + std::to_string(example->rows) + ", " +
               plural(example->rules.size(), "rule", "rules");
    };
    if (const EmbeddedFile* picked = gallery_combo("Examples\xE2\x80\xA6", 220.0f, kGalleryPrefix, describe)) {
        if (Expected<crossnumber::Puzzle> example = crossnumber::parse_puzzle_file(picked->text())) {
            set_puzzle(std::move(example.value()));
            app.clear_error();
        }
    }
    same_line_or_wrap(button_width("New puzzle\xE2\x80\xA6"));
    if (draw_new_puzzle_control(new_puzzle_, kNewPuzzleSizes)) make_new_puzzle(new_puzzle_);
    same_line_or_wrap(button_width("Open file\xE2\x80\xA6"));
    open_file_button(id(), ".kz,.txt,text/plain");
    same_line_or_wrap(button_width("Save\xE2\x80\xA6"));
    save_file_button(file_name_, [this] { return crossnumber::format_puzzle_file(puzzle()); });
}

void CrossnumberScreen::draw_header(ScreenHost& app) {
    draw_screen_heading("Crossnumber", "fill every white cell with a digit so that every rule holds");
    if (!puzzle().title.empty()) ImGui::TextDisabled("%s%s%s", puzzle().title.c_str(), puzzle().author.empty() ? "" : " by ",
                                                     puzzle().author.c_str());
    if (!board_first()) draw_puzzle_sources(app);  // on a phone after the board (draw)
    if (solve_button(!driver_.solving())) solve(app);
    for (const auto& [board, label, id] : {std::tuple{Board::play, "Play", "board-play"},
                                           std::tuple{Board::solver, "Watch the solver", "board-solver"},
                                           std::tuple{Board::write, "Write", "board-write"}}) {
        same_line_or_wrap(button_width(label) + 30.0f);
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

std::optional<CrossnumberScreen::GridClick> CrossnumberScreen::draw_grid(
    const char* id, const std::vector<crossnumber::Mask>* candidates, const std::vector<std::uint8_t>& marked,
    const std::vector<std::uint8_t>& changed, const std::vector<float>* flash) {
    const crossnumber::Puzzle& puzzle = this->puzzle();
    const float room = std::max(120.0f, ImGui::GetContentRegionAvail().x);
    const float cell = std::clamp(std::floor(room / static_cast<float>(puzzle.cols)), 22.0f, 64.0f);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 size(cell * static_cast<float>(puzzle.cols), cell * static_cast<float>(puzzle.rows));
    const bool pressed = ImGui::InvisibleButton(id, size);
    track_widget_rect(id);
    // Space or Enter on the grid while it has the keyboard's focus presses it with the pointer
    // elsewhere: the keyboard's way into the grid (keyboard_entry).
    grid_pressed_by_key_ = pressed && !ImGui::IsItemHovered();
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
    return clicked;
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

    // The live check: every rule whose entries are filled, held or broken; broken rules' cells tinted.
    const crossnumber::GridCheck check = crossnumber::check_grid_rules(puzzle(), driver_.game().state().digits);
    std::vector<std::uint8_t> marked(puzzle().cells.size(), 0);
    for (const crossnumber::RuleCheck& rule : check.rules)
        if (rule.state == crossnumber::RuleState::broken) mark_rule_cells(puzzle().rules[static_cast<std::size_t>(rule.rule)].line, marked);
    mark_rule_cells(selected_rule_line_, marked);
    if (const std::optional<GridClick> clicked = draw_grid("grid", nullptr, marked, {})) {
        if (puzzle().cells[static_cast<std::size_t>(clicked->cell)].white) select_cell(clicked->cell, true);
    }
    if (grid_pressed_by_key_ && !selected_) {
        if (const std::optional<int> first = crossnumber::first_white_cell(puzzle())) select_cell(*first, false);
    }
    keyboard_entry();
    if (selected_) {
        ImGui::TextDisabled("Typing goes %s (Tab or a second tap: %s)", typing_ == crossnumber::Direction::across ? "across" : "down",
                            typing_ == crossnumber::Direction::across ? "down" : "across");
    }
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
}

void CrossnumberScreen::mark_rule_cells(int line, std::vector<std::uint8_t>& marked) const {
    if (line <= 0) return;
    for (const crossnumber::Rule& rule : puzzle().rules)
        if (rule.line == line)
            for (const int entry : rule.entries)
                for (const int cell : puzzle().entries[static_cast<std::size_t>(entry)].cells) marked[static_cast<std::size_t>(cell)] = 1;
}

// The video players' keys of every screen (docs/keyboard.md) on the watched solver: Space or K runs
// and pauses; J or comma shows the grid one step back (a log line: the search itself cannot go
// back), L or period one forward, and from the newest step makes the next one.
void CrossnumberScreen::playback_keys() {
    const PlaybackKeys keys = playback_keys_pressed();
    const bool viewing = viewed_line_ && *viewed_line_ < log_.size();
    if (keys.toggle && !stepper_->finished()) watching_ = !watching_;
    if (keys.back) {
        watching_ = false;
        if (viewing && *viewed_line_ > 0) viewed_line_ = *viewed_line_ - 1;
        else if (!viewing && log_.size() >= 2) viewed_line_ = log_.size() - 2;
    }
    if (keys.forward) {
        watching_ = false;
        // The newest line's grid is now's: stepping onto it is going back to now.
        if (viewing && *viewed_line_ + 2 < log_.size()) viewed_line_ = *viewed_line_ + 1;
        else if (viewing) viewed_line_.reset();
        else step_once();
    }
}

void CrossnumberScreen::draw_solver(ScreenHost& app) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("The solver's reasoning, one step at a time: each step applies one rule, makes an assumption "
                        "or takes one back. Cells a step changed flash and stay light green; the rule's cells are yellow. Before the "
                        "start, click a candidate to strike it (Shift-click keeps only it); while running, click one "
                        "to have it tried last (orange).");
    ImGui::PopTextWrapPos();
    const bool finished = stepper_->finished();
    playback_keys();
    ImGui::BeginDisabled(finished);
    if (ImGui::Button(watching_ ? "Pause" : "Run")) watching_ = !watching_;
    track_widget_rect("run");
    ImGui::SameLine();
    if (ImGui::Button("Step")) {
        watching_ = false;
        step_once();
    }
    track_widget_rect("step");
    ImGui::SameLine();
    if (ImGui::Button("Step \xC3\x97" "10")) {
        watching_ = false;
        for (int i = 0; i < 10; ++i) step_once();
    }
    track_widget_rect("step-10");
    ImGui::EndDisabled();
    same_line_or_wrap(button_width("Stop"));
    if (ImGui::Button("Stop")) restart_stepper();  // back to the start state
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Back to the start: no step made");
    track_widget_rect("restart-steps");
    same_line_or_wrap(220.0f);
    char speed_text[32];
    std::snprintf(speed_text, sizeof speed_text, "%.0f steps/s", static_cast<double>(steps_per_second_));
    slider_float_with_value("##speed", "steps-speed", &steps_per_second_, 1.0f, 2000.0f, "%.0f", speed_text, "2000 steps/s", 220.0f,
                            ImGuiSliderFlags_Logarithmic);

    const crossnumber::Stats& stats = stepper_->stats();
    std::string line = plural(stats.steps, "step", "steps") + ", " +
                       plural(stats.rule_applications, "rule application", "rule applications") + ", " +
                       plural(stepper_->assumptions().size(), "assumption", "assumptions") + " open";
    if (finished) line += std::string(" \xE2\x80\x94 finished: ") + std::string(crossnumber::status_name(stepper_->result()));
    ImGui::TextUnformatted(line.c_str());
    track_widget_rect("step-counter");

    // The grid as the chosen log line left it, or as it is now, or the solution found.
    const bool viewing = viewed_line_ && *viewed_line_ < log_.size();
    std::vector<crossnumber::Mask> solution_cells;
    std::size_t solution = 0;
    const std::vector<crossnumber::Mask>& cells = solver_cells(solution_cells, solution);
    const int rule_line = viewing ? log_[*viewed_line_].source_line : stepper_->last_source_line();
    std::vector<std::uint8_t> marked(puzzle().cells.size(), 0), changed(puzzle().cells.size(), 0);
    mark_rule_cells(rule_line, marked);
    mark_rule_cells(selected_rule_line_, marked);
    const std::vector<crossnumber::Mask>& previous =
        viewing ? (*viewed_line_ > 0 ? log_[*viewed_line_ - 1].cells : cells) : before_step_;
    if (solution == 0)
        for (std::size_t i = 0; i < cells.size() && i < previous.size(); ++i) changed[i] = cells[i] != previous[i];
    std::vector<float> flash(cells.size(), 0.0f);
    if (!viewing) {
        const double at = now_ms();
        for (std::size_t i = 0; i < flash.size() && i < changed_at_ms_.size(); ++i)
            flash[i] = static_cast<float>(std::clamp(1.0 - (at - changed_at_ms_[i]) / kFlashMs, 0.0, 1.0));
    }
    if (solution > 0) {
        const std::size_t found = stepper_->solutions().size();
        const std::string shown = found > 1 ? "The grid shows solution " + std::to_string(solution) + " of the two found."
                                            : std::string("The grid shows the solution found.");
        if (found > 1) {
            const std::string other = "Show solution " + std::to_string(solution == 1 ? 2 : 1);
            if (note_then_button(shown.c_str(), other.c_str())) shown_solution_ = solution == 1 ? 2 : 1;
            track_widget_rect("other-solution");
        } else {
            ImGui::TextDisabled("%s", shown.c_str());
        }
        track_widget_rect("shown-solution");
    }
    if (viewing) {
        const std::string note = "Showing the grid after step " + std::to_string(log_[*viewed_line_].step) + ".";
        if (note_then_button(note.c_str(), "Back to now")) viewed_line_.reset();
        track_widget_rect("back-to-now");
    }
    if (const std::optional<GridClick> clicked = draw_grid("solver-grid", &cells, marked, changed, &flash);
        clicked && clicked->digit >= 0 && !viewing && (cells[static_cast<std::size_t>(clicked->cell)] & crossnumber::digit_bit(clicked->digit))) {
        crossnumber::Mask& start = start_cells_[static_cast<std::size_t>(clicked->cell)];
        if (stepper_->stats().steps == 0) {
            // Before the start: strike the digit (Shift: keep only it), and start from there.
            start = clicked->shift ? crossnumber::digit_bit(clicked->digit)
                                   : static_cast<crossnumber::Mask>(start & ~crossnumber::digit_bit(clicked->digit));
            restart_stepper();
        } else if (!stepper_->finished()) {
            stepper_->toggle_try_last(clicked->cell, clicked->digit);  // during the run: try it last
        }
    }
    const bool struck = std::any_of(start_cells_.begin(), start_cells_.end(),
                                    [](crossnumber::Mask m) { return m != crossnumber::kAllDigits; });
    if (struck) {
        if (note_then_button("Some digits were struck before the start: the answer is about the puzzle without them.",
                             "Bring them back")) {
            start_cells_.assign(puzzle().cells.size(), crossnumber::kAllDigits);
            restart_stepper();
        }
        track_widget_rect("unstrike");
    }
    if (!log_.empty() && !viewing) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(log_.back().text.c_str());
        ImGui::PopTextWrapPos();
        track_widget_rect("last-step");
    }
    const std::vector<crossnumber::Assumption> assumptions = stepper_->assumptions();
    if (!assumptions.empty()) {
        std::string stack = "Assumptions:";
        for (const crossnumber::Assumption& assumption : assumptions) {
            if (assumption.entry >= 0) {
                stack += " " + puzzle().entries[static_cast<std::size_t>(assumption.entry)].name() + " = " +
                         crossnumber::to_string(assumption.value) + ";";
            } else {
                stack += " (" + std::to_string(puzzle().row_of(assumption.cell)) + "," +
                         std::to_string(puzzle().col_of(assumption.cell)) + ") = " + std::to_string(assumption.digit) + ";";
            }
        }
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", stack.c_str());
        ImGui::PopTextWrapPos();
    }
    draw_log();
    draw_entries();
    draw_rules(rule_line, nullptr);
    draw_source(app);
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
        std::string line = entry.name() + ":  " + digits;
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

void CrossnumberScreen::draw_intermediate_values() {
    const std::vector<crossnumber::IntermediateValue>& values = stepper_->intermediate_values();
    if (values.empty()) return;
    ImGui::Spacing();
    ImGui::TextDisabled("Intermediate values (what each rule's inner expressions can still be):");
    track_widget_rect("intermediate");
    for (const crossnumber::IntermediateValue& v : values) {
        const std::string line = "line " + std::to_string(puzzle().rules[static_cast<std::size_t>(v.rule)].line) + "  " +
                                 crossnumber::expression_text(puzzle(), v.node) + ":  " + values_text(v.values);
        ImGui::TextUnformatted(line.c_str());
    }
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

void CrossnumberScreen::draw_log() {
    ImGui::TextUnformatted("Log");
    ImGui::SameLine();
    ImGui::Checkbox("follow", &follow_log_);
    const float height = std::clamp(ImGui::GetTextLineHeightWithSpacing() * 10.0f, 120.0f, 260.0f);
    ImGui::BeginChild("log", ImVec2(0, height), true, ImGuiWindowFlags_HorizontalScrollbar);
    track_window_rect("log");
    if (dropped_lines_ > 0) ImGui::TextDisabled("(%s earlier lines not kept)", with_thousands(dropped_lines_).c_str());
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(log_.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const LogLine& line = log_[static_cast<std::size_t>(i)];
            char prefix[32];
            std::snprintf(prefix, sizeof prefix, "%5llu  ", static_cast<unsigned long long>(line.step));
            const std::string text = prefix + line.text;
            ImGui::PushID(i);
            if (ImGui::Selectable(text.c_str(), viewed_line_ == static_cast<std::size_t>(i))) {
                viewed_line_ = static_cast<std::size_t>(i);
                watching_ = false;
            }
            ImGui::PopID();
        }
    }
    // New lines scroll into view while "follow" is on; between them the user may scroll freely.
    const std::uint64_t written = log_.size() + dropped_lines_;
    if (follow_log_ && !viewed_line_ && written != followed_lines_) ImGui::SetScrollHereY(1.0f);
    followed_lines_ = written;
    ImGui::EndChild();
}

void CrossnumberScreen::draw_rules(int highlighted_line, const crossnumber::GridCheck* check) {
    if (!ImGui::CollapsingHeader("Rules", ImGuiTreeNodeFlags_DefaultOpen)) return;
    track_widget_rect("rules");
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("Each rule in words below it, with what the solver derives from it (\xE2\x86\xB3). "
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
        const std::string text = std::string(mark) + "  line " + std::to_string(rule.line) + ":  " + crossnumber::rule_text(puzzle(), rule);
        ImGui::PushID(static_cast<int>(r));
        if (ImGui::Selectable(text.c_str(), selected_rule_line_ == rule.line))
            selected_rule_line_ = selected_rule_line_ == rule.line ? 0 : rule.line;
        ImGui::PopID();
        track_widget_rect("rule-" + std::to_string(r));
        ImGui::Indent();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", crossnumber::explain_rule(puzzle(), rule).c_str());
        for (const std::string& fact : crossnumber::derived_facts(puzzle(), stepper_->network(), static_cast<int>(r)))
            ImGui::TextDisabled("\xE2\x86\xB3 %s", fact.c_str());
        ImGui::PopTextWrapPos();
        ImGui::Unindent();
    }
}

std::unique_ptr<Screen> make_crossnumber_screen() { return std::make_unique<CrossnumberScreen>(); }

}  // namespace knobel::app
