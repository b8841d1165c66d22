#include "hexmax/generator.h"

#include <algorithm>

#include "core/split_mix64.h"
#include "core/text.h"
#include "hexmax/cost_model.h"
#include "hexmax/solver.h"
#include "hexmax/unconstrained.h"

namespace knobel::hexmax {

Expected<std::size_t> parse_generate_digits(std::string_view text) {
    const std::string range = "N must be a number of digits from 1 to " + with_thousands(kMaxGenerateDigits);
    const bool digits_only = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits_only) return error_in("--generate", range + (text.size() <= 20 ? ", not '" + std::string(text) + "'" : ""));
    auto value = parse_unsigned(text, kMaxGenerateDigits, "--generate");
    if (!value || *value == 0) return error_in("--generate", range + (text.size() <= 20 ? ", not " + std::string(text) : ""));
    return static_cast<std::size_t>(*value);
}

std::vector<std::uint8_t> digit_by_digit_answer(const Problem& problem) {
    const CostModel model(problem.options);
    std::uint64_t moves_left = problem.m;
    std::vector<std::uint8_t> digits;
    for (std::uint8_t digit : problem.digits) {
        std::uint8_t chosen = digit;  // the digit itself: surplus 0, no removals
        for (const Candidate& candidate : model.costs(digit).candidates) {
            if (candidate.surplus != 0 || candidate.removals > moves_left) continue;
            chosen = candidate.digit;
            moves_left -= candidate.removals;
            break;
        }
        // (A digit A-F stays itself when a decimal answer is asked for and no decimal digit
        // with as many sticks is affordable: this answer is a yardstick, not always a valid one.)
        digits.push_back(chosen);
    }
    return digits;
}

Generated generate(const GenerateOptions& options) {
    SplitMix64 random(options.seed);
    Generated generated;
    Problem& problem = generated.problem;
    Answer answer;
    // A number whose best number of all needs at least two moves, so that some m in 1 .. that - 1
    // binds; random numbers of two or more digits almost always are. One digit often is not (8
    // and 1 stay as they are): after 64 draws the last one is taken, with m = 1. And a number
    // that m moves can make larger: an m that binds can still be too small for any gain (7FF1
    // with m = 2 stays 7FF1), and a puzzle whose start is its answer is no puzzle — m grows
    // towards the binding point until the answer moves, else another number is drawn.
    for (int attempt = 0; attempt < 64; ++attempt) {
        problem.digits.resize(std::max<std::size_t>(options.digits, 1));
        for (std::uint8_t& digit : problem.digits) digit = static_cast<std::uint8_t>(random.below(16));
        const auto optimum = unconstrained_optimum(problem);
        const std::uint64_t binding_point = optimum ? optimum->moves : 0;  // the moves of the best number of all
        // 1/8, 3/8 or 5/8 of the way from 1 to the binding point minus 1.
        const std::uint64_t eighths = options.difficulty == Difficulty::easy ? 1 : options.difficulty == Difficulty::medium ? 3 : 5;
        problem.m = binding_point < 2 ? 1 : 1 + (binding_point - 2) * eighths / 8;
        answer = solve(problem);
        while (answer.moves == 0 && problem.m + 1 < binding_point) {
            ++problem.m;
            answer = solve(problem);
        }
        if (binding_point >= 2 && answer.moves > 0) break;
    }

    const std::vector<std::uint8_t> plain = digit_by_digit_answer(problem);
    for (std::size_t i = 0; i < answer.digits.size() && i < plain.size(); ++i)
        generated.thought += answer.digits[i] != plain[i] ? 1 : 0;
    return generated;
}

}  // namespace knobel::hexmax
