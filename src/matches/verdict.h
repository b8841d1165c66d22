#pragma once
// Where a game played by hand stands, in the player's words: the table judged against the after
// figure (check_play) and, when the fewest moves are known, against them. The play bar shows the
// sentence and the counter; no front end writes them.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "matches/moves.h"
#include "matches/problem.h"
#include "matches/solver.h"

namespace knobel::matches {

struct PlayVerdict {
    bool solved = false;          // the table shows a placement of after, nothing stacked
    bool optimal = false;         // solved with the fewest matches relocated (when that is known)
    std::uint64_t relocated = 0;  // before matches no longer where they were
    std::string sentence;         // "Solved in 3 moves (2 matches relocated) — the fewest possible"
    std::string counter;          // "3 moves made"
};

// `moves_made`: the moves the player made (a match moved twice counts twice; relocated counts it
// once). `fewest`: the fewest matches to relocate, when known.
PlayVerdict judge(const Problem& problem, const Options& options, const PlayTable& table, std::size_t moves_made,
                  std::optional<std::uint64_t> fewest);

}  // namespace knobel::matches
