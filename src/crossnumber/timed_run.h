#pragma once
// The command line's solve under a time limit (--time-limit S): the solver run in slices until it
// finishes or the time is up, its step lines handed on one by one as they come (so a long --steps
// log is written out, never held), and a progress line about once a second for a person watching.
// The solver itself has no clock; only this loop looks at one.

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/input_error.h"
#include "crossnumber/solver.h"

namespace knobel::crossnumber {

// "5", "0.25", "90": seconds, up to three decimals, more than 0 and at most 1,000,000; as
// milliseconds. An error names the option.
Expected<std::uint64_t> parse_time_limit(std::string_view text);

struct TimedRun {
    std::optional<std::uint64_t> limit_ms;                 // none: no limit
    std::function<void(const std::string&)> on_line;       // step mode: each step's line, in order
    std::function<void(const std::string&)> on_progress;   // about once a second: "12 s: ..."
};

// Runs `solver` to the end or until the limit passes. Returns true when it finished; the time it
// took, in microseconds, goes to `micros`.
bool run_timed(Solver& solver, const TimedRun& run, std::uint64_t& micros);

}  // namespace knobel::crossnumber
