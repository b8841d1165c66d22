#pragma once
// The app shell: the top bar with the four puzzles, the screen of the selected one, the error
// banner, the About box, and the link in the address bar. main.cpp owns the one App and calls
// frame() for every frame it draws; the JS API (js_api.cpp) calls the rest.

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "app/midend/screen.h"
#include "app/platform/main_loop.h"

namespace knobel::app {

class App final : public ScreenHost, public FrameClient {
public:
    // The screens of every puzzle, in the order of src/puzzles.def (src/app/registry.cpp makes them).
    explicit App(std::vector<std::unique_ptr<Screen>> screens);

    // Builds this frame's ImGui windows. `seconds` is the wall time since the previous frame.
    void frame(double seconds) override;
    // Fits the look to the pointer and the window: finger-sized controls on a touch screen and on
    // any window as narrow as a phone's.
    void before_frame(float window_width) override;
    // True while something moves without input: then the frame loop keeps drawing.
    bool needs_frames() const override;
    // The first frame is on screen: knobel.state() says ready from now on.
    void mark_ready() { ready_ = true; }

    // --- What the JS API and the page call --------------------------------------------------
    // Opens a fragment ("#hexmax/D24/3", "" for the default). On a bad link: the error banner,
    // and a puzzle on screen all the same. Returns false on error.
    bool open_fragment(std::string_view fragment);
    // A game kept from an earlier visit (the page's local storage, one per puzzle) for its
    // puzzle's screen, behind the one on display: the screen shown, the address bar and the error
    // banner stay as they are, and a kept link that no longer opens is passed over. The screen's
    // tab then shows it. False when nothing was restored.
    bool restore_game(std::string_view fragment);
    // A puzzle file's text for screen `puzzle`, as if opened with the file picker. `source` (the
    // file's name, if known) prefixes the line and column in error messages.
    bool load_text(std::string_view puzzle, std::string_view text, std::string_view source = {});
    // As if Solve was pressed on the current screen.
    void solve();
    // Play by hand on the current screen (knobel.play, undo, redo): false when refused or when
    // the screen cannot be played.
    bool play(std::string_view move);
    bool undo();
    bool redo();
    // The first press of Hint: shows the hint for the board on the current screen (solving first,
    // over frames, where the game needs its answer). False when the screen gives none.
    bool hint();
    // knobel.hint(): the same hint, answered in the call as the JSON text of state().hint ("null"
    // on a screen without hints) — the shared spec gives knobel.hint() a JSON string. A hint that
    // needs the game's answer runs that solve here, in the call, for at most kHintSolveSlices
    // slices of kHintSolveSliceMs (30 s); one that needs longer (a hostile crossnumber) answers
    // "null" and goes on over frames, its hint then in state().hint.
    std::string hint_now();
    static constexpr int kHintSolveSlices = 300;
    static constexpr double kHintSolveSliceMs = 100.0;
    // knobel.newGame({size, difficulty, seed}): a new puzzle on the current screen from its
    // generator ("" = the usual size, medium, a fresh seed). A ticket for it, which
    // new_game_landed asks about; 0, with the error banner naming the option, when an option is
    // wrong or the screen makes none.
    std::uint32_t new_game(std::string_view size, std::string_view difficulty, std::string_view seed);
    // Whether the puzzle of `ticket` is on screen: no later new puzzle overtook it, not cancelled,
    // and on the screen that made it, still shown (a tab switched during the generation leaves it
    // made on a screen nobody sees: false).
    bool new_game_landed(std::uint32_t ticket) const {
        return ticket == new_games_started_ && new_game_screen_ == current_ && current_->new_game_landed();
    }
    // The fragment that reproduces what is on screen: the puzzle's link plus the game's moves.
    std::string current_link() const;
    // {"ready": .., "puzzle": .., "link": .., "solving": .., "error": .., "result": .., "frame": ..}
    std::string state_json() const;

    // --- What screens call ---------------------------------------------------------------------
    void show_error(std::string message) override;
    void clear_error() override { error_.clear(); }
    double frame_seconds() const override { return frame_seconds_; }
    std::uint64_t fresh_seed() override;
    void new_game_started() override { ++new_games_started_; }
    // How long background jobs may work in this frame, all of them together (the JobScheduler
    // shares it out): half the time between frames (so at least half goes to drawing and input),
    // within 8 to 40 ms. About 8 ms on a fast machine; more where drawing is slow (software
    // WebGL), so work still gets half of the time.
    double job_slice_ms() const;
    // A fixed budget instead (knobel.setJobBudget): a tiny one makes every job a long run of many
    // frames, so that a test's Cancel always meets a running job. 0: the automatic budget above.
    void set_job_budget_ms(double ms) { job_budget_ms_ = ms; }
    // The most milliseconds background work may take of a frame (knobel.setJobBudget included).
    static constexpr double kMaxJobSliceMs = 40.0;
    Screen& current() { return *current_; }

private:
    double job_budget_ms_ = 0.0;  // set_job_budget_ms
    float layout_width_ = 0.0f;   // before_frame's window width, for state().layout
    Screen* find_screen(std::string_view id) const;
    void draw_top_bar();
    void draw_error_banner();
    void undo_redo_keys();
    void draw_about();
    void write_link();  // the link of the puzzle on screen into the address bar, if it changed

    std::vector<std::unique_ptr<Screen>> screens_;
    Screen* current_ = nullptr;
    const Screen* new_game_screen_ = nullptr;  // where the last knobel.newGame was asked for
    std::uint32_t new_games_started_ = 0;      // by the control and knobel.newGame: the tickets
    std::string error_;
    std::string shown_fragment_;  // the fragment last put into the address bar
    bool about_open_ = false;
    bool ready_ = false;
    double frame_seconds_ = 0.0;
    double frame_interval_ms_ = 16.7;  // the last time between two frames drawn back to back
    unsigned long long frame_count_ = 0;
    // How far the screen under the top bar is scrolled, and how far it can be (state().scroll):
    // tests that swipe see from it whether the page moved, also where no named widget is drawn.
    float screen_scroll_y_ = 0.0f;
    // The screen drawn last frame: another one (a tab, a link to another puzzle) starts at its
    // top, where its heading and board are, not where the last screen was scrolled to.
    const Screen* screen_drawn_ = nullptr;
    float screen_scroll_max_ = 0.0f;
    bool text_input_reported_ = false;  // what the page was last told (set_text_input_active)
};

// The one App, owned by main.cpp.
App& the_app();

}  // namespace knobel::app
