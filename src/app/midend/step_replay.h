#pragma once
// Replaying a list of steps (the solver's answer) on a state, forwards and backwards, as an
// animation scrubs through it: the state after any number of steps, reached by applying or
// taking back steps from the nearest place known. Checkpoints every `kCheckpointEvery` steps make
// a jump anywhere in a 100,000-step answer cheap. The same Rules as PlaySession (play_session.h)
// give apply and undo, so the animation and play can never disagree. Plain C++, unit-tested.

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace knobel::app {

template <class Rules>
class StepReplay {
public:
    using State = typename Rules::State;
    using Step = typename Rules::Move;
    static constexpr std::size_t kCheckpointEvery = 256;

    // A new replay of `steps` from `start`, showing step 0 (the start).
    void reset(State start, std::vector<Step> steps) {
        steps_ = std::move(steps);
        checkpoints_.clear();
        State state = start;
        for (std::size_t i = 0; i < steps_.size(); ++i) {
            if (i % kCheckpointEvery == 0) checkpoints_.push_back(state);
            Rules::apply(state, steps_[i]);
        }
        if (checkpoints_.empty()) checkpoints_.push_back(state);
        shown_ = std::move(start);
        shown_step_ = 0;
    }
    void clear() { reset(State{}, {}); }

    // Moves the shown state to `step` (clamped to 0..steps()), one step at a time from where it is
    // when that is near, from a checkpoint when it is far.
    void seek(std::size_t step) {
        step = std::min(step, steps_.size());
        const std::size_t distance = step > shown_step_ ? step - shown_step_ : shown_step_ - step;
        if (distance > kCheckpointEvery) {
            const std::size_t checkpoint = std::min(step / kCheckpointEvery, checkpoints_.size() - 1);
            shown_ = checkpoints_[checkpoint];
            shown_step_ = checkpoint * kCheckpointEvery;
        }
        while (shown_step_ < step) Rules::apply(shown_, steps_[shown_step_++]);
        while (shown_step_ > step) Rules::undo(shown_, steps_[--shown_step_]);
    }

    // The state after `step` steps, without moving the shown one (for lists of every state).
    State state_after(std::size_t step) const {
        step = std::min(step, steps_.size());
        const std::size_t checkpoint = std::min(step / kCheckpointEvery, checkpoints_.size() - 1);
        State state = checkpoints_[checkpoint];
        for (std::size_t i = checkpoint * kCheckpointEvery; i < step; ++i) Rules::apply(state, steps_[i]);
        return state;
    }

    const State& shown() const { return shown_; }
    std::size_t shown_step() const { return shown_step_; }
    std::size_t steps() const { return steps_.size(); }
    const Step& step(std::size_t index) const { return steps_[index]; }
    const std::vector<Step>& all_steps() const { return steps_; }

private:
    std::vector<Step> steps_;
    std::vector<State> checkpoints_;  // the state before step i * kCheckpointEvery
    State shown_{};
    std::size_t shown_step_ = 0;
};

}  // namespace knobel::app
