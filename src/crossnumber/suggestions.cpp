#include "crossnumber/suggestions.h"

#include <algorithm>

#include "crossnumber/evaluate.h"
#include "crossnumber/puzzle_edit.h"
#include "crossnumber/rule_menu.h"

namespace knobel::crossnumber {
namespace {

// Whether the rule holds for the filling and none of its entries starts with 0 there (an entry
// that starts with 0 rules a filling out as surely as a broken rule).
bool keeps(const Puzzle& puzzle, const Rule& rule, const std::vector<Value>& values, const Solution& filling) {
    for (int e : rule.entries)
        if (filling.digits[static_cast<std::size_t>(puzzle.entries[static_cast<std::size_t>(e)].cells[0])] == 0) return false;
    return rule_holds(puzzle, rule, values.data());
}

}  // namespace

std::vector<std::string> suggestion_candidates(const Puzzle& puzzle, const Solution& first, const Solution& second,
                                               std::size_t limit) {
    const std::vector<GridRun> runs = grid_runs(puzzle);
    // A rule tells the solutions apart only through a run with a cell where they differ.
    std::vector<bool> wanted(runs.size(), false);
    for (std::size_t i = 0; i < runs.size(); ++i)
        for (int cell : runs[i].cells)
            if (first.digits[static_cast<std::size_t>(cell)] != second.digits[static_cast<std::size_t>(cell)]) wanted[i] = true;
    std::vector<MenuRule> menu = menu_rules(runs, first.digits, wanted);
    std::vector<std::string> existing;
    for (const Rule& rule : puzzle.rules) existing.push_back(rule_text(puzzle, rule));
    std::erase_if(menu, [&](const MenuRule& m) { return std::find(existing.begin(), existing.end(), m.text) != existing.end(); });
    if (menu.empty()) return {};

    // Every candidate read into the puzzle at once, and evaluated exactly on both solutions.
    std::vector<std::string> texts;
    for (const MenuRule& m : menu) texts.push_back(m.text);
    const Expected<Puzzle> all = with_rules(puzzle, texts);
    if (!all) return {};
    const std::optional<std::vector<Value>> one = entry_values(*all, first.digits), two = entry_values(*all, second.digits);
    if (!one || !two) return {};
    std::vector<std::size_t> cutting;
    for (std::size_t k = 0; k < menu.size(); ++k) {
        const Rule& rule = all->rules[puzzle.rules.size() + k];
        if (keeps(*all, rule, *one, first) && !keeps(*all, rule, *two, second)) cutting.push_back(k);
    }
    std::stable_sort(cutting.begin(), cutting.end(), [&](std::size_t a, std::size_t b) { return menu[a].strength > menu[b].strength; });

    // Variety: at most two per run first, then the rest in order.
    std::vector<std::string> chosen;
    std::vector<int> per_run(runs.size(), 0);
    std::vector<bool> taken(cutting.size(), false);
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < cutting.size() && chosen.size() < limit; ++i) {
            const MenuRule& m = menu[cutting[i]];
            if (taken[i] || (pass == 0 && per_run[static_cast<std::size_t>(m.run)] >= 2)) continue;
            taken[i] = true;
            ++per_run[static_cast<std::size_t>(m.run)];
            chosen.push_back(m.text);
        }
    }
    return chosen;
}

}  // namespace knobel::crossnumber
