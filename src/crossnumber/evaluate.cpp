#include "crossnumber/evaluate.h"

#include "crossnumber/number_facts.h"

namespace knobel::crossnumber {

Value evaluate(const Puzzle& puzzle, int index, const Value* entry_values) {
    const Node& node = puzzle.nodes[index];
    switch (node.op) {
        case Op::entry: return entry_values[node.entry];
        case Op::constant: return node.constant;
        case Op::qs: return digit_sum(evaluate(puzzle, node.a, entry_values));
        case Op::qp: return digit_product(evaluate(puzzle, node.a, entry_values));
        case Op::rev: return reverse_digits(evaluate(puzzle, node.a, entry_values));
        case Op::plus: return evaluate(puzzle, node.a, entry_values) + evaluate(puzzle, node.b, entry_values);
        case Op::minus: return evaluate(puzzle, node.a, entry_values) - evaluate(puzzle, node.b, entry_values);
        case Op::mal: return evaluate(puzzle, node.a, entry_values) * evaluate(puzzle, node.b, entry_values);
    }
    return 0;
}

bool rule_holds(const Puzzle& puzzle, const Rule& rule, const Value* entry_values) {
    const Value a = evaluate(puzzle, rule.a, entry_values);
    if (rule.b < 0) return holds(rule.predicate, a);
    return holds(rule.predicate, a, evaluate(puzzle, rule.b, entry_values));
}

std::optional<std::vector<Value>> entry_values(const Puzzle& puzzle, const std::vector<std::int8_t>& digits) {
    std::vector<Value> values;
    for (const Entry& entry : puzzle.entries) {
        Value value = 0;
        for (int cell : entry.cells) {
            if (digits[static_cast<std::size_t>(cell)] < 0) return std::nullopt;
            value = value * 10 + digits[static_cast<std::size_t>(cell)];
        }
        values.push_back(value);
    }
    return values;
}

}  // namespace knobel::crossnumber
