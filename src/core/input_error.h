#pragma once
// What went wrong with some input, said so that a person can find the spot: the file and line and
// column for files, the part for links and arguments. Knobel never throws: parsers return
// Expected<T>, which holds either the value or an InputError.

#include <string>
#include <utility>
#include <variant>

namespace knobel {

struct InputError {
    std::string message;  // plain words: "m must be a non-negative integer, not \"-3\""
    int line = 0;         // 1-based; 0 when the input is not made of lines
    int column = 0;       // 1-based; 0 when no single column is to blame (in a link part: the character)
    std::string where;    // what the line and column are in: a file name, "link part 2", "argument 1"

    // "hexmax0.txt:2:1: message", "link part 2, character 3: message", "2:5: message", "message".
    std::string to_string() const;
};

// An error at a line and column of a text that the caller will name later (see with_source).
InputError error_at(int line, int column, std::string message);
// An error in a named piece that has no lines: "link part 2", "argument 1", "size".
InputError error_in(std::string where, std::string message);
// The same error, told as being in `source` (a file name) when it does not name its place yet.
InputError with_source(InputError error, const std::string& source);

template <class T>
class [[nodiscard]] Expected {
public:
    Expected(T value) : state_(std::in_place_index<0>, std::move(value)) {}
    Expected(InputError error) : state_(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & { return std::get<0>(state_); }
    const T& value() const& { return std::get<0>(state_); }
    T&& value() && { return std::get<0>(std::move(state_)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const InputError& error() const { return std::get<1>(state_); }

private:
    std::variant<T, InputError> state_;
};

}  // namespace knobel
