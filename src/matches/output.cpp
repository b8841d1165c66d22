#include "matches/output.h"

#include "core/json_writer.h"
#include "matches/match_text.h"

namespace knobel::matches {
namespace {

void write_match(JsonWriter& json, const Match& match) {
    const WrittenMatch written = written_form(match);
    json.begin_array()
        .value(written.point.a).value(written.point.b).value(written.point.c).value(written.point.d)
        .value(written.angle)
        .end_array();
}

void write_placement(JsonWriter& json, const Placement& placement) {
    const Abcd shift = to_abcd(placement.translation);
    json.begin_object()
        .key("translate").begin_array().value(shift.a).value(shift.b).value(shift.c).value(shift.d).end_array()
        .key("rotate").value(30 * placement.transform.rotation)
        .key("mirror").value(placement.transform.mirrored)
        .end_object();
}

std::string allowed_words(const Options& options) {
    if (options.rotate && options.mirror) return "shifts, turns and the mirror image allowed";
    if (options.rotate) return "shifts and turns allowed";
    if (options.mirror) return "shifts and the mirror image allowed";
    return "shifts only";
}

}  // namespace

std::string placement_json(const Placement& placement) {
    JsonWriter json;
    write_placement(json, placement);
    return json.str();
}

std::string describe(const Placement& placement) {
    std::string text = "after";
    if (placement.transform.mirrored) text += " mirrored (y to -y),";
    if (placement.transform.rotation != 0) text += " turned by " + std::to_string(30 * placement.transform.rotation) + "°,";
    if (!placement.transform.mirrored && placement.transform.rotation == 0) text += " as drawn,";
    return text + " shifted by " + point_text(placement.translation);
}

std::string answer_json(const Problem& problem, const Options& options, const Analysis& analysis, const Answer& answer) {
    JsonWriter json;
    json.begin_object();
    json.key("solvable");
    if (answer.solvable) json.value(*answer.solvable);
    else json.null();
    json.key("min_moves").value(analysis.min_k);
    json.key("moves_requested");
    if (answer.u) json.value(*answer.u);
    else json.null();
    json.key("mode").value(mode_name(answer.mode));
    if (answer.placement) {
        json.key("placement");
        write_placement(json, *answer.placement);
        json.key("moves").begin_array();
        for (const Move& move : answer.moves) {
            json.begin_object().key("from");
            write_match(json, move.from);
            json.key("to");
            write_match(json, move.to);
            json.end_object();
        }
        json.end_array();
        json.key("k").value(answer.k);
        json.key("sequential").value(answer.sequential);
    } else {
        json.key("reason").value(answer.reason);
    }
    json.key("n").value(analysis.n);
    if (analysis.every_k) {
        json.key("achievable").begin_array();
        for (const std::uint64_t k : analysis.achievable) json.value(k);
        json.end_array();
    }
    json.key("optimal_placements");
    if (analysis.optimal_placements) json.value(*analysis.optimal_placements);
    else json.null();
    json.key("rotate").value(options.rotate).key("mirror").value(options.mirror);
    json.key("warnings").begin_array();
    for (const std::string& warning : problem_warnings(problem)) json.value(warning);
    json.end_array();
    json.end_object();
    return json.str();
}

std::string answer_text(const Problem& problem, const Options& options, const Analysis& analysis, const Answer& answer) {
    std::string text;
    for (const std::string& warning : problem_warnings(problem)) text += "warning: " + warning + "\n";
    text += "minimum: " + matches_count(analysis.min_k) + " to move (" + matches_count(analysis.n) + ", " +
            allowed_words(options) + ")\n";
    if (analysis.every_k) {
        text += "achievable:";
        for (std::size_t i = 0; i < analysis.achievable.size(); ++i)
            text += (i == 0 ? " " : ", ") + std::to_string(analysis.achievable[i]);
        text += " matches uncovered by some placement\n";
    }
    text += "optimal placements: " +
            (analysis.optimal_placements ? std::to_string(*analysis.optimal_placements)
                                         : std::string("every placement (the figures share no direction)")) +
            "\n";
    if (!answer.u) {
        text += "u: not given (no moves line, no --moves): one optimal answer follows\n";
    } else {
        text += "u = " + std::to_string(*answer.u) + " (" + std::string(mode_name(answer.mode)) + "): " +
                (*answer.solvable ? "solvable" : "unsolvable: " + answer.reason) + "\n";
    }
    if (!answer.placement) return text;
    text += "placement: " + describe(*answer.placement) + ", leaving " + matches_count(answer.k) + " uncovered\n";
    text += std::to_string(answer.moves.size()) + (answer.moves.size() == 1 ? " move" : " moves") +
            (answer.sequential ? "" : " (to be made together: no order plays them one at a time)") + ":\n";
    for (std::size_t i = 0; i < answer.moves.size(); ++i)
        text += std::to_string(i + 1) + ". " + describe(answer.moves[i]) + "\n";
    return text;
}

}  // namespace knobel::matches
