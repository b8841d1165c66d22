#include "crossnumber/output.h"

#include <algorithm>

#include "core/json_writer.h"
#include "crossnumber/evaluate.h"
#include "crossnumber/network.h"

namespace knobel::crossnumber {

std::vector<std::string> solution_rows(const Puzzle& puzzle, const Solution& solution) {
    std::vector<std::string> rows;
    for (int row = 0; row < puzzle.rows; ++row) {
        std::string text;
        for (int col = 0; col < puzzle.cols; ++col) {
            const std::int8_t digit = solution.digits[static_cast<std::size_t>(puzzle.cell_index(row, col))];
            text += digit < 0 ? '#' : static_cast<char>('0' + digit);
        }
        rows.push_back(std::move(text));
    }
    return rows;
}

std::vector<std::pair<std::string, std::string>> solution_entries(const Puzzle& puzzle, const Solution& solution) {
    const std::vector<Value> values = *entry_values(puzzle, solution.digits);
    std::vector<std::size_t> order(puzzle.entries.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const Entry &x = puzzle.entries[a], &y = puzzle.entries[b];
        return x.label != y.label ? x.label < y.label : x.direction < y.direction;
    });
    std::vector<std::pair<std::string, std::string>> entries;
    for (std::size_t i : order) entries.push_back({puzzle.entries[i].name(), to_string(values[i])});
    return entries;
}

std::string solutions_text(const Puzzle& puzzle, const std::vector<Solution>& solutions, std::string_view heading) {
    std::string out;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        if (solutions.size() > 1) out += "solution " + std::to_string(i + 1) + ":\n";
        else if (!heading.empty()) out += std::string(heading) + "\n";
        for (const std::string& row : solution_rows(puzzle, solutions[i])) out += row + "\n";
        for (const auto& [name, value] : solution_entries(puzzle, solutions[i])) out += name + " = " + value + "\n";
    }
    return out;
}

void solutions_json(JsonWriter& json, const Puzzle& puzzle, const std::vector<Solution>& solutions) {
    json.begin_array();
    for (const Solution& solution : solutions) {
        json.begin_object().key("grid").begin_array();
        for (const std::string& row : solution_rows(puzzle, solution)) json.value(row);
        json.end_array().key("entries").begin_object();
        for (const auto& [name, value] : solution_entries(puzzle, solution)) json.key(name).value(value);
        json.end_object().end_object();
    }
    json.end_array();
}

std::vector<std::string> puzzle_warnings(const Puzzle& puzzle) {
    const std::vector<int> open = cells_in_no_entry(puzzle);
    if (open.empty()) return {};
    std::string cells;
    for (std::size_t i = 0; i < open.size() && i < 8; ++i) cells += (i ? ", " : "") + cell_text(puzzle, open[i]);
    if (open.size() > 8) cells += ", ...";
    return {std::to_string(open.size()) + (open.size() == 1 ? " white cell belongs" : " white cells belong") +
            " to no entry any rule mentions, so any digit fits there: " + cells};
}

std::string answer_text(const Puzzle& puzzle, const SolveResult& result, std::optional<std::uint64_t> micros) {
    std::string out;
    for (const std::string& warning : puzzle_warnings(puzzle)) out += "warning: " + warning + "\n";
    if (result.finished) out += std::string(status_name(result.status)) + "\n";
    else out += "unfinished: the time limit came first, " + std::to_string(result.solutions.size()) +
                (result.solutions.size() == 1 ? " solution" : " solutions") + " found so far\n";
    out += solutions_text(puzzle, result.solutions);
    out += "rule applications " + std::to_string(result.stats.rule_applications) + ", assumptions " +
           std::to_string(result.stats.assumptions) + ", backtracks " + std::to_string(result.stats.backtracks);
    if (micros) out += ", time " + std::to_string(*micros / 1000) + "." + std::to_string(*micros % 1000 / 100) + " ms";
    return out + "\n";
}

std::string answer_json(const Puzzle& puzzle, const SolveResult& result, std::optional<std::uint64_t> micros) {
    JsonWriter json;
    json.begin_object().key("status").value(result.finished ? status_name(result.status) : "unfinished");
    json.key("solutions");
    solutions_json(json, puzzle, result.solutions);
    json.key("stats").begin_object();
    json.key("rule_applications").value(result.stats.rule_applications);
    json.key("assumptions").value(result.stats.assumptions);
    json.key("backtracks").value(result.stats.backtracks);
    json.key("steps").value(result.stats.steps);
    if (micros) json.key("time_us").value(*micros);
    json.end_object();
    json.key("warnings").begin_array();
    for (const std::string& warning : puzzle_warnings(puzzle)) json.value(warning);
    json.end_array();
    json.end_object();
    return json.str();
}

}  // namespace knobel::crossnumber
