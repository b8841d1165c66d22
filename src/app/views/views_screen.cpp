#include "app/views/views_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <string>

#include "app/platform/fonts.h"
#include "app/widgets/board_keys.h"
#include "app/widgets/edit_switch.h"
#include "app/widgets/files_row.h"
#include "app/widgets/job_progress.h"
#include "app/widgets/layout.h"
#include "app/widgets/play_bar.h"
#include "app/widgets/playback_controls.h"
#include "app/widgets/screen_header.h"
#include "app/widgets/text_field.h"
#include "app/platform/platform.h"
#include "app/platform/touch_gestures.h"
#include "app/widgets/theme.h"
#include "app/widgets/touch_scroll.h"
#include "app/widgets/value_slider.h"
#include "app/views/views_widgets.h"
#include "app/widgets/widget_rects.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "imgui.h"
#include "views/json.h"
#include "views/link_codec.h"
#include "views/presets.h"
#include "views/puzzle_file.h"
#include "views/random_puzzle.h"

namespace knobel::app {
namespace {

using views::Cell;
using views::Puzzle;
using views::Shape;
using views::View;

const char* const kViewLabels[3] = {"Top", "Front", "Side"};
const char* const kViewHints[3] = {"from above, front at the bottom", "from the front", "from the right, front at the left"};
const char* const kViewIds[3] = {"view-top", "view-front", "view-side"};

// The side of a pixel of the view editors and of a cell of the layers to build on, in pixels:
// finger-sized on a phone (theme.h). An editor's row fits the width left (its drags paint, so it
// cannot pan); a layer keeps a finger's cell and pans sideways when wider (wide_board.h).
float editor_cell_size(int size) {
    return finger_cell(std::clamp(150.0f / static_cast<float>(size), 14.0f, 38.0f), size, ImGui::GetContentRegionAvail().x);
}
float layer_cell_size(int size) {
    const float cell = std::clamp(110.0f / static_cast<float>(size), 16.0f, 30.0f);
    return finger_sized() ? std::max(cell, kFingerTarget) : cell;
}

}  // namespace

ViewsScreen::ViewsScreen()
    : battery_load_([](std::string_view text) { return parse_battery_number(text, "the battery number"); }) {
    battery_load_.show("157");
    set_puzzle(views::battery_puzzle(157), 157);
}

void ViewsScreen::set_puzzle(const Puzzle& puzzle, std::optional<std::uint32_t> battery, Game game) {
    const bool same_size = puzzle.size == this->puzzle().size;
    if (game == Game::restart) {  // a puzzle from outside the editor: a fresh edit history
        generator_.cancel();      // and a puzzle opened while a new one was being made wins
        view_edits_.start(puzzle);
        stroke_from_.reset();
        editing_ = puzzle == views::empty_puzzle(puzzle.size);
    }
    battery_index_ = battery;
    hovered_.reset();
    if (!same_size) cursor_.reset();
    // Views edited at the same size: the shape built so far stays, judged against the new views.
    if (game == Game::keep && same_size && driver_.game().state().size == puzzle.size) driver_.revise_puzzle(puzzle);
    else driver_.new_puzzle(puzzle);
}

void ViewsScreen::show_shape(std::size_t index) {
    const views::GameAnswer* known = driver_.revealed_answer();
    if (!known) return;
    views::GameAnswer other = *known;
    other.shape_index = index;
    driver_.replace_answer(std::move(other));
    driver_.clock().to_end();  // whole, paused; Play drops it in from an empty box
    driver_.follow_clock();
}

int ViewsScreen::cubes_drawn() const {
    if (!driver_.showing_solution()) return views::cube_count(driver_.game().state());
    if (driver_.solving() || !shown_shape()) return 0;
    // Step s means the first s cubes of the drop order are in (step 0: none); the last step, all.
    const AnimationClock& clock = driver_.clock();
    return clock.at_end() ? clock.steps() : clock.whole_step();
}

std::string ViewsScreen::link() const {
    return battery_index_ ? views::battery_link(*battery_index_) : views::puzzle_link(puzzle());
}

std::optional<InputError> ViewsScreen::open(const Link& link) {
    if (link.parts.empty() && link.options.empty()) return std::nullopt;  // "#views": as it was
    Expected<views::ViewsLink> parsed = views::parse_views_link(link);
    if (!parsed) return parsed.error();
    set_puzzle(parsed->puzzle, parsed->battery);
    if (parsed->battery) battery_load_.show(std::to_string(*parsed->battery));  // the field names the link's puzzle
    return std::nullopt;
}

std::optional<InputError> ViewsScreen::load_text(std::string_view text) {
    Expected<views::PuzzleFile> file = views::parse_puzzle_file(text);
    if (!file) return file.error();
    if (file->puzzles.empty()) return error_at(0, 0, "the file holds no puzzle");
    file_puzzles_ = file->puzzles;
    set_puzzle(file_puzzles_.front());
    return std::nullopt;
}

std::optional<Cell> ViewsScreen::hinted_cell() const {
    const Hint<views::CubeMove>* up = driver_.current_hint();
    return up && up->move ? std::optional<Cell>(up->move->cell) : std::nullopt;
}

void ViewsScreen::on_frame(ScreenHost&, bool) { battery_.update(); }

bool ViewsScreen::undo_edit() {
    if (!view_edits_.undo()) return false;
    set_puzzle(view_edits_.state(), std::nullopt, Game::keep);
    return true;
}

bool ViewsScreen::redo_edit() {
    if (!view_edits_.redo()) return false;
    set_puzzle(view_edits_.state(), std::nullopt, Game::keep);
    return true;
}

std::string ViewsScreen::view_json() const {
    JsonWriter json;
    json.begin_object();
    json.key("size").value(puzzle().size);
    json.key("mode").value(driver_.showing_solution() ? "solution" : "play");
    json.key("editing").value(editing_);
    json.key("cursor");
    if (cursor_) json.begin_array().value(cursor_->x).value(cursor_->y).value(cursor_->z).end_array(); else json.null();
    json.key("keyboard_focus").value(layer_focus_ >= 0 ? "layer" : screen_focus_ ? "screen" : "none");
    json.key("built").value(views::format_shape_hex(driver_.game().state()));
    json.key("mismatches").value(static_cast<std::uint64_t>(driver_.verdict().mismatches.size()));
    const AnimationClock& clock = driver_.clock();
    json.key("step").value(clock.whole_step());
    json.key("steps").value(clock.steps());
    json.key("playing").value(clock.playing());
    json.key("cubes_drawn").value(cubes_drawn());
    json.key("shape_index").value(
        static_cast<std::uint64_t>(driver_.revealed_answer() ? driver_.revealed_answer()->shape_index : 0));
    json.key("shapes_kept").value(static_cast<std::uint64_t>(answer() ? answer()->optimal_shapes.size() : 0));
    json.key("shown_shape");
    if (const Shape* shape = shown_shape()) json.value(views::format_shape_hex(*shape)); else json.null();
    json.key("hovered");
    if (hovered_) json.begin_array().value(hovered_->x).value(hovered_->y).value(hovered_->z).end_array(); else json.null();
    json.key("battery_field").value(battery_load_.text);
    json.key("battery_field_message").value(battery_load_.message);
    json.key("battery");
    battery_.write_json(json);
    json.end_object();
    return json.str();
}

void ViewsScreen::draw(ScreenHost& app) {
    // The keyboard's way in from the top bar: the screen's own frame (entered with Space).
    screen_focus_ = window_frame_focused();
    draw_screen_heading("Views", "build a shape from the fewest cubes that shows these top, front and side views");
    if (board_first()) {
        // A phone (issue 20): the 3D view first (the views stand on its walls), the verdict and
        // the layers to build on under it, then the views, the answer and the settings.
        const float width = ImGui::GetContentRegionAvail().x;
        draw_scene(width, std::min(width * 0.9f, 320.0f));
        draw_play(app);
        draw_editors();
        draw_answer(app);
        if (settings_panel("Size, presets, random, battery, files")) draw_puzzle_controls();
        draw_solution_layers();
        battery_.draw();
        return;
    }
    draw_puzzle_controls();

    // Editors and answer on the left, the 3D view on the right (or below, on narrow screens).
    const float available = ImGui::GetContentRegionAvail().x;
    const float cell = editor_cell_size(puzzle().size);
    const float editors_width = 3.0f * cell * static_cast<float>(puzzle().size) + 2.0f * 28.0f;
    const float left_width = std::max(editors_width, 500.0f);
    if (begin_two_columns("views-layout", left_width, 360.0f)) {
        draw_editors();
        draw_answer(app);
        draw_play(app);
        next_column();
        const float scene_width = ImGui::GetContentRegionAvail().x;
        draw_scene(scene_width, std::clamp(scene_width * 0.8f, 320.0f, 560.0f));
        end_two_columns();
    } else {
        draw_editors();
        draw_answer(app);
        draw_play(app);
        draw_scene(available, std::min(available, 420.0f));
    }

    draw_solution_layers();
    battery_.draw();
}

void ViewsScreen::draw_solution_layers() {
    if (const Shape* shape = driver_.showing_solution() ? shown_shape() : nullptr) {
        const bool open = ImGui::CollapsingHeader("Layers of the solution", ImGuiTreeNodeFlags_DefaultOpen);
        track_widget_rect("layers");
        if (open) {
            const Shape* forced = answer() && answer()->counted ? &answer()->forced : nullptr;
            layer_grids(*shape, forced, std::clamp(90.0f / static_cast<float>(puzzle().size), 8.0f, 20.0f));
        }
    }
}

void ViewsScreen::draw_puzzle_controls() {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Size");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(110.0f);
    const std::string size_label = std::to_string(puzzle().size) + "\xC3\x97" + std::to_string(puzzle().size) + "\xC3\x97" +
                                   std::to_string(puzzle().size);
    if (ImGui::BeginCombo("##size", size_label.c_str())) {
        for (int size = views::kMinSize; size <= views::kMaxSize; ++size) {
            const std::string label = std::to_string(size) + "\xC3\x97" + std::to_string(size) + "\xC3\x97" + std::to_string(size);
            if (list_item(label.c_str(), size == puzzle().size) && size != puzzle().size)
                set_puzzle(views::empty_puzzle(size));
        }
        ImGui::EndCombo();
    }
    track_widget_rect("size");
    same_line_or_wrap(230.0f);
    ImGui::SetNextItemWidth(190.0f);
    if (ImGui::BeginCombo("##presets", "Presets\xE2\x80\xA6")) {
        const std::vector<views::Preset>& presets = views::presets();
        for (std::size_t i = 0; i < presets.size(); ++i) {
            const std::string name(presets[i].name);
            if (list_item(name.c_str())) set_puzzle(presets[i].puzzle);
            track_widget_rect("preset-" + std::to_string(i));
        }
        ImGui::EndCombo();
    }
    track_widget_rect("presets");
    same_line_or_wrap(button_width("Random"));
    if (ImGui::Button("Random")) {
        set_puzzle(views::random_solvable_puzzle(random_seed_, puzzle().size, density_));
        random_seed_ = random_seed_ * 6364136223846793005ull + 1442695040888963407ull;
    }
    track_widget_rect("random");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The views of a random shape: always solvable");
    same_line_or_wrap(230.0f);
    const std::string density_text = "density " + std::to_string(density_) + "%";
    slider_int_with_value("##density", "density", &density_, 5, 95, density_text.c_str(), "density 95%", 230.0f);
    same_line_or_wrap(ImGui::CalcTextSize("Battery #").x + 110.0f + button_width("Load") +
                      2 * ImGui::GetStyle().ItemSpacing.x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Battery #");
    ImGui::SameLine();
    // Enter in the field loads as the button does; a number outside the battery is said, not clamped.
    const bool entered = text_field("battery-index", battery_load_.text, 110.0f, ImGuiInputTextFlags_CharsDecimal |
                                                                                 ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    if (ImGui::Button("Load") || entered) {
        if (std::optional<std::uint32_t> n = battery_load_.take()) set_puzzle(views::battery_puzzle(*n), *n);
    }
    track_widget_rect("battery-load");
    field_message(battery_load_.message, "battery-index-message");
    same_line_or_wrap(button_width("New puzzle\xE2\x80\xA6"));
    act_on_files(draw_files_row(files_row(nullptr, 0, {}, {})));  // (the battery is Views' gallery)
    if (file_puzzles_.size() > 1) {
        same_line_or_wrap(200.0f);
        ImGui::SetNextItemWidth(200.0f);
        if (ImGui::BeginCombo("##file-puzzles", "Puzzles of the file\xE2\x80\xA6")) {
            for (std::size_t i = 0; i < file_puzzles_.size(); ++i) {
                const std::string label = std::to_string(i + 1) + ": " + views::format_puzzle_hex(file_puzzles_[i]);
                if (list_item(label.c_str(), file_puzzles_[i] == puzzle())) set_puzzle(file_puzzles_[i]);
            }
            ImGui::EndCombo();
        }
    }
}

// Play | Edit the views, with the edit history's Undo and Redo while editing. In play the views
// are read-only (view_editor draws them without taking clicks or drags).
void ViewsScreen::draw_mode_switch() {
    const EditSwitchPressed pressed = draw_edit_switch("Edit the views", editing_, view_edits_.can_undo(), view_edits_.can_redo());
    if (pressed.undo) undo_edit();
    if (pressed.redo) redo_edit();
}

void ViewsScreen::draw_editors() {
    const float cell = editor_cell_size(puzzle().size);
    Puzzle edited = puzzle();
    bool changed = false;
    for (int v = 0; v < 3; ++v) {
        if (v > 0) same_line_or_wrap(cell * static_cast<float>(puzzle().size));
        ImGui::BeginGroup();
        ImGui::TextUnformatted(kViewLabels[v]);
        const View view = static_cast<View>(v);
        std::optional<views::ViewPixel> marked;
        if (hovered_) marked = views::pixel_of(puzzle().size, view, *hovered_);
        changed |= view_editor(kViewIds[v], edited, view, cell, marked, painting_view_, paint_value_,
                               driver_.showing_solution() ? nullptr : &driver_.verdict().mismatches, editing_);
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + cell * static_cast<float>(puzzle().size));
        ImGui::TextDisabled("%s", kViewHints[v]);
        ImGui::PopTextWrapPos();
        ImGui::EndGroup();
    }
    if (changed) {
        if (!stroke_from_) stroke_from_ = puzzle();  // the stroke's first pixel
        set_puzzle(edited, std::nullopt, Game::keep);
    }
    // A stroke (a click, or a drag across pixels) is one edit of the history once it ends.
    if (stroke_from_ && painting_view_ < 0) {
        if (!(*stroke_from_ == puzzle())) view_edits_.play(Snapshot<Puzzle>{*stroke_from_, puzzle()});
        stroke_from_.reset();
    }
    ImGui::TextDisabled("Puzzle %s", views::format_puzzle_hex(puzzle()).c_str());
    track_widget_rect("puzzle-hex");
    // The mode switch under the views it governs, on the puzzle's line where it fits.
    same_line_or_wrap(ImGui::CalcTextSize("Play  Edit the views").x + 4.0f * ImGui::GetFrameHeight());
    draw_mode_switch();
}

void ViewsScreen::draw_answer(ScreenHost& app) {
    if (solve_button(!driver_.solving())) solve(app);
    same_line_or_wrap(checkbox_width("Show candidate cells"));
    ImGui::Checkbox("Show candidate cells", &show_candidates_);
    track_widget_rect("candidates");

    if (generator_.running()) {
        ImGui::PushID("generate-job");
        if (draw_job_progress(generator_.job(), "generate-cancel")) generator_.cancel();
        ImGui::PopID();
    }
    if (driver_.solving()) {
        // Both jobs' progress lines have a Cancel button: IDs of their own, since in the narrow
        // layout they share one window.
        ImGui::PushID("solve-job");
        if (draw_job_progress(driver_.job())) driver_.cancel();
        ImGui::PopID();
        return;
    }
    if (!answer()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("Press Solve for the fewest cubes, how many shapes use that few, and which cells "
                            "every one of them needs.");
        ImGui::PopTextWrapPos();
        ImGui::Dummy(ImVec2(0, ImGui::GetFrameHeight()));
        return;
    }
    if (!answer()->solvable) {
        error_text("Unsolvable: no shape shows these three views. Some set pixel has no cell whose other two "
                   "pixels are set too; the red ghosts show every cell the views allow.");
        track_widget_rect("answer");
        return;
    }
    ImGui::PushFont(fonts().heading);
    ImGui::Text("%d cubes", answer()->cubes);
    ImGui::PopFont();
    track_widget_rect("answer");
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    const std::string count = with_thousands(answer()->optimal_count) + (answer()->optimal_count_exact ? "" : "+");
    ImGui::TextDisabled("the minimum (proven)");
    ImGui::TextDisabled("%s optimal shape%s \xC2\xB7 the largest shape has %d cubes", count.c_str(),
                        answer()->optimal_count == 1 ? "" : "s", answer()->max_cubes);
    if (!answer()->optimal_count_exact && ImGui::IsItemHovered())
        ImGui::SetTooltip("Counting stopped at %s: there are at least that many.", count.c_str());

    const std::size_t kept = answer()->optimal_shapes.size();
    if (kept > 1) {
        const std::size_t shown = driver_.revealed_answer()->shape_index;
        ImGui::BeginDisabled(shown == 0);
        if (ImGui::ArrowButton("##previous-shape", ImGuiDir_Left)) show_shape(shown - 1);
        ImGui::EndDisabled();
        track_widget_rect("previous-shape");
        ImGui::SameLine();
        ImGui::Text("shape %zu of %s%s", shown + 1, with_thousands(kept).c_str(),
                    kept < answer()->optimal_count || !answer()->optimal_count_exact ? " shown" : "");
        ImGui::SameLine();
        ImGui::BeginDisabled(shown + 1 >= kept);
        if (ImGui::ArrowButton("##next-shape", ImGuiDir_Right)) show_shape(shown + 1);
        ImGui::EndDisabled();
        track_widget_rect("next-shape");
    }
    if (!driver_.showing_solution()) {
        if (ImGui::Button("Show this solution")) driver_.show_solution();
        track_widget_rect("show-solution-shape");
        return;
    }
    playback_controls(driver_.clock());
    driver_.follow_clock();
    if (ImGui::Button("Back to my shape")) driver_.show_game();
    track_widget_rect("back-to-game");
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("Deep blue cubes are in every optimal shape; red ghosts are cells no optimal shape uses.");
    ImGui::PopTextWrapPos();
}

void ViewsScreen::draw_scene(float width, float height) {
    SceneContent content;
    content.puzzle = &puzzle();
    std::optional<Shape> best_so_far;
    const AnimationClock& clock = driver_.clock();
    if (const views::GameSolve* solve = driver_.revealed() ? driver_.running_work() : nullptr) {
        best_so_far = solve->solver().best_shape();
        if (best_so_far) content.shape = &*best_so_far;  // the search's best so far, while it works
    } else if (const Shape* shape = driver_.showing_solution() ? shown_shape() : nullptr) {
        content.shape = shape;
        content.drops = driver_.replay().all_steps();
        content.placed = clock.at_end() ? -1 : clock.whole_step();  // step 0: an empty box
        content.falling = static_cast<float>(clock.fraction());
    } else if (!driver_.showing_solution()) {
        content.shape = &driver_.game().state();  // the shape built by hand, whole
        content.hinted = hinted_cell();
    }
    content.analysis = driver_.showing_solution() ? answer() : nullptr;
    content.show_candidates = show_candidates_;
    content.hovered = hovered_;

    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float scale = ImGui::GetIO().DisplayFramebufferScale.x;
    const unsigned texture = scene_.render(static_cast<int>(width * scale), static_cast<int>(height * scale),
                                           puzzle().size, camera_, scene_boxes(content));
    if (texture == 0) {
        ImGui::TextWrapped("The 3D view could not be drawn: %s", scene_.error().c_str());
        return;
    }
    ImGui::Image(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(texture)), ImVec2(width, height),
                 ImVec2(0, 1), ImVec2(1, 0));
    track_widget_rect("view-3d");
    if (ImGui::IsItemHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) claim_pointer_drag();  // a drag orbits

    // Orbit by dragging, zoom by wheel or pinch, pick the cell under the pointer.
    ImGuiIO& io = ImGui::GetIO();
    const bool hovered = ImGui::IsItemHovered();
    if (hovered && ImGui::IsMouseDragging(ImGuiMouseButton_Left) && pinch().fingers < 2)
        camera_.orbit(io.MouseDelta.x, io.MouseDelta.y);
    if (hovered && io.MouseWheel != 0.0f) camera_.zoom_by(std::pow(1.12f, io.MouseWheel));
    if (hovered && pinch().fingers >= 2) {
        camera_.zoom_by(pinch().scale);
        camera_.orbit(pinch().pan_x, pinch().pan_y);
    }
    hovered_.reset();
    const float ndc_x = (io.MousePos.x - origin.x) / width * 2.0f - 1.0f;
    const float ndc_y = 1.0f - (io.MousePos.y - origin.y) / height * 2.0f;
    if (hovered && !ImGui::IsMouseDragging(ImGuiMouseButton_Left)) hovered_ = pick_cell(content, camera_, width / height, ndc_x, ndc_y);
    if (hovered_) {
        ImGui::SetTooltip("cell x = %d, y = %d, z = %d", hovered_->x, hovered_->y, hovered_->z);
    }

    // Building on the 3D view, as in a voxel editor (play only): a click — a press let go where it
    // went down, not a drag that orbits — on a cube's face adds the cube beyond it, on a ghost or
    // the floor adds that cell; Shift+click (or the switch below, for touch) takes the cube away.
    const bool building = !driver_.showing_solution() && !(driver_.revealed() && driver_.solving());
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) scene_pressed_ = true;
    if (scene_pressed_ && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
        scene_pressed_ = false;
        const bool click = hovered && io.MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] < 36.0f && pinch().fingers < 2;
        if (building && click) {
            if (std::optional<views::CubeMove> move =
                    voxel_click(content, camera_, width / height, ndc_x, ndc_y, io.KeyShift || remove_on_scene_))
                driver_.play(*move);
        }
    }
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left) && !ImGui::IsMouseReleased(ImGuiMouseButton_Left)) scene_pressed_ = false;
    if (building) {
        // Under the 3D view; the short label fits a phone beside a finger-sized box.
        ImGui::Checkbox(finger_sized() ? "Taps on it remove cubes" : "Clicks on the 3D view remove cubes", &remove_on_scene_);
        track_widget_rect("scene-remove");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Off: a click on a cube's face adds the cube beyond it (Shift+click removes).\n"
                              "On: a click removes the cube (for touch screens).");
    }
}

void ViewsScreen::draw_play(ScreenHost&) {
    const bool open = ImGui::CollapsingHeader("Build it yourself", ImGuiTreeNodeFlags_DefaultOpen);
    track_widget_rect("build-section");
    if (!open) return;
    PlayBarWords words;
    words.restart_label = "Clear";
    words.move_hint = "+0,3,3";
    words.move_help = "+x,y,z adds a cube and -x,y,z takes one away: x left to right, y top layer to bottom, "
                      "z back to front, from 0";
    words.how_to = "Click a cell of a layer to put a cube there, or to take it away; or click the 3D view: a "
                   "cube's face adds the cube beyond it, Shift+click takes a cube away. The Top, Front and Side views mark "
                   "what your shape gets wrong: a red outline is missing, a red cross is extra. Keys: reach a layer "
                   "with the arrows and press Enter; then the arrows move the blue cursor (on into the next "
                   "layer), Enter or Space adds or takes away the cube under it, Escape hides it.";
    PlayBarContent content = play_bar_content(words);
    // The fewest only once the player asked (Solve, Show solution): spoiler-free play.
    if (const views::Analysis* solved = answer(); solved && solved->solvable)
        content.counter += " \xC2\xB7 the fewest possible: " + std::to_string(solved->cubes);
    act_on(draw_play_bar(content, move_text_), move_text_);
    const float cell = layer_cell_size(puzzle().size);
    const LayerPress press = build_layers(driver_.game().state(), cell, hinted_cell(), cursor_, cursor_ != shown_cursor_);
    shown_cursor_ = cursor_;
    if (press.clicked) driver_.play(views::CubeMove{!views::has_cube(driver_.game().state(), *press.clicked), *press.clicked});
    layer_focus_ = press.focused;
    // Enter or Space on a layer: the first shows the cursor there, the next ones act under it.
    if (press.keyed >= 0) {
        if (!cursor_) cursor_ = Cell{0, press.keyed, 0};
        else driver_.play(views::CubeMove{!views::has_cube(driver_.game().state(), *cursor_), *cursor_});
    }
    if (cursor_ && layer_focus_ >= 0) cursor_keys();
    // Escape hides the cursor (ImGui's own Escape may already have taken the focus off the layer).
    if (cursor_ && !ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
        cursor_.reset();
}

// The layers lie side by side, top layer first: Left and Right walk a layer's columns and on into
// the layer beside it, Up and Down its rows (back to front), Page Up / Page Down jump a layer.
void ViewsScreen::cursor_keys() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || io.KeyCtrl || io.KeyAlt || io.KeySuper) return;
    const int last = puzzle().size - 1;
    Cell& c = *cursor_;
    if (take_board_key(ImGuiKey_LeftArrow)) {
        if (c.x > 0) --c.x;
        else if (c.y > 0) --c.y, c.x = last;
    }
    if (take_board_key(ImGuiKey_RightArrow)) {
        if (c.x < last) ++c.x;
        else if (c.y < last) ++c.y, c.x = 0;
    }
    if (take_board_key(ImGuiKey_UpArrow) && c.z > 0) --c.z;
    if (take_board_key(ImGuiKey_DownArrow) && c.z < last) ++c.z;
    if (take_board_key(ImGuiKey_PageUp) && c.y > 0) --c.y;
    if (take_board_key(ImGuiKey_PageDown) && c.y < last) ++c.y;
}

std::unique_ptr<Screen> make_views_screen() { return std::make_unique<ViewsScreen>(); }

}  // namespace knobel::app
