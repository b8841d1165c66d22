#include "views/puzzle_file.h"

#include "core/text.h"

namespace knobel::views {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t'; }

// An error from a parser that counts columns from 1 at `first_column` of line `line`.
InputError at_line(InputError error, int line, int first_column) {
    error.line = line;
    error.column = error.column > 0 ? error.column + first_column - 1 : first_column;
    return error;
}

}  // namespace

Expected<PuzzleFile> parse_puzzle_file(std::string_view text, int required_size) {
    return PuzzleFileReader(required_size).read(text, 1);
}

PuzzleFileReader::PuzzleFileReader(int required_size, int default_size)
    : required_size_(required_size), default_size_(default_size), size_(required_size) {}

Expected<PuzzleFile> PuzzleFileReader::read(std::string_view text, int first_line) {
    PuzzleFile file;
    file.size = size_line_ > 0 ? size_ : 0;
    for (const TextLine& piece_line : split_lines(text)) {
        const TextLine line{piece_line.text, piece_line.number + first_line - 1};
        std::string_view content = line.text;
        const std::size_t hash = content.find('#');
        if (hash != std::string_view::npos) content = content.substr(0, hash);
        std::size_t start = 0;
        while (start < content.size() && is_space(content[start])) ++start;
        std::size_t end = content.size();
        while (end > start && is_space(content[end - 1])) --end;
        if (start == end) continue;
        const std::string_view body = content.substr(start, end - start);
        const int column = static_cast<int>(start) + 1;

        std::size_t word_end = 0;
        while (word_end < body.size() && !is_space(body[word_end])) ++word_end;
        const std::string_view word = body.substr(0, word_end);

        if (word == "size") {
            std::size_t value_start = word_end;
            while (value_start < body.size() && is_space(body[value_start])) ++value_start;
            const int value_column = column + static_cast<int>(value_start);
            if (value_start == body.size())
                return error_at(line.number, value_column, "the size is missing: expected \"size K\" with K from 2 to 8");
            if (size_line_ > 0)
                return error_at(line.number, column, "a second size line (the first is line " + std::to_string(size_line_) + ")");
            if (first_puzzle_line_ > 0)
                return error_at(line.number, column,
                                "the size line must come before the first puzzle (line " +
                                    std::to_string(first_puzzle_line_) + ")");
            Expected<int> parsed = parse_size(body.substr(value_start), line.number, value_column);
            if (!parsed) return parsed.error();
            if (required_size_ != 0 && *parsed != required_size_)
                return error_at(line.number, value_column,
                                "the file is for size " + std::to_string(*parsed) + ", but size " +
                                    std::to_string(required_size_) + " was asked for");
            size_ = *parsed;
            file.size = *parsed;
            size_line_ = line.number;
            continue;
        }
        if (word_end < body.size()) {
            std::size_t next = word_end;
            while (is_space(body[next])) ++next;
            return error_at(line.number, column + static_cast<int>(next),
                            "one puzzle per line: unexpected " + quote(body.substr(next), 20) + " after the puzzle");
        }
        if (size_ == 0) size_ = default_size_;  // no size line came before the first puzzle
        Expected<Puzzle> puzzle = size_ != 0 ? parse_puzzle_hex(word, size_) : parse_puzzle_hex_any_size(word);
        if (!puzzle) return at_line(puzzle.error(), line.number, column);
        if (first_puzzle_line_ == 0) first_puzzle_line_ = line.number;
        file.puzzles.push_back(*puzzle);
        file.lines.push_back(line.number);
    }
    return file;
}

std::string format_puzzle_file(const std::vector<Puzzle>& puzzles) {
    std::string out = "# Knobel views puzzles: one per line as hex (see docs/views.md)\n";
    bool one_size = !puzzles.empty();
    for (const Puzzle& puzzle : puzzles) one_size = one_size && puzzle.size == puzzles.front().size;
    if (one_size) out += "size " + std::to_string(puzzles.front().size) + "\n";
    for (const Puzzle& puzzle : puzzles) out += format_puzzle_hex(puzzle) + "\n";
    return out;
}

}  // namespace knobel::views
