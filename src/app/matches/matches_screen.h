#pragma once
// The Matches screen: two matchstick figures, before and after, edited by hand (lay a match by
// pressing on a lattice point and dragging towards its direction; click one to take it away),
// solved in the background (the fewest matches to move, the verdict for u), the answer animated
// match by match, and played by hand (drag a match of before to its new place). Every rule comes
// from src/matches/ (its game contract: matches/game.h); the mid-end's GameDriver runs the game,
// the solve, the replay and the verdict, and the editor's figures keep histories of their own.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/matches/board_window.h"
#include "app/matches/figure_editor.h"
#include "app/matches/matches_board.h"
#include "app/midend/game_screen.h"
#include "app/midend/new_puzzle_form.h"
#include "app/midend/parsed_field.h"
#include "app/widgets/pan_zoom.h"
#include "matches/game.h"
#include "matches/moves.h"
#include "matches/problem.h"

namespace knobel::app {

class MatchesScreen final : public GameScreen<matches::Game> {
public:
    MatchesScreen();

    void draw(ScreenHost& app) override;
    void solve(ScreenHost& app) override;  // once both figures read (a fault is named in the banner)

    const char* pointer_help() const override { return "drag a match to its new place (a mouse wheel turns it), or tap it, then drag from a dot"; }
    std::string view_json() const override;

    // A move played, Undo or Redo leave the figure editor for the table (a refused move does not).
    bool play(std::string_view move) override;
    bool undo() override;
    bool redo() override;
    void ask_hint() override;
    // Ctrl+Z / Ctrl+Y in the figure editor undo its edits, else the game's moves.
    bool editing_puzzle() const override { return editing_; }
    bool undo_shortcut() override;
    bool redo_shortcut() override;

private:
    void on_frame(ScreenHost& app, bool answer_arrived) override;
    enum Side { kBefore = FigureEditor::kBefore, kAfter = FigureEditor::kAfter };
    // What the board shows: the game's table, the figure editor, or the answer (the driver's).
    enum class Board { play, edit, solution };
    Board board() const;
    void show_board(Board board);

    // A new puzzle (figures, u, mode, options): the game starts again, the answer is dropped.
    void set_problem(matches::Problem problem, matches::Options options, matches::Mode mode);
    // The figures changed in the editor: the puzzle follows them (the game restarts on a new before).
    void take_edits();
    // u or the mode changed: the game goes on; the answer follows when the analysis holds, else
    // an answer there was is solved again (the board the player looks at stays).
    void revise(matches::LinkedPuzzle puzzle);
    const matches::Problem& problem() const { return driver_.puzzle().problem; }
    const matches::Options& options() const { return driver_.puzzle().options; }
    matches::Mode mode() const { return driver_.puzzle().mode; }
    void before_move() override { carried_.reset(); }
    void show_puzzle(matches::LinkedPuzzle puzzle) override;

    void draw_header(ScreenHost& app);
    void draw_puzzle_options();  // the gallery, New puzzle, files, u, mode, options
    void draw_board_choice(ScreenHost& app);    // Solve and Play / Edit figures / Solution
    void draw_answer();
    void draw_play();
    void draw_play_controls();  // the play bar
    // The table's keys while its cursor has the keyboard's focus (docs/keyboard.md).
    void keyboard_play(const matches::Figure& table);
    void draw_solution();

    ParsedField<std::optional<std::uint64_t>> u_;  // empty: the minimum only
    // The figure editor is on screen (Edit figures) instead of the table or the solution.
    bool editing_ = false;

    FigureEditor editor_;  // the figures as edited, with their histories and faults
    std::optional<matches::Point> drag_point_;  // in play: where a drag that lays the carried match started

    std::string move_text_;
    std::optional<matches::Match> carried_;  // a match picked up in play (dragged or clicked)
    int carried_direction_ = 0;              // its direction while carried (0..11)
    bool carried_by_drag_ = false;
    // The keyboard: a cursor on a match of the table; Enter picks it up, then the arrows, R and E
    // move where it would go (key_place_), Enter lays it there, Escape puts it back.
    std::optional<matches::Match> key_cursor_;
    std::optional<matches::Match> key_place_;
    bool board_focus_ = false;  // the table's cursor had the keyboard's focus in the last frame
    bool board_frame_focus_ = false;   // the focus on the table's frame (Space steps in)
    bool screen_frame_focus_ = false;  // on the screen's own frame (Space steps in)
    // Each board's pan and zoom (scale: × the size that fits the figures in).
    enum ZoomSlot { kPlayZoom, kGoalZoom, kSolutionZoom, kZoomSlots };
    std::array<PanZoom, kZoomSlots> zoom_;
    // Where each board drew the plane in the last frame (by board id), for view_json: tests and
    // tools turn exact points into pixels with it instead of guessing the layout.
    DrawnBoards drawn_boards_;
};

}  // namespace knobel::app
