#pragma once
// New Hex-Max puzzles (`knobel hexmax --generate N [--seed S] [--difficulty D]`): N random hex
// digits and an m that binds, so that the best answer takes thought: never 0, and always below
// the moves the best number of all needs (unconstrained.h), so the answer is never simply "every
// digit as large as the sticks allow". Deterministic for a seed on every platform (SplitMix64,
// integers only).
//
// Difficulty, as the solver measures it: how many digits of the best answer differ from what a
// player gets who improves each digit on its own, left to right, with the moves left (no stick
// ever travelling to another digit) — the digits that need sticks from elsewhere, or a smaller
// digit now for a larger one later. The more moves m allows (up to the binding point), the more
// such digits: easy takes m at 1/8 of the way to the binding point, medium at 3/8, hard at 5/8.

#include <cstdint>
#include <string_view>

#include "core/difficulty.h"
#include "core/input_error.h"
#include "hexmax/problem.h"

namespace knobel::hexmax {

using knobel::Difficulty;

struct GenerateOptions {
    std::size_t digits = 20;  // 1 .. kMaxGenerateDigits
    std::uint64_t seed = 1;
    Difficulty difficulty = Difficulty::medium;
};

// As large as the largest community benchmark (bench-10000): a hard one is made in milliseconds.
inline constexpr std::size_t kMaxGenerateDigits = 10'000;

// "100" -> 100 digits; the error (naming --generate) gives the allowed range.
Expected<std::size_t> parse_generate_digits(std::string_view text);

struct Generated {
    Problem problem;
    // The difficulty measure above: digits where the best answer differs from the digit-by-digit one.
    std::size_t thought = 0;
};

Generated generate(const GenerateOptions& options);

// The digit-by-digit answer of the measure above: each digit, left to right, becomes the best
// target with as many sticks that the moves left pay for. Valid (within m, no digit emptied) for
// the generator's options; with a decimal-only answer an unaffordable A-F digit stays as it is.
std::vector<std::uint8_t> digit_by_digit_answer(const Problem& problem);

}  // namespace knobel::hexmax
