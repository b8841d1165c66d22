#pragma once
// The Views puzzle file (the app's Open/Save; `knobel views -` reads the same lines):
//
//   # any comment: '#' to the end of the line
//   size 5                 optional, at most once, before the first puzzle
//   0123456789abcdef012    one puzzle per line, as hex
//
// Blank lines and comments are ignored; spaces and tabs around a line are too. With a `size` line
// (or a size the caller demands) every puzzle must have that size's length; without, each line's
// K follows from its length (3, 7, 12, 19, 27, 37 or 48 digits). Errors give line and column.

#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "views/puzzle.h"

namespace knobel::views {

struct PuzzleFile {
    std::vector<Puzzle> puzzles;
    std::vector<int> lines;  // the 1-based line of each puzzle
    int size = 0;            // what the `size` line says; 0 without one
};

// `required_size` (2..8, or 0 for none) is a size the caller demands, e.g. the CLI's --size; a
// `size` line that disagrees with it is an error.
Expected<PuzzleFile> parse_puzzle_file(std::string_view text, int required_size = 0);

// The same file read piece by piece (`knobel views -` reads standard input in blocks of lines):
// the rules hold across the pieces as in one text, so a `size` line after a puzzle is refused
// however far apart they are, and line numbers count on from piece to piece.
class PuzzleFileReader {
public:
    // `required_size` as for parse_puzzle_file. `default_size` (2..8, or 0): the size of every
    // puzzle when neither the caller nor a `size` line before the first puzzle gives one; 0 lets
    // each line's length say.
    explicit PuzzleFileReader(int required_size = 0, int default_size = 0);

    // The puzzles of the next piece of the text, whose first line is line `first_line`: whole
    // lines, each ended by "\n", "\r\n" or "\r" (the last one may lack its ending). The result's
    // `size` is what the `size` line said, if one has been read so far.
    Expected<PuzzleFile> read(std::string_view text, int first_line);

private:
    int required_size_, default_size_;
    int size_;                   // the size every puzzle must have from now on; 0 while open
    int size_line_ = 0;          // the line of the `size` line, 0 before one
    int first_puzzle_line_ = 0;  // 0 before the first puzzle
};

// A file that parse_puzzle_file reads back as the same puzzles: a comment, a `size` line when all
// puzzles have one size, then one puzzle per line.
std::string format_puzzle_file(const std::vector<Puzzle>& puzzles);

}  // namespace knobel::views
