#include "matches/solution.h"

#include <utility>

namespace knobel::matches {
namespace {

AnalysisRequest screen_request(const LinkedPuzzle& puzzle) {
    AnalysisRequest request;
    request.list_limit = kListedPlacements;
    request.lookups = lookups_for(puzzle.problem.moves, puzzle.mode);
    return request;
}

}  // namespace

Solution solution_of(const LinkedPuzzle& puzzle, Analysis analysis) {
    Answer answer = answer_for(puzzle.problem, analysis, puzzle.problem.moves, puzzle.mode);
    return Solution{std::move(analysis), std::move(answer), 0};
}

std::optional<Solution> answer_with_placement(const LinkedPuzzle& puzzle, const Solution& solved, std::size_t index) {
    const Analysis& analysis = solved.analysis;
    Solution chosen = solution_of(puzzle, analysis);
    if (index == 0) return chosen;
    // Only an answer that is an optimal placement can be one of the others: as many moves there.
    if (index >= analysis.optimal_list.size() || !chosen.answer.placement || chosen.answer.k != analysis.min_k)
        return std::nullopt;
    const Placement& placement = analysis.optimal_list[index];
    Plan plan = plan_moves(puzzle.problem, placement, chosen.answer.moves.size());
    chosen.answer.placement = placement;
    chosen.answer.moves = std::move(plan.moves);
    chosen.answer.sequential = plan.sequential;
    chosen.placement_index = index;
    return chosen;
}

std::optional<Solution> carry_solution(const LinkedPuzzle& now, const LinkedPuzzle& was, const Solution& solved) {
    if (now.problem.before != was.problem.before || now.problem.after != was.problem.after || !(now.options == was.options))
        return std::nullopt;
    if (!solved.analysis.answers(now.problem.moves, now.mode)) return std::nullopt;
    return solution_of(now, solved.analysis);
}

SolveWork::SolveWork(const LinkedPuzzle& puzzle)
    : puzzle_(puzzle), analyser_(puzzle.problem, puzzle.options, screen_request(puzzle)) {}

bool SolveWork::run(std::uint64_t budget) { return analyser_.run(budget); }

}  // namespace knobel::matches
