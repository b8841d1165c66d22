#include "crossnumber/rule_menu.h"

#include "crossnumber/explain.h"
#include "crossnumber/number_facts.h"

namespace knobel::crossnumber {
namespace {

bool white_at(const Puzzle& puzzle, int row, int col) {
    return row >= 0 && col >= 0 && row < puzzle.rows && col < puzzle.cols && puzzle.cells[static_cast<std::size_t>(puzzle.cell_index(row, col))].white;
}

std::string call(std::string_view name, const std::string& a) { return std::string(name) + "(" + a + ")"; }
std::string call(std::string_view name, const std::string& a, const std::string& b) {
    return std::string(name) + "(" + a + "," + b + ")";
}

std::string text_of(const MenuRule& rule, const std::vector<GridRun>& runs) {
    const std::string& e = runs[static_cast<std::size_t>(rule.run)].name;
    const std::string f = rule.other >= 0 ? runs[static_cast<std::size_t>(rule.other)].name : std::string();
    switch (rule.shape) {
        case Shape::digit_sum: return call("=", call("qs", e), to_string(rule.number));
        case Shape::digit_product: return call("=", call("qp", e), to_string(rule.number));
        case Shape::predicate: return call(predicate_name(rule.predicate), e);
        case Shape::multiple_of: return call("V", e, to_string(rule.number));
        case Shape::bound: return call(predicate_name(rule.predicate), e, to_string(rule.number));
        case Shape::compare: return call(predicate_name(rule.predicate), e, f);
        case Shape::equal_digit_sums: return call("=", call("qs", e), call("qs", f));
        case Shape::multiple_of_run: return call("V", e, f);
    }
    return {};
}

// How much a one-run predicate narrows a run by itself.
int strength_of(Predicate predicate) {
    switch (predicate) {
        case Predicate::q:
        case Predicate::k:
        case Predicate::fib:
        case Predicate::tri: return 3;
        case Predicate::pz:
        case Predicate::pal: return 2;
        case Predicate::u:
        case Predicate::ab:
        case Predicate::auf: return 1;
        default: return 0;
    }
}

}  // namespace

std::string run_words(const GridRun& run) { return entry_words(Entry{run.label, run.direction, {}}); }

std::vector<GridRun> grid_runs(const Puzzle& puzzle) {
    std::vector<GridRun> runs;
    for (int row = 0; row < puzzle.rows; ++row) {
        for (int col = 0; col < puzzle.cols; ++col) {
            const Cell& cell = puzzle.cells[static_cast<std::size_t>(puzzle.cell_index(row, col))];
            if (!cell.white || cell.label.empty()) continue;
            for (const Direction direction : {Direction::across, Direction::down}) {
                const int dr = direction == Direction::down ? 1 : 0, dc = 1 - dr;
                if (white_at(puzzle, row - dr, col - dc) || !white_at(puzzle, row + dr, col + dc)) continue;
                GridRun run{Entry{cell.label, direction, {}}.name(), {}, cell.label, direction};
                for (int r = row, c = col; white_at(puzzle, r, c); r += dr, c += dc) run.cells.push_back(puzzle.cell_index(r, c));
                runs.push_back(std::move(run));
            }
        }
    }
    return runs;
}

std::vector<Value> run_values(const std::vector<GridRun>& runs, const std::vector<std::int8_t>& digits) {
    std::vector<Value> values;
    for (const GridRun& run : runs) {
        Value value = 0;
        bool usable = digits[static_cast<std::size_t>(run.cells[0])] > 0;
        for (int cell : run.cells) {
            const int digit = digits[static_cast<std::size_t>(cell)];
            usable = usable && digit >= 0;
            value = value * 10 + (digit < 0 ? 0 : digit);
        }
        values.push_back(usable ? value : -1);
    }
    return values;
}

bool menu_rule_holds(const MenuRule& rule, const std::vector<Value>& values) {
    const Value v = values[static_cast<std::size_t>(rule.run)];
    const Value w = rule.other >= 0 ? values[static_cast<std::size_t>(rule.other)] : 0;
    if (v < 0 || w < 0) return false;
    switch (rule.shape) {
        case Shape::digit_sum: return digit_sum(v) == rule.number;
        case Shape::digit_product: return digit_product(v) == rule.number;
        case Shape::predicate: return holds(rule.predicate, v);
        case Shape::multiple_of: return holds(Predicate::v, v, rule.number);
        case Shape::bound: return holds(rule.predicate, v, rule.number);
        case Shape::compare: return holds(rule.predicate, v, w);
        case Shape::equal_digit_sums: return digit_sum(v) == digit_sum(w);
        case Shape::multiple_of_run: return holds(Predicate::v, v, w);
    }
    return false;
}

std::vector<MenuRule> menu_rules(const std::vector<GridRun>& runs, const std::vector<std::int8_t>& digits, const std::vector<bool>& wanted) {
    const std::vector<Value> values = run_values(runs, digits);
    auto is_wanted = [&](std::size_t i) { return wanted.empty() || wanted[i]; };
    std::vector<MenuRule> menu;
    // Keeps the rule when it holds for this filling, and writes its text.
    auto offer = [&](MenuRule rule) {
        if (!menu_rule_holds(rule, values)) return;
        rule.text = text_of(rule, runs);
        menu.push_back(std::move(rule));
    };
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (values[i] < 0 || !is_wanted(i)) continue;
        const int run = static_cast<int>(i);
        const Value v = values[i];
        offer({Shape::digit_sum, Predicate::eq, run, -1, digit_sum(v), 2, {}});
        offer({Shape::digit_product, Predicate::eq, run, -1, digit_product(v), digit_product(v) == 0 ? 1 : 2, {}});
        for (const Predicate p : {Predicate::pz, Predicate::q, Predicate::k, Predicate::fib, Predicate::tri, Predicate::pal,
                                  Predicate::u, Predicate::ab, Predicate::auf, Predicate::even, Predicate::odd})
            offer({Shape::predicate, p, run, -1, 0, strength_of(p), {}});
        for (const int k : {3, 7, 11, 13}) offer({Shape::multiple_of, Predicate::v, run, -1, k, 1, {}});
        // The round numbers around v, to one and to two leading digits (runs of 3 or more).
        const int length = static_cast<int>(runs[i].cells.size());
        for (int kept_digits = 1; kept_digits <= 2 && kept_digits < length; ++kept_digits) {
            const Value step = pow10(length - kept_digits), low = v / step * step;
            // Not the bounds every number of that length keeps: < 10^length, > 10^(length-1).
            if (low + step < pow10(length)) offer({Shape::bound, Predicate::lt, run, -1, low + step, kept_digits, {}});
            if (low > pow10(length - 1)) offer({Shape::bound, Predicate::gt, run, -1, low, kept_digits, {}});
        }
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (values[i] < 0) continue;
        for (std::size_t j = i + 1; j < runs.size(); ++j) {
            if (values[j] < 0 || !(is_wanted(i) || is_wanted(j))) continue;
            const int a = static_cast<int>(i), b = static_cast<int>(j);
            const Value v = values[i], w = values[j];
            offer({Shape::compare, v == w ? Predicate::eq : v < w ? Predicate::lt : Predicate::gt, a, b, 0, v == w ? 3 : 0, {}});
            offer({Shape::equal_digit_sums, Predicate::eq, a, b, 0, 1, {}});
            if (w >= 2 && v != w) offer({Shape::multiple_of_run, Predicate::v, a, b, 0, 2, {}});
            if (v >= 2 && v != w) offer({Shape::multiple_of_run, Predicate::v, b, a, 0, 2, {}});
        }
    }
    return menu;
}

}  // namespace knobel::crossnumber
