#include "matches/generator.h"

#include <algorithm>
#include <array>
#include <bit>
#include <compare>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/split_mix64.h"
#include "core/text.h"
#include "matches/figure.h"
#include "matches/geometry.h"

namespace knobel::matches {

namespace {

// Bands of the score (generator.h).
constexpr DifficultyBands kBands{30, 50};

// The smallest figures each style can draw sensibly: one house is 6 matches, one hexagon 6, and
// a digit display needs two digits or more so that a digit can change into others.
constexpr std::size_t kHexagonsFrom = 6, kHousesFrom = 6, kDigitsFrom = 10;

// An index below `bound` (a container's size): the draw is below it, so it fits size_t on every
// platform, 32-bit wasm included.
std::size_t draw(SplitMix64& random, std::size_t bound) { return static_cast<std::size_t>(random.below(bound)); }

Point at(std::int64_t a, std::int64_t b, std::int64_t c, std::int64_t d) { return *from_abcd(Abcd{a, b, c, d}); }
// The square lattice: (x, y) with integer x and y.
Point square_point(std::int64_t x, std::int64_t y) { return at(2 * x, 0, 2 * y, 0); }
// The triangle lattice: i·1 + j·ζ² (ζ² = 1/2 + i·√3/2, abcd 1 0 0 1).
Point triangle_point(std::int64_t i, std::int64_t j) { return at(2 * i + j, 0, 0, j); }

// ---- Figures of cells: squares, triangles, hexagons ------------------------------------------

// A cell of a tiling: squares (x, y); triangles (i, j) pointing up (t = 0) or down (t = 1);
// hexagons (i, j), centre i·(1 + ζ²) + j·(ζ² + ζ⁴).
struct CellKey {
    std::int64_t x = 0, y = 0;
    int t = 0;
    friend auto operator<=>(const CellKey&, const CellKey&) = default;
};

std::vector<Match> cell_edges(FigureStyle style, const CellKey& cell) {
    const std::int64_t x = cell.x, y = cell.y;
    switch (style) {
        case FigureStyle::triangles:
            if (cell.t == 0)
                return {make_match(triangle_point(x, y), 0), make_match(triangle_point(x, y), 2),
                        make_match(triangle_point(x + 1, y), 4)};
            return {make_match(triangle_point(x, y + 1), 0), make_match(triangle_point(x + 1, y), 4),
                    make_match(triangle_point(x + 1, y), 2)};
        case FigureStyle::hexagons: {
            // Corners centre + ζ^(2k); the side from corner k to corner k + 1 runs at (2k + 4)·30°.
            const Point centre = at(3 * x, 0, 0, x + 2 * y);
            std::vector<Match> edges;
            for (int k = 0; k < 6; ++k) edges.push_back(make_match(centre + unit_step(2 * k), 2 * k + 4));
            return edges;
        }
        default:  // squares
            return {make_match(square_point(x, y), 0), make_match(square_point(x, y), 3),
                    make_match(square_point(x + 1, y), 3), make_match(square_point(x, y + 1), 0)};
    }
}

// The cells sharing a side with `cell`.
std::vector<CellKey> cell_neighbours(FigureStyle style, const CellKey& cell) {
    const std::int64_t x = cell.x, y = cell.y;
    switch (style) {
        case FigureStyle::triangles:
            if (cell.t == 0) return {{x, y, 1}, {x - 1, y, 1}, {x, y - 1, 1}};
            return {{x, y, 0}, {x + 1, y, 0}, {x, y + 1, 0}};
        case FigureStyle::hexagons:
            return {{x + 1, y, 0}, {x - 1, y, 0}, {x, y + 1, 0}, {x, y - 1, 0}, {x + 1, y - 1, 0}, {x - 1, y + 1, 0}};
        default: return {{x + 1, y, 0}, {x - 1, y, 0}, {x, y + 1, 0}, {x, y - 1, 0}};
    }
}

// A patch of cells grown from one, a cell sharing a side with it at a time, until the sides
// number `matches` (or a few more when no cell fits the rest exactly). Of two cells drawn the one
// adding fewer sides is taken, so the patch grows compact, like the grids of the classic puzzles.
Figure cell_figure(FigureStyle style, std::size_t matches, SplitMix64& random) {
    std::set<CellKey> cells{CellKey{}};
    std::set<Match> edges;
    for (const Match& edge : cell_edges(style, CellKey{})) edges.insert(edge);
    while (edges.size() < matches) {
        std::set<CellKey> frontier;
        for (const CellKey& cell : cells)
            for (const CellKey& next : cell_neighbours(style, cell))
                if (!cells.contains(next)) frontier.insert(next);
        std::vector<std::pair<CellKey, std::size_t>> fitting, adding;  // cell, sides it adds
        for (const CellKey& cell : frontier) {
            std::size_t added = 0;
            for (const Match& edge : cell_edges(style, cell)) added += edges.contains(edge) ? 0 : 1;
            if (added == 0) continue;  // a hole closed on every side: nothing to draw
            adding.emplace_back(cell, added);
            if (added <= matches - edges.size()) fitting.emplace_back(cell, added);
        }
        if (adding.empty()) break;  // cannot happen for a finite patch; a guard all the same
        const bool last = fitting.empty();  // no cell fits: the one adding fewest sides, then stop
        CellKey chosen;
        if (last) {
            chosen = std::min_element(adding.begin(), adding.end(), [](const auto& x, const auto& y) { return x.second < y.second; })->first;
        } else {
            const auto& first = fitting[draw(random, fitting.size())];
            const auto& second = fitting[draw(random, fitting.size())];
            chosen = second.second < first.second ? second.first : first.first;
        }
        cells.insert(chosen);
        for (const Match& edge : cell_edges(style, chosen)) edges.insert(edge);
        if (last) break;
    }
    return {edges.begin(), edges.end()};
}

// ---- Houses ----------------------------------------------------------------------------------

// Streets of houses side by side (shared walls), one or two storeys, each with a roof of two
// matches; a street is 4 units above the last. 3 to 6 houses a street, and one more for every 60
// matches, so that a big village is about as wide as high. Houses are added until there are
// `matches`.
Figure house_figure(std::size_t matches, SplitMix64& random) {
    std::set<Match> edges;
    const std::int64_t per_street = 3 + static_cast<std::int64_t>(draw(random, 4)) + static_cast<std::int64_t>(matches / 60);
    for (std::int64_t house = 0; edges.size() < matches; ++house) {
        const std::int64_t x = house % per_street, base = 4 * (house / per_street);
        const std::int64_t storeys = draw(random, 3) == 0 ? 2 : 1;
        for (std::int64_t storey = 0; storey < storeys; ++storey)
            for (const Match& edge : cell_edges(FigureStyle::squares, CellKey{x, base + storey, 0})) edges.insert(edge);
        edges.insert(make_match(square_point(x, base + storeys), 2));
        edges.insert(make_match(square_point(x + 1, base + storeys), 4));
    }
    return {edges.begin(), edges.end()};
}

// ---- Digits ----------------------------------------------------------------------------------

// Seven-segment digits, segments a..g as bits 0..6 (a top, b upper right, c lower right, d bottom,
// e lower left, f upper left, g middle), each segment one match.
constexpr std::array<std::uint8_t, 10> kSegments = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F};
constexpr std::int64_t kDigitsPerRow = 6;

int segment_count(int digit) { return std::popcount(static_cast<unsigned>(kSegments[static_cast<std::size_t>(digit)])); }

// Digit `index` of the display: 1 unit wide, 2 high, 1 unit apart; rows 1 unit apart.
Figure digit_figure(const std::vector<int>& digits) {
    std::set<Match> edges;
    for (std::size_t index = 0; index < digits.size(); ++index) {
        const std::int64_t x = 2 * (static_cast<std::int64_t>(index) % kDigitsPerRow);
        const std::int64_t y = -3 * (static_cast<std::int64_t>(index) / kDigitsPerRow);
        const Match segments[7] = {make_match(square_point(x, y + 2), 0),     make_match(square_point(x + 1, y + 1), 3),
                                   make_match(square_point(x + 1, y), 3),     make_match(square_point(x, y), 0),
                                   make_match(square_point(x, y), 3),         make_match(square_point(x, y + 1), 3),
                                   make_match(square_point(x, y + 1), 0)};
        for (int segment = 0; segment < 7; ++segment)
            if (kSegments[static_cast<std::size_t>(digits[index])] >> segment & 1) edges.insert(segments[segment]);
    }
    return {edges.begin(), edges.end()};
}

// Digits until their segments number `matches` (or one fewer: no digit has one segment).
std::vector<int> draw_digits(std::size_t matches, SplitMix64& random) {
    std::vector<int> digits;
    std::size_t total = 0;
    while (total + 1 < matches) {
        const std::size_t rest = matches - total;
        std::vector<int> choices;
        for (int digit = 0; digit < 10; ++digit) {
            const auto count = static_cast<std::size_t>(segment_count(digit));
            if (rest >= 9 || count == rest || count + 2 <= rest) choices.push_back(digit);
        }
        const int digit = choices[draw(random, choices.size())];
        digits.push_back(digit);
        total += static_cast<std::size_t>(segment_count(digit));
    }
    return digits;
}

// The display with `changes` digits changed into others, as many matches in all.
std::optional<std::vector<int>> change_digits(const std::vector<int>& digits, std::size_t changes, SplitMix64& random) {
    changes = std::min(changes, digits.size());
    for (int attempt = 0; attempt < 200; ++attempt) {
        std::vector<int> changed = digits;
        int balance = 0;  // segments gained
        std::set<std::size_t> where;
        while (where.size() < changes) where.insert(static_cast<std::size_t>(draw(random, digits.size())));
        for (const std::size_t index : where) {
            const int digit = static_cast<int>(draw(random, 9));
            changed[index] = digit >= digits[index] ? digit + 1 : digit;  // any digit but the old one
            balance += segment_count(changed[index]) - segment_count(digits[index]);
        }
        if (balance == 0) return changed;
    }
    return std::nullopt;
}

// ---- After: relocating matches ---------------------------------------------------------------

// The directions each style's matches run in (0..11, times 30°), for the places a match is moved to.
std::vector<int> style_directions(FigureStyle style) {
    switch (style) {
        case FigureStyle::squares:
        case FigureStyle::digits: return {0, 3, 6, 9};
        case FigureStyle::triangles:
        case FigureStyle::hexagons: return {0, 2, 4, 6, 8, 10};
        case FigureStyle::houses: return {0, 2, 3, 4, 6, 8, 9, 10};
    }
    return {0, 3, 6, 9};
}

// `before` with `count` of its matches taken up and each laid at a place it did not have, on a
// line of the style, meeting the figure at an end (at both ends when one of a dozen places tried
// does: a match that closes a shape), breaking no rule. With `square_corners`, a new match starts
// or ends at a corner of the square lattice (houses: no match hangs off a roof's ridge at an odd
// angle). nullopt when no place is found or the figure falls apart into more pieces than before.
std::optional<Figure> relocate(const Figure& before, std::size_t count, const std::vector<int>& directions, bool square_corners,
                               SplitMix64& random) {
    std::vector<Match> slots = before;
    std::vector<bool> alive(before.size(), true);
    const std::set<Match> original(before.begin(), before.end());
    std::set<Match> present = original;
    MatchGrid grid;
    for (std::size_t id = 0; id < slots.size(); ++id) grid.insert(static_cast<std::uint32_t>(id), slots[id]);
    for (std::size_t step = 0; step < count; ++step) {
        // Take up one of before's matches still in place.
        std::vector<std::size_t> movable;
        for (std::size_t id = 0; id < before.size(); ++id)
            if (alive[id]) movable.push_back(id);
        if (movable.size() < 2) return std::nullopt;
        const std::size_t taken = movable[draw(random, movable.size())];
        alive[taken] = false;
        grid.erase(static_cast<std::uint32_t>(taken), slots[taken]);
        present.erase(slots[taken]);
        // Lay it at a free place that touches the figure.
        std::vector<Point> ends;
        for (const Match& match : present) {
            ends.push_back(match.start);
            ends.push_back(end_of(match));
        }
        std::sort(ends.begin(), ends.end());
        ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
        std::vector<Point> starts = ends;  // where a new match may start: (b, d) = (0, 0) on the square lattice
        if (square_corners) std::erase_if(starts, [](const Point& point) { return point.q != 0 || point.r != 0; });
        if (starts.empty()) return std::nullopt;
        std::optional<Match> best;
        int best_touching = 0;
        for (int tries = 0, found = 0; tries < 64 && found < 12; ++tries) {
            // Two statements, not two arguments of one call: C++ leaves the order in which a call's
            // arguments are evaluated open (GCC goes right to left, the web build's clang left to
            // right), and the draws must come in one order for a seed to make one puzzle everywhere.
            // The direction first, as the native build always drew them.
            const int direction = directions[draw(random, directions.size())];
            const Point start = starts[draw(random, starts.size())];
            const Match place = make_match(start, direction);
            if (original.contains(place) || present.contains(place)) continue;
            bool fits = true;
            grid.for_each_near(place, [&](std::uint32_t id) {
                const Contact meeting = contact(place, slots[id]);
                if (meeting != Contact::apart && meeting != Contact::shared_end) fits = false;
            });
            if (!fits) continue;
            ++found;
            const int touching = (std::binary_search(ends.begin(), ends.end(), place.start) ? 1 : 0) +
                                 (std::binary_search(ends.begin(), ends.end(), end_of(place)) ? 1 : 0);
            if (touching > best_touching) {
                best = place;
                best_touching = touching;
            }
        }
        if (!best) return std::nullopt;
        grid.insert(static_cast<std::uint32_t>(slots.size()), *best);
        slots.push_back(*best);
        alive.push_back(true);
        present.insert(*best);
    }
    Figure after(present.begin(), present.end());
    if (piece_count(after) > piece_count(before)) return std::nullopt;
    return after;
}

// The after figure as the file shows it: turned by one of the allowed transforms (the puzzle asks
// for the turn back), then shifted to lie 2 units right of before, bottoms level. Sorted.
Figure presented(Figure after, const Figure& before, const Options& options, SplitMix64& random) {
    const std::vector<Transform> transforms = allowed_transforms(options);
    const Transform transform = transforms[draw(random, transforms.size())];
    for (Match& match : after) match = apply(transform, match);
    std::int64_t before_right = 0, before_bottom = 0, after_left = 0, after_bottom = 0;
    bool first = true;
    for (const Match& match : before)
        for (const Point& point : {match.start, end_of(match)}) {
            before_right = first ? floor_twice_x(point) : std::max(before_right, floor_twice_x(point));
            before_bottom = first ? floor_twice_y(point) : std::min(before_bottom, floor_twice_y(point));
            first = false;
        }
    first = true;
    for (const Match& match : after)
        for (const Point& point : {match.start, end_of(match)}) {
            after_left = first ? floor_twice_x(point) : std::min(after_left, floor_twice_x(point));
            after_bottom = first ? floor_twice_y(point) : std::min(after_bottom, floor_twice_y(point));
            first = false;
        }
    // ⌊2x⌋ and ⌊2y⌋ are in half units: a shift by (dx, dy) whole units is a = 2·dx, c = 2·dy.
    const std::int64_t dx = (before_right - after_left) / 2 + 3;
    const std::int64_t dy = (before_bottom - after_bottom) / 2;
    const Placement shift{Transform{}, at(2 * dx, 0, 2 * dy, 0)};
    for (Match& match : after) match = apply(shift, match);
    std::sort(after.begin(), after.end());
    return after;
}

// How many matches (digits: how many digits) a try relocates (changes) for a difficulty.
struct Relocations {
    std::size_t low, high;
};
Relocations relocations_for(Difficulty difficulty) {
    switch (difficulty) {
        case Difficulty::easy: return {1, 2};
        case Difficulty::medium: return {2, 4};
        case Difficulty::hard: return {4, 6};
    }
    return {2, 4};
}

std::vector<int> figure_digits(std::size_t matches, std::uint64_t seed) {
    SplitMix64 random(seed);
    return draw_digits(matches, random);
}

// Up to kGenerateAttempts tries on one before figure of `style`; nullopt when none has k > 0.
std::optional<Generated> generate_in_style(FigureStyle style, const GenerateOptions& options, SplitMix64& random) {
    const std::uint64_t figure_seed = random.next();
    const std::vector<int> digits = style == FigureStyle::digits ? figure_digits(options.matches, figure_seed) : std::vector<int>{};
    const Figure before = style == FigureStyle::digits ? digit_figure(digits) : styled_figure(style, options.matches, figure_seed);
    const Relocations range = relocations_for(options.difficulty);
    const std::vector<int> directions = style_directions(style);
    std::optional<Generated> best;
    int best_distance = -1;
    for (int attempt = 0; attempt < kGenerateAttempts; ++attempt) {
        const std::size_t count = range.low + static_cast<std::size_t>(draw(random, range.high - range.low + 1));
        std::optional<Figure> after;
        if (style == FigureStyle::digits) {
            if (const auto changed = change_digits(digits, count, random)) after = digit_figure(*changed);
        } else {
            after = relocate(before, std::min(count, before.size() - 1), directions, style == FigureStyle::houses, random);
        }
        if (!after) continue;
        Generated candidate;
        candidate.style = style;
        candidate.problem.before = before;
        candidate.problem.after = presented(*after, before, options.options, random);
        const Analysis analysis = analyse(candidate.problem, options.options);
        if (analysis.min_k == 0) continue;  // the relocations only moved or turned the figure
        candidate.min_k = analysis.min_k;
        candidate.optimal_placements = analysis.optimal_placements.value_or(0);
        candidate.problem.moves = analysis.min_k;
        candidate.score = difficulty_score(candidate.min_k, candidate.optimal_placements);
        candidate.reached = difficulty_of_score(candidate.score);
        const int distance = kBands.distance(candidate.score, options.difficulty);
        if (best_distance < 0 || distance < best_distance) {
            best = candidate;
            best_distance = distance;
        }
        if (distance == 0) break;
    }
    return best;
}

}  // namespace

std::string_view style_name(FigureStyle style) {
    switch (style) {
        case FigureStyle::squares: return "squares";
        case FigureStyle::triangles: return "triangles";
        case FigureStyle::hexagons: return "hexagons";
        case FigureStyle::houses: return "houses";
        case FigureStyle::digits: return "digits";
    }
    return "squares";
}

Expected<std::size_t> parse_generate_matches(std::string_view text) {
    const std::string range = "N must be a number of matches from " + std::to_string(kMinGenerateMatches) + " to " +
                              with_thousands(kMaxGenerateMatches);
    const bool digits_only = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (digits_only) {
        const Expected<std::uint64_t> value = parse_unsigned(text, kMaxGenerateMatches, "--generate");
        if (value && *value >= kMinGenerateMatches) return static_cast<std::size_t>(*value);
    }
    return error_in("--generate", range + ", not " + quote(text, 20));
}

int difficulty_score(std::uint64_t min_k, std::uint64_t optimal_placements) {
    const int moves = static_cast<int>(std::min<std::uint64_t>(min_k, 8));
    const int uniqueness = optimal_placements == 1 ? 10 : optimal_placements <= 3 && optimal_placements > 0 ? 5 : 0;
    return 10 * moves + uniqueness;
}

Difficulty difficulty_of_score(int score) { return kBands.of(score); }

Figure styled_figure(FigureStyle style, std::size_t matches, std::uint64_t seed) {
    SplitMix64 random(seed);
    switch (style) {
        case FigureStyle::houses: return house_figure(matches, random);
        case FigureStyle::digits: return digit_figure(draw_digits(matches, random));
        default: return cell_figure(style, matches, random);
    }
}

Generated generate(const GenerateOptions& options) {
    SplitMix64 random(options.seed ^ (static_cast<std::uint64_t>(options.matches) << 40) ^
                      (static_cast<std::uint64_t>(options.difficulty) << 60));
    std::vector<FigureStyle> styles = {FigureStyle::squares, FigureStyle::triangles};
    if (options.matches >= kHexagonsFrom) styles.push_back(FigureStyle::hexagons);
    if (options.matches >= kHousesFrom) styles.push_back(FigureStyle::houses);
    if (options.matches >= kDigitsFrom) styles.push_back(FigureStyle::digits);
    const FigureStyle style = styles[draw(random, styles.size())];
    if (auto generated = generate_in_style(style, options, random)) return *generated;
    // Every try gave k = 0 or found no place (a tiny display whose digits cannot change): squares,
    // where moving one match of a patch always breaks it.
    for (const FigureStyle fallback : {FigureStyle::squares, FigureStyle::triangles})
        if (auto generated = generate_in_style(fallback, options, random)) return *generated;
    // Not reached for any N in range (the unit tests try thousands of seeds); a valid file anyway.
    Generated generated;
    generated.problem.before = styled_figure(FigureStyle::squares, options.matches, options.seed);
    generated.problem.after = generated.problem.before;
    const Analysis analysis = analyse(generated.problem, options.options);
    generated.problem.moves = analysis.min_k;
    generated.min_k = analysis.min_k;
    return generated;
}

}  // namespace knobel::matches
