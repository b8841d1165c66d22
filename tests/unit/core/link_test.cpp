#include "core/link.h"

#include <gtest/gtest.h>

namespace knobel {
namespace {

TEST(ParseLink, PuzzlePartsAndOptions) {
    auto link = parse_link("#hexmax/D24/3/goal=min/glyphs=alt");
    ASSERT_TRUE(link.ok()) << link.error().to_string();
    EXPECT_EQ(link->puzzle, "hexmax");
    ASSERT_EQ(link->parts.size(), 2u);
    EXPECT_EQ(link->parts[0].text, "D24");
    EXPECT_EQ(link->parts[0].number, 2);
    EXPECT_EQ(link->parts[1].text, "3");
    ASSERT_EQ(link->options.size(), 2u);
    ASSERT_NE(link->option("goal"), nullptr);
    EXPECT_EQ(link->option("goal")->value, "min");
    EXPECT_EQ(link->option("glyphs")->number, 5);
    EXPECT_EQ(link->option("missing"), nullptr);
}

TEST(ParseLink, WithoutHashAndEmpty) {
    EXPECT_EQ(parse_link("views")->puzzle, "views");
    EXPECT_TRUE(parse_link("")->puzzle.empty());
    EXPECT_TRUE(parse_link("#")->puzzle.empty());
    EXPECT_TRUE(parse_link("#views/")->parts.empty());
}

TEST(ParseLink, VersionPrefix) {
    auto link = parse_link("#v1/views/fe88e8f9b499");
    ASSERT_TRUE(link.ok());
    EXPECT_EQ(link->puzzle, "views");
    EXPECT_EQ(link->puzzle_part, 2);
    EXPECT_EQ(link->parts[0].number, 3);
    EXPECT_EQ(parse_link("#views/fe88e8f9b499")->puzzle_part, 1);

    auto future = parse_link("#v2/views/x");
    ASSERT_FALSE(future.ok());
    EXPECT_NE(future.error().to_string().find("link part 1"), std::string::npos);
    EXPECT_FALSE(parse_link("#v1").ok());
}

TEST(ParseLink, PercentDecoding) {
    auto link = parse_link("#x/a%2Fb/k=%3D%25");
    ASSERT_TRUE(link.ok());
    EXPECT_EQ(link->parts[0].text, "a/b");
    EXPECT_EQ(link->option("k")->value, "=%");
}

TEST(ParseLink, ErrorsNameThePart) {
    auto bad_escape = parse_link("#x/ok/ab%4");
    ASSERT_FALSE(bad_escape.ok());
    EXPECT_EQ(bad_escape.error().to_string(), "link part 3, character 3: '%' must be followed by two hex digits");

    auto empty_part = parse_link("#x//y");
    ASSERT_FALSE(empty_part.ok());
    EXPECT_EQ(empty_part.error().where, "link part 2");

    EXPECT_FALSE(parse_link("#x/=5").ok());
    EXPECT_FALSE(parse_link("#a=b").ok());
    EXPECT_FALSE(parse_link("#x/k=1/k=2").ok());
}

TEST(LinkPuzzleName, EvenWhenTheRestIsBroken) {
    EXPECT_EQ(link_puzzle_name("#views/%zz//"), "views");
    EXPECT_EQ(link_puzzle_name("#v1/hexmax/%"), "hexmax");
    EXPECT_EQ(link_puzzle_name("hexmax"), "hexmax");
    EXPECT_EQ(link_puzzle_name("#k=v/x"), "");
    EXPECT_EQ(link_puzzle_name(""), "");
}

TEST(FormatLink, RoundTrips) {
    Link link;
    link.puzzle = "hexmax";
    link.parts = {{"D24", 0}, {"a/b c", 0}};
    link.options = {{"goal", "min", 0}, {"odd", "x=y%", 0}};
    const std::string text = format_link(link);
    EXPECT_EQ(text, "#hexmax/D24/a%2Fb%20c/goal=min/odd=x%3Dy%25");
    auto again = parse_link(text);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->parts[1].text, "a/b c");
    EXPECT_EQ(again->option("odd")->value, "x=y%");
}

TEST(FormatLink, PuzzleNamedLikeAVersion) {
    auto link = parse_link("#v1/v7/x");
    ASSERT_TRUE(link.ok());
    EXPECT_EQ(link->puzzle, "v7");
    EXPECT_EQ(format_link(*link), "#v1/v7/x");
}

TEST(CheckLinkOptions, NamesTheUnknownOne) {
    auto link = parse_link("#hexmax/D24/3/goal=min/colour=red");
    ASSERT_TRUE(link.ok());
    auto error = check_link_options(*link, {"goal", "glyphs"});
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->where, "link part 5");
    EXPECT_NE(error->message.find("colour"), std::string::npos);
    EXPECT_FALSE(check_link_options(*link, {"goal", "colour"}).has_value());
}

}  // namespace
}  // namespace knobel
