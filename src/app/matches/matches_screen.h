#pragma once
// The Matches screen: two matchstick figures, before and after, edited by hand (lay a match by
// pressing on a lattice point and dragging towards its direction; click one to take it away),
// solved in the background (the fewest matches to move, the verdict for u), the answer animated
// match by match, and played by hand (drag a match of before to its new place). Every rule comes
// from src/matches/; the game, the solve, the replay and the edit histories are the mid-end's.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/matches/matches_board.h"
#include "app/midend/game_screen.h"
#include "app/midend/new_puzzle_form.h"
#include "app/midend/parsed_field.h"
#include "app/midend/play_session.h"
#include "app/midend/snapshot_edits.h"
#include "app/widgets/pan_zoom.h"
#include "matches/game.h"
#include "matches/moves.h"
#include "matches/problem.h"

namespace knobel::app {

class MatchesScreen final : public GameScreen<matches::Game> {
public:
    MatchesScreen();

    const char* id() const override { return "matches"; }
    const char* title() const override { return "Matches"; }
    void draw(ScreenHost& app) override;
    void update(ScreenHost& app) override;

    std::string link() const override;
    std::optional<InputError> open(const Link& link) override;
    std::optional<InputError> load_text(std::string_view text) override;
    void solve(ScreenHost& app) override;
    std::string result_json() const override;
    std::string view_json() const override;

    // A move played, Undo or Redo leave the figure editor for the table (a refused move does not).
    bool play(std::string_view move) override;
    bool undo() override;
    bool redo() override;
    void ask_hint() override;
    // Ctrl+Z / Ctrl+Y in the figure editor undo its edits, else the game's moves.
    bool undo_shortcut() override;
    bool redo_shortcut() override;

private:
    enum Side { kBefore = 0, kAfter = 1 };
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
    void show_new_puzzle(matches::LinkedPuzzle puzzle) override;

    void draw_header(ScreenHost& app);
    void draw_puzzle_options(ScreenHost& app);  // the gallery, New puzzle, files, u, mode, options
    void draw_board_choice(ScreenHost& app);    // Solve and Play / Edit figures / Solution
    void draw_answer();
    void draw_play();
    void draw_play_controls();  // the play bar
    // The table's keys while its cursor has the keyboard's focus (docs/keyboard.md).
    void keyboard_play(const matches::Figure& table);
    void draw_editor();
    void draw_solution();
    // One board: a child window with the figure(s) fitted in, pan and zoom; returns its view.
    BoardView begin_board(const char* id, ImVec2 size, const std::vector<const matches::Figure*>& fit, PanZoom& zoom);
    void end_board();

    ParsedField<std::optional<std::uint64_t>> u_;  // empty: the minimum only
    // The figure editor is on screen (Edit figures) instead of the table or the solution.
    bool editing_ = false;

    std::array<PlaySession<SnapshotRules<matches::Figure>>, 2> edits_;  // the editor's figures with their histories
    int edited_side_ = kBefore;
    std::optional<matches::Point> drag_point_;  // where a drag that lays a match started
    std::optional<std::size_t> drag_match_;     // the match a drag that moves the figure started on
    std::string edit_message_[2];               // why a figure cannot be solved (crossing, …), or ""
    std::vector<std::size_t> rule_breakers_[2];  // the matches drawn in red: every one that breaks a rule

    NewPuzzleForm new_puzzle_;          // the New puzzle control's size, difficulty and seed
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
    enum ZoomSlot { kPlayZoom, kGoalZoom, kBeforeZoom, kAfterZoom, kSolutionZoom, kZoomSlots };
    std::array<PanZoom, kZoomSlots> zoom_;
    // Where each board drew the plane in the last frame (by board id), for view_json: tests and
    // tools turn exact points into pixels with it instead of guessing the layout.
    std::vector<std::pair<std::string, BoardView>> drawn_boards_;
};

}  // namespace knobel::app
