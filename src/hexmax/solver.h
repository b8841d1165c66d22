#pragma once
// The Hex-Max solver: the largest (or smallest) number the digits can show after at most m stick
// moves, provably optimal for any length, and a move list that gets there.
//
// How (docs/hexmax.md has the proof): let b be the stick surplus handed out by the digits left of
// position i. A table over (i, b) holds the fewest moves digits i..n-1 need to soak up exactly
// -b; row i is a min over at most six shifted copies of row i+1. Then, from the left, each digit
// becomes the best target that still leaves a way to finish within m moves. Only every K-th row
// of the table is kept (K about the cube root of n times the band width); the rows of one block
// are recomputed when the greedy pass reaches it, and only over the narrow band of surpluses the
// pass can still reach from where it stands, which costs next to nothing.
//
// When m does not bind (m at least the moves the best number of all needs, unconstrained.h), that
// number is the answer and no table is made: 100,000 digits with m = 700,000 take milliseconds.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/sliced_work.h"
#include "hexmax/moves.h"
#include "hexmax/problem.h"

namespace knobel::hexmax {

struct Answer {
    // False when no allowed number is within m moves, which only happens when the answer must be
    // decimal and the number holds A-F (and m is too small to change them all); the digits are
    // then the problem's own and there are no steps.
    bool exists = true;
    std::vector<std::uint8_t> digits;  // the result, values 0..15
    std::uint64_t moves = 0;           // the moves it needs; equals steps.size()
    std::vector<Move> steps;           // from the problem's digits to the result (plan_moves)
};

// Knobs for tests and benchmarks; the defaults are what everyone else wants.
struct SolverTuning {
    std::size_t block_rows = 0;  // K, the rows between kept rows; 0 chooses from the input's size
    // Table entries: the narrowest that holds m + 8 (signed 16, unsigned 16, signed 32 bits),
    // or at least unsigned 16 or signed 32 bits, so that tests can run every width.
    enum class Entries { automatic, unsigned16, signed32 } entries = Entries::automatic;
    // With m at least the moves of the best number of all (unconstrained.h) that number is the
    // answer, without a table; false fills the table anyway, so that tests can compare the two.
    bool answer_directly_when_m_does_not_bind = true;
};

// The solve as sliced work (core/sliced_work.h) for the app's progress bar and Cancel. One work
// unit is about one table cell. Slicing never changes the answer. The problem must pass
// check_problem(): beyond the size limits the work is still correct, only slow.
class SolveWork final : public SlicedWork {
public:
    explicit SolveWork(Problem problem, SolverTuning tuning = {});
    ~SolveWork() override;

    bool run(std::uint64_t budget) override;
    WorkProgress progress() const override;
    std::string status() const override;  // "table: row 5,000 of 10,000"

    bool finished() const;
    const Problem& problem() const { return problem_; }
    // The answer once finished() (empty before).
    const Answer& answer() const { return answer_; }
    // Bytes the table held at most (kept rows plus working rows), for the benchmarks.
    std::uint64_t peak_table_bytes() const;

    class Engine;  // the table, its entry type chosen by m (solver.cpp)

private:
    Problem problem_;
    Answer answer_;
    std::unique_ptr<Engine> engine_;
};

// The whole solve in one call.
Answer solve(const Problem& problem, SolverTuning tuning = {});

// An m with which an answer surely exists: every digit turned on its own into its cheapest allowed
// target with as many sticks. (Always 0 unless the answer must be decimal and the number has A-F.)
std::uint64_t moves_that_always_suffice(const Problem& problem);
// What to say when !answer.exists: "no number of decimal digits 0-9 is within m = 1 moves of F
// (its digits A-F must change); m = 2 is always enough".
std::string no_answer_message(const Problem& problem);

}  // namespace knobel::hexmax
