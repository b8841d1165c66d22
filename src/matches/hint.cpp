#include "matches/hint.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "matches/figure.h"
#include "matches/match_text.h"

namespace knobel::matches {
namespace {

using MatchSet = std::unordered_set<Match, MatchHash>;

// How many optimal placements the hint's own analysis lists. With every optimal placement listed
// the choice among them is exact; beyond, see `collect` (docs/matches.md, "Hints").
constexpr std::size_t kListLimit = 4096;
// Knots of up to this many entangled matches are untangled by an exact search over their subsets
// (2^16 of them); larger ones, which no drawn puzzle has, greedily.
constexpr std::size_t kExactKnot = 16;
// Telling "the only match of before that no placement keeps" needs every listed placement laid
// over before; skipped (the sentence says less) when that is more look-ups than this.
constexpr std::uint64_t kKeptLookups = 1 << 14;

// A turn is undone by the opposite turn; a mirror image followed by a turn is a reflection, which
// undoes itself.
Transform inverse(const Transform& transform) {
    if (transform.mirrored) return transform;
    return {(12 - transform.rotation) % 12, false};
}

// x → S(x) + t is undone by x → S⁻¹(x) − S⁻¹(t).
Placement inverse(const Placement& placement) {
    const Transform undo = inverse(placement.transform);
    return {undo, Point{} - apply(undo, placement.translation)};
}

// The table, as the placements are measured against it.
struct Scene {
    std::uint64_t n = 0;
    std::uint64_t min_k = 0;
    const MatchSet* before = nullptr;  // the hint's own sets: a Scene is copied cheaply
    const MatchSet* after = nullptr;
    Figure on_table;  // distinct positions, sorted
    std::optional<Match> stacked;
    Figure lifted;  // before matches no longer on the table
    Figure laid;    // positions on the table that are not before's
};

Scene make_scene(const Problem& problem, const Analysis& analysis, const PlayTable& table, const MatchSet& before,
                 const MatchSet& after) {
    Scene scene;
    scene.n = problem.before.size();
    scene.min_k = analysis.min_k;
    scene.before = &before;
    scene.after = &after;
    scene.on_table = table.matches();
    scene.stacked = table.stacked();
    for (const Match& match : problem.before)
        if (!table.has(match)) scene.lifted.push_back(match);
    for (const Match& match : scene.on_table)
        if (scene.before->count(match) == 0) scene.laid.push_back(match);
    return scene;
}

// The scene after a legal move, without touching the table.
Scene moved(Scene scene, const Move& move) {
    const auto drop = [](Figure& figure, const Match& match) {
        const auto found = std::find(figure.begin(), figure.end(), match);
        if (found != figure.end()) figure.erase(found);
    };
    if (scene.stacked && *scene.stacked == move.from) {
        scene.stacked.reset();  // one of the two stays
    } else {
        scene.on_table.erase(std::lower_bound(scene.on_table.begin(), scene.on_table.end(), move.from));
        if (scene.before->count(move.from) != 0) {
            scene.lifted.push_back(move.from);
        } else {
            drop(scene.laid, move.from);
        }
    }
    const auto at = std::lower_bound(scene.on_table.begin(), scene.on_table.end(), move.to);
    if (at != scene.on_table.end() && *at == move.to) {
        scene.stacked = move.to;
    } else {
        scene.on_table.insert(at, move.to);
        if (scene.before->count(move.to) != 0) {
            drop(scene.lifted, move.to);
        } else {
            scene.laid.push_back(move.to);
        }
    }
    return scene;
}

// Whether the table holds a placement of after (check_play's test, on the transforms whose
// direction counts match the table's: most are ruled out without turning anything).
bool solved(const Problem& problem, const Options& options, const Scene& scene) {
    if (scene.stacked || scene.on_table.size() != problem.after.size()) return false;
    std::uint64_t table_count[6] = {}, after_count[6] = {};
    for (const Match& match : scene.on_table) ++table_count[match.direction];
    for (const Match& match : problem.after) ++after_count[match.direction];
    for (const Transform& transform : allowed_transforms(options)) {
        std::uint64_t turned_count[6] = {};
        for (int direction = 0; direction < 6; ++direction) {
            const int turned = (transform.mirrored ? -direction : direction) + transform.rotation;
            turned_count[((turned % 6) + 6) % 6] += after_count[direction];
        }
        if (!std::equal(std::begin(turned_count), std::end(turned_count), std::begin(table_count))) continue;
        Figure turned = place(problem.after, {transform, {}});
        std::sort(turned.begin(), turned.end());
        const Point shift = scene.on_table[0].start - turned[0].start;
        bool same = true;
        for (std::size_t i = 0; same && i < turned.size(); ++i)
            same = turned[i].direction == scene.on_table[i].direction && turned[i].start + shift == scene.on_table[i].start;
        if (same) return true;
    }
    return false;
}

// Whether the placement (given by its inverse) puts an after match at `match`: one look-up.
bool needs(const Scene& scene, const Placement& undo, const Match& match) { return scene.after->count(apply(undo, match)) != 0; }

struct Candidate {
    Placement placement;
    std::uint64_t base = 0;  // matches on the table the placement does not need: the way without knots
    std::size_t order = 0;   // the solver's order first, then the placements found around laid matches
};

// Every optimal placement worth a look, with its `base`. For an optimal placement P (k = min_k),
// the positions on the table P needs are before's it keeps, n − min_k, less the lifted ones it
// would keep, plus the laid ones it needs: base = min_k + |lifted ∩ P| − |laid ∩ P|, a few
// look-ups per placement. With every optimal placement listed that is all (the hint's own
// analysis lists up to kListLimit). Otherwise — min_k = n, where every placement clear of before
// is optimal, or more optimal placements than kListLimit — the placements that need a laid match
// or would keep a lifted one are found from those matches (each takes a turned after match onto
// one of them) and checked match by match; the rest have base min_k exactly (min_k = n: one clear
// of everything on the table stands for them), and for more than kListLimit the listed ones stand
// for them: exact when one of those keeps clear of the lifted and laid matches.
std::vector<Candidate> collect(const Problem& problem, const Options& options, const Analysis& analysis, const Scene& scene,
                               const PlayTable& table) {
    std::vector<Candidate> candidates;
    for (const Placement& placement : analysis.optimal_list) {
        const Placement undo = inverse(placement);
        std::uint64_t base = scene.min_k;
        for (const Match& match : scene.lifted) base += needs(scene, undo, match) ? 1 : 0;
        for (const Match& match : scene.laid) base -= needs(scene, undo, match) ? 1 : 0;
        candidates.push_back({placement, base, candidates.size()});
    }
    const bool complete =
        scene.min_k < scene.n && analysis.optimal_placements && *analysis.optimal_placements <= analysis.optimal_list.size();
    if (complete) return candidates;
    if (scene.min_k == scene.n) {
        // Every placement clear of before is optimal; one clear of everything on the table needs
        // every match moved and has nothing in the way: after shifted along x past the table.
        std::int64_t table_high = LLONG_MIN, after_low = LLONG_MAX;
        for (const Match& match : scene.on_table)
            for (const Point& end : {match.start, end_of(match)}) table_high = std::max(table_high, floor_twice_x(end));
        for (const Match& match : problem.after)
            for (const Point& end : {match.start, end_of(match)}) after_low = std::min(after_low, floor_twice_x(end));
        // A shift by m units moves ⌊2x⌋ by exactly 2m; 4 half-units of gap keep them apart.
        const Placement clear{{}, {(table_high - after_low) / 2 + 4, 0, 0, 0}};
        candidates.push_back({clear, scene.n, candidates.size()});
    }
    std::uint64_t before_by_direction[6] = {};
    for (const Match& match : problem.before) ++before_by_direction[match.direction];
    for (const Transform& transform : allowed_transforms(options)) {
        const Figure turned = place(problem.after, {transform, {}});
        std::vector<Point> starts[6];
        for (const Match& match : turned) starts[match.direction].push_back(match.start);
        // A transform whose direction counts cannot keep n − min_k before matches has no optimal
        // placement.
        std::uint64_t bound = 0;
        for (int direction = 0; direction < 6; ++direction)
            bound += std::min<std::uint64_t>(before_by_direction[direction], starts[direction].size());
        if (bound + scene.min_k < scene.n) continue;
        std::set<Point> tried;
        for (const Figure* anchors : {&scene.laid, &scene.lifted})
            for (const Match& anchor : *anchors)
                for (const Point& start : starts[anchor.direction]) {
                    const Point shift = anchor.start - start;
                    if (!tried.insert(shift).second) continue;
                    std::uint64_t misses = 0, on = 0;
                    bool optimal = true;
                    for (const Match& match : turned) {
                        const Match placed{match.start + shift, match.direction};
                        if (scene.before->count(placed) == 0 && ++misses > scene.min_k) {
                            optimal = false;
                            break;
                        }
                        on += table.has(placed) ? 1 : 0;
                    }
                    if (optimal && misses == scene.min_k)
                        candidates.push_back({Placement{transform, shift}, scene.n - on, candidates.size()});
                }
    }
    return candidates;
}

// The way to one placement.
struct Way {
    std::uint64_t length = 0;     // moves
    std::uint64_t set_aside = 0;  // of them, matches laid aside to untangle a knot
    // Its first move: the match at `from` goes to `to`, or aside when `to` is empty.
    Match from;
    std::optional<Match> to;
    // `from` is the one match still to move that blocks `to` (how it would meet the match laid there).
    std::optional<Contact> blocks;
    Figure placed;
};

bool bad(Contact contact) { return contact == Contact::cross || contact == Contact::overlap || contact == Contact::touch; }

// Manhattan distance of ⌊2x⌋, ⌊2y⌋ of the starts: exact, and enough to pick a near target.
std::int64_t nearness(const Match& x, const Match& y) {
    const std::int64_t dx = floor_twice_x(x.start) - floor_twice_x(y.start);
    const std::int64_t dy = floor_twice_y(x.start) - floor_twice_y(y.start);
    return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

// The fewest matches to set aside when the moves that remain are `elements` (matches that must
// move; a stacked pair's two are two) into as many free places, where `conflicts[j]` lists the
// elements that a match laid at place j would meet badly. Lifting elements in some order, place j
// is free once all of its conflicts are lifted; with X the set lifted so far and A(X) the places
// free by then, |X| − |A(X)| matches must have gone aside (each lifted match without a free place
// goes aside), so the fewest is the least, over the orders, of the largest such deficit.
// Two steps never raise it: laying a place's only remaining conflict there, and, once no place
// has a conflict, anything. What is left is a knot (every place blocked by two or more, or free):
// searched exactly over subsets, or greedily beyond kExactKnot elements.
struct Untangled {
    std::uint64_t set_aside = 0;
    // The first move: element → place (or aside when place is empty); `forced`: the place's only conflict.
    std::size_t element = 0;
    std::optional<std::size_t> place;
    bool forced = false;
    bool any_first = false;  // no first move chosen: any element to any place will do
};

Untangled untangle(std::size_t elements, const std::vector<std::vector<std::size_t>>& conflicts) {
    Untangled result;
    const std::size_t places = conflicts.size();
    std::vector<std::vector<std::size_t>> blocked(elements);  // element → places it blocks
    for (std::size_t j = 0; j < places; ++j)
        for (const std::size_t e : conflicts[j]) blocked[e].push_back(j);
    std::vector<bool> active(elements, true), used(places, false);
    std::vector<std::size_t> count(places);
    std::vector<std::size_t> single;
    for (std::size_t j = 0; j < places; ++j) {
        count[j] = conflicts[j].size();
        if (count[j] == 1) single.push_back(j);
    }
    bool first = true;
    while (!single.empty()) {
        const std::size_t j = single.back();
        single.pop_back();
        if (used[j] || count[j] != 1) continue;
        std::size_t e = 0;
        for (const std::size_t c : conflicts[j])
            if (active[c]) e = c;
        active[e] = false;
        used[j] = true;
        for (const std::size_t k : blocked[e])
            if (--count[k] == 1) single.push_back(k);
        if (first) {
            result.element = e;
            result.place = j;
            result.forced = true;
            first = false;
        }
    }
    // The knot: active elements that block an unused place.
    std::vector<std::size_t> knot;
    std::vector<int> index(elements, -1);
    std::size_t free_places = 0;
    std::vector<std::size_t> knotted_places;
    for (std::size_t j = 0; j < places; ++j) {
        if (used[j]) continue;
        if (count[j] == 0) {
            ++free_places;
            continue;
        }
        knotted_places.push_back(j);
        for (const std::size_t e : conflicts[j])
            if (active[e] && index[e] < 0) {
                index[e] = static_cast<int>(knot.size());
                knot.push_back(e);
            }
    }
    if (knot.empty()) {
        result.any_first = first;
        return result;
    }
    const auto deficit = [&](std::size_t lifted, std::size_t now_free) {
        return static_cast<long long>(lifted) - static_cast<long long>(free_places + now_free);
    };
    std::size_t first_knot = 0;
    long long worst = 0;
    const std::size_t m = knot.size();
    if (m <= kExactKnot) {
        std::vector<std::uint32_t> masks;
        for (const std::size_t j : knotted_places) {
            std::uint32_t mask = 0;
            for (const std::size_t e : conflicts[j])
                if (active[e]) mask |= 1u << index[e];
            masks.push_back(mask);
        }
        const std::uint32_t full = (1u << m) - 1;
        // best[X]: the least largest deficit over the prefixes after X, choice[X] the next to lift.
        std::vector<long long> best(std::size_t{full} + 1, LLONG_MIN);
        std::vector<std::uint8_t> choice(std::size_t{full} + 1, 0);
        std::vector<long long> at(std::size_t{full} + 1);
        for (std::uint32_t x = 0; x <= full; ++x) {
            std::size_t now_free = 0;
            for (const std::uint32_t mask : masks) now_free += (mask & ~x) == 0 ? 1 : 0;
            at[x] = deficit(static_cast<std::size_t>(__builtin_popcount(x)), now_free);
        }
        for (std::uint32_t x = full; x-- > 0;) {
            long long least = LLONG_MAX;
            for (std::size_t e = 0; e < m; ++e) {
                const std::uint32_t next = x | (1u << e);
                if (next == x) continue;
                const long long value = std::max(at[next], best[next]);
                if (value < least) {
                    least = value;
                    choice[x] = static_cast<std::uint8_t>(e);
                }
            }
            best[x] = least;
        }
        first_knot = choice[0];
        worst = best[0];
    } else {
        // Greedy: lift next the element that frees the most places.
        std::vector<std::size_t> missing(places, 0);
        for (const std::size_t j : knotted_places) missing[j] = count[j];
        std::vector<bool> lifted(elements, false);
        std::size_t now_free = 0;
        worst = LLONG_MIN;
        for (std::size_t step = 0; step < m; ++step) {
            std::size_t chosen = 0, freed_most = 0;
            bool any = false;
            for (const std::size_t e : knot) {
                if (lifted[e]) continue;
                std::size_t freed = 0;
                for (const std::size_t j : blocked[e]) freed += !used[j] && missing[j] == 1 ? 1 : 0;
                if (!any || freed > freed_most) {
                    chosen = e;
                    freed_most = freed;
                    any = true;
                }
            }
            lifted[chosen] = true;
            for (const std::size_t j : blocked[chosen])
                if (!used[j] && --missing[j] == 0) ++now_free;
            if (step == 0) first_knot = static_cast<std::size_t>(index[chosen]);
            worst = std::max(worst, deficit(step + 1, now_free));
        }
    }
    result.set_aside = worst > 0 ? static_cast<std::uint64_t>(worst) : 0;
    if (first) {
        result.element = knot[first_knot];
        if (free_places > 0) {
            for (std::size_t j = 0; j < places; ++j)
                if (!used[j] && count[j] == 0) {
                    result.place = j;
                    break;
                }
        }
    }
    return result;
}

// The way from the table to the placed figure, with its first move.
Way way_to(const Problem& problem, const Scene& scene, const Placement& placement) {
    Way way;
    way.placed = place(problem.after, placement);
    const MatchSet wanted(way.placed.begin(), way.placed.end());
    std::vector<Match> element_at;  // element → its position
    Figure positions;               // distinct positions of elements
    std::vector<std::vector<std::size_t>> elements_of;
    for (const Match& match : scene.on_table) {
        const std::size_t copies = (scene.stacked && *scene.stacked == match ? 2 : 1) - (wanted.count(match) != 0 ? 1 : 0);
        if (copies == 0) continue;
        elements_of.emplace_back();
        for (std::size_t c = 0; c < copies; ++c) {
            elements_of.back().push_back(element_at.size());
            element_at.push_back(match);
        }
        positions.push_back(match);
    }
    Figure targets;
    for (const Match& match : way.placed)
        if (!std::binary_search(scene.on_table.begin(), scene.on_table.end(), match)) targets.push_back(match);
    way.length = element_at.size();
    if (element_at.empty()) return way;

    MatchGrid grid;
    for (std::size_t i = 0; i < positions.size(); ++i) grid.insert(static_cast<std::uint32_t>(i), positions[i]);
    std::vector<std::vector<std::size_t>> conflicts(targets.size());
    for (std::size_t j = 0; j < targets.size(); ++j)
        grid.for_each_near(targets[j], [&](std::uint32_t id) {
            if (bad(contact(targets[j], positions[id])))
                for (const std::size_t e : elements_of[id]) conflicts[j].push_back(e);
        });
    const Untangled untangled = untangle(element_at.size(), conflicts);
    way.set_aside = untangled.set_aside;
    way.length += untangled.set_aside;

    if (untangled.any_first) {
        // Nothing is blocked: a stacked match first, then one the player laid, then one of
        // before's; to the nearest free place.
        const auto rank = [&](const Match& match) {
            if (scene.stacked && *scene.stacked == match) return 0;
            return scene.before->count(match) == 0 ? 1 : 2;
        };
        std::size_t chosen = 0;
        for (std::size_t e = 1; e < element_at.size(); ++e)
            if (rank(element_at[e]) < rank(element_at[chosen])) chosen = e;
        way.from = element_at[chosen];
        std::size_t nearest = 0;
        for (std::size_t j = 1; j < targets.size(); ++j)
            if (nearness(targets[j], way.from) < nearness(targets[nearest], way.from)) nearest = j;
        way.to = targets[nearest];
        return way;
    }
    way.from = element_at[untangled.element];
    if (untangled.place) {
        way.to = targets[*untangled.place];
        if (untangled.forced) way.blocks = contact(*way.to, way.from);
        if (!untangled.forced) {
            // Any free place does: the nearest.
            for (std::size_t j = 0; j < targets.size(); ++j)
                if (conflicts[j].empty() && nearness(targets[j], way.from) < nearness(*way.to, way.from)) way.to = targets[j];
        }
    }
    return way;
}

// A place clear of everything, to set a match aside: an upright match two units right of every
// match on the table and of the placed figure, so it meets nothing now and blocks no free place.
Match aside(const Scene& scene, const Way& way) {
    std::int64_t right = LLONG_MIN;
    for (const Figure* figure : {&scene.on_table, &way.placed})
        for (const Match& match : *figure)
            for (const Point& end : {match.start, end_of(match)}) right = std::max(right, floor_twice_x(end));
    std::int64_t a = right + 6;
    if (a % 2 != 0) ++a;  // a even with d = 0, c even with b = 0: on the lattice
    std::int64_t c = floor_twice_y(way.from.start);
    if (c % 2 != 0) --c;
    return make_match(*from_abcd({a, 0, c, 0}), 3);
}

// Where on the table a match lies and which way it points, in the words a player finds it by on
// the board ("the flat match at the top left"): thirds of the box around every match on the table
// and the place the move lays one. The board rings the match and its place; the words say what to
// look for, as coordinates would not. Floors of 2x and 2y are exact enough to tell thirds apart.
struct TableArea {
    std::int64_t min_x = 0, max_x = 0, min_y = 0, max_y = 0;  // floor(2x), floor(2y) of the ends
};

TableArea area_of(const Figure& table, const Match& laid) {
    TableArea area{LLONG_MAX, LLONG_MIN, LLONG_MAX, LLONG_MIN};
    const auto take = [&](const Match& match) {
        for (const Point& end : {match.start, end_of(match)}) {
            area.min_x = std::min(area.min_x, floor_twice_x(end));
            area.max_x = std::max(area.max_x, floor_twice_x(end));
            area.min_y = std::min(area.min_y, floor_twice_y(end));
            area.max_y = std::max(area.max_y, floor_twice_y(end));
        }
    };
    for (const Match& match : table) take(match);
    take(laid);
    return area;
}

// 0, 1 or 2: in which third of [low, high] the middle of a match lies, given the sum of its ends'
// floors (twice the middle's).
int third(std::int64_t ends_sum, std::int64_t low, std::int64_t high) {
    const std::int64_t offset = ends_sum - 2 * low, span = 2 * (high - low);
    if (3 * offset < span) return 0;
    if (3 * offset > 2 * span) return 2;
    return 1;
}

std::string place_words(const Match& match, const TableArea& area) {
    static constexpr const char* kPlaces[3][3] = {
        {"at the bottom left", "at the bottom", "at the bottom right"},
        {"on the left", "in the middle", "on the right"},
        {"at the top left", "at the top", "at the top right"}};
    const Point end = end_of(match);
    const int column = third(floor_twice_x(match.start) + floor_twice_x(end), area.min_x, area.max_x);
    const int row = third(floor_twice_y(match.start) + floor_twice_y(end), area.min_y, area.max_y);
    return kPlaces[row][column];
}

// Which way a match points, read left to right (Match::direction: 0..5, 30° each).
const char* direction_words(int direction) {
    static constexpr const char* kDirections[6] = {"flat", "gently rising", "steeply rising", "upright",
                                                   "steeply falling", "gently falling"};
    return kDirections[direction];
}

// "take the flat match at the top left and lay it upright on the right": a move in words.
std::string move_words(const Move& move, const TableArea& area) {
    return std::string("take the ") + direction_words(move.from.direction) + " match " + place_words(move.from, area) +
           " and lay it " + direction_words(move.to.direction) + " " + place_words(move.to, area);
}

std::string figure_words(const Transform& transform) {
    if (transform.rotation == 0 && !transform.mirrored) return "the after figure, shifted but not turned,";
    std::string text = "the after figure, ";
    if (transform.mirrored) text += transform.rotation == 0 ? "mirrored," : "mirrored and ";
    if (transform.rotation != 0) text += "turned by " + std::to_string(30 * transform.rotation) + "°,";
    return text;
}

std::string moves_words(std::uint64_t count) { return count == 1 ? "1 move" : std::to_string(count) + " moves"; }

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

// Why `from` has to go, in words.
std::string why_it_goes(const Problem& problem, const Scene& scene, const Analysis& analysis, const Match& from) {
    if (scene.stacked && *scene.stacked == from) return "two matches lie on top of each other there (a solved table has none stacked)";
    if (scene.before->count(from) == 0) return "the placement with the shortest way from here needs no match where it lies";
    if (scene.min_k == scene.n) return "no placement with the fewest relocations keeps any match of before";
    const bool complete = analysis.optimal_placements && *analysis.optimal_placements <= analysis.optimal_list.size();
    if (!complete) return "the placement with the shortest way from here does not keep it";
    for (const Placement& placement : analysis.optimal_list)
        if (needs(scene, inverse(placement), from)) return "the placement with the shortest way from here does not keep it";
    // No optimal placement keeps it: is it the only such match of before?
    if (analysis.optimal_list.size() * scene.n <= kKeptLookups) {
        MatchSet kept;
        for (const Placement& placement : analysis.optimal_list)
            for (const Match& match : place(problem.after, placement))
                if (scene.before->count(match) != 0) kept.insert(match);
        if (kept.size() + 1 == scene.n) return "it is the only match of before that no placement with the fewest relocations keeps";
    }
    return "no placement with the fewest relocations keeps it";
}

}  // namespace

Hint<Move> hint(const Problem& problem, const Options& options, const PlayTable& table, std::span<const Move> played,
                const Analysis* known) {
    Hint<Move> result;
    const std::uint64_t n = problem.before.size();
    if (n == 0 || problem.after.size() != n || table.size() != n) {
        result.sentence = "There is no hint until before and after hold the same number of matches.";
        return result;
    }
    std::optional<Analysis> own;
    const Analysis* analysis = known;
    // A list that misses optimal placements is not enough to choose among them exactly: the hint
    // analyses with its longer list then, if that list can hold them all.
    const auto incomplete = [](const Analysis& a) {
        return a.min_k < a.n && a.optimal_placements && *a.optimal_placements > a.optimal_list.size() &&
               *a.optimal_placements <= kListLimit;
    };
    if (analysis == nullptr || !(analysis->options == options) || analysis->n != n || incomplete(*analysis)) {
        AnalysisRequest request;
        request.list_limit = kListLimit;
        own = analyse(problem, options, request);
        analysis = &*own;
    }

    const MatchSet before(problem.before.begin(), problem.before.end());
    const MatchSet after(problem.after.begin(), problem.after.end());
    const Scene scene = make_scene(problem, *analysis, table, before, after);

    std::vector<Candidate> candidates = collect(problem, options, *analysis, scene, table);
    std::sort(candidates.begin(), candidates.end(),
              [](const Candidate& x, const Candidate& y) { return x.base != y.base ? x.base < y.base : x.order < y.order; });
    // A knot only lengthens a way, so once a way is no longer than the next base, it is the shortest.
    std::optional<Way> best;
    Placement chosen;
    for (const Candidate& candidate : candidates) {
        if (best && candidate.base >= best->length) break;
        Way way = way_to(problem, scene, candidate.placement);
        if (!best || way.length < best->length) {
            best = std::move(way);
            chosen = candidate.placement;
        }
    }
    Way& way = *best;
    // Solved and optimal: the table is an optimal placement (its way is empty), or, should the
    // candidates have missed it, a placement with min_k relocated.
    const std::uint64_t relocated = scene.lifted.size();
    const bool is_solved = way.length == 0 || solved(problem, options, scene);
    if (is_solved && relocated == scene.min_k) {
        result.sentence = scene.min_k == 0 ? "Solved: the table is a placement of after without relocating any match."
                                           : "Solved with the fewest relocations: " + matches_count(relocated) +
                                                 " relocated, as few as any placement of after allows.";
        return result;
    }
    // Taking back the last move, when that is a first move of a shortest way too, is the hint a
    // player understands best: checked on the table it would leave.
    bool takes_back = false;
    if (!played.empty()) {
        const Move back{played.back().to, played.back().from};
        if (!(back.from == way.from && way.to && back.to == *way.to) && !table.check(back) &&
            way_to(problem, moved(scene, back), chosen).length + 1 == way.length) {
            way.from = back.from;
            way.to = back.to;
            way.blocks.reset();
        }
        takes_back = way.from == back.from && way.to && *way.to == back.to;
    }

    Move move{way.from, way.to ? *way.to : aside(scene, way)};
    result.move = move;
    std::string sentence;
    if (is_solved)
        sentence = "Solved, but with " + matches_count(relocated) + " relocated where " + matches_count(scene.min_k) +
                   " would do. ";
    const std::string to_go = " (" + moves_words(way.length) + " to go, this one included" +
                              (way.set_aside > 0 ? ", " + moves_words(way.set_aside) + " of them setting a match aside" : "") +
                              ").";
    const TableArea area = area_of(scene.on_table, move.to);
    if (!way.to) {
        sentence += "Take the " + std::string(direction_words(move.from.direction)) + " match " +
                    place_words(move.from, area) +
                    " and set it aside, out of the way: every free place of " + figure_words(chosen.transform) +
                    " is blocked by two or more matches that still have to move (a match laid there would cross or "
                    "touch them), so one of them waits aside" +
                    to_go;
    } else {
        sentence += capitalised(move_words(move, area)) + ": " + why_it_goes(problem, scene, *analysis, way.from) + ", and " +
                    figure_words(chosen.transform) + " needs a match there";
        if (scene.before->count(*way.to) != 0) sentence += ", where a match of before lay at the start";
        if (way.blocks)
            sentence += std::string("; it goes first because a match laid there would ") +
                        (*way.blocks == Contact::cross ? "cross" : *way.blocks == Contact::overlap ? "overlap" : "touch") +
                        " it where it lies";
        sentence += to_go;
    }
    if (takes_back) sentence += " This takes back your last move.";
    result.sentence = sentence;
    return result;
}

}  // namespace knobel::matches
