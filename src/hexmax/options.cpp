#include "hexmax/options.h"

namespace knobel::hexmax {

std::string_view goal_name(Goal goal) { return goal == Goal::smallest ? "min" : "max"; }

std::optional<Goal> goal_from_name(std::string_view name) {
    if (name == "max") return Goal::largest;
    if (name == "min") return Goal::smallest;
    return std::nullopt;
}

std::string_view digits_name(bool decimal_only) { return decimal_only ? "decimal" : "hex"; }

std::optional<bool> decimal_only_from_name(std::string_view name) {
    if (name == "hex") return false;
    if (name == "decimal") return true;
    return std::nullopt;
}

}  // namespace knobel::hexmax
