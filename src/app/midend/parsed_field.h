#pragma once
// A text field whose text may not be a valid value yet: what the user typed, and why it is not
// the value in use (the message under the field). The value in use changes only when the text
// parses; it never changes behind the user's back, and nothing typed is thrown away. One helper
// for every such field (Hex-Max's number and m, the Views battery numbers, ...). Plain C++.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/input_error.h"

namespace knobel::app {

template <class T>
class ParsedField {
public:
    using Parse = std::function<Expected<T>(std::string_view)>;
    explicit ParsedField(Parse parse) : parse_(std::move(parse)) {}

    // The text was edited: its value if it parses (the message is cleared), else nullopt and the
    // message says why; `keeps` ends the message with what stays in use ("The puzzle keeps m = 3.").
    std::optional<T> take(std::string keeps = {}) {
        Expected<T> value = parse_(text);
        if (!value) {
            message = name_column ? value.error().to_string() : value.error().message;
            if (!keeps.empty()) message += ". " + keeps;
            return std::nullopt;
        }
        message.clear();
        return std::move(value.value());
    }
    // Shows a value that came from elsewhere (a link, a file, a button): its text, no message.
    void show(std::string value_text) {
        text = std::move(value_text);
        message.clear();
    }
    bool valid() const { return message.empty(); }

    std::string text;
    std::string message;
    bool name_column = true;  // messages say where in the text the culprit is ("column 3: …")

private:
    Parse parse_;
};

}  // namespace knobel::app
