#pragma once
// The one JSON shape of a Views answer, for both `knobel views --json` and the web page's
// knobel.state().result (docs/views.md, "JSON"):
//
//   {"size": 4, "puzzle": "fe88e8f9b499", "solvable": true, "cubes": 9, "shape": "<hex>",
//    "optimal_count": 2, "optimal_count_exact": true, "max_cubes": 14, "max_shape": "<hex>",
//    "forced": "<hex>", "impossible": "<hex>"}
//
// Shapes are hex as in puzzle.h. Unsolvable: "solvable": false, "optimal_count": 0 (exact), and
// null for cubes, shape, max_cubes, max_shape, forced and impossible. When the analysis did not
// count (AnalysisOptions::count off), optimal_count, optimal_count_exact, forced and impossible
// are null.

#include <string>

#include "core/json_writer.h"
#include "views/solver.h"

namespace knobel::views {

void write_analysis_json(JsonWriter& json, const Analysis& analysis);
std::string analysis_json(const Analysis& analysis);

}  // namespace knobel::views
