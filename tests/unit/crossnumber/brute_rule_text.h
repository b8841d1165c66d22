#pragma once
// Reading a rule written in .kz syntax (as the setter report suggests and the generator prints
// it) into the brute-force model of brute_force.h, with the model's own small reader: names,
// constants and nested calls, entries found by walking the grid from their label. Together with
// brute::rule_holds this judges a rule on a filling without the core's parser or evaluator.

#include <string>
#include <string_view>
#include <vector>

#include "brute_force.h"

namespace knobel::crossnumber::brute {

// The index of entry `name` ("A_w", "C_s") in p.entries, added from the grid if it is not there
// (a new entry runs from the label to the next black cell or the edge); -1 without that label.
inline int entry_named(BrutePuzzle& p, std::string_view name) {
    const std::size_t bar = name.rfind('_');
    if (bar == std::string_view::npos) return -1;
    const std::string label(name.substr(0, bar));
    const bool across = name.substr(bar + 1) == "w";
    for (std::size_t e = 0; e < p.entries.size(); ++e)
        if (p.entries[e].label == label && p.entries[e].across == across) return static_cast<int>(e);
    for (int r = 0; r < p.rows; ++r)
        for (int c = 0; c < p.cols; ++c) {
            if (p.labels[static_cast<std::size_t>(r * p.cols + c)] != label) continue;
            BruteEntry entry{label, across, {}};
            for (int rr = r, cc = c; rr < p.rows && cc < p.cols && p.kind[static_cast<std::size_t>(rr * p.cols + cc)] != -2;
                 (across ? cc : rr) += 1)
                entry.cells.push_back(rr * p.cols + cc);
            p.entries.push_back(entry);
            return static_cast<int>(p.entries.size() - 1);
        }
    return -1;
}

// The arguments between the outer parentheses of "NAME(a,b)", split at top-level commas.
inline bool split_call(std::string_view text, std::string& name, std::vector<std::string>& args) {
    const std::size_t open = text.find('(');
    if (open == std::string_view::npos || text.back() != ')') return false;
    name = std::string(text.substr(0, open));
    args.clear();
    int depth = 0;
    std::string current;
    for (const char ch : text.substr(open + 1, text.size() - open - 2)) {
        if (ch == ' ') continue;
        if (ch == ',' && depth == 0) {
            args.push_back(current);
            current.clear();
            continue;
        }
        depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
        current += ch;
    }
    args.push_back(current);
    return true;
}

inline std::shared_ptr<Expr> read_expr(BrutePuzzle& p, const std::string& text) {
    auto e = std::make_shared<Expr>();
    if (!text.empty() && text[0] >= '0' && text[0] <= '9') {
        e->kind = Expr::constant;
        e->value = std::stoll(text);
        return e;
    }
    std::string name;
    std::vector<std::string> args;
    if (!split_call(text, name, args)) {
        e->kind = Expr::entry;
        e->entry_index = entry_named(p, text);
        return e->entry_index < 0 ? nullptr : e;
    }
    static const std::pair<const char*, Expr::Kind> ops[] = {{"qs", Expr::qs},       {"qp", Expr::qp},       {"rev", Expr::rev},
                                                             {"plus", Expr::plus},   {"minus", Expr::minus}, {"mal", Expr::mal}};
    for (const auto& [op, kind] : ops) {
        if (name != op) continue;
        e->kind = kind;
        e->a = read_expr(p, args[0]);
        if (args.size() > 1) e->b = read_expr(p, args[1]);
        return e->a && (args.size() == 1 || e->b) ? e : nullptr;
    }
    return nullptr;
}

// The rule, with the entries it names added to p; false when it does not read.
inline bool read_rule(BrutePuzzle& p, std::string_view text, BruteRule& rule) {
    std::vector<std::string> args;
    if (!split_call(text, rule.name, args) || args.empty() || args.size() > 2) return false;
    rule.a = read_expr(p, args[0]);
    rule.b = args.size() > 1 ? read_expr(p, args[1]) : nullptr;
    return rule.a && (args.size() == 1 || rule.b);
}

// Whether a filling (digits per cell, -1 black) keeps every rule of p, no mentioned entry
// starting with 0: the spec's definition of a solution.
inline bool keeps_every_rule(const BrutePuzzle& p, const std::vector<std::int8_t>& digits) {
    const std::vector<bool> mentioned = mentioned_entries(p);
    std::vector<Big> values;
    for (std::size_t e = 0; e < p.entries.size(); ++e) {
        Big v = 0;
        for (int c : p.entries[e].cells) v = v * 10 + digits[static_cast<std::size_t>(c)];
        values.push_back(v);
        if (mentioned[e] && digits[static_cast<std::size_t>(p.entries[e].cells[0])] == 0) return false;
    }
    for (const BruteRule& rule : p.rules)
        if (!rule_holds(p, rule, values)) return false;
    return true;
}

}  // namespace knobel::crossnumber::brute
