#include "views/link_codec.h"

#include <gtest/gtest.h>

#include "test_util.h"
#include "views/battery.h"
#include "views/random_puzzle.h"

namespace knobel::views {
namespace {

Expected<ViewsLink> open(std::string_view fragment) {
    Expected<Link> link = parse_link(fragment);
    if (!link) return link.error();
    return parse_views_link(*link);
}

std::string link_error_of(std::string_view fragment) {
    Expected<ViewsLink> result = open(fragment);
    return result.ok() ? "(no error)" : result.error().to_string();
}

TEST(ViewsLink, ClassicHexLink) {
    auto link = open("#views/fe88e8f9b499");
    ASSERT_TRUE(link.ok()) << link.error().to_string();
    EXPECT_EQ(link->puzzle, battery_puzzle(157));
    EXPECT_FALSE(link->battery.has_value());
    EXPECT_EQ(puzzle_link(link->puzzle), "#views/fe88e8f9b499");
    EXPECT_EQ(open("views/FE88E8F9B499")->puzzle, link->puzzle);
    EXPECT_EQ(open("#v1/views/fe88e8f9b499")->puzzle, link->puzzle);
}

TEST(ViewsLink, EverySizeRoundTripsWithAndWithoutK) {
    for (int k = 2; k <= 8; ++k) {
        const Puzzle puzzle = random_solvable_puzzle(77, k, 20);
        const std::string text = puzzle_link(puzzle);
        auto back = open(text);
        ASSERT_TRUE(back.ok()) << text << ": " << back.error().to_string();
        EXPECT_EQ(back->puzzle, puzzle);
        auto with_k = open(text + "/k=" + std::to_string(k));
        ASSERT_TRUE(with_k.ok()) << with_k.error().to_string();
        EXPECT_EQ(with_k->puzzle, puzzle);
    }
}

TEST(ViewsLink, BatteryLinks) {
    auto link = open("#views/battery/157");
    ASSERT_TRUE(link.ok()) << link.error().to_string();
    EXPECT_EQ(link->battery, 157u);
    EXPECT_EQ(format_puzzle_hex(link->puzzle), "fe88e8f9b499");
    EXPECT_EQ(open("#views/battery/000157")->battery, 157u);
    EXPECT_EQ(open("#views/battery/999999")->battery, 999999u);
    EXPECT_EQ(battery_link(157), "#views/battery/000157");
    EXPECT_EQ(open(battery_link(31))->battery, 31u);
    EXPECT_TRUE(open("#views/battery/5/k=4").ok());
}

TEST(ViewsLink, ErrorsNameThePart) {
    EXPECT_EQ(link_error_of("#views/fe88e8g9b499"), "link part 2, character 7: 'g' is not a hex digit (0-9, a-f)");
    EXPECT_EQ(link_error_of("#views/fe88e8f9b49"),
              "link part 2, character 11: a puzzle has 3 (K = 2), 7 (K = 3), 12 (K = 4), 19 (K = 5), 27 (K = 6), "
              "37 (K = 7) or 48 (K = 8) hex digits, found 11");
    EXPECT_EQ(link_error_of("#views"), "link part 2: the link names no puzzle: expected #views/<hex> or #views/battery/<n>");
    EXPECT_EQ(link_error_of("#views/fe88e8f9b499/k=9"), "link part 3, character 3: the size must be 2 to 8, not 9");
    EXPECT_EQ(link_error_of("#views/fe88e8f9b499/k=5").substr(0, 13), "link part 2, ");
    EXPECT_NE(link_error_of("#views/fe88e8f9b499/k=5").find("a K = 5 puzzle has 19 hex digits, found 12"), std::string::npos);
    EXPECT_EQ(link_error_of("#views/fe88e8f9b499/size=4"), "link part 3: unknown option \"size\" (known: k)");
    EXPECT_EQ(link_error_of("#views/fe88e8f9b499/extra"), "link part 3: unexpected part after the puzzle");
    EXPECT_EQ(link_error_of("#views/battery"), "link part 3: the battery link needs a puzzle number: #views/battery/<n>");
    EXPECT_EQ(link_error_of("#views/battery/1000000").substr(0, 13), "link part 3, ");
    EXPECT_NE(link_error_of("#views/battery/1000000").find("too large"), std::string::npos);
    EXPECT_EQ(link_error_of("#views/battery/12x"),
              "link part 3, character 3: the battery puzzle number must be a whole number, found 'x' in \"12x\"");
    EXPECT_EQ(link_error_of("#views/battery/5/6"), "link part 4: unexpected part after the battery puzzle number");
    EXPECT_EQ(link_error_of("#views/battery/5/k=5"), "link part 4: battery puzzles are K = 4, not K = 5");
    EXPECT_EQ(link_error_of("#views/0000001"), "link part 2, character 7: the last hex digit sets padding bits: a K = 3 puzzle has 27 bits, so the lowest bit of the last digit must be 0");
}

}  // namespace
}  // namespace knobel::views
