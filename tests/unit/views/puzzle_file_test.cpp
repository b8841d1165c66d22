#include "views/puzzle_file.h"

#include <gtest/gtest.h>

#include "test_util.h"
#include "views/random_puzzle.h"

namespace knobel::views {
namespace {

std::string error_of(std::string_view text, int required_size = 0) {
    auto file = parse_puzzle_file(text, required_size);
    return file.ok() ? "(no error)" : with_source(file.error(), "p.txt").to_string();
}

TEST(ViewsFile, CommentsBlankLinesAndSpacesAreIgnored) {
    const std::string text =
        "# my puzzles\r\n"
        "\r\n"
        "  fe88e8f9b499   # the spec's example\r\n"
        "\t000000000000\n"
        "# the end";
    auto file = parse_puzzle_file(text);
    ASSERT_TRUE(file.ok()) << file.error().to_string();
    ASSERT_EQ(file->puzzles.size(), 2u);
    EXPECT_EQ(format_puzzle_hex(file->puzzles[0]), "fe88e8f9b499");
    EXPECT_EQ(file->puzzles[1], empty_puzzle(4));
    EXPECT_EQ(file->lines, (std::vector<int>{3, 4}));
    EXPECT_TRUE(parse_puzzle_file("")->puzzles.empty());
}

TEST(ViewsFile, SizeLineAndInferredSizes) {
    auto sized = parse_puzzle_file("size 3\n0000000\n1234562\n");
    ASSERT_TRUE(sized.ok()) << sized.error().to_string();
    EXPECT_EQ(sized->puzzles[1].size, 3);
    EXPECT_EQ(sized->size, 3);
    auto mixed = parse_puzzle_file("123\nfe88e8f9b499\n");
    ASSERT_TRUE(mixed.ok());
    EXPECT_EQ(mixed->puzzles[0].size, 2);
    EXPECT_EQ(mixed->puzzles[1].size, 4);
    EXPECT_EQ(mixed->size, 0);  // no size line
    EXPECT_TRUE(parse_puzzle_file("size 4\nfe88e8f9b499\n", 4).ok());
    EXPECT_TRUE(parse_puzzle_file("fe88e8f9b499\n", 4).ok());
}

TEST(ViewsFile, RoundTrips) {
    std::vector<Puzzle> same, mixed;
    for (int i = 0; i < 5; ++i) same.push_back(random_solvable_puzzle(static_cast<std::uint64_t>(i), 6, 25));
    for (int k = 2; k <= 8; ++k) mixed.push_back(random_solvable_puzzle(static_cast<std::uint64_t>(k), k, 25));
    for (const auto& puzzles : {same, mixed, std::vector<Puzzle>{}}) {
        const std::string text = format_puzzle_file(puzzles);
        auto back = parse_puzzle_file(text);
        ASSERT_TRUE(back.ok()) << back.error().to_string() << "\n" << text;
        EXPECT_EQ(back->puzzles, puzzles);
    }
    EXPECT_NE(format_puzzle_file(same).find("\nsize 6\n"), std::string::npos);
    EXPECT_EQ(format_puzzle_file(mixed).find("size"), std::string::npos);
}

TEST(ViewsFile, ErrorsGiveLineAndColumn) {
    EXPECT_EQ(error_of("fe88e8f9b499\n  fe88e8fzb499\n"), "p.txt:2:10: 'z' is not a hex digit (0-9, a-f)");
    EXPECT_EQ(error_of("fe88e8f9b499 000000000000\n"),
              "p.txt:1:14: one puzzle per line: unexpected \"000000000000\" after the puzzle");
    EXPECT_EQ(error_of("size 5\n\nfe88e8f9b499\n"),
              "p.txt:3:13: a K = 5 puzzle has 19 hex digits, found 12 (12 hex digits is a K = 4 puzzle)");
    EXPECT_EQ(error_of("fe88e8f9b499\nsize 4\n"), "p.txt:2:1: the size line must come before the first puzzle (line 1)");
    EXPECT_EQ(error_of("size 4\nsize 4\n"), "p.txt:2:1: a second size line (the first is line 1)");
    EXPECT_EQ(error_of("size 9\n"), "p.txt:1:6: the size must be 2 to 8, not 9");
    EXPECT_EQ(error_of("size\n"), "p.txt:1:5: the size is missing: expected \"size K\" with K from 2 to 8");
    EXPECT_EQ(error_of("size 5\n", 4), "p.txt:1:6: the file is for size 5, but size 4 was asked for");
    EXPECT_EQ(error_of("\n\n   hello\n"), "p.txt:3:4: 'h' is not a hex digit (0-9, a-f)");
    EXPECT_EQ(error_of("12345\n"),
              "p.txt:1:5: a puzzle has 3 (K = 2), 7 (K = 3), 12 (K = 4), 19 (K = 5), 27 (K = 6), 37 (K = 7) or "
              "48 (K = 8) hex digits, found 5");
    EXPECT_EQ(error_of("0000001\n"),
              "p.txt:1:7: the last hex digit sets padding bits: a K = 3 puzzle has 27 bits, so the lowest bit of "
              "the last digit must be 0");
    EXPECT_EQ(error_of("0000000\n", 4).substr(0, 11), "p.txt:1:8: ");
}

}  // namespace
}  // namespace knobel::views
