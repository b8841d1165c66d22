#include "hexmax/output.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "spec_tables.h"

namespace knobel::hexmax {
namespace {

Problem example(const std::string& name) {
    std::ifstream file(std::string(KNOBEL_EXAMPLES_DIR) + "/hexmax/" + name, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    auto problem = parse_problem_file(text.str());
    EXPECT_TRUE(problem.ok()) << name;
    return problem.ok() ? problem.value() : Problem{};
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
        lines.push_back(text.substr(start, end - start));
    EXPECT_EQ(start, text.size()) << "the text must end with a newline";
    return lines;
}

// The line a display shows, by the test's own table: the digit whose shape the sticks form, or '?'.
std::string state_line(const std::vector<int>& display) {
    const std::vector<int> shapes = spec::shapes(false);
    std::string line;
    for (int mask : display) {
        char c = '?';
        for (int d = 0; d < 16; ++d)
            if (shapes[d] == mask) c = "0123456789ABCDEF"[d];
        line += c;
    }
    return line;
}

TEST(HexmaxOutput, JsonHasTheContractShape) {
    Problem problem;
    problem.digits = {0xD, 2, 4};
    problem.m = 3;
    const Answer answer = solve(problem);
    const std::string json = answer_json(problem, answer);
    std::string expected = R"({"input": "D24", "m": 3, "result": "EE4", "moves": 3, "steps": [)";
    for (std::size_t k = 0; k < answer.steps.size(); ++k) {
        const Move& s = answer.steps[k];
        expected += std::string(k ? ", " : "") + "{\"from\": [" + std::to_string(s.from_digit) + ", \"" +
                    static_cast<char>('a' + s.from_segment) + "\"], \"to\": [" + std::to_string(s.to_digit) + ", \"" +
                    static_cast<char>('a' + s.to_segment) + "\"]}";
    }
    expected += R"(], "solvable": true, "goal": "max", "glyphs": "contest", "digits": "hex"})";
    EXPECT_EQ(json, expected);
    EXPECT_EQ(answer.steps.size(), 3u);
}

TEST(HexmaxOutput, JsonNamesTheOptions) {
    Problem problem;
    problem.digits = {8};
    problem.m = 0;
    problem.options = {Goal::smallest, GlyphSet::variant, true};
    const std::string json = answer_json(problem, solve(problem));
    EXPECT_EQ(json, R"({"input": "8", "m": 0, "result": "8", "moves": 0, "steps": [], "solvable": true, "goal": "min", "glyphs": "variant", "digits": "decimal"})");
}

TEST(HexmaxOutput, NoAnswerIsAnAnswerWithItsReason) {
    // F (aefg) has no decimal digit of four sticks within one move: 4 = bcfg needs two.
    Problem problem;
    problem.digits = {0xF};
    problem.m = 1;
    problem.options.decimal_only = true;
    const Answer answer = solve(problem);
    ASSERT_FALSE(answer.exists);
    const std::string json = answer_json(problem, answer);
    EXPECT_EQ(json.rfind(R"({"input": "F", "m": 1, "result": null, "moves": null, "steps": [], "solvable": false, "reason": ")", 0), 0u)
        << json;
    EXPECT_NE(json.find(R"("digits": "decimal"})"), std::string::npos);
    const std::vector<std::string> lines = lines_of(answer_text(problem, answer));
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], "unsolvable");
    EXPECT_NE(lines[1].find("m = 1"), std::string::npos);
}

TEST(HexmaxOutput, TextIsResultMovesAndOneStateLinePerMove) {
    for (const char* name : {"hexmax0.txt", "hexmax1.txt", "hexmax3.txt"}) {
        const Problem problem = example(name);
        const Answer answer = solve(problem);
        const std::vector<std::string> lines = lines_of(answer_text(problem, answer));
        ASSERT_EQ(lines.size(), 2 + answer.moves) << name;
        EXPECT_EQ(lines[0], digits_text(answer.digits));
        EXPECT_EQ(lines[1], std::to_string(answer.moves));
        std::vector<int> display;
        for (std::uint8_t d : problem.digits) display.push_back(spec::shapes(false)[d]);
        for (std::size_t k = 0; k < answer.steps.size(); ++k) {
            const Move& s = answer.steps[k];
            display[s.from_digit] &= ~(1 << s.from_segment);
            display[s.to_digit] |= 1 << s.to_segment;
            ASSERT_EQ(lines[2 + k], state_line(display)) << name << " move " << k + 1;
        }
        ASSERT_GT(answer.moves, 0u);
        EXPECT_EQ(lines.back(), lines[0]);
    }
}

TEST(HexmaxOutput, StreamsInBoundedPieces) {
    const Problem problem = example("hexmax5.txt");
    const Answer answer = solve(problem);
    std::size_t pieces = 0, total = 0, largest = 0;
    std::string joined;
    write_answer_text(problem, answer, [&](std::string_view piece) {
        ++pieces;
        total += piece.size();
        largest = std::max(largest, piece.size());
        joined += piece;
    });
    // 1,000 digits and their moves: well over a million characters, never more than ~64 KiB at once.
    EXPECT_EQ(total, (problem.digits.size() + 1) * (answer.moves + 1) + std::to_string(answer.moves).size() + 1);
    EXPECT_GT(total, 1'000'000u);
    EXPECT_LE(largest, 64 * 1024 + problem.digits.size() + 1);
    EXPECT_GT(pieces, total / (64 * 1024 + problem.digits.size() + 1));
    // The pieces join into the text the spec describes: result, moves, then the display after each
    // move by the spec's own table and replay (not answer_text, which is this same stream joined).
    const std::vector<std::string> lines = lines_of(joined);
    ASSERT_EQ(lines.size(), 2 + answer.steps.size());
    std::string result;
    for (std::uint8_t d : answer.digits) result += "0123456789ABCDEF"[d];
    EXPECT_EQ(lines[0], result);
    EXPECT_EQ(lines[1], std::to_string(answer.steps.size()));
    std::vector<int> display;
    for (std::uint8_t d : problem.digits) display.push_back(spec::shapes(false)[d]);
    for (std::size_t k = 0; k < answer.steps.size(); ++k) {
        const Move& step = answer.steps[k];
        display[step.from_digit] &= ~(1 << step.from_segment);
        display[step.to_digit] |= 1 << step.to_segment;
        ASSERT_EQ(lines[2 + k], state_line(display)) << "move " << k + 1;
    }
    EXPECT_EQ(lines.back(), result);
}

}  // namespace
}  // namespace knobel::hexmax
