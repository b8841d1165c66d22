#include "app/animation_clock.h"

#include <algorithm>
#include <cmath>

namespace knobel::app {

void AnimationClock::reset(int steps) {
    steps_ = std::max(0, steps);
    position_ = 0.0;
    playing_ = false;
}

void AnimationClock::play() {
    if (at_end()) position_ = 0.0;
    playing_ = steps_ > 0;
}

void AnimationClock::step_forward() {
    playing_ = false;
    position_ = std::min<double>(steps_, std::floor(position_) + 1.0);
}

void AnimationClock::step_back() {
    playing_ = false;
    const double floor = std::floor(position_);
    position_ = std::max(0.0, floor == position_ ? floor - 1.0 : floor);
}

void AnimationClock::seek(double position) { position_ = std::clamp(position, 0.0, static_cast<double>(steps_)); }

void AnimationClock::to_end() {
    playing_ = false;
    position_ = steps_;
}

void AnimationClock::advance(double seconds) {
    if (!playing_) return;
    position_ += std::max(0.0, seconds) * speed;
    if (position_ >= steps_) {
        position_ = steps_;
        playing_ = false;
    }
}

}  // namespace knobel::app
