#include "core/text.h"

#include <cstdint>

namespace knobel {

std::vector<TextLine> split_lines(std::string_view text) {
    std::vector<TextLine> lines;
    std::size_t start = 0;
    int number = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\n' && text[i] != '\r') continue;
        lines.push_back({text.substr(start, i - start), number++});
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
        start = i + 1;
    }
    if (start < text.size()) lines.push_back({text.substr(start), number});
    return lines;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

bool is_blank(std::string_view text) { return trim(text).empty(); }

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

int hex_digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::string describe_char(char c) {
    static const char* const hex = "0123456789ABCDEF";
    const auto byte = static_cast<unsigned char>(c);
    if (c == ' ') return "a space";
    if (c == '\t') return "a tab";
    if (byte >= 0x21 && byte <= 0x7E) return std::string("'") + c + "'";
    return std::string("byte 0x") + hex[byte >> 4] + hex[byte & 15];
}

std::size_t utf8_sequence_length(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    std::size_t length = 0;
    std::uint32_t code = 0;
    if (lead < 0x80) return 1;
    if (lead >= 0xC2 && lead <= 0xDF) length = 2, code = lead & 0x1Fu;
    else if (lead >= 0xE0 && lead <= 0xEF) length = 3, code = lead & 0x0Fu;
    else if (lead >= 0xF0 && lead <= 0xF4) length = 4, code = lead & 0x07u;
    else return 0;
    if (at + length > text.size()) return 0;
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xC0u) != 0x80u) return 0;
        code = (code << 6) | (byte(at + i) & 0x3Fu);
    }
    const std::uint32_t smallest[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < smallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
    return length;
}

namespace {

// The code point of the well-formed UTF-8 sequence of `length` bytes at text[at].
std::uint32_t code_point(std::string_view text, std::size_t at, std::size_t length) {
    const auto lead = static_cast<unsigned char>(text[at]);
    std::uint32_t code = length == 1 ? lead : lead & (0xFFu >> (length + 1));
    for (std::size_t i = 1; i < length; ++i) code = (code << 6) | (static_cast<unsigned char>(text[at + i]) & 0x3Fu);
    return code;
}

// Characters that show as nothing, as a blank that is not a space, or not at all: controls,
// format characters (byte-order mark, zero-width and direction marks), spaces other than ' ',
// fillers, variation selectors and tags (Unicode's Cc, Cf, Zs, Zl, Zp and default-ignorable
// code points). A quoted message names them by number: a byte-order mark printed as itself
// makes "<mark>before" look like "before", and the message about it like nonsense.
bool is_invisible(std::uint32_t code) {
    struct Range {
        std::uint32_t first, last;
    };
    static constexpr Range kInvisible[] = {
        {0x0000, 0x001F}, {0x007F, 0x00A0}, {0x00AD, 0x00AD}, {0x034F, 0x034F}, {0x061C, 0x061C},
        {0x115F, 0x1160}, {0x1680, 0x1680}, {0x17B4, 0x17B5}, {0x180B, 0x180F}, {0x2000, 0x200F},
        {0x2028, 0x202F}, {0x205F, 0x206F}, {0x3000, 0x3000}, {0x3164, 0x3164}, {0xFE00, 0xFE0F},
        {0xFEFF, 0xFEFF}, {0xFFA0, 0xFFA0}, {0xFFF0, 0xFFFB}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A},
        {0xE0000, 0xE0FFF},
    };
    for (const Range& range : kInvisible)
        if (code >= range.first && code <= range.last) return true;
    return false;
}

// "U+FEFF": how a message names a character by its number (at least four hex digits).
std::string code_point_name(std::uint32_t code) {
    static const char* const hex = "0123456789ABCDEF";
    std::string digits;
    for (; code > 0 || digits.size() < 4; code >>= 4) digits.insert(digits.begin(), hex[code & 15]);
    return "U+" + digits;
}

}  // namespace

std::string describe_char_at(std::string_view text, std::size_t at) {
    const std::size_t length = utf8_sequence_length(text, at);
    if (length <= 1) return describe_char(text[at]);
    const std::uint32_t code = code_point(text, at, length);
    if (is_invisible(code)) return code_point_name(code) + " (an invisible character)";
    return "'" + std::string(text.substr(at, length)) + "'";
}

std::string quote(std::string_view text, std::size_t max_chars) {
    // Counts characters, not bytes, so a cut never splits one; bytes that are not UTF-8 become '?'
    // (the message may end up in JSON and on screen, which both want valid UTF-8).
    std::string out = "\"";
    std::size_t shown = 0;
    for (std::size_t at = 0; at < text.size();) {
        if (shown == max_chars) {
            out += "\xE2\x80\xA6";  // …
            break;
        }
        const char c = text[at];
        const std::size_t length = utf8_sequence_length(text, at);
        if (length == 0) {
            out += '?';
            at += 1;
        } else if (c == '\t' || c == '\r' || c == '\n') {
            out += c == '\t' ? "\\t" : c == '\r' ? "\\r" : "\\n";
            at += 1;
        } else if (const std::uint32_t code = code_point(text, at, length); is_invisible(code)) {
            out += "<" + code_point_name(code) + ">";
            at += length;
        } else if (length > 1) {
            out.append(text.substr(at, length));
            at += length;
        } else if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
            at += 1;
        } else {
            out += c;
            at += 1;
        }
        ++shown;
    }
    return out + "\"";
}

std::string with_thousands(std::uint64_t value) {
    std::string digits = std::to_string(value);
    for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3) digits.insert(static_cast<std::size_t>(at), ",");
    return digits;
}

std::string plural(std::uint64_t count, const char* one, const char* many) {
    return with_thousands(count) + " " + (count == 1 ? one : many);
}

Expected<std::uint64_t> parse_unsigned(std::string_view text, std::uint64_t max, std::string_view what,
                                       int line, int first_column) {
    const std::string name(what);
    if (text.empty()) return error_at(line, first_column, name + " is missing: expected a number");
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const int column = first_column + static_cast<int>(i);
        if (c < '0' || c > '9') {
            if (i == 0 && c == '-' && text.size() > 1)
                return error_at(line, column, name + " must not be negative, found " + quote(text));
            return error_at(line, column,
                            name + " must be a whole number, found " + describe_char(c) + " in " + quote(text));
        }
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (digit > max || value > (max - digit) / 10)
            return error_at(line, first_column, name + " is too large: " + quote(text) + " is more than " +
                                                    std::to_string(max));
        value = value * 10 + digit;
    }
    return value;
}

}  // namespace knobel
