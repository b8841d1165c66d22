// The web app's entry point: ties the platform's frame loop (platform/), the shell (shell/) and one
// screen per puzzle (registry.h) together. See docs/architecture.md for the folders.

#include "app/platform/js_bridge.h"
#include "app/platform/main_loop.h"
#include "app/platform/platform.h"
#include "app/registry.h"
#include "app/shell/app.h"
#include "app/midend/background_job.h"
#include "app/widgets/theme.h"

namespace knobel::app {
namespace {
App* g_app = nullptr;
}  // namespace

App& the_app() { return *g_app; }

}  // namespace knobel::app

int main() {
    using namespace knobel::app;
    if (!start_platform(apply_theme)) return 1;
    set_job_clock(now_ms);
    static App app(make_screens());
    g_app = &app;
    app.open_fragment(location_fragment());  // a shared link opens straight into its puzzle
    run_frames(app);
    app.mark_ready();
    announce_ready();
    request_frame();
    return 0;  // the runtime stays alive (EXIT_RUNTIME=0); frames come from requestAnimationFrame
}
