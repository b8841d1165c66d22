// The template puzzle's core: file format, link, moves, verdict and solver. The solver is checked
// against a breadth-first search over every arrangement of the coins (an independent model that
// knows nothing of tails counting).

#include <gtest/gtest.h>

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "core/link.h"
#include "core/split_mix64.h"
#include "nullgame/game.h"
#include "nullgame/link_codec.h"
#include "nullgame/play.h"
#include "nullgame/puzzle.h"
#include "nullgame/solver.h"

namespace knobel::nullgame {
namespace {

TEST(NullgameFile, ReadsOneLineOfCoinsWithCommentsAndBlankLines) {
    Expected<Puzzle> puzzle = parse_puzzle_file("# a comment\n\nHTTH\n");
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    EXPECT_EQ(puzzle->coins, (Coins{true, false, false, true}));
}

TEST(NullgameFile, NamesLineAndColumnOfABadCharacter) {
    Expected<Puzzle> puzzle = parse_puzzle_file("# coins\nHTxH\n");
    ASSERT_FALSE(puzzle.ok());
    EXPECT_EQ(puzzle.error().line, 2);
    EXPECT_EQ(puzzle.error().column, 3);
    EXPECT_NE(puzzle.error().message.find("'x'"), std::string::npos) << puzzle.error().message;
}

TEST(NullgameFile, RefusesASecondLineTooManyCoinsAndNoCoins) {
    EXPECT_EQ(parse_puzzle_file("HT\nTH\n").error().line, 2);
    EXPECT_EQ(parse_puzzle_file(std::string(kMaxCoins + 1, 'H')).error().column, static_cast<int>(kMaxCoins) + 1);
    EXPECT_TRUE(parse_puzzle_file(std::string(kMaxCoins, 'T')).ok());
    EXPECT_FALSE(parse_puzzle_file("\n# only a comment\n").ok());
    EXPECT_FALSE(parse_puzzle_file("").ok());
}

TEST(NullgameFile, WritesWhatItReads) {
    SplitMix64 random(7);
    for (int round = 0; round < 200; ++round) {
        std::string text;
        const std::size_t count = 1 + random.next() % kMaxCoins;
        for (std::size_t i = 0; i < count; ++i) text += random.next() % 2 ? 'H' : 'T';
        Expected<Puzzle> puzzle = parse_puzzle_file(text + "\r\n");
        ASSERT_TRUE(puzzle.ok()) << text;
        EXPECT_EQ(format_puzzle_file(*puzzle), text + "\n");
    }
}

TEST(NullgameLink, RoundTripsAndNamesTheBadPart) {
    Expected<Link> link = parse_link("#nullgame/THH");
    ASSERT_TRUE(link.ok());
    Expected<Puzzle> puzzle = puzzle_from_link(*link);
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    EXPECT_EQ(puzzle->coins, (Coins{false, true, true}));
    EXPECT_EQ(puzzle_link(*puzzle), "#nullgame/THH");

    Expected<Puzzle> bad = puzzle_from_link(*parse_link("#nullgame/THQ"));
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().to_string(), "link part 2, character 3: expected H (heads) or T (tails), found 'Q'");
    EXPECT_FALSE(puzzle_from_link(*parse_link("#nullgame")).ok());
    EXPECT_FALSE(puzzle_from_link(*parse_link("#nullgame/HT/HT")).ok());
    EXPECT_FALSE(puzzle_from_link(*parse_link("#nullgame/HT/size=3")).ok());
}

TEST(NullgamePlay, MovesReadAndRefuseInWords) {
    EXPECT_EQ(parse_move_text("3")->coin, 3u);
    EXPECT_EQ(move_text(Flip{12}), "12");
    EXPECT_FALSE(parse_move_text("x").ok());
    EXPECT_FALSE(parse_move_text("-1").ok());
    const Coins coins{true, false};
    EXPECT_FALSE(refusal(coins, Flip{1}));
    EXPECT_EQ(refusal(coins, Flip{2}).value(), "there is no coin 2: the coins are 0 to 1");
}

TEST(NullgamePlay, FlipIsItsOwnUndo) {
    Coins coins{true, false, true};
    Game::apply(coins, Flip{1});
    EXPECT_EQ(coins, (Coins{true, true, true}));
    Game::undo(coins, Flip{1});
    EXPECT_EQ(coins, (Coins{true, false, true}));
}

TEST(NullgameVerdict, SaysSolvedOptimalOrHowManyShowTails) {
    const Puzzle puzzle{{true, false, false}};
    Verdict start = judge(puzzle, puzzle.coins, 0);
    EXPECT_FALSE(start.solved);
    EXPECT_EQ(start.sentence, "2 coins show tails");
    Verdict best = judge(puzzle, Coins{true, true, true}, 2);
    EXPECT_TRUE(best.solved && best.optimal);
    EXPECT_EQ(best.sentence, "All heads up in 2 flips: the fewest possible");
    Verdict wasteful = judge(puzzle, Coins{true, true, true}, 4);
    EXPECT_TRUE(wasteful.solved);
    EXPECT_FALSE(wasteful.optimal);
    EXPECT_EQ(wasteful.sentence, "All heads up in 4 flips; fewer flips would do");
    EXPECT_EQ(wasteful.counter, "4 flips") << "not the fewest: that is the answer";
}

// The fewest flips from `coins` to all heads, by breadth-first search over every arrangement.
std::size_t fewest_flips_by_search(const Coins& coins) {
    const std::size_t n = coins.size();
    std::uint32_t start = 0;
    for (std::size_t i = 0; i < n; ++i) start |= static_cast<std::uint32_t>(coins[i]) << i;
    const std::uint32_t goal = (1u << n) - 1;
    std::vector<int> distance(std::size_t{1} << n, -1);
    std::deque<std::uint32_t> queue{start};
    distance[start] = 0;
    while (!queue.empty()) {
        const std::uint32_t at = queue.front();
        queue.pop_front();
        if (at == goal) return static_cast<std::size_t>(distance[at]);
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint32_t next = at ^ (1u << i);
            if (distance[next] < 0) {
                distance[next] = distance[at] + 1;
                queue.push_back(next);
            }
        }
    }
    return ~std::size_t{0};
}

TEST(NullgameSolver, AnswerIsAShortestWayAsSearchFindsIt) {
    for (std::size_t n = 1; n <= 8; ++n) {
        for (std::uint32_t bits = 0; bits < (1u << n); ++bits) {
            Puzzle puzzle;
            for (std::size_t i = 0; i < n; ++i) puzzle.coins.push_back((bits >> i) & 1u);
            const Answer answer = solve(puzzle);
            EXPECT_EQ(answer.flips.size(), fewest_flips_by_search(puzzle.coins)) << coins_text(puzzle.coins);
            Coins table = puzzle.coins;
            for (const Flip& flip : answer.flips) {
                ASSERT_FALSE(refusal(table, flip));
                apply_flip(table, flip);
            }
            EXPECT_TRUE(judge(puzzle, table, answer.flips.size()).optimal) << coins_text(puzzle.coins);
        }
    }
}

TEST(NullgameSolver, SlicesNeverChangeTheAnswer) {
    const Puzzle puzzle{{false, true, false, false, true, true, false}};
    SolveWork sliced(puzzle);
    int slices = 0;
    while (!sliced.run(1)) ++slices;
    EXPECT_EQ(slices, static_cast<int>(puzzle.coins.size()) - 1);
    EXPECT_EQ(sliced.answer().flips, solve(puzzle).flips);
    EXPECT_EQ(sliced.progress().done, puzzle.coins.size());
}

TEST(NullgameSolver, JsonNamesTheCoinsAndTheMoves) {
    const Puzzle puzzle{{true, false, false, true}};
    EXPECT_EQ(answer_json(puzzle, solve(puzzle)), R"({"coins": "HTTH", "flips": 2, "moves": [1, 2]})");
}

}  // namespace
}  // namespace knobel::nullgame
