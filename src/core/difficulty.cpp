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

Expected<Difficulty> parse_difficulty_name(std::string_view text, std::string_view where) {
    for (const Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard})
        if (text == difficulty_name(difficulty)) return difficulty;
    return error_in(std::string(where), quote(text) + " is not easy, medium or hard");
}

}  // namespace knobel
