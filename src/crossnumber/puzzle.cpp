#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

std::string Entry::name() const { return label + (direction == Direction::across ? "_w" : "_s"); }

bool label_char(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }

int arity(Predicate predicate) {
    switch (predicate) {
        case Predicate::eq:
        case Predicate::ne:
        case Predicate::lt:
        case Predicate::gt:
        case Predicate::v: return 2;
        default: return 1;
    }
}

int arity(Op op) {
    switch (op) {
        case Op::entry:
        case Op::constant: return 0;
        case Op::qs:
        case Op::qp:
        case Op::rev: return 1;
        default: return 2;
    }
}

std::string_view predicate_name(Predicate predicate) {
    switch (predicate) {
        case Predicate::ab: return "AB";
        case Predicate::auf: return "AUF";
        case Predicate::pal: return "PAL";
        case Predicate::pz: return "PZ";
        case Predicate::q: return "Q";
        case Predicate::k: return "K";
        case Predicate::u: return "U";
        case Predicate::fib: return "FIB";
        case Predicate::tri: return "TRI";
        case Predicate::even: return "GERADE";
        case Predicate::odd: return "UNGERADE";
        case Predicate::eq: return "=";
        case Predicate::ne: return "!=";
        case Predicate::lt: return "<";
        case Predicate::gt: return ">";
        case Predicate::v: return "V";
    }
    return "?";
}

std::string_view op_name(Op op) {
    switch (op) {
        case Op::qs: return "qs";
        case Op::qp: return "qp";
        case Op::plus: return "plus";
        case Op::minus: return "minus";
        case Op::mal: return "mal";
        case Op::rev: return "rev";
        default: return "";
    }
}

int Puzzle::white_count() const {
    int count = 0;
    for (const Cell& cell : cells) count += cell.white ? 1 : 0;
    return count;
}

std::string expression_text(const Puzzle& puzzle, int index) {
    const Node& node = puzzle.nodes[index];
    switch (node.op) {
        case Op::entry: return puzzle.entries[node.entry].name();
        case Op::constant: return to_string(node.constant);
        default: break;
    }
    std::string text(op_name(node.op));
    text += '(' + expression_text(puzzle, node.a);
    if (node.b >= 0) text += ',' + expression_text(puzzle, node.b);
    return text + ')';
}

std::string rule_text(const Puzzle& puzzle, const Rule& rule) {
    std::string text(predicate_name(rule.predicate));
    text += '(' + expression_text(puzzle, rule.a);
    if (rule.b >= 0) text += ',' + expression_text(puzzle, rule.b);
    return text + ')';
}

std::vector<int> cells_in_no_entry(const Puzzle& puzzle) {
    std::vector<bool> covered(puzzle.cells.size(), false);
    for (const Entry& entry : puzzle.entries)
        for (int cell : entry.cells) covered[cell] = true;
    std::vector<int> open;
    for (std::size_t i = 0; i < puzzle.cells.size(); ++i)
        if (puzzle.cells[i].white && !covered[i]) open.push_back(static_cast<int>(i));
    return open;
}

}  // namespace knobel::crossnumber
