#pragma once
// Crossnumber's hint (issue 19; the contract is core/hint.h): from the board as the player left it,
// one move towards the solution and a sentence that says why, in the Rules pane's words (entries
// as "C down", rules as "the digit sum of C down equals 4"), never in `.kz` syntax.
//
//  1. A wrong digit (one that is not the solution's) is named first, and the move clears it. The
//     sentence gives the rule it breaks when one can be read off the board (an entry starting with
//     0, or a rule whose entries are all filled and do not keep it), else says the solution has
//     another digit there.
//  2. Otherwise the step solver runs from the player's digits (all correct by now) and stops at the
//     first step that leaves an empty cell a single digit: the move writes it, and the sentence
//     names the rule of that step and the player's digits it stood on ("A across must be 111, so
//     the 2nd digit of A across is 1: the digit sum of A across equals 3, and its first and last
//     digits are 1 and 1").
//  3. Where propagation reaches its fixpoint with no empty cell forced, the move writes the
//     solution's digit in the cell the search would assume first, and the sentence says that this
//     one needed trying. Where the propagation runs out of its budget first (a count of rule
//     applications, so the same on every machine), the move writes the solution's digit in the
//     empty cell with the fewest digits left, and the sentence says no forced digit was found
//     quickly.
//
// The remaining way is counted in digits to clear or write (`remaining_way`): a wrong digit is a
// clear and then a write, an empty cell a write. Each hint's move shortens it by exactly one, so
// following the hints from any board ends at the solution after `remaining_way` moves. No position
// needs moves taken back (`undo` is always 0).

#include <cstdint>

#include "core/hint.h"
#include "crossnumber/play.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

// Rule applications the propagation of one hint may make before it gives up looking for a forced
// digit: it bounds the hint's time to a frame (docs/performance.md "Hints": about 15 µs natively
// per application on the largest grids, wasm about 2.3 times that). The examples and generated
// puzzles up to 8x8 never reach it; on 12x12 about 9 hints in 100 do (at 400: 3 in 100, but the
// slowest hint took 6.6 ms instead of 5.8 ms natively), on loosely ruled 10x10 about 1 in 100.
inline constexpr std::uint64_t kHintRuleApplications = 300;

struct HintOptions {
    std::uint64_t rule_applications = kHintRuleApplications;
};

// What a hint rests on: the tests check each kind's claim, the benchmark counts them.
enum class HintKind : std::uint8_t {
    solved,       // no move: the board is the solution
    no_solution,  // no move: the puzzle has none
    wrong_digit,  // clears a digit that is not the solution's
    forced,       // writes a digit the rules force from the player's digits
    search,       // writes the solution's digit where the search would assume first
    budget,       // writes the solution's digit: the propagation ran out of its budget first
};

struct HintDetail {
    Hint<Move> hint;
    HintKind kind = HintKind::solved;
    std::uint64_t rule_applications = 0;  // what the propagation cost (0 when it did not run)
};

// `solution`: the puzzle's solution (the mid-end has it from its solve); nullptr to have the hint
// solve the puzzle first, a full solve without a budget (so a caller inside a frame passes it).
// With more than one solution the hint leads to the one passed, or to the first the solver finds.
// A puzzle without a solution gets no move and a sentence saying so.
Hint<Move> hint(const Puzzle& puzzle, const Board& digits, const Board* solution, const HintOptions& options = {});
// The same, with what it rests on.
HintDetail hint_detail(const Puzzle& puzzle, const Board& digits, const Board* solution, const HintOptions& options = {});

// Digits still to clear or write to turn `digits` into `solution`: two per wrong digit (clear it,
// write the right one), one per empty white cell.
int remaining_way(const Puzzle& puzzle, const Board& digits, const Board& solution);

}  // namespace knobel::crossnumber
