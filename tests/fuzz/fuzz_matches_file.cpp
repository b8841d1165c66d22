// Any bytes as a Matches file: the parser answers (a problem, or an error with its line) without
// crashing, and an accepted problem writes back to a file that reads as the same problem, whose
// link reads back to it too. Small accepted problems are also analysed (no crash, k within 0..n).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/link.h"
#include "matches/link_codec.h"
#include "matches/problem.h"
#include "matches/solver.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Expected<matches::Problem> problem = matches::parse_problem_file(text);
    if (!problem) {
        if (problem.error().line < 1 || problem.error().message.empty()) std::abort();
        return 0;
    }
    Expected<matches::Problem> again = matches::parse_problem_file(matches::format_problem_file(*problem));
    if (!again || !(*again == *problem)) std::abort();
    Expected<Link> link = parse_link(matches::puzzle_link(matches::LinkedPuzzle{*problem, {}, matches::Mode::exact}));
    if (!link) std::abort();
    Expected<matches::LinkedPuzzle> linked = matches::puzzle_from_link(*link);
    if (!linked || linked->problem.before.size() != problem->before.size()) std::abort();
    if (problem->before.size() <= 40) {
        const matches::Analysis analysis = matches::analyse(*problem, matches::Options{true, true});
        if (analysis.min_k > problem->before.size()) std::abort();
    }
    return 0;
}
