#include "core/input_error.h"

#include <gtest/gtest.h>

namespace knobel {
namespace {

TEST(InputError, FileLineAndColumn) {
    InputError error = with_source(error_at(2, 5, "m must be a whole number"), "hexmax0.txt");
    EXPECT_EQ(error.to_string(), "hexmax0.txt:2:5: m must be a whole number");
}

TEST(InputError, LineWithoutColumn) { EXPECT_EQ(error_at(3, 0, "empty").to_string(), "3: empty"); }

TEST(InputError, LinkPartWithCharacter) {
    InputError error = error_in("link part 2", "'G' is not a hex digit");
    error.column = 3;
    EXPECT_EQ(error.to_string(), "link part 2, character 3: 'G' is not a hex digit");
}

TEST(InputError, WithSourceKeepsAnExistingPlace) {
    InputError error = with_source(error_in("link part 2", "bad"), "file.txt");
    EXPECT_EQ(error.to_string(), "link part 2: bad");
}

TEST(Expected, HoldsValueOrError) {
    Expected<int> good = 42;
    ASSERT_TRUE(good.ok());
    EXPECT_EQ(*good, 42);
    Expected<int> bad = error_at(1, 1, "nope");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().message, "nope");
}

}  // namespace
}  // namespace knobel
