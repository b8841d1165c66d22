// The follow rule of the shared pan/zoom viewport: which scroll keeps an animated move in view,
// and when the view follows at all. Expected scrolls worked out by hand for a 300-pixel view.
#include "app/widgets/pan_zoom.h"

#include <gtest/gtest.h>

namespace knobel::app {
namespace {

constexpr float kView = 300.0f;

TEST(FollowScroll, LeavesTheViewAloneWhileTheMoveIsInIt) {
    EXPECT_EQ(follow_scroll(0.0f, kView, {10, 60}, {200, 250}), 0.0f);
    EXPECT_EQ(follow_scroll(100.0f, kView, {100, 150}, {350, 400}), 100.0f);  // edges count as in view
}

TEST(FollowScroll, CentresSourceAndTargetWhenTheyFitTogether) {
    // Both rows below the view: the 200 pixels from 1000 to 1200 centred in 300 start at 950.
    EXPECT_EQ(follow_scroll(0.0f, kView, {1000, 1050}, {1150, 1200}), 950.0f);
    // The order does not matter: a move going up is shown the same way.
    EXPECT_EQ(follow_scroll(0.0f, kView, {1150, 1200}, {1000, 1050}), 950.0f);
    // Half in view is not in view.
    EXPECT_EQ(follow_scroll(0.0f, kView, {100, 150}, {280, 330}), 65.0f);
    // Near the start the scroll stops at 0.
    EXPECT_EQ(follow_scroll(500.0f, kView, {0, 50}, {100, 150}), 0.0f);
}

TEST(FollowScroll, ShowsTheTargetAloneWhenBothDoNotFit) {
    // 1000 pixels apart: the target a third of the way down (100 pixels above it).
    EXPECT_EQ(follow_scroll(0.0f, kView, {0, 50}, {1000, 1050}), 900.0f);
    EXPECT_EQ(follow_scroll(0.0f, kView, {1000, 1050}, {0, 50}), 0.0f);  // the target is in view: stay
    EXPECT_EQ(follow_scroll(2000.0f, kView, {2100, 2150}, {50, 100}), 0.0f);  // clamped at 0
    // Exactly as long as the view still fits.
    EXPECT_EQ(follow_scroll(0.0f, kView, {1000, 1050}, {1250, 1300}), 1000.0f);
}

TEST(FollowScroll, FollowsWhenTheClockMovedUnlessTheUserHoldsTheView) {
    // A frame without a change of position does not scroll (the user may scroll a paused view).
    EXPECT_FALSE(should_follow(2.0, 2.0, false, 10.0, -1e9));
    EXPECT_FALSE(should_follow(2.5, 2.5, true, 10.0, -1e9));
    // Step, Back and the scrubber move the clock while paused: follow, also right after a pan.
    EXPECT_TRUE(should_follow(3.0, 2.0, false, 10.0, -1e9));
    EXPECT_TRUE(should_follow(3.0, 2.0, false, 10.0, 9.9));
    // Playing: a pan or zoom within the last kFollowPauseSeconds keeps the view where the user put it.
    EXPECT_FALSE(should_follow(3.1, 3.0, true, 10.0, 9.0));
    EXPECT_FALSE(should_follow(3.1, 3.0, true, 10.0, 10.0 - kFollowPauseSeconds));
    EXPECT_TRUE(should_follow(3.1, 3.0, true, 10.0, 10.0 - kFollowPauseSeconds - 0.01));
    // The first frame of an animation (nothing followed yet) follows.
    EXPECT_TRUE(should_follow(0.0, -1.0, false, 0.0, -1e9));
}

}  // namespace
}  // namespace knobel::app
