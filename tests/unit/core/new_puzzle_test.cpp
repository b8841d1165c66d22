// The three options of every new puzzle, read from text as the New puzzle control and
// knobel.newGame() hand them over: empty means the usual size, medium and the fresh seed; an
// error names the option and says what it takes.

#include "core/new_puzzle.h"
#include "core/difficulty.h"

#include <gtest/gtest.h>

namespace knobel {
namespace {

constexpr NewPuzzleSizes kDigits{1, 10'000, 12, "digits"};

TEST(NewPuzzleOptions, EmptyTextsMeanTheUsualSizeMediumAndTheFreshSeed) {
    Expected<NewPuzzleOptions> options = read_new_puzzle_options("", "", "", kDigits, 77);
    ASSERT_TRUE(options.ok()) << options.error().to_string();
    EXPECT_EQ(options->size, 12u);
    EXPECT_EQ(options->difficulty, Difficulty::medium);
    EXPECT_EQ(options->seed, 77u);
}

TEST(NewPuzzleOptions, GivenTextsAreTakenAsWritten) {
    Expected<NewPuzzleOptions> options = read_new_puzzle_options(" 10000 ", "hard", "18446744073709551615", kDigits, 77);
    ASSERT_TRUE(options.ok()) << options.error().to_string();
    EXPECT_EQ(options->size, 10'000u);
    EXPECT_EQ(options->difficulty, Difficulty::hard);
    EXPECT_EQ(options->seed, 18'446'744'073'709'551'615u);
}

TEST(NewPuzzleOptions, AnErrorNamesTheOptionAndWhatItTakes) {
    const auto message = [](std::string_view size, std::string_view difficulty, std::string_view seed) {
        Expected<NewPuzzleOptions> options = read_new_puzzle_options(size, difficulty, seed, kDigits, 1);
        return options.ok() ? std::string("accepted") : options.error().to_string();
    };
    EXPECT_EQ(message("0", "", ""), "size must be 1 to 10,000 (digits), not 0");
    EXPECT_EQ(message("10001", "", ""), "size must be 1 to 10,000 (digits), not 10,001");
    EXPECT_NE(message("12x", "", "").find("size"), std::string::npos);
    EXPECT_NE(message("", "insane", "").find("difficulty"), std::string::npos);
    EXPECT_NE(message("", "insane", "").find("easy, medium or hard"), std::string::npos);
    EXPECT_NE(message("", "", "-1").find("seed"), std::string::npos);
    EXPECT_NE(message("", "", "18446744073709551616").find("seed"), std::string::npos);
}

// The bands every generator cuts its score into: the edges belong to the band above, and the
// distance counts the score steps to the nearest score inside the band.
TEST(DifficultyBands, EdgesAndDistances) {
    const DifficultyBands bands{25, 55};
    EXPECT_EQ(bands.of(0), Difficulty::easy);
    EXPECT_EQ(bands.of(24), Difficulty::easy);
    EXPECT_EQ(bands.of(25), Difficulty::medium);
    EXPECT_EQ(bands.of(54), Difficulty::medium);
    EXPECT_EQ(bands.of(55), Difficulty::hard);
    EXPECT_EQ(bands.distance(24, Difficulty::easy), 0);
    EXPECT_EQ(bands.distance(30, Difficulty::easy), 6);     // 24 is the nearest easy score
    EXPECT_EQ(bands.distance(10, Difficulty::medium), 15);  // 25
    EXPECT_EQ(bands.distance(60, Difficulty::medium), 6);   // 54
    EXPECT_EQ(bands.distance(40, Difficulty::hard), 15);    // 55
    EXPECT_EQ(bands.distance(90, Difficulty::hard), 0);
}

}  // namespace
}  // namespace knobel
