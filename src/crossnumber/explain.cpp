#include "crossnumber/explain.h"

#include <string_view>

namespace knobel::crossnumber {
std::string entry_words(const Entry& entry) {
    return entry.label + (entry.direction == Direction::across ? " across" : " down");
}

namespace {

// An argument inside a longer phrase: a binary operation gets brackets, so "the digit sum of
// (A across plus 3)" cannot be read as "(the digit sum of A across) plus 3".
std::string argument_words(const Puzzle& puzzle, int node) {
    const Op op = puzzle.nodes[static_cast<std::size_t>(node)].op;
    const std::string words = explain_expression(puzzle, node);
    return op == Op::plus || op == Op::minus || op == Op::mal ? "(" + words + ")" : words;
}

const Entry* plain_entry(const Puzzle& puzzle, int node) {
    const Node& n = puzzle.nodes[static_cast<std::size_t>(node)];
    return n.op == Op::entry ? &puzzle.entries[static_cast<std::size_t>(n.entry)] : nullptr;
}

}  // namespace

std::string explain_expression(const Puzzle& puzzle, int node) {
    const Node& n = puzzle.nodes[static_cast<std::size_t>(node)];
    switch (n.op) {
        case Op::entry: return entry_words(puzzle.entries[static_cast<std::size_t>(n.entry)]);
        case Op::constant: return to_string(n.constant);
        case Op::qs: return "the digit sum of " + argument_words(puzzle, n.a);
        case Op::qp: return "the digit product of " + argument_words(puzzle, n.a);
        case Op::rev: return argument_words(puzzle, n.a) + " reversed";
        case Op::plus: return argument_words(puzzle, n.a) + " plus " + argument_words(puzzle, n.b);
        case Op::minus: return argument_words(puzzle, n.a) + " minus " + argument_words(puzzle, n.b);
        case Op::mal: return argument_words(puzzle, n.a) + " times " + argument_words(puzzle, n.b);
    }
    return {};
}

std::string explain_rule(const Puzzle& puzzle, const Rule& rule) {
    const std::string x = argument_words(puzzle, rule.a);
    const std::string y = rule.b >= 0 ? argument_words(puzzle, rule.b) : std::string();
    switch (rule.predicate) {
        case Predicate::ab: return "the digits of " + x + " never increase from left to right";
        case Predicate::auf: return "the digits of " + x + " never decrease from left to right";
        case Predicate::pal: return x + " is a palindrome";
        case Predicate::pz: return x + " is a prime number";
        case Predicate::q: return x + " is a perfect square";
        case Predicate::k: return x + " is a perfect cube";
        case Predicate::u: return "the digits of " + x + " are all different";
        case Predicate::fib: return x + " is a Fibonacci number";
        case Predicate::tri: return x + " is a triangular number";
        case Predicate::even: return x + " is even";
        case Predicate::odd: return x + " is odd";
        case Predicate::eq: return x + " equals " + y;
        case Predicate::ne: return x + " differs from " + y;
        case Predicate::lt: return x + " is less than " + y;
        case Predicate::gt: return x + " is greater than " + y;
        case Predicate::v: return x + " is a multiple of " + y;
    }
    return {};
}

std::vector<std::string> derived_facts(const Puzzle& puzzle, const Network& network, int rule) {
    std::vector<std::string> facts;
    for (const Propagator& p : network.propagators)
        if (p.kind == PropagatorKind::equal_cells && p.rule == rule)
            facts.push_back("cells " + cell_text(puzzle, p.cell_a) + " and " + cell_text(puzzle, p.cell_b) +
                            " hold the same digit");
    // Facts about an entry's last digit that hold for every value the predicate allows.
    const Rule& r = puzzle.rules[static_cast<std::size_t>(rule)];
    if (const Entry* entry = plain_entry(puzzle, r.a)) {
        const std::string last = "the last digit of " + entry_words(*entry) + " is ";
        if (r.predicate == Predicate::pz && entry->length() >= 2) facts.push_back(last + "1, 3, 7 or 9");
        if (r.predicate == Predicate::even) facts.push_back(last + "0, 2, 4, 6 or 8");
        if (r.predicate == Predicate::odd) facts.push_back(last + "1, 3, 5, 7 or 9");
        if (r.predicate == Predicate::q) facts.push_back(last + "0, 1, 4, 5, 6 or 9");
    }
    return facts;
}

std::string step_in_words(const Puzzle& puzzle, const std::string& line) {
    const auto name_char = [](char c) { return label_char(c) || c == '_'; };
    std::string text;
    text.reserve(line.size() + 16);
    int depth = 0;
    for (std::size_t i = 0; i < line.size();) {
        const char c = line[i];
        if (!name_char(c)) {
            depth += c == '(' ? 1 : c == ')' && depth > 0 ? -1 : 0;
            text += c;
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < line.size() && name_char(line[end])) ++end;
        const std::string_view word(line.data() + i, end - i);
        const Entry* named = nullptr;
        if (depth == 0)
            for (const Entry& entry : puzzle.entries)
                if (entry.name() == word) named = &entry;
        text += named ? entry_words(*named) : std::string(word);
        i = end;
    }
    return text;
}

}  // namespace knobel::crossnumber
