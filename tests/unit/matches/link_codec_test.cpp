#include "matches/link_codec.h"

#include <gtest/gtest.h>

#include <random>

#include "random_figures.h"

namespace knobel::matches {
namespace {

Expected<LinkedPuzzle> from_fragment(std::string_view fragment) {
    auto link = parse_link(fragment);
    if (!link) return link.error();
    return puzzle_from_link(link.value());
}

void expect_error(std::string_view fragment, std::string_view where, std::string_view words) {
    auto puzzle = from_fragment(fragment);
    ASSERT_FALSE(puzzle.ok()) << "accepted: " << fragment;
    EXPECT_EQ(puzzle.error().where, where) << puzzle.error().to_string();
    EXPECT_NE(puzzle.error().message.find(words), std::string::npos) << puzzle.error().to_string();
}

TEST(MatchesLink, RoundTripsRandomPuzzles) {
    std::mt19937 rng(11);
    int checked = 0;
    for (int round = 0; round < 80; ++round) {
        const auto before = testing::random_figure(rng, 1 + rng() % 60, static_cast<int>(rng() % 3));
        const auto after = testing::variation(rng, before, rng() % 4, 0, static_cast<int>(rng() % 12), rng() % 2);
        auto problem = parse_problem_file(testing::file_text(before, after));
        if (!problem) continue;
        LinkedPuzzle puzzle{problem.value(), {round % 2 == 0, round % 3 == 0},
                            round % 3 == 0 ? Mode::exact : round % 3 == 1 ? Mode::at_most : Mode::strict};
        if (round % 4 != 0) puzzle.problem.moves = rng() % 10;
        const std::string fragment = puzzle_link(puzzle);
        auto back = from_fragment(fragment);
        ASSERT_TRUE(back.ok()) << fragment << ": " << back.error().to_string();
        std::sort(puzzle.problem.before.begin(), puzzle.problem.before.end());
        std::sort(puzzle.problem.after.begin(), puzzle.problem.after.end());
        EXPECT_EQ(back.value(), puzzle) << fragment;
        EXPECT_EQ(puzzle_link(back.value()), fragment);
        if (puzzle.problem.before.size() >= 55) {
            EXPECT_LT(fragment.size(), 1000u) << "a 60-match puzzle should fit a chat message: " << fragment;
        }
        ++checked;
    }
    EXPECT_GT(checked, 50);
}

TEST(MatchesLink, Options) {
    auto puzzle = from_fragment("#matches/AAAA/AAAA");  // one match at the origin, both figures
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    EXPECT_EQ(puzzle->problem.before, Figure{make_match({}, 0)});
    EXPECT_FALSE(puzzle->problem.moves);
    EXPECT_EQ(puzzle->mode, Mode::exact);
    auto full = from_fragment("#matches/AAAA/DAAA/u=3/mode=at-most/rotate=1/mirror=1");
    ASSERT_TRUE(full.ok()) << full.error().to_string();
    EXPECT_EQ(full->problem.after, Figure{make_match({}, 3)});
    EXPECT_EQ(full->problem.moves, 3u);
    EXPECT_EQ(full->mode, Mode::at_most);
    EXPECT_TRUE(full->options.rotate && full->options.mirror);
    EXPECT_EQ(puzzle_link(full.value()), "#matches/AAAA/DAAA/u=3/mode=at-most/rotate=1/mirror=1");
}

TEST(MatchesLink, ErrorsNameThePart) {
    expect_error("#matches", "link part 2", "no before figure");
    expect_error("#matches/AAAA", "link part 3", "no after figure");
    expect_error("#matches/AAAA/AAAA/AAAA", "link part 4", "unexpected part");
    expect_error("#matches/AA!A/AAAA", "link part 2", "'!' is not a character of the figure code");
    expect_error("#matches/AAA/AAAA", "link part 2", "ends in the middle of a match");
    expect_error("#matches/AAAA/AAAAAAAA", "link part 3", "is the same match as");       // a duplicate
    expect_error("#matches/AAAA/AAAAGEAB", "link part 3", "overlaps");  // from (√3 − 1, 0) along x
    expect_error("#matches/AAAAAAAA/AAAA", "link part 2", "is the same match as");
    expect_error("#matches/AAAA/AAAA/u=x", "link part 4", "must be a whole number");
    expect_error("#matches/AAAA/AAAA/mode=some", "link part 4", "mode must be exact, at-most or strict");
    expect_error("#matches/AAAA/AAAA/rotate=yes", "link part 4", "rotate must be 0 or 1");
    expect_error("#matches/AAAA/AAAA/colour=red", "link part 4", "colour");
    expect_error("#matches/AAAA/AAAAAAAD", "link part 3", "before has 1 match but after has 2");
    expect_error("#matches/__________________/AAAA", "link part 2", "far too large");
}

}  // namespace
}  // namespace knobel::matches
