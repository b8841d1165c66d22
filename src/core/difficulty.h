#pragma once
// The three difficulties every puzzle's generator takes (`--difficulty easy|medium|hard`, the New
// puzzle control, knobel.newGame). What makes a puzzle hard is each puzzle's own measure (its
// docs/<puzzle>.md); the words and their parsing are shared.

#include <cstdint>
#include <string_view>

#include "core/input_error.h"

namespace knobel {

enum class Difficulty : std::uint8_t { easy, medium, hard };

std::string_view difficulty_name(Difficulty difficulty);  // "easy", "medium", "hard"
// Exactly one of the names; the error names `where` ("--difficulty") and says what is allowed.
Expected<Difficulty> parse_difficulty_name(std::string_view text, std::string_view where = "--difficulty");

// A generator's difficulty score cut into the three bands: easy below `medium_from`, medium below
// `hard_from`, hard from there (each puzzle's docs say where its cuts lie and why).
struct DifficultyBands {
    int medium_from = 0;
    int hard_from = 0;

    Difficulty of(int score) const;
    // How far `score` lies outside the band of `difficulty` (0 inside): the generators keep the
    // nearest try when none lands in the band.
    int distance(int score, Difficulty difficulty) const;
};

}  // namespace knobel
