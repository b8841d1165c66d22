#pragma once
// The solve as a game played on screen asks for it: the analysis of the figures with its answer for
// the puzzle's u and mode, worked out in slices (SolveWork), and the same answer for another of the
// optimal placements the analysis lists. The mid-end's driver holds one Solution per solve; the
// screen steps through the placements with answer_with_placement.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/sliced_work.h"
#include "matches/answer.h"
#include "matches/link_codec.h"
#include "matches/solver.h"

namespace knobel::matches {

// How many optimal placements a solve for the screen lists to step through.
constexpr std::size_t kListedPlacements = 100;

struct Solution {
    Analysis analysis;
    Answer answer;                     // for the puzzle's u and mode
    std::size_t placement_index = 0;   // which of analysis.optimal_list the answer shows
};

// The answer for `puzzle` from an analysis of its figures and options.
Solution solution_of(const LinkedPuzzle& puzzle, Analysis analysis);

// The same answer with the optimal placement `index` of the analysis' list, when the answer is an
// optimal one (as many moves there); otherwise, or for an index out of the list, nullopt.
std::optional<Solution> answer_with_placement(const LinkedPuzzle& puzzle, const Solution& solved, std::size_t index);

// The answer after the puzzle's u or mode changed (`now`), from the analysis of `was` when it
// still holds (same figures and options) and decided everything the new u needs; else nullopt:
// the puzzle must be solved again.
std::optional<Solution> carry_solution(const LinkedPuzzle& now, const LinkedPuzzle& was, const Solution& solved);

// Solve for the screen: the analysis with kListedPlacements listed and the k values the u needs
// decided, then its answer.
class SolveWork final : public SlicedWork {
public:
    explicit SolveWork(const LinkedPuzzle& puzzle);
    bool run(std::uint64_t budget) override;
    WorkProgress progress() const override { return analyser_.progress(); }
    std::string status() const override { return analyser_.status(); }
    // Valid once run() has returned true.
    Solution answer() const { return solution_of(puzzle_, analyser_.result()); }

private:
    LinkedPuzzle puzzle_;
    Analyser analyser_;
};

}  // namespace knobel::matches
