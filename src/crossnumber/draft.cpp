#include "crossnumber/draft.h"

#include <algorithm>

#include "core/text.h"
#include "crossnumber/parser.h"

namespace knobel::crossnumber {
namespace {

bool white(const Draft& draft, int row, int col) {
    return row >= 0 && col >= 0 && row < draft.rows && col < draft.cols && !draft.black[static_cast<std::size_t>(row * draft.cols + col)];
}

// The i-th label name: A..Z, a..z, then A1..z1, A2.., enough for any 20 x 20 grid.
std::string label_name(std::size_t i) {
    static constexpr std::string_view kLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    std::string name(1, kLetters[i % kLetters.size()]);
    if (i >= kLetters.size()) name += std::to_string(i / kLetters.size());
    return name;
}

std::size_t cell_count(const Draft& draft) { return static_cast<std::size_t>(draft.rows * draft.cols); }

std::string grid_text(const Draft& draft) {
    std::string text = "grid\n";
    for (int row = 0; row < draft.rows; ++row) {
        for (int col = 0; col < draft.cols; ++col) {
            const auto cell = static_cast<std::size_t>(row * draft.cols + col);
            if (col > 0) text += ' ';
            if (draft.black[cell]) text += '#';
            else if (!draft.labels[cell].empty()) text += draft.labels[cell];
            else if (draft.given[cell] >= 0) text += static_cast<char>('0' + draft.given[cell]);
            else text += '.';
        }
        text += '\n';
    }
    return text + "end\n";
}

// `rule` with every entry of label `from` (from_w, from_S, ...) written with label `to`. A label is
// a whole name: renaming A leaves AB_w and BA_w alone.
std::string rename_label_in(std::string_view rule, std::string_view from, std::string_view to) {
    std::string out;
    std::size_t i = 0;
    while (i < rule.size()) {
        if (!label_char(rule[i])) {
            out += rule[i++];
            continue;
        }
        std::size_t end = i;
        while (end < rule.size() && label_char(rule[end])) ++end;
        const std::string_view name = rule.substr(i, end - i);
        const bool entry = end < rule.size() && rule[end] == '_';
        out += entry && name == from ? to : name;
        i = end;
    }
    return out;
}

std::string header_text(const Draft& draft) {
    const std::string title(trim(draft.title));
    return title.empty() ? std::string() : "title: " + title + "\n";
}

}  // namespace

Draft empty_draft(int rows, int cols) {
    Draft draft;
    draft.rows = std::clamp(rows, 1, kMaxDraftSide);
    draft.cols = std::clamp(cols, 1, kMaxDraftSide);
    draft.black.assign(cell_count(draft), 0);
    draft.given.assign(cell_count(draft), -1);
    draft.labels.assign(cell_count(draft), std::string());
    update_labels(draft);
    return draft;
}

Draft draft_of(const Puzzle& puzzle) {
    Draft draft;
    draft.title = puzzle.title;
    draft.rows = puzzle.rows;
    draft.cols = puzzle.cols;
    for (const Cell& cell : puzzle.cells) {
        draft.black.push_back(cell.white ? 0 : 1);
        draft.given.push_back(cell.given);
        draft.labels.push_back(cell.label);
    }
    for (const Rule& rule : puzzle.rules) draft.rules.push_back(rule_text(puzzle, rule));
    return draft;
}

bool starts_entry(const Draft& draft, int cell) {
    const int row = cell / draft.cols, col = cell % draft.cols;
    if (!white(draft, row, col)) return false;
    const bool across = !white(draft, row, col - 1) && white(draft, row, col + 1);
    const bool down = !white(draft, row - 1, col) && white(draft, row + 1, col);
    return across || down;
}

void update_labels(Draft& draft) {
    std::vector<std::string> used;
    for (std::size_t cell = 0; cell < cell_count(draft); ++cell) {
        if (!starts_entry(draft, static_cast<int>(cell))) draft.labels[cell].clear();
        if (!draft.labels[cell].empty()) used.push_back(draft.labels[cell]);
    }
    std::size_t next = 0;
    for (std::size_t cell = 0; cell < cell_count(draft); ++cell) {
        if (!starts_entry(draft, static_cast<int>(cell)) || !draft.labels[cell].empty()) continue;
        while (std::find(used.begin(), used.end(), label_name(next)) != used.end()) ++next;
        draft.labels[cell] = label_name(next);
        draft.given[cell] = -1;  // a label cell holds no given digit (one token per cell)
        used.push_back(draft.labels[cell]);
    }
}

void relabel_in_reading_order(Draft& draft) {
    for (std::string& label : draft.labels) label.clear();
    update_labels(draft);
}

void toggle_black(Draft& draft, int cell, bool symmetric) {
    if (cell < 0 || static_cast<std::size_t>(cell) >= cell_count(draft)) return;
    const auto index = static_cast<std::size_t>(cell);
    const std::uint8_t now = draft.black[index] ? 0 : 1;
    const std::size_t opposite = cell_count(draft) - 1 - index;
    for (const std::size_t c : {index, opposite}) {
        if (c != index && !symmetric) continue;
        draft.black[c] = now;
        if (now) draft.given[c] = -1;
    }
    update_labels(draft);
}

std::optional<std::string> set_given(Draft& draft, int cell, int digit) {
    if (cell < 0 || static_cast<std::size_t>(cell) >= cell_count(draft)) return "no such cell";
    const auto index = static_cast<std::size_t>(cell);
    if (draft.black[index]) return "a black cell holds no digit";
    if (digit >= 0 && !draft.labels[index].empty())
        return "cell " + draft.labels[index] + " starts an entry: in a .kz file it holds its label, not a digit";
    draft.given[index] = static_cast<std::int8_t>(std::clamp(digit, -1, 9));
    return std::nullopt;
}

std::optional<std::string> set_label(Draft& draft, int cell, std::string_view label) {
    if (cell < 0 || static_cast<std::size_t>(cell) >= cell_count(draft)) return "no such cell";
    const auto index = static_cast<std::size_t>(cell);
    if (!starts_entry(draft, cell)) return "this cell starts no entry of two or more cells, so it takes no label";
    label = trim(label);
    if (label.empty()) return "a label is a letter followed by letters or digits (A, b, Q2)";
    const char first = label.front();
    if (!((first >= 'A' && first <= 'Z') || (first >= 'a' && first <= 'z')))
        return "a label starts with a letter: '" + std::string(label) + "' does not";
    if (!std::all_of(label.begin(), label.end(), label_char))
        return "a label has only letters and digits: '" + std::string(label) + "' has more";
    const std::string old = draft.labels[index];
    if (label == old) return std::nullopt;
    for (std::size_t other = 0; other < cell_count(draft); ++other)
        if (other != index && draft.labels[other] == label)
            return "label " + std::string(label) + " is on row " + std::to_string(other / static_cast<std::size_t>(draft.cols) + 1) +
                   ", column " + std::to_string(other % static_cast<std::size_t>(draft.cols) + 1) + " already";
    draft.labels[index] = std::string(label);
    for (std::string& rule : draft.rules) rule = rename_label_in(rule, old, label);
    return std::nullopt;
}

void resize(Draft& draft, int rows, int cols) {
    Draft resized = empty_draft(rows, cols);
    for (std::string& label : resized.labels) label.clear();  // the old labels where they fit, then new ones
    for (int row = 0; row < std::min(rows, draft.rows); ++row)
        for (int col = 0; col < std::min(cols, draft.cols); ++col) {
            const auto from = static_cast<std::size_t>(row * draft.cols + col);
            const auto to = static_cast<std::size_t>(row * resized.cols + col);
            resized.black[to] = draft.black[from];
            resized.given[to] = draft.given[from];
            resized.labels[to] = draft.labels[from];
        }
    resized.title = draft.title;
    resized.rules = draft.rules;
    update_labels(resized);
    draft = std::move(resized);
}

std::vector<std::string> entry_names(const Draft& draft) {
    std::vector<std::string> names;
    for (int cell = 0; cell < draft.rows * draft.cols; ++cell) {
        const std::string& label = draft.labels[static_cast<std::size_t>(cell)];
        if (label.empty()) continue;
        const int row = cell / draft.cols, col = cell % draft.cols;
        if (!white(draft, row, col - 1) && white(draft, row, col + 1)) names.push_back(label + "_w");
        if (!white(draft, row - 1, col) && white(draft, row + 1, col)) names.push_back(label + "_s");
    }
    return names;
}

std::vector<std::string> completions(const Draft& draft, std::string_view prefix) {
    // The spec's function names, each as it is written with its opening parenthesis.
    static constexpr std::string_view kFunctions[] = {"AB(",  "AUF(",   "PAL(",    "PZ(",      "Q(",     "K(",    "U(",
                                                      "V(",   "FIB(",   "TRI(",    "EVEN(",    "ODD(",   "GERADE(",
                                                      "UNGERADE(", "qs(", "qp(",   "plus(",    "minus(", "mal(",  "rev("};
    std::vector<std::string> found;
    if (prefix.empty()) return found;
    for (const std::string& name : entry_names(draft))
        if (name.size() > prefix.size() && std::string_view(name).substr(0, prefix.size()) == prefix) found.push_back(name);
    for (const std::string_view name : kFunctions)
        if (name.size() > prefix.size() && equals_ignoring_case(name.substr(0, prefix.size()), prefix)) found.emplace_back(name);
    std::stable_sort(found.begin(), found.end(), [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
    return found;
}

std::size_t word_start(std::string_view text, std::size_t cursor) {
    cursor = std::min(cursor, text.size());
    std::size_t start = cursor;
    while (start > 0 && (label_char(text[start - 1]) || text[start - 1] == '_')) --start;
    return start;
}

std::string draft_text(const Draft& draft) {
    std::string text = header_text(draft) + grid_text(draft);
    for (const std::string& rule : draft.rules) {
        const std::string_view line = trim(rule);
        if (!line.empty()) text += std::string(line) + "\n";
    }
    return text;
}

int rule_line(const Draft& draft, std::size_t index) {
    if (index >= draft.rules.size() || trim(draft.rules[index]).empty()) return 0;
    int line = (header_text(draft).empty() ? 0 : 1) + draft.rows + 2;
    for (std::size_t i = 0; i <= index; ++i) line += trim(draft.rules[i]).empty() ? 0 : 1;
    return line;
}

std::optional<InputError> check_rule(const Draft& draft, std::size_t index) {
    if (index >= draft.rules.size()) return std::nullopt;
    const std::string& typed = draft.rules[index];
    const std::string_view rule = trim(typed);
    if (rule.empty()) return std::nullopt;
    const std::string grid = grid_text(draft);
    Expected<Puzzle> puzzle = parse_puzzle_file(grid + std::string(rule) + "\n");
    if (puzzle) return std::nullopt;
    InputError error = puzzle.error();
    const int line = draft.rows + 3;  // "grid", the rows, "end", then the rule
    if (error.line == line) {
        error.line = 0;  // the rule's own text: only its column counts
        if (error.column > 0) error.column += static_cast<int>(rule.data() - typed.data());
    }
    return error;
}

}  // namespace knobel::crossnumber
