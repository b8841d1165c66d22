// The figure checks (first_rule_break, rule_breakers, PlayTable's move check) find their pairs
// through MatchGrid; here they are compared with the plain pairwise check over every pair on
// random crowded figures, where crossings, overlaps, touches, repeats and shared ends are common.

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "matches/figure.h"
#include "matches/moves.h"

namespace knobel::matches {
namespace {

bool breaks(Contact kind) { return kind != Contact::apart && kind != Contact::shared_end; }

// The pairwise check the grid replaces: every later match against every earlier one.
std::optional<RuleBreak> brute_first_rule_break(const Figure& figure) {
    for (std::size_t later = 0; later < figure.size(); ++later)
        for (std::size_t earlier = 0; earlier < later; ++earlier)
            if (const Contact kind = contact(figure[later], figure[earlier]); breaks(kind))
                return RuleBreak{later, earlier, kind};
    return std::nullopt;
}

std::vector<std::size_t> brute_rule_breakers(const Figure& figure) {
    std::vector<std::size_t> breakers;
    for (std::size_t i = 0; i < figure.size(); ++i)
        for (std::size_t j = 0; j < figure.size(); ++j)
            if (i != j && breaks(contact(figure[i], figure[j]))) {
                breakers.push_back(i);
                break;
            }
    return breakers;
}

// A point with small ring coordinates near `centre`: the plane near there is crowded with them.
Point near(std::mt19937_64& rng, const Point& centre, int spread) {
    const auto pick = [&] { return static_cast<std::int64_t>(rng() % (2 * spread + 1)) - spread; };
    return centre + Point{pick(), pick(), pick(), pick()};
}

// Up to `count` matches around a few centres (some far out, where cells are negative or huge),
// each kept with probability `keep_bad` even if it breaks a rule: figures with no, one or many
// rule breaks.
Figure crowded_figure(std::mt19937_64& rng, std::size_t count, double keep_bad) {
    std::vector<Point> centres = {{0, 0, 0, 0}, {-400'000'000, 7, 3, -400'000'000}, {12, -30, 5, 9}};
    Figure figure;
    std::uniform_real_distribution<double> coin(0.0, 1.0);
    for (int attempt = 0; attempt < 40 * static_cast<int>(count) && figure.size() < count; ++attempt) {
        const Point& centre = centres[rng() % centres.size()];
        // Two draws, two statements: as arguments of one call their order is the compiler's (GCC
        // right to left, clang left to right), and the figures, with them the counts checked at
        // the end, differed between the GCC and the clang build. This is GCC's order.
        const int direction = static_cast<int>(rng() % 12);
        const Match candidate = make_match(near(rng, centre, 2), direction);
        const bool bad = std::any_of(figure.begin(), figure.end(), [&](const Match& m) { return breaks(contact(m, candidate)); });
        if (!bad || coin(rng) < keep_bad) figure.push_back(candidate);
    }
    return figure;
}

TEST(MatchesFigure, GridChecksAgreeWithEveryPair) {
    std::mt19937_64 rng(2112);
    int valid = 0, broken = 0, many = 0;
    std::set<Contact> kinds;
    for (int round = 0; round < 600; ++round) {
        const double keep_bad = round % 3 == 0 ? 0.0 : round % 3 == 1 ? 0.02 : 0.3;
        const Figure figure = crowded_figure(rng, 5 + rng() % 60, keep_bad);
        const auto expected = brute_first_rule_break(figure);
        const auto got = first_rule_break(figure);
        ASSERT_EQ(got.has_value(), expected.has_value()) << round;
        if (expected) {
            EXPECT_EQ(got->later, expected->later) << round;
            EXPECT_EQ(got->earlier, expected->earlier) << round;
            EXPECT_EQ(got->contact, expected->contact) << round;
            kinds.insert(expected->contact);
            ++broken;
        } else {
            ++valid;
        }
        const auto breakers = brute_rule_breakers(figure);
        EXPECT_EQ(rule_breakers(figure), breakers) << round;
        many += breakers.size() > 4 ? 1 : 0;
    }
    // The rounds must really reach every case.
    EXPECT_GT(valid, 100);
    EXPECT_GT(broken, 80);
    EXPECT_GT(many, 20);
    EXPECT_EQ(kinds, (std::set<Contact>{Contact::same, Contact::cross, Contact::overlap, Contact::touch}));
}

// PlayTable's check against the pairwise rule: on a valid crowded figure, a match lifted and
// laid at a random place nearby is refused exactly when the laid match meets a remaining one
// badly (targets that are taken are left out: that rule is not the grid's).
TEST(MatchesFigure, MoveChecksAgreeWithEveryPair) {
    std::mt19937_64 rng(4221);
    int allowed = 0, refused = 0;
    for (int round = 0; round < 300; ++round) {
        const Figure figure = crowded_figure(rng, 5 + rng() % 40, 0.0);
        PlayTable table(figure);
        for (int move = 0; move < 20; ++move) {
            const Match from = figure[rng() % figure.size()];
            const int direction = static_cast<int>(rng() % 12);  // drawn first, as above
            const Match to = make_match(near(rng, figure[rng() % figure.size()].start, 1), direction);
            if (std::find(figure.begin(), figure.end(), to) != figure.end()) continue;
            bool bad = false;
            for (const Match& other : figure)
                if (!(other == from) && breaks(contact(to, other))) bad = true;
            const auto reason = table.check({from, to});
            EXPECT_EQ(reason.has_value(), bad) << round << " " << move << (reason ? *reason : "");
            (bad ? refused : allowed) += 1;
        }
    }
    EXPECT_GT(allowed, 300);
    EXPECT_GT(refused, 300);
}

}  // namespace
}  // namespace knobel::matches
