#include "crossnumber/link_codec.h"

#include "crossnumber/parser.h"

namespace knobel::crossnumber {
namespace {

std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> pieces;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find(separator, start);
        pieces.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) return pieces;
        start = end + 1;
    }
}

std::string cell_token(const Cell& cell) {
    if (!cell.white) return "*";
    if (!cell.label.empty()) return cell.label;
    if (cell.given >= 0) return std::string(1, static_cast<char>('0' + cell.given));
    return ".";
}

}  // namespace

std::string puzzle_link(const Puzzle& puzzle) {
    Link link;
    link.puzzle = kLinkPuzzle;
    std::string grid;
    for (int row = 0; row < puzzle.rows; ++row) {
        std::vector<std::string> tokens;
        bool compact = true;
        for (int col = 0; col < puzzle.cols; ++col) {
            tokens.push_back(cell_token(puzzle.cells[static_cast<std::size_t>(puzzle.cell_index(row, col))]));
            compact = compact && tokens.back().size() == 1;
        }
        if (row > 0) grid += ';';
        for (std::size_t i = 0; i < tokens.size(); ++i) grid += (i > 0 && !compact ? "," : "") + tokens[i];
        if (!compact && tokens.size() == 1) grid += ',';  // "Q2," is one cell, "Q2" two
    }
    std::string rules;
    for (std::size_t i = 0; i < puzzle.rules.size(); ++i) rules += (i ? ";" : "") + rule_text(puzzle, puzzle.rules[i]);
    link.parts = {{grid, 2}};
    if (!rules.empty()) link.parts.push_back({rules, 3});  // an empty part is not allowed in a link
    if (!puzzle.title.empty()) link.options.push_back({"title", puzzle.title, 4});
    return format_link(link);
}

Expected<Puzzle> puzzle_from_link(const Link& link) {
    if (auto error = check_link_options(link, {"title"})) return *error;
    if (link.parts.empty()) return link_error(link.puzzle_part, "a crossnumber link needs the grid part (and the rules)");
    if (link.parts.size() > 2)
        return link_error(link.parts[2].number, "unexpected part: a crossnumber link has the grid and the rules only");
    const LinkPart& grid = link.parts[0];
    // Build the .kz text; remember which part every line came from to name it in errors.
    std::string text;
    if (const LinkOption* title = link.option("title")) {
        if (title->value.find_first_of("\n\r#") != std::string::npos)
            return link_error(title->number, "the title may not contain a line break or '#'");
        text += "title: " + title->value + "\n";
    }
    const int grid_first_line = (link.option("title") ? 2 : 1) + 1;
    text += "grid\n";
    const std::vector<std::string> rows = split(grid.text, ';');
    for (const std::string& row : rows) {
        if (row.find_first_of(" \t\n\r#") != std::string::npos)
            return link_error(grid.number, "a row holds cells joined by ',' ('*' for black), without spaces");
        std::string line;
        if (row.find(',') != std::string::npos) {
            std::vector<std::string> tokens = split(row, ',');
            if (tokens.size() == 2 && tokens[1].empty()) tokens.pop_back();  // "Q2,": a row of one cell
            for (const std::string& token : tokens) {
                if (token.empty()) return link_error(grid.number, "an empty cell between two ',' in row " + row);
                line += (token == "*" ? "#" : token) + " ";
            }
        } else {
            for (char c : row) line += std::string(1, c == '*' ? '#' : c) + " ";
        }
        text += line + "\n";
    }
    text += "end\n";
    const int rules_first_line = grid_first_line + static_cast<int>(rows.size()) + 1;
    std::vector<std::string> rules;
    if (link.parts.size() > 1 && !link.parts[1].text.empty()) rules = split(link.parts[1].text, ';');
    for (const std::string& rule : rules) {
        if (rule.find_first_of("\n\r#") != std::string::npos) return link_error(link.parts[1].number, "a rule may not contain '#' or a line break");
        text += rule + "\n";
    }
    auto puzzle = parse_puzzle_file(text);
    if (puzzle) return puzzle;
    const InputError& error = puzzle.error();
    if (error.line >= rules_first_line && link.parts.size() > 1)
        return link_error(link.parts[1].number, "rule " + std::to_string(error.line - rules_first_line + 1) + ": " + error.message);
    if (error.line >= grid_first_line && error.line < grid_first_line + static_cast<int>(rows.size()))
        return link_error(grid.number, "row " + std::to_string(error.line - grid_first_line + 1) + ": " + error.message);
    return link_error(grid.number, error.message);
}

}  // namespace knobel::crossnumber
