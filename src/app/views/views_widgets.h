#pragma once
// The Views screen's drawing pieces: a view editor (K×K pixels to click and drag), the layers of
// a shape as K small grids, and the boxes of the 3D scene with picking. Geometry only: which
// pixels and cells are set always comes from the views core.

#include <optional>
#include <span>
#include <vector>

#include "app/views/cube_scene.h"
#include "app/views/orbit_camera.h"
#include "views/play.h"
#include "views/puzzle.h"
#include "views/solver.h"

namespace knobel::app {

// A view editor: K×K squares, `cell_size` pixels each. A click toggles a pixel and a drag paints
// the same value over every pixel it crosses (painting_view/paint_value carry that between
// frames). `marked` outlines one pixel (the hovered cell's). `mismatches` (optional): what a shape
// built by hand gets wrong, marked on this view's pixels (missing: a red outline, extra: a red
// cross). Returns true when the puzzle changed.
// `editable` false (play): the view is shown, marked and hovered, but neither a click nor a drag
// changes it, and a swipe that starts on it scrolls the page.
bool view_editor(const char* id, views::Puzzle& puzzle, views::View view, float cell_size,
                 std::optional<views::ViewPixel> marked,
                 int& painting_view, bool& paint_value,
                 const std::vector<views::PixelMismatch>* mismatches = nullptr, bool editable = true);

// The shape being built, as K clickable layers, top to bottom, each seen from above with the
// front at the bottom (rects "build-layer-<y>"): the hint's cell ringed in the hint colour, the
// keyboard's cursor framed (rect "layer-cursor"), and brought into view when `cursor_moved`. Each
// layer is one focusable item, so ImGui's keyboard navigation reaches it.
struct LayerPress {
    std::optional<views::Cell> clicked;  // the cell a click (mouse or finger) was let go on
    int keyed = -1;                      // the layer Enter or Space pressed (its button has the focus)
    int focused = -1;                    // the layer holding the keyboard's focus, or -1
};
LayerPress build_layers(const views::Shape& shape, float cell_size, std::optional<views::Cell> hinted = std::nullopt,
                        std::optional<views::Cell> cursor = std::nullopt,
                        bool cursor_moved = false);

// The shape as K horizontal layers (top to bottom, each seen from above) and K vertical slices
// (front to back, each seen from the front). Forced cubes are drawn darker.
void layer_grids(const views::Shape& shape, const views::Shape* forced, float cell_size);

struct SceneContent {
    const views::Puzzle* puzzle = nullptr;
    const views::Shape* shape = nullptr;          // the cubes to draw (may be null)
    std::span<const views::CubeMove> drops;       // with `placed` and `falling`: the moves the answer is
                                                  // replayed as, each a cube dropped in
    int placed = -1;                              // the cubes of drops[0..placed) are in; -1: all of `shape`
    float falling = 0.0f;                         // how far the cube of drops[placed] has fallen (0..1)
    const views::Analysis* analysis = nullptr;    // forced / impossible shading when solved
    bool show_candidates = false;                 // ghosts of the cells the shape does not use
    std::optional<views::Cell> hovered;
    std::optional<views::Cell> hinted;            // the hint's cell (hint colour), not yet played
};

std::vector<Box> scene_boxes(const SceneContent& content);

// The cell under a point of the 3D view (ndc -1..1, y up): among the drawn cubes, else among the
// candidate cells when they are shown.
std::optional<views::Cell> pick_cell(const SceneContent& content, const OrbitCamera& camera, float aspect,
                                     float ndc_x, float ndc_y);

// What a click at a point of the 3D view does to the shape being built (content.shape), as in a
// voxel editor: on a cube, the cube next to the face the click is on is added (nothing when that
// is outside the box or taken), or with `remove` that cube is taken away; beside the cubes, a
// candidate ghost under the point is added (when shown), else the cell of the bottom layer under
// the point. nullopt: the click changes nothing.
std::optional<views::CubeMove> voxel_click(const SceneContent& content, const OrbitCamera& camera, float aspect,
                                           float ndc_x, float ndc_y, bool remove);

}  // namespace knobel::app
