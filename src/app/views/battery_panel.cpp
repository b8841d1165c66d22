#include "app/views/battery_panel.h"

#include <algorithm>
#include <cfloat>
#include <memory>
#include <string>
#include <vector>

#include "app/widgets/job_progress.h"
#include "app/widgets/text_field.h"
#include "app/widgets/widget_rects.h"
#include "core/text.h"
#include "imgui.h"

namespace knobel::app {

Expected<std::uint32_t> parse_battery_number(std::string_view text, std::string_view what) {
    Expected<std::uint64_t> number = parse_unsigned(trim(text), views::kBatterySize - 1, what);
    if (!number) return number.error();
    return static_cast<std::uint32_t>(number.value());
}

BatteryPanel::BatteryPanel()
    : first_([](std::string_view text) { return parse_battery_number(text, "first"); }),
      count_([](std::string_view text) -> Expected<std::uint32_t> {
          Expected<std::uint64_t> count = parse_unsigned(trim(text), views::kBatterySize, "count");
          if (!count) return count.error();
          return static_cast<std::uint32_t>(count.value());
      }) {
    first_.show("0");
    count_.show(std::to_string(views::kBatterySize));
}

void BatteryPanel::update() {
    if (job_.job().running() || job_.job().finished()) seconds_ = job_.job().elapsed_seconds();
    if (const views::BatteryRunner* runner = job_.running_work()) {
        totals_ = runner->totals();
    } else if (std::unique_ptr<views::BatteryRunner> finished = job_.take_finished()) {
        totals_ = finished->totals();
    }
}

void BatteryPanel::write_json(JsonWriter& json) const {
    if (!totals_) {
        json.null();
        return;
    }
    json.begin_object();
    json.key("running").value(job_.running());
    json.key("puzzles").value(totals_->puzzles);
    json.key("solvable").value(totals_->solvable);
    json.key("cubes").value(totals_->cubes);
    json.key("seconds").raw(std::to_string(seconds_));
    json.end_object();
}

void BatteryPanel::draw() {
    const bool open = ImGui::CollapsingHeader("The 1,000,000-puzzle battery");
    track_widget_rect("battery");
    if (!open) return;
    ImGui::TextWrapped("Puzzle n is the first 48 bits of MD5 of the six digits of n (000000 to 999999). "
                       "Running all of it here takes a few seconds; the page stays usable meanwhile.");
    ImGui::AlignTextToFramePadding();
    // Each number is checked as it is typed (its message under it); Run checks that they fit
    // together. Nothing is clamped behind the user's back.
    const ImGuiInputTextFlags number_flags = ImGuiInputTextFlags_CharsDecimal;
    if (labelled_field("First", "battery-first", first_.text, 110.0f, number_flags)) first_.take();
    ImGui::SameLine();
    if (labelled_field("count", "battery-count", count_.text, 110.0f, number_flags)) count_.take();
    ImGui::SameLine();
    ImGui::BeginDisabled(job_.running());
    const bool run = ImGui::Button("Run battery");
    ImGui::EndDisabled();
    track_widget_rect("battery-run");
    if (run) {
        const std::optional<std::uint32_t> first = first_.take();
        std::optional<std::uint32_t> count = count_.take();
        if (first && count && (*count == 0 || *count > views::kBatterySize - *first)) {
            count_.message = "count must be 1 to " + with_thousands(views::kBatterySize - *first) +
                                     ": the battery ends at puzzle 999,999";
            count.reset();
        }
        if (first && count) {
            totals_.reset();
            job_.start(std::make_unique<views::BatteryRunner>(*first, *count), "Battery");
        }
    }
    field_message(first_.message, "battery-first-message");
    field_message(count_.message, "battery-count-message");
    if (job_.running()) {
        ImGui::PushID("battery-job");
        if (draw_job_progress(job_.job(), "battery-cancel")) job_.cancel();
        ImGui::PopID();
    }
    if (!totals_) return;

    const views::BatteryTotals& totals = *totals_;
    ImGui::Text("%s puzzles: %s solvable, %s cubes in all  \xC2\xB7  %.2f s (%s puzzles/s)",
                with_thousands(totals.puzzles).c_str(), with_thousands(totals.solvable).c_str(),
                with_thousands(totals.cubes).c_str(), seconds_,
                with_thousands(static_cast<std::uint64_t>(static_cast<double>(totals.puzzles) /
                                                          std::max(seconds_, 1e-6))).c_str());
    track_widget_rect("battery-totals");
    int lowest = -1, highest = -1;
    for (int cubes = 0; cubes < static_cast<int>(totals.histogram.size()); ++cubes) {
        if (totals.histogram[cubes] == 0) continue;
        if (lowest < 0) lowest = cubes;
        highest = cubes;
    }
    if (lowest < 0) return;
    std::vector<float> bars;
    for (int cubes = lowest; cubes <= highest; ++cubes) bars.push_back(static_cast<float>(totals.histogram[cubes]));
    const std::string caption = "solvable puzzles by cube count, " + std::to_string(lowest) + " to " + std::to_string(highest);
    ImGui::PlotHistogram("##histogram", bars.data(), static_cast<int>(bars.size()), 0, caption.c_str(), 0.0f, FLT_MAX,
                         ImVec2(std::min(ImGui::GetContentRegionAvail().x, 640.0f), 120));
    track_widget_rect("battery-histogram");
}

}  // namespace knobel::app
