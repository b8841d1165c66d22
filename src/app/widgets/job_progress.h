#pragma once
// The progress bar with Cancel that every screen shows for a running job (ImGui).

#include "app/midend/background_job.h"

namespace knobel::app {

// "label  [=====    ] 41%   Cancel" and the work's status line under it. Returns true when
// Cancel was pressed; the caller then cancels its Job (which owns the work). `cancel_id` names the
// Cancel button for knobel.rect(), and the bar after it ("battery-cancel": "battery-progress").
bool draw_job_progress(const BackgroundJob& job, const char* cancel_id = "cancel");

}  // namespace knobel::app
