#include "app/matches/figure_editor.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "app/widgets/layout.h"
#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
#include "core/text.h"
#include "imgui.h"
#include "matches/solver.h"

namespace knobel::app {
FigureEditor::FigureEditor() {
    for (PanZoom& zoom : zoom_) {
        zoom.scale = 1.0f;
        zoom.min_scale = 0.5f;
        zoom.max_scale = 12.0f;
    }
}

void FigureEditor::start(const matches::Problem& problem) {
    edits_[kBefore].start(problem.before);
    edits_[kAfter].start(problem.after);
    for (int side : {kBefore, kAfter}) {
        faults_[side].clear();
        rule_breakers_[side].clear();
        zoom_[side].scale = 1.0f;
        zoom_[side].fit_pending = true;
    }
}

bool FigureEditor::undo() {
    if (!edits_[edited_side_].undo()) return false;
    find_faults();
    return true;
}

bool FigureEditor::redo() {
    if (!edits_[edited_side_].redo()) return false;
    find_faults();
    return true;
}

void FigureEditor::find_faults() {
    for (int side : {kBefore, kAfter}) {
        const std::optional<std::string> fault = matches::figure_problem(figure(side), side == kBefore ? "before" : "after");
        faults_[side] = fault.value_or("");
        rule_breakers_[side] = fault ? matches::rule_breakers(figure(side)) : std::vector<std::size_t>{};
    }
}

bool FigureEditor::draw(DrawnBoards& drawn) {
    bool changed_any = false;
    const float width = ImGui::GetContentRegionAvail().x;
    const bool side_by_side = width >= 640.0f;
    const float height = std::clamp(ImGui::GetContentRegionAvail().y - 80.0f, 220.0f, 560.0f);
    for (int side : {kBefore, kAfter}) {
        if (side == kAfter && side_by_side) ImGui::SameLine();
        ImGui::BeginGroup();
        ImGui::PushID(side);
        PlaySession<SnapshotRules<matches::Figure>>& edits = edits_[side];
        const char* name = side == kBefore ? "Before" : "After";
        ImGui::AlignTextToFramePadding();
        ImGui::Text("%s: %s", name, plural(edits.state().size(), "match", "matches").c_str());
        const std::string prefix = side == kBefore ? "before-" : "after-";
        const auto taken = [&] {
            find_faults();
            changed_any = true;
        };
        const auto edit = [&](matches::Figure changed) {
            edits.play(Snapshot<matches::Figure>{edits.state(), std::move(changed)});
            taken();
        };
        ImGui::BeginDisabled(!edits.can_undo());
        if (small_button("Undo") && edits.undo()) taken();
        track_widget_rect(prefix + "undo");
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(!edits.can_redo());
        if (small_button("Redo") && edits.redo()) taken();
        track_widget_rect(prefix + "redo");
        ImGui::EndDisabled();
        ImGui::SameLine();
        // Every match of the figure moved by `transform` (a turn of 30°, the mirror).
        const auto transform_all = [&](matches::Transform transform) {
            matches::Figure moved;
            for (const matches::Match& match : edits.state()) moved.push_back(matches::apply(transform, match));
            edit(std::move(moved));
        };
        if (small_button("Turn 30\xC2\xB0")) transform_all(matches::Transform{1, false});
        track_widget_rect(prefix + "turn");
        ImGui::SameLine();
        if (small_button("Mirror")) transform_all(matches::Transform{0, true});
        track_widget_rect(prefix + "mirror");
        ImGui::SameLine();
        if (small_button("Clear")) edit({});
        track_widget_rect(prefix + "clear");

        const ImVec2 size(side_by_side ? (width - ImGui::GetStyle().ItemSpacing.x) / 2 : width, side_by_side ? height : height * 0.55f);
        const BoardView view = begin_board(side == kBefore ? "edit-before" : "edit-after", size, {&edits.state()},
                                           zoom_[side], drawn, BoardUse::edited);
        ImDrawList* draw = ImGui::GetWindowDrawList();
        const ImVec2 clip_min = ImGui::GetWindowPos();
        const ImVec2 clip_max(clip_min.x + ImGui::GetWindowWidth(), clip_min.y + ImGui::GetWindowHeight());
        const matches::Figure& figure = edits.state();
        draw_lattice(draw, view, clip_min, clip_max, figure);
        ImGuiIO& io = ImGui::GetIO();
        const bool hovered = ImGui::IsWindowHovered();
        // A press on a match takes it away (a click) or moves the whole figure (a drag); a press
        // on a dot off the matches, or close to a match's end, lays a match (drag towards its
        // direction). editor_press says which.
        if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
            edited_side_ = side;
            const EditorPress press = editor_press(view, figure, io.MousePos);
            drag_point_ = press.point;
            drag_match_ = press.match;
        }
        const ImVec2 drag = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
        const bool dragged = std::hypot(drag.x, drag.y) >= std::max(6.0f, view.scale * 0.3f);
        std::optional<matches::Match> laying;
        if (edited_side_ == side && drag_point_ && dragged) laying = matches::make_match(*drag_point_, direction_of(drag));
        if (edited_side_ == side && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
            if (laying && std::find(figure.begin(), figure.end(), *laying) == figure.end()) {
                matches::Figure changed = figure;
                changed.push_back(*laying);
                edit(std::move(changed));
            } else if (drag_match_ && !dragged && *drag_match_ < figure.size()) {
                matches::Figure changed = figure;
                changed.erase(changed.begin() + static_cast<std::ptrdiff_t>(*drag_match_));
                edit(std::move(changed));
            } else if (drag_match_ && dragged && *drag_match_ < figure.size()) {
                // The whole figure, moved by the lattice vector that takes the grabbed match's
                // start to the dot nearest to where it was dragged.
                const matches::Point from = figure[*drag_match_].start;
                const ImVec2 at = screen_of(view, from);
                if (const auto to = point_near(view, figure, ImVec2(at.x + drag.x, at.y + drag.y)); to && !(*to == from)) {
                    matches::Figure moved;
                    for (const matches::Match& match : figure) moved.push_back(matches::Match{match.start + (*to - from), match.direction});
                    edit(std::move(moved));
                }
            }
            drag_point_.reset();
            drag_match_.reset();
        }
        pan_zoom_input(zoom_[side], false);
        // Every match that breaks a rule in red (take_edits lists them).
        std::vector<bool> wrong(figure.size(), false);
        for (const std::size_t i : rule_breakers_[side])
            if (i < wrong.size()) wrong[i] = true;
        const std::optional<std::size_t> under =
            hovered && !drag_point_ ? editor_press(view, figure, io.MousePos).match : std::nullopt;
        for (std::size_t i = 0; i < figure.size(); ++i)
            draw_match(draw, view, figure[i], wrong[i] ? MatchLook::wrong : MatchLook::wood,
                       under == i ? IM_COL32(200, 40, 40, 70) : 0);
        if (laying) draw_match(draw, view, *laying, MatchLook::ghost);
        end_board();
        if (!faults_[side].empty()) {
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + size.x);
            error_text(faults_[side].c_str());
            ImGui::PopTextWrapPos();
            track_widget_rect(prefix + "message");
        }
        ImGui::PopID();
        ImGui::EndGroup();
    }
    ImGui::TextDisabled("Press on a dot and drag towards a direction to lay a match; click a match to take it away; "
                        "drag a match's middle to move the whole figure.");
    return changed_any;
}

}  // namespace knobel::app
