// Matches' hint (src/matches/hint.h), checked against an independent search: the remaining way is
// worked out here by an iterative-deepening search over tables (every legal move of every match on
// the table to every position that can matter), with the goals — the optimal placed figures —
// from the brute-force model of brute_force.h, not from the solver or the hint. Following the
// hints from the start and from positions spoilt by random legal moves must reach a solved table
// with the fewest relocations, each hinted move shortening that way by exactly one.

#include "matches/hint.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "brute_force.h"
#include "core/split_mix64.h"
#include "matches/answer.h"
#include "matches/moves.h"
#include "matches/problem.h"
#include "random_figures.h"
#include "match_at.h"

namespace knobel::matches {
namespace {

using testing::at;

using testing::Written;

// The model's match (two end points in a b c d) as the core's.
Match core_of(const brute::M& match) {
    const Point from = *from_abcd({match.first[0], match.first[1], match.first[2], match.first[3]});
    const Point to = *from_abcd({match.second[0], match.second[1], match.second[2], match.second[3]});
    for (int direction = 0; direction < 12; ++direction)
        if (from + unit_step(direction) == to) return make_match(from, direction);
    ADD_FAILURE() << "not a unit match";
    return {};
}

AnalysisRequest list_request(std::size_t limit) {
    AnalysisRequest request;
    request.list_limit = limit;
    return request;
}

brute::M brute_of(const Match& match) {
    const Abcd from = to_abcd(match.start), to = to_abcd(end_of(match));
    return brute::make({from.a, from.b, from.c, from.d}, {to.a, to.b, to.c, to.d});
}

// The table as a sorted multiset (a stacked pair twice).
std::vector<Match> contents(const PlayTable& table) {
    std::vector<Match> all = table.matches();
    if (table.stacked()) all.push_back(*table.stacked());
    std::sort(all.begin(), all.end());
    return all;
}

// The shortest way from a table to a solved, optimal one, found by search. Goals: the placed after
// figures with k = min_k, from the brute-force model; when min_k = n (every placement clear of
// before is optimal) those that meet the table, and any other costs n moves (every match moves;
// one placed far away, where nothing is in the way, takes exactly n).
class Oracle {
public:
    Oracle(const std::vector<brute::M>& before, const std::vector<brute::M>& after, bool rotate, bool mirror)
        : before_(before), after_(after), rotate_(rotate), mirror_(mirror) {
        const brute::Result result = brute::solve(before, after, rotate, mirror);
        min_k_ = result.min_k;
        for (const auto& figure : result.optimal_figures) {
            std::vector<Match> goal;
            for (const brute::M& match : figure) goal.push_back(core_of(match));
            std::sort(goal.begin(), goal.end());
            goals_.push_back(goal);
        }
        for (const brute::M& match : before) before_core_.push_back(core_of(match));
    }

    std::uint64_t min_k() const { return min_k_; }

    std::size_t distance(const PlayTable& start) {
        const std::size_t n = before_.size();
        std::vector<std::vector<Match>> goals = min_k_ < n ? goals_ : goals_meeting(start);
        const std::size_t cap = min_k_ < n ? SIZE_MAX : n;
        if (goals.empty()) return cap;
        // Positions that can matter: the goals', before's, the table's (a match may be laid on
        // another), and three places far away to set matches aside (any place that is none of
        // these serves only to set a match aside, and far away nothing is in its way).
        std::set<Match> universe(before_core_.begin(), before_core_.end());
        for (const auto& goal : goals) universe.insert(goal.begin(), goal.end());
        for (const Match& match : start.matches()) universe.insert(match);
        for (int i = 0; i < 3; ++i) universe.insert(at(1000 + 4 * i, 0, 0, 0, 90));
        universe_.assign(universe.begin(), universe.end());
        goals_now_ = &goals;
        PlayTable table = start;
        for (std::size_t bound = lower_bound(contents(table)); bound < cap; ++bound) {
            seen_.clear();
            if (search(table, 0, bound)) return bound;
        }
        return cap;
    }

private:
    // Moves still needed to reach a goal, at least: each move fixes at most one misplaced match.
    std::size_t lower_bound(const std::vector<Match>& table) const {
        std::size_t least = SIZE_MAX;
        for (const auto& goal : *goals_now_) {
            std::size_t wrong = 0;
            for (std::size_t i = 0; i < table.size(); ++i) {
                const bool duplicate = i > 0 && table[i] == table[i - 1];
                if (duplicate || !std::binary_search(goal.begin(), goal.end(), table[i])) ++wrong;
            }
            least = std::min(least, wrong);
        }
        return least;
    }

    bool search(PlayTable& table, std::size_t depth, std::size_t bound) {
        const std::vector<Match> key = contents(table);
        const std::size_t h = lower_bound(key);
        if (h == 0) return true;  // n matches, all of a goal's n: that goal, nothing stacked
        if (depth + h > bound) return false;
        const auto found = seen_.find(key);
        if (found != seen_.end() && found->second <= depth) return false;
        seen_[key] = depth;
        for (const Match& from : table.matches())
            for (const Match& to : universe_) {
                const Move move{from, to};
                if (table.check(move)) continue;
                table.apply(move);
                const bool done = search(table, depth + 1, bound);
                table.undo(move);
                if (done) return true;
            }
        return false;
    }

    // min_k = n: placements clear of before that meet the table, found as brute_force.h finds
    // placements (an end of an after match onto an end of a table match).
    std::vector<std::vector<Match>> goals_meeting(const PlayTable& table) const {
        std::set<std::vector<brute::M>> figures;
        const std::set<brute::M> before(before_.begin(), before_.end());
        for (int m = 0; m < (mirror_ ? 2 : 1); ++m)
            for (int r = 0; r < (rotate_ ? 12 : 1); ++r)
                for (const brute::M& a : after_)
                    for (const Match& on : table.matches()) {
                        const brute::M b = brute_of(on);
                        for (const brute::P& from : {a.first, a.second})
                            for (const brute::P& to : {b.first, b.second}) {
                                const auto figure = brute::placed(after_, r, m == 1, brute::sub(to, brute::transform(from, r, m == 1)));
                                bool clear = true;
                                for (const brute::M& match : figure) clear = clear && before.count(match) == 0;
                                if (clear) figures.insert(figure);
                            }
                    }
        std::vector<std::vector<Match>> goals;
        for (const auto& figure : figures) {
            std::vector<Match> goal;
            for (const brute::M& match : figure) goal.push_back(core_of(match));
            std::sort(goal.begin(), goal.end());
            goals.push_back(goal);
        }
        return goals;
    }

    std::vector<brute::M> before_, after_;
    bool rotate_, mirror_;
    std::uint64_t min_k_ = 0;
    std::vector<std::vector<Match>> goals_;
    std::vector<Match> before_core_;
    std::vector<Match> universe_;
    const std::vector<std::vector<Match>>* goals_now_ = nullptr;
    std::map<std::vector<Match>, std::size_t> seen_;
};

// Follows the hints from `table` (after `played`) to the end, checking every step against the
// oracle; returns how many hints it took.
std::size_t follow_hints(const Problem& problem, const Options& options, PlayTable table, std::vector<Move> played,
                         Oracle& oracle, const Analysis* known, const std::string& label) {
    std::size_t remaining = oracle.distance(table);
    const std::size_t limit = 3 * problem.before.size() + 10;
    for (std::size_t step = 0; step < limit; ++step) {
        const Hint<Move> given = hint(problem, options, table, played, known);
        EXPECT_FALSE(given.sentence.empty()) << label;
        const PlayCheck check = check_play(problem, options, table);
        const bool done = check.solved && check.relocated == oracle.min_k();
        EXPECT_EQ(done, remaining == 0) << label << " step " << step;
        if (done) {
            EXPECT_FALSE(given.move) << label << ": " << given.sentence;
            EXPECT_EQ(given.undo, 0u) << label;
            return step;
        }
        if (!given.move) {
            // Take back the moves the hint asks for (Matches never needs to: the test follows the
            // contract all the same).
            EXPECT_GT(given.undo, 0u) << label << ": no move and nothing to take back: " << given.sentence;
            if (given.undo == 0 || given.undo > played.size()) return step;
            for (std::size_t i = 0; i < given.undo; ++i) {
                EXPECT_TRUE(table.undo(played.back()));
                played.pop_back();
            }
            remaining = oracle.distance(table);
            continue;
        }
        EXPECT_EQ(given.undo, 0u) << label;
        const auto refused = table.check(*given.move);
        EXPECT_FALSE(refused) << label << " step " << step << ": " << format_move(*given.move) << ": " << *refused;
        if (refused) return step;
        table.apply(*given.move);
        played.push_back(*given.move);
        const std::size_t now = oracle.distance(table);
        EXPECT_EQ(now + 1, remaining) << label << " step " << step << ": " << format_move(*given.move) << " — "
                                      << given.sentence;
        if (now + 1 != remaining) return step;
        remaining = now;
    }
    ADD_FAILURE() << label << ": the hints did not end within " << limit << " moves";
    return limit;
}

// A random legal move: any match on the table to a place near the figures, onto a place of before
// or of an optimal placement, or onto another match (a stack).
std::optional<Move> random_move(SplitMix64& random, const PlayTable& table, const std::vector<Match>& places) {
    const Figure on = table.matches();
    for (int attempt = 0; attempt < 200; ++attempt) {
        const Match from = on[random.below(on.size())];
        Match to;
        const std::uint64_t kind = random.below(3);
        if (kind == 0 && !places.empty()) {
            to = places[random.below(places.size())];
        } else if (kind == 1) {
            to = on[random.below(on.size())];
        } else {
            Point point = on[random.below(on.size())].start;
            for (std::uint64_t i = random.below(3); i > 0; --i) point = point + unit_step(static_cast<int>(random.below(12)));
            to = make_match(point, static_cast<int>(random.below(12)));
        }
        const Move move{from, to};
        if (!table.check(move)) return move;
    }
    return std::nullopt;
}

struct Case {
    Problem problem;
    Options options;
    std::vector<Written> before, after;
};

std::optional<Case> random_case(std::mt19937& rng, std::size_t count, std::size_t relocated) {
    const int directions = static_cast<int>(rng() % 3);
    const bool rotate = rng() % 2 == 0, mirror = rng() % 3 == 0;
    const int rotation = rotate ? static_cast<int>(rng() % 12) : 0;
    Case result;
    result.before = testing::random_figure(rng, count, directions);
    result.after = testing::variation(rng, result.before, relocated, directions, rotation, mirror && rng() % 2 == 0);
    if (result.after.size() != result.before.size()) return std::nullopt;
    auto problem = parse_problem_file(testing::file_text(result.before, result.after));
    if (!problem) return std::nullopt;
    result.problem = problem.value();
    result.options = {rotate, mirror};
    return result;
}

TEST(MatchesHint, FollowingHintsFromTheStartAndFromSpoiltTablesEndsOptimal) {
    std::mt19937 rng(20261201);
    SplitMix64 random(19);
    int cases = 0, spoilt = 0;
    for (int round = 0; round < 120; ++round) {
        const std::size_t count = 2 + rng() % 7;  // 2 … 8 matches
        const auto made = random_case(rng, count, 1 + rng() % 3);
        if (!made) continue;
        const Case& c = *made;
        Oracle oracle(testing::brute_figure(c.before), testing::brute_figure(c.after), c.options.rotate, c.options.mirror);
        ++cases;
        // The places a spoiling move may aim at: before's and the optimal placements'.
        std::vector<Match> places(c.problem.before.begin(), c.problem.before.end());
        const Analysis analysis = analyse(c.problem, c.options, list_request(64));
        for (const Placement& placement : analysis.optimal_list)
            for (const Match& match : place(c.problem.after, placement)) places.push_back(match);
        const std::string label = "round " + std::to_string(round) + "\n" + format_problem_file(c.problem);
        follow_hints(c.problem, c.options, PlayTable(c.problem.before), {}, oracle, nullptr, label + " from the start");
        for (int spoil = 0; spoil < 3; ++spoil) {
            PlayTable table(c.problem.before);
            std::vector<Move> played;
            for (std::uint64_t moves = 1 + random.below(4); moves > 0; --moves)
                if (auto move = random_move(random, table, places)) {
                    table.apply(*move);
                    played.push_back(*move);
                }
            ++spoilt;
            // Every third time with the solver's analysis passed in, listing only one optimal
            // placement: the hint completes it from the laid matches.
            const Analysis few = analyse(c.problem, c.options, list_request(1));
            follow_hints(c.problem, c.options, table, played, oracle, spoil == 2 ? &few : nullptr,
                         label + " spoilt " + std::to_string(spoil));
        }
        if (HasFailure()) break;
    }
    EXPECT_GE(cases, 80);
    EXPECT_GE(spoilt, 240);
}

// The words a hint names a match by, worked out here in floating point (an independent model of
// hint.cpp's integer arithmetic): which way it points, read left to right, and in which third of
// the box around the table and the place the move lays one its middle lies, across and up. As the
// core does, by floor(2x) and floor(2y) of the ends (2x = a + b·√3 is never a whole number unless
// b = 0, so a double's floor of it is exact at these sizes): the words a player reads then never
// depend on rounding.
struct Spot {
    std::int64_t twice_x, twice_y;  // floor(2x), floor(2y)
};
Spot spot_of(const Point& point) {
    const Abcd abcd = to_abcd(point);
    const double root3 = std::sqrt(3.0);
    return {static_cast<std::int64_t>(std::floor(static_cast<double>(abcd.a) + static_cast<double>(abcd.b) * root3)),
            static_cast<std::int64_t>(std::floor(static_cast<double>(abcd.c) + static_cast<double>(abcd.d) * root3))};
}

std::string expected_words(const Match& match, const std::vector<Match>& area_matches) {
    std::int64_t min_x = INT64_MAX, max_x = INT64_MIN, min_y = INT64_MAX, max_y = INT64_MIN;
    for (const Match& m : area_matches)
        for (const Spot end : {spot_of(m.start), spot_of(end_of(m))}) {
            min_x = std::min(min_x, end.twice_x), max_x = std::max(max_x, end.twice_x);
            min_y = std::min(min_y, end.twice_y), max_y = std::max(max_y, end.twice_y);
        }
    const Spot a = spot_of(match.start), b = spot_of(end_of(match));
    // Thirds of the box, the middle (a + b) / 2 against low + (high − low)·k/3, k = 1, 2: on a
    // border it counts as the middle third.
    const auto third = [](double middle, double low, double high) {
        if (middle - low < (high - low) / 3 - 1e-9) return 0;
        if (middle - low > 2 * (high - low) / 3 + 1e-9) return 2;
        return 1;
    };
    const int column = third(static_cast<double>(a.twice_x + b.twice_x) / 2.0, static_cast<double>(min_x), static_cast<double>(max_x));
    const int row = third(static_cast<double>(a.twice_y + b.twice_y) / 2.0, static_cast<double>(min_y), static_cast<double>(max_y));
    const Abcd from = to_abcd(match.start), to = to_abcd(end_of(match));
    const double root3 = std::sqrt(3.0);
    const auto d = [](std::int64_t value) { return static_cast<double>(value); };
    double angle = std::atan2(d(to.c - from.c) + d(to.d - from.d) * root3, d(to.a - from.a) + d(to.b - from.b) * root3) *
                   180 / std::acos(-1.0);
    if (angle < -0.5) angle += 180;
    const char* directions[] = {"flat", "gently rising", "steeply rising", "upright", "steeply falling", "gently falling"};
    const char* across[] = {"left", "", "right"};
    const std::string place = row == 1 ? (column == 1 ? "in the middle" : std::string("on the ") + across[column])
                                       : std::string("at the ") + (row == 2 ? "top" : "bottom") +
                                             (column == 1 ? "" : std::string(" ") + across[column]);
    return std::string(directions[static_cast<int>(std::lround(angle / 30)) % 6]) + " match " + place;
}

TEST(MatchesHint, SentencesNameMatchesByWhichWayTheyPointAndWhereTheyLie) {
    std::mt19937 rng(20261127);
    int checked = 0;
    for (int round = 0; round < 200 && checked < 60; ++round) {
        const auto made = random_case(rng, 3 + rng() % 10, 1 + rng() % 3);
        if (!made) continue;
        PlayTable table(made->problem.before);
        const Hint<Move> given = hint(made->problem, made->options, table, {});
        if (!given.move || given.sentence.find("set it aside") != std::string::npos) continue;
        std::vector<Match> area = contents(table);
        area.push_back(given.move->to);
        const std::string to = expected_words(given.move->to, area);
        const std::string expected = "Take the " + expected_words(given.move->from, area) + " and lay it " +
                                     to.substr(0, to.find(" match ")) + " " + to.substr(to.find(" match ") + 7) + ": ";
        EXPECT_EQ(given.sentence.rfind(expected, 0), 0u) << given.sentence << "\nexpected to start: " << expected << "\n"
                                                         << format_problem_file(made->problem);
        ++checked;
        if (HasFailure()) break;
    }
    EXPECT_GE(checked, 60);
}

// A knot: both free places of after cross both matches that must move, so one waits aside.
// H1, from (0, 0) to (1, 0), and H2, from (√3/2 − 1, 1/2) to (√3/2, 1/2), must go where the upright
// V at x = 1/2 (y from √3/2 − 1) and V2 at x = √3/2 − 1/2 (y from 1/2 − √3/2) stand; each of those
// crosses both. The other three matches stay.
TEST(MatchesHint, AKnotSetsAMatchAside) {
    const Figure others = {at(10, 0, 0, 0, 0), at(10, 0, 0, 0, 90), at(12, 0, 0, 0, 60)};
    Problem problem;
    problem.before = {at(0, 0, 0, 0, 0), at(-2, 1, 1, 0, 0)};
    problem.after = {at(1, 0, -2, 1, 90), at(-1, 1, 1, -1, 90)};
    for (const Match& match : others) {
        problem.before.push_back(match);
        problem.after.push_back(match);
    }
    ASSERT_FALSE(figure_problem(problem.before, "before"));
    ASSERT_FALSE(figure_problem(problem.after, "after"));
    for (const Match& h : {problem.before[0], problem.before[1]})
        for (const Match& v : {problem.after[0], problem.after[1]}) ASSERT_EQ(contact(h, v), Contact::cross);

    const auto written = [](const Figure& figure) {
        std::vector<brute::M> out;
        for (const Match& match : figure) out.push_back(brute_of(match));
        return out;
    };
    Oracle oracle(written(problem.before), written(problem.after), false, false);
    ASSERT_EQ(oracle.min_k(), 2u);
    PlayTable table(problem.before);
    ASSERT_EQ(oracle.distance(table), 3u);  // two relocations and one match set aside

    const Hint<Move> first = hint(problem, {}, table, {});
    ASSERT_TRUE(first.move);
    EXPECT_TRUE(first.move->to != problem.after[0] && first.move->to != problem.after[1]) << format_move(*first.move);
    EXPECT_NE(first.sentence.find("aside"), std::string::npos) << first.sentence;
    EXPECT_NE(first.sentence.find("3 moves to go"), std::string::npos) << first.sentence;
    EXPECT_EQ(follow_hints(problem, {}, table, {}, oracle, nullptr, "knot"), 3u);
}

// The same knot with a third match to move and a free place for it: the knot's match must take the
// free place first (the third match can go there last), or one more move is needed to set a match aside.
TEST(MatchesHint, AKnotTakesTheFreePlaceFirst) {
    Problem problem;
    problem.before = {at(0, 0, 0, 0, 0), at(-2, 1, 1, 0, 0), at(40, 0, 0, 0, 150)};
    problem.after = {at(1, 0, -2, 1, 90), at(-1, 1, 1, -1, 90), at(60, 0, 0, 0, 30)};
    for (const Match& match : {at(10, 0, 0, 0, 0), at(10, 0, 0, 0, 90), at(12, 0, 0, 0, 60)}) {
        problem.before.push_back(match);
        problem.after.push_back(match);
    }
    ASSERT_FALSE(figure_problem(problem.before, "before"));
    ASSERT_FALSE(figure_problem(problem.after, "after"));
    std::vector<brute::M> before, after;
    for (const Match& match : problem.before) before.push_back(brute_of(match));
    for (const Match& match : problem.after) after.push_back(brute_of(match));
    Oracle oracle(before, after, false, false);
    ASSERT_EQ(oracle.min_k(), 3u);
    PlayTable table(problem.before);
    ASSERT_EQ(oracle.distance(table), 3u);
    const Hint<Move> first = hint(problem, {}, table, {});
    ASSERT_TRUE(first.move);
    EXPECT_EQ(first.move->to, at(60, 0, 0, 0, 30)) << first.sentence;
    EXPECT_EQ(follow_hints(problem, {}, table, {}, oracle, nullptr, "knot with a free place"), 3u);
}

// Every placement clear of before is optimal (min_k = n: after is upright, before lies flat, no
// turns): the hint builds after where the player has already laid part of it.
TEST(MatchesHint, EveryPlacementClearOfBeforeIsOptimal) {
    Problem problem;
    problem.before = {at(0, 0, 0, 0, 0), at(2, 0, 0, 0, 0), at(4, 0, 0, 0, 0)};
    problem.after = {at(0, 0, 0, 0, 90), at(0, 0, 2, 0, 90), at(2, 0, 0, 0, 90)};
    const auto written = [](const Figure& figure) {
        std::vector<brute::M> out;
        for (const Match& match : figure) out.push_back(brute_of(match));
        return out;
    };
    Oracle oracle(written(problem.before), written(problem.after), false, false);
    ASSERT_EQ(oracle.min_k(), 3u);
    follow_hints(problem, {}, PlayTable(problem.before), {}, oracle, nullptr, "clear, from the start");
    SplitMix64 random(7);
    for (int spoil = 0; spoil < 20; ++spoil) {
        PlayTable table(problem.before);
        std::vector<Move> played;
        for (std::uint64_t moves = 1 + random.below(3); moves > 0; --moves)
            if (auto move = random_move(random, table, {at(0, 0, 4, 0, 90), at(0, 0, 6, 0, 90), at(2, 0, 4, 0, 90)})) {
                table.apply(*move);
                played.push_back(*move);
            }
        follow_hints(problem, {}, table, played, oracle, nullptr, "clear, spoilt " + std::to_string(spoil));
    }
}

TEST(MatchesHint, SentencesSayWhy) {
    // The task's own example 0: a house with a flagpole becomes an arrow, 3 matches relocated.
    const auto problem = parse_problem_file(
        "before\n0 0 0 0 0\n0 0 2 0 0\n0 0 2 0 60\n0 0 0 0 90\n2 0 0 0 90\n1 0 2 1 90\n2 0 2 0 120\n"
        "after\n0 0 0 0 60\n0 0 2 0 60\n0 0 0 0 90\n2 0 0 0 90\n1 0 0 1 90\n2 0 0 0 120\n2 0 2 0 120\nmoves 3\n");
    ASSERT_TRUE(problem.ok());
    PlayTable table(problem->before);
    const Hint<Move> first = hint(*problem, {}, table, {});
    ASSERT_TRUE(first.move);
    EXPECT_EQ(first.sentence.rfind("Take the ", 0), 0u) << first.sentence;
    EXPECT_NE(first.sentence.find(" and lay it "), std::string::npos) << first.sentence;
    EXPECT_NE(first.sentence.find("needs a match there"), std::string::npos) << first.sentence;
    EXPECT_EQ(first.sentence.find('('), first.sentence.find(" (3 moves to go") + 1) << "no coordinates: " << first.sentence;
    EXPECT_NE(first.sentence.find("3 moves to go"), std::string::npos) << first.sentence;
    EXPECT_EQ(first.sentence.find(" > "), std::string::npos) << "no move syntax: " << first.sentence;

    // A hint that puts back the match just moved says so.
    const Move wrong{at(0, 0, 0, 0, 90), at(-4, 0, 0, 0, 0)};
    ASSERT_FALSE(table.apply(wrong));
    const std::vector<Move> played = {wrong};
    const Hint<Move> back = hint(*problem, {}, table, played);
    ASSERT_TRUE(back.move);
    EXPECT_EQ(back.move->from, wrong.to);
    EXPECT_EQ(back.move->to, wrong.from);
    EXPECT_NE(back.sentence.find("takes back your last move"), std::string::npos) << back.sentence;

    // Solved with the fewest: no move, and a sentence.
    PlayTable solved(problem->before);
    const Analysis analysis = analyse(*problem, {});
    for (const Move& move : answer_for(*problem, analysis, 3, Mode::exact).moves) ASSERT_FALSE(solved.apply(move));
    const Hint<Move> done = hint(*problem, {}, solved, {}, &analysis);
    EXPECT_FALSE(done.move);
    EXPECT_EQ(done.undo, 0u);
    EXPECT_NE(done.sentence.find("fewest"), std::string::npos) << done.sentence;

    // Solved with too many relocations (after laid far away: all 7): the sentence says so, and the
    // hint goes on towards the fewest.
    PlayTable far(problem->before);
    for (const Move& move : answer_for(*problem, analysis, 7, Mode::strict).moves) ASSERT_FALSE(far.apply(move));
    ASSERT_TRUE(check_play(*problem, {}, far).solved);
    const Hint<Move> more = hint(*problem, {}, far, {}, &analysis);
    EXPECT_TRUE(more.move);
    EXPECT_EQ(more.sentence.rfind("Solved, but with 7 matches relocated where 3 matches would do.", 0), 0u) << more.sentence;

    // A puzzle that is not complete gets a sentence, not a move.
    Problem lopsided = *problem;
    lopsided.after.pop_back();
    const Hint<Move> none = hint(lopsided, {}, table, {});
    EXPECT_FALSE(none.move);
    EXPECT_FALSE(none.sentence.empty());
}

}  // namespace
}  // namespace knobel::matches
