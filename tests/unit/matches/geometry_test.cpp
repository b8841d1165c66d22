#include "matches/geometry.h"
#include "match_at.h"

#include <gtest/gtest.h>

#include <random>

namespace knobel::matches {
namespace {

using testing::at;

__extension__ typedef __int128 Int128;

Point random_point(std::mt19937_64& rng, std::int64_t spread) {
    std::uniform_int_distribution<std::int64_t> value(-spread, spread);
    return {value(rng), value(rng), value(rng), value(rng)};
}

TEST(MatchesGeometry, TwelveTurnsAndTwoMirrorsAreTheIdentity) {
    std::mt19937_64 rng(1);
    for (int i = 0; i < 200; ++i) {
        const Point x = random_point(rng, 1'000'000'000);
        Point turned = x;
        for (int k = 0; k < 12; ++k) turned = turn30(turned);
        EXPECT_EQ(turned, x);
        EXPECT_EQ(mirror(mirror(x)), x);
        // Six turns are a half turn: the point through the origin.
        Point half = x;
        for (int k = 0; k < 6; ++k) half = turn30(half);
        EXPECT_EQ(half, Point{} - x);
        // Mirror, turn, mirror is the turn the other way.
        Point back = x;
        for (int k = 0; k < 11; ++k) back = turn30(back);
        EXPECT_EQ(mirror(turn30(mirror(x))), back);
    }
}

TEST(MatchesGeometry, TurnAndMirrorMatchTheFileCoordinates) {
    // In a b c d: a turn by 30° is x' = x√3/2 − y/2, y' = x/2 + y√3/2, worked out by hand:
    // a' = (3b − c)/2, b' = (a − d)/2, c' = (a + 3d)/2, d' = (b + c)/2; the mirror negates c, d.
    std::mt19937_64 rng(2);
    for (int i = 0; i < 200; ++i) {
        const Point x = random_point(rng, 1'000'000);
        const Abcd v = to_abcd(x);
        EXPECT_EQ(to_abcd(turn30(x)), (Abcd{(3 * v.b - v.c) / 2, (v.a - v.d) / 2, (v.a + 3 * v.d) / 2, (v.b + v.c) / 2}));
        EXPECT_EQ(to_abcd(mirror(x)), (Abcd{v.a, v.b, -v.c, -v.d}));
        EXPECT_EQ(from_abcd(v), x);
    }
    EXPECT_FALSE(from_abcd({1, 0, 0, 0}));  // a and d of different parity
    EXPECT_FALSE(from_abcd({0, 1, 0, 0}));
    EXPECT_EQ(to_abcd(unit_step(1)), (Abcd{0, 1, 1, 0}));  // (√3/2, 1/2)
    EXPECT_EQ(to_abcd(unit_step(3)), (Abcd{0, 0, 2, 0}));  // (0, 1)
    EXPECT_EQ(to_abcd(unit_step(8)), (Abcd{-1, 0, 0, -1}));
}

TEST(MatchesGeometry, MatchesAreCanonical) {
    const Point origin{};
    EXPECT_EQ(make_match(origin, 6), make_match(unit_step(6), 0));  // written from the other end
    EXPECT_EQ(make_match(origin, 7).direction, 1);
    const Transform t{5, true};
    const Match m = make_match({3, -1, 2, 0}, 4);
    EXPECT_EQ(apply(t, m), make_match(apply(t, m.start), -4 + 5));
    EXPECT_EQ(apply(compose(Transform{3, false}, Transform{2, true}), m.start),
              apply(Transform{3, false}, apply(Transform{2, true}, m.start)));
    EXPECT_EQ(apply(compose(Transform{3, true}, Transform{2, true}), m.start),
              apply(Transform{3, true}, apply(Transform{2, true}, m.start)));
}

TEST(MatchesGeometry, ContactCases) {
    const Match base = at(0, 0, 0, 0, 0);  // (0,0)-(1,0)
    EXPECT_EQ(contact(base, at(2, 0, 0, 0, 180)), Contact::same);
    EXPECT_EQ(contact(base, at(2, 0, 0, 0, 0)), Contact::shared_end);
    EXPECT_EQ(contact(base, at(0, 0, 0, 0, 90)), Contact::shared_end);
    EXPECT_EQ(contact(base, at(-2, 2, 0, 0, 0)), Contact::overlap);     // from (√3 − 1, 0)
    EXPECT_EQ(contact(base, at(2, -1, -1, 0, 90)), Contact::cross);     // up from (1 − √3/2, −1/2)
    EXPECT_EQ(contact(base, at(-2, 2, 0, 0, 90)), Contact::touch);      // starts at (√3 − 1, 0)
    EXPECT_EQ(contact(base, at(-2, 2, 0, 0, 270)), Contact::touch);
    EXPECT_EQ(contact(at(-2, 2, 0, 0, 270), base), Contact::touch);
    EXPECT_EQ(contact(base, at(0, 0, 2, 0, 0)), Contact::apart);
    EXPECT_EQ(contact(base, at(4, 0, 0, 0, 0)), Contact::apart);        // on the line, beyond
    EXPECT_EQ(contact(at(0, 0, 0, 0, 60), at(2, 0, 0, 0, 120)), Contact::shared_end);  // a triangle's top
    EXPECT_EQ(contact(at(0, 0, 0, 0, 60), at(1, 0, 0, 1, 240)), Contact::same);
    EXPECT_EQ(contact(at(0, 0, 0, 0, 60), at(1, 0, 0, 1, 300)), Contact::shared_end);
    EXPECT_EQ(contact(at(0, 0, 0, 0, 30), at(2, 0, 0, 0, 120)), Contact::cross);  // at (3/4, √3/4)
    EXPECT_EQ(contact(at(0, 0, 0, 0, 30), at(0, 1, -1, 0, 90)), Contact::shared_end);
}

// ⌊√n⌋ by bisection, so that the test's numbers need no floating point either.
std::int64_t root(Int128 n) {
    std::int64_t low = 0, high = 4'000'000'000;
    while (high - low > 1) {
        const std::int64_t middle = low + (high - low) / 2;
        (static_cast<Int128>(middle) * middle <= n ? low : high) = middle;
    }
    return low;
}

// The sign of X + Y√3 by the independent route of comparing squares.
int sign_of(Int128 x, Int128 y) {
    const Int128 left = x, right = -y;  // X + Y√3 > 0  <=>  X > −Y√3
    if (left >= 0 && right <= 0) return (left == 0 && right == 0) ? 0 : 1;
    if (left <= 0 && right >= 0) return -1;
    if (left > 0) return left * left > 3 * right * right ? 1 : -1;  // both positive
    return left * left < 3 * right * right ? 1 : -1;                 // both negative
}

TEST(MatchesGeometry, NearMissesAreDecidedExactly) {
    // Points with y = c/2 + d√3/2 within about 1e-9 of 0 and x near 0.5: a vertical match from
    // there crosses (0,0)-(1,0) when it starts just below and misses it when just above; a
    // match ending just short of the base touches nothing.
    int crosses = 0, misses = 0;
    for (std::int64_t d = 400'000'000; d < 400'000'050; ++d) {
        for (const std::int64_t nudge : {-1, 1}) {
            // c ≈ −d√3 with c ≡ b (b chosen below to fit x ≈ 0.5).
            const std::int64_t c = -root(3 * static_cast<Int128>(d) * d) + nudge;
            for (std::int64_t b = 300'000'000; b < 300'000'002; ++b) {
                if (((c - b) & 1) != 0) continue;
                // a ≈ 1 − b√3 with a ≡ d.
                std::int64_t a = 1 - root(3 * static_cast<Int128>(b) * b);
                if (((a - d) & 1) != 0) ++a;
                const int y_sign = sign_of(c, d);
                if (y_sign == 0 || sign_of(a, b) <= 0 || sign_of(2 - a, -b) <= 0) continue;  // x in (0, 1)
                const Match up = make_match(*from_abcd({a, b, c, d}), 3);
                const Contact got = contact(at(0, 0, 0, 0, 0), up);
                if (y_sign < 0) {
                    EXPECT_EQ(got, Contact::cross) << a << " " << b << " " << c << " " << d;
                    ++crosses;
                } else {
                    EXPECT_EQ(got, Contact::apart) << a << " " << b << " " << c << " " << d;
                    ++misses;
                }
                // The same match turned upside down (ending at the point): crosses when the point
                // is above the base, misses when below.
                const Match down = make_match(*from_abcd({a, b, c, d}), 9);
                EXPECT_EQ(contact(at(0, 0, 0, 0, 0), down), y_sign > 0 ? Contact::cross : Contact::apart);
            }
        }
    }
    EXPECT_GT(crosses, 10);
    EXPECT_GT(misses, 10);
}

TEST(MatchesGeometry, NeighbouringCellsHoldEveryContact) {
    std::mt19937_64 rng(3);
    int contacts = 0;
    for (int i = 0; i < 20000; ++i) {
        const Point base = random_point(rng, 1'000'000'000);
        const Match first = make_match(base, static_cast<int>(rng() % 12));
        Point offset = random_point(rng, 2);
        const Match second = make_match(base + offset, static_cast<int>(rng() % 12));
        const Contact c = contact(first, second);
        if (c == Contact::apart) continue;
        ++contacts;
        const Cell x = cell_of(first), y = cell_of(second);
        EXPECT_LE(std::abs(x.x - y.x), 1);
        EXPECT_LE(std::abs(x.y - y.y), 1);
    }
    EXPECT_GT(contacts, 500);
}

}  // namespace
}  // namespace knobel::matches
