#pragma once
// The Hex-Max screen: enter a hex number and m (keyboard, on-screen keypad, gallery, file), play
// it by hand (pick up a stick and put it on a free place: click-click, drag, the keyboard's stick
// cursor, or type the move),
// solve in the background, and watch every stick of the answer move. All rules come from
// src/hexmax/; the game, the solve, the replay and the verdict are the mid-end's GameDriver.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "hexmax/game.h"
#include "app/midend/game_screen.h"
#include "app/midend/new_puzzle_form.h"
#include "app/widgets/pan_zoom.h"
#include "app/midend/parsed_field.h"
#include "app/midend/play_session.h"
#include "app/midend/snapshot_edits.h"
#include "app/hexmax/stick_cursor.h"
#include "hexmax/play.h"
#include "hexmax/problem.h"
#include "hexmax/solver.h"

namespace knobel::app {

class HexmaxScreen final : public GameScreen<hexmax::Game> {
public:
    HexmaxScreen();

    void draw(ScreenHost& app) override;
    bool needs_frames() const override { return driver_.needs_frames() || carried_.has_value(); }

    const char* pointer_help() const override { return "drag a stick to a free place, or click it and then the place"; }
    // Ctrl+Z / Ctrl+Y while editing take back the puzzle's edits, else the game's moves.
    bool undo_shortcut() override { return editing_ ? undo_edit() : undo(); }
    bool redo_shortcut() override { return editing_ ? redo_edit() : redo(); }
    bool editing_puzzle() const override { return editing_; }
    void solve(ScreenHost& app) override;
    std::string view_json() const override;

private:
    // The contest's text of the answer, made when the answer arrives.
    void on_frame(ScreenHost& app, bool answer_arrived) override;
    // A move, Undo or Redo: the stick in hand is put back.
    void before_move() override;
    // A puzzle opened, loaded or made shows its own text in the fields.
    void show_puzzle(hexmax::Problem problem) override { set_problem(std::move(problem)); }
    // Where a new puzzle came from decides what the fields show: one typed into a field keeps
    // the field as typed (its case, an m still being corrected elsewhere); one from a link, a
    // file, the gallery or an edit taken back shows its own text in both fields.
    enum class Fields { keep, show_problem };
    // A puzzle from outside (a link, a file, the gallery, New puzzle): a new edit history, play,
    // and the fields show it.
    void set_problem(hexmax::Problem problem);
    // An edit of the puzzle (Edit the puzzle: the number, m, the options), kept in the edit
    // history; the fields stay as typed.
    void edit_problem(hexmax::Problem changed);
    bool undo_edit();
    bool redo_edit();
    // The game starts again on it, the old answer and animation dropped.
    void put_on_board(hexmax::Problem problem, Fields fields);
    void show_problem_in_fields();
    void take_number_text();  // the number field changed: use it if it is a number
    void take_m_text();       // the m field changed: use it if it is a valid m
    std::string m_note() const;  // what an m beyond the number's sticks means, or ""
    void set_m(std::uint64_t m);  // the − and + buttons: keep the number field as typed
    const hexmax::Problem& problem() const { return driver_.puzzle(); }
    bool play_move(const hexmax::Move& move);  // from a click, a drag or the move field
    // A click on a place, or Enter on the keyboard's cursor: pick up the stick there, put the
    // picked one down there (the move, or its refusal), or put it back.
    void press_place(const StickPlace& place);
    // The display's keyboard play while it has the focus: arrows move the cursor, Enter or Space
    // presses the place under it, Escape puts a picked stick back. `per_row`: the layout's.
    void keyboard_play(std::size_t per_row);

    void draw_inputs();                  // the number, m and the keypad
    void draw_options(ScreenHost& app);  // the goal, the glyphs, Solve, the gallery and the files
    void draw_keypad();
    void draw_game();  // the play bar: verdict, counter, buttons, move field
    void draw_answer_summary();
    void draw_display();
    void draw_states_text();

    ParsedField<std::vector<std::uint8_t>> number_;  // the Number field (maybe empty or too long)
    std::vector<char> number_buffer_;  // ImGui's buffer for it, kMaxDigits + 2 bytes
    std::string refused_message_;  // which typed or pasted characters the field ignored, until the next edit
    ParsedField<std::uint64_t> m_;     // the m field
    std::string move_text_;        // the move field of play
    bool keypad_open_ = false;
    bool editing_ = false;  // Edit the puzzle (else Play: the fields, the keypad and the options are read-only)
    PlaySession<SnapshotRules<hexmax::Problem>> edits_;  // the puzzle's edits, one per change
    bool states_open_ = false;  // the states text section, as ImGui's header was last frame

    std::optional<StickPlace> picked_;   // a stick picked up by a click, waiting for its place
    std::optional<StickPlace> carried_;  // a stick being dragged
    std::optional<StickPlace> pressed_;  // where the mouse went down on a stick this press
    StickPlace cursor_;                  // the keyboard's cursor (shown while the display has the focus)
    bool keyboard_focus_ = false;        // the display had the keyboard focus in the last frame
    bool cursor_moved_ = false;          // an arrow moved the cursor this frame: keep it in view
    bool cursor_shown_ = false;          // the cursor was drawn in the last frame (the keys' hints show)
    bool display_frame_focus_ = false;   // the keyboard focus is on the display's frame (outside it)
    bool screen_frame_focus_ = false;    // … on the frame of the whole screen (outside it)
    hexmax::StateLines state_lines_;  // the contest's text output of the answer, line by line

    PanZoom zoom_;  // scale: the digit height in pixels; it follows the answer's moves
    std::pair<std::size_t, std::size_t> visible_digits_{0, 0};  // [first, end) wholly in view last frame
};

}  // namespace knobel::app
