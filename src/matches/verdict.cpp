#include "matches/verdict.h"

#include "core/text.h"

namespace knobel::matches {
PlayVerdict judge(const Problem& problem, const Options& options, const PlayTable& table, std::size_t moves_made,
                  std::optional<std::uint64_t> fewest) {
    const PlayCheck check = check_play(problem, options, table);
    PlayVerdict verdict;
    verdict.solved = check.solved;
    verdict.relocated = check.relocated;
    verdict.counter = plural(moves_made, "move", "moves") + " made";
    const std::string moved = plural(check.relocated, "match", "matches") + " relocated";
    if (check.solved) {
        verdict.optimal = fewest && check.relocated == *fewest;
        verdict.sentence = "Solved in " + plural(moves_made, "move", "moves") + " (" + moved + ")";
        if (verdict.optimal) {
            verdict.sentence += " \xE2\x80\x94 the fewest possible";
        } else if (fewest) {
            // Not how many: that is the answer, shown only on asking ("Show the target", Solve).
            verdict.sentence += "; fewer matches would do";
        }
        if (problem.moves && check.relocated != *problem.moves)
            verdict.sentence += " (the puzzle asks for u = " + std::to_string(*problem.moves) + ")";
    } else {
        verdict.sentence = "Not after yet: " + moved + " so far";
        if (problem.moves) verdict.sentence += ", u = " + std::to_string(*problem.moves);
        if (table.stacked()) verdict.sentence += "; two matches lie on top of each other";
    }
    return verdict;
}

}  // namespace knobel::matches
