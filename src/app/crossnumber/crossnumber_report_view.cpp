#include "app/crossnumber/crossnumber_report_view.h"

#include <algorithm>
#include <cmath>

#include "app/widgets/layout.h"
#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
#include "crossnumber/explain.h"
#include "core/text.h"
#include "imgui.h"

namespace knobel::app {
namespace {

void wrapped(const std::string& text) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
}

void wrapped_disabled(const std::string& text) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", text.c_str());
    ImGui::PopTextWrapPos();
}

// "“A across is a prime number” and “B down is even”": rules as the setter reads them in words
// (line numbers would point into a text the page does not show; the rules are fields in a list).
std::string rules_words(const crossnumber::Puzzle& puzzle, const std::vector<int>& rules) {
    std::string text;
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (i > 0) text += i + 1 == rules.size() ? " and " : ", ";
        text += "\xE2\x80\x9C" + crossnumber::explain_rule(puzzle, puzzle.rules[static_cast<std::size_t>(rules[i])]) +
                "\xE2\x80\x9D";
    }
    return text;
}

std::string difficulty_sentence(const crossnumber::SetterReport& report) {
    const std::string name(crossnumber::difficulty_name(report.difficulty));
    if (report.stats.assumptions == 0) return "Difficulty: " + name + " \xE2\x80\x94 propagation alone decides it, no assumption needed.";
    return "Difficulty: " + name + " \xE2\x80\x94 the search needed " + with_thousands(report.stats.assumptions) +
           (report.stats.assumptions == 1 ? " assumption" : " assumptions") + ", " + std::to_string(report.deepest) +
           (report.deepest == 1 ? " deep" : " deep at most") + ".";
}

// One solution as a small grid, the cells where it differs from the other in red (rect `id`).
void draw_small_solution(const char* id, const crossnumber::Puzzle& puzzle, const crossnumber::Solution& solution,
                         const std::vector<int>& differing) {
    const float cell = std::clamp(std::floor(150.0f / static_cast<float>(std::max(puzzle.rows, puzzle.cols))), 12.0f, 26.0f);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(cell * static_cast<float>(puzzle.cols), cell * static_cast<float>(puzzle.rows)));
    track_widget_rect(id);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    ImFont* font = ImGui::GetFont();
    for (int index = 0; index < static_cast<int>(puzzle.cells.size()); ++index) {
        const ImVec2 a(origin.x + static_cast<float>(puzzle.col_of(index)) * cell, origin.y + static_cast<float>(puzzle.row_of(index)) * cell);
        const ImVec2 b(a.x + cell, a.y + cell);
        const auto at = static_cast<std::size_t>(index);
        if (!puzzle.cells[at].white) {
            draw->AddRectFilled(a, b, IM_COL32(38, 41, 48, 255));
            continue;
        }
        const bool differs = std::find(differing.begin(), differing.end(), index) != differing.end();
        draw->AddRectFilled(a, b, differs ? IM_COL32(255, 205, 210, 255) : IM_COL32(255, 255, 255, 255));
        draw->AddRect(a, b, IM_COL32(120, 126, 138, 255));
        const std::int8_t digit = at < solution.digits.size() ? solution.digits[at] : -1;
        if (digit < 0) continue;
        const char text[2] = {static_cast<char>('0' + digit), 0};
        const float size = cell * 0.7f;
        const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.0f, text);
        draw->AddText(font, size, ImVec2(a.x + (cell - extent.x) / 2, a.y + (cell - extent.y) / 2),
                      differs ? IM_COL32(183, 28, 28, 255) : IM_COL32(20, 20, 30, 255), text);
    }
}

}  // namespace

std::optional<std::string> draw_setter_report(const DraftReport& draft) {
    const crossnumber::Puzzle& puzzle = draft.puzzle;
    const crossnumber::SetterReport& report = draft.report;
    switch (report.status) {
        case crossnumber::Status::unique: wrapped("Exactly one solution: the puzzle is ready to share."); break;
        case crossnumber::Status::multiple: wrapped("More than one solution: add or sharpen a rule."); break;
        case crossnumber::Status::none: wrapped("No solution: some rule contradicts the others."); break;
    }
    track_widget_rect("write-report");
    if (report.status != crossnumber::Status::none) wrapped(difficulty_sentence(report));
    if (!report.open_cells.empty())
        wrapped_disabled(with_thousands(report.open_cells.size()) +
                         (report.open_cells.size() == 1 ? " cell is" : " cells are") +
                         " still open after propagation alone (tinted on the grid).");

    if (report.status == crossnumber::Status::multiple && report.solutions.size() >= 2) {
        wrapped_disabled("Two of the solutions, the " + with_thousands(report.differing_cells.size()) +
                         (report.differing_cells.size() == 1 ? " cell" : " cells") + " where they differ in red:");
        draw_small_solution("write-solution-1", puzzle, report.solutions[0], report.differing_cells);
        same_line_or_wrap(std::min(150.0f, 26.0f * static_cast<float>(puzzle.cols)) + 16.0f);
        ImGui::Dummy(ImVec2(8.0f, 0.0f));
        ImGui::SameLine();
        draw_small_solution("write-solution-2", puzzle, report.solutions[1], report.differing_cells);
    }

    if (!report.redundant.empty())
        wrapped("Redundant (the puzzle stays unique without each alone; struck through above): " + rules_words(puzzle, report.redundant) + ".");
    if (!report.essential.empty()) wrapped_disabled("Essential: " + rules_words(puzzle, report.essential) + ".");
    for (const std::string& warning : report.warnings_in_words) wrapped_disabled("Warning: " + warning);

    std::optional<std::string> add;
    if (!report.suggestions.empty()) {
        wrapped("Rules that hold for the first solution and not for the second:");
        for (std::size_t i = 0; i < report.suggestions.size(); ++i) {
            const crossnumber::Suggestion& suggestion = report.suggestions[i];
            ImGui::PushID(static_cast<int>(i));
            if (ImGui::Button("Add")) add = suggestion.rule;
            track_widget_rect("write-suggestion-" + std::to_string(i));
            ImGui::SameLine();
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(("\xE2\x80\x9C" + suggestion.words + "\xE2\x80\x9D").c_str());  // “…”
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", suggestion.rule.c_str());  // as Add writes it into the rules
            if (suggestion.makes_unique) {
                ImGui::SameLine();
                ImGui::TextDisabled("(makes it unique)");
            }
            ImGui::PopID();
        }
    }
    return add;
}

}  // namespace knobel::app
