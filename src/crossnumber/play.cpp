#include "crossnumber/play.h"

#include "core/text.h"
#include "crossnumber/evaluate.h"
#include "crossnumber/explain.h"
#include "crossnumber/network.h"

namespace knobel::crossnumber {
namespace {

// A number of one or two digits at text[at]; advances `at`.
std::optional<int> read_index(std::string_view text, std::size_t& at) {
    const std::size_t start = at;
    while (at < text.size() && is_ascii_digit(text[at]) && at - start < 2) ++at;
    if (at == start || (at < text.size() && is_ascii_digit(text[at]))) return std::nullopt;
    int value = 0;
    for (std::size_t i = start; i < at; ++i) value = value * 10 + (text[i] - '0');
    return value;
}

}  // namespace

std::string move_text(const Move& move) {
    return std::to_string(move.row) + "," + std::to_string(move.col) + "=" + (move.digit < 0 ? "" : std::to_string(move.digit));
}

Expected<Move> parse_move_text(std::string_view text) {
    auto fail = [&](std::size_t at, const std::string& what) {
        return error_at(0, static_cast<int>(at) + 1,
                        what + (at < text.size() ? ", found '" + std::string(1, text[at]) + "'" : ", found the end") +
                            " (a move is row,col=digit or row,col= to clear, e.g. 2,3=7)");
    };
    Move move;
    std::size_t at = 0;
    const auto row = read_index(text, at);
    if (!row) return fail(at, "expected the row (0-99)");
    if (at >= text.size() || text[at] != ',') return fail(at, "expected ','");
    ++at;
    const auto col = read_index(text, at);
    if (!col) return fail(at, "expected the column (0-99)");
    if (at >= text.size() || text[at] != '=') return fail(at, "expected '='");
    ++at;
    move.row = *row;
    move.col = *col;
    if (at < text.size()) {
        if (!is_ascii_digit(text[at])) return fail(at, "expected a digit 0-9 or nothing");
        move.digit = text[at] - '0';
        ++at;
        if (at < text.size()) return fail(at, "expected the end of the move");
    }
    return move;
}

Board start_board(const Puzzle& puzzle) {
    Board board(puzzle.cells.size(), -1);
    for (std::size_t i = 0; i < puzzle.cells.size(); ++i)
        if (puzzle.cells[i].white && puzzle.cells[i].given >= 0) board[i] = puzzle.cells[i].given;
    return board;
}

std::optional<std::string> refusal(const Puzzle& puzzle, const Move& move) {
    if (move.row < 0 || move.row >= puzzle.rows)
        return "(" + std::to_string(move.row) + "," + std::to_string(move.col) + ") is outside the grid: it has " +
               std::to_string(puzzle.rows) + " rows, numbered from 0";
    if (move.col < 0 || move.col >= puzzle.cols)
        return "(" + std::to_string(move.row) + "," + std::to_string(move.col) + ") is outside the grid: it has " +
               std::to_string(puzzle.cols) + " columns, numbered from 0";
    const int index = puzzle.cell_index(move.row, move.col);
    const Cell& cell = puzzle.cells[static_cast<std::size_t>(index)];
    if (!cell.white) return cell_text(puzzle, index) + " is a black cell";
    if (cell.given >= 0) return cell_text(puzzle, index) + " holds the given digit " + std::to_string(cell.given);
    if (move.digit > 9) return "a cell holds one digit, 0-9";
    return std::nullopt;
}

std::int8_t apply_move(const Puzzle& puzzle, Board& board, const Move& move) {
    std::int8_t& cell = board[static_cast<std::size_t>(puzzle.cell_index(move.row, move.col))];
    const std::int8_t before = cell;
    cell = static_cast<std::int8_t>(move.digit);
    return before;
}

std::string leading_zero_words(const Entry& entry) { return entry_words(entry) + " starts with 0"; }

std::string rule_verdict_words(const Puzzle& puzzle, const Rule& rule, bool holds, const Value* values) {
    std::string shown;
    for (const int e : rule.entries)
        shown += (shown.empty() ? "" : ", ") + entry_words(puzzle.entries[static_cast<std::size_t>(e)]) + " reads " +
                 to_string(values[static_cast<std::size_t>(e)]);
    // The rule in words only: the player never sees the file whose line it is (issue 20).
    return "the rule \"" + explain_rule(puzzle, rule) + "\"" +
           (holds ? " holds" : " does not hold") + (shown.empty() ? "" : " (" + shown + ")");
}

PlayVerdict judge(const Puzzle& puzzle, const Board& board) {
    PlayVerdict verdict;
    for (std::size_t i = 0; i < puzzle.cells.size(); ++i)
        if (puzzle.cells[i].white && board[i] < 0) ++verdict.empty_cells;
    verdict.filled = verdict.empty_cells == 0;
    if (!verdict.filled) {
        verdict.sentence = std::to_string(verdict.empty_cells) + (verdict.empty_cells == 1 ? " cell is" : " cells are") + " still empty";
        return verdict;
    }
    for (const Entry& entry : puzzle.entries) {
        if (board[static_cast<std::size_t>(entry.cells[0])] != 0) continue;
        verdict.sentence = leading_zero_words(entry);
        return verdict;
    }
    const std::vector<Value> values = *entry_values(puzzle, board);
    for (const Rule& rule : puzzle.rules) {
        if (rule_holds(puzzle, rule, values.data())) continue;
        verdict.broken_line = rule.line;
        verdict.sentence = rule_verdict_words(puzzle, rule, false, values.data());
        return verdict;
    }
    verdict.solved = true;
    verdict.sentence = "solved: every rule holds";
    return verdict;
}

}  // namespace knobel::crossnumber
