#pragma once
// The 1,000,000-puzzle battery run in the page (views/battery.h): the First and count fields, Run
// with its progress and Cancel, the totals and the histogram of cube counts. Its job shares the
// frame budget with every other (background_job.h); the page stays usable while it runs.

#include <cstdint>
#include <optional>
#include <string_view>

#include "app/midend/background_job.h"
#include "app/midend/parsed_field.h"
#include "core/input_error.h"
#include "core/json_writer.h"
#include "views/battery.h"

namespace knobel::app {

// A battery puzzle number as typed: 0 to 999,999; the message names the field (`what`).
Expected<std::uint32_t> parse_battery_number(std::string_view text, std::string_view what);

class BatteryPanel {
public:
    BatteryPanel();
    void update();  // once a frame: the running or finished job's totals taken in
    void draw();    // the collapsing section "The 1,000,000-puzzle battery"
    // state().view.battery: {running, puzzles, solvable, cubes, seconds} once run, else null.
    void write_json(JsonWriter& json) const;

private:
    Job<views::BatteryRunner> job_;
    ParsedField<std::uint32_t> first_;
    ParsedField<std::uint32_t> count_;
    std::optional<views::BatteryTotals> totals_;
    double seconds_ = 0.0;
};

}  // namespace knobel::app
