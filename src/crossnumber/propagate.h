#pragma once
// One application of one propagator (network.h) to the search state: it only ever removes digits
// and candidates that cannot be part of any solution given the rest of the state. What it removed
// is recorded in Changes, so the solver re-runs only the propagators that watch what changed and
// the step log can say it in words.
//
// A rule is applied in one of two ways:
//  - exactly, when every entry it mentions has a list of candidates and their combinations are
//    few (kRuleEnumLimit): each combination is evaluated, and what no combination supports goes;
//  - otherwise over its expression tree: values (bounds, or exact lists when small) flow up from
//    the entries, the predicate narrows them at the root, and the narrowing flows back down to
//    the entries (their lists, or their digits through bounds on value, digit sum, digit product
//    or reversal), plus the predicate's digit facts (a prime's last digit, AB's order, U).

#include <cstddef>
#include <utility>
#include <vector>

#include "crossnumber/domain.h"
#include "crossnumber/network.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/state_editor.h"

namespace knobel::crossnumber {

inline constexpr std::size_t kEntryListLimit = 2000;  // list an entry's candidates from its digits up to this many
inline constexpr std::size_t kListLimit = 10000;       // exact value lists of expression nodes up to this size
inline constexpr std::size_t kPairLimit = 2000;       // pairs a two-argument operator may combine exactly
inline constexpr std::size_t kRuleEnumLimit = 10000;   // entry combinations a rule may try exactly
inline constexpr std::size_t kEntryTotalsListLimit = 2000;   // list an entry from its digit sum or product up to this many

class Propagation {
public:
    Propagation(const Puzzle& puzzle, const Network& network);

    // Applies propagator `id` to `state`; what changed goes into `changes` (cleared first).
    // Returns false on a conflict (the state is then left part-way and must be dropped).
    bool apply(int id, SearchState& state, Changes& changes);
    // Narrows entry `entry` to `values` (sorted, a subset of its candidates) and its cells to match:
    // how the search assumes an entry's value or rules one out.
    bool restrict_list(int entry, std::vector<Value> values, SearchState& state, Changes& changes);
    // The values each operator node of rule `rule` (its intermediate values, outermost first) can
    // take in `state`: a pass over the rule's tree on a copy of the state (values up, the
    // predicate, narrowing down), whatever the sizes of its entries' lists. Every value a node has
    // in a solution that fits `state` is in its set. False, with every set empty, when the pass
    // finds a contradiction (then no solution fits `state`).
    bool node_values(int rule, SearchState state, std::vector<std::pair<int, Dom>>& out);

private:
    class Pass;
    // A rule's enumeration (Pass::enumerate), kept between calls: the generator's probes make
    // millions of them, and allocating these each time cost a tenth of its time.
    struct EnumerationScratch {
        std::vector<Value> values;  // one per entry: the combination being evaluated
        std::vector<std::vector<char>> supported;
        std::vector<std::size_t> at;
        std::vector<Value> sides[2];
    };
    const Puzzle& puzzle_;
    const Network& network_;
    std::vector<Dom> doms_;  // scratch, one per expression node
    EnumerationScratch enumeration_;
};

}  // namespace knobel::crossnumber
