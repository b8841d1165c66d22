#pragma once
// The Views screen: edit the three views (or load a preset, a random or a battery puzzle), solve
// exactly in the background, and see the answer in 3D — cubes dropping in, forced and impossible
// cells, the projections on the walls — and as layers. Also the 1,000,000-puzzle battery, run
// in the page. Every rule and answer comes from src/views/.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/animation_clock.h"
#include "app/background_job.h"
#include "app/cube_scene.h"
#include "app/orbit_camera.h"
#include "app/screen.h"
#include "views/battery.h"
#include "views/puzzle.h"
#include "views/solver.h"

namespace knobel::app {

class ViewsScreen final : public Screen {
public:
    ViewsScreen();

    const char* id() const override { return "views"; }
    const char* title() const override { return "Views"; }
    void draw(App& app) override;
    void update(App& app) override;
    bool needs_frames() const override { return job_.running() || battery_job_.running() || clock_.playing(); }

    std::string link() const override;
    std::optional<InputError> open(const Link& link) override;
    std::optional<InputError> load_text(std::string_view text) override;
    void solve(App& app) override;
    bool solving() const override { return job_.running(); }
    std::string result_json() const override;
    std::string view_json() const override;

private:
    // A new puzzle: drops the answer and the animation. `battery` when it is that battery puzzle.
    void set_puzzle(const views::Puzzle& puzzle, std::optional<std::uint32_t> battery = std::nullopt);
    // Shows one of the optimal shapes. After a solve its cubes drop in (the clock plays from step
    // 0, an empty box); picking another shape with the arrows shows it whole (the clock at its end).
    enum class ShapeEntrance { drop_in, whole };
    void show_shape(std::size_t index, ShapeEntrance entrance);
    // How many cubes of the shown shape the 3D view draws in place: step s of the animation has
    // the first s cubes of the drop order in (step 0: none), the last step all of them.
    int cubes_drawn() const;
    const views::Shape* shown_shape() const;

    void draw_puzzle_controls(App& app);
    void draw_editors();
    void draw_answer(App& app);
    void draw_scene(float width, float height);
    void draw_layers();
    void draw_battery(App& app);

    views::Puzzle puzzle_;
    std::optional<std::uint32_t> battery_index_;  // the puzzle is battery puzzle n (its link says so)
    std::vector<views::Puzzle> file_puzzles_;     // the puzzles of the last opened file, to pick from

    BackgroundJob job_;
    std::optional<views::Analysis> analysis_;  // of puzzle_, once solved
    std::size_t shape_index_ = 0;              // which of analysis_->optimal_shapes is shown
    AnimationClock clock_;
    std::vector<views::Cell> drop_order_;

    // Editing: a drag paints every pixel it crosses with the value the first click gave.
    int painting_view_ = -1;
    bool paint_value_ = false;
    std::optional<views::Cell> hovered_;

    OrbitCamera camera_;
    CubeScene scene_;
    bool show_candidates_ = true;
    int density_ = 35;
    std::uint64_t random_seed_ = 1;
    int battery_load_index_ = 157;

    BackgroundJob battery_job_;
    int battery_first_ = 0;
    int battery_count_ = static_cast<int>(views::kBatterySize);
    std::optional<views::BatteryTotals> battery_totals_;
    double battery_seconds_ = 0.0;
};

}  // namespace knobel::app
