#pragma once
// Reading a puzzle file, or standard input for "-", the same way for every puzzle: a directory
// or a device that never ends is an error with a sentence, never an exception or a hang; the
// text is capped (a puzzle file is small; /dev/zero is not). Exactly one leading UTF-8 byte-order
// mark is dropped in the end: by the puzzle's parser for a whole file (the same parser reads text
// from the page), by LineBlocks for a stream of lines. Platform code (POSIX read), kept out of
// the puzzle cores, which only parse text (the app gets its text from the browser).

#include <cstddef>
#include <string>
#include <string_view>

#include "core/input_error.h"

namespace knobel::cli {

inline constexpr std::size_t kMaxInputBytes = std::size_t{64} << 20;  // 64 MiB: the largest puzzle files are ~100 KB

// The whole text of `path` ("-": standard input), as it is. Errors name the file ("stdin" for "-").
Expected<std::string> read_input(const std::string& path, std::size_t max_bytes = kMaxInputBytes);

// `text` without a leading UTF-8 byte-order mark.
std::string_view without_bom(std::string_view text);

// Standard input (or file descriptor `fd`) in blocks of whole lines, for input too long to hold at
// once (`knobel views -` with millions of puzzles): memory stays bounded by one block. Lines end
// as for split_lines (core/text.h): "\n", "\r\n" or a lone "\r". The first block drops a
// byte-order mark; a line longer than `max_line_bytes` is an error naming it.
class LineBlocks {
public:
    explicit LineBlocks(std::size_t lines_per_block = 65536, std::size_t max_line_bytes = 1 << 20, int fd = 0);
    // The next block (whole lines with their line ends; the last line of the input may lack
    // one), "" at the end; `first_line` is the 1-based number of its first line.
    Expected<std::string> next();
    int first_line() const { return first_line_; }

private:
    std::size_t lines_per_block_, max_line_bytes_;
    int fd_;
    std::string pending_;  // read but not handed out yet (the start of a line, or more lines)
    bool at_end_ = false, started_ = false, bom_checked_ = false;
    int first_line_ = 1, next_line_ = 1;
};

}  // namespace knobel::cli
