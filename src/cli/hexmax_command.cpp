#include "cli/commands.h"

namespace knobel::cli {

int run_hexmax(int, char**) { return not_built_yet("hexmax"); }

}  // namespace knobel::cli
