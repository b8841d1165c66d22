#include "hexmax/play.h"

#include <gtest/gtest.h>

#include <random>
#include <utility>
#include <sstream>

#include "hexmax/output.h"
#include "segments.h"
#include "spec_tables.h"

namespace knobel::hexmax {
namespace {

using testing::segs;

// A display from the spec's table (not from glyphs.cpp).
Display spec_display(const std::vector<int>& digits, bool variant = false) {
    const std::vector<int> masks = spec::shapes(variant);
    Display display;
    for (int d : digits) display.push_back(static_cast<SegmentMask>(masks[d]));
    return display;
}

Problem make_problem(std::vector<std::uint8_t> digits, std::uint64_t m) {
    Problem problem;
    problem.digits = std::move(digits);
    problem.m = m;
    return problem;
}

std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// ---- Move text ------------------------------------------------------------------------------

TEST(HexmaxPlay, MoveTextIsDigitLetterDashDigitLetter) {
    EXPECT_EQ(move_text(Move{0, 1, 2, 6}), "0b-2g");
    EXPECT_EQ(move_text(Move{12, 0, 3, 5}), "12a-3f");
    EXPECT_EQ(move_text(Move{4294967295u, 6, 0, 0}), "4294967295g-0a");
}

TEST(HexmaxPlay, MoveTextRoundTripsEveryMoveOfSmallDisplays) {
    int checked = 0;
    for (std::uint32_t digits = 1; digits <= 12; ++digits)
        for (std::uint32_t from = 0; from < digits; ++from)
            for (std::uint8_t fs = 0; fs < 7; ++fs)
                for (std::uint32_t to = 0; to < digits; ++to)
                    for (std::uint8_t ts = 0; ts < 7; ++ts) {
                        const Move move{from, fs, to, ts};
                        const std::string expected = std::to_string(from) + static_cast<char>('a' + fs) + "-" +
                                                     std::to_string(to) + static_cast<char>('a' + ts);
                        const std::string text = move_text(move);
                        ASSERT_EQ(text, expected);
                        const Expected<Move> parsed = parse_move_text(text);
                        ASSERT_TRUE(parsed.ok()) << text << ": " << parsed.error().message;
                        ASSERT_EQ(parsed.value(), move) << text;
                        ++checked;
                    }
    EXPECT_EQ(checked, 49 * (1 * 1 + 2 * 2 + 3 * 3 + 4 * 4 + 5 * 5 + 6 * 6 + 7 * 7 + 8 * 8 + 9 * 9 + 10 * 10 + 11 * 11 + 12 * 12));
}

TEST(HexmaxPlay, ParseMoveTextAcceptsLeadingZerosAndTheLargestIndex) {
    const Expected<Move> move = parse_move_text("007c-4294967295d");
    ASSERT_TRUE(move.ok());
    EXPECT_EQ(move.value(), (Move{7, 2, 4294967295u, 3}));
}

TEST(HexmaxPlay, ParseMoveTextNamesTheColumnAndWhatWasExpected) {
    struct Case {
        const char* text;
        int column;
        const char* message_part;
    };
    const Case cases[] = {
        {"", 1, "empty"},
        {"0h-1a", 2, "segment must be a letter a–g, not 'h'"},
        {"0b-1z", 5, "segment must be a letter a–g, not 'z'"},
        {"0B-1a", 2, "not 'B'"},
        {"b-1a", 1, "digit's index"},
        {" 0b-1a", 1, "not a space"},
        {"0b1a", 3, "expected '-'"},
        {"0b", 3, "expected '-' between the two positions, not the end of the text"},
        {"0b-", 4, "destination digit's index"},
        {"0b-1", 5, "destination segment"},
        {"0", 2, "source segment"},
        {"0b-1a ", 6, "unexpected a space after the move"},
        {"0b-2g!", 6, "unexpected '!'"},
        {"0b--1a", 4, "not '-'"},
        {"4294967296a-0b", 1, "too large"},
        {"0a-99999999999b", 4, "too large"},
    };
    for (const Case& c : cases) {
        const Expected<Move> parsed = parse_move_text(c.text);
        ASSERT_FALSE(parsed.ok()) << c.text;
        EXPECT_EQ(parsed.error().line, 0) << c.text;
        EXPECT_EQ(parsed.error().column, c.column) << c.text << ": " << parsed.error().message;
        EXPECT_NE(parsed.error().message.find(c.message_part), std::string::npos)
            << c.text << ": " << parsed.error().message;
    }
}

// ---- Words for people ------------------------------------------------------------------------

TEST(HexmaxPlay, RefusalSaysWhyInWords) {
    const Display d24 = spec_display({0xD, 0x2, 0x4});  // bcdeg, abdeg, bcfg
    EXPECT_EQ(refusal(d24, Move{0, 1, 1, 2}), std::nullopt);  // D's b to 2's free c
    EXPECT_EQ(refusal(d24, Move{0, 0, 1, 2}), "digit 0 has no top stick to move (digit 0 is the 1st from the left)");
    EXPECT_EQ(refusal(d24, Move{2, 4, 1, 2}), "digit 2 has no lower-left stick to move (digit 2 is the 3rd from the left)");
    EXPECT_EQ(refusal(d24, Move{0, 1, 1, 0}), "the top of digit 1 has a stick already (digit 1 is the 2nd from the left)");
    EXPECT_EQ(refusal(d24, Move{0, 2, 2, 1}), "the upper right of digit 2 has a stick already (digit 2 is the 3rd from the left)");
    EXPECT_EQ(refusal(d24, Move{0, 1, 0, 1}), "that is where the stick is already");
    EXPECT_EQ(refusal(d24, Move{0, 1, 3, 0}), "there is no digit 3: the digits are numbered 0 to 2 from the left");
    EXPECT_EQ(refusal(d24, Move{7, 1, 0, 0}), "there is no digit 7: the digits are numbered 0 to 2 from the left");
    EXPECT_EQ(refusal(d24, Move{0, 7, 0, 0}), "a digit has only seven sticks, a to g");
    EXPECT_EQ(refusal(d24, Move{0, 1, 0, 9}), "a digit has only seven sticks, a to g");
    EXPECT_EQ(refusal(Display{}, Move{0, 1, 0, 0}), "there is no digit 0: the display is empty");

    // The example: "digit 3 would be empty".
    const Display lonely = {segs("abcdefg"), segs("bc"), segs("abc"), segs("f")};
    EXPECT_EQ(refusal(lonely, Move{3, 5, 1, 0}), "digit 3 would be empty: its upper-left stick is its last one (digit 3 is the 4th from the left)");
    EXPECT_EQ(refusal(lonely, Move{3, 5, 3, 0}), "digit 3 would be empty: its upper-left stick is its last one (digit 3 is the 4th from the left)");
}

TEST(HexmaxPlay, SegmentWordsFollowTheSpecsNames) {
    // a top, b top right, c bottom right, d bottom, e bottom left, f top left, g middle.
    const char* expected[] = {"top", "upper-right", "lower-right", "bottom", "lower-left", "upper-left", "middle"};
    for (int s = 0; s < 7; ++s) EXPECT_EQ(segment_words(s), expected[s]);
}

TEST(HexmaxPlay, DescribeMoveForPeopleCountsDigitsFromOne) {
    // The move syntax counts from 0 (0b-0a); the sentence counts as people do (the 1st digit).
    EXPECT_EQ(describe_move_for_people(Move{0, 1, 0, 0}), "move the upper-right stick of the 1st digit to its top");
    EXPECT_EQ(describe_move_for_people(Move{0, 1, 2, 6}),
              "move the upper-right stick of the 1st digit to the middle of the 3rd digit");
    EXPECT_EQ(describe_move_for_people(Move{5, 4, 1, 2}),
              "move the lower-left stick of the 6th digit to the lower right of the 2nd digit");
    EXPECT_EQ(describe_move_for_people(Move{3, 3, 3, 5}), "move the bottom stick of the 4th digit to its upper left");
    // The same move read back from its text: the sentence's digits are the text's plus one.
    EXPECT_EQ(describe_move_for_people(parse_move_text("10c-21d").value()),
              "move the lower-right stick of the 11th digit to the bottom of the 22nd digit");
}

TEST(HexmaxPlay, DigitWordsAreOrdinals) {
    const std::pair<std::uint64_t, const char*> expected[] = {
        {0, "the 1st digit"},     {1, "the 2nd digit"},     {2, "the 3rd digit"},      {3, "the 4th digit"},
        {9, "the 10th digit"},    {10, "the 11th digit"},   {11, "the 12th digit"},    {12, "the 13th digit"},
        {20, "the 21st digit"},   {21, "the 22nd digit"},   {22, "the 23rd digit"},    {100, "the 101st digit"},
        {110, "the 111th digit"}, {111, "the 112th digit"}, {112, "the 113th digit"},  {121, "the 122nd digit"},
        {1000, "the 1,001st digit"}, {99'999, "the 100,000th digit"}, {4'294'967'295, "the 4,294,967,296th digit"},
    };
    for (const auto& [index, words] : expected) EXPECT_EQ(digit_words(index), words) << index;
}

// ---- judge ----------------------------------------------------------------------------------

TEST(HexmaxPlay, JudgeTheSpecsExample) {
    // D24 with m = 3 gives EE4 (3 moves): the spec's own example.
    const Problem problem = make_problem({0xD, 0x2, 0x4}, 3);
    const std::vector<std::uint8_t> best = {0xE, 0xE, 0x4};
    const PlayVerdict verdict = judge(problem, spec_display({0xE, 0xE, 0x4}), &best);
    // D = bcdeg -> E = adefg frees b, c; 2 = abdeg -> E frees b; 4 stays: 3 moves.
    EXPECT_EQ(verdict.moves_used, 3u);
    EXPECT_TRUE(verdict.within_m);
    EXPECT_TRUE(verdict.is_number);
    EXPECT_EQ(verdict.shown, "EE4");
    EXPECT_TRUE(verdict.not_digits.empty());
    EXPECT_TRUE(verdict.solved);
    EXPECT_TRUE(verdict.optimal);
    EXPECT_EQ(verdict.sentence, "EE4 — the largest possible within 3 moves");

    const PlayVerdict unknown = judge(problem, spec_display({0xE, 0xE, 0x4}), nullptr);
    EXPECT_TRUE(unknown.solved);
    EXPECT_FALSE(unknown.optimal);
    EXPECT_EQ(unknown.sentence, "EE4 — a number within 3 moves (the best is not known yet)");
}

TEST(HexmaxPlay, JudgeSaysWhenALargerNumberIsPossible) {
    const Problem problem = make_problem({0xD, 0x2, 0x4}, 3);
    const std::vector<std::uint8_t> best = {0xE, 0xE, 0x4};
    const PlayVerdict verdict = judge(problem, spec_display({0xD, 0x2, 0x4}), &best);
    EXPECT_EQ(verdict.moves_used, 0u);
    EXPECT_TRUE(verdict.solved);
    EXPECT_FALSE(verdict.optimal);
    EXPECT_EQ(verdict.sentence, "D24 — not the largest yet: a larger number is possible within 3 moves");
    EXPECT_EQ(verdict.sentence.find("EE4"), std::string::npos) << "the answer is not given away";
}

TEST(HexmaxPlay, JudgeNamesDigitsThatAreNoDigitsYet) {
    const Problem problem = make_problem({0xD, 0x2, 0x4}, 3);
    // D's b to 2's c: cdeg and abcdeg are in no row of the spec's table.
    Display now = spec_display({0xD, 0x2, 0x4});
    now[0] = segs("cdeg");
    now[1] = segs("abcdeg");
    const PlayVerdict verdict = judge(problem, now, nullptr);
    EXPECT_EQ(verdict.moves_used, 1u);
    EXPECT_TRUE(verdict.within_m);
    EXPECT_FALSE(verdict.is_number);
    EXPECT_FALSE(verdict.solved);
    EXPECT_EQ(verdict.shown, "??4");
    EXPECT_EQ(verdict.not_digits, (std::vector<std::size_t>{0, 1}));
    EXPECT_EQ(verdict.sentence, "the 1st and 2nd digits show no hex digits yet");

    now = spec_display({0xD, 0x2, 0x4});
    now[1] = segs("abdg");   // 2 without e ...
    now[2] = segs("bcefg");  // ... gives it to 4: neither is a digit
    EXPECT_EQ(judge(problem, now, nullptr).sentence, "the 2nd and 3rd digits show no hex digits yet");
    now = spec_display({0xD, 0x2, 0x4});
    now[2] = segs("bcf");  // 4 gives its g to 2's free c
    now[1] = segs("abcdeg");
    EXPECT_EQ(judge(problem, now, nullptr).not_digits, (std::vector<std::size_t>{1, 2}));
}

TEST(HexmaxPlay, JudgeCountsMovesAgainstM) {
    const Problem problem = make_problem({0xD, 0x2, 0x4}, 1);
    const std::vector<std::uint8_t> best = {0xD, 0x3, 0x4};  // not checked here: over m comes first
    const PlayVerdict verdict = judge(problem, spec_display({0xE, 0xE, 0x4}), &best);
    EXPECT_EQ(verdict.moves_used, 3u);
    EXPECT_FALSE(verdict.within_m);
    EXPECT_TRUE(verdict.is_number);
    EXPECT_FALSE(verdict.solved);
    EXPECT_FALSE(verdict.optimal);
    EXPECT_EQ(verdict.sentence, "3 moves used, only 1 allowed");

    EXPECT_EQ(judge(make_problem({0xD, 0x2, 0x4}, 0), spec_display({0xE, 0xE, 0x4}), nullptr).sentence,
              "3 moves used, no moves allowed");

    // Both at once.
    Display now = spec_display({0xE, 0xE, 0x4});
    now[2] = segs("bcf");
    now[1] = segs("abdefg");  // D -> E frees b and c, 4 -> bcf frees g: 3 moves
    EXPECT_EQ(judge(problem, now, nullptr).sentence, "the 2nd and 3rd digits show no hex digits yet; 3 moves used, only 1 allowed");
}

TEST(HexmaxPlay, JudgeRespectsDecimalOnlyAndTheSmallestGoal) {
    Problem decimal = make_problem({0xD, 0x2, 0x4}, 3);
    decimal.options.decimal_only = true;
    const PlayVerdict hex_shown = judge(decimal, spec_display({0xE, 0xE, 0x4}), nullptr);
    EXPECT_EQ(hex_shown.shown, "EE4");
    EXPECT_EQ(hex_shown.not_digits, (std::vector<std::size_t>{0, 1}));
    EXPECT_FALSE(hex_shown.is_number);
    EXPECT_EQ(hex_shown.sentence, "the 1st and 2nd digits show no digits 0–9 yet");

    Problem smallest = make_problem({0xD, 0x2, 0x4}, 3);
    smallest.options.goal = Goal::smallest;
    const spec::BruteForce brute = spec::brute_force({0xD, 0x2, 0x4}, false, false, false);
    const std::vector<int>& least = brute.best[3];
    const std::vector<std::uint8_t> best(least.begin(), least.end());
    const PlayVerdict verdict = judge(smallest, spec_display(least), &best);
    EXPECT_TRUE(verdict.optimal);
    EXPECT_EQ(verdict.sentence, digits_text(best) + " — the smallest possible within 3 moves");
    const PlayVerdict start = judge(smallest, spec_display({0xD, 0x2, 0x4}), &best);
    EXPECT_EQ(start.sentence, "D24 — not the smallest yet: a smaller number is possible within 3 moves");
}

TEST(HexmaxPlay, JudgeListsManyBadDigitsShortly) {
    // Seven 0s each move their top stick to their own middle: bcdefg is no digit.
    const Problem problem = make_problem({0, 0, 0, 0, 0, 0, 0, 1, 1, 1}, 100);
    Display now = spec_display({0, 0, 0, 0, 0, 0, 0, 1, 1, 1});
    for (std::size_t i = 0; i < 7; ++i) now[i] = segs("bcdefg");
    const PlayVerdict verdict = judge(problem, now, nullptr);
    EXPECT_EQ(verdict.not_digits.size(), 7u);
    EXPECT_EQ(verdict.sentence, "the 1st, 2nd, 3rd, 4th, 5th and 2 more digits show no hex digits yet");
}

TEST(HexmaxPlay, JudgeAgreesWithTheSpecOnRandomDisplays) {
    std::mt19937 rng(8);
    for (int round = 0; round < 300; ++round) {
        const bool variant = round % 3 == 1;
        const bool decimal = round % 4 == 2;
        const bool largest = round % 5 != 3;
        const int n = 1 + static_cast<int>(rng() % 3);
        std::vector<int> digits(static_cast<std::size_t>(n));
        for (int& d : digits) d = static_cast<int>(rng() % 16);
        const std::uint64_t m = rng() % 5;
        Problem problem = make_problem(std::vector<std::uint8_t>(digits.begin(), digits.end()), m);
        problem.options.glyphs = variant ? GlyphSet::variant : GlyphSet::contest;
        problem.options.decimal_only = decimal;
        problem.options.goal = largest ? Goal::largest : Goal::smallest;

        // Wander: random legal moves (checked by the spec's rules) from the start.
        const std::vector<int> masks = spec::shapes(variant);
        std::vector<int> now;
        for (int d : digits) now.push_back(masks[d]);
        const std::vector<int> start = now;
        const int wander = static_cast<int>(rng() % 6);
        for (int step = 0; step < wander; ++step) {
            const int fd = static_cast<int>(rng() % static_cast<unsigned>(n)), fs = static_cast<int>(rng() % 7);
            const int td = static_cast<int>(rng() % static_cast<unsigned>(n)), ts = static_cast<int>(rng() % 7);
            if (!(now[fd] >> fs & 1) || spec::sticks(now[fd]) == 1) continue;
            if (now[td] >> ts & 1) continue;
            now[fd] &= ~(1 << fs);
            now[td] |= 1 << ts;
        }
        // Sometimes jump to the best answer itself.
        const spec::BruteForce brute = spec::brute_force(digits, variant, decimal, largest);
        const std::vector<int>& best = brute.best[static_cast<std::size_t>(m)];
        if (round % 7 == 0 && !best.empty()) {
            now.clear();
            for (int d : best) now.push_back(masks[d]);
        }

        std::uint64_t used = 0;
        std::vector<std::size_t> bad;
        std::string shown;
        std::vector<int> values;
        for (std::size_t i = 0; i < now.size(); ++i) {
            used += static_cast<std::uint64_t>(spec::sticks(start[i] & ~now[i]));
            int value = -1;
            for (int d = 0; d < 16; ++d)
                if (masks[d] == now[i]) value = d;
            shown += value < 0 ? '?' : "0123456789ABCDEF"[value];
            if (value < 0 || (decimal && value >= 10)) bad.push_back(i);
            values.push_back(value);
        }
        const bool solved = bad.empty() && used <= m;
        const std::vector<std::uint8_t> best_digits(best.begin(), best.end());
        const Display display(now.begin(), now.end());
        const PlayVerdict verdict = judge(problem, display, best.empty() ? nullptr : &best_digits);
        ASSERT_EQ(verdict.moves_used, used) << round;
        ASSERT_EQ(verdict.within_m, used <= m) << round;
        ASSERT_EQ(verdict.shown, shown) << round;
        ASSERT_EQ(verdict.not_digits, bad) << round;
        ASSERT_EQ(verdict.is_number, bad.empty()) << round;
        ASSERT_EQ(verdict.solved, solved) << round;
        ASSERT_EQ(verdict.optimal, solved && !best.empty() && values == best) << round;
        ASSERT_FALSE(verdict.sentence.empty());
        if (solved) {
            ASSERT_EQ(verdict.sentence.rfind(shown + " — ", 0), 0u) << verdict.sentence;
        }
    }
}

// ---- StateLines -----------------------------------------------------------------------------

TEST(HexmaxPlay, StateLinesOfTheSpecsExample) {
    const Problem problem = make_problem({0xD, 0x2, 0x4}, 3);
    const Answer answer = solve(problem);
    const StateLines lines(problem, answer);
    ASSERT_EQ(lines.size(), 5u);
    EXPECT_EQ(lines.line(0), "EE4");
    EXPECT_EQ(lines.line(1), "3");
    EXPECT_EQ(lines.line(4), "EE4");
    EXPECT_EQ(lines.line(5), "");
    for (std::size_t i = 2; i < 4; ++i) EXPECT_EQ(lines.line(i).size(), 3u);
    EXPECT_EQ(lines.display_after(0), spec_display({0xD, 0x2, 0x4}));
    EXPECT_EQ(lines.display_after(3), spec_display({0xE, 0xE, 0x4}));
    EXPECT_EQ(lines.display_after(99), spec_display({0xE, 0xE, 0x4}));
}

TEST(HexmaxPlay, StateLinesMatchTheStreamedTextAcrossCheckpoints) {
    std::mt19937 rng(3);
    std::vector<std::uint8_t> digits(600);
    for (auto& d : digits) d = static_cast<std::uint8_t>(rng() % 16);
    const Problem problem = make_problem(digits, 1500);
    const Answer answer = solve(problem);
    ASSERT_GT(answer.steps.size(), 2 * StateLines::kEvery);  // crosses checkpoints
    const StateLines lines(problem, answer);
    const std::vector<std::string> expected = split(answer_text(problem, answer));
    ASSERT_EQ(lines.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) ASSERT_EQ(lines.line(i), expected[i]) << i;

    // And every state line is the spec's replay of the steps, digit by digit.
    std::vector<int> display;
    for (std::uint8_t d : digits) display.push_back(spec::shapes(false)[d]);
    for (std::size_t k = 0; k < answer.steps.size(); ++k) {
        const Move& s = answer.steps[k];
        display[s.from_digit] &= ~(1 << s.from_segment);
        display[s.to_digit] |= 1 << s.to_segment;
        if (k % 97 != 0 && k + 1 != answer.steps.size()) continue;
        const Display after = lines.display_after(k + 1);
        ASSERT_EQ(std::vector<int>(after.begin(), after.end()), display) << k;
    }
}

TEST(HexmaxPlay, StateLinesWithoutAnAnswer) {
    Problem problem = make_problem({0xF}, 0);
    problem.options.decimal_only = true;
    const Answer answer = solve(problem);
    ASSERT_FALSE(answer.exists);
    const StateLines lines(problem, answer);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines.line(0), "unsolvable");
    EXPECT_EQ(lines.line(1), split(answer_text(problem, answer))[1]);
    EXPECT_EQ(StateLines().size(), 0u);
    EXPECT_EQ(StateLines().line(0), "");
}

// A long number is named by its ends and its length, so the verdict stays a line (issue 20).
TEST(HexmaxPlay, ALongNumberIsNamedByItsEndsInTheVerdict) {
    std::vector<std::uint8_t> digits(1000, 0x8);
    digits.front() = 0x1;
    digits.back() = 0x7;
    const Problem problem = make_problem(digits, 0);
    const std::vector<int> shown(digits.begin(), digits.end());
    const PlayVerdict verdict = judge(problem, spec_display(shown), nullptr);
    EXPECT_EQ(verdict.shown.size(), 1000u);
    EXPECT_EQ(verdict.sentence, "1888888888888888\xE2\x80\xA6" "88888887 (1,000 digits) — a number within 0 moves (the best is not known yet)");

    const Problem short_problem = make_problem({0x1, 0x8, 0x7}, 0);
    EXPECT_EQ(judge(short_problem, spec_display({1, 8, 7}), nullptr).sentence.substr(0, 8), "187 — ");
}

}  // namespace
}  // namespace knobel::hexmax
