// The workshop's rules pane (CrossnumberWriter): one field per rule with its check as it is
// typed, the words it reads as, Tab completing an entry's name, the Insert menu of rule shapes,
// and the rule-menu of rules that hold for a filling.

#include "app/crossnumber/crossnumber_writer.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <limits>
#include <tuple>

#include "app/platform/js_bridge.h"
#include "app/widgets/job_progress.h"
#include "app/widgets/layout.h"
#include "app/widgets/text_field.h"
#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "crossnumber/function_help.h"
#include "crossnumber/parser.h"
#include "imgui.h"
#include "imgui_stdlib.h"

namespace knobel::app {
namespace {

// Pieces for the rule menu: predicates and operators as the spec writes them (what is inserted is
// "PZ(" or "plus(": the user fills in the arguments).
constexpr std::size_t kMaxChips = 8;  // completions offered under a rule field at once

// The completion state of one rule field: where the word at the cursor begins and ends. ImGui
// calls this on every frame the field is active (CallbackAlways) and on Tab (CallbackCompletion).
struct CompletionContext {
    const crossnumber::Draft* draft = nullptr;
    std::size_t word_begin = 0, word_end = 0;
    std::size_t cursor_to_set = std::string::npos;
};

int rule_field_callback(ImGuiInputTextCallbackData* data) {
    auto* context = static_cast<CompletionContext*>(data->UserData);
    if (data->EventFlag == ImGuiInputTextFlags_CallbackAlways && context->cursor_to_set != std::string::npos) {
        data->CursorPos = data->SelectionStart = data->SelectionEnd =
            static_cast<int>(std::min<std::size_t>(context->cursor_to_set, static_cast<std::size_t>(data->BufTextLen)));
        context->cursor_to_set = std::string::npos;
    }
    const std::string_view text(data->Buf, static_cast<std::size_t>(data->BufTextLen));
    const auto cursor = static_cast<std::size_t>(data->CursorPos);
    const std::size_t begin = crossnumber::word_start(text, cursor);
    if (data->EventFlag == ImGuiInputTextFlags_CallbackCompletion && begin < cursor) {
        // Tab: the one completion, or what all of them share.
        const std::vector<std::string> found = crossnumber::completions(*context->draft, text.substr(begin, cursor - begin));
        if (!found.empty()) {
            std::string common = found.front();
            for (const std::string& other : found) {
                std::size_t same = 0;
                while (same < common.size() && same < other.size() && common[same] == other[same]) ++same;
                common.resize(same);
            }
            const std::string& insert = found.size() == 1 ? found.front() : common;
            if (insert.size() > cursor - begin) {
                data->DeleteChars(static_cast<int>(begin), static_cast<int>(cursor - begin));
                data->InsertChars(static_cast<int>(begin), insert.c_str());
            }
        }
    }
    context->word_begin = crossnumber::word_start(std::string_view(data->Buf, static_cast<std::size_t>(data->BufTextLen)),
                                                  static_cast<std::size_t>(data->CursorPos));
    context->word_end = static_cast<std::size_t>(data->CursorPos);
    return 0;
}

}  // namespace

void CrossnumberWriter::draw_rules() {
    ImGui::TextUnformatted("Rules, one per line");
    ImGui::SameLine();
    ImGui::TextDisabled("(Tab completes a name)");
    const crossnumber::Draft& draft = edits_.state();
    if (!typing_rule_) typing_ = draft;
    const DraftReport* report = current_report();
    std::optional<std::size_t> remove;
    for (std::size_t i = 0; i < typing_.rules.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        if (focus_rule_ == static_cast<int>(i)) {
            ImGui::SetKeyboardFocusHere();
            focus_rule_ = -1;
        }
        // The report's verdict on this rule, when the report is about the draft on screen.
        bool redundant = false;
        if (report && !typing_rule_) {
            const int line = crossnumber::rule_line(draft, i);
            for (const int r : report->report.redundant)
                if (report->puzzle.rules[static_cast<std::size_t>(r)].line == line) redundant = true;
        }
        CompletionContext context{&typing_, word_begin_, word_end_, cursor_to_set_};
        ImGui::SetNextItemWidth(
            std::max(120.0f, ImGui::GetContentRegionAvail().x - button_width("\xC3\x97") - ImGui::GetStyle().ItemSpacing.x));
        ImGui::InputText("##rule", &typing_.rules[i], ImGuiInputTextFlags_CallbackCompletion | ImGuiInputTextFlags_CallbackAlways,
                         rule_field_callback, &context);
        track_widget_rect("write-rule-" + std::to_string(i));
        if (ImGui::IsItemActive()) {
            completing_rule_ = i;
            word_begin_ = context.word_begin;
            word_end_ = context.word_end;
            cursor_to_set_ = context.cursor_to_set;
        }
        if (redundant) {  // struck through: the puzzle stays unique without it
            const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
            const float width = ImGui::CalcTextSize(typing_.rules[i].c_str()).x;
            const float y = (min.y + max.y) / 2;
            const float x = min.x + ImGui::GetStyle().FramePadding.x;
            ImGui::GetWindowDrawList()->AddLine(ImVec2(x, y), ImVec2(std::min(x + width, max.x), y), IM_COL32(183, 28, 28, 255), 2.0f);
        }
        if (ImGui::IsItemActivated()) {
            typing_rule_ = i;
            typing_from_ = draft;
        }
        // One history step per visit to the field, taken when it is left.
        if (ImGui::IsItemDeactivated() && typing_rule_ == i) {
            crossnumber::Draft typed = typing_;
            typing_rule_.reset();
            edit(std::move(typed));
        }
        ImGui::SameLine();
        if (ImGui::Button("\xC3\x97")) remove = i;  // ×
        track_widget_rect("write-rule-remove-" + std::to_string(i));
        if (std::optional<InputError> error = crossnumber::check_rule(typing_, i)) {
            const std::string where = error->column > 0 ? "column " + std::to_string(error->column) + ": " : std::string();
            error_text((where + error->message).c_str());
            track_widget_rect("write-rule-error-" + std::to_string(i));
        }
        if (redundant) {
            if (note_then_button("Redundant: the puzzle stays unique without it.", "Remove")) remove = i;
            track_widget_rect("write-rule-redundant-" + std::to_string(i));
        }
        if (completing_rule_ == i) draw_rule_completions(i);
        ImGui::PopID();
    }
    if (remove) {
        crossnumber::Draft fewer = typing_;
        fewer.rules.erase(fewer.rules.begin() + static_cast<std::ptrdiff_t>(*remove));
        typing_rule_.reset();
        completing_rule_.reset();
        edit(std::move(fewer));
    }
    if (ImGui::Button("Add a rule")) {
        crossnumber::Draft more = typing_;
        more.rules.emplace_back();
        typing_rule_.reset();
        edit(std::move(more));
        focus_rule_ = static_cast<int>(edits_.state().rules.size()) - 1;
    }
    track_widget_rect("write-add-rule");
    // The menu: a piece is added to the end of the last rule (or of a new one).
    same_line_or_wrap(button_width("Insert\xE2\x80\xA6") + 8.0f);
    ImGui::SetNextItemWidth(button_width("Insert\xE2\x80\xA6") + 8.0f);
    if (ImGui::BeginCombo("##insert", "Insert\xE2\x80\xA6", ImGuiComboFlags_NoArrowButton)) {
        std::string piece;
        ImGui::TextDisabled("entries");
        for (const std::string& name : crossnumber::entry_names(draft))
            if (list_item(name.c_str())) piece = name;
        // Each function with what it means (X, Y: its arguments), so the menu teaches the language.
        const auto offer = [&](const crossnumber::FunctionHelp& help) {
            const std::string label = std::string(help.inserted) + "   " + help.words;
            if (list_item(label.c_str())) piece = help.inserted;
        };
        ImGui::TextDisabled("rules: the rule holds when \xE2\x80\xA6");
        for (const crossnumber::FunctionHelp& help : crossnumber::predicate_help()) offer(help);
        ImGui::TextDisabled("values");
        for (const crossnumber::FunctionHelp& help : crossnumber::operator_help()) offer(help);
        if (list_item(")")) piece = ")";
        if (list_item(", ")) piece = ", ";
        ImGui::EndCombo();
        if (!piece.empty()) {
            crossnumber::Draft more = typing_;
            if (more.rules.empty()) more.rules.emplace_back();
            more.rules.back() += piece;
            typing_rule_.reset();
            edit(std::move(more));
        }
    }
    track_widget_rect("write-insert");
}

// Chips under the rule last typed in: the names that complete the word at its cursor. A tap puts
// the name in place of the word and brings the cursor back after it (on a phone, Tab is far away).
void CrossnumberWriter::draw_rule_completions(std::size_t rule) {
    const std::string& text = typing_.rules[rule];
    if (word_end_ > text.size() || word_begin_ >= word_end_) return;
    const std::vector<std::string> found =
        crossnumber::completions(typing_, std::string_view(text).substr(word_begin_, word_end_ - word_begin_));
    if (found.empty()) return;
    std::optional<std::string> chosen;
    for (std::size_t i = 0; i < found.size() && i < kMaxChips; ++i) {
        if (i > 0) same_line_or_wrap(button_width(found[i].c_str()));
        if (ImGui::Button(found[i].c_str())) chosen = found[i];
        track_widget_rect("write-complete-" + std::to_string(i));
    }
    if (!chosen) return;
    crossnumber::Draft completed = typing_;
    completed.rules[rule].replace(word_begin_, word_end_ - word_begin_, *chosen);
    cursor_to_set_ = word_begin_ + chosen->size();
    word_begin_ = word_end_ = cursor_to_set_;
    typing_rule_.reset();
    edit(std::move(completed));
    focus_rule_ = static_cast<int>(rule);
}

}  // namespace knobel::app
