#include "cli/commands.h"

namespace knobel::cli {

int run_views(int, char**) { return not_built_yet("views"); }

}  // namespace knobel::cli
