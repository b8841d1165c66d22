#include "views/puzzle.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace knobel::views {
namespace {

// A view written as rows of 'x' and '.', as the spec writes them.
std::string picture(const Puzzle& puzzle, View view) {
    std::string out;
    for (int row = 0; row < puzzle.size; ++row) {
        if (row > 0) out += '/';
        for (int col = 0; col < puzzle.size; ++col) out += pixel(puzzle, view, row, col) ? 'x' : '.';
    }
    return out;
}

TEST(ViewsPuzzle, SpecExampleHasTheViewsTheSpecGives) {
    // views.md: "fe88e8f9b499 is top xxxx/xxx./x.../x..., front xxx./x.../xxxx/x..x,
    // side x.xx/.x../x..x/x..x" — copied from the spec, not from the code.
    auto puzzle = parse_puzzle_hex("fe88e8f9b499", 4);
    ASSERT_TRUE(puzzle.ok()) << puzzle.error().to_string();
    EXPECT_EQ(picture(*puzzle, View::top), "xxxx/xxx./x.../x...");
    EXPECT_EQ(picture(*puzzle, View::front), "xxx./x.../xxxx/x..x");
    EXPECT_EQ(picture(*puzzle, View::side), "x.xx/.x../x..x/x..x");
    EXPECT_EQ(format_puzzle_hex(*puzzle), "fe88e8f9b499");
    EXPECT_EQ(classic_puzzle_bits(*puzzle), 0xfe88e8f9b499ull);
    EXPECT_EQ(classic_puzzle_from_bits(0xfe88e8f9b499ull), *puzzle);
}

TEST(ViewsPuzzle, SingleCubesProjectWhereTheSpecSays) {
    // Cube (x, y, z) = (1, 2, 0) in K = 4: top pixel (row z, col x) = (0, 1); front (row y, col x)
    // = (2, 1); side (row y, col 3 - z) = (2, 3). Cell index 16·2 + 4·0 + 1 = 33.
    Shape shape = empty_shape(4);
    set_cube(shape, Cell{1, 2, 0}, true);
    EXPECT_EQ(cell_index(4, Cell{1, 2, 0}), 33);
    EXPECT_EQ(cell_at(4, 33), (Cell{1, 2, 0}));
    const Puzzle views = views_of(shape);
    EXPECT_EQ(picture(views, View::top), ".x../..../..../....");
    EXPECT_EQ(picture(views, View::front), "..../..../.x../....");
    EXPECT_EQ(picture(views, View::side), "..../..../...x/....");
    // Shape hex: cell 33 is bit 33 from the most significant end: digit 8 (cells 32..35), value 4.
    EXPECT_EQ(format_shape_hex(shape), "0000000040000000");
    EXPECT_EQ(classic_shape_bits(shape), std::uint64_t{1} << (63 - 33));
    // Puzzle hex: top bit 1 → digit 0 value 4; front bit 16+9 = 25 → digit 6 value 4; side bit
    // 32 + 11 = 43 → digit 10 value 1.
    EXPECT_EQ(format_puzzle_hex(views), "400000400010");
}

TEST(ViewsPuzzle, FrontOfTheShapeIsAtTheLeftOfTheSideView) {
    // A cube at the front (z = K-1) shows in side column 0, one at the back (z = 0) in column K-1.
    for (int k = kMinSize; k <= kMaxSize; ++k) {
        Shape front = empty_shape(k), back = empty_shape(k);
        set_cube(front, Cell{0, 0, k - 1}, true);
        set_cube(back, Cell{0, 0, 0}, true);
        EXPECT_TRUE(pixel(views_of(front), View::side, 0, 0)) << k;
        EXPECT_TRUE(pixel(views_of(back), View::side, 0, k - 1)) << k;
        EXPECT_TRUE(pixel(views_of(front), View::top, k - 1, 0)) << k;  // the front is at the bottom of the top view
    }
}

TEST(ViewsPuzzle, PixelOfACellFollowsTheSpec) {
    // Cell x = 1, y = 2, z = 0 (K = 4): seen from above it is row z = 0, column x = 1; from the
    // front row y = 2, column x = 1; from the right row y = 2, column 3 - z = 3.
    const Cell cell{1, 2, 0};
    EXPECT_EQ(pixel_of(4, View::top, cell), (ViewPixel{0, 1}));
    EXPECT_EQ(pixel_of(4, View::front, cell), (ViewPixel{2, 1}));
    EXPECT_EQ(pixel_of(4, View::side, cell), (ViewPixel{2, 3}));
    // K = 7, the back-most cell of the side view is its right-most column.
    EXPECT_EQ(pixel_of(7, View::side, Cell{6, 0, 0}), (ViewPixel{0, 6}));
}

TEST(ViewsPuzzle, PixelsAndCubesSetAndClear) {
    Puzzle puzzle = empty_puzzle(5);
    set_pixel(puzzle, View::side, 4, 2, true);
    EXPECT_TRUE(pixel(puzzle, View::side, 4, 2));
    EXPECT_FALSE(pixel(puzzle, View::top, 4, 2));
    EXPECT_EQ(pixel_count(puzzle, View::side), 1);
    set_pixel(puzzle, View::side, 4, 2, false);
    EXPECT_EQ(puzzle, empty_puzzle(5));

    Shape shape = empty_shape(8);
    set_cube(shape, Cell{7, 7, 7}, true);
    EXPECT_TRUE(has_cube(shape, Cell{7, 7, 7}));
    EXPECT_EQ(cube_count(shape), 1);
    set_cube(shape, Cell{7, 7, 7}, false);
    EXPECT_EQ(cube_count(shape), 0);
}

TEST(ViewsPuzzle, HexLengthsForEverySize) {
    // 3·K² bits in ⌈3K²/4⌉ digits; K³ bits in ⌈K³/4⌉ digits — worked out by hand.
    const int puzzle_lengths[] = {3, 7, 12, 19, 27, 37, 48};
    const int shape_lengths[] = {2, 7, 16, 32, 54, 86, 128};
    for (int k = 2; k <= 8; ++k) {
        EXPECT_EQ(puzzle_hex_length(k), puzzle_lengths[k - 2]);
        EXPECT_EQ(shape_hex_length(k), shape_lengths[k - 2]);
        EXPECT_EQ(size_for_puzzle_hex_length(static_cast<std::size_t>(puzzle_lengths[k - 2])), k);
    }
    EXPECT_EQ(size_for_puzzle_hex_length(11), 0);
    EXPECT_EQ(size_for_puzzle_hex_length(0), 0);
}

TEST(ViewsPuzzle, HexRoundTripsForEverySizeAndUppercaseIsAccepted) {
    for (int k = 2; k <= 8; ++k) {
        Puzzle puzzle = empty_puzzle(k);
        Shape shape = empty_shape(k);
        // A pattern that touches the first and last pixel and cell of every view.
        for (int v = 0; v < 3; ++v)
            for (int i = 0; i < k * k; i += (v + 2))
                set_pixel(puzzle, static_cast<View>(v), i / k, i % k, true);
        set_pixel(puzzle, View::side, k - 1, k - 1, true);
        for (int i = 0; i < k * k * k; i += 3) set_cube(shape, cell_at(k, i), true);
        set_cube(shape, cell_at(k, k * k * k - 1), true);

        const std::string hex = format_puzzle_hex(puzzle);
        EXPECT_EQ(static_cast<int>(hex.size()), puzzle_hex_length(k));
        auto back = parse_puzzle_hex(hex, k);
        ASSERT_TRUE(back.ok()) << back.error().to_string();
        EXPECT_EQ(*back, puzzle);
        std::string upper = hex;
        for (char& c : upper) c = static_cast<char>(c >= 'a' && c <= 'f' ? c - 32 : c);
        EXPECT_EQ(*parse_puzzle_hex(upper, k), puzzle);
        EXPECT_EQ(*parse_puzzle_hex_any_size(hex), puzzle);

        const std::string shape_hex = format_shape_hex(shape);
        EXPECT_EQ(static_cast<int>(shape_hex.size()), shape_hex_length(k));
        auto shape_back = parse_shape_hex(shape_hex, k);
        ASSERT_TRUE(shape_back.ok()) << shape_back.error().to_string();
        EXPECT_EQ(*shape_back, shape);
    }
}

TEST(ViewsPuzzle, BadHexNamesTheColumnAndTheCharacter) {
    auto bad = parse_puzzle_hex("fe88e8g9b499", 4);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().column, 7);
    EXPECT_EQ(bad.error().to_string(), "character 7: 'g' is not a hex digit (0-9, a-f)");

    auto space = parse_puzzle_hex("fe88 e8f9b499", 4);
    ASSERT_FALSE(space.ok());
    EXPECT_EQ(space.error().column, 5);
    EXPECT_NE(space.error().message.find("a space"), std::string::npos);
}

TEST(ViewsPuzzle, WrongLengthSaysWhichLengthFitsWhichSize) {
    auto short_one = parse_puzzle_hex("fe88e8f9b49", 4);
    ASSERT_FALSE(short_one.ok());
    EXPECT_EQ(short_one.error().message,
              "a K = 4 puzzle has 12 hex digits, found 11 (puzzles have 3 (K = 2), 7 (K = 3), 12 (K = 4), "
              "19 (K = 5), 27 (K = 6), 37 (K = 7) or 48 (K = 8) hex digits)");
    EXPECT_EQ(short_one.error().column, 12);  // where the missing digit should be

    auto other_size = parse_puzzle_hex("1234567", 4);
    ASSERT_FALSE(other_size.ok());
    EXPECT_NE(other_size.error().message.find("7 hex digits is a K = 3 puzzle"), std::string::npos);

    auto long_one = parse_puzzle_hex("fe88e8f9b4990", 4);
    ASSERT_FALSE(long_one.ok());
    EXPECT_EQ(long_one.error().column, 13);  // the first digit too many

    auto any = parse_puzzle_hex_any_size("12345");
    ASSERT_FALSE(any.ok());
    EXPECT_NE(any.error().message.find("found 5"), std::string::npos);
    EXPECT_FALSE(parse_puzzle_hex_any_size("").ok());
    EXPECT_FALSE(parse_puzzle_hex("", 4).ok());
}

TEST(ViewsPuzzle, PaddingBitsMustBeZero) {
    // K = 3: 27 bits in 7 digits, so the last digit's lowest bit is padding; K = 5: 75 bits in 19
    // digits, one padding bit; K = 7: 147 in 37, one. K = 2, 4, 6, 8 have none.
    auto k3 = parse_puzzle_hex("0000001", 3);
    ASSERT_FALSE(k3.ok());
    EXPECT_EQ(k3.error().column, 7);
    EXPECT_NE(k3.error().message.find("padding"), std::string::npos);
    EXPECT_TRUE(parse_puzzle_hex("0000002", 3).ok());
    EXPECT_FALSE(parse_puzzle_hex(std::string(18, '0') + "1", 5).ok());
    EXPECT_TRUE(parse_puzzle_hex(std::string(18, '0') + "e", 5).ok());
    EXPECT_FALSE(parse_puzzle_hex_any_size(std::string(36, '0') + "f").ok());
    // Shapes: K = 3 has 27 cells in 7 digits (1 padding bit), K = 5 125 in 32 (3), K = 7 343 in 86 (1).
    EXPECT_FALSE(parse_shape_hex("0000001", 3).ok());
    EXPECT_FALSE(parse_shape_hex(std::string(31, '0') + "4", 5).ok());
    EXPECT_TRUE(parse_shape_hex(std::string(31, '0') + "8", 5).ok());
}

TEST(ViewsPuzzle, SizeParsing) {
    EXPECT_EQ(*parse_size("5"), 5);
    auto nine = parse_size("9");
    ASSERT_FALSE(nine.ok());
    EXPECT_EQ(nine.error().message, "the size must be 2 to 8, not 9");
    auto word = parse_size("four", 3, 6);
    ASSERT_FALSE(word.ok());
    EXPECT_EQ(word.error().line, 3);
    EXPECT_EQ(word.error().column, 6);
    EXPECT_FALSE(parse_size("").ok());
    EXPECT_FALSE(parse_size("-4").ok());
    EXPECT_FALSE(parse_puzzle_hex("123", 1).ok());
    EXPECT_FALSE(parse_puzzle_hex("123", 9).ok());
}

TEST(ViewsPuzzle, ClassicShapeBitsRoundTrip) {
    const std::uint64_t bits = 0x8000000000000001ull;  // cells 0 and 63
    const Shape shape = classic_shape_from_bits(bits);
    EXPECT_TRUE(has_cube(shape, Cell{0, 0, 0}));
    EXPECT_TRUE(has_cube(shape, Cell{3, 3, 3}));
    EXPECT_EQ(cube_count(shape), 2);
    EXPECT_EQ(classic_shape_bits(shape), bits);
    EXPECT_EQ(format_shape_hex(shape), "8000000000000001");
}

}  // namespace
}  // namespace knobel::views
