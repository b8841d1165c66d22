#pragma once
// The mid-end's driver of one puzzle's game, as Simon Tatham's midend.c drives a `game`: the puzzle,
// the game played by hand (PlaySession: moves, undo, redo), the solve in the background
// (SolveSession), the answer replayed as an animation (StepReplay + AnimationClock) and the verdict,
// judged once per board. A front end holds one GameDriver, maps input to its calls and draws what
// it shows; it re-implements none of this. Plain C++ (no ImGui), unit-tested natively.
//
// `G` is the puzzle's game contract (src/<puzzle>/game.h): besides the move rules that PlaySession
// and StepReplay use (State, Move, parse, format, refusal, apply, undo), the driver needs
//     using Puzzle = ...;  using Answer = ...;
//     using SolveWork = ...;                     // a SlicedWork; answer() hands over the Answer
//     static State start(const Puzzle&);         // the board a game starts from
//     static std::vector<Move> answer_moves(const Answer&);  // the answer as the player's moves
//     static Verdict judge(const Puzzle&, const State&, std::size_t moves, const Answer* known);
// where Verdict has `solved`, `optimal`, `sentence` and `counter` (the words are the core's).
// Optionally `static std::optional<Answer> instant_answer(const Puzzle&)`: the optimum when it is
// cheap to know, asked once per puzzle, so that the verdict can say "optimal" before any Solve.
// Optionally `static std::optional<Answer> carry_answer(const Puzzle& now, const Puzzle& was,
// const Answer&)`: when a puzzle is revised (revise_puzzle), the answer that still holds for it.
// Optionally a hint (core/hint.h):
//     static std::optional<Hint<Move>> hint(const Puzzle&, const State& now,
//                                           std::span<const Move> played, const Answer* known);
// nullopt means "I need the answer": the driver then solves first (with the job's progress and
// Cancel, no animation) and asks again when the answer has come. A game whose hints remember
// something between hints (Views aims at the shape the last hint led to) has
// `using HintMemory = ...;` and takes a `HintMemory&` as a fifth argument; the driver keeps one per
// puzzle.
//
// Spoiler-free: a solve made for a hint keeps its answer to itself — `revealed_answer()` is null
// until the player asks (Solve, Show solution), `answer()` is what the game knows.
//
// Hints within a frame: `prepare_hint()`, called each frame for the puzzle on screen, works the
// answer out quietly once per puzzle (no progress bar, `solving()` stays false, the verdict does
// not learn the optimum from it) and then the hint for the board as it is, so that the first press
// of Hint answers at once instead of solving first. The quiet answer is the game's only once a
// hint needed it; Solve still runs its own solve, as it did, so what the player sees of a solve
// (its progress, Cancel, the answer arriving) does not depend on how far the quiet one got.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/midend/background_job.h"
#include "app/midend/animation_clock.h"
#include "app/midend/hint_session.h"
#include "app/midend/play_session.h"
#include "app/midend/screen.h"
#include "app/midend/solve_session.h"
#include "app/midend/step_replay.h"
#include "core/hint.h"

namespace knobel::app {

// The game's HintMemory, or nothing to remember.
struct NoHintMemory {};
template <class G>
struct HintMemoryOf {
    using type = NoHintMemory;
};
template <class G>
    requires requires { typename G::HintMemory; }
struct HintMemoryOf<G> {
    using type = typename G::HintMemory;
};

template <class G>
class GameDriver {
public:
    using Puzzle = typename G::Puzzle;
    using State = typename G::State;
    using Move = typename G::Move;
    using Answer = typename G::Answer;
    using SolveWork = typename G::SolveWork;
    using Verdict = decltype(G::judge(std::declval<const Puzzle&>(), std::declval<const State&>(), std::size_t{0},
                                      std::declval<const Answer*>()));

    GameDriver() = default;

    // A new puzzle: the game starts again from its board; the old answer, the animation and any
    // solve under way are dropped.
    void new_puzzle(Puzzle puzzle) {
        puzzle_ = std::move(puzzle);
        solve_.clear();
        replay_.clear();
        replayed_ = false;
        clock_.reset(0);
        showing_solution_ = false;
        game_.start(G::start(puzzle_));
        verdict_.reset();
        instant_.reset();
        instant_tried_ = false;
        hints_.reset();
        hint_wanted_ = false;
        revealed_ = false;
        forget_prepared();
        if constexpr (kHintMemory) hint_memory_ = {};
    }
    // The puzzle changed under a game that goes on (a new u, views edited at the same size): the
    // board stays and is judged against the new puzzle. The answer stays when the game carries it
    // over (G::carry_answer), shown as before from its first step; else it is dropped, and a solve
    // under way is cancelled (the front end may start one again: solving() says if one ran).
    void revise_puzzle(Puzzle puzzle) {
        std::optional<Answer> carried;
        if constexpr (requires(const Puzzle& now, const Answer& old) { G::carry_answer(now, now, old); }) {
            if (const Answer* old = answer()) carried = G::carry_answer(puzzle, puzzle_, *old);
        }
        puzzle_ = std::move(puzzle);
        solve_.clear();
        verdict_.reset();
        instant_.reset();
        instant_tried_ = false;
        hints_.take_down();
        hint_wanted_ = false;
        forget_prepared();
        if constexpr (kHintMemory) hint_memory_ = {};
        if (carried) {
            replace_answer(std::move(*carried));
        } else {
            replay_.clear();
            replayed_ = false;
            clock_.reset(0);
            showing_solution_ = false;
            revealed_ = false;
        }
    }
    const Puzzle& puzzle() const { return puzzle_; }

    // ---- Play by hand ------------------------------------------------------------------------
    // A move played leaves the answer's animation (the board shows the game again); Undo and Redo
    // always do, even with nothing to take back: the player asked for the game.
    bool play(const Move& move) { return to_game(game_.play(move)); }
    bool play_text(std::string_view text) { return to_game(game_.play_text(text)); }
    bool undo() {
        show_game();
        return game_.undo();
    }
    bool redo() {
        show_game();
        return game_.redo();
    }
    void restart() {
        game_.restart();
        showing_solution_ = false;
    }
    const PlaySession<G>& game() const { return game_; }
    void clear_message() { game_.clear_message(); }

    // Where the game stands, in the core's words; judged again only after the board changed or
    // the answer arrived (a judge may be costly: Views compares every view pixel).
    const Verdict& verdict() const {
        if (!verdict_ || verdict_revision_ != game_.revision()) {
            verdict_ = G::judge(puzzle_, game_.state(), game_.move_count(), best_known());
            verdict_revision_ = game_.revision();
        }
        return *verdict_;
    }
    PlayStatus status() const {
        const Verdict& judged = verdict();
        return {judged.solved, judged.optimal, judged.sentence};
    }

    // ---- Solve and the answer's animation ----------------------------------------------------
    // What the board does when the answer arrives: show it moving, or stay where it is (a solve
    // the player did not ask to watch, e.g. again for a new u while playing).
    enum class OnArrival { show, stay };
    // The player asks for the answer. One a hint's solve found already is shown at once; a hint's
    // solve under way goes on and shows its answer when it arrives (the hint comes too).
    void solve(std::string label = "Solving", OnArrival on_arrival = OnArrival::show) {
        drop_quiet_solve();
        prepare_tried_ = true;  // a solve the player cancels is not started again behind their back
        on_arrival_ = on_arrival;
        const bool unrevealed = !revealed_;
        revealed_ = true;
        if (unrevealed && solve_.running()) return;
        if (unrevealed && answer()) {
            if (on_arrival == OnArrival::show) show_solution();
            return;
        }
        hint_wanted_ = false;
        replay_.clear();
        replayed_ = false;
        clock_.reset(0);
        solve_.start(std::make_unique<SolveWork>(puzzle_), std::move(label));
    }
    // A cancelled solve leaves nothing revealed: a later hint's solve keeps its answer to itself.
    void cancel() {
        if (quiet_) return;  // the player cancels what they see; the quiet solve is not on screen
        solve_.cancel();
        hint_wanted_ = false;
        if (!answer()) revealed_ = false;
    }
    bool solving() const { return solve_.running() && !quiet_; }
    const BackgroundJob& job() const { return solve_.job(); }
    // The work of the solve under way (Views draws its best shape so far), or nullptr.
    const SolveWork* running_work() const { return quiet_ ? nullptr : solve_.running_work(); }
    // What the game knows (a hint's solve included), and what the player asked to see.
    const Answer* answer() const { return solve_.result() && !quiet_ ? &*solve_.result() : nullptr; }
    const Answer* revealed_answer() const { return revealed_ ? answer() : nullptr; }
    bool revealed() const { return revealed_; }

    // Once a frame: takes a finished solve's answer in (the board then shows it moving, from the
    // start) and advances the animation by the frame's `seconds`. True on the frame the answer came.
    bool update(double seconds) {
        bool arrived = solve_.collect();
        if (arrived && quiet_) {
            arrived = false;  // not an answer the player is waiting for
            prepare_ready_hint();
            if (show_target_) verdict_.reset();  // the player asked for the target: the verdict may know it
        }
        if (arrived) {
            // Replayed once the player asks: a hint's answer gives away not even its length.
            if (revealed_) replay_answer();
            verdict_.reset();  // the optimum is known now
            if (hint_wanted_) {
                // Solved for a hint: the player asked for one move, not the whole answer.
                hint_wanted_ = false;
                ask_hint();
            }
            if (revealed_ && on_arrival_ == OnArrival::show) {
                showing_solution_ = true;
                clock_.play();
            }
        }
        if (hint_wanted_ && !arrived && !solve_.running()) hint_wanted_ = false;  // cancelled: no hint
        clock_.advance(seconds);
        follow_clock();
        return arrived;
    }
    // "Show the target" (the play bar's switch, the link's target=1): the optimum in words — the
    // largest number, the fewest cubes or matches — before the player has solved, and the verdict
    // judged against it. Off by default: the player asked for a puzzle, not its answer (issue 20).
    // The answer is the quiet one a hint would use, else the instant one.
    static constexpr bool kHasTarget = requires(const Puzzle& puzzle, const Answer& answer) { G::target_text(puzzle, answer); };
    void show_target(bool on) {
        if (on == show_target_) return;
        show_target_ = on;
        verdict_.reset();
    }
    bool showing_target() const { return kHasTarget && show_target_; }
    // The target in the game's words while shown; "" while it is being worked out.
    std::string target_text() const {
        if constexpr (kHasTarget) {
            if (!show_target_) return {};
            if (const Answer* known = best_known()) return G::target_text(puzzle_, *known);
        }
        return {};
    }

    // "Show solution": the answer's animation again from the start (the answer must be known).
    void show_solution() {
        if (!answer()) return;
        revealed_ = true;
        if (!replayed_) replay_answer();
        showing_solution_ = true;
        clock_.reset(static_cast<int>(replay_.steps()));
        clock_.play();
    }
    // Another answer of the same solve (another optimal placement or shape): it replaces the
    // answer and is replayed from its first step, the clock stopped there.
    void replace_answer(Answer answer) {
        solve_.replace_result(std::move(answer));
        replay_answer();
        verdict_.reset();
    }
    // Back to the game on the board, where the player left it (the animation stops).
    void show_game() {
        showing_solution_ = false;
        clock_.pause();
    }
    bool showing_solution() const { return showing_solution_; }
    // The board to draw: the answer's animation at its step, or the game.
    const State& shown() const { return showing_solution_ ? replay_.shown() : game_.state(); }

    // The shown step follows the clock at once (after the playback controls moved it this frame).
    void follow_clock() { replay_.seek(static_cast<std::size_t>(clock_.whole_step())); }
    AnimationClock& clock() { return clock_; }
    const AnimationClock& clock() const { return clock_; }
    const StepReplay<G>& replay() const { return replay_; }

    // ---- Hint (core/hint.h) --------------------------------------------------------------------
    static constexpr bool kHintMemory = requires { typename G::HintMemory; };
    static constexpr bool kHasHints =
        requires(const Puzzle& puzzle, const State& state, std::span<const Move> played, const Answer* known) {
            G::hint(puzzle, state, played, known);
        } || kHintMemory;

    // knobel.hint(), and the first press of Hint: the hint for the board as it is, shown (not
    // made). Counts as a hint used once per board; asked again for the same board it stays as it
    // is. When the game needs the answer first, a solve starts and the hint comes with it.
    void ask_hint() {
        if constexpr (kHasHints) {
            if (current_hint() || hint_waiting()) return;
            show_game();
            if (ready_hint_ && ready_revision_ == game_.revision()) {
                if (ready_uses_answer_) adopt_quiet_answer();
                if constexpr (kHintMemory) hint_memory_ = ready_memory_;
                hints_.show(std::move(*ready_hint_), game_);
                ready_hint_.reset();
                return;
            }
            ready_hint_.reset();
            std::optional<Hint<Move>> given = hint_for(best_known(), hint_memory_);
            if (!given && quiet_) {
                // The quiet solve works for this hint now: its answer is the game's, or comes with it.
                const bool known = solve_.result().has_value();
                adopt_quiet_answer();
                if (known) return ask_hint();
                hint_wanted_ = true;
                return;
            }
            if (!given) {
                if (answer()) return;  // the game could not give one even with the answer: no loop
                if (!solve_.running()) {
                    replay_.clear();
                    replayed_ = false;
                    clock_.reset(0);
                    solve_.start(std::make_unique<SolveWork>(puzzle_), "Thinking of a hint");
                }
                hint_wanted_ = true;
                return;
            }
            hints_.show(std::move(*given), game_);
        }
    }
    // The Hint button and the H key: the hint's move is made when the hint for this board is
    // shown (or its moves taken back), else the hint is asked for. True when the board changed.
    bool press_hint() {
        if (current_hint()) show_game();  // the move is made on the game, not on the solution shown
        return hints_.press(game_, [this] { ask_hint(); });
    }
    // The hint for the board on screen, or nullptr (none asked, or the board changed since).
    const Hint<Move>* current_hint() const { return hints_.current(game_); }
    bool hint_waiting() const { return hint_wanted_ && solve_.running(); }
    const HintSession<G>& hints() const { return hints_; }

    // True while the driver needs frames without input: an animation moving or a solve running.
    bool needs_frames() const { return clock_.moving() || solve_.running(); }

    // Once a frame while this puzzle is on screen (the shell calls it for the screen shown only):
    // starts the quiet solve for hints, once per puzzle, unless an answer is known or a solve ran.
    void prepare_hint() {
        if constexpr (kHasHints) {
            if (!quiet_solve_due()) return;
            prepare_tried_ = true;
            quiet_ = true;
            solve_.start(std::make_unique<SolveWork>(puzzle_), "Thinking of a hint");
        }
    }
    // True while the quiet solve runs, or is still to start (on the next frame, once prepare_hint()
    // is called: state().preparingHint is true from the moment a puzzle opens).
    bool preparing() const {
        if constexpr (kHasHints) return (quiet_ && solve_.running()) || quiet_solve_due();
        return false;
    }

private:
    // The quiet solve is still to start: not yet tried for this puzzle, no answer known, no solve
    // running.
    bool quiet_solve_due() const { return !prepare_tried_ && !answer() && !solve_.running(); }
    // The game's hint for the board as it is, with `known` and `memory` (the game's or a copy).
    std::optional<Hint<Move>> hint_for(const Answer* known, typename HintMemoryOf<G>::type& memory) const {
        if constexpr (kHintMemory) return G::hint(puzzle_, game_.state(), game_.played(), known, memory);
        else {
            (void)memory;
            return G::hint(puzzle_, game_.state(), game_.played(), known);
        }
    }
    // The quiet answer has come: the hint for the board as it is now, as ask_hint() would give it,
    // made ahead (the first call of the game's hint code is also its slowest in the page: V8
    // compiles a wasm function on its first call).
    void prepare_ready_hint() {
        if constexpr (kHasHints) {
            ready_memory_ = hint_memory_;
            ready_uses_answer_ = false;
            ready_hint_ = hint_for(best_known(), ready_memory_);
            if (!ready_hint_) {
                ready_memory_ = hint_memory_;
                ready_uses_answer_ = true;
                ready_hint_ = hint_for(&*solve_.result(), ready_memory_);
            }
            ready_revision_ = game_.revision();
        }
    }
    // A hint needed the quiet solve: its answer (or the one still coming) is the game's now, and
    // the verdict may speak of the optimum, as after a hint's own solve.
    void adopt_quiet_answer() {
        quiet_ = false;
        verdict_.reset();
    }
    void drop_quiet_solve() {
        if (!quiet_) return;
        quiet_ = false;
        solve_.clear();
        ready_hint_.reset();
    }
    void forget_prepared() {
        quiet_ = false;
        prepare_tried_ = false;
        ready_hint_.reset();
    }

    // The solve's answer (a quiet one too while the target is shown), else the instant one (when
    // the game has one and it is cheap).
    const Answer* best_known() const {
        if (const Answer* solved = answer()) return solved;
        if (show_target_ && solve_.result()) return &*solve_.result();
        if constexpr (requires(const Puzzle& puzzle) { G::instant_answer(puzzle); }) {
            if (!instant_tried_) {
                // Where the verdict needs it, at once: cheap by each game's limit, and its time
                // comes out of the jobs' next frame budget.
                instant_tried_ = true;
                const double start = job_scheduler().now();
                instant_ = G::instant_answer(puzzle_);
                job_scheduler().charge(job_scheduler().now() - start);
            }
            return instant_ ? &*instant_ : nullptr;
        }
        return nullptr;
    }

    // The answer's moves from the puzzle's start, at the pace that fits their number.
    void replay_answer() {
        replayed_ = true;
        replay_.reset(G::start(puzzle_), G::answer_moves(*solve_.result()));
        clock_.reset(static_cast<int>(replay_.steps()));
        clock_.speed = AnimationClock::natural_speed(clock_.steps());
    }

    bool to_game(bool changed) {
        if (changed) showing_solution_ = false;
        return changed;
    }

    Puzzle puzzle_{};
    PlaySession<G> game_;
    SolveSession<SolveWork, Answer> solve_{[](SolveWork& work) { return work.answer(); }};
    StepReplay<G> replay_;
    AnimationClock clock_;
    bool showing_solution_ = false;
    OnArrival on_arrival_ = OnArrival::show;
    mutable std::optional<Verdict> verdict_;
    mutable std::uint64_t verdict_revision_ = ~std::uint64_t{0};
    mutable std::optional<Answer> instant_;
    mutable bool instant_tried_ = false;
    HintSession<G> hints_;
    bool hint_wanted_ = false;  // a solve runs for a hint; the hint comes with its answer
    bool revealed_ = false;     // the player asked for the answer (Solve, Show solution)
    bool show_target_ = false;  // the player asked to see the target (it stays on for the next puzzle)
    bool replayed_ = false;     // replay_ holds the answer's moves
    typename HintMemoryOf<G>::type hint_memory_{};
    // The quiet solve for hints (prepare_hint): `quiet_` while its job or answer is not the game's.
    bool quiet_ = false;
    bool prepare_tried_ = false;  // once per puzzle, and not after a solve of the player's
    std::optional<Hint<Move>> ready_hint_;  // made ahead for the board of revision ready_revision_
    std::uint64_t ready_revision_ = 0;
    bool ready_uses_answer_ = false;  // it needed the quiet answer
    typename HintMemoryOf<G>::type ready_memory_{};
};

}  // namespace knobel::app
