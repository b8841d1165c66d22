#include "nullgame/solver.h"

#include "core/json_writer.h"

namespace knobel::nullgame {

bool SolveWork::run(std::uint64_t budget) {
    for (; budget > 0 && next_ < puzzle_.coins.size(); --budget, ++next_)
        if (!puzzle_.coins[next_]) answer_.flips.push_back(Flip{next_});
    return next_ == puzzle_.coins.size();
}

Answer solve(const Puzzle& puzzle) {
    SolveWork work(puzzle);
    run_to_completion(work);
    return work.answer();
}

std::string answer_json(const Puzzle& puzzle, const Answer& answer) {
    JsonWriter json;
    json.begin_object();
    json.key("coins").value(coins_text(puzzle.coins));
    json.key("flips").value(static_cast<std::uint64_t>(answer.flips.size()));
    json.key("moves").begin_array();
    for (const Flip& flip : answer.flips) json.value(static_cast<std::uint64_t>(flip.coin));
    json.end_array();
    json.end_object();
    return json.str();
}

}  // namespace knobel::nullgame
