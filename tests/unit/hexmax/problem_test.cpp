#include "hexmax/problem.h"

#include <gtest/gtest.h>

namespace knobel::hexmax {
namespace {

const std::vector<std::uint8_t> kD24 = {0xD, 2, 4};

void expect_reads(std::string_view text, const std::vector<std::uint8_t>& digits, std::uint64_t m) {
    auto problem = parse_problem_file(text);
    ASSERT_TRUE(problem.ok()) << problem.error().to_string();
    EXPECT_EQ(problem->digits, digits);
    EXPECT_EQ(problem->m, m);
}

void expect_error(std::string_view text, int line, int column, std::string_view words) {
    auto problem = parse_problem_file(text);
    ASSERT_FALSE(problem.ok()) << "accepted: " << text.substr(0, 40);
    EXPECT_EQ(problem.error().line, line) << problem.error().to_string();
    EXPECT_EQ(problem.error().column, column) << problem.error().to_string();
    EXPECT_NE(problem.error().message.find(words), std::string::npos) << problem.error().to_string();
}

TEST(HexmaxFile, TaskExampleIsTheSpecs) {
    // "Example: D24 with m = 3 gives EE4" (hexmax.md), with the default options.
    const Problem example = task_example();
    EXPECT_EQ(example.digits, kD24);
    EXPECT_EQ(example.m, 3u);
    EXPECT_EQ(example.options.goal, Goal::largest);
    EXPECT_EQ(example.options.glyphs, GlyphSet::contest);
    EXPECT_FALSE(example.options.decimal_only);
}

TEST(HexmaxFile, ReadsTheContestFormat) {
    expect_reads("D24\n3\n", kD24, 3);
    expect_reads("D24\r\n3\r\n", kD24, 3);
    expect_reads("D24\r3\r", kD24, 3);
    expect_reads("D24\n3", kD24, 3);
    expect_reads("d24\n3\n", kD24, 3);
    expect_reads("  D24\t\n 3 \n", kD24, 3);
    expect_reads("\xEF\xBB\xBF" "D24\n3\n", kD24, 3);
    expect_reads("D24\n0\n", kD24, 0);
    expect_reads("abcdef0123456789\n007\n", {10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 7);
}

TEST(HexmaxFile, CommentAndBlankLinesMayFollow) {
    expect_reads("D24\n3\n# the spec's example\n", kD24, 3);
    expect_reads("D24\n3\n\n   \n\t# indented comment\r\n#\n", kD24, 3);
    expect_reads("D24\n3\n# no final newline", kD24, 3);
    // Free text after m is a comment too (hexmax.md: community files put a description there).
    expect_reads("D24\n3\nThe task's example: EE4 in three moves.\nE\n  4\n", kD24, 3);
}

TEST(HexmaxFile, EveryKindOfBadInputNamesLineAndColumn) {
    expect_error("", 1, 1, "empty");
    expect_error("\n3\n", 1, 1, "line 1 is empty");
    expect_error("   \n3\n", 1, 1, "line 1 is empty");
    expect_error("D2G\n3\n", 1, 3, "'G' is not a hex digit");
    expect_error("  D 24\n3\n", 1, 4, "a space is not a hex digit");
    expect_error("0x1F\n3\n", 1, 2, "'x' is not a hex digit");
    expect_error("D2\xC3\xA4\n3\n", 1, 3, "byte 0xC3");
    expect_error("# a comment first\nD24\n3\n", 1, 1, "comment lines may only follow line 2");
    expect_error("D24", 2, 1, "m is missing");
    expect_error("D24\n", 2, 1, "m is missing");
    expect_error("D24\n\n3\n", 2, 1, "line 2 is empty");
    expect_error("D24\n-3\n", 2, 1, "must not be negative");
    expect_error("D24\n 3x\n", 2, 3, "whole number");
    expect_error("D24\n3.0\n", 2, 2, "whole number");
    expect_error("D24\n3 4\n", 2, 2, "whole number");
}

TEST(HexmaxFile, AbsurdSizesGetAClearMessageAtOnce) {
    const std::string million(1'000'000, 'A');
    expect_error(million + "\n5\n", 1, static_cast<int>(kMaxDigits) + 1, "1,000,000 digits, Knobel solves at most 100,000");
    expect_error(std::string(kMaxDigits, '8') + "G\n5\n", 1, static_cast<int>(kMaxDigits) + 1, "'G' is not a hex digit");

    expect_error("D24\n" + std::string(30, '9') + "\n", 2, 1, "30 digits");
    expect_reads("D24\n999999999999999999\n", kD24, 999'999'999'999'999'999u);
    expect_reads("D24\n1000000000000000000\n", kD24, 1'000'000'000'000'000'000u);  // 10^18, the input limit
    expect_error("D24\n1000000000000000001\n", 2, 1, "m is too large");

    // The most digits with any m: no table size refuses them any more (issue 21). 100,000 E with
    // m = 100,000 used to be refused with "m up to 28274 fits".
    const std::string longest(kMaxDigits, 'E');
    for (const char* m : {"1000", "28275", "100000", "700000", "1000000000000000000"})
        EXPECT_TRUE(parse_problem_file(longest + "\n" + m + "\n").ok()) << m;
}

TEST(HexmaxFile, MovesOverrideIsCheckedInsteadOfTheFilesM) {
    const std::string text = std::string(kMaxDigits, 'E') + "\n100000\n";
    auto small = parse_problem_file(text, {}, 5);
    ASSERT_TRUE(small.ok()) << small.error().to_string();
    EXPECT_EQ(small->m, 5u);
    auto big = parse_problem_file("D24\n3\n", {}, kMaxM);
    ASSERT_TRUE(big.ok());
    auto too_big = parse_problem_file("D24\n5\n", {}, kMaxM + 1);
    ASSERT_FALSE(too_big.ok());
    EXPECT_EQ(too_big.error().where, "--moves");
    EXPECT_EQ(too_big.error().line, 0);
    EXPECT_NE(too_big.error().message.find("m is too large"), std::string::npos) << too_big.error().message;
    EXPECT_FALSE(parse_problem_file("D24\nx\n", {}, 5).ok());  // line 2 must still be an m
}

TEST(HexmaxFile, DecimalAnswersAcceptHexNumbers) {
    // "Digits 0-9 only" is about the answer: the number may hold A-F, as every contest file does.
    Options decimal;
    decimal.decimal_only = true;
    auto hex = parse_problem_file("  12A4\n0\n", decimal);
    ASSERT_TRUE(hex.ok()) << hex.error().to_string();
    EXPECT_EQ(digits_text(hex->digits), "12A4");
    EXPECT_TRUE(hex->options.decimal_only);
}

TEST(HexmaxFile, WritesWhatItReads) {
    Problem problem;
    problem.digits = {0, 10, 15, 9};
    problem.m = 42;
    EXPECT_EQ(format_problem_file(problem), "0AF9\n42\n");
    auto back = parse_problem_file(format_problem_file(problem));
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back.value(), problem);
}

TEST(HexmaxFile, OptionsAreTakenAsGiven) {
    Options options;
    options.goal = Goal::smallest;
    options.decimal_only = true;
    auto problem = parse_problem_file("12\n1\n", options);
    ASSERT_TRUE(problem.ok());
    EXPECT_EQ(problem->options, options);
}

TEST(HexmaxProblem, OptionNames) {
    EXPECT_EQ(goal_from_name("min"), Goal::smallest);
    EXPECT_EQ(goal_from_name(goal_name(Goal::largest)), Goal::largest);
    EXPECT_FALSE(goal_from_name("largest").has_value());
    EXPECT_EQ(decimal_only_from_name("decimal"), true);
    EXPECT_EQ(decimal_only_from_name(digits_name(false)), false);
    EXPECT_FALSE(decimal_only_from_name("dec").has_value());
}

TEST(HexmaxProblem, DigitsTextAndDisplay) {
    EXPECT_EQ(digits_text({0xD, 2, 4, 0xB}), "D24B");
    const Display display = display_of({8, 1}, GlyphSet::contest);
    ASSERT_EQ(display.size(), 2u);
    EXPECT_EQ(display[0], 0x7F);
    EXPECT_EQ(display[1], 0x06);
    auto digits = parse_digits("fF0", 0, 1);
    ASSERT_TRUE(digits.ok());
    EXPECT_EQ(digits.value(), (std::vector<std::uint8_t>{15, 15, 0}));
    EXPECT_FALSE(parse_digits("").ok());
}

}  // namespace
}  // namespace knobel::hexmax

namespace knobel::hexmax {
namespace {

// The app's m field hands whatever is typed to parse_m: every kind of bad entry gets its own words.
TEST(HexmaxParseM, EveryBadEntrySaysWhatIsWrong) {
    const auto message_of = [](std::string_view text) {
        auto m = parse_m(text);
        return m ? std::string("accepted ") + std::to_string(m.value()) : m.error().message;
    };
    EXPECT_EQ(message_of("7"), "accepted 7");
    EXPECT_EQ(message_of("999999999999999999"), "accepted 999999999999999999");
    EXPECT_NE(message_of("").find("m is missing"), std::string::npos) << message_of("");
    EXPECT_NE(message_of("-3").find("must not be negative"), std::string::npos) << message_of("-3");
    EXPECT_NE(message_of("abc").find("must be a whole number"), std::string::npos) << message_of("abc");
    EXPECT_EQ(message_of("1000000000000000000"), "accepted 1000000000000000000");
    EXPECT_NE(message_of("1000000000000000001").find("too large"), std::string::npos);
}

}  // namespace
}  // namespace knobel::hexmax
