#include "app/widgets/job_progress.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/widgets/widget_rects.h"
#include "imgui.h"

namespace knobel::app {

bool draw_job_progress(const BackgroundJob& job, const char* cancel_id) {
    if (!job.running()) return false;
    const WorkProgress progress = job.progress();
    const std::string status = job.status();
    char overlay[96];
    float fraction = 0.0f;
    if (progress.total > 0) {
        fraction = static_cast<float>(static_cast<double>(progress.done) / static_cast<double>(progress.total));
        std::snprintf(overlay, sizeof overlay, "%.0f%%", 100.0 * fraction);
    } else {
        // Unknown total: a bar that sweeps, so one can see it is alive.
        fraction = static_cast<float>(ImGui::GetTime() * 0.5 - static_cast<int>(ImGui::GetTime() * 0.5));
        std::snprintf(overlay, sizeof overlay, "%.1f s", job.elapsed_seconds());
    }
    ImGui::TextUnformatted(job.label().c_str());
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
    return cancelled;
}

}  // namespace knobel::app
