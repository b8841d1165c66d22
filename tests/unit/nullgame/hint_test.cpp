// The template puzzle's hint, checked against a breadth-first search over (coins, moves on the
// board): the fewest actions — a flip, or taking back the last move — to a table that is solved
// with the fewest flips. An independent model: it knows nothing of counting tails.

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <queue>
#include <utility>
#include <vector>

#include "core/split_mix64.h"
#include "nullgame/hint.h"
#include "nullgame/play.h"

namespace knobel::nullgame {
namespace {

using Position = std::pair<Coins, std::vector<std::size_t>>;  // the table and the flips on the board

// The fewest actions from `start` to all heads with exactly `fewest` flips on the board, searched
// up to `limit` actions (-1 beyond).
int fewest_actions(const Position& start, std::size_t fewest, int limit) {
    std::map<Position, int> seen{{start, 0}};
    std::queue<Position> frontier;
    frontier.push(start);
    while (!frontier.empty()) {
        const Position here = frontier.front();
        frontier.pop();
        const int depth = seen[here];
        bool all_heads = true;
        for (bool coin : here.first) all_heads = all_heads && coin;
        if (all_heads && here.second.size() == fewest) return depth;
        if (depth == limit) continue;
        std::vector<Position> next;
        for (std::size_t coin = 0; coin < here.first.size(); ++coin) {
            Position flipped = here;
            flipped.first[coin] = !flipped.first[coin];
            flipped.second.push_back(coin);
            next.push_back(std::move(flipped));
        }
        if (!here.second.empty()) {
            Position undone = here;
            undone.first[undone.second.back()] = !undone.first[undone.second.back()];
            undone.second.pop_back();
            next.push_back(std::move(undone));
        }
        for (Position& position : next)
            if (seen.emplace(position, depth + 1).second) frontier.push(std::move(position));
    }
    return -1;
}

TEST(NullgameHint, EachHintShortensTheWayByItsActionsAndEndsSolvedWithTheFewestFlips) {
    SplitMix64 random(7);
    for (int round = 0; round < 200; ++round) {
        Puzzle puzzle;
        const std::size_t n = 1 + random.below(3);
        for (std::size_t i = 0; i < n; ++i) puzzle.coins.push_back(random.below(2) == 0);
        Position position{puzzle.coins, {}};
        for (std::uint64_t spoil = random.below(4); spoil > 0; --spoil) {
            const std::size_t coin = random.below(n);
            position.first[coin] = !position.first[coin];
            position.second.push_back(coin);
        }
        const std::size_t fewest = tails(puzzle.coins);
        int way = fewest_actions(position, fewest, 7);
        ASSERT_GE(way, 0);
        while (true) {
            std::vector<Flip> played;
            for (std::size_t coin : position.second) played.push_back(Flip{coin});
            const Hint<Flip> h = hint(puzzle, position.first, played);
            EXPECT_FALSE(h.sentence.empty());
            if (way == 0) {
                EXPECT_FALSE(h.move);
                EXPECT_EQ(h.undo, 0u);
                break;
            }
            int actions = 0;
            if (h.move) {
                ASSERT_FALSE(refusal(position.first, *h.move)) << h.sentence;
                apply_flip(position.first, *h.move);
                position.second.push_back(h.move->coin);
                actions = 1;
            } else {
                ASSERT_GT(h.undo, 0u) << h.sentence;
                ASSERT_LE(h.undo, position.second.size());
                for (std::size_t i = 0; i < h.undo; ++i) {
                    position.first[position.second.back()] = !position.first[position.second.back()];
                    position.second.pop_back();
                }
                actions = static_cast<int>(h.undo);
            }
            const int after = fewest_actions(position, fewest, 7);
            ASSERT_EQ(after, way - actions) << "round " << round << ": " << h.sentence;
            way = after;
        }
        EXPECT_TRUE(judge(puzzle, position.first, position.second.size()).optimal) << "round " << round;
    }
}

}  // namespace
}  // namespace knobel::nullgame
