#include <iostream>

#include "cli/commands.h"

namespace knobel::cli {

int not_built_yet(const char* name) {
    std::cerr << "knobel " << name << ": not built yet: this puzzle's solver has not landed in Knobel so far\n";
    return 2;
}

}  // namespace knobel::cli
