#include "app/midend/animation_clock.h"
#include "app/midend/frame_time.h"

#include <algorithm>
#include <cmath>

namespace knobel::app {

double AnimationClock::natural_speed(int steps) {
    return std::clamp(static_cast<double>(std::max(0, steps)) / kNaturalSeconds, kNaturalSpeed, kFastestNaturalSpeed);
}

void AnimationClock::reset(int steps) {
    steps_ = std::max(0, steps);
    position_ = 0.0;
    playing_ = false;
    flight_target_ = -1.0;
}

void AnimationClock::play() {
    flight_target_ = -1.0;
    if (at_end()) position_ = 0.0;
    playing_ = steps_ > 0;
}

void AnimationClock::step_forward() {
    playing_ = false;
    const double next = flying() ? flight_target_ + 1.0 : std::floor(position_) + 1.0;
    const double target = std::min<double>(steps_, next);
    if (flight_speed > 0.0 && target > position_) {
        flight_target_ = target;
    } else {
        flight_target_ = -1.0;
        position_ = target;
    }
}

void AnimationClock::step_back() {
    playing_ = false;
    flight_target_ = -1.0;
    const double floor = std::floor(position_);
    position_ = std::max(0.0, floor == position_ ? floor - 1.0 : floor);
}

void AnimationClock::seek(double position) {
    flight_target_ = -1.0;
    position_ = std::clamp(position, 0.0, static_cast<double>(steps_));
}

void AnimationClock::to_end() {
    playing_ = false;
    flight_target_ = -1.0;
    position_ = steps_;
}

void AnimationClock::advance(double seconds) {
    if (flying()) {
        const double rate = std::min(speed, flight_speed);
        // A frame after a pause must not skip a flight.
        position_ = std::min(flight_target_, position_ + std::clamp(seconds, 0.0, kLongestFrameSeconds) * rate);
        if (position_ >= flight_target_) flight_target_ = -1.0;
        return;
    }
    if (!playing_) return;
    position_ += std::max(0.0, seconds) * speed;
    if (position_ >= steps_) {
        position_ = steps_;
        playing_ = false;
    }
}

}  // namespace knobel::app
