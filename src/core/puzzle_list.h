#pragma once
// Knobel's puzzles as C++ sees them, made from the one list (src/puzzles.def): ids, titles and
// one-line summaries, in the order the app's tabs and the CLI's help show them. The app, the
// command line, About and the tests (through knobel.state().puzzles and `knobel --help`) all read
// this; nothing else lists the puzzles by hand.

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace knobel {

enum class Shown { listed, hidden };

struct PuzzleInfo {
    std::string_view id;       // "views": the link's puzzle part, the CLI subcommand, the tab's id
    std::string_view title;    // "Views": the tab's label
    std::string_view summary;  // one line for --help and About
    Shown shown = Shown::listed;
};

// Every puzzle of src/puzzles.def, the hidden template included.
inline constexpr PuzzleInfo kAllPuzzles[] = {
#define KNOBEL_PUZZLE(id, title, shown, summary, short_title) {#id, title, summary, Shown::shown},
#include "puzzles.def"
#undef KNOBEL_PUZZLE
};

namespace detail {
constexpr std::size_t listed_count() {
    std::size_t count = 0;
    for (const PuzzleInfo& puzzle : kAllPuzzles) count += puzzle.shown == Shown::listed;
    return count;
}
}  // namespace detail

// The puzzles people see: tabs, About, --help, knobel.state().puzzles and error messages.
inline constexpr auto kPuzzles = [] {
    std::array<PuzzleInfo, detail::listed_count()> listed{};
    std::size_t next = 0;
    for (const PuzzleInfo& puzzle : kAllPuzzles)
        if (puzzle.shown == Shown::listed) listed[next++] = puzzle;
    return listed;
}();

// The puzzle called `id` (hidden ones too: their links and subcommands work), or nullptr.
const PuzzleInfo* find_puzzle(std::string_view id);
// "views, hexmax, matches or crossnumber": for messages that list what is known (listed only).
std::string puzzle_ids_text(std::string_view last_joiner = " or ");

}  // namespace knobel
