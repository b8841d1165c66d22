// The clock behind every step-by-step animation: positions, stepping, playing to the end.
#include "app/midend/animation_clock.h"

#include <gtest/gtest.h>

namespace knobel::app {
namespace {

TEST(AnimationClock, StartsAtTheStartPaused) {
    AnimationClock clock;
    clock.reset(5);
    EXPECT_EQ(clock.steps(), 5);
    EXPECT_EQ(clock.whole_step(), 0);
    EXPECT_FALSE(clock.playing());
    EXPECT_FALSE(clock.at_end());
    clock.advance(10.0);  // paused: wall time does not move it
    EXPECT_EQ(clock.position(), 0.0);
}

TEST(AnimationClock, PlaysAtItsSpeedAndStopsAtTheEnd) {
    AnimationClock clock;
    clock.reset(4);
    clock.speed = 2.0;
    clock.play();
    EXPECT_TRUE(clock.playing());
    clock.advance(0.75);  // 1.5 steps
    EXPECT_EQ(clock.whole_step(), 1);
    EXPECT_DOUBLE_EQ(clock.fraction(), 0.5);
    clock.advance(5.0);
    EXPECT_EQ(clock.whole_step(), 4);
    EXPECT_TRUE(clock.at_end());
    EXPECT_FALSE(clock.playing());
    clock.advance(-3.0);  // time never runs backwards
    EXPECT_EQ(clock.position(), 4.0);
}

TEST(AnimationClock, PlayAtTheEndStartsOver) {
    AnimationClock clock;
    clock.reset(3);
    clock.to_end();
    EXPECT_TRUE(clock.at_end());
    clock.play();
    EXPECT_EQ(clock.position(), 0.0);
    EXPECT_TRUE(clock.playing());
}

TEST(AnimationClock, StepsAreWholeAndPause) {
    AnimationClock clock;
    clock.reset(3);
    clock.play();
    clock.speed = 1.0;
    clock.advance(1.25);
    clock.step_forward();  // from 1.25 to 2, not 2.25
    EXPECT_EQ(clock.position(), 2.0);
    EXPECT_FALSE(clock.playing());
    clock.step_forward();
    clock.step_forward();  // clamped at the end
    EXPECT_EQ(clock.position(), 3.0);
    clock.seek(1.5);
    clock.step_back();  // inside a step: back to its start
    EXPECT_EQ(clock.position(), 1.0);
    clock.step_back();
    clock.step_back();  // clamped at the start
    EXPECT_EQ(clock.position(), 0.0);
}

TEST(AnimationClock, SeekIsClampedAndKeepsPlaying) {
    AnimationClock clock;
    clock.reset(10);
    clock.seek(-4.0);
    EXPECT_EQ(clock.position(), 0.0);
    clock.seek(99.0);
    EXPECT_EQ(clock.position(), 10.0);
    clock.seek(3.0);
    clock.play();
    clock.seek(6.0);
    EXPECT_TRUE(clock.playing());
    clock.toggle();
    EXPECT_FALSE(clock.playing());
}

TEST(AnimationClock, NothingToPlay) {
    AnimationClock clock;
    clock.reset(-2);  // treated as none
    EXPECT_EQ(clock.steps(), 0);
    EXPECT_TRUE(clock.at_end());
    clock.play();
    EXPECT_FALSE(clock.playing());
    clock.step_forward();
    EXPECT_EQ(clock.position(), 0.0);
}

TEST(AnimationClock, StepFliesAtTheFlightSpeed) {
    AnimationClock clock;
    clock.reset(5);
    clock.speed = 10.0;
    clock.flight_speed = 2.0;  // the slower of the two rules the flight
    clock.step_forward();
    EXPECT_TRUE(clock.flying());
    EXPECT_EQ(clock.position(), 0.0);
    for (int frame = 0; frame < 5; ++frame) clock.advance(0.05);
    EXPECT_NEAR(clock.position(), 0.5, 1e-9);
    EXPECT_EQ(clock.whole_step(), 0);
    for (int frame = 0; frame < 6; ++frame) clock.advance(0.05);
    EXPECT_FALSE(clock.flying());
    clock.advance(1.0);  // arrived: a flight never runs on
    EXPECT_DOUBLE_EQ(clock.position(), 1.0);
}

TEST(AnimationClock, StepInFlightFliesOnToTheStepAfter) {
    AnimationClock clock;
    clock.reset(5);
    clock.flight_speed = 2.0;
    clock.step_forward();
    clock.advance(0.1);
    clock.step_forward();
    for (int frame = 0; frame < 20; ++frame) clock.advance(0.05);
    EXPECT_DOUBLE_EQ(clock.position(), 2.0);
    EXPECT_FALSE(clock.flying());
}

TEST(AnimationClock, BackOrSeekEndsAFlight) {
    AnimationClock clock;
    clock.reset(5);
    clock.flight_speed = 2.0;
    clock.seek(2.0);
    clock.step_forward();
    clock.advance(0.2);
    clock.step_back();
    EXPECT_FALSE(clock.flying());
    EXPECT_DOUBLE_EQ(clock.position(), 2.0);  // where the flight started
    clock.step_forward();
    clock.seek(4.0);
    EXPECT_FALSE(clock.flying());
    clock.advance(1.0);
    EXPECT_DOUBLE_EQ(clock.position(), 4.0);
}

TEST(AnimationClock, AFrameAfterAPauseDoesNotSkipTheFlight) {
    AnimationClock clock;
    clock.reset(3);
    clock.flight_speed = 2.0;
    clock.step_forward();
    clock.advance(30.0);  // the tab was hidden
    EXPECT_LT(clock.position(), 1.0);
    EXPECT_TRUE(clock.flying());
}

TEST(AnimationClock, WithoutAFlightSpeedStepJumps) {
    AnimationClock clock;
    clock.reset(3);
    clock.step_forward();
    EXPECT_FALSE(clock.flying());
    EXPECT_EQ(clock.position(), 1.0);
}

// The one speed rule: short animations at two steps a second, longer ones in eight seconds, the
// longest at 40 steps a second. Expected values worked out by hand from that sentence.
TEST(AnimationClock, NaturalSpeedIsOneRuleForEveryScreen) {
    EXPECT_DOUBLE_EQ(AnimationClock::natural_speed(0), 2.0);
    EXPECT_DOUBLE_EQ(AnimationClock::natural_speed(-5), 2.0);   // no steps is no reason to race
    EXPECT_DOUBLE_EQ(AnimationClock::natural_speed(1), 2.0);
    EXPECT_DOUBLE_EQ(AnimationClock::natural_speed(3), 2.0);    // Hex-Max D24: 1.5 s
    EXPECT_DOUBLE_EQ(AnimationClock::natural_speed(16), 2.0);   // 8 s exactly
    EXPECT_DOUBLE_EQ(AnimationClock::natural_speed(24), 3.0);   // 8 s
    EXPECT_DOUBLE_EQ(AnimationClock::natural_speed(100), 12.5); // 8 s
    EXPECT_DOUBLE_EQ(AnimationClock::natural_speed(320), 40.0); // 8 s, the fastest
    EXPECT_DOUBLE_EQ(AnimationClock::natural_speed(10000), 40.0);
    // Played at that speed, an animation of any length up to 320 steps lasts at most 8 s.
    for (int steps : {1, 7, 16, 17, 100, 319, 320}) {
        AnimationClock clock;
        clock.reset(steps);
        clock.speed = AnimationClock::natural_speed(steps);
        clock.play();
        for (int frame = 0; frame <= 8 * 60 && clock.playing(); ++frame) clock.advance(1.0 / 60.0);  // 8 s and a frame
        EXPECT_TRUE(clock.at_end()) << steps;
    }
}

}  // namespace
}  // namespace knobel::app
