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

#include "app/midend/animation_clock.h"
#include "app/matches/matches_board.h"
#include "matches/game.h"
#include "app/widgets/pan_zoom.h"
#include "app/midend/hint_session.h"
#include "app/midend/new_puzzle_form.h"
#include "core/new_puzzle.h"
#include "app/midend/parsed_field.h"
#include "app/midend/play_session.h"
#include "app/midend/snapshot_edits.h"
#include "app/midend/screen.h"
#include "app/midend/solve_session.h"
#include "app/midend/step_replay.h"
#include "matches/answer.h"
#include "matches/generator.h"
#include "matches/hint.h"
#include "matches/moves.h"
#include "matches/problem.h"
#include "matches/solver.h"

namespace knobel::app {

class MatchesScreen final : public Screen {
public:
    MatchesScreen();

    const char* id() const override { return "matches"; }
    const char* title() const override { return "Matches"; }
    void draw(ScreenHost& app) override;
    void update(ScreenHost& app) override;
    bool needs_frames() const override { return clock_.moving(); }

    std::string link() const override;
    std::optional<InputError> open(const Link& link) override;
    std::optional<InputError> load_text(std::string_view text) override;
    void solve(ScreenHost& app) override;
    bool solving() const override { return solve_.running(); }
    std::string result_json() const override;
    std::string view_json() const override;

    bool playable() const override { return true; }
    bool play(std::string_view move) override;
    bool undo() override;
    bool redo() override;
    bool undo_shortcut() override;
    bool redo_shortcut() override;
    std::vector<std::string> moves_played() const override { return game_.move_texts(); }
    std::string play_message() const override { return game_.message(); }
    PlayStatus play_status() const override;

    bool makes_puzzles() const override { return true; }
    std::optional<InputError> new_game(std::string_view size, std::string_view difficulty, std::string_view seed,
                                       std::uint64_t fresh_seed) override;
    // The generator's sizes (matches/generator.h): about how many matches a figure has.
    static constexpr NewPuzzleSizes kNewPuzzleSizes{matches::kMinGenerateMatches, matches::kMaxGenerateMatches, 16,
                                                    "matches"};

    bool gives_hints() const override { return true; }
    void ask_hint() override;
    std::string hint_json() const override { return hints_.json(game_); }
    std::size_t hints_used() const override { return hints_.used(); }

private:
    enum class Board { play, edit, solution };
    enum Side { kBefore = 0, kAfter = 1 };

    // A new puzzle (figures, u, mode, options): the game starts again, the answer is dropped.
    void set_problem(matches::Problem problem, matches::Options options, matches::Mode mode);
    // The figures changed in the editor: the puzzle follows them (the game restarts on a new before).
    void take_edits();
    void drop_answer();
    void choose_answer(std::size_t placement_index);  // the answer for one optimal placement
    void answer_for_new_u(ScreenHost& app);                  // u or the mode changed after a solve
    void show_solution();
    const matches::PlayCheck& check() const;  // the game judged, cached by revision
    std::optional<std::uint64_t> instant_min_k() const;  // the fewest moves of a small puzzle, cached

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

    matches::Problem problem_;
    matches::Options options_;
    matches::Mode mode_ = matches::Mode::exact;
    ParsedField<std::optional<std::uint64_t>> u_;  // empty: the minimum only
    Board board_ = Board::play;

    std::array<PlaySession<SnapshotRules<matches::Figure>>, 2> edits_;  // the editor's figures with their histories
    int edited_side_ = kBefore;
    std::optional<matches::Point> drag_point_;  // where a drag that lays a match started
    std::optional<std::size_t> drag_match_;     // the match a drag that moves the figure started on
    std::string edit_message_[2];               // why a figure cannot be solved (crossing, …), or ""
    std::vector<std::size_t> rule_breakers_[2];  // the matches drawn in red: every one that breaks a rule
    std::uint64_t puzzle_revision_ = 0;          // counts changes of the figures and options

    PlaySession<matches::Game> game_;
    HintSession<matches::Game> hints_;  // the hint shown (matches/hint.h), and how many were
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
    mutable std::optional<matches::PlayCheck> check_;
    mutable std::uint64_t check_revision_ = ~0ull;
    mutable std::optional<std::uint64_t> instant_min_k_;
    mutable std::uint64_t instant_revision_ = ~0ull;

    SolveSession<matches::Analyser, matches::Analysis> solve_{[](matches::Analyser& work) { return work.result(); }};
    std::optional<matches::Answer> answer_;
    std::size_t placement_index_ = 0;  // which optimal placement the answer shows
    bool show_when_solved_ = true;     // a finished solve shows the solution board
    StepReplay<matches::Game> replay_;
    AnimationClock clock_;
    // Each board's pan and zoom (scale: × the size that fits the figures in).
    enum ZoomSlot { kPlayZoom, kGoalZoom, kBeforeZoom, kAfterZoom, kSolutionZoom, kZoomSlots };
    std::array<PanZoom, kZoomSlots> zoom_;
    // Where each board drew the plane in the last frame (by board id), for view_json: tests and
    // tools turn exact points into pixels with it instead of guessing the layout.
    std::vector<std::pair<std::string, BoardView>> drawn_boards_;
};

}  // namespace knobel::app
