#pragma once
// A puzzle being written (the workshop's grid editor): the grid's black cells, labels and given
// digits, and the rules as the setter typed them. Edits keep it a draft that may not parse yet;
// text() makes a `.kz` file of it, puzzle() reads that back with the parser's errors. Pure C++,
// no UI: the screen only maps clicks and typing to these edits.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

inline constexpr int kMaxDraftSide = 20;  // the spec's grid limit

struct Draft {
    std::string title;
    int rows = 0, cols = 0;
    std::vector<std::uint8_t> black;  // per cell, row by row
    std::vector<std::int8_t> given;   // per cell: a given digit, or -1
    std::vector<std::string> labels;  // per cell: "" or the label of a cell that starts entries
    std::vector<std::string> rules;   // one rule per line, as typed (may be wrong)

    friend bool operator==(const Draft&, const Draft&) = default;
};

// An all-white rows x cols grid (1 to 20 each) labelled in reading order, no rules.
Draft empty_draft(int rows, int cols);
// The draft of a puzzle read from a file: its grid, labels and rules (canonical text).
Draft draft_of(const Puzzle& puzzle);

// Whether the cell starts an across or a down run of at least two white cells.
bool starts_entry(const Draft& draft, int cell);
// Labels after a grid edit: cells that still start entries keep theirs (rules stay valid), new
// starts get the first unused of A..Z, a..z, A1..Z1, …, cells that no longer start lose theirs.
void update_labels(Draft& draft);
// Every start labelled afresh in reading order: A, B, C, … (rules are not rewritten).
void relabel_in_reading_order(Draft& draft);

// Black <-> white (and, with `symmetric`, the cell opposite it through the centre, as in printed
// crosswords); a black cell loses its given digit. Labels are updated.
void toggle_black(Draft& draft, int cell, bool symmetric);
// A given digit (or -1 to clear) on a white cell. Refused, with the reason, on a black or labelled
// cell (the file format has one token per cell: a label or a digit).
std::optional<std::string> set_given(Draft& draft, int cell, int digit);
// A label chosen by hand for a cell that starts an entry: a letter, then letters or digits, not
// used by another cell. The rules follow the rename (A_w becomes Q_w). Refused, with the reason,
// on a cell that starts no entry, for a text that is no label, or a label in use.
std::optional<std::string> set_label(Draft& draft, int cell, std::string_view label);
// The grid resized to rows x cols, keeping what fits; labels updated.
void resize(Draft& draft, int rows, int cols);

// The entries a rule may name in this grid, in reading order: "A_w" where A starts an across run of
// two or more cells, "A_s" down.
std::vector<std::string> entry_names(const Draft& draft);
// What may complete the word `prefix` (letters, digits, '_') being typed in a rule: entry names
// (labels are case-sensitive) and function names with their '(' (case-insensitive: "pz" gives
// "PZ("), shortest first. Empty for an empty prefix.
std::vector<std::string> completions(const Draft& draft, std::string_view prefix);
// Where the word being typed at `cursor` in `text` begins (the run of letters, digits and '_'
// that ends at the cursor); == cursor when there is none.
std::size_t word_start(std::string_view text, std::size_t cursor);

// The `.kz` text: title, the grid, the rules one per line (empty rules left out).
std::string draft_text(const Draft& draft);
// The line of rule `index` in draft_text() (1-based), so a parser error maps back to its rule.
int rule_line(const Draft& draft, std::size_t index);
// Rule `index` checked on its own against the grid: nullopt if it reads, else the error with its
// column counted in the rule's own text.
std::optional<InputError> check_rule(const Draft& draft, std::size_t index);

}  // namespace knobel::crossnumber
