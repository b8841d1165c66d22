#pragma once
// Long computations are run in slices so that the web page never freezes: whoever drives the work
// (the app's frame loop, or a plain loop in the CLI) calls run() with a budget of work units, and
// the computation does about that much, keeps its state and returns. What a unit is (a puzzle of
// the battery, a search node, a table row) is the computation's own affair; the app measures how
// many units fit into its time slice. No clocks and no threads in here: slices are deterministic,
// so a test can check that slicing never changes an answer.

#include <cstdint>
#include <string>

namespace knobel {

struct WorkProgress {
    std::uint64_t done = 0;
    std::uint64_t total = 0;  // 0 when the total is not known in advance
};

class SlicedWork {
public:
    virtual ~SlicedWork() = default;

    // Does about `budget` (>= 1) units of work. Returns true once the work is complete; further
    // calls then return true at once.
    virtual bool run(std::uint64_t budget) = 0;

    virtual WorkProgress progress() const = 0;

    // One line on what the work is doing now, for the progress bar ("lower bound 31, best 33").
    virtual std::string status() const { return {}; }

    // True when the work has nothing more to do until time passes (a watched solver stepping at a
    // chosen speed, app/midend/paced_steps.h): whoever drives it ends the slice instead of calling
    // run() again. Work that is only ever limited by its budget never waits.
    virtual bool waiting() const { return false; }
};

// Runs `work` to completion in slices of `slice` units: the CLI's and the tests' way of calling it.
inline void run_to_completion(SlicedWork& work, std::uint64_t slice = 1u << 16) {
    while (!work.run(slice)) {
    }
}

}  // namespace knobel
