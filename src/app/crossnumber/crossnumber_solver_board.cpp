// The Crossnumber screen's "Watch the solver" board: the solver's reasoning one step at a time, as
// the 7down GUI showed it — Run, Step, Stop and the speed (and J/K/L), the grid of candidates with
// the cells a step changed, the log, the assumptions and the intermediate values. A live search
// steps here (crossnumber/solver.h with its log on), not a replay.

#include "app/crossnumber/crossnumber_screen.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/crossnumber/screen_words.h"
#include "app/platform/platform.h"
#include "app/widgets/layout.h"
#include "app/widgets/playback_controls.h"
#include "app/widgets/theme.h"
#include "app/widgets/value_slider.h"
#include "app/widgets/widget_rects.h"
#include "core/text.h"
#include "crossnumber/explain.h"
#include "crossnumber/output.h"
#include "imgui.h"

namespace knobel::app {
namespace {

constexpr std::size_t kMaxLogLines = 5000;  // about 2 MB of candidates for a 20×20 grid
constexpr double kFlashMs = 500.0;          // a changed cell flashes and fades out over this long

}  // namespace

void CrossnumberScreen::restart_stepper() {
    crossnumber::SolveOptions options;
    options.log = true;
    if (std::any_of(start_cells_.begin(), start_cells_.end(), [](crossnumber::Mask m) { return m != crossnumber::kAllDigits; }))
        options.start_cells = start_cells_;
    stepper_ = std::make_unique<crossnumber::Solver>(puzzle(), options);
    before_step_ = stepper_->state().cells;
    changed_at_ms_.assign(puzzle().cells.size(), -1e9);
    flash_until_ms_ = 0.0;
    shown_solution_ = 1;
    log_.clear();
    dropped_lines_ = 0;
    viewed_line_.reset();
    watch(false);
}

void CrossnumberScreen::watch(bool on) {
    if (!on || !stepper_ || stepper_->finished()) {
        watch_.cancel();
        return;
    }
    if (watching()) return;
    watch_.start(std::make_unique<PacedSteps>([this] { step_once(); }, [this] { return !stepper_ || stepper_->finished(); }),
                 "Watching the solver");
}

void CrossnumberScreen::step_once() {
    if (!stepper_ || stepper_->finished()) return;
    before_step_ = stepper_->state().cells;
    stepper_->step();
    if (log_.size() >= kMaxLogLines) {
        log_.erase(log_.begin(), log_.begin() + static_cast<std::ptrdiff_t>(kMaxLogLines / 10));
        dropped_lines_ += kMaxLogLines / 10;
        viewed_line_.reset();
    }
    // Entries in words ("C down"), the rule applied as written before them (issue 20).
    log_.push_back(LogLine{stepper_->stats().steps, crossnumber::step_in_words(stepper_->puzzle(), stepper_->last_line()),
                           stepper_->last_source_line(), stepper_->state().cells});
    const std::vector<crossnumber::Mask>& now = stepper_->state().cells;
    const double at = now_ms();
    for (std::size_t i = 0; i < now.size() && i < before_step_.size() && i < changed_at_ms_.size(); ++i)
        if (now[i] != before_step_[i]) {
            changed_at_ms_[i] = at;
            flash_until_ms_ = at + kFlashMs;
        }
}

const std::vector<crossnumber::Mask>& CrossnumberScreen::solver_cells(std::vector<crossnumber::Mask>& scratch, std::size_t& solution) const {
    solution = 0;
    if (viewed_line_ && *viewed_line_ < log_.size()) return log_[*viewed_line_].cells;
    const std::vector<crossnumber::Solution>& found = stepper_->solutions();
    if (!stepper_->finished() || found.empty()) return stepper_->state().cells;
    // Finished with a solution: the exhausted search has left only what it ruled out last, so the
    // grid shows what it found.
    solution = std::min(shown_solution_, found.size());
    scratch.assign(puzzle().cells.size(), 0);
    for (std::size_t i = 0; i < scratch.size(); ++i)
        if (found[solution - 1].digits[i] >= 0) scratch[i] = crossnumber::digit_bit(found[solution - 1].digits[i]);
    return scratch;
}

// The video players' keys of every screen (docs/keyboard.md) on the watched solver: Space or K runs
// and pauses; J or comma shows the grid one step back (a log line: the search itself cannot go
// back), L or period one forward, and from the newest step makes the next one.
void CrossnumberScreen::playback_keys() {
    const PlaybackKeys keys = playback_keys_pressed();
    const bool viewing = viewed_line_ && *viewed_line_ < log_.size();
    if (keys.toggle && !stepper_->finished()) watch(!watching());
    if (keys.back) {
        watch(false);
        if (viewing && *viewed_line_ > 0) viewed_line_ = *viewed_line_ - 1;
        else if (!viewing && log_.size() >= 2) viewed_line_ = log_.size() - 2;
    }
    if (keys.forward) {
        watch(false);
        // The newest line's grid is now's: stepping onto it is going back to now.
        if (viewing && *viewed_line_ + 2 < log_.size()) viewed_line_ = *viewed_line_ + 1;
        else if (viewing) viewed_line_.reset();
        else step_once();
    }
}

void CrossnumberScreen::draw_solver(ScreenHost& app) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("The solver's reasoning, one step at a time: each step applies one rule, makes an assumption "
                        "or takes one back. Cells a step changed flash and stay light green; the rule's cells are yellow. %s",
                        finger_sized() ? "Before the start, tap a cell to strike one of its digits or keep only one; while "
                                         "running, to have one tried last (orange)."
                                       : "Before the start, click a candidate to strike it (Shift-click keeps only it); while "
                                         "running, click one to have it tried last (orange).");
    ImGui::PopTextWrapPos();
    const bool finished = stepper_->finished();
    playback_keys();
    // On a wide window the log and the rules beside the step buttons and the grid.
    const bool columns = begin_grid_and_words("solver-layout");
    ImGui::BeginDisabled(finished);
    if (ImGui::Button(watching() ? "Pause" : "Run")) watch(!watching());
    track_widget_rect("run");
    ImGui::SameLine();
    if (ImGui::Button("Step")) {
        watch(false);
        step_once();
    }
    track_widget_rect("step");
    ImGui::SameLine();
    if (ImGui::Button("Step \xC3\x97" "10")) {
        watch(false);
        for (int i = 0; i < 10; ++i) step_once();
    }
    track_widget_rect("step-10");
    ImGui::EndDisabled();
    same_line_or_wrap(button_width("Stop"));
    if (ImGui::Button("Stop")) restart_stepper();  // back to the start state
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Back to the start: no step made");
    track_widget_rect("restart-steps");
    same_line_or_wrap(220.0f);
    char speed_text[32];
    std::snprintf(speed_text, sizeof speed_text, "%.0f steps/s", static_cast<double>(steps_per_second_));
    slider_float_with_value("##speed", "steps-speed", &steps_per_second_, 1.0f, 2000.0f, "%.0f", speed_text, "2000 steps/s", 220.0f,
                            ImGuiSliderFlags_Logarithmic);

    const crossnumber::Stats& stats = stepper_->stats();
    std::string line = plural(stats.steps, "step", "steps") + ", " +
                       plural(stats.rule_applications, "rule application", "rule applications") + ", " +
                       plural(stepper_->assumptions().size(), "assumption", "assumptions") + " open";
    if (finished) line += std::string(" \xE2\x80\x94 finished: ") + std::string(crossnumber::status_name(stepper_->result()));
    ImGui::TextUnformatted(line.c_str());
    track_widget_rect("step-counter");

    // The grid as the chosen log line left it, or as it is now, or the solution found.
    const bool viewing = viewed_line_ && *viewed_line_ < log_.size();
    std::vector<crossnumber::Mask> solution_cells;
    std::size_t solution = 0;
    const std::vector<crossnumber::Mask>& cells = solver_cells(solution_cells, solution);
    const int rule_line = viewing ? log_[*viewed_line_].source_line : stepper_->last_source_line();
    std::vector<std::uint8_t> marked(puzzle().cells.size(), 0), changed(puzzle().cells.size(), 0);
    mark_rule_cells(rule_line, marked);
    mark_rule_cells(selected_rule_line_, marked);
    const std::vector<crossnumber::Mask>& previous =
        viewing ? (*viewed_line_ > 0 ? log_[*viewed_line_ - 1].cells : cells) : before_step_;
    if (solution == 0)
        for (std::size_t i = 0; i < cells.size() && i < previous.size(); ++i) changed[i] = cells[i] != previous[i];
    std::vector<float> flash(cells.size(), 0.0f);
    if (!viewing) {
        const double at = now_ms();
        for (std::size_t i = 0; i < flash.size() && i < changed_at_ms_.size(); ++i)
            flash[i] = static_cast<float>(std::clamp(1.0 - (at - changed_at_ms_[i]) / kFlashMs, 0.0, 1.0));
    }
    if (solution > 0) {
        const std::size_t found = stepper_->solutions().size();
        const std::string shown = found > 1 ? "The grid shows solution " + std::to_string(solution) + " of the two found."
                                            : std::string("The grid shows the solution found.");
        if (found > 1) {
            const std::string other = "Show solution " + std::to_string(solution == 1 ? 2 : 1);
            if (note_then_button(shown.c_str(), other.c_str())) shown_solution_ = solution == 1 ? 2 : 1;
            track_widget_rect("other-solution");
        } else {
            ImGui::TextDisabled("%s", shown.c_str());
        }
        track_widget_rect("shown-solution");
    }
    if (viewing) {
        const std::string note = "Showing the grid after step " + std::to_string(log_[*viewed_line_].step) + ".";
        if (note_then_button(note.c_str(), "Back to now")) viewed_line_.reset();
        track_widget_rect("back-to-now");
    }
    const std::optional<GridClick> clicked = draw_grid("solver-grid", &cells, marked, changed, &flash);
    const bool choosing = !viewing && solution == 0 && !stepper_->finished();
    if (clicked && choosing && finger_sized() && puzzle().cells[static_cast<std::size_t>(clicked->cell)].white) {
        picked_cell_ = clicked->cell;
        ImGui::OpenPopup("candidate-picker");
    } else if (clicked && choosing && clicked->digit >= 0) {
        choose_candidate(clicked->cell, clicked->digit, clicked->shift);
    }
    draw_candidate_picker(cells);
    const bool struck = std::any_of(start_cells_.begin(), start_cells_.end(),
                                    [](crossnumber::Mask m) { return m != crossnumber::kAllDigits; });
    if (struck) {
        if (note_then_button("Some digits were struck before the start: the answer is about the puzzle without them.",
                             "Bring them back")) {
            start_cells_.assign(puzzle().cells.size(), crossnumber::kAllDigits);
            restart_stepper();
        }
        track_widget_rect("unstrike");
    }
    if (columns) next_column();
    if (!log_.empty() && !viewing) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(log_.back().text.c_str());
        ImGui::PopTextWrapPos();
        track_widget_rect("last-step");
    }
    const std::vector<crossnumber::Assumption> assumptions = stepper_->assumptions();
    if (!assumptions.empty()) {
        std::string stack = "Assumptions:";
        for (const crossnumber::Assumption& assumption : assumptions) {
            if (assumption.entry >= 0) {
                stack += " " + crossnumber::entry_words(puzzle().entries[static_cast<std::size_t>(assumption.entry)]) + " = " +
                         crossnumber::to_string(assumption.value) + ";";
            } else {
                stack += " (" + std::to_string(puzzle().row_of(assumption.cell)) + "," +
                         std::to_string(puzzle().col_of(assumption.cell)) + ") = " + std::to_string(assumption.digit) + ";";
            }
        }
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", stack.c_str());
        ImGui::PopTextWrapPos();
    }
    draw_log();
    draw_entries();
    draw_rules(rule_line, nullptr);
    draw_source(app);
    if (columns) end_two_columns();
}

void CrossnumberScreen::choose_candidate(int cell, int digit, bool keep_only) {
    if (!(stepper_->state().cells[static_cast<std::size_t>(cell)] & crossnumber::digit_bit(digit))) return;
    crossnumber::Mask& start = start_cells_[static_cast<std::size_t>(cell)];
    if (stepper_->stats().steps == 0) {
        // Before the start: strike the digit (or keep only it), and start from there.
        start = keep_only ? crossnumber::digit_bit(digit) : static_cast<crossnumber::Mask>(start & ~crossnumber::digit_bit(digit));
        restart_stepper();
    } else if (!stepper_->finished()) {
        stepper_->toggle_try_last(cell, digit);  // during the run: try it last
    }
}

void CrossnumberScreen::draw_candidate_picker(const std::vector<crossnumber::Mask>& cells) {
    if (!ImGui::BeginPopup("candidate-picker")) return;
    track_window_rect("candidate-picker");
    const auto cell = static_cast<std::size_t>(picked_cell_);
    if (picked_cell_ < 0 || cell >= cells.size() || stepper_->finished()) {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return;
    }
    const bool before_start = stepper_->stats().steps == 0;
    const std::string title = "Row " + std::to_string(puzzle().row_of(picked_cell_) + 1) + ", column " +
                              std::to_string(puzzle().col_of(picked_cell_) + 1) + ": tap a digit to " +
                              (!before_start ? "have it tried last" : pick_keeps_only_ ? "keep only it" : "strike it");
    const float row_width = 5.0f * kFingerTarget + 4.0f * ImGui::GetStyle().ItemSpacing.x;
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + row_width);
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopTextWrapPos();
    const crossnumber::Mask tried_last = stepper_->try_last(picked_cell_);
    for (int digit = 0; digit <= 9; ++digit) {
        if (digit % 5 != 0) ImGui::SameLine();
        const bool candidate = (cells[cell] & crossnumber::digit_bit(digit)) != 0;
        const bool last = (tried_last & crossnumber::digit_bit(digit)) != 0;
        ImGui::BeginDisabled(!candidate);
        if (last) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(1.0f, 0.80f, 0.55f, 1.0f));
        const std::string label = std::to_string(digit) + "##pick";
        if (ImGui::Button(label.c_str(), ImVec2(kFingerTarget, kFingerTarget))) {
            choose_candidate(picked_cell_, digit, before_start && pick_keeps_only_);
            if (before_start) ImGui::CloseCurrentPopup();
        }
        if (last) ImGui::PopStyleColor();
        ImGui::EndDisabled();
        track_widget_rect("pick-" + std::to_string(digit));
    }
    if (before_start) {
        ImGui::Checkbox("keep only the digit tapped", &pick_keeps_only_);
        track_widget_rect("pick-keep-only");
    }
    if (ImGui::Button("Close##pick")) ImGui::CloseCurrentPopup();
    track_widget_rect("pick-close");
    ImGui::EndPopup();
}

void CrossnumberScreen::draw_intermediate_values() {
    const std::vector<crossnumber::IntermediateValue>& values = stepper_->intermediate_values();
    if (values.empty()) return;
    ImGui::Spacing();
    ImGui::TextDisabled("Intermediate values (what each rule's inner expressions can still be):");
    track_widget_rect("intermediate");
    for (const crossnumber::IntermediateValue& v : values) {
        const std::string line = "line " + std::to_string(puzzle().rules[static_cast<std::size_t>(v.rule)].line) + "  " +
                                 crossnumber::expression_text(puzzle(), v.node) + ":  " + values_text(v.values);
        ImGui::TextUnformatted(line.c_str());
    }
}

void CrossnumberScreen::draw_log() {
    ImGui::TextUnformatted("Log");
    ImGui::SameLine();
    ImGui::Checkbox("follow", &follow_log_);
    const float height = std::clamp(ImGui::GetTextLineHeightWithSpacing() * 10.0f, 120.0f, 260.0f);
    ImGui::BeginChild("log", ImVec2(0, height), true, ImGuiWindowFlags_HorizontalScrollbar);
    track_window_rect("log");
    if (dropped_lines_ > 0) ImGui::TextDisabled("(%s earlier lines not kept)", with_thousands(dropped_lines_).c_str());
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(log_.size()));
    while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
            const LogLine& line = log_[static_cast<std::size_t>(i)];
            char prefix[32];
            std::snprintf(prefix, sizeof prefix, "%5llu  ", static_cast<unsigned long long>(line.step));
            const std::string text = prefix + line.text;
            ImGui::PushID(i);
            if (ImGui::Selectable(text.c_str(), viewed_line_ == static_cast<std::size_t>(i))) {
                viewed_line_ = static_cast<std::size_t>(i);
                watch(false);
            }
            ImGui::PopID();
        }
    }
    // New lines scroll into view while "follow" is on; between them the user may scroll freely.
    const std::uint64_t written = log_.size() + dropped_lines_;
    if (follow_log_ && !viewed_line_ && written != followed_lines_) ImGui::SetScrollHereY(1.0f);
    followed_lines_ = written;
    ImGui::EndChild();
}

}  // namespace knobel::app
