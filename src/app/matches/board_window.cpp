#include "app/matches/board_window.h"

#include <algorithm>

#include "app/widgets/theme.h"
#include "app/widgets/touch_scroll.h"
#include "app/widgets/widget_rects.h"

namespace knobel::app {

BoardView begin_board(const char* id, ImVec2 size, const std::vector<const matches::Figure*>& fit, PanZoom& zoom,
                      DrawnBoards& drawn, BoardUse use) {
    // With fingers a board pans by a drag or two fingers, and a mouse wheel over it scrolls the page.
    ImGui::BeginChild(id, size, true,
                      ImGuiWindowFlags_NoMove | ImGuiWindowFlags_HorizontalScrollbar |
                          (finger_sized() ? ImGuiWindowFlags_NoScrollWithMouse : 0));
    track_window_rect(id);
    if (ImGui::IsWindowHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
        (use == BoardUse::edited || ImGui::GetScrollMaxX() > 0.0f || ImGui::GetScrollMaxY() > 0.0f))
        claim_pointer_drag();  // an editor's drags draw; a board larger than its view pans
    // The figures fitted into the board at zoom 1, with a margin of one match length.
    const PlaneBox box = bounds_of(fit);
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const float fitted = std::max(2.0f, std::min((room.x - 8.0f) / (box.max.x - box.min.x + 2.0f),
                                                 (room.y - 8.0f) / (box.max.y - box.min.y + 2.0f)));
    const bool fitting = zoom.fit_pending;
    if (zoom.fit_pending) {
        zoom.fit_pending = false;
        zoom.scale = 1.0f;
    }
    float base = std::min(fitted, 140.0f);
    if (use != BoardUse::shown && finger_sized()) base = std::max(base, kFingerMatchLength);
    BoardView view;
    view.scale = base * zoom.scale;
    const ImVec2 content((box.max.x - box.min.x + 2.0f) * view.scale, (box.max.y - box.min.y + 2.0f) * view.scale);
    // A figure larger than the board at its fitted size (finger-sized matches) opens at its middle.
    if (fitting) {
        ImGui::SetScrollX(std::max(0.0f, (content.x - room.x) / 2));
        ImGui::SetScrollY(std::max(0.0f, (content.y - room.y) / 2));
    }
    const ImVec2 top_left = ImGui::GetCursorScreenPos();
    const ImVec2 padding(std::max(0.0f, (room.x - content.x) / 2), std::max(0.0f, (room.y - content.y) / 2));
    view.origin = ImVec2(top_left.x + padding.x + (1.0f - box.min.x) * view.scale,
                         top_left.y + padding.y + (box.max.y + 1.0f) * view.scale);
    ImGui::Dummy(ImVec2(std::max(content.x, room.x - 1), std::max(content.y, room.y - 1)));
    std::erase_if(drawn, [&](const auto& board) { return board.first == id; });
    drawn.emplace_back(id, view);
    return view;
}

void end_board() { ImGui::EndChild(); }

}  // namespace knobel::app
