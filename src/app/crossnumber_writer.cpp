#include "app/crossnumber_writer.h"

#include <algorithm>
#include <cmath>

#include "app/job_progress.h"
#include "app/layout.h"
#include "app/text_field.h"
#include "app/theme.h"
#include "app/widget_rects.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "crossnumber/parser.h"
#include "imgui.h"
#include "imgui_stdlib.h"

namespace knobel::app {
namespace {

// Pieces for the rule menu: predicates and operators as the spec writes them, each with its
// argument count (what is inserted is "PZ(" or "plus(": the user fills in the arguments).
constexpr const char* kPredicates[] = {"=(", "!=(", "<(", ">(", "PZ(", "Q(", "K(", "PAL(", "U(", "AB(", "AUF(",
                                       "V(", "FIB(", "TRI(", "EVEN(", "ODD("};
constexpr const char* kOperators[] = {"qs(", "qp(", "plus(", "minus(", "mal(", "rev("};

crossnumber::SolveResult report_of(crossnumber::Solver& solver) { return crossnumber::result_of(solver); }

// The entries a rule may name in this grid: "A_w" where A starts an across run, "A_s" down.
std::vector<std::string> entry_names(const crossnumber::Draft& draft) {
    std::vector<std::string> names;
    for (int cell = 0; cell < draft.rows * draft.cols; ++cell) {
        const std::string& label = draft.labels[static_cast<std::size_t>(cell)];
        if (label.empty()) continue;
        const int row = cell / draft.cols, col = cell % draft.cols;
        const auto white = [&](int r, int c) {
            return r >= 0 && c >= 0 && r < draft.rows && c < draft.cols && !draft.black[static_cast<std::size_t>(r * draft.cols + c)];
        };
        if (!white(row, col - 1) && white(row, col + 1)) names.push_back(label + "_w");
        if (!white(row - 1, col) && white(row + 1, col)) names.push_back(label + "_s");
    }
    return names;
}

Expected<int> parse_side(std::string_view text, std::string_view what) {
    const Expected<std::uint64_t> side = parse_unsigned(trim(text), crossnumber::kMaxDraftSide, what);
    if (!side) return side.error();
    if (side.value() == 0) return error_at(0, 1, std::string(what) + " must be 1 to 20");
    return static_cast<int>(side.value());
}

}  // namespace

CrossnumberWriter::CrossnumberWriter()
    : rows_([](std::string_view text) { return parse_side(text, "rows"); }),
      cols_([](std::string_view text) { return parse_side(text, "columns"); }),
      report_(report_of) {
    rows_.show("5");
    cols_.show("5");
    edits_.start(crossnumber::empty_draft(5, 5));
    typing_ = edits_.state();
}

void CrossnumberWriter::start_from(const crossnumber::Puzzle& puzzle) {
    edits_.start(crossnumber::draft_of(puzzle));
    typing_ = edits_.state();
    typing_rule_.reset();
    selected_.reset();
    message_.clear();
    rows_.show(std::to_string(puzzle.rows));
    cols_.show(std::to_string(puzzle.cols));
    changed_puzzle_.reset();  // the screen has this puzzle already
    report_stale_ = true;
}

void CrossnumberWriter::edit(crossnumber::Draft after) {
    if (after == edits_.state()) return;
    edits_.play(DraftEdit{edits_.state(), std::move(after)});
    draft_changed();
}

bool CrossnumberWriter::undo() {
    typing_rule_.reset();
    const bool undone = edits_.undo();
    if (undone) draft_changed();
    return undone;
}

bool CrossnumberWriter::redo() {
    typing_rule_.reset();
    const bool redone = edits_.redo();
    if (redone) draft_changed();
    return redone;
}

// A draft that reads becomes the screen's puzzle (its link goes to the address bar); the report
// is brought up to date when it is next drawn.
void CrossnumberWriter::draft_changed() {
    typing_ = edits_.state();
    report_stale_ = true;
    Expected<crossnumber::Puzzle> puzzle = crossnumber::parse_puzzle_file(crossnumber::draft_text(edits_.state()));
    if (puzzle) changed_puzzle_ = std::move(puzzle.value());
}

// The report follows the draft: a new text starts a new solve (the old one is cancelled), in
// slices of the app's frame budget, so typing never waits for it.
void CrossnumberWriter::restart_report() {
    report_stale_ = false;
    const std::string text = crossnumber::draft_text(edits_.state());
    if (text == report_text_ && (report_.running() || report_.result() || report_error_)) return;
    report_text_ = text;
    report_error_.reset();
    report_.clear();
    Expected<crossnumber::Puzzle> puzzle = crossnumber::parse_puzzle_file(text);
    if (!puzzle) {
        report_error_ = puzzle.error().to_string();
        return;
    }
    report_.start(std::make_unique<crossnumber::Solver>(std::move(puzzle.value())), "Checking");
}

void CrossnumberWriter::update() { report_.collect(); }

std::optional<crossnumber::Puzzle> CrossnumberWriter::take_changed_puzzle() {
    std::optional<crossnumber::Puzzle> changed = std::move(changed_puzzle_);
    changed_puzzle_.reset();
    return changed;
}

void CrossnumberWriter::draw() {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("Write a puzzle: paint black cells, type rules, and watch the report until it says "
                        "\"exactly one solution\".");
    ImGui::PopTextWrapPos();
    draw_size_and_tools();
    draw_grid();
    draw_rules();
    draw_report();
}

void CrossnumberWriter::draw_size_and_tools() {
    // The size as typed: a text that is no size gets a message, never a silent clamp.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Size");
    ImGui::SameLine();
    if (text_field("write-rows", rows_.text, 60.0f, ImGuiInputTextFlags_CharsDecimal)) rows_.take();
    ImGui::SameLine();
    ImGui::TextUnformatted("rows by");
    ImGui::SameLine();
    if (text_field("write-cols", cols_.text, 60.0f, ImGuiInputTextFlags_CharsDecimal)) cols_.take();
    ImGui::SameLine();
    ImGui::TextUnformatted("columns");
    const std::optional<int> rows = rows_.take(), cols = cols_.take();
    same_line_or_wrap(button_width("New grid") + button_width("Resize"));
    ImGui::BeginDisabled(!rows || !cols);
    if (ImGui::Button("New grid")) {
        edit(crossnumber::empty_draft(*rows, *cols));  // a new puzzle: no title, no rules
    }
    track_widget_rect("write-new");
    ImGui::SameLine();
    if (ImGui::Button("Resize")) {
        crossnumber::Draft resized = edits_.state();
        crossnumber::resize(resized, *rows, *cols);
        edit(std::move(resized));
    }
    track_widget_rect("write-resize");
    ImGui::EndDisabled();
    field_message(rows_.message, "write-rows-message");
    field_message(cols_.message, "write-cols-message");

    ImGui::Checkbox("Symmetric", &symmetric_);
    track_widget_rect("write-symmetric");
    same_line_or_wrap(260.0f);
    ImGui::TextUnformatted("A tap:");
    ImGui::SameLine();
    if (ImGui::RadioButton("black cell", !digits_mode_)) digits_mode_ = false;
    track_widget_rect("write-tap-black");
    ImGui::SameLine();
    if (ImGui::RadioButton("given digit", digits_mode_)) digits_mode_ = true;
    track_widget_rect("write-tap-digit");
    same_line_or_wrap(button_width("Relabel A, B, C\xE2\x80\xA6") + button_width("Undo") + button_width("Redo"));
    if (ImGui::Button("Relabel A, B, C\xE2\x80\xA6")) {
        crossnumber::Draft relabelled = edits_.state();
        crossnumber::relabel_in_reading_order(relabelled);
        edit(std::move(relabelled));
    }
    track_widget_rect("write-relabel");
    ImGui::SameLine();
    ImGui::BeginDisabled(!edits_.can_undo());
    if (ImGui::Button("Undo")) undo();
    track_widget_rect("write-undo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!edits_.can_redo());
    if (ImGui::Button("Redo")) redo();
    track_widget_rect("write-redo");
    ImGui::EndDisabled();
}

void CrossnumberWriter::draw_grid() {
    const crossnumber::Draft& draft = edits_.state();
    const float room = std::max(120.0f, ImGui::GetContentRegionAvail().x);
    const float cell = std::clamp(std::floor(room / static_cast<float>(draft.cols)), 28.0f, 56.0f);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const bool pressed = ImGui::InvisibleButton("##write-grid", ImVec2(cell * static_cast<float>(draft.cols), cell * static_cast<float>(draft.rows)));
    track_widget_rect("write-grid");
    ImDrawList* draw = ImGui::GetWindowDrawList();
    ImFont* font = ImGui::GetFont();
    for (int row = 0; row < draft.rows; ++row) {
        for (int col = 0; col < draft.cols; ++col) {
            const auto index = static_cast<std::size_t>(row * draft.cols + col);
            const ImVec2 a(origin.x + static_cast<float>(col) * cell, origin.y + static_cast<float>(row) * cell);
            const ImVec2 b(a.x + cell, a.y + cell);
            draw->AddRectFilled(a, b, draft.black[index] ? IM_COL32(40, 40, 48, 255) : IM_COL32(255, 255, 255, 255));
            draw->AddRect(a, b, IM_COL32(120, 120, 130, 255));
            if (selected_ == static_cast<int>(index)) draw->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(b.x - 2, b.y - 2), IM_COL32(40, 110, 220, 255), 0.0f, 0, 3.0f);
            if (!draft.labels[index].empty())
                draw->AddText(font, std::max(9.0f, cell * 0.3f), ImVec2(a.x + 3, a.y + 1), IM_COL32(90, 90, 100, 255), draft.labels[index].c_str());
            if (draft.given[index] >= 0) {
                const char digit[2] = {static_cast<char>('0' + draft.given[index]), 0};
                const float size = cell * 0.6f;
                const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0.0f, digit);
                draw->AddText(font, size, ImVec2(a.x + (cell - extent.x) / 2, a.y + (cell - extent.y) / 2), IM_COL32(20, 20, 30, 255), digit);
            }
        }
    }
    if (pressed) {
        const ImVec2 mouse = ImGui::GetIO().MousePos;
        const int col = std::clamp(static_cast<int>((mouse.x - origin.x) / cell), 0, draft.cols - 1);
        const int row = std::clamp(static_cast<int>((mouse.y - origin.y) / cell), 0, draft.rows - 1);
        const int index = row * draft.cols + col;
        message_.clear();
        if (digits_mode_) {
            selected_ = index;
        } else {
            crossnumber::Draft painted = draft;
            crossnumber::toggle_black(painted, index, symmetric_);
            edit(std::move(painted));
        }
    }
    // A given digit: typed (0-9, Delete or Backspace clears) or from the pad, in digits mode.
    if (digits_mode_ && selected_) {
        int digit = -2;
        if (!ImGui::GetIO().WantTextInput) {
            for (ImWchar c : ImGui::GetIO().InputQueueCharacters)
                if (c >= '0' && c <= '9') digit = c - '0';
            if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete))) digit = -1;
        }
        for (int d = 0; d <= 9; ++d) {
            if (d > 0) ImGui::SameLine();
            const std::string label = std::to_string(d) + "##given";
            if (ImGui::Button(label.c_str(), ImVec2(32, 32))) digit = d;
            track_widget_rect("write-digit-" + std::to_string(d));
        }
        ImGui::SameLine();
        if (ImGui::Button("Clear##given", ImVec2(0, 32))) digit = -1;
        track_widget_rect("write-digit-clear");
        if (digit >= -1) {
            crossnumber::Draft with_digit = draft;
            if (std::optional<std::string> refused = crossnumber::set_given(with_digit, *selected_, digit)) message_ = *refused;
            else edit(std::move(with_digit));
        }
    }
    if (!message_.empty()) error_text(message_.c_str());
}

void CrossnumberWriter::draw_rules() {
    ImGui::TextUnformatted("Rules, one per line");
    const crossnumber::Draft& draft = edits_.state();
    if (!typing_rule_) typing_ = draft;
    std::optional<std::size_t> remove;
    for (std::size_t i = 0; i < typing_.rules.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        if (focus_rule_ == static_cast<int>(i)) {
            ImGui::SetKeyboardFocusHere();
            focus_rule_ = -1;
        }
        ImGui::SetNextItemWidth(std::max(160.0f, ImGui::GetContentRegionAvail().x - button_width("\xC3\x97") - 8.0f));
        ImGui::InputText("##rule", &typing_.rules[i]);
        track_widget_rect("write-rule-" + std::to_string(i));
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
        ImGui::PopID();
    }
    if (remove) {
        crossnumber::Draft fewer = typing_;
        fewer.rules.erase(fewer.rules.begin() + static_cast<std::ptrdiff_t>(*remove));
        typing_rule_.reset();
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
        for (const std::string& name : entry_names(draft))
            if (ImGui::Selectable(name.c_str())) piece = name;
        ImGui::TextDisabled("rules");
        for (const char* p : kPredicates)
            if (ImGui::Selectable(p)) piece = p;
        ImGui::TextDisabled("values");
        for (const char* p : kOperators)
            if (ImGui::Selectable(p)) piece = p;
        if (ImGui::Selectable(")")) piece = ")";
        if (ImGui::Selectable(", ")) piece = ", ";
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

void CrossnumberWriter::draw_report() {
    ImGui::Separator();
    ImGui::TextUnformatted("Report");
    if (report_stale_) restart_report();  // only while the editor is on screen: no work for players
    if (report_error_) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("Not a puzzle yet: %s", report_error_->c_str());
        ImGui::PopTextWrapPos();
        track_widget_rect("write-report");
        return;
    }
    if (report_.running()) {
        if (draw_job_progress(report_.job(), "write-report-cancel")) report_.cancel();
        return;
    }
    const std::optional<crossnumber::SolveResult>& result = report_.result();
    if (!result) {
        ImGui::TextDisabled("Cancelled: the report returns with the next edit.");
        track_widget_rect("write-report");
        return;
    }
    ImGui::PushTextWrapPos(0.0f);
    switch (result->status) {
        case crossnumber::Status::unique: ImGui::TextUnformatted("Exactly one solution: the puzzle is ready to share."); break;
        case crossnumber::Status::multiple: ImGui::TextUnformatted("More than one solution: add or sharpen a rule."); break;
        case crossnumber::Status::none: ImGui::TextUnformatted("No solution: some rule contradicts the others."); break;
    }
    ImGui::PopTextWrapPos();
    track_widget_rect("write-report");
}

std::string CrossnumberWriter::view_json() const {
    const crossnumber::Draft& draft = edits_.state();
    JsonWriter json;
    json.begin_object().key("rows").value(draft.rows).key("cols").value(draft.cols);
    std::string black;
    for (const std::uint8_t b : draft.black) black += b ? '#' : '.';
    json.key("black").value(black);
    json.key("rules").begin_array();
    for (const std::string& rule : typing_.rules) json.value(rule);
    json.end_array();
    json.key("rule_errors").begin_array();
    for (std::size_t i = 0; i < typing_.rules.size(); ++i) {
        const std::optional<InputError> error = crossnumber::check_rule(typing_, i);
        json.value(error ? error->to_string() : std::string());
    }
    json.end_array();
    json.key("text").value(crossnumber::draft_text(draft));
    json.key("report").begin_object();
    json.key("running").value(report_.running());
    json.key("error").value(report_error_ ? *report_error_ : std::string());
    json.key("status").value(report_.result() ? std::string(crossnumber::status_name(report_.result()->status)) : std::string());
    json.end_object();
    json.key("can_undo").value(edits_.can_undo()).key("can_redo").value(edits_.can_redo());
    json.end_object();
    return json.str();
}

}  // namespace knobel::app
