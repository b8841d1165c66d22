#include "matches/link_codec.h"

#include <algorithm>

#include "core/text.h"

namespace knobel::matches {
namespace {

constexpr const char* kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::uint64_t kMaxValue = std::uint64_t{1} << 40;  // far beyond any coordinate difference in range
constexpr std::int64_t kMaxComponent = 8'000'000'000;        // |p|, |q|, |r|, |s| of a point in range is far less

int alphabet_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

std::uint64_t zigzag(std::int64_t value) {
    return value >= 0 ? static_cast<std::uint64_t>(value) * 2 : static_cast<std::uint64_t>(-(value + 1)) * 2 + 1;
}

std::int64_t unzigzag(std::uint64_t value) {
    return (value & 1) ? -static_cast<std::int64_t>(value / 2) - 1 : static_cast<std::int64_t>(value / 2);
}

void put(std::string& out, std::uint64_t value) {
    do {
        const std::uint64_t digit = value & 31;
        value >>= 5;
        out += kAlphabet[digit | (value != 0 ? 32 : 0)];
    } while (value != 0);
}

}  // namespace

std::string encode_figure(const Figure& figure) {
    Figure sorted = figure;
    std::sort(sorted.begin(), sorted.end());
    std::string out;
    Point previous;
    for (const Match& match : sorted) {
        const Point delta = match.start - previous;
        put(out, zigzag(delta.p) * 6 + static_cast<std::uint64_t>(match.direction));
        put(out, zigzag(delta.q));
        put(out, zigzag(delta.r));
        put(out, zigzag(delta.s));
        previous = match.start;
    }
    return out;
}

Expected<Figure> decode_figure(std::string_view code, int part) {
    Figure figure;
    Point previous;
    std::size_t i = 0;
    const auto next = [&](std::uint64_t& value) -> std::optional<InputError> {
        value = 0;
        int shift = 0;
        const std::size_t first = i;
        while (true) {
            if (i == code.size())
                return link_error(part, "the figure code ends in the middle of a match", static_cast<int>(first) + 1);
            const int digit = alphabet_value(code[i]);
            if (digit < 0)
                return link_error(part, describe_char(code[i]) + " is not a character of the figure code (A-Z a-z 0-9 - _)",
                                  static_cast<int>(i) + 1);
            ++i;
            value |= static_cast<std::uint64_t>(digit & 31) << shift;
            shift += 5;
            if (value > kMaxValue || shift > 45)
                return link_error(part, "a number in the figure code is far too large", static_cast<int>(first) + 1);
            if ((digit & 32) == 0) return std::nullopt;
        }
    };
    while (i < code.size()) {
        const int match_character = static_cast<int>(i) + 1;
        if (figure.size() == kMaxMatches)
            return link_error(part, "too many matches: at most " + with_thousands(kMaxMatches), match_character);
        std::uint64_t values[4];
        for (auto& value : values)
            if (auto error = next(value)) return *error;
        const Point delta{unzigzag(values[0] / 6), unzigzag(values[1]), unzigzag(values[2]), unzigzag(values[3])};
        const Point start = previous + delta;
        for (const std::int64_t c : {start.p, start.q, start.r, start.s})
            if (c > kMaxComponent || c < -kMaxComponent)
                return link_error(part, "match " + std::to_string(figure.size() + 1) + " is out of range", match_character);
        const Match match{start, static_cast<int>(values[0] % 6)};
        if (!writable(match))
            return link_error(part, "match " + std::to_string(figure.size() + 1) +
                                        " is out of range (|a|, |b|, |c|, |d| at most 10^9)",
                              match_character);
        figure.push_back(match);
        previous = start;
    }
    return figure;
}

Expected<LinkedPuzzle> puzzle_from_link(const Link& link) {
    if (link.puzzle != kLinkPuzzle) return link_error(1, "this is a link to " + quote(link.puzzle) + ", not to Matches");
    if (link.parts.size() < 2)
        return link_error(link.parts.empty() ? link.puzzle_part + 1 : link.parts[0].number + 1,
                          std::string("the link has no ") + (link.parts.empty() ? "before" : "after") +
                              " figure: expected #matches/<before>/<after>");
    if (link.parts.size() > 2)
        return link_error(link.parts[2].number, "unexpected part " + quote(link.parts[2].text) +
                                                    ": a Matches link has two figures and options only");
    if (auto unknown = check_link_options(link, {"u", "mode", "rotate", "mirror"})) return *unknown;

    LinkedPuzzle puzzle;
    for (int which = 0; which < 2; ++which) {
        const LinkPart& part = link.parts[static_cast<std::size_t>(which)];
        const char* name = which == 0 ? "before" : "after";
        auto figure = decode_figure(part.text, part.number);
        if (!figure) return figure.error();
        if (auto problem = figure_problem(figure.value(), name)) return link_error(part.number, *problem);
        (which == 0 ? puzzle.problem.before : puzzle.problem.after) = std::move(figure.value());
    }
    if (puzzle.problem.before.size() != puzzle.problem.after.size())
        return link_error(link.parts[1].number, "before has " + matches_count(puzzle.problem.before.size()) +
                                                    " but after has " +
                                                    std::to_string(puzzle.problem.after.size()));
    if (const LinkOption* u = link.option("u")) {
        auto value = parse_u(u->value);
        if (!value) return link_error(u->number, value.error().message, value.error().column);
        puzzle.problem.moves = value.value();
    }
    if (const LinkOption* mode = link.option("mode")) {
        const auto value = mode_from_name(mode->value);
        if (!value) return link_error(mode->number, "mode must be exact, at-most or strict, not " + quote(mode->value));
        puzzle.mode = *value;
    }
    for (const char* key : {"rotate", "mirror"}) {
        if (const LinkOption* option = link.option(key)) {
            if (option->value != "0" && option->value != "1")
                return link_error(option->number, std::string(key) + " must be 0 or 1, not " + quote(option->value));
            (std::string_view(key) == "rotate" ? puzzle.options.rotate : puzzle.options.mirror) = option->value == "1";
        }
    }
    // The canonical order: a link does not keep the file's order.
    std::sort(puzzle.problem.before.begin(), puzzle.problem.before.end());
    std::sort(puzzle.problem.after.begin(), puzzle.problem.after.end());
    return puzzle;
}

std::string puzzle_link(const LinkedPuzzle& puzzle) {
    Link link;
    link.puzzle = kLinkPuzzle;
    link.parts.push_back({encode_figure(puzzle.problem.before), 2});
    link.parts.push_back({encode_figure(puzzle.problem.after), 3});
    if (puzzle.problem.moves) link.options.push_back({"u", std::to_string(*puzzle.problem.moves), 0});
    if (puzzle.mode != Mode::exact) link.options.push_back({"mode", std::string(mode_name(puzzle.mode)), 0});
    if (puzzle.options.rotate) link.options.push_back({"rotate", "1", 0});
    if (puzzle.options.mirror) link.options.push_back({"mirror", "1", 0});
    return format_link(link);
}

}  // namespace knobel::matches
