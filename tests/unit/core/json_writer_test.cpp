#include "core/json_writer.h"

#include <gtest/gtest.h>

namespace knobel {
namespace {

TEST(JsonWriter, NestedObjectsAndArrays) {
    JsonWriter json;
    json.begin_object();
    json.key("input").value("D24");
    json.key("m").value(3);
    json.key("steps").begin_array();
    json.begin_object().key("from").begin_array().value(0).value("b").end_array().end_object();
    json.begin_object().key("ok").value(true).end_object();
    json.end_array();
    json.key("none").null();
    json.end_object();
    EXPECT_EQ(json.str(),
              R"({"input": "D24", "m": 3, "steps": [{"from": [0, "b"]}, {"ok": true}], "none": null})");
}

TEST(JsonWriter, EmptyContainers) {
    JsonWriter json;
    json.begin_object().key("a").begin_array().end_array().key("b").begin_object().end_object().end_object();
    EXPECT_EQ(json.str(), R"({"a": [], "b": {}})");
}

TEST(JsonWriter, EscapesStrings) {
    EXPECT_EQ(json_quote("a\"b\\c\nd\te\x01"), R"("a\"b\\c\nd\te\u0001")");
    EXPECT_EQ(json_quote("\xC3\xA4"), "\"\xC3\xA4\"");  // UTF-8 passes through
}

TEST(JsonWriter, RawValueAndBigNumbers) {
    JsonWriter json;
    json.begin_array().raw("{\"x\": 1}").value(std::uint64_t{18446744073709551615u}).value(std::int64_t{-5}).end_array();
    EXPECT_EQ(json.str(), "[{\"x\": 1}, 18446744073709551615, -5]");
}

}  // namespace
}  // namespace knobel
