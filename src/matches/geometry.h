#pragma once
// Exact geometry of matchstick figures (../shared/specs/matches.md). Every point is an element of
// the ring Z[ζ], ζ = e^{iπ/6}, held as integer coordinates (p, q, r, s) in the basis 1, ζ, ζ², ζ³.
// A turn by 30° and the mirror are integer maps, and every test below (equal, cross, overlap,
// touch) is decided with integers: a sign of X + Y·√3 is found by comparing X² with 3·Y². There is
// no floating point anywhere in the Matches core.
//
// The file's coordinates a b c d (x = a/2 + b·√3/2, y = c/2 + d·√3/2) convert both ways:
// a = 2p + r, b = q, c = q + 2s, d = r.

#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace knobel::matches {

struct Point {
    std::int64_t p = 0, q = 0, r = 0, s = 0;

    friend bool operator==(const Point&, const Point&) = default;
    friend auto operator<=>(const Point&, const Point&) = default;
    friend Point operator+(const Point& x, const Point& y) { return {x.p + y.p, x.q + y.q, x.r + y.r, x.s + y.s}; }
    friend Point operator-(const Point& x, const Point& y) { return {x.p - y.p, x.q - y.q, x.r - y.r, x.s - y.s}; }
};

// The file's coordinates of a point.
struct Abcd {
    std::int64_t a = 0, b = 0, c = 0, d = 0;
    friend bool operator==(const Abcd&, const Abcd&) = default;
};

Abcd to_abcd(const Point& point);
// nullopt when the point is off the lattice (a ≢ d or b ≢ c mod 2).
std::optional<Point> from_abcd(const Abcd& abcd);

// ζ^direction: the unit step at direction·30° (direction taken mod 12).
Point unit_step(int direction);
// The point turned by 30° counter-clockwise about the origin: (p, q, r, s) → (−s, p, q + s, r).
Point turn30(const Point& point);
// The point mirrored at the x axis (y → −y, complex conjugation): (p, q, r, s) → (p + r, q, −r, −q − s).
Point mirror(const Point& point);

// A match: the unit segment from `start` at `direction`·30°. Always canonical: direction 0..5
// (0°..150°), so that every match has exactly one representation; the written form "a b c d
// angle" uses the same end, with angle = 30·direction in 0..150.
struct Match {
    Point start;
    int direction = 0;  // 0..5

    friend bool operator==(const Match&, const Match&) = default;
    friend auto operator<=>(const Match&, const Match&) = default;
};

// The match from `from` at direction·30° (direction any integer, taken mod 12), made canonical.
Match make_match(const Point& from, int direction);
Point end_of(const Match& match);

struct MatchHash {
    std::size_t operator()(const Match& match) const;
};
struct PointHash {
    std::size_t operator()(const Point& point) const;
};

// A turn by multiples of 30° and an optional mirror image, as one element of the dihedral group
// D12: mirror first (y → −y), then turn by 30°·rotation counter-clockwise about the origin.
struct Transform {
    int rotation = 0;  // 0..11
    bool mirrored = false;

    friend bool operator==(const Transform&, const Transform&) = default;
    // 0..23: the order in which the solver visits transforms (identity first).
    int index() const { return (mirrored ? 12 : 0) + rotation; }
};

Point apply(const Transform& transform, const Point& point);
Match apply(const Transform& transform, const Match& match);
// (first ∘ second): apply `second`, then `first`.
Transform compose(const Transform& first, const Transform& second);

// Where the after figure goes on the table: transform first, then translate.
struct Placement {
    Transform transform;
    Point translation;

    friend bool operator==(const Placement&, const Placement&) = default;
};
Match apply(const Placement& placement, const Match& match);

// How two matches meet. Only `apart` and `shared_end` are allowed within one figure.
enum class Contact : std::uint8_t {
    apart,       // no common point
    shared_end,  // one common point, an end of both
    same,        // the same match (maybe written from the other end)
    cross,       // the interiors cross at one point
    overlap,     // on one line, sharing a piece of positive length
    touch,       // an end of one lies inside the other
};
Contact contact(const Match& first, const Match& second);
// "crosses", "overlaps", ...: words for messages.
const char* describe(Contact contact);

// Spatial hashing: the cell of a match, such that two matches with a common point always lie in
// the same or neighbouring cells (|Δcell_x|, |Δcell_y| ≤ 1). Computed from ⌊2x⌋ = a + ⌊b·√3⌋ with
// an integer square root; cells are 2 units wide.
struct Cell {
    std::int64_t x = 0, y = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
};
struct CellHash {
    std::size_t operator()(const Cell& cell) const;
};
Cell cell_of(const Match& match);

// ⌊2x⌋ and ⌊2y⌋ of a point, exactly.
std::int64_t floor_twice_x(const Point& point);
std::int64_t floor_twice_y(const Point& point);

// "(a b c d)": a point in the file's coordinates.
std::string point_text(const Point& point);

}  // namespace knobel::matches
