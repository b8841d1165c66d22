#pragma once
// The Views screen: edit the three views (or load a preset, a random, a new or a battery puzzle),
// solve exactly in the background, and see the answer in 3D — cubes dropping in, forced and
// impossible cells, the projections on the walls — and as layers; build the shape by hand with
// hints. Also the 1,000,000-puzzle battery, run in the page. Every rule and answer comes from
// src/views/ (its game contract: views/game.h); the mid-end's GameDriver runs the game, the solve,
// the drop-in replay, the verdict and the hints.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/midend/game_screen.h"
#include "app/midend/new_puzzle_form.h"
#include "app/midend/parsed_field.h"
#include "app/midend/play_session.h"
#include "app/midend/snapshot_edits.h"
#include "app/midend/solve_session.h"
#include "app/views/battery_panel.h"
#include "app/views/cube_scene.h"
#include "app/views/orbit_camera.h"
#include "core/new_puzzle.h"
#include "views/game.h"
#include "views/generator.h"
#include "views/puzzle.h"

namespace knobel::app {

class ViewsScreen final : public GameScreen<views::Game> {
public:
    ViewsScreen();

    void draw(ScreenHost& app) override;

    std::string link() const override;
    const char* pointer_help() const override { return "tap a layer cell to put a cube there or take it away; drag the 3D view to turn it"; }
    std::optional<InputError> open(const Link& link) override;
    std::optional<InputError> load_text(std::string_view text) override;
    std::string view_json() const override;

    // Ctrl+Z / Ctrl+Y while editing the views undo the edits, in play the game's moves.
    bool editing_puzzle() const override { return editing_; }
    bool undo_shortcut() override { return editing_ ? undo_edit() : undo(); }
    bool redo_shortcut() override { return editing_ ? redo_edit() : redo(); }

    // A new puzzle made in slices (the mid-end's, views/game.h) goes on screen as an opened one.
    void show_puzzle(views::Puzzle puzzle) override { set_puzzle(puzzle); }

private:
    void on_frame(ScreenHost& app, bool answer_arrived) override;  // the battery's results
    // A new puzzle: drops the answer and the animation. `battery` when it is that battery puzzle.
    // A new game starts too, except when the views were edited in place (same size): then the
    // shape built so far stays and is judged against the edited views.
    enum class Game { restart, keep };
    void set_puzzle(const views::Puzzle& puzzle, std::optional<std::uint32_t> battery = std::nullopt,
                    Game game = Game::restart);
    const views::Puzzle& puzzle() const { return driver_.puzzle(); }
    // The answer once the player asked for it (Solve, Show solution): a hint's solve keeps its
    // answer to itself, so that a hint gives nothing more away than its move.
    const views::Analysis* answer() const {
        return driver_.revealed_answer() ? &driver_.revealed_answer()->analysis : nullptr;
    }
    const views::Shape* shown_shape() const {
        return driver_.revealed_answer() ? driver_.revealed_answer()->shown_shape() : nullptr;
    }
    // Another of the optimal shapes, shown whole (Play drops it in from an empty box).
    void show_shape(std::size_t index);
    // How many cubes of the shown shape the 3D view draws in place: step s of the animation has
    // the first s cubes of the drop order in (step 0: none), the last step all of them.
    int cubes_drawn() const;
    std::optional<views::Cell> hinted_cell() const;  // the cell of the hint up for this shape, if any

    bool undo_edit();
    bool redo_edit();
    void draw_mode_switch();
    void cursor_keys();  // the arrows move the keyboard's cursor over the layers, Escape hides it
    void draw_puzzle_controls();
    void draw_editors();
    void draw_answer(ScreenHost& app);
    void draw_scene(float width, float height);
    void draw_solution_layers();  // the shown optimal shape as layers, after Solve
    void draw_play(ScreenHost& app);

    std::optional<std::uint32_t> battery_index_;  // the puzzle is battery puzzle n (its link says so)
    std::vector<views::Puzzle> file_puzzles_;     // the puzzles of the last opened file, to pick from

    // Play and edit are two modes, as puzz.link's Answer/Edit switch: in play the views are shown
    // read-only (a click or a swipe never changes the puzzle); editing them is one switch away,
    // with its own history. A blank puzzle (nothing to play yet) opens in edit mode.
    bool editing_ = false;
    PlaySession<SnapshotRules<views::Puzzle>> view_edits_;  // the edits of the views, one per stroke
    std::optional<views::Puzzle> stroke_from_;              // the puzzle before the stroke being painted
    // Editing: a drag paints every pixel it crosses with the value the first click gave.
    int painting_view_ = -1;
    bool paint_value_ = false;
    std::optional<views::Cell> hovered_;
    // The keyboard's cursor on the build layers (docs/keyboard.md): shown once Enter or Space is
    // pressed on a focused layer; Enter/Space then add or take away the cube under it.
    std::optional<views::Cell> cursor_;
    std::optional<views::Cell> shown_cursor_;  // the cursor as last drawn: a move brings it into view
    int layer_focus_ = -1;      // the build layer holding the keyboard's focus, or -1
    bool screen_focus_ = false;  // the screen's own frame has the focus (Space steps in)

    OrbitCamera camera_;
    bool scene_pressed_ = false;    // the mouse (or a finger) went down on the 3D view this press
    bool remove_on_scene_ = false;  // clicks on the 3D view remove cubes (touch has no Shift)
    CubeScene scene_;
    bool show_candidates_ = true;
    int density_ = 35;
    std::uint64_t random_seed_ = 1;
    ParsedField<std::uint32_t> battery_load_;  // Battery #: the puzzle Load opens

    std::string move_text_;          // the play bar's move field

    BatteryPanel battery_;
};

}  // namespace knobel::app
