// The setter report as the CLI prints it (`knobel crossnumber FILE --check [--json]`): text for
// people, one JSON object for scripts (../shared/specs/cli.md). Rules are named by their line.
#include "crossnumber/setter_report.h"

#include <algorithm>

#include "core/json_writer.h"
#include "crossnumber/network.h"
#include "crossnumber/output.h"

namespace knobel::crossnumber {
namespace {

std::string cell_list(const Puzzle& puzzle, const std::vector<int>& cells) {
    std::string text;
    for (std::size_t i = 0; i < cells.size(); ++i) text += (i ? ", " : "") + cell_text(puzzle, cells[i]);
    return text;
}

void json_cells(JsonWriter& json, const Puzzle& puzzle, const std::vector<int>& cells) {
    json.begin_array();
    for (int cell : cells) json.begin_array().value(puzzle.row_of(cell)).value(puzzle.col_of(cell)).end_array();
    json.end_array();
}

void json_lines(JsonWriter& json, const Puzzle& puzzle, const std::vector<int>& rules) {
    json.begin_array();
    for (int rule : rules) json.value(puzzle.rules[static_cast<std::size_t>(rule)].line);
    json.end_array();
}

bool contains(const std::vector<int>& list, int value) { return std::find(list.begin(), list.end(), value) != list.end(); }

std::string difficulty_sentence(const SetterReport& report) {
    std::string text = "difficulty: " + std::string(difficulty_name(report.difficulty)) + ": ";
    if (report.stats.assumptions == 0)
        text += report.status == Status::none ? "propagation alone shows there is no solution" : "propagation alone solves it";
    else
        text += std::to_string(report.stats.assumptions) + (report.stats.assumptions == 1 ? " assumption" : " assumptions") +
                ", at most " + std::to_string(report.deepest) + " at once";
    return text + " (rule applications " + std::to_string(report.stats.rule_applications) + ", backtracks " +
           std::to_string(report.stats.backtracks) + ")";
}

}  // namespace

std::string setter_report_text(const Puzzle& puzzle, const SetterReport& report) {
    std::string out;
    for (const std::string& warning : report.warnings) out += "warning: " + warning + "\n";
    out += std::string(status_name(report.status)) + "\n";
    out += solutions_text(puzzle, report.solutions, "solution:");
    if (!report.differing_cells.empty()) out += "the solutions differ in " + cell_list(puzzle, report.differing_cells) + "\n";
    if (report.status != Status::none) {
        out += report.open_cells.empty() ? "propagation alone fills every cell\n"
                                         : "open after propagation alone: " + cell_list(puzzle, report.open_cells) + "\n";
    }
    out += difficulty_sentence(report) + "\n";
    if (report.status == Status::unique && !puzzle.rules.empty()) {
        out += "rules (redundant: the puzzle stays unique without it):\n";
        for (std::size_t r = 0; r < puzzle.rules.size(); ++r) {
            const Rule& rule = puzzle.rules[r];
            out += "  line " + std::to_string(rule.line) + ": " + rule_text(puzzle, rule) + ": " +
                   (contains(report.redundant, static_cast<int>(r)) ? "redundant" : "essential") + "\n";
        }
    }
    if (report.status == Status::multiple) {
        if (report.suggestions.empty()) {
            out += "no suggestion: no rule of the menu holds for solution 1 and not for solution 2\n";
        } else {
            out += "suggestions (each holds for solution 1 and not for solution 2):\n";
            for (const Suggestion& s : report.suggestions) out += "  " + s.rule + (s.makes_unique ? ": makes it unique" : "") + "\n";
        }
    }
    return out;
}

std::string setter_report_json(const Puzzle& puzzle, const SetterReport& report) {
    JsonWriter json;
    json.begin_object().key("status").value(status_name(report.status));
    json.key("solutions");
    solutions_json(json, puzzle, report.solutions);
    json.key("differing_cells");
    json_cells(json, puzzle, report.differing_cells);
    json.key("open_cells");
    json_cells(json, puzzle, report.open_cells);
    json.key("assumptions").value(report.stats.assumptions);
    json.key("deepest").value(report.deepest);
    json.key("difficulty").value(difficulty_name(report.difficulty));
    json.key("redundant");
    json_lines(json, puzzle, report.redundant);
    json.key("essential");
    json_lines(json, puzzle, report.essential);
    json.key("rules").begin_array();
    for (const Rule& rule : puzzle.rules) json.begin_object().key("line").value(rule.line).key("rule").value(rule_text(puzzle, rule)).end_object();
    json.end_array();
    json.key("suggestions").begin_array();
    for (const Suggestion& s : report.suggestions) json.value(s.rule);
    json.end_array();
    json.key("suggestions_making_unique").begin_array();
    for (const Suggestion& s : report.suggestions)
        if (s.makes_unique) json.value(s.rule);
    json.end_array();
    json.key("warnings").begin_array();
    for (const std::string& warning : report.warnings) json.value(warning);
    json.end_array();
    json.key("stats").begin_object();
    json.key("rule_applications").value(report.stats.rule_applications);
    json.key("assumptions").value(report.stats.assumptions);
    json.key("backtracks").value(report.stats.backtracks);
    json.key("steps").value(report.stats.steps);
    json.key("deepest").value(report.stats.deepest);
    json.end_object();
    json.end_object();
    return json.str();
}

}  // namespace knobel::crossnumber
