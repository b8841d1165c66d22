#include "hexmax/generator.h"

#include <gtest/gtest.h>

#include "hexmax/solver.h"
#include "spec_tables.h"

namespace knobel::hexmax {
namespace {

GenerateOptions options_for(std::size_t digits, std::uint64_t seed, Difficulty difficulty) {
    GenerateOptions options;
    options.digits = digits;
    options.seed = seed;
    options.difficulty = difficulty;
    return options;
}

int total_sticks(const std::vector<std::uint8_t>& digits) {
    const std::vector<int> shapes = spec::shapes(false);
    int total = 0;
    for (std::uint8_t d : digits) total += spec::sticks(shapes[d]);
    return total;
}

// A valid puzzle whose m binds: never 0, and with every move allowed the answer would be better
// (so m is below the moves the best number of all needs).
TEST(HexmaxGenerator, MakesValidPuzzlesWhoseMBinds) {
    for (std::size_t n : {2u, 3u, 4u, 7u, 40u, 300u})
        for (Difficulty difficulty : {Difficulty::easy, Difficulty::medium, Difficulty::hard})
            for (std::uint64_t seed = 1; seed <= 24; ++seed) {
                const Problem problem = generate(options_for(n, seed, difficulty)).problem;
                ASSERT_EQ(problem.digits.size(), n);
                EXPECT_FALSE(check_problem(problem).has_value());
                EXPECT_GE(problem.m, 1u);
                Problem unlimited = problem;
                unlimited.m = kMaxM;
                const Answer best = solve(problem);
                const Answer best_of_all = solve(unlimited);
                EXPECT_NE(best.digits, best_of_all.digits) << digits_text(problem.digits) << " m " << problem.m;
                // Never a puzzle whose start is its answer (7FF1 with m = 2 was one: seed 21, 4 digits).
                EXPECT_NE(best.digits, problem.digits) << digits_text(problem.digits) << " m " << problem.m;
                EXPECT_LT(problem.m, best_of_all.moves) << digits_text(problem.digits);
            }
}

TEST(HexmaxGenerator, OneDigitStillGetsAMove) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Problem problem = generate(options_for(1, seed, Difficulty::hard)).problem;
        EXPECT_EQ(problem.digits.size(), 1u);
        EXPECT_EQ(problem.m, 1u);
    }
}

TEST(HexmaxGenerator, TheSameSeedGivesTheSamePuzzle) {
    const Generated first = generate(options_for(500, 77, Difficulty::medium));
    const Generated again = generate(options_for(500, 77, Difficulty::medium));
    EXPECT_EQ(first.problem, again.problem);
    EXPECT_EQ(first.thought, again.thought);
    int differing = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        differing += generate(options_for(500, seed, Difficulty::medium)).problem == first.problem ? 0 : 1;
    EXPECT_EQ(differing, 10);
}

TEST(HexmaxGenerator, HarderOnAverageAsAsked) {
    std::size_t thought[3] = {0, 0, 0};
    for (std::uint64_t seed = 1; seed <= 100; ++seed)
        for (int level = 0; level < 3; ++level)
            thought[level] += generate(options_for(40, seed, static_cast<Difficulty>(level))).thought;
    EXPECT_LT(thought[0], thought[1]);
    EXPECT_LT(thought[1], thought[2]);
}

// The yardstick of the difficulty: a legal answer (same sticks, each digit changed on its own
// within the moves left), and the measure counts where the best answer differs from it.
TEST(HexmaxGenerator, TheDigitByDigitAnswerIsLegalAndTheMeasureCountsItsDifferences) {
    const std::vector<int> shapes = spec::shapes(false);
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const Generated generated = generate(options_for(60, seed, static_cast<Difficulty>(seed % 3)));
        const Problem& problem = generated.problem;
        const std::vector<std::uint8_t> plain = digit_by_digit_answer(problem);
        ASSERT_EQ(plain.size(), problem.digits.size());
        int moves = 0;
        for (std::size_t i = 0; i < plain.size(); ++i) {
            EXPECT_EQ(spec::sticks(shapes[plain[i]]), spec::sticks(shapes[problem.digits[i]]));
            moves += spec::sticks(shapes[problem.digits[i]] & ~shapes[plain[i]]);
        }
        EXPECT_LE(static_cast<std::uint64_t>(moves), problem.m);
        EXPECT_EQ(total_sticks(plain), total_sticks(problem.digits));
        const Answer best = solve(problem);
        std::size_t differing = 0;
        for (std::size_t i = 0; i < plain.size(); ++i) differing += best.digits[i] != plain[i] ? 1 : 0;
        EXPECT_EQ(generated.thought, differing);
        EXPECT_GE(best.digits, plain);  // the best answer is never worse than this one
    }
}

TEST(HexmaxGenerator, BadSizesAndDifficultiesNameTheOption) {
    for (const char* bad : {"0", "10001", "x", "", "-3", "12a", "99999999999999999999999"}) {
        auto parsed = parse_generate_digits(bad);
        ASSERT_FALSE(parsed.ok()) << bad;
        EXPECT_EQ(parsed.error().where, "--generate");
        EXPECT_NE(parsed.error().message.find("from 1 to 10,000"), std::string::npos) << parsed.error().message;
    }
    const std::string huge(100'000, '7');
    auto parsed = parse_generate_digits(huge);
    ASSERT_FALSE(parsed.ok());
    EXPECT_LT(parsed.error().message.size(), 100u);  // the argument is not echoed back
    EXPECT_EQ(parse_generate_digits("10000").value(), 10'000u);
    EXPECT_EQ(parse_generate_digits("1").value(), 1u);
}

}  // namespace
}  // namespace knobel::hexmax
