#include "core/difficulty.h"

#include <string>

#include "core/text.h"

namespace knobel {

std::string_view difficulty_name(Difficulty difficulty) {
    switch (difficulty) {
        case Difficulty::easy: return "easy";
        case Difficulty::medium: return "medium";
        case Difficulty::hard: return "hard";
    }
    return "medium";
}

Difficulty DifficultyBands::of(int score) const {
    return score >= hard_from ? Difficulty::hard : score >= medium_from ? Difficulty::medium : Difficulty::easy;
}

int DifficultyBands::distance(int score, Difficulty difficulty) const {
    const int low = difficulty == Difficulty::easy ? 0 : difficulty == Difficulty::medium ? medium_from : hard_from;
    if (score < low) return low - score;
    const int below = difficulty == Difficulty::easy ? medium_from : difficulty == Difficulty::medium ? hard_from : 0;
    return below > 0 && score >= below ? score - below + 1 : 0;
}

Expected<Difficulty> parse_difficulty_name(std::string_view text, std::string_view where) {
    for (const Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard})
        if (text == difficulty_name(difficulty)) return difficulty;
    return error_in(std::string(where), quote(text) + " is not easy, medium or hard");
}

}  // namespace knobel
