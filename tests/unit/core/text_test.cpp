#include "core/text.h"

#include <gtest/gtest.h>

namespace knobel {
namespace {

std::vector<std::string> texts(std::string_view input) {
    std::vector<std::string> out;
    for (const TextLine& line : split_lines(input)) out.emplace_back(line.text);
    return out;
}

TEST(SplitLines, AllLineEndings) {
    EXPECT_EQ(texts("a\nb\r\nc\rd"), (std::vector<std::string>{"a", "b", "c", "d"}));
    EXPECT_EQ(texts("a\n"), (std::vector<std::string>{"a"}));
    EXPECT_EQ(texts("a\n\n"), (std::vector<std::string>{"a", ""}));
    EXPECT_EQ(texts(""), (std::vector<std::string>{}));
    EXPECT_EQ(texts("\r\n"), (std::vector<std::string>{""}));
}

TEST(SplitLines, NumbersLines) {
    const auto lines = split_lines("x\r\n\r\ny");
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[2].number, 3);
    EXPECT_EQ(lines[2].text, "y");
}

TEST(Trim, SpacesAndTabs) {
    EXPECT_EQ(trim(" \t ab c\t "), "ab c");
    EXPECT_EQ(trim("   "), "");
    EXPECT_TRUE(is_blank(" \t"));
    EXPECT_FALSE(is_blank(" x"));
}

TEST(HexDigitValue, AllDigitsAndOthers) {
    const std::string digits = "0123456789abcdef";
    for (int i = 0; i < 16; ++i) {
        EXPECT_EQ(hex_digit_value(digits[i]), i);
        EXPECT_EQ(hex_digit_value(static_cast<char>(std::toupper(digits[i]))), i);
    }
    for (char c : std::string("gG/:@`xX -")) EXPECT_EQ(hex_digit_value(c), -1) << c;
}

TEST(DescribeChar, Readable) {
    EXPECT_EQ(describe_char('x'), "'x'");
    EXPECT_EQ(describe_char(' '), "a space");
    EXPECT_EQ(describe_char('\t'), "a tab");
    EXPECT_EQ(describe_char('\xC3'), "byte 0xC3");
}

TEST(Quote, EscapesAndCuts) {
    EXPECT_EQ(quote("a\"b"), "\"a\\\"b\"");
    EXPECT_EQ(quote("abcdef", 3), "\"abc\xE2\x80\xA6\"");
    EXPECT_EQ(quote("a\tb"), "\"a\\tb\"");
}

TEST(Quote, CountsCharactersAndNeverSplitsOne) {
    // "äöü" is six bytes; cut after two characters, not two bytes.
    EXPECT_EQ(quote("\xC3\xA4\xC3\xB6\xC3\xBC", 2), "\"\xC3\xA4\xC3\xB6\xE2\x80\xA6\"");
    EXPECT_EQ(quote("\xE2\x82\xAC" "1", 1), "\"\xE2\x82\xAC\xE2\x80\xA6\"");  // the euro sign, then the cut
    EXPECT_EQ(quote("\xF0\x9F\x99\x82"), "\"\xF0\x9F\x99\x82\"");         // four bytes, one character
}

TEST(Quote, BytesThatAreNotUtf8BecomeQuestionMarks) {
    EXPECT_EQ(quote("a\xFF" "b"), "\"a?b\"");
    EXPECT_EQ(quote("\xC3"), "\"?\"");              // cut off
    EXPECT_EQ(quote("\x80x"), "\"?x\"");            // a stray continuation byte
    EXPECT_EQ(quote("\xC0\xAF"), "\"??\"");         // overlong '/'
    EXPECT_EQ(quote("\xED\xA0\x80"), "\"???\"");   // a surrogate
}

TEST(WithThousands, GroupsDigitsByThree) {
    EXPECT_EQ(with_thousands(0), "0");
    EXPECT_EQ(with_thousands(999), "999");
    EXPECT_EQ(with_thousands(1000), "1,000");
    EXPECT_EQ(with_thousands(1234567), "1,234,567");
    EXPECT_EQ(with_thousands(18446744073709551615u), "18,446,744,073,709,551,615");
}

TEST(ParseUnsigned, Accepts) {
    auto value = parse_unsigned("1234", 1000000, "m");
    ASSERT_TRUE(value.ok());
    EXPECT_EQ(*value, 1234u);
    EXPECT_EQ(*parse_unsigned("18446744073709551615", UINT64_MAX, "n"), UINT64_MAX);
    EXPECT_EQ(*parse_unsigned("0", 0, "n"), 0u);
}

TEST(ParseUnsigned, RejectsWithColumn) {
    auto bad = parse_unsigned("12x4", 100000, "m", 2, 3);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().line, 2);
    EXPECT_EQ(bad.error().column, 5);  // 'x' is the 3rd character, the text starts at column 3
    EXPECT_NE(bad.error().message.find("'x'"), std::string::npos);

    auto negative = parse_unsigned("-3", 100, "m");
    ASSERT_FALSE(negative.ok());
    EXPECT_NE(negative.error().message.find("negative"), std::string::npos);

    EXPECT_FALSE(parse_unsigned("", 100, "m").ok());
    EXPECT_FALSE(parse_unsigned("101", 100, "m").ok());
    EXPECT_FALSE(parse_unsigned("5", 4, "m").ok());
    EXPECT_FALSE(parse_unsigned("18446744073709551616", UINT64_MAX, "n").ok());
    EXPECT_FALSE(parse_unsigned("99999999999999999999999", UINT64_MAX, "n").ok());
}

}  // namespace
}  // namespace knobel
