#include "app/midend/refused_characters.h"

#include "core/text.h"

namespace knobel::app {
namespace {

bool is_blank(char32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// 'x', or 'ä' in UTF-8; control characters and the like by their code.
std::string quoted(char32_t c) {
    std::string utf8;
    if (c < 0x20 || c == 0x7F) {
        static const char* const hex = "0123456789ABCDEF";
        return std::string("the control character 0x") + hex[(c >> 4) & 15] + hex[c & 15];
    }
    if (c < 0x80) {
        utf8 += static_cast<char>(c);
    } else if (c < 0x800) {
        utf8 += static_cast<char>(0xC0 | (c >> 6));
        utf8 += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        utf8 += static_cast<char>(0xE0 | (c >> 12));
        utf8 += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        utf8 += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        utf8 += static_cast<char>(0xF0 | (c >> 18));
        utf8 += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        utf8 += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        utf8 += static_cast<char>(0x80 | (c & 0x3F));
    }
    return "'" + utf8 + "'";
}

std::string count_of(std::size_t count, const char* one, const char* many) {
    return with_thousands(count) + " " + (count == 1 ? one : many);
}

}  // namespace

bool RefusedCharacters::accept(char32_t code_point) {
    if (code_point < 0x80 && hex_digit_value(static_cast<char>(code_point)) >= 0) return true;
    if (is_blank(code_point)) {
        ++blanks_;
    } else if (count_ == blanks_) {
        first_ = code_point;
    }
    ++count_;
    return false;
}

std::string RefusedCharacters::message() const {
    if (count_ == 0) return "";
    const std::string rule = ": a Hex-Max number has only the digits 0-9 and A-F.";
    const std::size_t others = count_ - blanks_;
    if (others == 0) return "Ignored " + count_of(blanks_, "space or line break", "spaces or line breaks") + rule;
    std::string message = "Ignored " + quoted(first_);
    if (others > 1) message += " and " + count_of(others - 1, "other character", "other characters");
    if (blanks_ > 0) message += (others > 1 ? ", and " : " and ") + count_of(blanks_, "space or line break", "spaces or line breaks");
    return message + rule;
}

}  // namespace knobel::app
