#include "matches/geometry.h"

namespace knobel::matches {
namespace {

__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

std::uint64_t hash_point(const Point& point) {
    std::uint64_t h = mix(static_cast<std::uint64_t>(point.p));
    h = mix(h ^ static_cast<std::uint64_t>(point.q));
    h = mix(h ^ static_cast<std::uint64_t>(point.r));
    return mix(h ^ static_cast<std::uint64_t>(point.s));
}

// ⌊√n⌋ by Newton's method on integers; in 64 bits when n fits (a 128-bit division is a library
// call, and the solver's far placement takes thousands of these).
std::uint64_t isqrt64(std::uint64_t n) {
    if (n < 2) return n;
    const int bits = 64 - __builtin_clzll(n);
    std::uint64_t x = std::uint64_t{1} << ((bits + 1) / 2);  // ≥ √n
    while (true) {
        const std::uint64_t y = (x + n / x) / 2;
        if (y >= x) return x;
        x = y;
    }
}

UInt128 isqrt(UInt128 n) {
    if (n >> 64 == 0) return isqrt64(static_cast<std::uint64_t>(n));
    int bits = 0;
    for (UInt128 m = n; m != 0; m >>= 1) ++bits;
    UInt128 x = UInt128{1} << ((bits + 1) / 2);  // ≥ √n
    while (true) {
        const UInt128 y = (x + n / x) / 2;
        if (y >= x) return x;
        x = y;
    }
}

// ⌊b·√3⌋: 3b² is never a square for b ≠ 0, so for negative b the floor is one below −⌊|b|·√3⌋.
std::int64_t floor_times_sqrt3(std::int64_t b) {
    if (b == 0) return 0;
    const UInt128 magnitude = static_cast<UInt128>(b < 0 ? -static_cast<Int128>(b) : static_cast<Int128>(b));
    const auto root = static_cast<std::int64_t>(isqrt(3 * magnitude * magnitude));
    return b > 0 ? root : -root - 1;
}

std::int64_t floor_div(std::int64_t value, std::int64_t divisor) {
    std::int64_t quotient = value / divisor;
    if ((value % divisor != 0) && ((value < 0) != (divisor < 0))) --quotient;
    return quotient;
}

// The sign of X + Y·√3, exactly.
int sign_with_sqrt3(Int128 x, Int128 y) {
    if (x >= 0 && y >= 0) return (x == 0 && y == 0) ? 0 : 1;
    if (x <= 0 && y <= 0) return -1;
    // Opposite signs: the larger of x² and 3y² wins (they are never equal, √3 being irrational).
    const Int128 x2 = x * x, y2 = 3 * y * y;
    return x > 0 ? (x2 > y2 ? 1 : -1) : (y2 > x2 ? 1 : -1);
}

struct Vector {  // a b c d, four times the real quantities' scaling as in the file
    Int128 a, b, c, d;
};

Vector vector_of(const Point& point) {
    const Abcd abcd = to_abcd(point);
    return {abcd.a, abcd.b, abcd.c, abcd.d};
}

// 4·(u × v) = X + Y·√3 with x = (a + b√3)/2, y = (c + d√3)/2.
int cross_sign(const Vector& u, const Vector& v) {
    const Int128 x = u.a * v.c + 3 * u.b * v.d - u.c * v.a - 3 * u.d * v.b;
    const Int128 y = u.a * v.d + u.b * v.c - u.c * v.b - u.d * v.a;
    return sign_with_sqrt3(x, y);
}

// Whether `offset` (a point on the line through a match's start along its unit `direction`,
// relative to the start) lies on the match: 0 ≤ offset·direction ≤ 1. With x and y halved, the
// dot product comes out times four.
bool on_unit_segment(const Vector& offset, const Vector& direction) {
    const Int128 x = offset.a * direction.a + 3 * offset.b * direction.b + offset.c * direction.c + 3 * offset.d * direction.d;
    const Int128 y = offset.a * direction.b + offset.b * direction.a + offset.c * direction.d + offset.d * direction.c;
    return sign_with_sqrt3(x, y) >= 0 && sign_with_sqrt3(4 - x, -y) >= 0;
}

Vector minus(const Vector& u) { return {-u.a, -u.b, -u.c, -u.d}; }
Vector difference(const Vector& u, const Vector& v) { return {u.a - v.a, u.b - v.b, u.c - v.c, u.d - v.d}; }

}  // namespace

Abcd to_abcd(const Point& point) {
    return {2 * point.p + point.r, point.q, point.q + 2 * point.s, point.r};
}

std::optional<Point> from_abcd(const Abcd& abcd) {
    if (((abcd.a - abcd.d) & 1) != 0 || ((abcd.c - abcd.b) & 1) != 0) return std::nullopt;
    return Point{(abcd.a - abcd.d) / 2, abcd.b, abcd.d, (abcd.c - abcd.b) / 2};
}

Point unit_step(int direction) {
    static const Point kUnits[6] = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}, {-1, 0, 1, 0}, {0, -1, 0, 1}};
    const int d = ((direction % 12) + 12) % 12;
    const Point unit = kUnits[d % 6];
    return d < 6 ? unit : Point{} - unit;
}

Point turn30(const Point& x) { return {-x.s, x.p, x.q + x.s, x.r}; }

Point mirror(const Point& x) { return {x.p + x.r, x.q, -x.r, -x.q - x.s}; }

Match make_match(const Point& from, int direction) {
    const int d = ((direction % 12) + 12) % 12;
    if (d < 6) return {from, d};
    return {from + unit_step(d), d - 6};
}

Point end_of(const Match& match) { return match.start + unit_step(match.direction); }

std::size_t MatchHash::operator()(const Match& match) const {
    return static_cast<std::size_t>(mix(hash_point(match.start) ^ static_cast<std::uint64_t>(match.direction)));
}

std::size_t PointHash::operator()(const Point& point) const { return static_cast<std::size_t>(hash_point(point)); }

Point apply(const Transform& transform, const Point& point) {
    Point result = transform.mirrored ? mirror(point) : point;
    for (int i = 0; i < transform.rotation; ++i) result = turn30(result);
    return result;
}

Match apply(const Transform& transform, const Match& match) {
    const int direction = (transform.mirrored ? -match.direction : match.direction) + transform.rotation;
    return make_match(apply(transform, match.start), direction);
}

Transform compose(const Transform& first, const Transform& second) {
    const int rotation = first.rotation + (first.mirrored ? -second.rotation : second.rotation);
    return {((rotation % 12) + 12) % 12, first.mirrored != second.mirrored};
}

Match apply(const Placement& placement, const Match& match) {
    const Match turned = apply(placement.transform, match);
    return {turned.start + placement.translation, turned.direction};
}

Contact contact(const Match& first, const Match& second) {
    if (first == second) return Contact::same;
    const Point first_end = end_of(first), second_end = end_of(second);
    if (first.start == second.start || first.start == second_end || first_end == second.start || first_end == second_end)
        return Contact::shared_end;  // two distinct unit matches with a common end meet nowhere else
    // Everything relative to the first match's start, so that the numbers stay small near it.
    const Vector u = vector_of(unit_step(first.direction));
    const Vector v = vector_of(unit_step(second.direction));
    const Vector c = vector_of(second.start - first.start);  // the second's start
    const Vector d = vector_of(second_end - first.start);    // the second's end
    const Vector b = u;                                      // the first's end
    const int o1 = cross_sign(u, c), o2 = cross_sign(u, d);
    const int o3 = cross_sign(v, minus(c)), o4 = cross_sign(v, difference(b, c));
    const bool c_on_first = o1 == 0 && on_unit_segment(c, u);
    const bool d_on_first = o2 == 0 && on_unit_segment(d, u);
    const bool start_on_second = o3 == 0 && on_unit_segment(minus(c), v);
    const bool end_on_second = o4 == 0 && on_unit_segment(difference(b, c), v);
    if (o1 == 0 && o2 == 0) {
        // On one line and without a common end: any common point means a common piece.
        return (c_on_first || d_on_first || start_on_second || end_on_second) ? Contact::overlap : Contact::apart;
    }
    if (o1 * o2 < 0 && o3 * o4 < 0) return Contact::cross;
    if (c_on_first || d_on_first || start_on_second || end_on_second) return Contact::touch;
    return Contact::apart;
}

const char* describe(Contact contact) {
    switch (contact) {
        case Contact::apart: return "is apart from";
        case Contact::shared_end: return "shares an end with";
        case Contact::same: return "is the same match as";
        case Contact::cross: return "crosses";
        case Contact::overlap: return "overlaps";
        case Contact::touch: return "touches";
    }
    return "meets";
}

std::size_t CellHash::operator()(const Cell& cell) const {
    return static_cast<std::size_t>(mix(mix(static_cast<std::uint64_t>(cell.x)) ^ static_cast<std::uint64_t>(cell.y)));
}

std::int64_t floor_twice_x(const Point& point) {
    const Abcd abcd = to_abcd(point);
    return abcd.a + floor_times_sqrt3(abcd.b);
}

std::int64_t floor_twice_y(const Point& point) {
    const Abcd abcd = to_abcd(point);
    return abcd.c + floor_times_sqrt3(abcd.d);
}

Cell cell_of(const Match& match) {
    // Matches with a common point have starts at most 2 apart: 2x differs by at most 4, its floor
    // by at most 4, so cells 4 half-units (2 units) wide put them in neighbouring cells
    // (⌊(f + 4)/4⌋ = ⌊f/4⌋ + 1). Narrower cells hold fewer matches of a dense figure.
    return {floor_div(floor_twice_x(match.start), 4), floor_div(floor_twice_y(match.start), 4)};
}

std::string point_text(const Point& point) {
    const Abcd abcd = to_abcd(point);
    return "(" + std::to_string(abcd.a) + " " + std::to_string(abcd.b) + " " + std::to_string(abcd.c) + " " +
           std::to_string(abcd.d) + ")";
}

}  // namespace knobel::matches
