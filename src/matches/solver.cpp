#include "matches/solver.h"

#include <algorithm>
#include <limits>
#include <numeric>

#include "core/split_mix64.h"
#include "core/text.h"
#include "matches/pass_count.h"
#include "matches/sample.h"
#include "matches/shadow_bound.h"
#include "matches/vote_table.h"

namespace knobel::matches {
namespace {

__extension__ typedef unsigned __int128 UInt128;

std::int64_t component(const Point& point, int c) {
    switch (c) {
        case 0: return point.p;
        case 1: return point.q;
        case 2: return point.r;
        default: return point.s;
    }
}

void set_component(Point& point, int c, std::int64_t value) {
    switch (c) {
        case 0: point.p = value; break;
        case 1: point.q = value; break;
        case 2: point.r = value; break;
        default: point.s = value; break;
    }
}

struct Range {
    Point low, high;
};

Range range_of(const std::vector<Point>* groups) {
    Range range{{std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::max(),
                 std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::max()},
                {std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::min(),
                 std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::min()}};
    for (int d = 0; d < 6; ++d)
        for (const Point& point : groups[d])
            for (int c = 0; c < 4; ++c) {
                set_component(range.low, c, std::min(component(range.low, c), component(point, c)));
                set_component(range.high, c, std::max(component(range.high, c), component(point, c)));
            }
    return range;
}

bool placement_less(const Placement& x, const Placement& y) {
    if (x.transform.index() != y.transform.index()) return x.transform.index() < y.transform.index();
    return x.translation < y.translation;
}

// Sets of points and of matches for the anchored search: open addressing with linear probing,
// at most half full. The hash multiplies every component in and mixes the high bits down, so
// that keys differing anywhere reach different slots.
std::uint64_t quick_hash(const Point& point, std::uint64_t direction) {
    std::uint64_t h = static_cast<std::uint64_t>(point.p) * 0x9E3779B97F4A7C15ull +
                      static_cast<std::uint64_t>(point.q) * 0xC2B2AE3D27D4EB4Full +
                      static_cast<std::uint64_t>(point.r) * 0x165667B19E3779F9ull +
                      static_cast<std::uint64_t>(point.s) * 0xD6E8FEB86659FD93ull + direction * 0x27D4EB2F165667C5ull;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 32);
}

// The before figure, for "does a match lie exactly here?".
class MatchSet {
public:
    void build(const Figure& figure) {
        std::size_t capacity = 16;
        while (capacity < 2 * figure.size() + 16) capacity *= 2;
        mask_ = capacity - 1;
        slots_.assign(capacity, Slot{});
        for (const Match& match : figure) {
            std::size_t slot = index(match.start, match.direction);
            while (slots_[slot].used) slot = (slot + 1) & mask_;
            slots_[slot] = Slot{match.start, match.direction, true};
        }
    }
    bool contains(const Point& start, int direction) const {
        for (std::size_t slot = index(start, direction);; slot = (slot + 1) & mask_) {
            const Slot& at = slots_[slot];
            if (!at.used) return false;
            if (at.start == start && at.direction == direction) return true;
        }
    }

private:
    struct Slot {
        Point start;
        int direction = 0;
        bool used = false;
    };
    std::size_t index(const Point& start, int direction) const {
        return static_cast<std::size_t>(quick_hash(start, static_cast<std::uint64_t>(direction))) & mask_;
    }
    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
};


}  // namespace

std::vector<Transform> allowed_transforms(const Options& options) {
    std::vector<Transform> transforms;
    for (const bool mirrored : {false, true}) {
        if (mirrored && !options.mirror) continue;
        for (int rotation = 0; rotation < 12; ++rotation) {
            if (rotation != 0 && !options.rotate) continue;
            transforms.push_back({rotation, mirrored});
        }
    }
    return transforms;
}

std::string_view mode_name(Mode mode) {
    switch (mode) {
        case Mode::exact: return "exact";
        case Mode::at_most: return "at-most";
        case Mode::strict: return "strict";
    }
    return "exact";
}

std::optional<Mode> mode_from_name(std::string_view name) {
    if (name == "exact") return Mode::exact;
    if (name == "at-most") return Mode::at_most;
    if (name == "strict") return Mode::strict;
    return std::nullopt;
}

std::vector<std::uint64_t> lookups_for(std::optional<std::uint64_t> u, Mode mode) {
    if (!u) return {};
    if (mode == Mode::strict) return {*u};
    if (mode == Mode::exact && *u == 1) return {1};
    return {};
}

std::optional<bool> Analysis::achieves(std::uint64_t k) const {
    if (k > n) return false;
    if (k == n || k == min_k) return true;
    if (k < min_k) return false;
    if (std::binary_search(achievable.begin(), achievable.end(), k)) return true;
    if (every_k || std::find(unachievable.begin(), unachievable.end(), k) != unachievable.end()) return false;
    return std::nullopt;
}

std::optional<Placement> Analysis::placement_for(std::uint64_t k) const {
    const auto found = std::lower_bound(achievable.begin(), achievable.end(), k);
    if (found == achievable.end() || *found != k) return std::nullopt;
    return witnesses[static_cast<std::size_t>(found - achievable.begin())];
}

bool Analysis::answers(std::optional<std::uint64_t> u, Mode mode) const {
    for (const std::uint64_t k : lookups_for(u, mode))
        if (!achieves(k).has_value()) return false;
    return true;
}

Figure place(const Figure& after, const Placement& placement) {
    Figure placed;
    placed.reserve(after.size());
    for (const Match& match : after) placed.push_back(apply(placement, match));
    return placed;
}

Placement far_placement(const Problem& problem) {
    // Shift along x past the before figure, to the right or, if that leaves the range, the left.
    std::int64_t before_low = std::numeric_limits<std::int64_t>::max(), before_high = std::numeric_limits<std::int64_t>::min();
    std::int64_t after_low = before_low, after_high = before_high;
    for (const Match& match : problem.before)
        for (const Point& end : {match.start, end_of(match)}) {
            before_low = std::min(before_low, floor_twice_x(end));
            before_high = std::max(before_high, floor_twice_x(end));
        }
    for (const Match& match : problem.after)
        for (const Point& end : {match.start, end_of(match)}) {
            after_low = std::min(after_low, floor_twice_x(end));
            after_high = std::max(after_high, floor_twice_x(end));
        }
    if (problem.before.empty() || problem.after.empty()) return {};
    // A shift by m units moves ⌊2x⌋ by exactly 2m; 4 half-units of gap leave the figures apart.
    const std::int64_t right = (before_high - after_low) / 2 + 4;
    const std::int64_t left = -((after_high - before_low) / 2 + 4);
    const Placement to_right{{}, {right, 0, 0, 0}}, to_left{{}, {left, 0, 0, 0}};
    for (const Match& match : problem.after)
        if (!writable(apply(to_right, match))) return to_left;
    return to_right;
}

namespace {

// Sets for the anchored search (open addressing, linear probing, at most half full; a key value
// that never occurs marks an empty slot). CodeSet holds 64-bit codes in eight bytes a slot: the
// before figure of a 3,000-match puzzle takes 64 KB and stays in the cache while thousands of
// candidates are checked against it. PointSet holds translations that have no code.
template <class Key, class Traits>
class OpenSet {
public:
    void reset(std::size_t expected) {
        std::size_t capacity = 64;
        while (capacity < 2 * expected + 16) capacity *= 2;
        slots_.assign(capacity, Traits::empty());
        shift_ = 64;
        for (std::size_t c = capacity; c > 1; c /= 2) --shift_;
        used_ = 0;
    }
    bool contains(const Key& key) const {
        for (std::size_t slot = index(key);; slot = (slot + 1) & (slots_.size() - 1)) {
            if (slots_[slot] == key) return true;
            if (slots_[slot] == Traits::empty()) return false;
        }
    }
    // False if the key was there already.
    bool insert(const Key& key) {
        if (2 * (used_ + 1) > slots_.size()) grow();
        std::size_t slot = index(key);
        for (; !(slots_[slot] == Traits::empty()); slot = (slot + 1) & (slots_.size() - 1))
            if (slots_[slot] == key) return false;
        slots_[slot] = key;
        ++used_;
        return true;
    }
    void release() {
        slots_ = {};
        used_ = 0;
    }

private:
    // Fibonacci hashing: the top bits of the key's hash × 2^64/φ.
    std::size_t index(const Key& key) const {
        return static_cast<std::size_t>((Traits::hash(key) * 0x9E3779B97F4A7C15ull) >> shift_);
    }
    void grow() {
        std::vector<Key> old;
        old.swap(slots_);
        reset(std::max<std::size_t>(old.size(), 32));
        for (const Key& key : old)
            if (!(key == Traits::empty())) insert(key);
    }
    std::vector<Key> slots_;
    int shift_ = 58;
    std::size_t used_ = 0;
};

struct CodeTraits {
    static std::uint64_t empty() { return ~std::uint64_t{0}; }  // codes are below 2^62
    static std::uint64_t hash(std::uint64_t code) { return code; }
};
using CodeSet = OpenSet<std::uint64_t, CodeTraits>;

struct PointTraits {
    // Translations stay within a few times 10^9 of the origin.
    static Point empty() {
        const std::int64_t none = std::numeric_limits<std::int64_t>::min();
        return {none, none, none, none};
    }
    static std::uint64_t hash(const Point& point) { return quick_hash(point, 0); }
};
using PointSet = OpenSet<Point, PointTraits>;

// The after figure under one allowed transform.
struct Turned {
    Transform transform;
    // Built when the transform is first searched (most transforms never are: their bound rules
    // them out): the starts of the turned after matches by direction, and the turned after
    // matches in the order a candidate is checked.
    bool built = false;
    std::vector<Point> groups[6];
    std::vector<Match> scan;
    std::uint64_t count[6] = {0, 0, 0, 0, 0, 0};  // turned after matches by direction
    // Every point a candidate check can meet, a + (b − a') for before b and turned after a, a',
    // lies in a box; when the box is small enough (the usual case) a point and a direction are
    // one 64-bit code, linear in the point: code(a + t) = scan_codes[i] + code(t). Codes are
    // Σ_c (x_c − low_c)·mult_c + direction, mult[3] = 8.
    bool packed = false;
    std::int64_t low[4] = {0, 0, 0, 0};
    std::uint64_t mult[4] = {0, 0, 0, 0};
    std::int64_t shift_base[4] = {0, 0, 0, 0};     // a translation t has the code Σ (t_c − shift_base_c)·mult_c
    std::vector<std::uint64_t> scan_codes;         // (a − min a)·mult + direction, in scan order
    std::vector<std::uint64_t> group_codes[6];     // (−a' + max a)·mult for the starts in groups[d]
    std::vector<std::uint64_t> anchor_codes[6];    // (b − min b)·mult for the before starts of direction d
    CodeSet before_codes;                          // the before matches
    int cheapest[6] = {0, 1, 2, 3, 4, 5};  // directions, the fewest turned after matches first
    std::uint64_t bound = 0;  // Σ over directions of min(before, turned after): the most votes a t gets
    std::uint64_t pairs = 0;  // Σ over directions of before × turned after: the votes of a full count
    bool counted = false;     // every translation counted already, in the search for the minimum
    // The shadow bound (shadow_bound.h), once asked: at most `bound`, often far less.
    bool shadowed = false;
    std::uint64_t shadow = 0;
};

// Every vote of one transform, in slices of one row (one turned after match against the before
// matches of its direction).
class VoteCount {
public:
    void prepare(const std::vector<Point>* before_groups, const Turned& turned) {
        after_groups_ = turned.groups;
        before_groups_ = before_groups;
        // Translations as one 64-bit number when the coordinates' spread allows (the usual case):
        // offset_c = (b_c − min b_c) + (max a_c − a_c) in [0, width_c), mixed radix.
        const Range b = range_of(before_groups), a = range_of(turned.groups);
        UInt128 product = 1;
        packed_ = true;
        std::int64_t widths[4];
        for (int c = 0; c < 4; ++c) {
            const UInt128 width = static_cast<UInt128>(component(b.high, c) - component(b.low, c)) +
                                  static_cast<UInt128>(component(a.high, c) - component(a.low, c)) + 1;
            product *= width;
            if (product >= (UInt128{1} << 62)) packed_ = false;
            if (!packed_) break;
            widths[c] = static_cast<std::int64_t>(width);
        }
        if (packed_) {
            multipliers_[3] = 1;
            for (int c = 2; c >= 0; --c) multipliers_[c] = multipliers_[c + 1] * widths[c + 1];
            for (int c = 0; c < 4; ++c) set_component(offset_base_, c, component(b.low, c) - component(a.high, c));
            for (int d = 0; d < 6; ++d) {
                before_codes_[d].clear();
                after_codes_[d].clear();
                for (const Point& point : before_groups[d]) {
                    std::uint64_t code = 0;
                    for (int c = 0; c < 4; ++c)
                        code += static_cast<std::uint64_t>(component(point, c) - component(b.low, c)) *
                                static_cast<std::uint64_t>(multipliers_[c]);
                    before_codes_[d].push_back(code);
                }
                for (const Point& point : turned.groups[d]) {
                    std::uint64_t code = 0;
                    for (int c = 0; c < 4; ++c)
                        code += static_cast<std::uint64_t>(component(a.high, c) - component(point, c)) *
                                static_cast<std::uint64_t>(multipliers_[c]);
                    after_codes_[d].push_back(code);
                }
            }
            // A box of few codes (a figure on a lattice of 60° or 90°: two of the four coordinates
            // barely vary) is counted in a plain array, a vote an increment; else in the table.
            dense_ = product <= kDenseCells && product <= 8 * UInt128{turned.pairs} + 4096;
            if (dense_) dense_counts_.assign(static_cast<std::size_t>(product), 0);
            else packed_table_.reset(turned.pairs);
        } else {
            spread_.prepare(before_groups, turned.groups);
        }
        direction_ = 0;
        row_ = 0;
    }

    // One step of the count: a row of votes, or a pass of a spread figure's count; once the
    // votes are all cast, visit(translation, votes) for every translation with a vote (a spread
    // figure's, pass by pass). Returns the work done, 0 when the count is over.
    // Translations with fewer than `min_votes` votes are not visited.
    template <class Visit>
    std::uint64_t step(Visit&& visit, std::uint32_t min_votes) {
        if (!packed_) return spread_.next_pass(visit, min_votes);
        if (const std::uint64_t cast = vote_row()) return cast;
        if (dense_) {
            for (std::size_t code = 0; code < dense_counts_.size(); ++code)
                if (dense_counts_[code] != 0 && dense_counts_[code] >= min_votes) visit(decode(code), dense_counts_[code]);
        } else {
            packed_table_.for_each([&](std::uint64_t key, std::uint32_t votes) {
                if (votes >= min_votes) visit(decode(key), votes);
            });
        }
        return 0;
    }

    // The dense counts keep their memory for the next transform: fresh pages from the system
    // cost more to clear than the counts themselves (k = 1,197: a third of the time).
    void release() {
        packed_table_.release();
        spread_.release();
    }

private:
    // Votes of one turned after match against every before match of its direction: the votes
    // cast, 0 once every row is done.
    std::uint64_t vote_row() {
        while (direction_ < 6 && row_ >= after_groups_[direction_].size()) {
            ++direction_;
            row_ = 0;
        }
        if (direction_ == 6) return 0;
        const std::uint64_t base = after_codes_[direction_][row_];
        if (dense_) {
            for (const std::uint64_t code : before_codes_[direction_]) ++dense_counts_[static_cast<std::size_t>(code + base)];
        } else {
            for (const std::uint64_t code : before_codes_[direction_]) packed_table_.add(code + base);
        }
        ++row_;
        return std::max<std::uint64_t>(1, before_groups_[direction_].size());
    }

    Point decode(std::uint64_t key) const {
        Point translation;
        for (int c = 0; c < 4; ++c) {
            const auto multiplier = static_cast<std::uint64_t>(multipliers_[c]);
            set_component(translation, c, static_cast<std::int64_t>(key / multiplier) + component(offset_base_, c));
            key %= multiplier;
        }
        return translation;
    }

    const std::vector<Point>* after_groups_ = nullptr;
    const std::vector<Point>* before_groups_ = nullptr;
    bool packed_ = false;
    std::vector<std::uint64_t> before_codes_[6], after_codes_[6];
    std::int64_t multipliers_[4] = {0, 0, 0, 0};
    Point offset_base_;  // translation = decoded offsets + offset_base
    int direction_ = 0;
    std::size_t row_ = 0;
    static constexpr UInt128 kDenseCells = 1u << 22;  // 8 MB of counts at most
    bool dense_ = false;
    std::vector<std::uint16_t> dense_counts_;  // by code, when dense_
    VoteTable<std::uint64_t, PackedHash> packed_table_;
    PassCount spread_;  // the count of a figure spread too far for codes
};

}  // namespace

struct Analyser::State {
    enum class Phase { every, seed, minimum, lookup, done };
    // What one transform's search is after: every translation with at least `target` votes (the
    // target rises with the best found), one with exactly `target`, or every translation.
    enum class Goal { at_least, exactly, every };

    Problem problem;
    AnalysisRequest request;
    Options options;
    std::uint64_t n = 0;
    std::uint64_t after_size = 0;
    std::vector<std::size_t> shuffle;     // the order in which a candidate's matches are checked
    std::vector<Point> before_groups[6];  // before starts by direction
    std::vector<std::uint32_t> before_order[6];  // indices into before_groups[d], shuffled: the sample's order
    MatchSet before_set;
    std::vector<Turned> turned;     // in allowed_transforms order
    std::vector<std::size_t> order;  // indices into turned, the highest bound first
    std::vector<std::pair<Transform, Point>> symmetries;  // (S, s) with S(after) + s = after
    std::uint64_t total = 0, spent = 0;
    Phase phase = Phase::minimum;

    // The transform being searched.
    struct Task {
        bool active = false;
        std::size_t turned = 0;
        Goal goal = Goal::at_least;
        std::uint64_t target = 0;  // votes
        bool full = false;         // counting every vote rather than checking anchored candidates
        // Anchors: the before match `anchor` of direction cheapest[rank], its candidate `candidate`.
        int rank = 0;
        std::size_t anchor = 0;
        std::uint64_t anchors_done = 0;
        std::size_t candidate = 0;
        std::uint64_t spent = 0, give_up = 0;
        std::uint64_t local_best = 0;   // at_least: the most votes a candidate had, ≥ target
        std::vector<Point> found;       // at_least: the candidates with local_best votes; exactly: one
        VoteCount count;
        // The sampled search (packed transforms): votes of a sample first, then the survivors.
        bool sampled = false;
        Sample sample;
        bool exact_sample = false;              // every element sampled: the votes are exact
        std::vector<SampledVotes> survivors;   // by code
        std::size_t next_survivor = 0;
    } task;
    PointSet tried;         // the anchored candidates of the task, each checked once
    CodeSet tried_codes;    // the same by code, for a packed transform

    // A placement's votes known before the search (seed_best): the round starts there.
    std::size_t seed_position = 0;
    std::uint64_t seed_votes = 0;
    // The search for the minimum, in rounds of growing anchor sets.
    std::uint64_t round_votes = 0;  // this round looks for placements with at least this many votes
    std::size_t round_position = 0;
    std::size_t every_position = 0;
    // The lookups.
    std::size_t lookup = 0, lookup_position = 0;
    std::vector<std::pair<std::uint64_t, std::optional<Placement>>> looked_up;

    // Results so far.
    std::uint64_t best_votes = 0;
    std::uint64_t best_count = 0;
    std::vector<Placement> best_list;          // canonical optimal placements, the least ones kept
    bool best_list_full = false;               // trimmed to list_room() placements, the last of them:
    Placement best_list_last;
    std::vector<std::uint8_t> achieved;        // by k (every_k)
    std::vector<Placement> witness;            // by k (every_k)
    bool complete = false;
    Analysis analysis;

    std::size_t list_room() const { return std::max<std::size_t>(request.list_limit, 1); }

    bool is_canonical(const Placement& placement) const {
        for (const auto& [symmetry, shift] : symmetries) {
            const Placement other{compose(placement.transform, symmetry),
                                  apply(placement.transform, shift) + placement.translation};
            if (placement_less(other, placement)) return false;
        }
        return true;
    }

    void record_best(const Placement& placement, std::uint64_t votes) {
        if (votes == 0) return;
        if (votes > best_votes) {
            best_votes = votes;
            best_count = 0;
            best_list.clear();
            best_list_full = false;
        }
        if (votes < best_votes) return;
        ++best_count;
        // A list already trimmed keeps only placements below its last one: a spread figure whose
        // best is one vote has millions of optimal placements, and most end here.
        if (best_list_full && !placement_less(placement, best_list_last)) return;
        if (!is_canonical(placement)) return;
        best_list.push_back(placement);
        if (best_list.size() >= 2 * list_room() + 64) trim_best_list();
    }

    void trim_best_list() {
        std::sort(best_list.begin(), best_list.end(), placement_less);
        if (best_list.size() > list_room()) best_list.resize(list_room());
        best_list_full = best_list.size() == list_room();
        if (best_list_full) best_list_last = best_list.back();
    }

    void record_any(const Placement& placement, std::uint64_t votes) {
        const auto k = static_cast<std::size_t>(n - votes);  // size_t: vectors index by it, also in wasm32
        if (!achieved[k]) {
            achieved[k] = 1;
            witness[k] = placement;
        }
        record_best(placement, votes);
    }

    // The number of anchors that makes sure: a placement with at least `votes` votes misses at
    // most scan − votes after matches, so it covers one of any scan − votes + 1 before matches.
    std::uint64_t anchors_for(std::uint64_t votes) const { return after_size - votes + 1; }

    // The after figure turned by transform `index`, grouped and in checking order.
    void build(std::size_t index) {
        Turned& t = turned[index];
        if (t.built) return;
        t.built = true;
        t.scan.reserve(problem.after.size());
        for (const std::size_t i : shuffle) t.scan.push_back(apply(t.transform, problem.after[i]));
        for (const Match& match : t.scan) t.groups[match.direction].push_back(match.start);
        pack(t);
    }

    void pack(Turned& t) {
        const Range b = range_of(before_groups), a = range_of(t.groups);
        std::int64_t widths[4];
        UInt128 product = 8;
        for (int c = 0; c < 4; ++c) {
            // The box: from min b + min a − max a to max b + max a − min a.
            const UInt128 width = static_cast<UInt128>(component(b.high, c) - component(b.low, c)) +
                                  2 * static_cast<UInt128>(component(a.high, c) - component(a.low, c)) + 1;
            product *= width;
            if (product >= (UInt128{1} << 62)) return;  // too spread out: points and hashing
            widths[c] = static_cast<std::int64_t>(width);
        }
        t.packed = true;
        t.mult[3] = 8;
        for (int c = 2; c >= 0; --c) t.mult[c] = t.mult[c + 1] * static_cast<std::uint64_t>(widths[c + 1]);
        for (int c = 0; c < 4; ++c) {
            t.low[c] = component(b.low, c) + component(a.low, c) - component(a.high, c);
            t.shift_base[c] = component(b.low, c) - component(a.high, c);
        }
        const auto code = [&](const Point& x, const std::int64_t* base) {
            std::uint64_t sum = 0;
            for (int c = 0; c < 4; ++c) sum += static_cast<std::uint64_t>(component(x, c) - base[c]) * t.mult[c];
            return sum;
        };
        // a_c − (low_c − shift_base_c) = a_c − min a_c ≥ 0.
        std::int64_t after_base[4];
        for (int c = 0; c < 4; ++c) after_base[c] = t.low[c] - t.shift_base[c];
        t.scan_codes.reserve(t.scan.size());
        for (const Match& match : t.scan)
            t.scan_codes.push_back(code(match.start, after_base) + static_cast<std::uint64_t>(match.direction));
        std::int64_t before_low[4], after_high[4];
        for (int c = 0; c < 4; ++c) {
            before_low[c] = component(b.low, c);
            after_high[c] = component(a.high, c);
        }
        for (int d = 0; d < 6; ++d) {
            // t = b − a' has the digits (b − min b) + (max a − a').
            for (const Point& start : t.groups[d]) {
                std::uint64_t sum = 0;
                for (int c = 0; c < 4; ++c)
                    sum += static_cast<std::uint64_t>(after_high[c] - component(start, c)) * t.mult[c];
                t.group_codes[d].push_back(sum);
            }
            for (const Point& start : before_groups[d]) t.anchor_codes[d].push_back(code(start, before_low));
        }
        t.before_codes.reset(problem.before.size());
        for (const Match& match : problem.before)
            t.before_codes.insert(code(match.start, t.low) + static_cast<std::uint64_t>(match.direction));
    }

    Point decode(const Turned& t, std::uint64_t code) const {
        Point translation;
        for (int c = 0; c < 4; ++c) {
            set_component(translation, c, static_cast<std::int64_t>(code / t.mult[c]) + t.shift_base[c]);
            code %= t.mult[c];
        }
        return translation;
    }

    void start_task(std::size_t index, Goal goal, std::uint64_t target) {
        build(index);
        Turned& t = turned[index];
        task.active = true;
        task.turned = index;
        task.goal = goal;
        task.target = target;
        task.rank = 0;
        task.anchor = 0;
        task.anchors_done = 0;
        task.candidate = 0;
        task.spent = 0;
        task.local_best = 0;
        task.found.clear();
        // Anchors, a sample or every vote: whichever looks cheapest.
        bool full = goal == Goal::every || request.method == Method::votes;
        task.sampled = false;
        if (!full && t.packed && target <= t.bound &&
            (request.method == Method::sampled ||
             (request.method == Method::automatic && sampled_is_cheapest(t, target)))) {
            task.sampled = true;
            task.sample.start(codes_of(t), t.bound, Sample::cost(codes_of(t), 2 * (t.bound - target) + 2));
            task.survivors.clear();
            task.next_survivor = 0;
            task.give_up = 2 * t.pairs + 4 * after_size + 64;
            task.full = false;
            return;
        }
        if (!full && request.method == Method::automatic) full = anchored_cost(t, target) > t.pairs;
        task.give_up = request.method == Method::automatic ? 2 * t.pairs + 4 * after_size + 64
                                                           : std::numeric_limits<std::uint64_t>::max();
        task.full = full;
        if (full) {
            task.count.prepare(before_groups, t);
        } else if (t.packed) {
            tried_codes.reset(1024);
        } else {
            tried.reset(1024);
        }
    }

    // The same by codes.
    std::optional<std::uint64_t> check_packed(const Turned& t, std::uint64_t translation, std::uint64_t max_misses) {
        std::uint64_t misses = 0, looked = 0;
        std::optional<std::uint64_t> votes;
        for (const std::uint64_t code : t.scan_codes) {
            ++looked;
            if (!t.before_codes.contains(code + translation) && ++misses > max_misses) break;
        }
        if (misses <= max_misses) votes = t.scan_codes.size() - misses;
        task.spent += looked;
        spent += looked;
        return votes;
    }

    // One candidate translation checked: its votes, or nothing after more than `max_misses` misses.
    std::optional<std::uint64_t> check(const Turned& t, const Point& translation, std::uint64_t max_misses) {
        std::uint64_t misses = 0, looked = 0;
        std::optional<std::uint64_t> votes;
        for (const Match& match : t.scan) {
            ++looked;
            if (!before_set.contains(match.start + translation, match.direction) && ++misses > max_misses) break;
        }
        if (misses <= max_misses) votes = t.scan.size() - misses;
        task.spent += looked;
        spent += looked;
        return votes;
    }

    // The target an at_least task checks against now: its own, the best found, its local best.
    std::uint64_t current_target() const {
        return std::max({task.target, best_votes, task.local_best, std::uint64_t{1}});
    }

    // Advances the task by one candidate (or one row of votes); returns false once it is over.
    bool step_task() {
        Turned& t = turned[task.turned];
        if (task.full) {
            // A search for the best leaves translations of one vote to record_singletons when
            // no translation has two (most of a scattered figure's millions are never visited).
            const std::uint32_t min_votes =
                task.goal == Goal::at_least ? static_cast<std::uint32_t>(std::max<std::uint64_t>(best_votes, 2)) : 1;
            const std::uint64_t work = task.count.step(
                [&](const Point& translation, std::uint32_t votes) {
                    task.local_best = std::max<std::uint64_t>(task.local_best, votes);
                    counted(t, translation, votes);
                },
                min_votes);
            spent += work;
            if (work > 0) return true;
            finish_count(t);
            return false;
        }
        if (task.spent > task.give_up) {
            // The anchors (or the sample) cost more than counting every vote would: count instead.
            task.sampled = false;
            task.sample.release();
            task.survivors.clear();
            task.full = true;
            task.found.clear();
            task.local_best = 0;
            tried.release();
            tried_codes.release();
            task.count.prepare(before_groups, t);
            return true;
        }
        if (task.sampled) return step_sampled(t);
        const std::uint64_t target = task.goal == Goal::exactly ? task.target : current_target();
        if (target > after_size || task.anchors_done >= anchors_for(target)) {
            finish_anchors(t);
            return false;
        }
        // The next candidate: anchor `anchor` of direction cheapest[rank], turned after match `candidate`.
        while (task.rank < 6 && task.anchor >= before_groups[t.cheapest[task.rank]].size()) {
            ++task.rank;
            task.anchor = 0;
        }
        if (task.rank == 6) {
            finish_anchors(t);
            return false;
        }
        const int d = t.cheapest[task.rank];
        if (task.candidate >= t.groups[d].size()) {
            ++task.anchor;
            ++task.anchors_done;
            task.candidate = 0;
            return true;
        }
        Point translation;
        std::optional<std::uint64_t> votes;
        ++spent;
        if (t.packed) {
            const std::uint64_t code = t.anchor_codes[d][task.anchor] + t.group_codes[d][task.candidate];
            ++task.candidate;
            if (!tried_codes.insert(code)) return true;
            votes = check_packed(t, code, after_size - target);
            if (!votes) return true;
            translation = decode(t, code);
        } else {
            translation = before_groups[d][task.anchor] - t.groups[d][task.candidate];
            ++task.candidate;
            if (!tried.insert(translation)) return true;
            votes = check(t, translation, after_size - target);
            if (!votes) return true;
        }
        return take_candidate(t, translation, *votes, target);
    }

    // The transform's bound, tightened by the shadows of the figures where that is cheap (a
    // sixteenth of the pairs): computed once.
    std::uint64_t shadow_of(std::size_t index) {
        Turned& t = turned[index];
        if (!t.shadowed) {
            build(index);
            t.shadowed = true;
            t.shadow = std::min(t.bound, shadow_bound(before_groups, t.groups, t.pairs / 16).value_or(t.bound));
            spent += t.pairs / 64 + 1;
        }
        return t.shadow;
    }

    // A transform none of whose translations has two votes (its shadow bound is 1), with the
    // best at most one vote: every pair of equally directed matches is its own optimal placement.
    // They are counted, not visited; the least ones in (transform, translation) order lie among
    // the `room` least before starts of a direction minus its `room` largest turned after starts
    // (b − a grows with b and falls with a), so only those are recorded. (A transform's
    // placements are all canonical or none: a symmetry takes each to another transform.)
    void record_singletons(std::size_t index) {
        const Turned& t = turned[index];
        const std::size_t room = list_room();
        std::uint64_t recorded = 0;
        for (int d = 0; d < 6; ++d) {
            std::vector<Point> least = before_groups[d], largest = t.groups[d];
            const std::size_t b_count = std::min(room, least.size()), a_count = std::min(room, largest.size());
            std::partial_sort(least.begin(), least.begin() + static_cast<std::ptrdiff_t>(b_count), least.end());
            std::partial_sort(largest.begin(), largest.begin() + static_cast<std::ptrdiff_t>(a_count), largest.end(),
                              [](const Point& x, const Point& y) { return y < x; });
            for (std::size_t i = 0; i < b_count; ++i)
                for (std::size_t j = 0; j < a_count; ++j) {
                    record_best({t.transform, least[i] - largest[j]}, 1);
                    ++recorded;
                }
        }
        best_count += t.pairs - recorded;
        spent += t.pairs / 64 + 1;
    }

    // A guess at a good placement of transform `index`, to start the search from its votes: the
    // translations most voted for by a small sample, checked match by match.
    void seed(std::size_t index) {
        build(index);
        const Turned& t = turned[index];
        if (!t.packed || request.method != Method::automatic) return;
        Sample sample;
        sample.start(codes_of(t), t.bound, Sample::cost(codes_of(t), kSeedSample));
        while (!sample.done()) spent += sample.grow_to(kSeedSample);
        for (const SampledVotes& guess : sample.most_voted(kSeedGuesses))
            seed_votes = std::max(seed_votes, check_packed(t, guess.code, after_size).value_or(0));
    }
    static constexpr std::uint64_t kSeedSample = 24;
    static constexpr std::size_t kSeedGuesses = 3;

    // Whether the sampled search looks cheaper than anchors and than every vote: its sample
    // costs a row of votes an element, and about twice the slack of elements do.
    bool sampled_is_cheapest(const Turned& t, std::uint64_t target) const {
        const std::uint64_t sample_cost = Sample::cost(codes_of(t), 2 * (t.bound - target) + 2);
        return sample_cost < t.pairs && sample_cost + 16 * after_size < anchored_cost(t, target);
    }

    // What the anchored search for `target` looks like it costs: each candidate costs at least
    // as many look-ups as misses it is allowed, usually a few more.
    std::uint64_t anchored_cost(const Turned& t, std::uint64_t target) const {
        const std::uint64_t anchors = anchors_for(target);
        std::uint64_t left = anchors, candidates = 0;
        for (int rank = 0; rank < 6 && left > 0; ++rank) {
            const int d = t.cheapest[rank];
            const std::uint64_t taken = std::min<std::uint64_t>(left, before_groups[d].size());
            candidates += taken * t.count[d];
            left -= taken;
        }
        return candidates * std::min<std::uint64_t>(after_size, anchors + 2);
    }

    // One step of the sampled search: a sample element's row of votes, or one survivor checked.
    bool step_sampled(const Turned& t) {
        const std::uint64_t target = task.goal == Goal::exactly ? task.target : current_target();
        if (target > t.bound) {
            finish_anchors(t);
            return false;
        }
        if (!task.sample.done()) {
            const std::uint64_t work = task.sample.step(target);
            task.spent += work;
            spent += work;
            if (task.sample.done()) {
                task.exact_sample = task.sample.exhaustive();
                task.survivors = task.sample.survivors(target);
                task.sample.release();
            }
            return true;
        }
        if (task.next_survivor == task.survivors.size()) {
            finish_anchors(t);
            return false;
        }
        const SampledVotes survivor = task.survivors[task.next_survivor++];
        ++spent;
        const std::optional<std::uint64_t> votes =
            task.exact_sample ? std::optional<std::uint64_t>(survivor.votes) : check_packed(t, survivor.code, after_size - target);
        if (!votes || *votes < target) return true;
        return take_candidate(t, decode(t, survivor.code), *votes, target);
    }

    Sample::Codes codes_of(const Turned& t) const { return {t.anchor_codes, t.group_codes, before_order}; }

    // A candidate with `votes` ≥ the target's: kept (at_least) or the answer (exactly).
    bool take_candidate(const Turned& t, const Point& translation, std::uint64_t votes, std::uint64_t target) {
        if (task.goal == Goal::exactly) {
            if (votes != target) return true;
            task.found = {translation};
            finish_anchors(t);
            return false;
        }
        if (votes > task.local_best) {
            task.local_best = votes;
            task.found.clear();
        }
        task.found.push_back(translation);
        return true;
    }

    void finish_anchors(const Turned& t) {
        if (task.goal == Goal::at_least)
            for (const Point& translation : task.found) record_best({t.transform, translation}, task.local_best);
        tried.release();
        tried_codes.release();
        task.active = false;
    }

    // A translation's votes from a full count.
    void counted(const Turned& t, const Point& translation, std::uint32_t votes) {
        switch (task.goal) {
            case Goal::at_least:
                if (votes >= best_votes) record_best({t.transform, translation}, votes);
                break;
            case Goal::exactly:
                if (votes == task.target && task.found.empty()) task.found.push_back(translation);
                break;
            case Goal::every: record_any({t.transform, translation}, votes); break;
        }
    }

    void finish_count(Turned& t) {
        if (task.goal == Goal::at_least) {
            t.counted = true;
            if (task.local_best < 2 && best_votes <= 1) record_singletons(task.turned);
        }
        task.count.release();
        task.active = false;
    }

    // A task is over: a lookup that found its k is decided.
    void task_ended() {
        if (task.goal != Goal::exactly || task.found.empty()) return;
        looked_up.emplace_back(request.lookups[lookup], Placement{turned[task.turned].transform, task.found.front()});
        task.found.clear();
        ++lookup;
        lookup_position = 0;
    }

    std::uint64_t max_bound() const { return order.empty() ? 0 : turned[order.front()].bound; }

    // Starts the next task of the phase, or moves on to the next phase; false when nothing is left.
    bool next_task() {
        switch (phase) {
            case Phase::every:
                if (every_position < turned.size()) {
                    start_task(every_position++, Goal::every, 0);
                    return true;
                }
                phase = Phase::lookup;
                return true;
            case Phase::seed:
                if (seed_position < order.size() && turned[order[seed_position]].bound > seed_votes) {
                    const std::size_t index = order[seed_position++];
                    if (shadow_of(index) > seed_votes) seed(index);
                    return true;
                }
                phase = Phase::minimum;
                // The seed's votes are reached by some placement: one round from there finds the
                // best. Without a seed (figures spread too far for codes), deepen from the top.
                if (seed_votes > 0) round_votes = seed_votes;
                return true;
            case Phase::minimum:
                while (round_position < order.size()) {
                    const std::size_t index = order[round_position++];
                    const std::uint64_t target = std::max({round_votes, best_votes, std::uint64_t{1}});
                    if (turned[index].counted || turned[index].bound < target) continue;
                    const std::uint64_t bound = shadow_of(index);
                    if (bound < target) continue;
                    if (bound == 1 && request.method == Method::automatic) {
                        record_singletons(index);
                        turned[index].counted = true;
                        return true;
                    }
                    start_task(index, Goal::at_least, target);
                    return true;
                }
                // The round is over: every placement with at least max(round_votes, best) votes
                // has been seen. Done when one was found; else again with twice the anchors.
                if (best_votes >= round_votes || round_votes <= 1) {
                    phase = Phase::lookup;
                } else {
                    const std::uint64_t anchors = 2 * (n - round_votes + 1);
                    round_votes = anchors >= n ? 1 : n - anchors + 1;
                    round_position = 0;
                    // Rounds cost four times the one before: once the next would cost an eighth of
                    // counting every vote of the transform with the highest bound, count instead
                    // (5,000 unrelated matches: 64 rounds of anchors cost more than the count).
                    const Turned& top = turned[order.front()];
                    if (request.method == Method::automatic && anchored_cost(top, round_votes) > top.pairs / 8) round_votes = 1;
                }
                return true;
            case Phase::lookup: {
                if (lookup >= request.lookups.size()) {
                    phase = Phase::done;
                    return false;
                }
                const std::uint64_t k = request.lookups[lookup];
                const bool known = request.every_k || k >= n || k <= n - best_votes ||
                                   std::any_of(looked_up.begin(), looked_up.end(), [&](const auto& x) { return x.first == k; });
                if (!known) {
                    while (lookup_position < order.size()) {
                        const std::size_t index = order[lookup_position++];
                        if (turned[index].bound < n - k || shadow_of(index) < n - k) continue;
                        start_task(index, Goal::exactly, n - k);
                        return true;
                    }
                    looked_up.emplace_back(k, std::nullopt);  // no transform has it
                }
                ++lookup;
                lookup_position = 0;
                return true;
            }
            case Phase::done: return false;
        }
        return false;
    }

    void finish() {
        analysis.options = options;
        analysis.n = n;
        analysis.min_k = n - best_votes;
        analysis.symmetries = symmetries.size();
        analysis.every_k = request.every_k;
        const Placement far = far_placement(problem);
        if (best_votes > 0) {
            trim_best_list();
            analysis.best = best_list.front();
            analysis.optimal_placements = best_count / symmetries.size();
            best_list.resize(std::min(best_list.size(), request.list_limit));
            analysis.optimal_list = best_list;
        } else {
            analysis.best = far;
            if (request.list_limit > 0) analysis.optimal_list.push_back(far);
        }
        std::vector<std::pair<std::uint64_t, Placement>> known;
        if (request.every_k) {
            achieved[static_cast<std::size_t>(n)] = 1;
            witness[static_cast<std::size_t>(n)] = far;
            for (std::size_t k = 0; k <= n; ++k)
                if (achieved[k]) known.emplace_back(k, k == analysis.min_k ? analysis.best : witness[k]);
        } else {
            known.emplace_back(analysis.min_k, analysis.best);
            if (analysis.min_k != n) known.emplace_back(n, far);
            for (const auto& [k, placement] : looked_up) {
                if (placement) known.emplace_back(k, *placement);
                else analysis.unachievable.push_back(k);
            }
            std::sort(known.begin(), known.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
            std::sort(analysis.unachievable.begin(), analysis.unachievable.end());
        }
        for (const auto& [k, placement] : known) {
            analysis.achievable.push_back(k);
            analysis.witnesses.push_back(placement);
        }
        complete = true;
    }
};

Analyser::Analyser(const Problem& problem, const Options& options, AnalysisRequest request)
    : state_(std::make_unique<State>()) {
    State& s = *state_;
    s.problem = Problem{problem.before, problem.after, std::nullopt};
    s.request = std::move(request);
    s.options = options;
    s.n = problem.before.size();
    for (const Match& match : problem.before) s.before_groups[match.direction].push_back(match.start);
    s.before_set.build(problem.before);
    if (s.request.every_k) {
        s.achieved.assign(static_cast<std::size_t>(s.n) + 1, 0);
        s.witness.assign(static_cast<std::size_t>(s.n) + 1, Placement{});
    }

    // The order in which a candidate's matches are checked: shuffled, so that a candidate that
    // covers one region of the figure but misses another meets its misses early.
    s.after_size = problem.after.size();
    s.shuffle.resize(problem.after.size());
    std::iota(s.shuffle.begin(), s.shuffle.end(), std::size_t{0});
    SplitMix64 random(0x6D617463686573ull);
    for (std::size_t i = s.shuffle.size(); i > 1; --i) std::swap(s.shuffle[i - 1], s.shuffle[static_cast<std::size_t>(random.below(i))]);
    for (int d = 0; d < 6; ++d) {
        auto& order = s.before_order[d];
        order.resize(s.before_groups[d].size());
        std::iota(order.begin(), order.end(), std::uint32_t{0});
        for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[static_cast<std::size_t>(random.below(i))]);
    }
    // Every allowed transform with its bound: a transform only permutes the directions, so the
    // counts by direction need no turning (mirror d → −d, then turn d → d + rotation, mod 6).
    std::uint64_t after_count[6] = {0, 0, 0, 0, 0, 0};
    for (const Match& match : problem.after) ++after_count[match.direction];
    for (const Transform& transform : allowed_transforms(options)) {
        Turned t;
        t.transform = transform;
        for (int d = 0; d < 6; ++d) t.count[((transform.mirrored ? 6 - d : d) + transform.rotation) % 6] += after_count[d];
        std::stable_sort(std::begin(t.cheapest), std::end(t.cheapest), [&](int x, int y) { return t.count[x] < t.count[y]; });
        for (int d = 0; d < 6; ++d) {
            t.bound += std::min<std::uint64_t>(s.before_groups[d].size(), t.count[d]);
            t.pairs += s.before_groups[d].size() * t.count[d];
        }
        s.total += t.pairs;
        s.turned.push_back(std::move(t));
    }
    s.order.resize(s.turned.size());
    std::iota(s.order.begin(), s.order.end(), std::size_t{0});
    std::stable_sort(s.order.begin(), s.order.end(),
                     [&](std::size_t x, std::size_t y) { return s.turned[x].bound > s.turned[y].bound; });

    // The after figure's symmetries among the allowed transforms: S(after) + s = after exactly when
    // s takes the least match of S(after) to the least of after (a shift keeps the order) and every
    // shifted match is one of after. Only transforms that keep the counts by direction can be one.
    if (!problem.after.empty()) {
        MatchSet after_set;
        after_set.build(problem.after);
        const Match least = *std::min_element(problem.after.begin(), problem.after.end());
        for (std::size_t index = 0; index < s.turned.size(); ++index) {
            if (!std::equal(std::begin(s.turned[index].count), std::end(s.turned[index].count), std::begin(after_count)))
                continue;
            s.build(index);
            const Turned& t = s.turned[index];
            const Match turned_least = *std::min_element(t.scan.begin(), t.scan.end());
            if (turned_least.direction != least.direction) continue;
            const Point shift = least.start - turned_least.start;
            const bool same = std::all_of(t.scan.begin(), t.scan.end(), [&](const Match& match) {
                return after_set.contains(match.start + shift, match.direction);
            });
            if (same) s.symmetries.emplace_back(t.transform, shift);
        }
    }
    if (s.symmetries.empty()) s.symmetries.emplace_back(Transform{}, Point{});  // an empty figure

    s.phase = s.request.every_k ? State::Phase::every : State::Phase::seed;
    s.round_votes = s.max_bound();
}

Analyser::~Analyser() = default;

bool Analyser::run(std::uint64_t budget) {
    State& s = *state_;
    if (s.complete) return true;
    const std::uint64_t stop = s.spent + std::max<std::uint64_t>(budget, 1);
    while (true) {
        if (s.task.active) {
            if (!s.step_task()) s.task_ended();
        } else if (!s.next_task()) {
            s.finish();
            return true;
        }
        if (s.spent >= stop) return false;
    }
}

WorkProgress Analyser::progress() const {
    const State& s = *state_;
    if (s.complete) return {s.total, s.total};
    return {std::min(s.spent, s.total > 0 ? s.total - 1 : 0), s.total};
}

std::string Analyser::status() const {
    const State& s = *state_;
    if (s.complete) return "done";
    const std::string transform = s.task.active ? "placement " + std::to_string(s.task.turned + 1) + " of " +
                                                      std::to_string(s.turned.size())
                                                : std::string("next placement");
    switch (s.phase) {
        case State::Phase::every: return "every achievable k: " + transform;
        case State::Phase::seed: return "fewest moves: a first guess";
        case State::Phase::minimum:
            return "fewest moves: " + transform + ", looking for k \xE2\x89\xA4 " + with_thousands(s.n - std::max<std::uint64_t>(s.round_votes, 1));
        case State::Phase::lookup:
            return "k = " + with_thousands(s.lookup < s.request.lookups.size() ? s.request.lookups[s.lookup] : 0) + ": " +
                   transform;
        case State::Phase::done: return "done";
    }
    return {};
}

const Analysis& Analyser::result() const { return state_->analysis; }

Analysis analyse(const Problem& problem, const Options& options, AnalysisRequest request) {
    Analyser work(problem, options, std::move(request));
    run_to_completion(work);
    return work.result();
}

std::optional<Placement> placement_with_k(const Problem& problem, const Options& options, std::uint64_t k) {
    AnalysisRequest request;
    request.lookups = {k};
    return analyse(problem, options, request).placement_for(k);
}

}  // namespace knobel::matches
