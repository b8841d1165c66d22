#include "app/midend/refused_characters.h"

#include <gtest/gtest.h>

#include <string>

namespace knobel::app {
namespace {

// Feeds `text` (ASCII) through the filter; returns what it kept.
std::string feed(RefusedCharacters& refused, const std::u32string& text) {
    std::string kept;
    for (char32_t c : text)
        if (refused.accept(c)) kept += static_cast<char>(c);
    return kept;
}

TEST(RefusedCharacters, KeepsEveryHexDigitAndNothingElse) {
    RefusedCharacters refused;
    for (char32_t c = 0; c < 0x250; ++c) {
        const bool hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        EXPECT_EQ(refused.accept(c), hex) << static_cast<unsigned>(c);
    }
}

TEST(RefusedCharacters, SaysWhatWasIgnored) {
    RefusedCharacters refused;
    EXPECT_TRUE(refused.empty());
    EXPECT_EQ(refused.message(), "");
    EXPECT_EQ(feed(refused, U"0x1F"), "01F");
    EXPECT_EQ(refused.message(), "Ignored 'x': a Hex-Max number has only the digits 0-9 and A-F.");

    refused.clear();
    EXPECT_EQ(feed(refused, U"0x1G"), "01");
    EXPECT_EQ(refused.message(), "Ignored 'x' and 1 other character: a Hex-Max number has only the digits 0-9 and A-F.");

    refused.clear();
    EXPECT_EQ(feed(refused, U"12 34\n56"), "123456");
    EXPECT_EQ(refused.message(), "Ignored 2 spaces or line breaks: a Hex-Max number has only the digits 0-9 and A-F.");

    refused.clear();
    EXPECT_EQ(feed(refused, U" \u00e4z-9"), "9");
    EXPECT_EQ(refused.message(),
              "Ignored '\xC3\xA4' and 2 other characters, and 1 space or line break: a Hex-Max number has only the "
              "digits 0-9 and A-F.");
    EXPECT_FALSE(refused.empty());
}

}  // namespace
}  // namespace knobel::app
