#pragma once
// Writes one JSON value into a string, with commas and escapes handled. Used for the command line's
// --json output and for the web page's knobel.state(), so both speak the same shapes.
//
//   JsonWriter json;
//   json.begin_object().key("cubes").value(7).key("shape").value("00ff").end_object();
//   puts(json.str().c_str());   // {"cubes": 7, "shape": "00ff"}

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace knobel {

class JsonWriter {
public:
    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    JsonWriter& key(std::string_view name);

    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
    JsonWriter& value(bool flag);
    JsonWriter& value(std::int64_t number);
    JsonWriter& value(std::uint64_t number);
    JsonWriter& value(int number) { return value(static_cast<std::int64_t>(number)); }
    JsonWriter& value(unsigned number) { return value(static_cast<std::uint64_t>(number)); }
    JsonWriter& null();
    // Inserts text that already is one JSON value (another writer's output).
    JsonWriter& raw(std::string_view json);

    const std::string& str() const { return out_; }

private:
    void before_value();

    std::string out_;
    std::vector<bool> first_in_container_;  // one entry per open object or array
    bool after_key_ = false;
};

// `text` as a JSON string literal, quotes included.
std::string json_quote(std::string_view text);

}  // namespace knobel
