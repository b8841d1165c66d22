#include "app/crossnumber/crossnumber_writer.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <limits>
#include <tuple>

#include "app/widgets/job_progress.h"
#include "app/platform/js_bridge.h"
#include "app/widgets/layout.h"
#include "app/widgets/text_field.h"
#include "app/widgets/theme.h"
#include "app/widgets/wide_board.h"
#include "app/widgets/widget_rects.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "crossnumber/parser.h"
#include "imgui.h"
#include "imgui_stdlib.h"

namespace knobel::app {
namespace {

constexpr ImU32 kOpenCellTint = IM_COL32(255, 224, 178, 255);  // still open after propagation alone
constexpr ImU32 kDifferingMark = IM_COL32(211, 47, 47, 255);   // the two solutions differ here

Expected<int> parse_side(std::string_view text, std::string_view what) {
    const Expected<std::uint64_t> side = parse_unsigned(trim(text), crossnumber::kMaxDraftSide, what);
    if (!side) return side.error();
    if (side.value() == 0) return error_at(0, 1, std::string(what) + " must be 1 to 20");
    return static_cast<int>(side.value());
}

std::string cell_words(const crossnumber::Draft& draft, int cell) {
    return "row " + std::to_string(cell / draft.cols + 1) + ", column " + std::to_string(cell % draft.cols + 1);
}

}  // namespace

CrossnumberWriter::CrossnumberWriter()
    : rows_([](std::string_view text) { return parse_side(text, "rows"); }),
      cols_([](std::string_view text) { return parse_side(text, "columns"); }),
      report_([](crossnumber::SetterReportWork& work) { return DraftReport{work.puzzle(), work.report()}; }),
      seed_([](std::string_view text) { return parse_unsigned(trim(text), std::numeric_limits<std::uint64_t>::max(), "the seed"); }),
      generator_([](crossnumber::GeneratorWork& work) { return work.puzzle(); }) {
    rows_.show("5");
    cols_.show("5");
    seed_.show("1");
    edits_.start(crossnumber::empty_draft(5, 5));
    typing_ = edits_.state();
}

void CrossnumberWriter::start_from(const crossnumber::Puzzle& puzzle) {
    edits_.start(crossnumber::draft_of(puzzle));
    typing_ = edits_.state();
    typing_rule_.reset();
    completing_rule_.reset();
    selected_.reset();
    message_.clear();
    rows_.show(std::to_string(puzzle.rows));
    cols_.show(std::to_string(puzzle.cols));
    changed_puzzle_.reset();  // the screen has this puzzle already
    report_stale_ = true;
}

void CrossnumberWriter::edit(crossnumber::Draft after) {
    if (after == edits_.state()) return;
    edits_.play(Snapshot<crossnumber::Draft>{edits_.state(), std::move(after)});
    draft_changed();
}

bool CrossnumberWriter::undo() {
    typing_rule_.reset();
    completing_rule_.reset();
    const bool undone = edits_.undo();
    if (undone) draft_changed();
    return undone;
}

bool CrossnumberWriter::redo() {
    typing_rule_.reset();
    completing_rule_.reset();
    const bool redone = edits_.redo();
    if (redone) draft_changed();
    return redone;
}

// A draft that reads becomes the screen's puzzle (its link goes to the address bar); the report
// is brought up to date when it is next drawn.
void CrossnumberWriter::draft_changed() {
    typing_ = edits_.state();
    report_stale_ = true;
    const crossnumber::Draft& draft = edits_.state();
    if (selected_ && *selected_ >= draft.rows * draft.cols) selected_.reset();
    Expected<crossnumber::Puzzle> puzzle = crossnumber::parse_puzzle_file(crossnumber::draft_text(draft));
    if (puzzle) changed_puzzle_ = std::move(puzzle.value());
}

// The report follows the draft: a new text starts a new report (the old one is cancelled), in
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
    report_.start(std::make_unique<crossnumber::SetterReportWork>(std::move(puzzle.value())), "Checking");
}

const DraftReport* CrossnumberWriter::current_report() const {
    if (!report_.result() || report_stale_ || report_text_ != crossnumber::draft_text(edits_.state())) return nullptr;
    return &*report_.result();
}

void CrossnumberWriter::update() {
    report_.collect();
    // A generated puzzle replaces the draft as one edit (Undo brings the draft back).
    if (generator_.collect() && generator_.result()) {
        typing_rule_.reset();
        completing_rule_.reset();
        selected_.reset();
        message_.clear();
        const crossnumber::Puzzle& puzzle = *generator_.result();
        rows_.show(std::to_string(puzzle.rows));
        cols_.show(std::to_string(puzzle.cols));
        edit(crossnumber::draft_of(puzzle));
    }
}

std::optional<crossnumber::Puzzle> CrossnumberWriter::take_changed_puzzle() {
    std::optional<crossnumber::Puzzle> changed = std::move(changed_puzzle_);
    changed_puzzle_.reset();
    return changed;
}

void CrossnumberWriter::draw(ScreenHost& app) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("Write a puzzle: paint black cells, type rules, and follow the report until it says "
                        "\"exactly one solution\" \xE2\x80\x94 or let Generate write one.");
    ImGui::PopTextWrapPos();
    draw_size_and_tools(app);
    draw_generator();
    draw_grid();
    draw_cell_editor();
    draw_rules();
    draw_report();
}

void CrossnumberWriter::draw_size_and_tools(ScreenHost&) {
    // The size as typed: a text that is no size gets a message, never a silent clamp.
    ImGui::AlignTextToFramePadding();
    if (labelled_field("Size", "write-rows", rows_.text, 60.0f, ImGuiInputTextFlags_CharsDecimal)) rows_.take();
    ImGui::SameLine();
    if (labelled_field("rows by", "write-cols", cols_.text, 60.0f, ImGuiInputTextFlags_CharsDecimal)) cols_.take();
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
    same_line_or_wrap(ImGui::CalcTextSize("A tap:").x + checkbox_width("black cell"));
    ImGui::TextUnformatted("A tap:");
    for (const auto& [tap, label, id] : {std::tuple{Tap::black, "black cell", "write-tap-black"},
                                         std::tuple{Tap::digit, "given digit", "write-tap-digit"},
                                         std::tuple{Tap::label, "label", "write-tap-label"}}) {
        if (tap == Tap::black) ImGui::SameLine();
        else same_line_or_wrap(checkbox_width(label));
        if (ImGui::RadioButton(label, tap_ == tap)) {
            tap_ = tap;
            message_.clear();
        }
        track_widget_rect(id);
    }
    same_line_or_wrap(button_width("Relabel A, B, C\xE2\x80\xA6"));
    if (ImGui::Button("Relabel A, B, C\xE2\x80\xA6")) {
        crossnumber::Draft relabelled = edits_.state();
        crossnumber::relabel_in_reading_order(relabelled);
        edit(std::move(relabelled));
    }
    track_widget_rect("write-relabel");
    same_line_or_wrap(button_width("Undo"));
    ImGui::BeginDisabled(!edits_.can_undo());
    if (ImGui::Button("Undo")) undo();
    track_widget_rect("write-undo");
    ImGui::EndDisabled();
    same_line_or_wrap(button_width("Redo"));
    ImGui::BeginDisabled(!edits_.can_redo());
    if (ImGui::Button("Redo")) redo();
    track_widget_rect("write-redo");
    ImGui::EndDisabled();
    same_line_or_wrap(button_width("Save draft\xE2\x80\xA6"));
    // The draft as it is, even while a rule does not read yet: nothing typed is lost.
    if (ImGui::Button("Save draft\xE2\x80\xA6")) download_text("draft.kz", crossnumber::draft_text(edits_.state()));
    track_widget_rect("write-save");
}

void CrossnumberWriter::draw_generator() {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Generate with seed");
    ImGui::SameLine();
    if (text_field("write-seed", seed_.text, 110.0f, ImGuiInputTextFlags_CharsDecimal)) seed_.take();
    // As wide as its longest choice and its arrow, which is as wide as a control is tall: a fixed
    // width cut "medium" to "mediun" once controls were finger-sized.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float combo_width = ImGui::CalcTextSize("medium").x + 2.0f * style.FramePadding.x + ImGui::GetFrameHeight();
    same_line_or_wrap(combo_width + style.ItemSpacing.x + button_width("Generate"));
    ImGui::SetNextItemWidth(combo_width);
    const std::string current(crossnumber::difficulty_name(difficulty_));
    if (ImGui::BeginCombo("##difficulty", current.c_str())) {
        for (const crossnumber::Difficulty d : {crossnumber::Difficulty::easy, crossnumber::Difficulty::medium, crossnumber::Difficulty::hard}) {
            const std::string name(crossnumber::difficulty_name(d));
            if (list_item(name.c_str(), d == difficulty_)) difficulty_ = d;
            track_widget_rect("write-difficulty-" + name);
        }
        ImGui::EndCombo();
    }
    track_widget_rect("write-difficulty");
    ImGui::SameLine();
    const std::optional<std::uint64_t> seed = seed_.take();
    const std::optional<int> rows = rows_.take(), cols = cols_.take();
    const bool size_ok = rows && cols && *rows >= 2 && *cols >= 2 && *rows <= crossnumber::kMaxGenerateSide &&
                         *cols <= crossnumber::kMaxGenerateSide;
    ImGui::BeginDisabled(!seed || !size_ok || generator_.running());
    if (ImGui::Button("Generate")) {
        crossnumber::GenerateOptions options;
        options.rows = *rows;
        options.cols = *cols;
        options.seed = *seed;
        options.difficulty = difficulty_;
        generator_.start(std::make_unique<crossnumber::GeneratorWork>(options), "Generating");
    }
    track_widget_rect("write-generate");
    ImGui::EndDisabled();
    field_message(seed_.message, "write-seed-message");
    if (!size_ok && rows && cols) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("Generate makes grids of 2 to %d rows and columns.", crossnumber::kMaxGenerateSide);
        ImGui::PopTextWrapPos();
    }
    if (generator_.running() && draw_job_progress(generator_.job(), "write-generate-cancel")) generator_.cancel();
}

void CrossnumberWriter::draw_grid() {
    const crossnumber::Draft& draft = edits_.state();
    const DraftReport* report = current_report();
    const float room = std::max(120.0f, ImGui::GetContentRegionAvail().x);
    // With fingers a cell is a finger's target; a grid wider than the screen pans sideways then.
    const float cell = std::clamp(std::floor(room / static_cast<float>(draft.cols)), finger_sized() ? kFingerTarget : 28.0f, 56.0f);
    const ImVec2 grid(cell * static_cast<float>(draft.cols), cell * static_cast<float>(draft.rows));
    const bool strip = begin_wide_board("write-grid-strip", grid);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const bool pressed = ImGui::InvisibleButton("##write-grid", grid);
    if (strip) track_wide_board_rect("write-grid");  // the whole grid: js-api.md's cell formula holds
    else track_widget_rect("write-grid");
    ImDrawList* draw = ImGui::GetWindowDrawList();
    ImFont* font = ImGui::GetFont();
    const auto contains = [](const std::vector<int>& cells, int cell_index) {
        return std::find(cells.begin(), cells.end(), cell_index) != cells.end();
    };
    for (int row = 0; row < draft.rows; ++row) {
        for (int col = 0; col < draft.cols; ++col) {
            const int index = row * draft.cols + col;
            const auto at = static_cast<std::size_t>(index);
            const ImVec2 a(origin.x + static_cast<float>(col) * cell, origin.y + static_cast<float>(row) * cell);
            const ImVec2 b(a.x + cell, a.y + cell);
            ImU32 fill = draft.black[at] ? IM_COL32(40, 40, 48, 255) : IM_COL32(255, 255, 255, 255);
            if (!draft.black[at] && report && contains(report->report.open_cells, index)) fill = kOpenCellTint;
            draw->AddRectFilled(a, b, fill);
            draw->AddRect(a, b, IM_COL32(120, 120, 130, 255));
            if (!draft.black[at] && report && contains(report->report.differing_cells, index))
                draw->AddRect(ImVec2(a.x + 1, a.y + 1), ImVec2(b.x - 1, b.y - 1), kDifferingMark, 0.0f, 0, 2.0f);
            if (selected_ == index) draw->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(b.x - 2, b.y - 2), IM_COL32(40, 110, 220, 255), 0.0f, 0, 3.0f);
            if (!draft.labels[at].empty())
                draw->AddText(font, std::max(9.0f, cell * 0.3f), ImVec2(a.x + 3, a.y + 1), IM_COL32(90, 90, 100, 255), draft.labels[at].c_str());
            if (draft.given[at] >= 0) {
                const char digit[2] = {static_cast<char>('0' + draft.given[at]), 0};
                const float size = cell * 0.6f;
                const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0.0f, digit);
                draw->AddText(font, size, ImVec2(a.x + (cell - extent.x) / 2, a.y + (cell - extent.y) / 2), IM_COL32(20, 20, 30, 255), digit);
            }
        }
    }
    end_wide_board(strip);
    if (!pressed) return;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const int col = std::clamp(static_cast<int>((mouse.x - origin.x) / cell), 0, draft.cols - 1);
    const int row = std::clamp(static_cast<int>((mouse.y - origin.y) / cell), 0, draft.rows - 1);
    const int index = row * draft.cols + col;
    message_.clear();
    if (tap_ == Tap::black) {
        crossnumber::Draft painted = draft;
        crossnumber::toggle_black(painted, index, symmetric_);
        edit(std::move(painted));
        return;
    }
    selected_ = index;
    label_text_ = draft.labels[static_cast<std::size_t>(index)];
}

// Under the grid, for the selected cell: its given digit (typed, or from the pad) or its label.
void CrossnumberWriter::draw_cell_editor() {
    const crossnumber::Draft& draft = edits_.state();
    if (tap_ == Tap::digit && selected_) {
        int digit = -2;
        if (!ImGui::GetIO().WantTextInput) {
            for (ImWchar c : ImGui::GetIO().InputQueueCharacters)
                if (c >= '0' && c <= '9') digit = c - '0';
            if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete))) digit = -1;
        }
        for (int d = 0; d <= 9; ++d) {
            if (d > 0) same_line_or_wrap(36.0f);
            const std::string label = std::to_string(d) + "##given";
            if (ImGui::Button(label.c_str(), ImVec2(36, 36))) digit = d;
            track_widget_rect("write-digit-" + std::to_string(d));
        }
        same_line_or_wrap(button_width("Clear"));
        if (ImGui::Button("Clear##given", ImVec2(0, 36))) digit = -1;
        track_widget_rect("write-digit-clear");
        if (digit >= -1) {
            crossnumber::Draft with_digit = draft;
            if (std::optional<std::string> refused = crossnumber::set_given(with_digit, *selected_, digit)) message_ = *refused;
            else edit(std::move(with_digit));
        }
    }
    if (tap_ == Tap::label && selected_) {
        ImGui::AlignTextToFramePadding();
        ImGui::Text("Label of %s", cell_words(draft, *selected_).c_str());
        ImGui::SameLine();
        const bool entered = text_field("write-label", label_text_, 80.0f, ImGuiInputTextFlags_EnterReturnsTrue);
        ImGui::SameLine();
        if (ImGui::Button("Set label") || entered) {
            crossnumber::Draft relabelled = draft;
            if (std::optional<std::string> refused = crossnumber::set_label(relabelled, *selected_, label_text_)) message_ = *refused;
            else {
                message_.clear();
                edit(std::move(relabelled));
            }
        }
        track_widget_rect("write-set-label");
    }
    if (!message_.empty()) {
        error_text(message_.c_str());
        track_widget_rect("write-message");
    }
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
    const DraftReport* report = current_report();
    if (!report) {
        ImGui::TextDisabled("Cancelled: the report returns with the next edit.");
        track_widget_rect("write-report");
        return;
    }
    if (std::optional<std::string> rule = draw_setter_report(*report)) {
        crossnumber::Draft more = edits_.state();
        more.rules.push_back(*rule);
        typing_rule_.reset();
        edit(std::move(more));
    }
}

std::string CrossnumberWriter::view_json() const {
    const crossnumber::Draft& draft = edits_.state();
    JsonWriter json;
    json.begin_object().key("rows").value(draft.rows).key("cols").value(draft.cols);
    std::string black;
    for (const std::uint8_t b : draft.black) black += b ? '#' : '.';
    json.key("black").value(black);
    json.key("labels").begin_array();
    for (const std::string& label : draft.labels) json.value(label);
    json.end_array();
    json.key("selected");
    if (selected_) json.begin_array().value(*selected_ / draft.cols).value(*selected_ % draft.cols).end_array();
    else json.null();
    json.key("message").value(message_);
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
    // The report as the CLI's `--check --json` writes it, once it is about the draft on screen.
    json.key("report").begin_object();
    json.key("running").value(report_.running());
    json.key("error").value(report_error_ ? *report_error_ : std::string());
    const DraftReport* report = current_report();
    json.key("status").value(report ? std::string(crossnumber::status_name(report->report.status)) : std::string());
    json.key("check");
    if (report) json.raw(crossnumber::setter_report_json(report->puzzle, report->report));
    else json.null();
    json.end_object();
    json.key("generating").value(generator_.running());
    json.key("can_undo").value(edits_.can_undo()).key("can_redo").value(edits_.can_redo());
    json.end_object();
    return json.str();
}

}  // namespace knobel::app
