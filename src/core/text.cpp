#include "core/text.h"

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

std::string quote(std::string_view text, std::size_t max_chars) {
    std::string out = "\"";
    std::size_t shown = 0;
    for (char c : text) {
        if (shown == max_chars) {
            out += "\xE2\x80\xA6";  // …
            break;
        }
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20 || byte == 0x7F) {
            out += c == '\t' ? "\\t" : c == '\r' ? "\\r" : c == '\n' ? "\\n" : "?";
        } else {
            out += c;
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
