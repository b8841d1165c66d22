#include "hexmax/link_codec.h"

#include <gtest/gtest.h>

#include <random>

namespace knobel::hexmax {
namespace {

Expected<Problem> from_fragment(std::string_view fragment) {
    auto link = parse_link(fragment);
    if (!link) return link.error();
    return problem_from_link(link.value());
}

void expect_error(std::string_view fragment, std::string_view where, std::string_view words, int character = -1) {
    auto problem = from_fragment(fragment);
    ASSERT_FALSE(problem.ok()) << "accepted: " << fragment;
    EXPECT_EQ(problem.error().where, where) << problem.error().to_string();
    EXPECT_NE(problem.error().message.find(words), std::string::npos) << problem.error().to_string();
    if (character >= 0) {
        EXPECT_EQ(problem.error().column, character) << problem.error().to_string();
    }
}

TEST(HexmaxLink, ReadsNumberMAndOptions) {
    auto plain = from_fragment("#hexmax/D24/3");
    ASSERT_TRUE(plain.ok()) << plain.error().to_string();
    EXPECT_EQ(plain->digits, (std::vector<std::uint8_t>{0xD, 2, 4}));
    EXPECT_EQ(plain->m, 3u);
    EXPECT_EQ(plain->options, Options{});

    auto lower = from_fragment("#hexmax/d24/3");
    ASSERT_TRUE(lower.ok());
    EXPECT_EQ(lower.value(), plain.value());

    auto options = from_fragment("#hexmax/124/3/goal=min/glyphs=variant/digits=decimal");
    ASSERT_TRUE(options.ok()) << options.error().to_string();
    EXPECT_EQ(options->options.goal, Goal::smallest);
    EXPECT_EQ(options->options.glyphs, GlyphSet::variant);
    EXPECT_TRUE(options->options.decimal_only);

    // A decimal answer for a hex number: the link keeps the number's A-F.
    auto hex_number_decimal_answer = from_fragment("#hexmax/12B4/3/digits=decimal");
    ASSERT_TRUE(hex_number_decimal_answer.ok()) << hex_number_decimal_answer.error().to_string();
    EXPECT_EQ(digits_text(hex_number_decimal_answer->digits), "12B4");
    EXPECT_TRUE(hex_number_decimal_answer->options.decimal_only);

    auto defaults_spelt_out = from_fragment("#v1/hexmax/D24/3/goal=max/glyphs=contest/digits=hex");
    ASSERT_TRUE(defaults_spelt_out.ok()) << defaults_spelt_out.error().to_string();
    EXPECT_EQ(defaults_spelt_out.value(), plain.value());
}

TEST(HexmaxLink, CanonicalLinks) {
    Problem problem;
    problem.digits = {0xD, 2, 4};
    problem.m = 3;
    EXPECT_EQ(problem_link(problem), "#hexmax/D24/3");
    problem.options.goal = Goal::smallest;
    problem.options.glyphs = GlyphSet::variant;
    problem.options.decimal_only = true;
    EXPECT_EQ(problem_link(problem), "#hexmax/D24/3/goal=min/glyphs=variant/digits=decimal");
}

TEST(HexmaxLink, RoundTrips) {
    std::mt19937 random(11);
    for (int round = 0; round < 300; ++round) {
        Problem problem;
        problem.digits.resize(1 + random() % 30);
        for (auto& d : problem.digits) d = static_cast<std::uint8_t>(random() % 16);
        problem.m = random() % 2 ? random() % 50 : kMaxM;
        problem.options.goal = random() % 2 ? Goal::smallest : Goal::largest;
        problem.options.glyphs = random() % 2 ? GlyphSet::variant : GlyphSet::contest;
        problem.options.decimal_only = random() % 2;
        auto back = from_fragment(problem_link(problem));
        ASSERT_TRUE(back.ok()) << back.error().to_string();
        EXPECT_EQ(back.value(), problem) << problem_link(problem);
    }
}

TEST(HexmaxLink, ErrorsNameThePart) {
    expect_error("#hexmax", "link part 2", "no hex number");
    expect_error("#hexmax/D24", "link part 3", "no m");
    expect_error("#hexmax/D2G/3", "link part 2", "'G' is not a hex digit", 3);
    expect_error("#hexmax/D24/x", "link part 3", "whole number", 1);
    expect_error("#hexmax/D24/-1", "link part 3", "negative");
    expect_error("#hexmax/D24/99999999999999999999", "link part 3", "too large");
    expect_error("#hexmax/D24/3/4", "link part 4", "unexpected part");
    expect_error("#hexmax/D24/3/goal=big", "link part 4", "goal must be max or min");
    expect_error("#hexmax/D24/3/glyphs=round", "link part 4", "glyphs must be contest or variant");
    expect_error("#hexmax/D24/3/goal=min/digits=octal", "link part 5", "digits must be hex or decimal");
    expect_error("#hexmax/D24/3/colour=red", "link part 4", "unknown option");
    expect_error("#views/D24/3", "link part 1", "not to Hex-Max");
    expect_error("#v1/hexmax/D2G/3", "link part 3", "not a hex digit");
    expect_error("#hexmax/" + std::string(kMaxDigits + 1, 'E') + "/3", "link part 2", "too long");
    // Any m up to 18 digits is solved, also with the most digits (m = 100,000 used to be refused).
    EXPECT_TRUE(from_fragment("#hexmax/" + std::string(kMaxDigits, 'E') + "/100000").ok());
}

}  // namespace
}  // namespace knobel::hexmax
