#pragma once
// The one list of Knobel's puzzles: their ids (link names, CLI subcommands, tab ids), titles and
// one-line summaries, in the order the app's tabs and the CLI's help show them. The app, the
// command line, About and the tests (through knobel.state().puzzles and `knobel --help`) all read
// this list; nothing else lists the puzzles by hand.

#include <array>
#include <string>
#include <string_view>

namespace knobel {

struct PuzzleInfo {
    std::string_view id;       // "views": the link's puzzle part, the CLI subcommand, the tab's id
    std::string_view title;    // "Views": the tab's label
    std::string_view summary;  // one line for --help, About and screens still to come
};

inline constexpr std::array<PuzzleInfo, 4> kPuzzles{{
    {"views", "Views", "top, front and side views: the fewest cubes that show them"},
    {"hexmax", "Hex-Max", "the largest hex number in at most m stick moves"},
    {"matches", "Matches", "turn one matchstick figure into another by moving u matches"},
    {"crossnumber", "Crossnumber", "solve a crossnumber (and check that its solution is unique)"},
}};

// The puzzle called `id`, or nullptr.
const PuzzleInfo* find_puzzle(std::string_view id);
// "views, hexmax, matches or crossnumber": for messages that list what is known.
std::string puzzle_ids_text(std::string_view last_joiner = " or ");

}  // namespace knobel
