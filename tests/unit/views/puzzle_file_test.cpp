#include "views/puzzle_file.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "core/split_mix64.h"
#include "test_util.h"
#include "views/random_puzzle.h"

namespace knobel::views {
namespace {

std::string file_error_of(std::string_view text, int required_size = 0) {
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
    EXPECT_EQ(file_error_of("fe88e8f9b499\n  fe88e8fzb499\n"), "p.txt:2:10: 'z' is not a hex digit (0-9, a-f)");
    EXPECT_EQ(file_error_of("fe88e8f9b499 000000000000\n"),
              "p.txt:1:14: one puzzle per line: unexpected \"000000000000\" after the puzzle");
    EXPECT_EQ(file_error_of("size 5\n\nfe88e8f9b499\n"),
              "p.txt:3:13: a K = 5 puzzle has 19 hex digits, found 12 (12 hex digits is a K = 4 puzzle)");
    EXPECT_EQ(file_error_of("fe88e8f9b499\nsize 4\n"), "p.txt:2:1: the size line must come before the first puzzle (line 1)");
    EXPECT_EQ(file_error_of("size 4\nsize 4\n"), "p.txt:2:1: a second size line (the first is line 1)");
    EXPECT_EQ(file_error_of("size 9\n"), "p.txt:1:6: the size must be 2 to 8, not 9");
    EXPECT_EQ(file_error_of("size\n"), "p.txt:1:5: the size is missing: expected \"size K\" with K from 2 to 8");
    EXPECT_EQ(file_error_of("size 5\n", 4), "p.txt:1:6: the file is for size 5, but size 4 was asked for");
    EXPECT_EQ(file_error_of("\n\n   hello\n"), "p.txt:3:4: 'h' is not a hex digit (0-9, a-f)");
    EXPECT_EQ(file_error_of("12345\n"),
              "p.txt:1:5: a puzzle has 3 (K = 2), 7 (K = 3), 12 (K = 4), 19 (K = 5), 27 (K = 6), 37 (K = 7) or "
              "48 (K = 8) hex digits, found 5");
    EXPECT_EQ(file_error_of("0000001\n"),
              "p.txt:1:7: the last hex digit sets padding bits: a K = 3 puzzle has 27 bits, so the lowest bit of "
              "the last digit must be 0");
    EXPECT_EQ(file_error_of("0000000\n", 4).substr(0, 11), "p.txt:1:8: ");
}

// A file read in pieces of whole lines (as `knobel views -` reads standard input in blocks) gives
// the same puzzles, the same line numbers and the same first error as the file read in one: a size
// line after the puzzles is refused however many pieces lie between (issue 21: it was taken at
// the start of a new block, and a size in a later block was said to disagree with a size "asked
// for" by nobody). Random files of puzzles, comments, blanks, size lines and bad lines, with LF,
// CRLF and CR line ends, each cut at random line ends.
TEST(ViewsFile, ReadInPiecesAsInOne) {
    SplitMix64 random(21);
    const std::vector<std::string> kinds = {"fe88e8f9b499", "000000000000", "# a comment", "", "  123  ",
                                            "size 4",       "size 2",       "size 9",      "zz", "1234562"};
    const std::vector<std::string> ends = {"\n", "\r\n", "\r"};
    int errors = 0;
    for (int round = 0; round < 3000; ++round) {
        std::vector<std::string> lines;
        const std::uint64_t count = 1 + random.below(12);
        for (std::uint64_t i = 0; i < count; ++i) {
            // Size and bad lines rarely, so that many files are read to their end.
            const std::uint64_t pick = random.below(100);
            const std::string& text = pick < 80 ? kinds[pick % 5] : kinds[5 + pick % 5];
            std::string end = ends[random.below(ends.size())];
            // After a lone CR, an empty line ended by LF would be that CR's LF: one line end.
            if (!lines.empty() && lines.back().back() == '\r' && text.empty() && end == "\n") end = "\r";
            lines.push_back(text + end);
        }
        std::string whole;
        for (const std::string& line : lines) whole += line;
        const int required = random.below(4) == 0 ? 4 : 0;
        const Expected<PuzzleFile> expected = parse_puzzle_file(whole, required);

        PuzzleFileReader reader(required);
        PuzzleFile got;
        std::optional<InputError> error;
        for (std::size_t at = 0; at < lines.size() && !error;) {
            const std::size_t piece_lines = 1 + random.below(4);
            std::string piece;
            for (std::size_t i = 0; i < piece_lines && at + i < lines.size(); ++i) piece += lines[at + i];
            Expected<PuzzleFile> part = reader.read(piece, static_cast<int>(at) + 1);
            at += piece_lines;
            if (!part) {
                error = part.error();
                break;
            }
            got.puzzles.insert(got.puzzles.end(), part->puzzles.begin(), part->puzzles.end());
            got.lines.insert(got.lines.end(), part->lines.begin(), part->lines.end());
            if (part->size != 0) got.size = part->size;
        }
        ASSERT_EQ(expected.ok(), !error) << whole;
        if (error) {
            ++errors;
            EXPECT_EQ(error->to_string(), expected.error().to_string()) << whole;
        } else {
            EXPECT_EQ(got.puzzles, expected->puzzles) << whole;
            EXPECT_EQ(got.lines, expected->lines) << whole;
            EXPECT_EQ(got.size, expected->size) << whole;
        }
    }
    EXPECT_GT(errors, 300);  // both outcomes are met often
    EXPECT_LT(errors, 2700);
}

TEST(ViewsFile, DefaultSizeHoldsUnlessASizeLineComesFirst) {
    // `knobel views -`: every puzzle is K = 4 unless --size or a size line before the puzzles says.
    PuzzleFileReader classic(0, 4);
    const Expected<PuzzleFile> k2 = classic.read("123\n", 1);
    ASSERT_FALSE(k2.ok());
    EXPECT_EQ(k2.error().to_string(), "1:4: a K = 4 puzzle has 12 hex digits, found 3 (3 hex digits is a K = 2 puzzle)");
    PuzzleFileReader sized(0, 4);
    ASSERT_TRUE(sized.read("# two\n", 1).ok());
    const Expected<PuzzleFile> k2_after_size = sized.read("size 2\n123\n", 2);
    ASSERT_TRUE(k2_after_size.ok()) << k2_after_size.error().to_string();
    EXPECT_EQ(k2_after_size->puzzles.at(0).size, 2);
    EXPECT_EQ(k2_after_size->lines, std::vector<int>{3});
    // Once a puzzle has been read at the default size, a size line is late.
    PuzzleFileReader late(0, 4);
    ASSERT_TRUE(late.read("fe88e8f9b499\n", 1).ok());
    const Expected<PuzzleFile> size_after = late.read("size 4\n", 2);
    ASSERT_FALSE(size_after.ok());
    EXPECT_EQ(size_after.error().to_string(), "2:1: the size line must come before the first puzzle (line 1)");
}

}  // namespace
}  // namespace knobel::views
