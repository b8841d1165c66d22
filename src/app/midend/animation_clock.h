#pragma once
// The clock behind every step-by-step animation (cubes dropping in, sticks moving): a position
// in [0, steps] that runs at `speed` steps per second while playing. A screen draws the state at
// whole_step() and may tween inside the step with fraction(). Floating point is fine here: this is
// presentation time, never puzzle logic. The clock itself is plain C++ (unit-tested natively); only
// the widget playback_controls (widgets/playback_controls.h) needs ImGui.

namespace knobel::app {

class AnimationClock {
public:
    // A new animation of `steps` steps, at its start and paused.
    void reset(int steps);

    void play();   // from the start again if at the end
    void pause() {
        playing_ = false;
        flight_target_ = -1.0;
    }
    void toggle() { playing_ ? pause() : play(); }
    // To the next whole step, paused. With a flight_speed, the clock flies there over the next
    // frames instead of jumping (a stick is seen travelling); pressed again in flight, it flies on
    // to the step after the one it was heading for.
    void step_forward();
    void step_back();     // to the previous whole step, paused (ends a flight where it started)
    void seek(double position);  // clamped, paused state kept; ends a flight
    void to_end();

    // Advances by `seconds` of wall time while playing or flying; stops at the end.
    void advance(double seconds);

    bool playing() const { return playing_; }
    bool flying() const { return flight_target_ >= 0.0; }
    bool moving() const { return playing_ || flying(); }
    bool at_end() const { return position_ >= steps_; }
    int steps() const { return steps_; }
    double position() const { return position_; }
    int whole_step() const { return static_cast<int>(position_); }
    double fraction() const { return position_ - whole_step(); }

    // The one speed rule for every screen's animation (Hex-Max's sticks, Views' cubes, Matches'
    // matches): kNaturalSpeed steps a second, so that each step is seen; a longer animation is
    // sped up to last kNaturalSeconds in all, but never beyond kFastestNaturalSpeed steps a second
    // (a 10,000-move answer then takes minutes: the scrubber is for skipping). A screen sets its
    // clock's speed with it when a new animation arrives; the speed slider overrides it after.
    static constexpr double kNaturalSpeed = 2.0;
    static constexpr double kNaturalSeconds = 8.0;
    static constexpr double kFastestNaturalSpeed = 40.0;
    static double natural_speed(int steps);

    double speed = kNaturalSpeed;  // steps per second
    double flight_speed = 0.0;  // steps per second at most for a Step flight; 0: Step jumps

private:
    double flight_target_ = -1.0;  // the whole step a Step flight is heading for, or -1
    int steps_ = 0;
    double position_ = 0.0;
    bool playing_ = false;
};


}  // namespace knobel::app
