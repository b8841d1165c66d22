// The keyboard's cursor over a Hex-Max display: where each arrow takes it. The expected places
// were worked out by hand from the figure 8 (segments a top, b upper right, c lower right,
// d bottom, e lower left, f upper left, g middle), not read from the code.
#include "app/hexmax/stick_cursor.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace knobel::app {
namespace {

StickPlace at(std::size_t digit, char segment) { return {digit, segment - 'a'}; }
std::string name(StickPlace place) { return std::to_string(place.digit) + static_cast<char>('a' + place.segment); }

// One row of three digits; the cursor on the middle digit (1).
std::string go(char segment, CursorMove move) { return name(move_stick_cursor(at(1, segment), move, 3, 10)); }

TEST(StickCursor, RightGoesAcrossTheDigitThenToTheNext) {
    EXPECT_EQ(go('a', CursorMove::right), "1b");
    EXPECT_EQ(go('f', CursorMove::right), "1b");  // across, not to a or g between
    EXPECT_EQ(go('b', CursorMove::right), "2f");
    EXPECT_EQ(go('e', CursorMove::right), "1c");
    EXPECT_EQ(go('c', CursorMove::right), "2e");
    EXPECT_EQ(go('d', CursorMove::right), "1c");
    EXPECT_EQ(go('g', CursorMove::right), "1b");  // b and c are as near: the upper one
}

TEST(StickCursor, LeftIsTheMirror) {
    EXPECT_EQ(go('a', CursorMove::left), "1f");
    EXPECT_EQ(go('b', CursorMove::left), "1f");
    EXPECT_EQ(go('f', CursorMove::left), "0b");
    EXPECT_EQ(go('c', CursorMove::left), "1e");
    EXPECT_EQ(go('e', CursorMove::left), "0c");
    EXPECT_EQ(go('d', CursorMove::left), "1e");
    EXPECT_EQ(go('g', CursorMove::left), "1f");
}

TEST(StickCursor, UpAndDownStayOnTheirSide) {
    EXPECT_EQ(go('a', CursorMove::down), "1g");
    EXPECT_EQ(go('g', CursorMove::down), "1d");
    EXPECT_EQ(go('f', CursorMove::down), "1e");
    EXPECT_EQ(go('b', CursorMove::down), "1c");
    EXPECT_EQ(go('e', CursorMove::down), "1d");
    EXPECT_EQ(go('c', CursorMove::down), "1d");
    EXPECT_EQ(go('d', CursorMove::up), "1g");
    EXPECT_EQ(go('g', CursorMove::up), "1a");
    EXPECT_EQ(go('e', CursorMove::up), "1f");
    EXPECT_EQ(go('c', CursorMove::up), "1b");
    EXPECT_EQ(go('f', CursorMove::up), "1a");
    EXPECT_EQ(go('b', CursorMove::up), "1a");
}

TEST(StickCursor, StopsAtTheEdges) {
    EXPECT_EQ(go('a', CursorMove::up), "1a");    // one row: nothing above
    EXPECT_EQ(go('d', CursorMove::down), "1d");  // nor below
    EXPECT_EQ(name(move_stick_cursor(at(0, 'f'), CursorMove::left, 3, 10)), "0f");
    EXPECT_EQ(name(move_stick_cursor(at(0, 'e'), CursorMove::left, 3, 10)), "0e");
    EXPECT_EQ(name(move_stick_cursor(at(2, 'b'), CursorMove::right, 3, 10)), "2b");
    EXPECT_EQ(name(move_stick_cursor(at(0, 'a'), CursorMove::right, 1, 10)), "0b");  // one digit
    EXPECT_EQ(name(move_stick_cursor(at(0, 'b'), CursorMove::right, 1, 10)), "0b");
}

TEST(StickCursor, RowsOfAWrappedNumber) {
    // Five digits, three a row: 0 1 2 / 3 4.
    EXPECT_EQ(name(move_stick_cursor(at(1, 'd'), CursorMove::down, 5, 3)), "4a");
    EXPECT_EQ(name(move_stick_cursor(at(4, 'a'), CursorMove::up, 5, 3)), "1d");
    EXPECT_EQ(name(move_stick_cursor(at(2, 'd'), CursorMove::down, 5, 3)), "2d");  // nothing under digit 2
    EXPECT_EQ(name(move_stick_cursor(at(2, 'b'), CursorMove::right, 5, 3)), "2b");  // the row ends; Down goes on
    EXPECT_EQ(name(move_stick_cursor(at(3, 'f'), CursorMove::left, 5, 3)), "3f");
}

TEST(StickCursor, EveryPlaceIsReachableFromEveryOther) {
    // From 0a, arrows reach all 7 × 5 places of a wrapped number (a breadth-first walk).
    constexpr std::size_t kDigits = 5, kPerRow = 3;
    bool seen[kDigits][7] = {};
    std::vector<StickPlace> queue{at(0, 'a')};
    seen[0][0] = true;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        for (CursorMove move : {CursorMove::left, CursorMove::right, CursorMove::up, CursorMove::down}) {
            const StickPlace next = move_stick_cursor(queue[i], move, kDigits, kPerRow);
            if (!seen[next.digit][next.segment]) {
                seen[next.digit][next.segment] = true;
                queue.push_back(next);
            }
        }
    }
    EXPECT_EQ(queue.size(), kDigits * 7);
}

TEST(StickCursor, AnInvalidPlaceStays) {
    EXPECT_EQ(name(move_stick_cursor(at(7, 'a'), CursorMove::left, 3, 10)), "7a");
    EXPECT_EQ(name(move_stick_cursor(at(0, 'a'), CursorMove::left, 0, 10)), "0a");
}

}  // namespace
}  // namespace knobel::app
