#include "hexmax/moves.h"

#include <array>
#include <algorithm>
#include <bit>

namespace knobel::hexmax {
namespace {

bool lit(SegmentMask mask, int segment) { return (mask >> segment) & 1; }
SegmentMask bit(int segment) { return static_cast<SegmentMask>(1u << segment); }

// How far a stick travels from one segment to another, in quarter units squared: the squared
// distance between the segments' midpoints on the 1 x 2 cell of glyphs.h, times 4.
int travel(int from, int to) {
    const SegmentLine a = segment_line(from);
    const SegmentLine b = segment_line(to);
    const int dx = (a.x0 + a.x1) - (b.x0 + b.x1);
    const int dy = (a.y0 + a.y1) - (b.y0 + b.y1);
    return dx * dx + dy * dy;
}

// The in-digit pairing for every (segments to vacate, segments to fill) pair of disjoint masks:
// min(|vacate|, |fill|) moves that pair them with the least total travel (ties: the first found
// in segment order, so the plan is deterministic). 128 x 128 entries, built once.
struct InDigitPlan {
    std::uint8_t count = 0;
    std::array<std::uint8_t, 3> from{};  // min(|vacate|, |fill|) <= 3 since both fit in 7 segments
    std::array<std::uint8_t, 3> to{};
};

void best_pairing(const std::array<int, 7>& small, int small_count, const std::array<int, 7>& large,
                  int large_count, int index, unsigned used, int cost, int& best_cost,
                  std::array<int, 7>& current, std::array<int, 7>& best) {
    if (cost >= best_cost) return;
    if (index == small_count) {
        best_cost = cost;
        best = current;
        return;
    }
    for (int j = 0; j < large_count; ++j) {
        if (used & (1u << j)) continue;
        current[index] = j;
        best_pairing(small, small_count, large, large_count, index + 1, used | (1u << j),
                     cost + travel(small[index], large[j]), best_cost, current, best);
    }
}

InDigitPlan make_in_digit_plan(SegmentMask vacate, SegmentMask fill) {
    std::array<int, 7> vacated{}, filled{};
    int vacate_count = 0, fill_count = 0;
    for (int s = 0; s < kSegmentCount; ++s) {
        if (lit(vacate, s)) vacated[vacate_count++] = s;
        if (lit(fill, s)) filled[fill_count++] = s;
    }
    const bool vacate_is_small = vacate_count <= fill_count;
    const auto& small = vacate_is_small ? vacated : filled;
    const auto& large = vacate_is_small ? filled : vacated;
    const int small_count = vacate_is_small ? vacate_count : fill_count;
    const int large_count = vacate_is_small ? fill_count : vacate_count;
    std::array<int, 7> current{}, best{};
    int best_cost = 1 << 30;
    best_pairing(small, small_count, large, large_count, 0, 0, 0, best_cost, current, best);
    InDigitPlan plan;
    // Two disjoint sets within 7 segments: the smaller has at most 3.
    plan.count = static_cast<std::uint8_t>(std::min(small_count, 3));
    for (int k = 0; k < plan.count; ++k) {
        const int partner = large[best[k]];
        plan.from[k] = static_cast<std::uint8_t>(vacate_is_small ? small[k] : partner);
        plan.to[k] = static_cast<std::uint8_t>(vacate_is_small ? partner : small[k]);
    }
    return plan;
}

const InDigitPlan& in_digit_plan(SegmentMask vacate, SegmentMask fill) {
    static const std::vector<InDigitPlan> table = [] {
        std::vector<InDigitPlan> plans(128 * 128);
        for (unsigned v = 0; v < 128; ++v)
            for (unsigned f = 0; f < 128; ++f)
                if ((v & f) == 0)
                    plans[v * 128 + f] = make_in_digit_plan(static_cast<SegmentMask>(v), static_cast<SegmentMask>(f));
        return plans;
    }();
    return table[static_cast<unsigned>(vacate) * 128 + fill];
}

}  // namespace

MoveProblem check_move(const Display& display, const Move& move) {
    if (move.from_digit >= display.size() || move.to_digit >= display.size() ||
        move.from_segment >= kSegmentCount || move.to_segment >= kSegmentCount)
        return MoveProblem::out_of_range;
    const SegmentMask source = display[move.from_digit];
    if (!lit(source, move.from_segment)) return MoveProblem::no_stick;
    // The stick is lifted first, so putting it back on its own place is "free"; but that is no
    // move at all, and counting it would let a move list pad itself, so it is refused as taken.
    if (lit(display[move.to_digit], move.to_segment)) return MoveProblem::position_taken;
    // Even inside its own digit a last stick may not move: the digit would be empty while the
    // stick is in the hand. (No plan needs it: digits never drop below two sticks.)
    if (stick_count(source) == 1) return MoveProblem::empties_digit;
    return MoveProblem::none;
}

const char* describe(MoveProblem problem) {
    switch (problem) {
        case MoveProblem::none: return "allowed";
        case MoveProblem::out_of_range: return "the digit or segment is outside the display";
        case MoveProblem::no_stick: return "there is no stick at the source";
        case MoveProblem::position_taken: return "the destination is not free";
        case MoveProblem::empties_digit: return "it would leave a digit without any stick";
    }
    return "?";
}

bool apply_move(Display& display, const Move& move) {
    if (check_move(display, move) != MoveProblem::none) return false;
    display[move.from_digit] = static_cast<SegmentMask>(display[move.from_digit] & ~bit(move.from_segment));
    display[move.to_digit] = static_cast<SegmentMask>(display[move.to_digit] | bit(move.to_segment));
    return true;
}

bool undo_move(Display& display, const Move& move) {
    return apply_move(display, Move{move.to_digit, move.to_segment, move.from_digit, move.from_segment});
}

std::string state_line(const Display& display, GlyphSet glyphs) {
    std::string line(display.size(), ' ');
    for (std::size_t i = 0; i < display.size(); ++i) line[i] = state_char(display[i], glyphs);
    return line;
}

std::string describe(const Move& move) {
    return "digit " + std::to_string(move.from_digit) + " " + segment_letter(move.from_segment) + " -> digit " +
           std::to_string(move.to_digit) + " " + segment_letter(move.to_segment);
}

std::optional<std::string> check_replay(const Display& start, const std::vector<Move>& moves, const Display& end) {
    Display display = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const MoveProblem problem = check_move(display, moves[i]);
        if (problem != MoveProblem::none)
            return "move " + std::to_string(i + 1) + " (" + describe(moves[i]) + "): " + describe(problem);
        apply_move(display, moves[i]);
    }
    if (display.size() != end.size()) return std::string("the displays differ in length");
    for (std::size_t i = 0; i < display.size(); ++i)
        if (display[i] != end[i])
            return "after the last move digit " + std::to_string(i) + " is not as it should end";
    return std::nullopt;
}

std::uint64_t moves_needed(const Display& from, const Display& to) {
    std::uint64_t moves = 0;
    for (std::size_t i = 0; i < from.size() && i < to.size(); ++i)
        moves += static_cast<std::uint64_t>(stick_count(static_cast<SegmentMask>(from[i] & ~to[i])));
    return moves;
}

std::vector<Move> plan_moves(const Display& from, const Display& to) {
    std::vector<Move> moves;
    moves.reserve(static_cast<std::size_t>(moves_needed(from, to)));
    // What is left to vacate and to fill after the in-digit moves.
    Display vacate(from.size()), fill(from.size());

    // 1. Inside each digit. These never change a digit's stick count, so they are safe at any time.
    for (std::size_t i = 0; i < from.size(); ++i) {
        vacate[i] = static_cast<SegmentMask>(from[i] & ~to[i]);
        fill[i] = static_cast<SegmentMask>(to[i] & ~from[i]);
        const InDigitPlan& plan = in_digit_plan(vacate[i], fill[i]);
        const auto digit = static_cast<std::uint32_t>(i);
        for (int k = 0; k < plan.count; ++k) {
            moves.push_back({digit, plan.from[k], digit, plan.to[k]});
            vacate[i] = static_cast<SegmentMask>(vacate[i] & ~bit(plan.from[k]));
            fill[i] = static_cast<SegmentMask>(fill[i] & ~bit(plan.to[k]));
        }
    }

    // 2. Between digits: now every digit only gives (vacate) or only takes (fill). A giver goes
    // down from |from| to |to| >= 1 sticks and a taker only gains, so no order can empty a digit.
    // Pairing the k-th given stick with the k-th free position, both counted from the left, is the
    // matching of least total distance on a line (any crossing pair can be uncrossed for free).
    std::size_t taker = 0;
    int taker_segment = 0;
    for (std::size_t giver = 0; giver < from.size(); ++giver) {
        for (int s = 0; s < kSegmentCount; ++s) {
            if (!lit(vacate[giver], s)) continue;
            while (taker < fill.size() && !lit(fill[taker], taker_segment)) {
                if (++taker_segment == kSegmentCount) {
                    taker_segment = 0;
                    ++taker;
                }
            }
            if (taker == fill.size()) return moves;  // the totals differ: a broken precondition
            moves.push_back({static_cast<std::uint32_t>(giver), static_cast<std::uint8_t>(s),
                             static_cast<std::uint32_t>(taker), static_cast<std::uint8_t>(taker_segment)});
            fill[taker] = static_cast<SegmentMask>(fill[taker] & ~bit(taker_segment));
        }
    }
    return moves;
}

}  // namespace knobel::hexmax
