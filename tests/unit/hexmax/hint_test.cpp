#include "hexmax/hint.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "core/split_mix64.h"
#include "hexmax/play.h"
#include "spec_tables.h"

namespace knobel::hexmax {
namespace {

// The positions lit in `from` and dark in `to`, counted from the spec's masks (the way left, as
// the verdict counts moves: only where the sticks are matters).
int way_left(const Display& from, const std::vector<int>& to_masks) {
    int left = 0;
    for (std::size_t i = 0; i < from.size(); ++i) left += spec::sticks(from[i] & ~to_masks[i]);
    return left;
}

// A random legal move on `display` (a lit stick that is not its digit's last, to a dark position),
// or nullopt when there is none (a single 8 has no dark position).
std::optional<Move> random_move(const Display& display, SplitMix64& random) {
    std::vector<Move> legal;
    for (std::uint32_t from = 0; from < display.size(); ++from)
        for (std::uint8_t a = 0; a < 7; ++a)
            for (std::uint32_t to = 0; to < display.size(); ++to)
                for (std::uint8_t b = 0; b < 7; ++b)
                    if (const Move move{from, a, to, b}; check_move(display, move) == MoveProblem::none) legal.push_back(move);
    if (legal.empty()) return std::nullopt;
    return legal[random.below(legal.size())];
}

// From the start and from positions spoilt by random moves (some beyond m), hints alone reach the
// largest number the spec's brute force finds, each hint a legal move one step nearer to it.
TEST(HexMaxHint, FollowingHintsReachesTheBruteForceOptimumFromAnyPosition) {
    SplitMix64 random(20261127);
    for (int round = 0; round < 300; ++round) {
        const std::size_t n = 1 + random.below(3);
        Problem problem;
        for (std::size_t i = 0; i < n; ++i) problem.digits.push_back(static_cast<std::uint8_t>(random.below(16)));
        problem.m = random.below(6);
        problem.options.decimal_only = random.below(4) == 0;
        const std::vector<int> digits(problem.digits.begin(), problem.digits.end());
        const spec::BruteForce brute = spec::brute_force(digits, false, problem.options.decimal_only, true);
        const std::vector<int>& best = brute.best[std::min<std::size_t>(problem.m, brute.best.size() - 1)];
        const Answer answer = solve(problem);
        const std::string label = "round " + std::to_string(round);

        Display now = display_of(problem.digits, problem.options.glyphs);
        for (std::uint64_t spoil = random.below(5); spoil > 0; --spoil)
            if (const std::optional<Move> move = random_move(now, random)) apply_move(now, *move);
        if (best.empty()) {  // nothing allowed within m: the hint says so and moves nothing
            const Hint<Move> h = hint(problem, now, answer);
            EXPECT_FALSE(h.move) << label;
            EXPECT_NE(h.sentence.find("no answer"), std::string::npos) << label << ": " << h.sentence;
            continue;
        }
        const std::vector<int> masks = spec::shapes(false);
        std::vector<int> target_masks;
        for (int d : best) target_masks.push_back(masks[d]);
        for (int left = way_left(now, target_masks); left > 0; --left) {
            const Hint<Move> h = hint(problem, now, answer);
            ASSERT_TRUE(h.move) << label << ": " << h.sentence;
            EXPECT_EQ(h.undo, 0u);
            EXPECT_FALSE(h.sentence.empty());
            ASSERT_EQ(check_move(now, *h.move), MoveProblem::none) << label;
            apply_move(now, *h.move);
            EXPECT_EQ(way_left(now, target_masks), left - 1) << label << ": " << h.sentence;
        }
        const PlayVerdict verdict = judge(problem, now, &answer.digits);
        EXPECT_TRUE(verdict.solved && verdict.optimal) << label << ": " << verdict.sentence;
        const Hint<Move> done = hint(problem, now, answer);
        EXPECT_FALSE(done.move) << label;
        EXPECT_EQ(done.undo, 0u);
        EXPECT_NE(done.sentence.find("largest number"), std::string::npos) << done.sentence;
    }
}

// The task's example D24 with m = 3 (the largest is EE4, as the spec says): the first hint, in
// words, names the digit that grows, what it becomes and where the stick comes from.
TEST(HexMaxHint, SentenceNamesTheDigitsInWords) {
    Problem problem;
    problem.digits = {0xD, 0x2, 0x4};
    problem.m = 3;
    const Answer answer = solve(problem);
    const Hint<Move> h = hint(problem, display_of(problem.digits, problem.options.glyphs), answer);
    ASSERT_TRUE(h.move);
    EXPECT_NE(h.sentence.find("The largest number with at most 3 moves has "), std::string::npos) << h.sentence;
    EXPECT_NE(h.sentence.find(digit_words(h.move->to_digit).substr(4)), std::string::npos) << h.sentence;
    EXPECT_NE(h.sentence.find("3 moves are left"), std::string::npos) << h.sentence;
    EXPECT_EQ(h.sentence.find("digit 0"), std::string::npos) << "digits are counted from 1 in words: " << h.sentence;
}

}  // namespace
}  // namespace knobel::hexmax
