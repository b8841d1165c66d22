#include "app/background_job.h"

#include <algorithm>
#include <cstdio>

#include "app/platform.h"
#include "app/widget_rects.h"
#include "imgui.h"

namespace knobel::app {

void BackgroundJob::start(std::unique_ptr<SlicedWork> work, std::string label) {
    work_ = std::move(work);
    label_ = std::move(label);
    finished_ = false;
    units_per_ms_ = 0.0;
    started_ms_ = now_ms();
    request_frame();
}

bool BackgroundJob::run_slice(double milliseconds) {
    if (!running()) return false;
    const double start = now_ms();
    const double deadline = start + milliseconds;
    for (double now = start; now < deadline;) {
        // The first call measures with one unit; later calls aim at what is left of the slice.
        const double wanted = units_per_ms_ <= 0.0 ? 1.0 : units_per_ms_ * (deadline - now);
        const auto budget = static_cast<std::uint64_t>(std::clamp(wanted, 1.0, 1e12));
        const bool done = work_->run(budget);
        const double after = now_ms();
        const double spent = std::max(after - now, 0.01);
        const double rate = static_cast<double>(budget) / spent;
        units_per_ms_ = units_per_ms_ <= 0.0 ? rate : 0.5 * units_per_ms_ + 0.5 * rate;
        now = after;
        if (done) {
            finished_ = true;
            finished_ms_ = after;
            request_frame();
            return true;
        }
    }
    request_frame();
    return false;
}

double BackgroundJob::elapsed_seconds() const {
    if (!work_) return 0.0;
    return ((finished_ ? finished_ms_ : now_ms()) - started_ms_) / 1000.0;
}

bool BackgroundJob::draw_progress(const char* cancel_id) {
    if (!running()) return false;
    const WorkProgress progress = work_->progress();
    const std::string status = work_->status();
    char overlay[96];
    float fraction = 0.0f;
    if (progress.total > 0) {
        fraction = static_cast<float>(static_cast<double>(progress.done) / static_cast<double>(progress.total));
        std::snprintf(overlay, sizeof overlay, "%.0f%%", 100.0 * fraction);
    } else {
        // Unknown total: a bar that sweeps, so one can see it is alive.
        fraction = static_cast<float>(ImGui::GetTime() * 0.5 - static_cast<int>(ImGui::GetTime() * 0.5));
        std::snprintf(overlay, sizeof overlay, "%.1f s", elapsed_seconds());
    }
    ImGui::TextUnformatted(label_.c_str());
    ImGui::SameLine();
    ImGui::ProgressBar(fraction, ImVec2(std::max(120.0f, ImGui::GetContentRegionAvail().x * 0.4f), 0), overlay);
    // The bar's id follows the Cancel button's: "cancel" → "progress", "battery-cancel" → "battery-progress".
    std::string progress_id = cancel_id;
    if (const std::size_t at = progress_id.rfind("cancel"); at != std::string::npos) progress_id.replace(at, 6, "progress");
    else progress_id += "-progress";
    track_widget_rect(progress_id);
    ImGui::SameLine();
    // Two jobs may show their bars at once (a solve and the battery): the id keeps the buttons apart.
    ImGui::PushID(cancel_id);
    const bool cancelled = ImGui::Button("Cancel");
    ImGui::PopID();
    track_widget_rect(cancel_id);
    if (!status.empty()) ImGui::TextDisabled("%s", status.c_str());
    if (cancelled) cancel();
    return cancelled;
}

}  // namespace knobel::app
