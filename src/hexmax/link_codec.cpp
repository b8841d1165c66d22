#include "hexmax/link_codec.h"

#include "core/text.h"

namespace knobel::hexmax {

Expected<Problem> problem_from_link(const Link& link) {
    // Parts are numbered from the fragment's start: 1 is the puzzle name, so the number is 2.
    if (link.puzzle != kLinkPuzzle)
        return link_error(1, "this is a link to " + quote(link.puzzle) + ", not to Hex-Max");
    if (link.parts.empty()) return link_error(2, "the link has no hex number: expected #hexmax/<HEX>/<m>");
    if (link.parts.size() < 2)
        return link_error(link.parts[0].number + 1, "the link has no m: expected #hexmax/<HEX>/<m>");
    if (link.parts.size() > 2)
        return link_error(link.parts[2].number, "unexpected part " + quote(link.parts[2].text) +
                                                    ": a Hex-Max link has the hex number, m and options only");
    if (auto unknown = check_link_options(link, {"goal", "glyphs", "digits"})) return *unknown;

    Problem problem;
    const LinkPart& number_part = link.parts[0];
    auto digits = parse_digits(number_part.text, 0, 1);
    if (!digits) return link_error(number_part.number, digits.error().message, digits.error().column);
    problem.digits = std::move(digits.value());

    const LinkPart& m_part = link.parts[1];
    auto m = parse_m(m_part.text, 0, 1);
    if (!m) return link_error(m_part.number, m.error().message, m.error().column);
    problem.m = m.value();

    if (const LinkOption* goal = link.option("goal")) {
        const auto value = goal_from_name(goal->value);
        if (!value) return link_error(goal->number, "goal must be max or min, not " + quote(goal->value));
        problem.options.goal = *value;
    }
    if (const LinkOption* glyphs = link.option("glyphs")) {
        const auto value = glyph_set_from_name(glyphs->value);
        if (!value) return link_error(glyphs->number, "glyphs must be contest or variant, not " + quote(glyphs->value));
        problem.options.glyphs = *value;
    }
    if (const LinkOption* digits_option = link.option("digits")) {
        const auto value = decimal_only_from_name(digits_option->value);
        if (!value)
            return link_error(digits_option->number, "digits must be hex or decimal, not " + quote(digits_option->value));
        problem.options.decimal_only = *value;
    }

    if (auto error = check_problem(problem)) {
        if (error->part == ProblemError::Part::m) return link_error(m_part.number, error->message);
        return link_error(number_part.number, error->message, static_cast<int>(error->position) + 1);
    }
    return problem;
}

std::string problem_link(const Problem& problem) {
    Link link;
    link.puzzle = kLinkPuzzle;
    link.parts.push_back({digits_text(problem.digits), 2});
    link.parts.push_back({std::to_string(problem.m), 3});
    if (problem.options.goal != Goal::largest) link.options.push_back({"goal", std::string(goal_name(problem.options.goal)), 0});
    if (problem.options.glyphs != GlyphSet::contest)
        link.options.push_back({"glyphs", std::string(glyph_set_name(problem.options.glyphs)), 0});
    if (problem.options.decimal_only) link.options.push_back({"digits", "decimal", 0});
    return format_link(link);
}

}  // namespace knobel::hexmax
