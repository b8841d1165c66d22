#pragma once
// One puzzle's screen: its thin ImGui front end. Like a `game` in Simon Tatham's Portable Puzzle
// Collection, a screen holds the puzzle being worked on and asks its puzzle core (src/<puzzle>/)
// for every rule, every answer and every link; it never re-implements one.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "core/link.h"

namespace knobel::app {

// What a screen may ask of the shell that shows it (the App implements it). Screens depend on this
// interface, not on the shell, so the shell can list the screens without a dependency circle.
class ScreenHost {
public:
    // The error banner under the top bar (a bad file, a bad link part): shown until cleared.
    virtual void show_error(std::string message) = 0;
    virtual void clear_error() = 0;
    // The wall time since the previous frame, for animations.
    virtual double frame_seconds() const = 0;
    // A seed for a new puzzle when the player gave none: the one place the machine's randomness
    // enters (the generators are deterministic from it).
    virtual std::uint64_t fresh_seed() = 0;
    // A new puzzle was asked for and is made or on its way (by the control or knobel.newGame):
    // the shell counts them, so that a newGame overtaken by a later one resolves to false.
    virtual void new_game_started() {}

protected:
    ~ScreenHost() = default;
};

// Where a game played by hand stands (knobel.state().play): the screen judges with its core.
struct PlayStatus {
    bool solved = false;
    bool optimal = false;   // solved with the best possible answer (equal to solved where nothing is optimised)
    std::string sentence;   // what the screen says about it ("EE4: the largest possible within 3 moves")
};

class Screen {
public:
    virtual ~Screen() = default;

    // The puzzle's entry of src/puzzles.def, which the registry gives every screen it makes
    // (identify): the link's puzzle name and the tab's id ("views"), the tab's label ("Hex-Max")
    // and its label where the full labels do not fit one row ("Hex").
    const char* id() const { return id_; }
    const char* title() const { return title_; }
    const char* short_title() const { return short_title_; }
    void identify(const char* id, const char* title, const char* short_title) {
        id_ = id;
        title_ = title;
        short_title_ = short_title;
    }

    // The screen's content, drawn into the current ImGui window below the top bar.
    virtual void draw(ScreenHost& host) = 0;
    // Called every frame for every screen, shown or not: runs background jobs.
    virtual void update(ScreenHost&) {}
    // True while the screen needs frames without any input (an animation playing, a job running).
    virtual bool needs_frames() const { return false; }
    // What a pointer does on this screen's board, for About's "Mouse and touch" table beside the
    // tab's label (null: no row).
    virtual const char* pointer_help() const { return nullptr; }
    // Called every frame for the screen shown only: work that serves the player of this screen
    // and nobody else (the quiet solve that makes the first hint answer at once).
    virtual void prepare_hint() {}

    // The fragment that reproduces the puzzle on screen, e.g. "#hexmax/D24/3".
    virtual std::string link() const = 0;
    // Opens a link to this puzzle (link.puzzle == id()). On error the puzzle on screen stays.
    virtual std::optional<InputError> open(const Link& link) = 0;
    // Takes a puzzle file's text, as if the file had been opened. On error the puzzle stays.
    virtual std::optional<InputError> load_text(std::string_view text) = 0;
    // As if Solve was pressed.
    virtual void solve(ScreenHost&) {}
    virtual bool solving() const { return false; }
    // The last solve's result as the same JSON as the CLI's --json output, or "null".
    virtual std::string result_json() const { return "null"; }
    // What the screen shows right now, for tests and the console (knobel.state().view): the
    // animation's step, the display, … Each screen documents its fields in docs/js-api.md.
    virtual std::string view_json() const { return "null"; }

    // --- Play by hand (a PlaySession behind each playable screen; see docs/js-api.md) ----------
    // A screen that cannot be played yet says so here, and the rest is never called.
    virtual bool playable() const { return false; }
    // One move in the puzzle's text syntax, as if made by hand: true if played; false if refused,
    // and then play_message() says why.
    virtual bool play(std::string_view) { return false; }
    virtual bool undo() { return false; }
    virtual bool redo() { return false; }
    // Ctrl+Z / Ctrl+Y: the history of what the user is working on now — the game, or on a screen
    // that edits its puzzle (Matches' figure editor) the edits.
    virtual bool undo_shortcut() { return undo(); }
    virtual bool redo_shortcut() { return redo(); }
    // The moves on the board, in order, in text syntax (what links carry as play=…).
    virtual std::vector<std::string> moves_played() const { return {}; }
    virtual std::string play_message() const { return {}; }
    virtual PlayStatus play_status() const { return {}; }

    // --- Hint (core/hint.h; knobel.hint(), the Hint button and the H key) -----------------------
    virtual bool gives_hints() const { return false; }
    // Shows the hint for the board as it is (solving first when the game needs its answer).
    virtual void ask_hint() {}
    // True while the hint asked for is still being worked out.
    virtual bool hint_waiting() const { return false; }
    // True while the answer is worked out quietly so that the first hint answers at once
    // (prepare_hint; state().preparingHint).
    virtual bool preparing_hint() const { return false; }
    // The hint shown for the board on screen as {"move", "undo", "sentence"}, or "null".
    virtual std::string hint_json() const { return "null"; }
    virtual std::size_t hints_used() const { return 0; }

    // The puzzle itself is being edited (an Edit switch is on): the page keeps the puzzle from
    // before the first edit one Back away, and the edits after it replace that entry instead of
    // each adding one (a number typed digit by digit is one step of the history).
    virtual bool editing_puzzle() const { return false; }

    // --- The target (the play bar's "Show the target", the link's target=1; state().target) ------
    // A game with an optimum to name (the largest number, the fewest cubes or matches) can show it
    // on request; off by default, so that nothing gives the answer away.
    virtual bool has_target() const { return false; }
    virtual bool showing_target() const { return false; }
    virtual void show_target(bool) {}
    // The target in words while shown, "" while it is being worked out.
    virtual std::string target_text() const { return {}; }

    // --- New puzzle (core/new_puzzle.h; knobel.newGame(), the New puzzle control) ---------------
    virtual bool makes_puzzles() const { return false; }
    // A new puzzle from the options as text ("" = the usual size, medium, `fresh_seed`), on screen
    // ready to play; an error names the option, and the puzzle on screen stays.
    virtual std::optional<InputError> new_game(std::string_view /*size*/, std::string_view /*difficulty*/,
                                               std::string_view /*seed*/, std::uint64_t /*fresh_seed*/) {
        return error_at(0, 0, "this puzzle cannot make new puzzles yet");
    }
    // Whether the last new_game's puzzle went on screen: false while a generation in slices runs,
    // and for good once it was cancelled or another puzzle opened meanwhile (knobel.newGame then
    // resolves to false).
    virtual bool new_game_landed() const { return true; }
    // A new puzzle is being made in slices: the board on screen is about to be replaced.
    virtual bool making_puzzle() const { return false; }

    // The shell that shows this screen; set once, before the first frame.
    void attach(ScreenHost& host) { host_ = &host; }

protected:
    ScreenHost& host() const { return *host_; }

private:
    ScreenHost* host_ = nullptr;
    const char* id_ = "";
    const char* title_ = "";
    const char* short_title_ = "";
};

}  // namespace knobel::app
