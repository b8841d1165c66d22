#include "crossnumber/timed_run.h"

#include "core/text.h"

namespace knobel::crossnumber {

Expected<std::uint64_t> parse_time_limit(std::string_view text) {
    const std::string what = "--time-limit";
    const std::size_t dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    const std::string_view fraction = dot == std::string_view::npos ? std::string_view{} : text.substr(dot + 1);
    const auto digits = [](std::string_view part) {
        for (char c : part)
            if (c < '0' || c > '9') return false;
        return true;
    };
    if (whole.empty() || !digits(whole) || !digits(fraction) || fraction.size() > 3 || (dot != std::string_view::npos && fraction.empty()))
        return error_in(what, quote(text) + " is not a number of seconds such as 5 or 0.5 (up to three decimals)");
    std::uint64_t seconds = 0;
    for (char c : whole) seconds = std::min<std::uint64_t>(seconds * 10 + static_cast<std::uint64_t>(c - '0'), 10000000);
    std::uint64_t millis = 0;
    for (std::size_t i = 0; i < 3; ++i) millis = millis * 10 + (i < fraction.size() ? static_cast<std::uint64_t>(fraction[i] - '0') : 0);
    const std::uint64_t total = seconds * 1000 + millis;
    if (total == 0 || total > 1000000000) return error_in(what, quote(text) + " is out of range: more than 0, at most 1000000 seconds");
    return total;
}

bool run_timed(Solver& solver, const TimedRun& run, std::uint64_t& micros) {
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start).count(); };
    std::uint64_t next_progress_us = 1000000;
    // Slices of a few thousand rule applications (a millisecond or so), so the limit is kept
    // within a few milliseconds; the step mode checks the clock every 256 steps.
    constexpr std::uint64_t kSlice = 4096;
    bool finished = false;
    for (std::uint64_t step = 0;; ++step) {
        if (run.on_line) {
            finished = solver.step();
            run.on_line(solver.last_line());
            if (finished) break;
            if (step % 256 != 0) continue;
        } else if ((finished = solver.run(kSlice))) {
            break;
        }
        const auto now = static_cast<std::uint64_t>(elapsed());
        if (run.limit_ms && now >= *run.limit_ms * 1000) break;
        if (run.on_progress && now >= next_progress_us) {
            run.on_progress(std::to_string(now / 1000000) + " s: " + solver.status());
            next_progress_us = now + 1000000;
        }
    }
    micros = static_cast<std::uint64_t>(elapsed());
    return finished;
}

}  // namespace knobel::crossnumber
