// Any bytes as a Views puzzle file: the parser answers (puzzles or an error with a line) without
// crashing; what it accepts writes back to a file that reads the same; and each accepted K <= 4
// puzzle's answer, when solvable, is a shape that shows exactly its views.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "views/puzzle_file.h"
#include "views/solver.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel::views;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    knobel::Expected<PuzzleFile> file = parse_puzzle_file(text);
    if (!file) {
        if (file.error().line < 1) std::abort();  // file errors always name their line
        return 0;
    }
    knobel::Expected<PuzzleFile> again = parse_puzzle_file(format_puzzle_file(file->puzzles));
    if (!again || again->puzzles != file->puzzles) std::abort();
    for (const Puzzle& puzzle : file->puzzles) {
        if (puzzle.size > 4) continue;
        const Solution solution = solve(puzzle);
        if (solution.solvable != is_solvable(puzzle)) std::abort();
        if (solution.solvable && (!(views_of(solution.shape) == puzzle) || cube_count(solution.shape) != solution.cubes))
            std::abort();
    }
    return 0;
}
