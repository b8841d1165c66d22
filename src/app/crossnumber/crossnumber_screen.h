#pragma once
// The Crossnumber screen: the grid, played by hand (tap a cell, type or tap a digit), and the
// solver's reasoning watched step by step (as the 7down GUI showed it): every cell's remaining
// candidates, the cells a step changed, the rule it applied, the log, the assumptions. Every
// rule is the core's (src/crossnumber/); the game, the fast solve (sharing the frame budget), the
// verdict and the hints are the mid-end's GameDriver.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "crossnumber/game.h"
#include "app/crossnumber/crossnumber_writer.h"
#include "app/midend/game_screen.h"
#include "app/midend/new_puzzle_form.h"
#include "app/midend/paced_steps.h"
#include "app/midend/solve_session.h"
#include "crossnumber/check.h"
#include "crossnumber/domain.h"
#include "crossnumber/generator.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/solver.h"
#include "core/new_puzzle.h"

namespace knobel::app {

class CrossnumberScreen final : public GameScreen<crossnumber::Game> {
public:
    CrossnumberScreen();

    void draw(ScreenHost& app) override;
    // While stepping by itself, and while the cells a step changed are still fading out.
    bool needs_frames() const override;

    const char* pointer_help() const override { return "tap a cell, then a digit below the grid (or type the digit)"; }
    void solve(ScreenHost& app) override;
    std::string view_json() const override;

    // Ctrl+Z / Ctrl+Y on the Write board undo the writer's edits, elsewhere the game's moves.
    bool editing_puzzle() const override { return board_ == Board::write; }
    bool undo_shortcut() override { return board_ == Board::write ? writer_.undo() : undo(); }
    bool redo_shortcut() override { return board_ == Board::write ? writer_.redo() : redo(); }

    // A new puzzle made in slices (the mid-end's, crossnumber/game.h: the workshop's generator as
    // the New puzzle control and knobel.newGame) goes on the play board, ready to play.
    void show_puzzle(crossnumber::Game::Puzzle puzzle) override;

    // A hint is asked on the play board.
    void ask_hint() override;

private:
    // The writer's edits, a hint's cell, the watched solver's paced steps.
    void on_frame(ScreenHost& app, bool answer_arrived) override;
    const crossnumber::Puzzle& puzzle() const { return *driver_.puzzle(); }
    // A hint newly up: its cell is selected on the grid (the board's highlight), so a digit typed
    // goes there too.
    void select_hinted_cell();
    enum class Board { play, solver, write };

    // One line of the step log, with the candidates after it (a click on the line shows them).
    struct LogLine {
        std::uint64_t step = 0;
        std::string text;
        int source_line = 0;
        std::vector<crossnumber::Mask> cells;
    };

    // A new puzzle on every board; `from_writer`: it came from the writer, whose draft stays.
    void set_puzzle(crossnumber::Puzzle next, bool from_writer = false);
    void restart_stepper();
    // A candidate of the watched solver's grid chosen (clicked, or picked with a finger): before
    // the start it is struck (`keep_only`: every other one is), during the run tried last.
    void choose_candidate(int cell, int digit, bool keep_only);
    void draw_candidate_picker(const std::vector<crossnumber::Mask>& cells);
    void playback_keys();  // J/K/L on the solver board (docs/keyboard.md)
    void step_once();
    bool watching() const { return watch_.running(); }
    void watch(bool on);  // Run (true) or Pause
    // The keyboard's cursor on the play grid (crossnumber/grid_cursor.h, docs/keyboard.md).
    void select_cell(int cell, bool by_tap);
    void turn_typing();
    void write_selected(int digit);
    void type_digit(int digit);
    void keyboard_entry();
    // The answer once the player asked (Solve): a hint's solve keeps its answer to itself.
    const crossnumber::SolveResult* shown_answer() const;
    // The grid becomes the (first) solution: the answer's moves (Game::answer_moves) for each cell
    // that differs; Undo takes them back.
    void fill_in();

    void draw_header(ScreenHost& app);
    void draw_puzzle_sources();  // the gallery, New puzzle, Open and Save
    void draw_play();
    void draw_play_controls();  // the play bar
    void draw_solver(ScreenHost& app);
    // The rules with the line the user wrote them on; `highlighted_line`'s rule marked, each
    // rule's live check (held, broken, open) when `check` is given; a click selects a rule.
    void draw_rules(int highlighted_line, const crossnumber::GridCheck* check);
    void draw_entries();
    void draw_source(ScreenHost& app);
    // The cells of the rule on `line` (and of the selected rule) set in `marked`.
    void mark_rule_cells(int line, std::vector<std::uint8_t>& marked) const;
    void draw_log();
    struct GridClick {
        int cell = 0;
        int digit = -1;  // the candidate digit clicked in the solver's grid, or -1
        bool shift = false;
    };
    // The grid: digits large, candidates small (those in `last` drawn as "tried last"); returns
    // the cell clicked this frame, if any.
    // `flash`: per cell how strongly it flashes (0 to 1), or null.
    std::optional<GridClick> draw_grid(const char* id, const std::vector<crossnumber::Mask>* candidates,
                                       const std::vector<std::uint8_t>& marked, const std::vector<std::uint8_t>& changed,
                                       const std::vector<float>* flash = nullptr);
    // On a wide window the play and solver boards put the grid and its controls in a column this
    // wide, and the words (check, log, rules) in a column beside it, at least kWordsMinWidth wide;
    // false when the window is too narrow for that (the words then follow the grid).
    bool begin_grid_and_words(const char* id);
    static constexpr float kWordsMinWidth = 400.0f;
    // The grid the solver board shows: the candidates left, a log line's, or, once the run has
    // finished with a solution, that solution (shown_solution_, from 1); 0 in `solution` otherwise.
    const std::vector<crossnumber::Mask>& solver_cells(std::vector<crossnumber::Mask>& scratch, std::size_t& solution) const;
    void draw_intermediate_values();

    Board board_ = Board::play;
    CrossnumberWriter writer_;

    std::size_t hints_seen_ = 0;  // hints shown so far: one more is a new hint, its cell selected
    std::optional<int> selected_;  // the cell digits typed or tapped go to
    std::optional<int> shown_cell_;  // the selected cell last brought into view (draw_grid)
    crossnumber::Direction typing_ = crossnumber::Direction::across;  // where typing moves on to
    bool grid_pressed_by_key_ = false;  // Space/Enter on the focused grid this frame
    // The keyboard's focus in the last frame (view.keyboard_focus): on the grid, or on the screen's
    // own frame (the way in from the top bar, entered with Space).
    bool grid_focused_ = false;
    bool screen_focus_ = false;
    std::string move_text_;
    // Pencil marks: digits a player notes in a cell while unsure, drawn small. A note, not a move:
    // they are not judged, not in the link, and Clear (the game's restart) keeps them.
    bool pencil_ = false;
    std::vector<crossnumber::Mask> pencil_marks_;
    int selected_rule_line_ = 0;  // a rule clicked in the list: its cells are tinted
    std::string source_text_;     // the .kz text in the Source pane, as the user edits it
    std::string source_message_;  // why the edited text is not a puzzle, with its line and column
    int source_error_line_ = 0, source_error_column_ = 0;  // where, for the mark under the field

    // The solver watched step by step.
    std::unique_ptr<crossnumber::Solver> stepper_;
    std::vector<crossnumber::Mask> before_step_;  // the candidates before the last step, for the tint
    std::vector<double> changed_at_ms_;            // per cell: when a step last changed it (now_ms), for the flash
    double flash_until_ms_ = 0.0;                  // frames are needed until the last flash has faded
    std::size_t shown_solution_ = 1;               // after a run that found two solutions: the one shown
    std::vector<LogLine> log_;
    std::uint64_t dropped_lines_ = 0;  // the oldest log lines forgotten (the log keeps kMaxLogLines)
    std::optional<std::size_t> viewed_line_;  // a log line clicked: the grid shows its candidates
    bool shift_at_press_ = false;  // Shift was down when the grid was pressed
    std::vector<crossnumber::Mask> start_cells_;  // the digits not struck before the start, per cell
    // With fingers a candidate (a fifth of a cell) is too small to tap: a tap on a cell opens a
    // picker of finger-sized digits for it instead.
    int picked_cell_ = -1;
    bool pick_keeps_only_ = false;  // the picker's "keep only" (a mouse's Shift-click)
    // Run: the stepper steps by itself at steps_per_second_, a job of the one frame budget
    // (declared after stepper_, whose steps its work makes).
    Job<PacedSteps> watch_;
    float steps_per_second_ = 8.0f;
    bool follow_log_ = true;
    std::uint64_t followed_lines_ = 0;  // the log's length when it was last scrolled to its end
};

}  // namespace knobel::app
