#pragma once
// Solving the template puzzle: turn every coin that shows tails, one at a time. Written as
// SlicedWork (core/sliced_work.h), one coin a unit, because that is how every puzzle's solver runs
// in the page: in slices with a progress bar and Cancel. The answer is a list of the same moves a
// player makes (play.h), which the mid-end replays as the animation.

#include <cstddef>
#include <string>
#include <vector>

#include "core/sliced_work.h"
#include "nullgame/play.h"
#include "nullgame/puzzle.h"

namespace knobel::nullgame {

struct Answer {
    std::vector<Flip> flips;  // in order, left to right
};

class SolveWork final : public SlicedWork {
public:
    explicit SolveWork(Puzzle puzzle) : puzzle_(std::move(puzzle)) {}
    bool run(std::uint64_t budget) override;
    WorkProgress progress() const override { return {next_, puzzle_.coins.size()}; }
    const Answer& answer() const { return answer_; }

private:
    Puzzle puzzle_;
    std::size_t next_ = 0;  // the next coin to look at
    Answer answer_;
};

// The whole solve at once (the CLI and the tests).
Answer solve(const Puzzle& puzzle);
// {"coins": "HTTH", "flips": 2, "moves": [1, 2]}: the CLI's --json and knobel.state().result.
std::string answer_json(const Puzzle& puzzle, const Answer& answer);

}  // namespace knobel::nullgame
