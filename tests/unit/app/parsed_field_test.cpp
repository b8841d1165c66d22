#include "app/midend/parsed_field.h"

#include <gtest/gtest.h>

#include "core/text.h"

namespace knobel::app {
namespace {

ParsedField<std::uint64_t> small_number_field() {
    return ParsedField<std::uint64_t>([](std::string_view text) { return parse_unsigned(text, 99, "n"); });
}

TEST(ParsedField, AValidTextGivesItsValueAndNoMessage) {
    ParsedField<std::uint64_t> field = small_number_field();
    field.text = "42";
    EXPECT_EQ(field.take(), std::optional<std::uint64_t>(42));
    EXPECT_TRUE(field.valid());
    EXPECT_EQ(field.message, "");
}

TEST(ParsedField, AnInvalidTextKeepsTheTextAndSaysWhy) {
    ParsedField<std::uint64_t> field = small_number_field();
    field.text = "-5";
    EXPECT_FALSE(field.take("It keeps 7."));
    EXPECT_EQ(field.text, "-5") << "nothing typed is thrown away";
    EXPECT_FALSE(field.valid());
    EXPECT_NE(field.message.find("n"), std::string::npos);
    EXPECT_NE(field.message.find("It keeps 7."), std::string::npos);
    field.text = "100";
    EXPECT_FALSE(field.take());
    EXPECT_NE(field.message.find("99"), std::string::npos) << field.message;
}

TEST(ParsedField, ShowReplacesTextAndMessage) {
    ParsedField<std::uint64_t> field = small_number_field();
    field.text = "x";
    EXPECT_FALSE(field.take());
    field.show("7");
    EXPECT_EQ(field.text, "7");
    EXPECT_TRUE(field.valid());
}

TEST(ParsedField, MessagesWithOrWithoutTheColumn) {
    ParsedField<std::uint64_t> field = small_number_field();
    field.text = "1x";
    EXPECT_FALSE(field.take());
    const std::string with_column = field.message;
    field.name_column = false;
    EXPECT_FALSE(field.take());
    EXPECT_LT(field.message.size(), with_column.size());
    EXPECT_NE(with_column.find(field.message), std::string::npos);
}

}  // namespace
}  // namespace knobel::app
