// The supported values of a two-argument predicate over two lists, against the model: every pair
// tried, pred(a[i], b[j]) judged by holds().
#include "crossnumber/pair_support.h"

#include <gtest/gtest.h>

#include <random>

#include "crossnumber/number_facts.h"
#include "unit/sanitized_cases.h"

namespace knobel::crossnumber {
namespace {

TEST(CrossnumberPairSupport, MarksWhatTryingEveryPairMarks) {
    std::mt19937 rng(1130);
    const Predicate predicates[] = {Predicate::eq, Predicate::ne, Predicate::lt, Predicate::gt, Predicate::v};
    int none = 0, some = 0, partly = 0;
    for (int round = 0; round < ::knobel::testing::cases(20000); ++round) {
        const Predicate predicate = predicates[round % 5];
        // Small value ranges, so that equal values, single-valued sides and empty answers all occur.
        const int range = std::uniform_int_distribution<int>(1, 12)(rng);
        auto random_side = [&] {
            std::vector<Value> values(std::uniform_int_distribution<std::size_t>(1, 8)(rng));
            for (Value& v : values) v = std::uniform_int_distribution<int>(-2, range)(rng);
            return values;
        };
        const std::vector<Value> a = random_side(), b = random_side();
        std::vector<char> a_expected(a.size(), 0), b_expected(b.size(), 0);
        bool any_expected = false;
        for (std::size_t i = 0; i < a.size(); ++i)
            for (std::size_t j = 0; j < b.size(); ++j)
                if (holds(predicate, a[i], b[j])) a_expected[i] = b_expected[j] = 1, any_expected = true;

        std::vector<char> a_supported(a.size(), 0), b_supported(b.size(), 0);
        EXPECT_EQ(mark_supported_pairs(predicate, a, b, a_supported, b_supported), any_expected) << "round " << round;
        EXPECT_EQ(a_supported, a_expected) << "round " << round;
        EXPECT_EQ(b_supported, b_expected) << "round " << round;
        none += !any_expected;
        some += any_expected;
        partly += any_expected && std::count(a_expected.begin(), a_expected.end(), 1) < static_cast<long>(a.size());
    }
    EXPECT_GT(none, ::knobel::testing::cases(20000) / 50);
    EXPECT_GT(some, ::knobel::testing::cases(20000) / 4);
    EXPECT_GT(partly, ::knobel::testing::cases(20000) / 10);
}

}  // namespace
}  // namespace knobel::crossnumber
