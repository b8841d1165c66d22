// Any bytes as a Hex-Max file: the parser answers (puzzle or error with a line) without crashing,
// a file it accepts writes back to one that reads the same, and a small accepted puzzle solves
// to an answer whose move list replays.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "hexmax/moves.h"
#include "hexmax/problem.h"
#include "hexmax/solver.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel::hexmax;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    knobel::Expected<Problem> problem = parse_problem_file(text);
    if (!problem) {
        if (problem.error().line < 1) std::abort();  // file errors always name their line
        return 0;
    }
    knobel::Expected<Problem> again = parse_problem_file(format_problem_file(*problem));
    if (!again || !(again->digits == problem->digits) || again->m != problem->m) std::abort();
    if (problem->digits.size() <= 64 && table_cells(*problem) <= 2'000'000) {
        const Answer answer = solve(*problem);
        const Display start = display_of(problem->digits, problem->options.glyphs);
        const Display end = display_of(answer.digits, problem->options.glyphs);
        if (check_replay(start, answer.steps, end) || answer.moves > problem->m) std::abort();
    }
    return 0;
}
