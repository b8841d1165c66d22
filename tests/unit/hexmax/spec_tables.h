#pragma once
// The tests' own copy of the rules, written from ../shared/specs/hexmax.md and not from the code
// under test: the segment letters of every shape, a brute-force solver over all target numbers and
// a move replay.

#include <cstdint>
#include <string>
#include <vector>

namespace knobel::hexmax::spec {

// The spec's table, as letters.
inline const char* const kContestShapes[16] = {"abcdef", "bc",    "abdeg", "abcdg", "bcfg",  "acdfg",
                                              "acdefg", "abc",   "abcdefg", "abcdfg", "abcefg", "cdefg",
                                              "adef",   "bcdeg", "adefg", "aefg"};

inline int mask_of(const std::string& letters) {
    int mask = 0;
    for (char c : letters) mask |= 1 << (c - 'a');
    return mask;
}

inline int sticks(int mask) {
    int count = 0;
    for (; mask; mask &= mask - 1) ++count;
    return count;
}

// Shapes for the options: variant 7 = abcf, 9 = abcfg.
inline std::vector<int> shapes(bool variant) {
    std::vector<int> masks;
    for (int d = 0; d < 16; ++d) masks.push_back(mask_of(kContestShapes[d]));
    if (variant) {
        masks[7] = mask_of("abcf");
        masks[9] = mask_of("abcfg");
    }
    return masks;
}

struct BruteForce {
    // best[m] for m = 0 .. max_cost: the best reachable digits with at most m moves, and its cost;
    // empty (cost -1) when no allowed target is within m moves.
    std::vector<std::vector<int>> best;
    std::vector<int> best_cost;
};

// Every target number of the same length, both goals' orders.
inline BruteForce brute_force(const std::vector<int>& digits, bool variant, bool decimal_only, bool largest) {
    const std::vector<int> masks = shapes(variant);
    const int n = static_cast<int>(digits.size());
    const int base = decimal_only ? 10 : 16;
    int total_sticks = 0;
    for (int d : digits) total_sticks += sticks(masks[d]);
    // By exact cost: the best target (as a number in base 16, compared as such).
    std::vector<long long> by_cost(7 * n + 1, -1);
    std::vector<int> target(n, 0);
    long long count = 1;
    for (int i = 0; i < n; ++i) count *= base;
    for (long long code = 0; code < count; ++code) {
        long long rest = code;
        int cost = 0, total = 0;
        long long value = 0;
        for (int i = n - 1; i >= 0; --i) {
            target[i] = static_cast<int>(rest % base);
            rest /= base;
        }
        for (int i = 0; i < n; ++i) {
            const int t = masks[target[i]];
            const int d = masks[digits[i]];
            cost += sticks(d & ~t);
            total += sticks(t);
            value = value * 16 + target[i];
        }
        if (total != total_sticks) continue;
        long long& slot = by_cost[cost];
        if (slot < 0 || (largest ? value > slot : value < slot)) slot = value;
    }
    BruteForce result;
    long long best = -1;
    int best_cost = 0;
    for (int m = 0; m <= 7 * n; ++m) {
        const long long candidate = by_cost[m];
        if (candidate >= 0 && (best < 0 || (largest ? candidate > best : candidate < best))) {
            best = candidate;
            best_cost = m;
        }
        if (best < 0) {  // no allowed target within m moves (decimal only, with A-F to change)
            result.best.push_back({});
            result.best_cost.push_back(-1);
            continue;
        }
        std::vector<int> out(n);
        long long v = best;
        for (int i = n - 1; i >= 0; --i) {
            out[i] = static_cast<int>(v % 16);
            v /= 16;
        }
        result.best.push_back(out);
        result.best_cost.push_back(best_cost);
    }
    return result;
}

struct ReplayStep {
    int from_digit, from_segment, to_digit, to_segment;
};

// "" when the steps are a legal replay from `start` to `end` (never emptying a digit, each move
// taking a lit stick to a free position); otherwise what is wrong.
inline std::string replay_problem(std::vector<int> display, const std::vector<ReplayStep>& steps,
                                  const std::vector<int>& end) {
    const int n = static_cast<int>(display.size());
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const ReplayStep& s = steps[k];
        const std::string at = "step " + std::to_string(k + 1) + ": ";
        if (s.from_digit < 0 || s.from_digit >= n || s.to_digit < 0 || s.to_digit >= n) return at + "digit out of range";
        if (s.from_segment < 0 || s.from_segment > 6 || s.to_segment < 0 || s.to_segment > 6)
            return at + "segment out of range";
        if (!(display[s.from_digit] >> s.from_segment & 1)) return at + "no stick to take";
        display[s.from_digit] &= ~(1 << s.from_segment);
        if (display[s.from_digit] == 0) return at + "a digit became empty";
        if (display[s.to_digit] >> s.to_segment & 1) return at + "the position is taken";
        display[s.to_digit] |= 1 << s.to_segment;
    }
    if (display != end) return "the replay does not end at the result";
    return "";
}

}  // namespace knobel::hexmax::spec
