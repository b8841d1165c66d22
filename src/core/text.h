#pragma once
// Small helpers for reading puzzle files and links: lines that tolerate CRLF and a missing final
// newline, trimming, numbers without exceptions or locale, and quoting bad input in messages.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"

namespace knobel {

struct TextLine {
    std::string_view text;  // without the line ending
    int number = 0;         // 1-based
};

// Splits `text` at "\n", "\r\n" or a lone "\r". A last line without a newline still counts; the
// empty piece after a final newline does not.
std::vector<TextLine> split_lines(std::string_view text);

// Without spaces and tabs at both ends.
std::string_view trim(std::string_view text);

// True when the line is empty or only spaces and tabs.
bool is_blank(std::string_view text);

// True when a and b are the same text up to the case of ASCII letters ("Grid" and "GRID").
bool equals_ignoring_case(std::string_view a, std::string_view b);

// 0..15 for 0-9, a-f, A-F; -1 for anything else.
int hex_digit_value(char c);

// '0'..'9' only: std::isdigit depends on the locale and is undefined for negative chars.
inline bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }

// "'x'", "a space", "a tab", "byte 0xC3": how to name a character in an error message.
std::string describe_char(char c);

// The length of the well-formed UTF-8 sequence at text[at] (1 for ASCII), or 0 if there is none: a
// stray continuation byte, a cut-off sequence, an overlong form (E0 80 80), a surrogate (ED A0 80)
// or a code point above U+10FFFF (F4 90 80 80).
std::size_t utf8_sequence_length(std::string_view text, std::size_t at);

// How to name the character at text[at] in an error message: describe_char for ASCII, "'é'" for
// a visible character, "U+FEFF (an invisible character)" for one that shows as nothing or as a
// blank (a byte order mark, a zero-width or no-break space, a direction mark), "byte 0xED" where
// the UTF-8 is broken.
std::string describe_char_at(std::string_view text, std::size_t at);

// The text in double quotes for a message: tab, CR and LF as \t, \r, \n; every other control or
// invisible character (a byte-order mark, a zero-width space, a no-break space) named by its code
// point, "<U+FEFF>"; bytes that are not UTF-8 shown as ?; cut to `max_chars` characters (never
// inside one) with "…".
std::string quote(std::string_view text, std::size_t max_chars = 40);

// 1234567 -> "1,234,567": how messages and progress lines write big counts.
std::string with_thousands(std::uint64_t value);
// A count with its noun, as messages and sentences say it: "1 match", "1,234 matches".
std::string plural(std::uint64_t count, const char* one, const char* many);

// A non-negative decimal integer that makes up all of `text`, at most `max`. On error, the message
// starts with `what` ("m", "the size") and the column points at the culprit; `first_column` is the
// column of text[0] in its line.
Expected<std::uint64_t> parse_unsigned(std::string_view text, std::uint64_t max, std::string_view what,
                                       int line = 0, int first_column = 1);

}  // namespace knobel
