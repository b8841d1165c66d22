// The generator's puzzles, checked from their text alone: they read back; they are unique (by the
// solver, and on grids small enough by trying every filling with the exact evaluation of
// evaluate.h); every labelled run of two or more cells (found by the test's own scan) is
// mentioned; no rule is redundant (each one removed from the text, the rest solved); the same
// seed gives the same text, other seeds other puzzles; the title names the difficulty reached.
#include "crossnumber/generator.h"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "crossnumber/evaluate.h"
#include "crossnumber/parser.h"
#include "crossnumber/solver.h"
#include "unit/sanitized_cases.h"

namespace knobel::crossnumber {
namespace {

std::string generated_text(int cols, int rows, std::uint64_t seed, Difficulty difficulty) {
    return format_puzzle_file(generate({cols, rows, seed, difficulty}));
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// Every filling of the white cells tried, judged by evaluate.h: the solutions, up to `cap`.
int count_by_trying_all(const Puzzle& puzzle, int cap) {
    std::vector<int> white;
    for (std::size_t i = 0; i < puzzle.cells.size(); ++i)
        if (puzzle.cells[i].white) white.push_back(static_cast<int>(i));
    std::vector<std::int8_t> digits(puzzle.cells.size(), -1);
    for (int c : white) digits[static_cast<std::size_t>(c)] = 0;
    int count = 0;
    for (;;) {
        bool ok = true;
        for (const Entry& entry : puzzle.entries) ok = ok && digits[static_cast<std::size_t>(entry.cells[0])] != 0;
        if (ok) {
            const std::vector<Value> values = *entry_values(puzzle, digits);
            for (const Rule& rule : puzzle.rules) ok = ok && rule_holds(puzzle, rule, values.data());
        }
        if (ok && ++count >= cap) return count;
        std::size_t k = 0;
        while (k < white.size() && digits[static_cast<std::size_t>(white[k])] == 9) digits[static_cast<std::size_t>(white[k++])] = 0;
        if (k == white.size()) return count;
        ++digits[static_cast<std::size_t>(white[k])];
    }
}

// The names of the runs of two or more white cells that start at a label, by the test's own scan.
std::set<std::string> labelled_runs(const Puzzle& p) {
    auto white = [&](int r, int c) { return r >= 0 && c >= 0 && r < p.rows && c < p.cols && p.cells[static_cast<std::size_t>(r * p.cols + c)].white; };
    std::set<std::string> names;
    for (int r = 0; r < p.rows; ++r)
        for (int c = 0; c < p.cols; ++c) {
            const std::string& label = p.cells[static_cast<std::size_t>(r * p.cols + c)].label;
            if (label.empty()) continue;
            if (!white(r, c - 1) && white(r, c + 1)) names.insert(label + "_w");
            if (!white(r - 1, c) && white(r + 1, c)) names.insert(label + "_s");
        }
    return names;
}

void check_puzzle(const std::string& text, int cols, int rows, std::uint64_t seed, Difficulty asked) {
    SCOPED_TRACE(text);
    auto read = parse_puzzle_file(text);
    ASSERT_TRUE(read.ok()) << read.error().to_string();
    const Puzzle& puzzle = *read;
    EXPECT_EQ(puzzle.cols, cols);
    EXPECT_EQ(puzzle.rows, rows);
    const SolveResult result = solve(puzzle);
    ASSERT_EQ(result.status, Status::unique);
    // Every white cell in some entry, every labelled run an entry.
    EXPECT_TRUE(cells_in_no_entry(puzzle).empty());
    std::set<std::string> entries;
    for (const Entry& entry : puzzle.entries) entries.insert(entry.name());
    EXPECT_EQ(entries, labelled_runs(puzzle));
    // No rule redundant: the text without its line has another solution.
    const std::vector<std::string> lines = lines_of(text);
    for (const Rule& rule : puzzle.rules) {
        std::string fewer;
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (static_cast<int>(i) + 1 != rule.line) fewer += lines[i] + "\n";
        auto without = parse_puzzle_file(fewer);
        ASSERT_TRUE(without.ok());
        EXPECT_EQ(solve(*without).status, Status::multiple) << "line " << rule.line << " is redundant";
    }
    // The title: size, seed, the difficulty this solve shows, and the one asked when it differs.
    const Difficulty shown = result.stats.assumptions == 0 ? Difficulty::easy : result.stats.assumptions < 10 ? Difficulty::medium : Difficulty::hard;
    const std::string expected = "Generated " + std::to_string(cols) + "x" + std::to_string(rows) + ", seed " + std::to_string(seed) + ", " +
                                 std::string(difficulty_name(shown));
    EXPECT_EQ(puzzle.title.substr(0, expected.size()), expected);
    EXPECT_EQ(puzzle.title.size() == expected.size(), shown == asked) << puzzle.title;
    // Small grids: unique by trying every filling as well.
    if (puzzle.white_count() <= 5) {
        EXPECT_EQ(count_by_trying_all(puzzle, 2), 1);
    }
}

TEST(CrossnumberGenerator, SmallPuzzlesOfEveryDifficulty) {
    int index = 0;
    for (const auto& [cols, rows] : {std::pair{2, 2}, std::pair{3, 2}, std::pair{2, 3}, std::pair{3, 3}, std::pair{4, 3}, std::pair{4, 4}})
        for (const Difficulty d : {Difficulty::easy, Difficulty::medium, Difficulty::hard})
            for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(knobel::testing::cases(2)); ++seed) {
                const std::uint64_t s = seed * 1000 + static_cast<std::uint64_t>(index++);
                check_puzzle(generated_text(cols, rows, s, d), cols, rows, s, d);
            }
}

TEST(CrossnumberGenerator, LargerPuzzles) {
    check_puzzle(generated_text(5, 5, 1, Difficulty::easy), 5, 5, 1, Difficulty::easy);
    check_puzzle(generated_text(5, 5, 2, Difficulty::hard), 5, 5, 2, Difficulty::hard);
    check_puzzle(generated_text(6, 6, 3, Difficulty::medium), 6, 6, 3, Difficulty::medium);
    check_puzzle(generated_text(7, 4, 4, Difficulty::medium), 7, 4, 4, Difficulty::medium);
    check_puzzle(generated_text(8, 8, 5, Difficulty::medium), 8, 8, 5, Difficulty::medium);
}

TEST(CrossnumberGenerator, TheSameSeedGivesTheSamePuzzleAndOthersOtherOnes) {
    EXPECT_EQ(generated_text(5, 4, 42, Difficulty::medium), generated_text(5, 4, 42, Difficulty::medium));
    EXPECT_EQ(generated_text(3, 3, 7, Difficulty::hard), generated_text(3, 3, 7, Difficulty::hard));
    std::set<std::string> grids_and_rules;
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(knobel::testing::cases(8)); ++seed) {
        const std::string text = generated_text(4, 4, seed, Difficulty::medium);
        grids_and_rules.insert(text.substr(text.find('\n')));  // without the title, which names the seed
    }
    // All but one of the seeds' puzzles differ (a quarter of the seeds under the sanitizers).
    EXPECT_GE(grids_and_rules.size(), static_cast<std::size_t>(knobel::testing::cases(8)) - (knobel::testing::kSanitized ? 0 : 1));
}

TEST(CrossnumberGenerator, SlicesDoNotChangeThePuzzle) {
    const std::string whole = generated_text(4, 4, 9, Difficulty::medium);
    for (const std::uint64_t slice : {1u, 37u}) {
        GeneratorWork work({4, 4, 9, Difficulty::medium});
        while (!work.run(slice)) {
            EXPECT_FALSE(work.status().empty());
            const WorkProgress progress = work.progress();
            EXPECT_LE(progress.done, progress.total);
        }
        EXPECT_EQ(format_puzzle_file(work.puzzle()), whole);
        EXPECT_NE(whole.find(", " + std::string(difficulty_name(work.difficulty_reached()))), std::string::npos);
    }
}

TEST(CrossnumberGenerator, SizesAndDifficultiesFromText) {
    auto size = parse_generate_size("8x8");
    ASSERT_TRUE(size.ok());
    EXPECT_EQ(size->cols, 8);
    EXPECT_EQ(size->rows, 8);
    size = parse_generate_size("12X3");
    ASSERT_TRUE(size.ok());
    EXPECT_EQ(size->cols, 12);
    EXPECT_EQ(size->rows, 3);
    EXPECT_EQ(parse_generate_size("9y9").error().to_string(), "--generate: \"9y9\" is not a size WxH such as 8x8 (W and H from 2 to 12)");
    for (const char* bad : {"", "x", "8x", "x8", "8x8x8", "-3x4", "8 x 8", "1x5", "5x1", "13x2", "2x13", "0x0"})
        EXPECT_FALSE(parse_generate_size(bad).ok()) << bad;
    EXPECT_NE(parse_generate_size("13x2").error().message.find("2 to 12"), std::string::npos);
    // A huge argument is neither echoed whole nor called "not a size": its sides are too large.
    const std::string huge = std::string(50000, '1') + "x" + std::string(50000, '1');
    const std::string message = parse_generate_size(huge).error().to_string();
    EXPECT_LT(message.size(), 200u) << message;
    EXPECT_NE(message.find("each side must be 2 to 12"), std::string::npos) << message;
    EXPECT_EQ(*parse_difficulty("hard"), Difficulty::hard);
    EXPECT_FALSE(parse_difficulty("extreme").ok());
    EXPECT_FALSE(parse_difficulty("Easy").ok());
}

}  // namespace
}  // namespace knobel::crossnumber

namespace knobel::crossnumber {
namespace {

// The difficulty measure (the assumptions a full solve makes, setter_report.h's difficulty_of)
// orders easy < medium < hard on average over 100 seeds, measured by solving each generated
// puzzle's text afresh. 2×2 grids keep the 300 generations quick; hard is often "not found" there,
// which the average must survive.
TEST(CrossnumberGenerator, DifficultyOrdersEasyMediumHardOnAverageOver100Seeds) {
    std::uint64_t assumptions[3] = {0, 0, 0};
    for (std::uint64_t seed = 1; seed <= 100; ++seed)
        for (int level = 0; level < 3; ++level) {
            const Expected<Puzzle> puzzle = parse_puzzle_file(generated_text(2, 2, seed, static_cast<Difficulty>(level)));
            ASSERT_TRUE(puzzle.ok());
            assumptions[level] += solve(*puzzle).stats.assumptions;
        }
    EXPECT_LT(assumptions[0], assumptions[1]);
    EXPECT_LT(assumptions[1], assumptions[2]);
}

}  // namespace
}  // namespace knobel::crossnumber
