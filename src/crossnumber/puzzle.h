#pragma once
// A crossnumber as read from a .kz file (../shared/specs/crossnumber.md): the grid, the entries
// the rules mention, and the rules as expression trees. Every rule and expression node keeps the
// line and column it came from, so whatever the solver derives can name the user's line.

#include <cstdint>
#include <string>
#include <vector>

#include "crossnumber/value.h"

namespace knobel::crossnumber {

inline constexpr int kMaxSide = 20;  // rows and columns: 1..20

struct Cell {
    bool white = false;
    std::int8_t given = -1;  // a pre-filled digit, or -1
    std::string label;       // "" when the cell starts no entry
};

enum class Direction : std::uint8_t { across, down };

struct Entry {
    std::string label;
    Direction direction = Direction::across;
    std::vector<int> cells;  // cell indices (row * cols + col), first digit first

    std::string name() const;  // "A_w", "C_s"
    int length() const { return static_cast<int>(cells.size()); }
};

// A character of a label: a letter or a digit. An entry's name is its label, '_' and a direction.
bool label_char(char c);

enum class Op : std::uint8_t { entry, constant, qs, qp, plus, minus, mal, rev };

// One node of an expression. Operators with one argument use `a`; with two, `a` and `b`.
struct Node {
    Op op = Op::constant;
    int entry = -1;      // Op::entry: the index in Puzzle::entries
    Value constant = 0;  // Op::constant
    int a = -1, b = -1;  // argument nodes
    Value bound = 0;     // no value of this node has a larger magnitude (checked at load time)
    int line = 0, column = 0;
};

enum class Predicate : std::uint8_t { ab, auf, pal, pz, q, k, u, fib, tri, even, odd, eq, ne, lt, gt, v };

int arity(Predicate predicate);
int arity(Op op);
// The canonical (upper-case or symbol) name: "PZ", "=", "GERADE"; operators in lower case: "qs".
std::string_view predicate_name(Predicate predicate);
std::string_view op_name(Op op);

struct Rule {
    Predicate predicate = Predicate::eq;
    int a = -1, b = -1;        // argument nodes (b only for two-argument predicates)
    int line = 0, column = 0;  // where the rule starts in the file
    std::vector<int> entries;  // the distinct entries it mentions, ascending
};

struct Puzzle {
    std::string title, author;
    int rows = 0, cols = 0;
    std::vector<Cell> cells;  // rows * cols, row by row
    std::vector<Entry> entries;
    std::vector<Node> nodes;  // every rule's expression nodes
    std::vector<Rule> rules;

    int cell_index(int row, int col) const { return row * cols + col; }
    int row_of(int cell) const { return cell / cols; }
    int col_of(int cell) const { return cell % cols; }
    int white_count() const;
};

// The canonical text of an expression or rule: "=(qs(A_w),3)". Reading it back gives the same tree.
std::string expression_text(const Puzzle& puzzle, int node);
std::string rule_text(const Puzzle& puzzle, const Rule& rule);

// White cells that belong to no entry: the puzzle cannot be unique with them (the spec: tools warn).
std::vector<int> cells_in_no_entry(const Puzzle& puzzle);

}  // namespace knobel::crossnumber
