#include "matches/moves.h"

#include <gtest/gtest.h>

#include "matches/problem.h"
#include "match_at.h"

namespace knobel::matches {
namespace {

using testing::at;

TEST(MatchesMove, TextRoundTrip) {
    auto move = parse_move("0 0 2 0 0 > 1 0 0 1 90");
    ASSERT_TRUE(move.ok()) << move.error().to_string();
    EXPECT_EQ(move->from, at(0, 0, 2, 0, 0));
    EXPECT_EQ(move->to, at(1, 0, 0, 1, 90));
    EXPECT_EQ(format_move(*move), "0 0 2 0 0 > 1 0 0 1 90");
    // Written from the other end, with tabs and a plus: the canonical form comes back.
    auto other_end = parse_move("\t2 0 2 0 180>+1 0 2 1 270 ");
    ASSERT_TRUE(other_end.ok()) << other_end.error().to_string();
    EXPECT_EQ(format_move(*other_end), "0 0 2 0 0 > 1 0 0 1 90");
    EXPECT_EQ(describe(*move), "take the match from (0 0 2 0) at 0° and lay it from (1 0 0 1) at 90°");
}

TEST(MatchesMove, ErrorsNameTheColumn) {
    const auto error = [](std::string_view text) { return parse_move(text).error(); };
    EXPECT_EQ(error("0 0 2 0 0").column, 10);
    EXPECT_NE(error("0 0 2 0 0").message.find(">"), std::string::npos);
    EXPECT_EQ(error("0 0 2 0 0 > 1 0 0 1 90 > 1").column, 24);
    EXPECT_EQ(error("0 0 x 0 0 > 1 0 0 1 90").column, 5);
    EXPECT_EQ(error("0 0 2 0 0 > 1 0 0 1 95").column, 21);
    EXPECT_EQ(error("0 0 2 0 0 > 1 0 0 0 90").column, 13);  // off the lattice: the point's column
    EXPECT_EQ(error("0 0 2 0 0 > 1 0 0 1").column, 20);     // too few numbers: the end
    EXPECT_EQ(error("0 0 2 0 > 1 0 0 1 90").column, 9);
}

TEST(MatchesMove, PlayRefusesWithReasons) {
    // A square (0,0)-(1,0)-(1,1)-(0,1).
    const Figure square = {at(0, 0, 0, 0, 0), at(2, 0, 0, 0, 90), at(0, 0, 2, 0, 0), at(0, 0, 0, 0, 90)};
    PlayTable table(square);
    const auto refused = [&](const Move& move, const std::string& words) {
        const auto reason = table.check(move);
        ASSERT_TRUE(reason) << format_move(move);
        EXPECT_NE(reason->find(words), std::string::npos) << *reason;
    };
    refused({at(4, 0, 0, 0, 0), at(4, 0, 0, 0, 90)}, "there is no match at 4 0 0 0 0");
    refused({at(0, 0, 0, 0, 0), at(0, 0, 0, 0, 0)}, "somewhere else");
    refused({at(0, 0, 0, 0, 0), at(-2, 1, 1, 0, 0)}, "would cross the match 0 0 0 0 90");  // at y = 1/2
    refused({at(2, 0, 0, 0, 90), at(-2, 2, 2, 0, 0)}, "would overlap the match 0 0 2 0 0");
    refused({at(2, 0, 0, 0, 90), at(-2, 2, 0, 0, 90)}, "would touch the match");
    // The lifted match itself is no obstacle: turning it about its end is fine.
    EXPECT_FALSE(table.check({at(0, 0, 0, 0, 0), at(0, 0, 0, 0, 330)}));

    // A stack: lay one match on another (allowed once), then nothing else may be stacked.
    ASSERT_FALSE(table.apply({at(0, 0, 0, 0, 0), at(0, 0, 2, 0, 0)}));
    EXPECT_EQ(table.stacked(), at(0, 0, 2, 0, 0));
    refused({at(2, 0, 0, 0, 90), at(0, 0, 0, 0, 90)}, "is taken");
    EXPECT_FALSE(check_play({square, square, std::nullopt}, {}, table).solved);  // stacked: never solved
    // Taking the lower one away and laying it where the first was completes the swap.
    ASSERT_FALSE(table.apply({at(0, 0, 2, 0, 0), at(0, 0, 0, 0, 0)}));
    EXPECT_FALSE(table.stacked());
    const PlayCheck done = check_play({square, square, std::nullopt}, {}, table);
    EXPECT_TRUE(done.solved);
    EXPECT_EQ(done.relocated, 0u);  // the same positions as before

    // Undo restores the table.
    PlayTable fresh(square);
    const Move move{at(0, 0, 0, 0, 0), at(2, 0, 0, 0, 0)};
    ASSERT_FALSE(fresh.apply(move));
    EXPECT_TRUE(fresh.has(at(2, 0, 0, 0, 0)));
    EXPECT_EQ(check_play({square, square, std::nullopt}, {}, fresh).relocated, 1u);
    EXPECT_TRUE(fresh.undo(move));
    EXPECT_EQ(fresh.matches(), PlayTable(square).matches());
    EXPECT_FALSE(fresh.undo(move));  // not on the table any more
}

TEST(MatchesMove, CheckPlayFindsTheTurnedPlacement) {
    const Figure before = {at(0, 0, 0, 0, 0), at(2, 0, 0, 0, 0)};  // a horizontal bar of two
    const Figure after = {at(0, 0, 0, 0, 90), at(0, 0, 2, 0, 90)};  // a vertical bar of two
    PlayTable table(before);
    EXPECT_FALSE(check_play({before, after, std::nullopt}, {}, table).solved);
    const PlayCheck turned = check_play({before, after, std::nullopt}, {true, false}, table);
    ASSERT_TRUE(turned.solved);
    EXPECT_EQ(turned.placement->transform.rotation % 6, 3);
}

}  // namespace
}  // namespace knobel::matches
