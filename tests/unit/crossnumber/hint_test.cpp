// The Crossnumber hint (hint.h), checked from outside: following hints from an empty board and from
// boards spoilt with random digits (seeded SplitMix64) reaches the solution, each move shortening
// the way by one, on every example and on generated puzzles of several sizes; a digit the hint
// says the rules force is, by trying every filling of small puzzles with the brute-force model
// (brute_force.h, which shares no code with the solver), the digit of every solution that keeps
// the player's digits — on puzzles with several solutions too, where copying the solution's digit
// would be caught; sentences are never empty and never use `.kz` names.
#include "crossnumber/check.h"
#include "crossnumber/explain.h"
#include "crossnumber/hint.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "brute_force.h"
#include "core/split_mix64.h"
#include "crossnumber/generator.h"
#include "crossnumber/parser.h"
#include "crossnumber/setter_report.h"
#include "crossnumber/solver.h"
#include "puzzle_text.h"
#include "unit/sanitized_cases.h"

namespace knobel::crossnumber {
namespace {

using testing::kSpecExample;
using testing::parsed;

struct Named {
    std::string name;
    Puzzle puzzle;
};

std::vector<Named> examples() {
    std::vector<std::filesystem::path> paths;
    for (const auto& item : std::filesystem::directory_iterator(std::string(KNOBEL_EXAMPLES_DIR) + "/crossnumber"))
        if (item.path().extension() == ".kz") paths.push_back(item.path());
    std::sort(paths.begin(), paths.end());
    std::vector<Named> puzzles;
    for (const auto& path : paths) {
        std::ifstream file(path, std::ios::binary);
        std::stringstream text;
        text << file.rdbuf();
        puzzles.push_back({path.filename().string(), parsed(text.str())});
    }
    return puzzles;
}

// A sentence a player reads: not empty, and no `.kz` syntax — no entry name such as A_w, no
// function or predicate applied as in PZ( or qs(.
void expect_words(const std::string& sentence, const std::string& where) {
    EXPECT_FALSE(sentence.empty()) << where;
    EXPECT_EQ(sentence.find('_'), std::string::npos) << where << ": " << sentence;
    // A '(' right after a letter or a comparison sign is a call (written by hand: <regex> trips
    // GCC 12's -Wmaybe-uninitialized in the sanitized -O1 build).
    bool call = false;
    for (std::size_t i = 1; i < sentence.size(); ++i) {
        const char before = sentence[i - 1];
        const bool name_end = (before >= 'A' && before <= 'Z') || (before >= 'a' && before <= 'z') ||
                              before == '=' || before == '<' || before == '>' || before == '!';
        call = call || (sentence[i] == '(' && name_end);
    }
    EXPECT_FALSE(call) << where << ": " << sentence;
}

int index_of(const Puzzle& puzzle, const Move& move) { return puzzle.cell_index(move.row, move.col); }

// Follows hints from `board` to the end, checking every step; returns the number of moves made.
int follow(const Puzzle& puzzle, Board board, const Board& solution, const std::string& where) {
    int moves = 0;
    for (int way = remaining_way(puzzle, board, solution); way > 0; way = remaining_way(puzzle, board, solution)) {
        const HintDetail detail = hint_detail(puzzle, board, &solution);
        expect_words(detail.hint.sentence, where);
        EXPECT_EQ(detail.hint.undo, 0u);
        if (!detail.hint.move) {
            ADD_FAILURE() << where << ": no move with " << way << " left: " << detail.hint.sentence;
            return moves;
        }
        const Move move = *detail.hint.move;
        EXPECT_FALSE(refusal(puzzle, move)) << where << ": " << move_text(move);
        const std::size_t cell = static_cast<std::size_t>(index_of(puzzle, move));
        const bool had_wrong = [&] {
            for (std::size_t c = 0; c < board.size(); ++c)
                if (puzzle.cells[c].white && board[c] >= 0 && board[c] != solution[c]) return true;
            return false;
        }();
        if (had_wrong) {  // wrong digits first, and the move clears one
            EXPECT_EQ(detail.kind, HintKind::wrong_digit) << where;
            EXPECT_EQ(move.digit, -1) << where;
            EXPECT_NE(board[cell], solution[cell]) << where << ": " << detail.hint.sentence;
        } else {
            EXPECT_EQ(board[cell], -1) << where;
            EXPECT_EQ(move.digit, solution[cell]) << where << ": " << detail.hint.sentence;
        }
        apply_move(puzzle, board, move);
        ++moves;
        EXPECT_EQ(remaining_way(puzzle, board, solution), way - 1) << where << ": " << detail.hint.sentence;
        if (remaining_way(puzzle, board, solution) != way - 1) return moves;
    }
    const HintDetail done = hint_detail(puzzle, board, &solution);
    EXPECT_EQ(done.kind, HintKind::solved) << where;
    EXPECT_FALSE(done.hint.move) << where;
    expect_words(done.hint.sentence, where);
    EXPECT_TRUE(judge(puzzle, board).solved) << where << ": " << judge(puzzle, board).sentence;
    return moves;
}

// Random digits in about a third of the open cells (some right by chance, most wrong), the rest
// empty.
Board spoilt(const Puzzle& puzzle, SplitMix64& random) {
    Board board = start_board(puzzle);
    for (std::size_t c = 0; c < board.size(); ++c)
        if (puzzle.cells[c].white && puzzle.cells[c].given < 0 && random.below(3) == 0)
            board[c] = static_cast<std::int8_t>(random.below(10));
    return board;
}

// Some of the solution's digits, the rest empty: a player who has made no mistake.
Board partly_solved(const Puzzle& puzzle, const Board& solution, SplitMix64& random, std::uint64_t in_four) {
    Board board = start_board(puzzle);
    for (std::size_t c = 0; c < board.size(); ++c)
        if (puzzle.cells[c].white && random.below(4) < in_four) board[c] = solution[c];
    return board;
}

void check_following(const Named& named, std::uint64_t seed) {
    const SolveResult answer = solve(named.puzzle);
    ASSERT_EQ(answer.status, Status::unique) << named.name;
    const Board& solution = answer.solutions[0].digits;
    const Board empty = start_board(named.puzzle);
    EXPECT_EQ(follow(named.puzzle, empty, solution, named.name + " from empty"), remaining_way(named.puzzle, empty, solution));
    SplitMix64 random(seed);
    for (int round = 0; round < 3; ++round) {
        const Board board = spoilt(named.puzzle, random);
        const std::string where = named.name + " spoilt " + std::to_string(round);
        EXPECT_EQ(follow(named.puzzle, board, solution, where), remaining_way(named.puzzle, board, solution)) << where;
    }
}

TEST(CrossnumberHint, FollowingHintsSolvesEveryExampleFromEmptyAndSpoiltBoards) {
    const std::vector<Named> puzzles = examples();
    ASSERT_GE(puzzles.size(), 6u);
    for (const Named& named : puzzles) check_following(named, 7);
}

// Issue 20, words first: what a player reads about the board — the play verdict and the live
// check — names entries and rules in words, on every gallery puzzle, for boards that break each
// rule in turn (the solution with one digit changed) and boards with an entry starting with 0.
TEST(CrossnumberHint, VerdictAndLiveCheckSpeakInWordsOnTheGallery) {
    int broken_seen = 0, zeros_seen = 0;
    for (const Named& named : examples()) {
        const Puzzle& puzzle = named.puzzle;
        const SolveResult answer = solve(puzzle);
        ASSERT_EQ(answer.status, Status::unique) << named.name;
        const Board& solution = answer.solutions[0].digits;
        for (std::size_t c = 0; c < solution.size(); ++c) {
            if (!puzzle.cells[c].white || puzzle.cells[c].given >= 0) continue;
            for (const std::int8_t digit : {static_cast<std::int8_t>((solution[c] + 1) % 10), std::int8_t{0}}) {
                if (digit == solution[c]) continue;
                Board board = solution;
                board[c] = digit;
                const std::string where = named.name + " cell " + std::to_string(c) + " = " + std::to_string(digit);
                const PlayVerdict verdict = judge(puzzle, board);
                EXPECT_FALSE(verdict.solved) << where;  // the solution is unique
                expect_words(verdict.sentence, where + " (verdict)");
                const GridCheck check = check_grid_rules(puzzle, board);
                for (const std::string& zero : check.leading_zeros) expect_words(zero, where + " (leading zero)"), ++zeros_seen;
                for (const RuleCheck& rule : check.rules) {
                    if (rule.state == RuleState::open) continue;
                    expect_words(rule.sentence, where + " (live check)");
                    if (rule.state == RuleState::broken) ++broken_seen;
                }
            }
        }
    }
    EXPECT_GT(broken_seen, 100) << "few broken rules were read: the walk checks little";
    EXPECT_GT(zeros_seen, 10);
}

// Issue 20, words first, for setters: what the workshop's report says — the rules it calls
// redundant or essential (in their words), its warnings and its suggested rules — on every gallery
// puzzle, on each with only the first half of its rules and with none (not unique: warnings for
// entries no rule mentions, and suggestions).
TEST(CrossnumberHint, SetterReportSpeaksInWordsOnTheGallery) {
    int rules_read = 0, warnings_read = 0, suggestions_read = 0;
    for (const Named& named : examples()) {
        // Written out and read again, so that the entries are those the rules left mention.
        const auto with_rules = [&](std::size_t count) {
            Puzzle fewer = named.puzzle;
            fewer.rules.resize(count);
            return parsed(format_puzzle_file(fewer));
        };
        const Puzzle half = with_rules(named.puzzle.rules.size() / 2), none = with_rules(0);
        for (const auto& [puzzle, where] : {std::pair<const Puzzle&, std::string>{named.puzzle, named.name},
                                            std::pair<const Puzzle&, std::string>{half, named.name + " (first half of its rules)"},
                                            std::pair<const Puzzle&, std::string>{none, named.name + " (no rules)"}}) {
            SetterReportWork work(puzzle);
            run_to_completion(work);
            const SetterReport& report = work.report();
            for (const std::vector<int>* rules : {&report.redundant, &report.essential})
                for (const int r : *rules)
                    expect_words(explain_rule(puzzle, puzzle.rules[static_cast<std::size_t>(r)]), where + " (rule)"), ++rules_read;
            for (const std::string& warning : report.warnings_in_words) expect_words(warning, where + " (warning)"), ++warnings_read;
            for (const Suggestion& suggestion : report.suggestions) expect_words(suggestion.words, where + " (suggestion)"), ++suggestions_read;
        }
    }
    EXPECT_GT(rules_read, 50);
    EXPECT_GT(warnings_read, 20) << "without rules every entry is unmentioned: the walk should meet warnings";
    EXPECT_GT(suggestions_read, 5);
}

TEST(CrossnumberHint, FollowingHintsSolvesGeneratedPuzzlesOfEverySize) {
    const Difficulty levels[] = {Difficulty::easy, Difficulty::medium, Difficulty::hard};
    // Under the sanitizers up to 8x8 (sanitized_cases.h): the 12x12 generation is most of the time.
    const int largest = knobel::testing::kSanitized ? 8 : kMaxGenerateSide;
    for (int side = 2; side <= largest; side += 2) {
        const Difficulty level = levels[side % 3];
        const Puzzle puzzle = parsed(format_puzzle_file(generate({side, side, static_cast<std::uint64_t>(side), level})));
        check_following({"generated " + std::to_string(side) + "x" + std::to_string(side), puzzle}, 100 + static_cast<std::uint64_t>(side));
    }
}

// ---- Forced digits against brute force ------------------------------------------------------------

// Every filling of the empty white cells that keeps the player's digits, judged by the model:
// per cell the digits some such solution has there, and how many there are.
struct Completions {
    int count = 0;
    std::vector<std::uint16_t> digits;
};

Completions complete(const brute::BrutePuzzle& p, const Board& board) {
    std::vector<int> open;
    std::vector<int> digits(p.kind.size(), -1);
    for (std::size_t i = 0; i < p.kind.size(); ++i) {
        if (p.kind[i] == -2) continue;
        if (p.kind[i] >= 0) digits[i] = p.kind[i];
        else if (board[i] >= 0) digits[i] = board[i];
        else open.push_back(static_cast<int>(i)), digits[i] = 0;
    }
    Completions result;
    result.digits.assign(p.kind.size(), 0);
    const std::vector<bool> mentioned = brute::mentioned_entries(p);
    std::vector<brute::Big> values(p.entries.size());
    for (;;) {
        bool ok = true;
        for (std::size_t e = 0; e < p.entries.size() && ok; ++e) {
            if (mentioned[e] && digits[static_cast<std::size_t>(p.entries[e].cells[0])] == 0) ok = false;
            brute::Big v = 0;
            for (int c : p.entries[e].cells) v = v * 10 + digits[static_cast<std::size_t>(c)];
            values[e] = v;
        }
        for (std::size_t r = 0; r < p.rules.size() && ok; ++r) ok = brute::rule_holds(p, p.rules[r], values);
        if (ok) {
            ++result.count;
            for (std::size_t i = 0; i < digits.size(); ++i)
                if (digits[i] >= 0) result.digits[i] = static_cast<std::uint16_t>(result.digits[i] | (1u << digits[i]));
        }
        std::size_t k = 0;
        while (k < open.size() && digits[static_cast<std::size_t>(open[k])] == 9) digits[static_cast<std::size_t>(open[k++])] = 0;
        if (k == open.size()) break;
        ++digits[static_cast<std::size_t>(open[k])];
    }
    return result;
}

TEST(CrossnumberHint, AForcedDigitIsInEverySolutionThatKeepsThePlayersDigits) {
    std::mt19937 rng(20240519);
    SplitMix64 random(19);
    int forced = 0, forced_among_several = 0, puzzles = 0;
    for (int attempt = 0; attempt < 3000 && puzzles < knobel::testing::cases(600); ++attempt) {
        brute::BrutePuzzle p = brute::random_puzzle(rng, 5);
        if (attempt % 2) brute::add_entry_rules(rng, p);
        const brute::BruteResult all = brute::solve_by_trying_all(p, 1000000);
        if (all.count == 0) continue;
        auto read = parse_puzzle_file(brute::file_text(p));
        if (!read.ok()) continue;  // a constant or bound the parser refuses: not this test's business
        const Puzzle& puzzle = *read;
        ++puzzles;
        Board solution(all.solutions[0].begin(), all.solutions[0].end());
        for (std::uint64_t in_four = 0; in_four < 3; ++in_four) {
            Board board = partly_solved(puzzle, solution, random, in_four);
            // Follow the hints to the end, checking each forced digit against every completion.
            for (int guard = 0; guard < 40; ++guard) {
                const HintDetail detail = hint_detail(puzzle, board, &solution);
                const std::string where = brute::file_text(p) + "board " + std::to_string(guard) + ": " + detail.hint.sentence;
                expect_words(detail.hint.sentence, where);
                if (!detail.hint.move) {
                    EXPECT_EQ(detail.kind, HintKind::solved) << where;
                    EXPECT_EQ(board, solution) << where;
                    break;
                }
                const Move move = *detail.hint.move;
                const std::size_t cell = static_cast<std::size_t>(index_of(puzzle, move));
                ASSERT_EQ(board[cell], -1) << where;  // no wrong digits on these boards
                EXPECT_EQ(move.digit, solution[cell]) << where;
                if (detail.kind == HintKind::forced) {
                    const Completions completions = complete(p, board);
                    ASSERT_GE(completions.count, 1) << where;
                    EXPECT_EQ(completions.digits[cell], 1u << move.digit) << where;
                    ++forced;
                    if (completions.count > 1) ++forced_among_several;
                } else {
                    EXPECT_EQ(detail.kind, HintKind::search) << where;
                }
                apply_move(puzzle, board, move);
            }
        }
    }
    EXPECT_GE(puzzles, knobel::testing::cases(300));
    // Enough claims checked, and some where other solutions could have betrayed a copied digit.
    // (The first quarter of the puzzles, all the sanitized build runs, has fewer forced digits
    // per puzzle: 114 of 150 puzzles against 512 of 600 when this was written.)
    EXPECT_GE(forced, knobel::testing::kSanitized ? 100 : 500);
    EXPECT_GE(forced_among_several, knobel::testing::cases(50));
}

// ---- Sentences ------------------------------------------------------------------------------------

// The spec's example: A . C / B . . with solution 111 / 333.

using testing::board_of;

TEST(CrossnumberHint, AWrongDigitIsNamedWithTheRuleItBreaksAndCleared) {
    const Puzzle puzzle = parsed(kSpecExample);
    const Board solution = board_of("111333");
    // A across filled as 112: its digit sum is 4, not 3. B across 333 is right.
    HintDetail detail = hint_detail(puzzle, board_of("112333"), &solution);
    EXPECT_EQ(detail.kind, HintKind::wrong_digit);
    EXPECT_EQ(detail.hint.move, (Move{0, 2, -1}));
    EXPECT_EQ(detail.hint.sentence,
              "The 2 in the last digit of A across is wrong: with it A across reads 112, and the rule \"the digit sum of A across "
              "equals 3\" does not hold. Clear it.");
    // Nothing the board shows breaks a rule: the solution's word.
    detail = hint_detail(puzzle, board_of("2....."), &solution);
    EXPECT_EQ(detail.hint.move, (Move{0, 0, -1}));
    EXPECT_EQ(detail.hint.sentence, "The 2 in the first digit of A across is wrong: the solution has another digit there. Clear it.");
    // A leading zero.
    detail = hint_detail(puzzle, board_of("...0.."), &solution);
    EXPECT_EQ(detail.hint.move, (Move{1, 0, -1}));
    EXPECT_EQ(detail.hint.sentence, "The 0 in the first digit of B across is wrong: no entry starts with 0. Clear it.");
}

TEST(CrossnumberHint, AForcedDigitNamesItsRuleInWords) {
    const Puzzle puzzle = parsed(kSpecExample);
    const Board solution = board_of("111333");
    const HintDetail detail = hint_detail(puzzle, start_board(puzzle), &solution);
    ASSERT_EQ(detail.kind, HintKind::forced) << detail.hint.sentence;
    ASSERT_TRUE(detail.hint.move);
    EXPECT_EQ(detail.hint.move, (Move{0, 2, 1}));
    // The rule of the step, in the Rules pane's words; the steps before it narrowed A across too.
    EXPECT_EQ(detail.hint.sentence,
              "The last digit of A across must be 1: B across is a multiple of A across, together with what other rules have "
              "already ruled out.");
    // With the player's digits: the rule of the step that forced it, and the digits it stood on.
    const HintDetail later = hint_detail(puzzle, board_of("1.1333"), &solution);
    ASSERT_EQ(later.kind, HintKind::forced) << later.hint.sentence;
    EXPECT_EQ(later.hint.move, (Move{0, 1, 1}));
    EXPECT_EQ(later.hint.sentence,
              "A across must be 111, so the 2nd digit of A across is 1: the digit sum of A across equals 3, and its first and last "
              "digits are 1 and 1.");
}

TEST(CrossnumberHint, WithoutAForcedDigitTheSolutionsDigitIsWrittenAndSaidSo) {
    // Two digits of which the rules say nothing but that A across is not 0-led: the search tries.
    const Puzzle puzzle = parsed("grid\nA .\nend\n>(A_w, 9)\n");
    const Board solution = board_of("47");
    HintDetail detail = hint_detail(puzzle, start_board(puzzle), &solution);
    EXPECT_EQ(detail.kind, HintKind::search);
    ASSERT_TRUE(detail.hint.move);
    EXPECT_EQ(detail.hint.move->digit, solution[static_cast<std::size_t>(index_of(puzzle, *detail.hint.move))]);
    EXPECT_EQ(detail.hint.sentence,
              "No rule forces a digit yet, so this one needed trying: the search would try the first digit of A across first (it "
              "can still be any digit but 0), and the solution has 4 there.");
    // No budget at all: the solution's digit, and the sentence says no forced digit was found.
    const Puzzle spec = parsed(kSpecExample);
    const Board spec_solution = board_of("111333");
    detail = hint_detail(spec, start_board(spec), &spec_solution, HintOptions{0});
    EXPECT_EQ(detail.kind, HintKind::budget);
    EXPECT_EQ(detail.hint.move, (Move{0, 0, 1}));
    EXPECT_EQ(detail.hint.sentence,
              "The first digit of A across is 1: no digit the rules force was found quickly here, so this is the solution's digit "
              "(the rules leave any digit but 0 there so far).");
}

TEST(CrossnumberHint, SolvedAndUnsolvableBoardsHaveNoMove) {
    const Puzzle puzzle = parsed(kSpecExample);
    const Board solution = board_of("111333");
    HintDetail detail = hint_detail(puzzle, solution, &solution);
    EXPECT_EQ(detail.kind, HintKind::solved);
    EXPECT_FALSE(detail.hint.move);
    EXPECT_EQ(detail.hint.sentence, "Solved: every digit is in place and every rule holds.");
    // Without the solution, the hint solves first and says the same things.
    EXPECT_EQ(hint(puzzle, board_of("112333"), nullptr).sentence, hint(puzzle, board_of("112333"), &solution).sentence);
    const Puzzle none = parsed("grid\nA .\nend\n<(A_w, 5)\n");
    detail = hint_detail(none, start_board(none), nullptr);
    EXPECT_EQ(detail.kind, HintKind::no_solution);
    EXPECT_FALSE(detail.hint.move);
    expect_words(detail.hint.sentence, "no solution");
}

}  // namespace
}  // namespace knobel::crossnumber
