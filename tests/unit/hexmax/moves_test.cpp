#include "hexmax/moves.h"

#include <gtest/gtest.h>

#include <random>

#include "hexmax/problem.h"
#include "segments.h"
#include "spec_tables.h"

namespace knobel::hexmax {
namespace {

using testing::segs;

std::vector<spec::ReplayStep> as_steps(const std::vector<Move>& moves) {
    std::vector<spec::ReplayStep> steps;
    for (const Move& m : moves)
        steps.push_back({static_cast<int>(m.from_digit), m.from_segment, static_cast<int>(m.to_digit), m.to_segment});
    return steps;
}

std::vector<int> as_ints(const Display& display) { return {display.begin(), display.end()}; }

TEST(HexmaxMoves, CheckMoveNamesEachProblem) {
    const Display display = {segs("bc"), segs("abcdefg"), segs("a")};
    EXPECT_EQ(check_move(display, {0, 1, 0, 0}), MoveProblem::none);           // b -> a inside digit 0
    EXPECT_EQ(check_move(display, {1, 6, 0, 6}), MoveProblem::none);           // 8's g to 1's g
    EXPECT_EQ(check_move(display, {0, 0, 1, 0}), MoveProblem::no_stick);       // digit 0 has no a
    EXPECT_EQ(check_move(display, {0, 1, 1, 0}), MoveProblem::position_taken); // 8 is full
    EXPECT_EQ(check_move(display, {0, 1, 0, 1}), MoveProblem::position_taken); // back on its own place
    EXPECT_EQ(check_move(display, {2, 0, 0, 0}), MoveProblem::empties_digit);  // the last stick
    EXPECT_EQ(check_move(display, {2, 0, 2, 3}), MoveProblem::empties_digit);  // even within the digit
    EXPECT_EQ(check_move(display, {3, 0, 0, 0}), MoveProblem::out_of_range);
    EXPECT_EQ(check_move(display, {0, 7, 0, 0}), MoveProblem::out_of_range);
    EXPECT_EQ(check_move(display, {0, 1, 0, 9}), MoveProblem::out_of_range);
    for (MoveProblem p : {MoveProblem::no_stick, MoveProblem::position_taken, MoveProblem::empties_digit})
        EXPECT_STRNE(describe(p), describe(MoveProblem::none));
}

TEST(HexmaxMoves, StateLineShowsDigitsOrQuestionMarks) {
    // 8 = all seven sticks, 1 = b and c (the spec's table); segment a alone is no digit.
    EXPECT_EQ(state_line(Display{0x7F, 0x06, 0x01}, GlyphSet::contest), "81?");
    // 0x27 = abcf: no digit in the contest shapes, the variant's 7.
    EXPECT_EQ(state_line(Display{0x27}, GlyphSet::contest), "?");
    EXPECT_EQ(state_line(Display{0x27}, GlyphSet::variant), "7");
    EXPECT_EQ(state_line(Display{}, GlyphSet::contest), "");
}

TEST(HexmaxMoves, ApplyAndUndo) {
    Display display = {segs("abdeg"), segs("bc")};
    const Display before = display;
    const Move move{0, 1, 1, 6};  // 2's b to 1's g
    ASSERT_TRUE(apply_move(display, move));
    EXPECT_EQ(display[0], segs("adeg"));
    EXPECT_EQ(display[1], segs("bcg"));
    ASSERT_TRUE(undo_move(display, move));
    EXPECT_EQ(display, before);
    // Refused moves change nothing.
    EXPECT_FALSE(apply_move(display, {0, 2, 1, 0}));  // 2 has no c
    EXPECT_EQ(display, before);
    EXPECT_FALSE(undo_move(display, move));  // it was not made
    EXPECT_EQ(display, before);
}

TEST(HexmaxMoves, CheckReplayFindsTheFirstBadMove) {
    const Display start = {segs("abdeg"), segs("bc")};
    EXPECT_EQ(check_replay(start, {{0, 1, 1, 6}}, {segs("adeg"), segs("bcg")}), std::nullopt);
    const auto wrong_end = check_replay(start, {{0, 1, 1, 6}}, start);
    ASSERT_TRUE(wrong_end.has_value());
    const auto bad = check_replay(start, {{0, 1, 1, 6}, {0, 1, 1, 0}}, start);
    ASSERT_TRUE(bad.has_value());
    EXPECT_NE(bad->find("move 2"), std::string::npos) << *bad;
}

// Random pairs of numbers with equal stick totals: the plan is legal, exact and well ordered.
TEST(HexmaxMoves, PlanIsLegalExactAndOrdered) {
    std::mt19937 random(7);
    for (int round = 0; round < 3000; ++round) {
        const bool variant = round % 2 == 1;
        const GlyphSet glyphs = variant ? GlyphSet::variant : GlyphSet::contest;
        const std::vector<int> masks = spec::shapes(variant);
        const int n = 1 + static_cast<int>(random() % (round < 2500 ? 6 : 60));
        std::vector<std::uint8_t> from(n), to(n);
        int from_sticks = 0, to_sticks = -1;
        for (int i = 0; i < n; ++i) {
            from[i] = static_cast<std::uint8_t>(random() % 16);
            from_sticks += spec::sticks(masks[from[i]]);
        }
        for (int attempt = 0; attempt < 10000 && to_sticks != from_sticks; ++attempt) {
            to_sticks = 0;
            for (int i = 0; i < n; ++i) {
                to[i] = static_cast<std::uint8_t>(random() % 16);
                to_sticks += spec::sticks(masks[to[i]]);
            }
        }
        if (to_sticks != from_sticks) continue;
        const Display a = display_of(from, glyphs), b = display_of(to, glyphs);
        const std::vector<Move> plan = plan_moves(a, b);
        int needed = 0;
        for (int i = 0; i < n; ++i) needed += spec::sticks(masks[from[i]] & ~masks[to[i]]);
        ASSERT_EQ(static_cast<int>(plan.size()), needed);
        ASSERT_EQ(moves_needed(a, b), static_cast<std::uint64_t>(needed));
        ASSERT_EQ(spec::replay_problem(as_ints(a), as_steps(plan), as_ints(b)), "");
        ASSERT_EQ(check_replay(a, plan, b), std::nullopt);
        // In-digit moves first, then moves between digits with givers and takers both in order
        // from the left (no two cross-digit moves cross each other).
        bool in_digit_phase = true;
        for (std::size_t k = 0; k < plan.size(); ++k) {
            const bool inside = plan[k].from_digit == plan[k].to_digit;
            if (!inside) in_digit_phase = false;
            ASSERT_TRUE(inside == in_digit_phase) << "an in-digit move after a cross-digit one";
            if (k > 0 && !inside && plan[k - 1].from_digit != plan[k - 1].to_digit) {
                ASSERT_LE(plan[k - 1].from_digit, plan[k].from_digit);
                ASSERT_LE(plan[k - 1].to_digit, plan[k].to_digit);
            }
        }
    }
}

TEST(HexmaxMoves, InDigitMovesTakeTheShortWay) {
    // 2 (abdeg) -> 5 (acdfg): b and e leave, c and f come. b -> c and e -> f each travel one
    // unit; b -> f and e -> c would cross the digit.
    const Display from = {glyph_mask(2, GlyphSet::contest)};
    const Display to = {glyph_mask(5, GlyphSet::contest)};
    const std::vector<Move> plan = plan_moves(from, to);
    ASSERT_EQ(plan.size(), 2u);
    for (const Move& m : plan) {
        EXPECT_TRUE(m.from_segment == 1 || m.from_segment == 4);
        EXPECT_EQ(m.to_segment, m.from_segment == 1 ? 2 : 5);  // b -> c, e -> f
    }
}

TEST(HexmaxMoves, NothingToDoIsNoMove) {
    const Display display = display_of({1, 2, 3}, GlyphSet::contest);
    EXPECT_TRUE(plan_moves(display, display).empty());
    EXPECT_EQ(moves_needed(display, display), 0u);
}

}  // namespace
}  // namespace knobel::hexmax
