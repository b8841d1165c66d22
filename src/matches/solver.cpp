#include "matches/solver.h"

#include <algorithm>
#include <limits>

#include "core/text.h"

namespace knobel::matches {
namespace {

__extension__ typedef unsigned __int128 UInt128;

// Votes per translation: open addressing with linear probing; a slot is empty while its count is
// 0. Counts fit 16 bits because a figure has at most kMaxMatches (< 65,536) matches. Key and count
// share a slot, so a vote touches one cache line. The table starts small and doubles when three
// quarters full: the pairs are only an upper bound of the distinct translations, and a regular
// figure (rows of equal shapes) has far fewer, so its table stays in the cache. (Sized for every
// pair, the table of a 3,000-match figure was over 100 MB and every vote a cache miss.)
template <class Key, class Hash>
class VoteTable {
public:
    void reset(std::uint64_t expected) {
        const std::uint64_t start = std::min<std::uint64_t>(expected, 1u << 14);
        std::size_t capacity = 16;
        while (capacity < start + start / 3 + 16) capacity *= 2;
        mask_ = capacity - 1;
        used_ = 0;
        slots_.assign(capacity, Slot{});
    }
    void add(const Key& key) {
        std::size_t slot = Hash{}(key) & mask_;
        while (slots_[slot].count != 0 && !(slots_[slot].key == key)) slot = (slot + 1) & mask_;
        if (slots_[slot].count == 0) {
            if (4 * (used_ + 1) > 3 * slots_.size()) {
                grow();
                add(key);
                return;
            }
            ++used_;
            slots_[slot].key = key;
        }
        ++slots_[slot].count;
    }
    template <class Visit>
    void for_each(Visit&& visit) const {
        for (const Slot& slot : slots_)
            if (slot.count != 0) visit(slot.key, slot.count);
    }
    std::size_t capacity() const { return slots_.size(); }
    void release() {
        slots_ = {};
        used_ = 0;
    }

private:
    struct Slot {
        Key key{};
        std::uint16_t count = 0;
    };

    void grow() {
        std::vector<Slot> old(slots_.size() * 2);
        old.swap(slots_);
        mask_ = slots_.size() - 1;
        for (const Slot& from : old) {
            if (from.count == 0) continue;
            std::size_t slot = Hash{}(from.key) & mask_;
            while (slots_[slot].count != 0) slot = (slot + 1) & mask_;
            slots_[slot] = from;
        }
    }

    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
    std::size_t used_ = 0;
};

// The table takes the low bits of the hash, so every key bit must reach them: splitmix64's
// finaliser. (A multiply and a fixed shift, as before, left keys that differ only in their high
// bits in one slot: on a 3,000-match figure the probes ran long and the analysis took 100× longer.)
struct PackedHash {
    std::size_t operator()(std::uint64_t key) const {
        key = (key ^ (key >> 30)) * 0xBF58476D1CE4E5B9ull;
        key = (key ^ (key >> 27)) * 0x94D049BB133111EBull;
        return static_cast<std::size_t>(key ^ (key >> 31));
    }
};

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

std::optional<Placement> Analysis::placement_for(std::uint64_t k) const {
    const auto found = std::lower_bound(achievable.begin(), achievable.end(), k);
    if (found == achievable.end() || *found != k) return std::nullopt;
    return witnesses[static_cast<std::size_t>(found - achievable.begin())];
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

struct Analyser::State {
    Figure before, after;
    std::size_t list_limit = 0;
    std::vector<Transform> transforms;
    std::vector<Point> before_groups[6];  // before starts by direction
    std::uint64_t n = 0;
    std::vector<std::pair<Transform, Point>> symmetries;  // (S, s) with S(after) + s = after
    std::uint64_t total_votes = 0, done_votes = 0;

    // The transform being voted on.
    std::size_t transform = 0;
    bool prepared = false;
    bool packed = false;
    std::vector<Point> after_groups[6];
    std::vector<std::uint64_t> before_codes[6], after_codes[6];
    std::int64_t multipliers[4] = {0, 0, 0, 0};
    Point offset_base;  // translation = decoded offsets + offset_base
    int direction = 0;
    std::size_t row = 0;
    VoteTable<std::uint64_t, PackedHash> packed_table;
    VoteTable<Point, PointHash> point_table;

    // Results so far.
    std::vector<std::uint8_t> achieved;  // by k
    std::vector<Placement> witness;      // by k
    std::uint32_t best_votes = 0;
    std::uint64_t best_count = 0;
    std::vector<Placement> best_list;
    bool complete = false;
    Analysis analysis;

    void prepare() {
        const Transform& t = transforms[transform];
        for (auto& group : after_groups) group.clear();
        for (const Match& match : after) {
            const Match turned = apply(t, match);
            after_groups[turned.direction].push_back(turned.start);
        }
        std::uint64_t pairs = 0;
        for (int d = 0; d < 6; ++d) pairs += before_groups[d].size() * after_groups[d].size();
        // Translations as one 64-bit number when the coordinates' spread allows (the usual case):
        // offset_c = (b_c − min b_c) + (max a_c − a_c) in [0, width_c), mixed radix.
        const Range b = range_of(before_groups), a = range_of(after_groups);
        UInt128 product = 1;
        packed = true;
        std::int64_t widths[4];
        for (int c = 0; c < 4; ++c) {
            const UInt128 width = static_cast<UInt128>(component(b.high, c) - component(b.low, c)) +
                                  static_cast<UInt128>(component(a.high, c) - component(a.low, c)) + 1;
            product *= width;
            if (product >= (UInt128{1} << 62)) packed = false;
            if (!packed) break;
            widths[c] = static_cast<std::int64_t>(width);
        }
        if (packed) {
            multipliers[3] = 1;
            for (int c = 2; c >= 0; --c) multipliers[c] = multipliers[c + 1] * widths[c + 1];
            for (int c = 0; c < 4; ++c) set_component(offset_base, c, component(b.low, c) - component(a.high, c));
            for (int d = 0; d < 6; ++d) {
                before_codes[d].clear();
                after_codes[d].clear();
                for (const Point& point : before_groups[d]) {
                    std::uint64_t code = 0;
                    for (int c = 0; c < 4; ++c)
                        code += static_cast<std::uint64_t>(component(point, c) - component(b.low, c)) *
                                static_cast<std::uint64_t>(multipliers[c]);
                    before_codes[d].push_back(code);
                }
                for (const Point& point : after_groups[d]) {
                    std::uint64_t code = 0;
                    for (int c = 0; c < 4; ++c)
                        code += static_cast<std::uint64_t>(component(a.high, c) - component(point, c)) *
                                static_cast<std::uint64_t>(multipliers[c]);
                    after_codes[d].push_back(code);
                }
            }
            packed_table.reset(pairs);
        } else {
            point_table.reset(pairs);
        }
        direction = 0;
        row = 0;
        prepared = true;
    }

    Point decode(std::uint64_t key) const {
        Point translation;
        for (int c = 0; c < 4; ++c) {
            const auto multiplier = static_cast<std::uint64_t>(multipliers[c]);
            set_component(translation, c, static_cast<std::int64_t>(key / multiplier) + component(offset_base, c));
            key %= multiplier;
        }
        return translation;
    }

    // Votes of one after match against every before match of its direction; false when the
    // transform has no rows left.
    bool vote_row() {
        while (direction < 6 && row >= after_groups[direction].size()) {
            ++direction;
            row = 0;
        }
        if (direction == 6) return false;
        if (packed) {
            const std::uint64_t base = after_codes[direction][row];
            for (const std::uint64_t code : before_codes[direction]) packed_table.add(code + base);
        } else {
            const Point& from = after_groups[direction][row];
            for (const Point& to : before_groups[direction]) point_table.add(to - from);
        }
        done_votes += before_groups[direction].size();
        ++row;
        return true;
    }

    bool is_canonical(const Placement& placement) const {
        for (const auto& [symmetry, shift] : symmetries) {
            const Placement other{compose(placement.transform, symmetry),
                                  apply(placement.transform, shift) + placement.translation};
            if (placement_less(other, placement)) return false;
        }
        return true;
    }

    void record(const Placement& placement, std::uint32_t votes) {
        const auto k = static_cast<std::size_t>(n - votes);  // size_t: vectors index by it, also in wasm32
        if (!achieved[k]) {
            achieved[k] = 1;
            witness[k] = placement;
        }
        if (votes > best_votes) {
            best_votes = votes;
            best_count = 0;
            best_list.clear();
        }
        if (votes == best_votes) {
            ++best_count;
            if (best_list.size() < list_limit && is_canonical(placement)) best_list.push_back(placement);
        }
    }

    void scan() {
        const Transform& t = transforms[transform];
        if (packed) {
            packed_table.for_each([&](std::uint64_t key, std::uint32_t votes) { record({t, decode(key)}, votes); });
        } else {
            point_table.for_each([&](const Point& key, std::uint32_t votes) { record({t, key}, votes); });
        }
        prepared = false;
        ++transform;
    }

    void finish(const Problem& problem) {
        packed_table.release();
        point_table.release();
        achieved[static_cast<std::size_t>(n)] = 1;
        witness[static_cast<std::size_t>(n)] = far_placement(problem);
        for (std::size_t k = 0; k <= n; ++k)
            if (achieved[k]) {
                analysis.achievable.push_back(k);
                analysis.witnesses.push_back(witness[k]);
            }
        analysis.n = n;
        analysis.min_k = analysis.achievable.front();
        analysis.symmetries = symmetries.size();
        if (best_votes > 0) {
            analysis.optimal_placements = best_count / symmetries.size();
            std::sort(best_list.begin(), best_list.end(), placement_less);
            analysis.optimal_list = best_list;
        } else if (list_limit > 0) {
            analysis.optimal_list.push_back(witness[static_cast<std::size_t>(n)]);
        }
        complete = true;
    }
};

Analyser::Analyser(const Problem& problem, const Options& options, std::size_t list_limit)
    : state_(std::make_unique<State>()) {
    State& s = *state_;
    s.before = problem.before;
    s.after = problem.after;
    s.list_limit = list_limit;
    s.transforms = allowed_transforms(options);
    s.n = problem.before.size();
    for (const Match& match : problem.before) s.before_groups[match.direction].push_back(match.start);
    s.achieved.assign(static_cast<std::size_t>(s.n) + 1, 0);
    s.witness.assign(static_cast<std::size_t>(s.n) + 1, Placement{});

    // The after figure's symmetries among the allowed transforms: sorting is translation-invariant,
    // so S(after) is a translate of after exactly when the sorted lists differ by one shift.
    Figure sorted_after = problem.after;
    std::sort(sorted_after.begin(), sorted_after.end());
    for (const Transform& transform : s.transforms) {
        Figure turned = place(problem.after, {transform, {}});
        std::sort(turned.begin(), turned.end());
        if (turned.empty()) continue;
        const Point shift = sorted_after[0].start - turned[0].start;
        bool same = true;
        for (std::size_t i = 0; same && i < turned.size(); ++i)
            same = turned[i].direction == sorted_after[i].direction && turned[i].start + shift == sorted_after[i].start;
        if (same) s.symmetries.emplace_back(transform, shift);
        std::size_t per_direction[6] = {0, 0, 0, 0, 0, 0};
        for (const Match& match : turned) ++per_direction[match.direction];
        for (int d = 0; d < 6; ++d) s.total_votes += per_direction[d] * s.before_groups[d].size();
    }
    if (s.symmetries.empty()) s.symmetries.emplace_back(Transform{}, Point{});  // an empty figure
}

Analyser::~Analyser() = default;

bool Analyser::run(std::uint64_t budget) {
    State& s = *state_;
    if (s.complete) return true;
    std::uint64_t spent = 0;
    while (s.transform < s.transforms.size()) {
        if (!s.prepared) s.prepare();
        const std::uint64_t before = s.done_votes;
        if (!s.vote_row()) {
            s.scan();
            continue;
        }
        spent += std::max<std::uint64_t>(1, s.done_votes - before);
        if (spent >= budget) return false;
    }
    s.finish({s.before, s.after, std::nullopt});
    return true;
}

WorkProgress Analyser::progress() const { return {state_->done_votes, state_->total_votes}; }

std::string Analyser::status() const {
    const State& s = *state_;
    if (s.complete) return "done";
    return "placement " + std::to_string(std::min(s.transform + 1, s.transforms.size())) + " of " +
           std::to_string(s.transforms.size()) + ": " + with_thousands(s.done_votes) + " of " +
           with_thousands(s.total_votes) + " votes";
}

const Analysis& Analyser::result() const { return state_->analysis; }

Analysis analyse(const Problem& problem, const Options& options, std::size_t list_limit) {
    Analyser work(problem, options, list_limit);
    run_to_completion(work);
    return work.result();
}

}  // namespace knobel::matches
