#pragma once
// A puzzle screen whose game the mid-end drives (GameDriver): the Screen interface's play calls
// (knobel.play/undo/redo, state().play, the play= link option, Ctrl+Z/Y) are answered here once for
// every such screen. The front end derives from it, draws, and maps input to the driver's calls.

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <string_view>
#include <type_traits>
#include <vector>

#include "app/midend/files_row.h"
#include "app/midend/game_driver.h"
#include "app/midend/new_puzzle_form.h"
#include "app/midend/play_bar_model.h"
#include "app/midend/screen.h"
#include "app/midend/solve_session.h"
#include "core/new_puzzle.h"

namespace knobel::app {

// The game's GenerateWork, or a stand-in for a game that makes its puzzles at once (or none).
struct NoGenerateWork final : SlicedWork {
    bool run(std::uint64_t) override { return true; }
    WorkProgress progress() const override { return {}; }
};
template <class G>
auto generate_work_of() {
    if constexpr (requires { typename G::GenerateWork; }) return std::type_identity<typename G::GenerateWork>{};
    else return std::type_identity<NoGenerateWork>{};
}

template <class G>
class GameScreen : public Screen {
public:
    bool playable() const override { return true; }
    bool play(std::string_view move) override {
        before_move();
        return driver_.play_text(move);
    }
    bool undo() override {
        before_move();
        return driver_.undo();
    }
    bool redo() override {
        before_move();
        return driver_.redo();
    }
    // Links and files, read and written by the game (its link and file functions); an opened or
    // loaded puzzle goes on screen through show_puzzle, as a generated one does.
    std::string link() const override { return G::link(driver_.puzzle()); }
    std::optional<InputError> open(const Link& link) override {
        if (link.parts.empty() && link.options.empty()) return std::nullopt;  // "#<puzzle>" alone: as it was
        return show_read(G::read_link(link));
    }
    std::optional<InputError> load_text(std::string_view text) override {
        return show_read(G::read_file(text, driver_.puzzle()));
    }

    // Solve (the button, knobel.solve): the game's solve as a job, its answer shown when it arrives.
    void solve(ScreenHost&) override { driver_.solve(); }
    // The answer once the player asked for it (Solve, Show solution): a hint's solve keeps its own.
    std::string result_json() const override {
        const auto* answer = driver_.revealed_answer();
        return answer ? G::answer_json(driver_.puzzle(), *answer) : "null";
    }

    std::vector<std::string> moves_played() const override { return driver_.game().move_texts(); }
    std::string play_message() const override { return driver_.game().message(); }
    PlayStatus play_status() const override { return driver_.status(); }
    bool solving() const override { return driver_.solving() || generator_.running(); }

    bool has_target() const override { return GameDriver<G>::kHasTarget; }
    bool showing_target() const override { return driver_.showing_target(); }
    void show_target(bool on) override { driver_.show_target(on); }
    std::string target_text() const override { return driver_.target_text(); }

    bool gives_hints() const override { return GameDriver<G>::kHasHints; }
    void ask_hint() override { driver_.ask_hint(); }
    bool hint_waiting() const override { return driver_.hint_waiting(); }
    bool preparing_hint() const override { return driver_.preparing(); }
    std::string hint_json() const override { return driver_.hints().json(driver_.game()); }
    std::size_t hints_used() const override { return driver_.hints().used(); }

    // A game makes puzzles with `static Puzzle generate(const NewPuzzleOptions&)`, or with
    // `generate(options, current)` when the new one keeps settings of the puzzle on screen
    // (Matches' turns and mirror).
    static constexpr bool kGeneratesLikeCurrent =
        requires(const NewPuzzleOptions& options, const typename G::Puzzle& current) { G::generate(options, current); };
    static constexpr bool kMakesPuzzles = requires(const NewPuzzleOptions& options) {
        G::kNewPuzzleSizes;
    } && (kGeneratesLikeCurrent || requires(const NewPuzzleOptions& options) { G::generate(options); });
    // A game whose generator can take longer than a frame has instead
    //     using GenerateWork = ...;  // a SlicedWork
    //     static Expected<std::unique_ptr<GenerateWork>> generate_work(size, difficulty, seed, fresh_seed);
    //     static Puzzle generated(const GenerateWork&);
    // (the options read as the game reads them: Crossnumber's "WxH"): the work runs in slices with
    // its progress and Cancel (generator_: the front end draws them), and the puzzle goes on screen
    // once made (take_new_puzzle, from the front end's update).
    static constexpr bool kGeneratesInSlices = requires { typename G::GenerateWork; };
    bool makes_puzzles() const override { return kMakesPuzzles || kGeneratesInSlices; }
    bool new_game_landed() const override { return generation_landed_; }
    bool making_puzzle() const override { return generator_.running(); }
    std::optional<InputError> new_game(std::string_view size, std::string_view difficulty, std::string_view seed,
                                       std::uint64_t fresh_seed) override {
        if constexpr (kGeneratesInSlices) {
            Expected<std::unique_ptr<GenerateWork>> work = G::generate_work(size, difficulty, seed, fresh_seed);
            if (!work) return work.error();
            generator_.start(std::move(*work), "Making a puzzle");
            generation_landed_ = false;
            return std::nullopt;
        } else if constexpr (kMakesPuzzles) {
            Expected<NewPuzzleOptions> options =
                read_new_puzzle_options(size, difficulty, seed, G::kNewPuzzleSizes, fresh_seed);
            if (!options) return options.error();
            before_move();
            if constexpr (kGeneratesLikeCurrent) show_puzzle(G::generate(*options, driver_.puzzle()));
            else show_puzzle(G::generate(*options));
            return std::nullopt;
        }
        return Screen::new_game(size, difficulty, seed, fresh_seed);
    }
    bool needs_frames() const override { return driver_.needs_frames(); }
    // Once a frame: the driver's (a solve's answer taken in, the animation advanced), then a new
    // puzzle made in slices goes on screen; what else the front end does each frame is on_frame's.
    void update(ScreenHost& host) final {
        const bool answer_arrived = driver_.update(host.frame_seconds());
        take_new_puzzle();
        on_frame(host, answer_arrived);
    }
    void prepare_hint() override { driver_.prepare_hint(); }

protected:
    // The play bar's content: the verdict and its counter (the core's words), the refusal, what
    // can be undone or redone; `words` are the puzzle's own.
    PlayBarContent play_bar_content(const PlayBarWords& words) const {
        const auto& verdict = driver_.verdict();
        PlayBarContent content;
        content.sentence = verdict.sentence;
        content.optimal = verdict.optimal;
        content.counter = verdict.counter;
        content.message = driver_.game().message();
        content.can_undo = driver_.game().can_undo();
        content.can_redo = driver_.game().can_redo();
        content.solving = driver_.solving();
        content.restart_label = words.restart_label;
        content.move_hint = words.move_hint;
        content.move_help = words.move_help;
        content.how_to = words.how_to;
        if constexpr (GameDriver<G>::kHasHints) driver_.hints().fill(content, driver_.game(), driver_.hint_waiting());
        content.has_target = GameDriver<G>::kHasTarget;
        content.target_shown = driver_.showing_target();
        content.target = driver_.target_text();
        return content;
    }
    // Does what was pressed on the play bar. Show solution solves first when the answer is not
    // known yet (it is shown when it arrives); a move typed and played clears `move_text`.
    void act_on(const PlayBarPressed& pressed, std::string& move_text) {
        if (pressed.undo) undo();
        if (pressed.redo) redo();
        if (pressed.restart) {
            before_move();
            driver_.restart();  // every move comes back with Redo
        }
        if (pressed.show_solution) {
            before_move();
            if (driver_.answer()) driver_.show_solution(); else solve(host());
        }
        if (pressed.move && play(*pressed.move)) move_text.clear();
        if (pressed.hint) {
            before_move();
            driver_.press_hint();
        }
        if (pressed.toggle_target) driver_.show_target(!driver_.showing_target());
    }

    // The New puzzle control's Make: the puzzle from the form, or the error in the banner.
    void make_new_puzzle(const NewPuzzleForm& form) { app::make_new_puzzle(*this, host(), form); }
    // A puzzle opened, loaded or made goes on screen (the front end's fields show it); the default
    // only hands it to the driver.
    virtual void show_puzzle(typename G::Puzzle puzzle) { driver_.new_puzzle(std::move(puzzle)); }
    std::optional<InputError> show_read(Expected<typename G::Puzzle> read) {
        if (!read) return read.error();
        show_puzzle(std::move(read.value()));
        return std::nullopt;
    }
    // The files row (widgets/files_row.h) with the game's part filled in: the front end adds its
    // gallery; what was pressed comes back to act_on_files.
    FilesRow files_row(const char* gallery_label, float gallery_width, std::string_view gallery_prefix,
                       std::function<std::string(std::string_view, std::string_view)> describe) {
        return {gallery_label, gallery_width, gallery_prefix, std::move(describe), &new_puzzle_form_, &G::kNewPuzzleSizes,
                id(), G::kFileTypes, G::kFileName, [this] { return G::file_text(driver_.puzzle()); }};
    }
    // An example picked goes on screen as a loaded file does; New puzzle makes one from the form.
    void act_on_files(const FilesPressed& pressed) {
        if (pressed.example && !load_text(*pressed.example)) host().clear_error();
        if (pressed.make_new) make_new_puzzle(new_puzzle_form_);
    }
    // The front end's part of the frame (update), after the driver's; `answer_arrived` on the frame
    // a solve's answer came in to be shown.
    virtual void on_frame(ScreenHost&, bool /*answer_arrived*/) {}
    // Once a frame (update): a puzzle made in slices goes on screen when done.
    void take_new_puzzle() {
        if (!generator_.collect() || !generator_.result()) return;
        show_puzzle(*generator_.result());
        generation_landed_ = true;
    }

    // A move, Undo or Redo is about to change the board: drop what the front end held about the old
    // one (a picked-up stick, a match in hand).
    virtual void before_move() {}

    GameDriver<G> driver_;
    NewPuzzleForm new_puzzle_form_;  // the New puzzle control's size, difficulty and seed
    // A new puzzle being made in slices (kGeneratesInSlices): a puzzle opened meanwhile wins, so
    // the front end cancels it then.
    using GenerateWork = typename decltype(generate_work_of<G>())::type;
    SolveSession<GenerateWork, typename G::Puzzle> generator_{[](GenerateWork& work) {
        if constexpr (kGeneratesInSlices) return G::generated(work);
        else return typename G::Puzzle{};
    }};

private:
    bool generation_landed_ = true;  // the last new_game's puzzle went on screen
};

}  // namespace knobel::app
