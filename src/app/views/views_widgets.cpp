#include "app/views/views_widgets.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/widgets/board_keys.h"
#include "app/widgets/layout.h"
#include "app/widgets/theme.h"
#include "app/widgets/touch_scroll.h"
#include "app/widgets/wide_board.h"
#include "app/widgets/widget_rects.h"
#include "views/play.h"
#include "imgui.h"

namespace knobel::app {
namespace {

using views::Cell;
using views::View;

// The colours of the three views, shared by the editors and the walls of the 3D view.
// Cubes are blue: light where another optimal shape could do without the cube, deep where every
// optimal shape needs it. Ghost cells are light blue (some optimal shape uses them) or red (none).
constexpr float kViewColors[3][3] = {{0.52f, 0.36f, 0.76f}, {0.20f, 0.60f, 0.35f}, {0.92f, 0.52f, 0.12f}};
constexpr float kCubeColor[3] = {0.62f, 0.72f, 0.88f};
constexpr float kForcedColor[3] = {0.16f, 0.36f, 0.72f};

ImU32 view_colour(View view, float alpha) {
    const float* c = kViewColors[static_cast<int>(view)];
    return ImGui::GetColorU32(ImVec4(c[0], c[1], c[2], alpha));
}

// World position of a cell's centre: x right, y up (the top layer y = 0 is highest), z to the front.
Vec3 cell_center(int size, Cell cell) {
    return {static_cast<float>(cell.x) + 0.5f, static_cast<float>(size - 1 - cell.y) + 0.5f,
            static_cast<float>(cell.z) + 0.5f};
}

Box make_box(Vec3 center, float size_x, float size_y, float size_z, const float* rgb, float alpha) {
    return Box{center, {size_x, size_y, size_z}, {rgb[0], rgb[1], rgb[2], alpha}};
}

bool in(const views::Shape* shape, Cell cell) { return shape && views::has_cube(*shape, cell); }

}  // namespace

bool view_editor(const char* id, views::Puzzle& puzzle, View view, float cell_size,
                 std::optional<views::ViewPixel> marked,
                 int& painting_view, bool& paint_value,
                 const std::vector<views::PixelMismatch>* mismatches, bool editable) {
    const int size = puzzle.size;
    const float side = cell_size * static_cast<float>(size);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const bool tapped = ImGui::InvisibleButton(id, ImVec2(side, side));
    track_widget_rect(id);
    // With a mouse a drag paints a stroke of pixels (and so must not scroll the page); on a touch
    // screen a swipe always scrolls (issue 20: a swipe never edits) and a tap turns one pixel.
    const bool paint_by_drag = editable && !finger_sized();
    if (paint_by_drag && ImGui::IsItemActivated()) claim_pointer_drag();
    const bool hovered = paint_by_drag && ImGui::IsItemHovered();
    const bool active = paint_by_drag && ImGui::IsItemActive();

    bool changed = false;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const int col = static_cast<int>(std::floor((mouse.x - origin.x) / cell_size));
    const int row = static_cast<int>(std::floor((mouse.y - origin.y) / cell_size));
    const bool on_pixel = row >= 0 && row < size && col >= 0 && col < size;
    if (paint_by_drag && ImGui::IsItemActivated() && on_pixel) {
        painting_view = static_cast<int>(view);
        paint_value = !views::pixel(puzzle, view, row, col);
    }
    if (editable && !paint_by_drag && tapped && on_pixel) {
        views::set_pixel(puzzle, view, row, col, !views::pixel(puzzle, view, row, col));
        changed = true;
    }
    if (active && painting_view == static_cast<int>(view) && on_pixel &&
        views::pixel(puzzle, view, row, col) != paint_value) {
        views::set_pixel(puzzle, view, row, col, paint_value);
        changed = true;
    }
    if (!active && painting_view == static_cast<int>(view)) painting_view = -1;

    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImU32 grid = ImGui::GetColorU32(ImVec4(0.55f, 0.58f, 0.64f, 0.6f));
    draw->AddRectFilled(origin, ImVec2(origin.x + side, origin.y + side), IM_COL32(255, 255, 255, 255), 3.0f);
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            const ImVec2 a(origin.x + static_cast<float>(c) * cell_size, origin.y + static_cast<float>(r) * cell_size);
            const ImVec2 b(a.x + cell_size, a.y + cell_size);
            if (views::pixel(puzzle, view, r, c))
                draw->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(b.x - 1, b.y - 1), view_colour(view, 0.9f), 2.0f);
            else if (hovered && r == row && c == col)
                draw->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(b.x - 1, b.y - 1), view_colour(view, 0.18f), 2.0f);
        }
    }
    for (int i = 0; i <= size; ++i) {
        const float t = static_cast<float>(i) * cell_size;
        draw->AddLine(ImVec2(origin.x + t, origin.y), ImVec2(origin.x + t, origin.y + side), grid);
        draw->AddLine(ImVec2(origin.x, origin.y + t), ImVec2(origin.x + side, origin.y + t), grid);
    }
    if (mismatches) {
        const ImU32 red = IM_COL32(210, 30, 30, 255);
        for (const views::PixelMismatch& wrong : *mismatches) {
            if (wrong.view != view) continue;
            const ImVec2 a(origin.x + static_cast<float>(wrong.col) * cell_size + 2,
                           origin.y + static_cast<float>(wrong.row) * cell_size + 2);
            const ImVec2 b(a.x + cell_size - 4, a.y + cell_size - 4);
            if (wrong.missing) {
                draw->AddRect(a, b, red, 2.0f, 0, 2.5f);
            } else {
                draw->AddLine(a, b, red, 2.5f);
                draw->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, a.y), red, 2.5f);
            }
        }
    }
    if (marked) {
        const ImVec2 a(origin.x + static_cast<float>(marked->col) * cell_size,
                       origin.y + static_cast<float>(marked->row) * cell_size);
        draw->AddRect(a, ImVec2(a.x + cell_size, a.y + cell_size), IM_COL32(20, 20, 20, 255), 2.0f, 0, 2.5f);
    }
    return changed;
}

LayerPress build_layers(const views::Shape& shape, float cell_size, std::optional<Cell> hinted, std::optional<Cell> cursor,
                        bool cursor_moved) {
    const int size = shape.size;
    const float side = cell_size * static_cast<float>(size);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImU32 grid = ImGui::GetColorU32(ImVec4(0.55f, 0.58f, 0.64f, 0.6f));
    const ImU32 cube = ImGui::GetColorU32(ImVec4(kCubeColor[0], kCubeColor[1], kCubeColor[2], 1.0f));
    LayerPress press;
    // The layers' strips pan together (wide_board.h), kept in the screen window's storage.
    float* layers_pan = ImGui::GetStateStorage()->GetFloatRef(ImGui::GetID("build-layers-pan"), 0.0f);
    for (int y = 0; y < size; ++y) {
        if (y > 0) same_line_or_wrap(side);
        ImGui::BeginGroup();
        ImGui::TextDisabled("layer y = %d", y);
        const std::string id = "build-layer-" + std::to_string(y);
        // A layer wider than the screen (K = 8 at a finger's 44 px a cell) pans sideways.
        const bool strip = begin_wide_board((id + "-strip").c_str(), ImVec2(side, side), layers_pan);
        const ImVec2 origin = ImGui::GetCursorScreenPos();
        // A cube is added or removed when the press is let go on the layer (as a button), so that a
        // swipe across the layers on a phone scrolls the page instead (touch_scroll.h).
        const bool pressed = ImGui::InvisibleButton(id.c_str(), ImVec2(side, side));
        if (strip) track_wide_board_rect(id);  // the whole layer: js-api.md's cell formula holds
        else track_widget_rect(id);
        // The keyboard's cursor comes into view when it moved (on into a layer further down the
        // page, or panned out of its strip).
        if (cursor_moved && cursor && cursor->y == y) {
            const ImVec2 at(origin.x + static_cast<float>(cursor->x) * cell_size, origin.y + static_cast<float>(cursor->z) * cell_size);
            bring_into_view(at, ImVec2(at.x + cell_size, at.y + cell_size), strip);
        }
        // No hover on a touch screen: the finger has gone once it tapped, and a tint or a tooltip
        // would stay where it lifted.
        const bool hovered = ImGui::IsItemHovered() && !finger_sized();
        const ImVec2 mouse = ImGui::GetIO().MousePos;
        const int col = static_cast<int>(std::floor((mouse.x - origin.x) / cell_size));
        const int row = static_cast<int>(std::floor((mouse.y - origin.y) / cell_size));
        const bool on_cell = row >= 0 && row < size && col >= 0 && col < size;
        // A button pressed without the mouse being let go this frame was pressed by a key.
        const bool by_key = pressed && !ImGui::IsMouseReleased(ImGuiMouseButton_Left);
        if (pressed && !by_key && on_cell) press.clicked = Cell{col, y, row};
        if (by_key) press.keyed = y;  // Space: ImGui's own activation of the focused item
        if (ImGui::IsItemFocused()) {
            press.focused = y;
            // Enter, which ImGui 1.86 keeps for text input, presses a focused layer too.
            if (enter_pressed()) press.keyed = y;
        }
        draw->AddRectFilled(origin, ImVec2(origin.x + side, origin.y + side), IM_COL32(255, 255, 255, 255), 3.0f);
        for (int r = 0; r < size; ++r) {
            for (int c = 0; c < size; ++c) {
                const ImVec2 a(origin.x + static_cast<float>(c) * cell_size, origin.y + static_cast<float>(r) * cell_size);
                const ImVec2 b(a.x + cell_size, a.y + cell_size);
                if (views::has_cube(shape, Cell{c, y, r}))
                    draw->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(b.x - 1, b.y - 1), cube, 2.0f);
                else if (hovered && r == row && c == col)
                    draw->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(b.x - 1, b.y - 1), IM_COL32(33, 99, 191, 40), 2.0f);
                // The hint's cell: a thick ring in the hint colour, over a cube (take it away) or
                // an empty cell (add one).
                if (hinted && *hinted == Cell{c, y, r})
                    draw->AddRect(ImVec2(a.x + 1, a.y + 1), ImVec2(b.x - 1, b.y - 1), hint_colour_u32(), 2.0f, 0, 3.0f);
                if (cursor && *cursor == Cell{c, y, r}) {
                    draw->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), IM_COL32(33, 99, 191, 255), 2.0f, 0, 3.0f);
                    track_drawn_rect("layer-cursor", a.x, a.y, b.x, b.y);
                }
            }
        }
        for (int i = 0; i <= size; ++i) {
            const float t = static_cast<float>(i) * cell_size;
            draw->AddLine(ImVec2(origin.x + t, origin.y), ImVec2(origin.x + t, origin.y + side), grid);
            draw->AddLine(ImVec2(origin.x, origin.y + t), ImVec2(origin.x + side, origin.y + t), grid);
        }
        if (hovered && on_cell) ImGui::SetTooltip("cell %d,%d,%d", col, y, row);
        end_wide_board(strip);
        ImGui::EndGroup();
    }
    return press;
}

void layer_grids(const views::Shape& shape, const views::Shape* forced, float cell_size) {
    const int size = shape.size;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float side = cell_size * static_cast<float>(size);
    const auto grid = [&](const char* label, auto&& has, auto&& is_forced) {
        ImGui::BeginGroup();
        ImGui::TextDisabled("%s", label);
        const ImVec2 origin = ImGui::GetCursorScreenPos();
        ImGui::Dummy(ImVec2(side, side));
        draw->AddRectFilled(origin, ImVec2(origin.x + side, origin.y + side), IM_COL32(255, 255, 255, 255));
        for (int r = 0; r < size; ++r) {
            for (int c = 0; c < size; ++c) {
                if (!has(r, c)) continue;
                const ImVec2 a(origin.x + static_cast<float>(c) * cell_size + 1,
                               origin.y + static_cast<float>(r) * cell_size + 1);
                const float* rgb = is_forced(r, c) ? kForcedColor : kCubeColor;
                draw->AddRectFilled(a, ImVec2(a.x + cell_size - 2, a.y + cell_size - 2),
                                    ImGui::GetColorU32(ImVec4(rgb[0], rgb[1], rgb[2], 1.0f)), 1.5f);
            }
        }
        draw->AddRect(origin, ImVec2(origin.x + side, origin.y + side), IM_COL32(140, 145, 155, 255));
        ImGui::EndGroup();
    };
    ImGui::TextUnformatted("Layers, top to bottom (each seen from above, front at the bottom)");
    for (int y = 0; y < size; ++y) {
        if (y > 0) ImGui::SameLine();
        const std::string label = "y = " + std::to_string(y);
        grid(label.c_str(), [&](int r, int c) { return views::has_cube(shape, Cell{c, y, r}); },
             [&](int r, int c) { return in(forced, Cell{c, y, r}); });
    }
    ImGui::TextUnformatted("Slices, front to back (each seen from the front)");
    for (int z = size - 1; z >= 0; --z) {
        if (z < size - 1) ImGui::SameLine();
        const std::string label = "z = " + std::to_string(z);
        grid(label.c_str(), [&](int r, int c) { return views::has_cube(shape, Cell{c, r, z}); },
             [&](int r, int c) { return in(forced, Cell{c, r, z}); });
    }
}

std::vector<Box> scene_boxes(const SceneContent& content) {
    std::vector<Box> boxes;
    const views::Puzzle& puzzle = *content.puzzle;
    const int size = puzzle.size;
    const float k = static_cast<float>(size);

    // The three projections on the walls behind the box: top on the floor, front on the back
    // wall, side (seen from the right) on the left wall.
    std::optional<views::ViewPixel> marked[3];
    if (content.hovered)
        for (int v = 0; v < 3; ++v) marked[v] = views::pixel_of(size, static_cast<View>(v), *content.hovered);
    for (int v = 0; v < 3; ++v) {
        const View view = static_cast<View>(v);
        for (int r = 0; r < size; ++r) {
            for (int c = 0; c < size; ++c) {
                if (!views::pixel(puzzle, view, r, c)) continue;
                const bool lit = marked[v] && marked[v]->row == r && marked[v]->col == c;
                // On the wall behind the farthest cell of the pixel's line of sight.
                Vec3 center = cell_center(size, views::cell_at_pixel(size, view, views::ViewPixel{r, c}, size - 1));
                float sx = 0.92f, sy = 0.92f, sz = 0.92f;
                if (view == View::top) {
                    center.y = -0.04f;
                    sy = 0.04f;
                } else if (view == View::front) {
                    center.z = -0.04f;
                    sz = 0.04f;
                } else {
                    center.x = -0.04f;
                    sx = 0.04f;
                }
                float rgb[3];
                for (int i = 0; i < 3; ++i) rgb[i] = lit ? kViewColors[v][i] * 0.55f : 0.55f + 0.45f * kViewColors[v][i];
                boxes.push_back(make_box(center, sx, sy, sz, rgb, 1.0f));
            }
        }
    }

    // The cubes, the last of them falling into place.
    const views::Shape* forced = content.analysis && content.analysis->counted ? &content.analysis->forced : nullptr;
    const auto add_cube = [&](Cell cell, float drop) {
        Vec3 center = cell_center(size, cell);
        center.y += drop;
        const float* rgb = in(forced, cell) ? kForcedColor : kCubeColor;
        boxes.push_back(make_box(center, 0.96f, 0.96f, 0.96f, rgb, 1.0f));
    };
    if (content.shape) {
        if (content.placed < 0 || content.drops.empty()) {
            for (int i = 0; i < size * size * size; ++i) {
                const Cell cell = views::cell_at(size, i);
                if (views::has_cube(*content.shape, cell)) add_cube(cell, 0.0f);
            }
        } else {
            const auto& drops = content.drops;
            const auto placed = static_cast<std::size_t>(content.placed);
            for (std::size_t i = 0; i < std::min(placed, drops.size()); ++i) add_cube(drops[i].cell, 0.0f);
            if (placed < drops.size() && content.falling > 0.0f) {
                const float t = content.falling;
                const float height = k + 1.5f - cell_center(size, drops[placed].cell).y;
                add_cube(drops[placed].cell, height * (1.0f - t * t));  // falls with gravity's ease-in
            }
        }
    }

    // Ghosts of the candidate cells the shape leaves empty: blue where some optimal shape puts a
    // cube, red where none can.
    if (content.show_candidates) {
        const views::Shape candidates = views::max_shape(puzzle);
        const views::Shape* impossible = forced ? &content.analysis->impossible : nullptr;
        const float possible_rgb[3] = {0.40f, 0.58f, 0.90f}, impossible_rgb[3] = {0.86f, 0.22f, 0.18f};
        for (int i = 0; i < size * size * size; ++i) {
            const Cell cell = views::cell_at(size, i);
            if (!views::has_cube(candidates, cell) || in(content.shape, cell)) continue;
            const bool never = in(impossible, cell);
            const float s = never ? 0.28f : 0.42f;
            boxes.push_back(make_box(cell_center(size, cell), s, s, s, never ? impossible_rgb : possible_rgb, never ? 0.55f : 0.35f));
        }
    }
    if (content.hinted) {  // a translucent cube in the hint colour, a little bigger than a cube
        const ImVec4 hint = hint_colour();
        const float rgb[3] = {hint.x, hint.y, hint.z};
        boxes.push_back(make_box(cell_center(size, *content.hinted), 1.1f, 1.1f, 1.1f, rgb, 0.5f));
    }
    if (content.hovered) {
        const float rgb[3] = {1.0f, 0.85f, 0.1f};
        boxes.push_back(make_box(cell_center(size, *content.hovered), 1.06f, 1.06f, 1.06f, rgb, 0.35f));
    }
    return boxes;
}

std::optional<Cell> pick_cell(const SceneContent& content, const OrbitCamera& camera, float aspect, float ndc_x,
                              float ndc_y) {
    const int size = content.puzzle->size;
    const Ray ray = camera.ray(size, aspect, ndc_x, ndc_y);
    const views::Shape candidates = views::max_shape(*content.puzzle);
    const auto nearest = [&](auto&& wanted) {
        std::optional<Cell> best;
        float best_t = 1e30f;
        for (int i = 0; i < size * size * size; ++i) {
            const Cell cell = views::cell_at(size, i);
            if (!wanted(cell)) continue;
            const Vec3 c = cell_center(size, cell);
            const auto t = hit_box(ray, {c.x - 0.5f, c.y - 0.5f, c.z - 0.5f}, {c.x + 0.5f, c.y + 0.5f, c.z + 0.5f});
            if (t && *t < best_t) {
                best_t = *t;
                best = cell;
            }
        }
        return best;
    };
    if (content.shape)
        if (auto cell = nearest([&](Cell cell) { return views::has_cube(*content.shape, cell); })) return cell;
    if (content.show_candidates) return nearest([&](Cell cell) { return views::has_cube(candidates, cell); });
    return std::nullopt;
}

std::optional<views::CubeMove> voxel_click(const SceneContent& content, const OrbitCamera& camera, float aspect,
                                           float ndc_x, float ndc_y, bool remove) {
    if (!content.puzzle || !content.shape) return std::nullopt;
    const int size = content.puzzle->size;
    const views::Shape& shape = *content.shape;
    const Ray ray = camera.ray(size, aspect, ndc_x, ndc_y);
    const auto inside = [&](Cell cell) {
        return cell.x >= 0 && cell.x < size && cell.y >= 0 && cell.y < size && cell.z >= 0 && cell.z < size;
    };
    const auto add = [&](Cell cell) -> std::optional<views::CubeMove> {
        if (!inside(cell) || views::has_cube(shape, cell)) return std::nullopt;
        return views::CubeMove{true, cell};
    };

    // The nearest cube the ray meets.
    std::optional<Cell> hit;
    float hit_t = 1e30f;
    for (int i = 0; i < size * size * size; ++i) {
        const Cell cell = views::cell_at(size, i);
        if (!views::has_cube(shape, cell)) continue;
        const Vec3 c = cell_center(size, cell);
        const auto t = hit_box(ray, {c.x - 0.5f, c.y - 0.5f, c.z - 0.5f}, {c.x + 0.5f, c.y + 0.5f, c.z + 0.5f});
        if (t && *t < hit_t) {
            hit_t = *t;
            hit = cell;
        }
    }
    if (hit) {
        if (remove) return views::CubeMove{false, *hit};
        // The face the ray came in through: the axis on which the entry point is farthest from the
        // cube's centre (it lies on that face, half a unit out). World y is up, the layers' y down.
        const Vec3 c = cell_center(size, *hit);
        const float d[3] = {ray.origin.x + ray.direction.x * hit_t - c.x, ray.origin.y + ray.direction.y * hit_t - c.y,
                            ray.origin.z + ray.direction.z * hit_t - c.z};
        int axis = 0;
        for (int a = 1; a < 3; ++a)
            if (std::fabs(d[a]) > std::fabs(d[axis])) axis = a;
        const int sign = d[axis] > 0.0f ? 1 : -1;
        Cell next = *hit;
        if (axis == 0) next.x += sign;
        if (axis == 1) next.y -= sign;
        if (axis == 2) next.z += sign;
        return add(next);
    }
    if (remove) return std::nullopt;
    // Beside the cubes: a candidate ghost under the point, as the pointer's highlight shows it.
    if (content.show_candidates)
        if (std::optional<Cell> cell = pick_cell(content, camera, aspect, ndc_x, ndc_y)) return add(*cell);
    // Else the box's floor: the bottom layer's cell under the point.
    if (ray.direction.y < 0.0f) {
        const float t = -ray.origin.y / ray.direction.y;
        const float x = ray.origin.x + ray.direction.x * t, z = ray.origin.z + ray.direction.z * t;
        if (x >= 0.0f && z >= 0.0f)
            return add(Cell{static_cast<int>(x), size - 1, static_cast<int>(z)});
    }
    return std::nullopt;
}

}  // namespace knobel::app
