#include "app/midend/play_link.h"

#include <gtest/gtest.h>

#include "core/link.h"

namespace knobel::app {
namespace {

TEST(PlayLink, MovesJoinAndSplitBack) {
    const std::vector<std::string> moves = {"0b-2g", "+1,2,3", "0 0 2 0 0 > 1 0 0 1 90", "1,2=3", "1,2="};
    EXPECT_EQ(join_play_moves(moves), "0b-2g;+1,2,3;0 0 2 0 0 > 1 0 0 1 90;1,2=3;1,2=");
    EXPECT_EQ(split_play_moves(join_play_moves(moves)), moves);
    EXPECT_EQ(join_play_moves({}), "");
    EXPECT_TRUE(split_play_moves("").empty());
}

TEST(PlayLink, EmptyPiecesAreDropped) {
    EXPECT_EQ(split_play_moves(";a;;b;"), (std::vector<std::string>{"a", "b"}));
}

// The moves survive a whole link: percent-encoded into the option, parsed and decoded again.
TEST(PlayLink, MovesSurviveALinkRoundTrip) {
    const std::vector<std::string> moves = {"0 0 2 0 0 > 1 0 0 1 90", "-3,0,1", "0b-0a"};
    Link link;
    link.puzzle = "matches";
    link.options.push_back({std::string(kPlayOption), join_play_moves(moves), 0});
    const std::string fragment = format_link(link);
    EXPECT_EQ(fragment.find(' '), std::string::npos) << fragment;
    Expected<Link> parsed = parse_link(fragment);
    ASSERT_TRUE(parsed) << parsed.error().to_string();
    const LinkOption* option = parsed->option(kPlayOption);
    ASSERT_NE(option, nullptr);
    EXPECT_EQ(split_play_moves(option->value), moves);
}

}  // namespace
}  // namespace knobel::app
