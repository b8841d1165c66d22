#include "views/json.h"

namespace knobel::views {

void write_analysis_json(JsonWriter& json, const Analysis& a) {
    const bool solvable = a.solvable;
    const bool counted = a.counted;
    auto shape_or_null = [&](const char* key, const Shape& shape, bool present) {
        json.key(key);
        if (present)
            json.value(format_shape_hex(shape));
        else
            json.null();
    };
    json.begin_object();
    json.key("size").value(a.puzzle.size);
    json.key("puzzle").value(format_puzzle_hex(a.puzzle));
    json.key("solvable").value(solvable);
    json.key("cubes");
    if (solvable)
        json.value(a.cubes);
    else
        json.null();
    shape_or_null("shape", a.shape, solvable);
    json.key("optimal_count");
    if (!solvable)
        json.value(0);
    else if (counted)
        json.value(a.optimal_count);
    else
        json.null();
    json.key("optimal_count_exact");
    if (!solvable || counted)
        json.value(!solvable || a.optimal_count_exact);
    else
        json.null();
    json.key("max_cubes");
    if (solvable)
        json.value(a.max_cubes);
    else
        json.null();
    shape_or_null("max_shape", a.max_shape, solvable);
    shape_or_null("forced", a.forced, solvable && counted);
    shape_or_null("impossible", a.impossible, solvable && counted);
    json.end_object();
}

std::string analysis_json(const Analysis& analysis) {
    JsonWriter json;
    write_analysis_json(json, analysis);
    return json.str();
}

}  // namespace knobel::views
