#include "core/input_error.h"

namespace knobel {

std::string InputError::to_string() const {
    std::string out = where;
    if (line > 0) {
        if (!out.empty()) out += ':';
        out += std::to_string(line);
        if (column > 0) out += ':' + std::to_string(column);
    } else if (column > 0) {
        out += (out.empty() ? "character " : ", character ") + std::to_string(column);
    }
    if (!out.empty()) out += ": ";
    return out + message;
}

InputError error_at(int line, int column, std::string message) {
    return InputError{std::move(message), line, column, {}};
}

InputError error_in(std::string where, std::string message) {
    return InputError{std::move(message), 0, 0, std::move(where)};
}

InputError with_source(InputError error, const std::string& source) {
    if (error.where.empty()) error.where = source;
    return error;
}

}  // namespace knobel
