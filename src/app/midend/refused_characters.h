#pragma once
// What the app's Number field refused while the user typed or pasted, so that it can say so
// instead of dropping characters silently ("0x1F" would otherwise become "01F" without a word).
// The rule itself (which characters a hex number has) is the core's: hex_digit_value.

#include <cstddef>
#include <string>

namespace knobel::app {

class RefusedCharacters {
public:
    // Whether `code_point` may go into the number (0-9, a-f, A-F). Remembers it when not.
    bool accept(char32_t code_point);
    bool empty() const { return count_ == 0; }
    void clear() { *this = RefusedCharacters(); }

    // "Ignored 'x' and 1 other character: a Hex-Max number has only the digits 0-9 and A-F."
    // Spaces and line breaks (a pasted number split over lines) are counted apart, as blanks.
    std::string message() const;

private:
    char32_t first_ = 0;        // the first refused character that is not a blank
    std::size_t count_ = 0;     // all refused characters
    std::size_t blanks_ = 0;    // of which spaces, tabs and line breaks
};

}  // namespace knobel::app
