#include "core/link.h"

#include "core/text.h"

namespace knobel {
namespace {

bool is_kept_in_part(char c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
    switch (c) {
        case '-': case '.': case '_': case '~': case '!': case '$': case '\'': case '(': case ')':
        case '*': case '+': case ',': case ';': case ':': case '@':
            return true;
        default:
            return false;
    }
}

Expected<std::string> percent_decode(std::string_view text, int part_number) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            out += text[i];
            continue;
        }
        const int high = i + 1 < text.size() ? hex_digit_value(text[i + 1]) : -1;
        const int low = i + 2 < text.size() ? hex_digit_value(text[i + 2]) : -1;
        if (high < 0 || low < 0)
            return link_error(part_number, "'%' must be followed by two hex digits", static_cast<int>(i) + 1);
        out += static_cast<char>(high * 16 + low);
        i += 2;
    }
    return out;
}

bool is_version_part(std::string_view part) {
    if (part.size() < 2 || part[0] != 'v') return false;
    for (char c : part.substr(1))
        if (c < '0' || c > '9') return false;
    return true;
}

}  // namespace

const LinkOption* Link::option(std::string_view key) const {
    for (const LinkOption& candidate : options)
        if (candidate.key == key) return &candidate;
    return nullptr;
}

InputError link_error(int number, std::string message, int character) {
    InputError error = error_in("link part " + std::to_string(number), std::move(message));
    error.column = character;
    return error;
}

std::optional<InputError> check_link_options(const Link& link, const std::vector<std::string_view>& known) {
    for (const LinkOption& option : link.options) {
        bool is_known = false;
        for (std::string_view key : known) is_known = is_known || option.key == key;
        if (is_known) continue;
        std::string list;
        for (std::string_view key : known) list += (list.empty() ? "" : ", ") + std::string(key);
        return link_error(option.number, "unknown option " + quote(option.key) +
                                             (list.empty() ? " (this puzzle takes no options)"
                                                           : " (known: " + list + ")"));
    }
    return std::nullopt;
}

std::string percent_encode(std::string_view text) {
    static const char* const hex = "0123456789ABCDEF";
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (is_kept_in_part(c)) {
            out += c;
        } else {
            const auto byte = static_cast<unsigned char>(c);
            out += '%';
            out += hex[byte >> 4];
            out += hex[byte & 15];
        }
    }
    return out;
}

Expected<Link> parse_link(std::string_view fragment) {
    if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
    Link link;
    if (fragment.empty()) return link;

    std::vector<std::string_view> raw_parts;
    for (std::size_t start = 0;;) {
        const std::size_t slash = fragment.find('/', start);
        raw_parts.push_back(fragment.substr(start, slash == std::string_view::npos ? slash : slash - start));
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    // A trailing slash ("#views/") is forgiven: people add and trim them by hand.
    if (raw_parts.size() > 1 && raw_parts.back().empty()) raw_parts.pop_back();

    std::size_t first = 0;
    if (is_version_part(raw_parts[0])) {
        if (raw_parts[0] != "v" + std::to_string(kLinkVersion))
            return link_error(1, "this link is format " + quote(raw_parts[0]) +
                                     ", but this version of Knobel reads only v" + std::to_string(kLinkVersion) +
                                     " links");
        first = 1;
        if (raw_parts.size() == 1) return link_error(1, "the link names no puzzle after its version");
    }

    for (std::size_t i = first; i < raw_parts.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        if (raw_parts[i].empty()) return link_error(number, "this part of the link is empty (two '/' in a row?)");
        const std::size_t equals = raw_parts[i].find('=');
        if (i == first) {
            if (equals != std::string_view::npos)
                return link_error(number, "the link must start with a puzzle name, not an option");
            auto name = percent_decode(raw_parts[i], number);
            if (!name) return name.error();
            link.puzzle = std::move(name.value());
            link.puzzle_part = number;
            continue;
        }
        if (equals == std::string_view::npos) {
            auto text = percent_decode(raw_parts[i], number);
            if (!text) return text.error();
            link.parts.push_back({std::move(text.value()), number});
            continue;
        }
        auto key = percent_decode(raw_parts[i].substr(0, equals), number);
        if (!key) return key.error();
        if (key->empty()) return link_error(number, "an option needs a name before '='");
        auto value = percent_decode(raw_parts[i].substr(equals + 1), number);
        if (!value) return value.error();
        if (link.option(*key)) return link_error(number, "option " + quote(*key) + " is given twice");
        link.options.push_back({std::move(key.value()), std::move(value.value()), number});
    }
    return link;
}

std::string link_puzzle_name(std::string_view fragment) {
    if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
    std::string_view first = fragment.substr(0, fragment.find('/'));
    if (is_version_part(first) && first.size() < fragment.size()) {
        fragment.remove_prefix(first.size() + 1);
        first = fragment.substr(0, fragment.find('/'));
    }
    if (first.find('=') != std::string_view::npos) return {};
    auto name = percent_decode(first, 1);
    return name ? name.value() : std::string();
}

std::string format_link(const Link& link) {
    // A puzzle name that looks like a version part needs the version in front to read back.
    std::string out = is_version_part(link.puzzle) ? "#v" + std::to_string(kLinkVersion) + "/" : "#";
    out += percent_encode(link.puzzle);
    for (const LinkPart& part : link.parts) out += "/" + percent_encode(part.text);
    for (const LinkOption& option : link.options)
        out += "/" + percent_encode(option.key) + "=" + percent_encode(option.value);
    return out;
}

}  // namespace knobel
