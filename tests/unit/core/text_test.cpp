#include "core/text.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <set>

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

// Two byte-order marks made Matches call the second mark, printed as itself, "not a keyword", in
// quotes that looked empty (issue 21). Invisible and control characters are named by number now.
TEST(Quote, NamesInvisibleCharactersByCodePoint) {
    EXPECT_EQ(quote("\xEF\xBB\xBF" "before"), "\"<U+FEFF>before\"");
    EXPECT_EQ(quote("a\xE2\x80\x8B" "b"), "\"a<U+200B>b\"");  // a zero-width space
    EXPECT_EQ(quote("1\xC2\xA0" "2"), "\"1<U+00A0>2\"");      // a no-break space
    EXPECT_EQ(quote(std::string("\0\x01\x1B\x7F", 4)), "\"<U+0000><U+0001><U+001B><U+007F>\"");
    EXPECT_EQ(quote("\xC2\x85"), "\"<U+0085>\"");                // a C1 control (next line)
    EXPECT_EQ(quote("\xE2\x80\xAE" "abc"), "\"<U+202E>abc\"");  // right-to-left override
    EXPECT_EQ(quote("\xF3\xA0\x81\x81"), "\"<U+E0041>\"");      // a tag character
    // A named character counts as one for the cut.
    EXPECT_EQ(quote("\xC3\xA4\xE2\x80\x8B" "x", 2), "\"\xC3\xA4<U+200B>\xE2\x80\xA6\"");
}

// Every code point of the planes in use, encoded here independently: shown as itself, or named
// as U+ and its hex digits (formatted here with %04X), never lost or shown as something else. The
// controls and format characters a message could hide are all named; letters, digits and signs
// are not.
TEST(Quote, EveryCodePointIsShownOrNamed) {
    const auto encode = [](std::uint32_t code) {
        std::string out;
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
        return out;
    };
    std::set<std::uint32_t> named;
    for (std::uint32_t code = 0; code <= 0x10FFFF; ++code) {
        if (code >= 0xD800 && code <= 0xDFFF) continue;  // surrogates are no characters
        // Planes 4 to 13, 15 and 16 hold no characters yet or private ones only: a sample of them.
        const std::uint32_t plane = code >> 16;
        if (plane >= 4 && plane != 14 && code % 97 != 0) continue;
        if (code == '\t' || code == '\n' || code == '\r' || code == '"' || code == '\\') continue;  // escaped
        const std::string text = encode(code);
        const std::string shown = quote(text);
        char name[16];
        std::snprintf(name, sizeof name, "\"<U+%04X>\"", static_cast<unsigned>(code));
        if (shown == name) {
            named.insert(code);
        } else {
            ASSERT_EQ(shown, "\"" + text + "\"") << code;
        }
    }
    for (const std::uint32_t code : {0x00u, 0x07u, 0x1Fu, 0x7Fu, 0x80u, 0x9Fu, 0xA0u, 0xADu, 0x200Bu, 0x200Du,
                                     0x200Eu, 0x2028u, 0x2029u, 0x202Eu, 0x2060u, 0x2066u, 0x3000u, 0xFE0Fu, 0xFEFFu,
                                     0xE0001u, 0xE007Fu})
        EXPECT_TRUE(named.count(code)) << std::hex << code;
    for (const std::uint32_t code : {0x41u, 0x7Au, 0x30u, 0x2Du, 0x7Eu, 0xE4u, 0x20ACu, 0x4E2Du, 0x1F642u, 0x2026u})
        EXPECT_FALSE(named.count(code)) << std::hex << code;
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
