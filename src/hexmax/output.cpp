#include "hexmax/output.h"

#include <cstring>

#include "core/json_writer.h"
#include "hexmax/solver.h"

namespace knobel::hexmax {

std::string answer_json(const Problem& problem, const Answer& answer) {
    JsonWriter json;
    json.begin_object()
        .key("input").value(digits_text(problem.digits))
        .key("m").value(problem.m);
    if (!answer.exists) {
        // No allowed number within m moves (decimal answers only): an answer, not an error.
        json.key("result").null().key("moves").null().key("steps").begin_array().end_array()
            .key("solvable").value(false)
            .key("reason").value(no_answer_message(problem));
    } else {
        json.key("result").value(digits_text(answer.digits))
            .key("moves").value(answer.moves)
            .key("steps").begin_array();
        char from_letter[2] = {0, 0}, to_letter[2] = {0, 0};
        for (const Move& step : answer.steps) {
            from_letter[0] = segment_letter(step.from_segment);
            to_letter[0] = segment_letter(step.to_segment);
            json.begin_object()
                .key("from").begin_array().value(std::uint64_t{step.from_digit}).value(from_letter).end_array()
                .key("to").begin_array().value(std::uint64_t{step.to_digit}).value(to_letter).end_array()
                .end_object();
        }
        json.end_array().key("solvable").value(true);
    }
    json.key("goal").value(goal_name(problem.options.goal))
        .key("glyphs").value(glyph_set_name(problem.options.glyphs))
        .key("digits").value(digits_name(problem.options.decimal_only))
        .end_object();
    return json.str();
}

void write_answer_text(const Problem& problem, const Answer& answer,
                       const std::function<void(std::string_view)>& write) {
    constexpr std::size_t kChunk = 64 * 1024;
    std::string buffer;
    buffer.reserve(kChunk + problem.digits.size() + 32);
    const auto flush_if_full = [&] {
        if (buffer.size() < kChunk) return;
        write(buffer);
        buffer.clear();
    };

    if (!answer.exists) {
        write("unsolvable\n" + no_answer_message(problem) + "\n");
        return;
    }
    buffer += digits_text(answer.digits);
    buffer += '\n';
    buffer += std::to_string(answer.moves);
    buffer += '\n';
    flush_if_full();

    // The display and its line, kept up to date one move at a time: a move changes two digits at
    // most, so each state line costs a copy, not a recomputation.
    Display display = display_of(problem.digits, problem.options.glyphs);
    std::string line = state_line(display, problem.options.glyphs) + '\n';
    for (const Move& step : answer.steps) {
        if (!apply_move(display, step)) break;  // a plan from plan_moves never stops here
        line[step.from_digit] = state_char(display[step.from_digit], problem.options.glyphs);
        line[step.to_digit] = state_char(display[step.to_digit], problem.options.glyphs);
        if (buffer.size() + line.size() > buffer.capacity()) {
            write(buffer);
            buffer.clear();
        }
        buffer += line;
        flush_if_full();
    }
    if (!buffer.empty()) write(buffer);
}

std::string answer_text(const Problem& problem, const Answer& answer) {
    std::string text;
    write_answer_text(problem, answer, [&](std::string_view chunk) { text += chunk; });
    return text;
}

}  // namespace knobel::hexmax
