// Any bytes as a .kz file: the parser answers (puzzle or error with a line and column) without
// crashing, an accepted file writes back to one that reads the same, its link reads back to the
// same puzzle, and a small accepted puzzle solves to solutions that keep every rule.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/link.h"
#include "crossnumber/evaluate.h"
#include "crossnumber/link_codec.h"
#include "crossnumber/parser.h"
#include "crossnumber/solver.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel::crossnumber;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    knobel::Expected<Puzzle> puzzle = parse_puzzle_file(text);
    if (!puzzle) {
        if (puzzle.error().line < 1 || puzzle.error().column < 1) std::abort();  // file errors name line and column
        return 0;
    }
    const std::string written = format_puzzle_file(*puzzle);
    knobel::Expected<Puzzle> again = parse_puzzle_file(written);
    if (!again || format_puzzle_file(*again) != written) std::abort();
    auto link = knobel::parse_link(puzzle_link(*puzzle));
    if (!link) std::abort();
    auto linked = puzzle_from_link(*link);
    if (!linked || format_puzzle_file(*linked).find(written.substr(written.find("grid\n"))) == std::string::npos) std::abort();
    if (puzzle->white_count() <= 12) {
        Solver solver(*puzzle);
        for (int slices = 0; slices < 200 && !solver.run(1000); ++slices) {
        }
        for (const Solution& solution : solver.solutions()) {
            const auto values = entry_values(*puzzle, solution.digits);
            if (!values) std::abort();
            for (const Rule& rule : puzzle->rules)
                if (!rule_holds(*puzzle, rule, values->data())) std::abort();
        }
    }
    return 0;
}
