#pragma once
// The answer as steps: a Move picks up the match `from` and lays it at `to`, both in the before
// figure's (the table's) coordinates. The text form is the page's move syntax
// (../shared/specs/js-api.md):
//
//     a b c d angle > a b c d angle          e.g.  0 0 2 0 0 > 1 0 0 1 90
//
// Either match may be written from either end; format_move writes both in their canonical form
// (the end from which the angle is 0..150, match_text.h).
//
// Playing on a table, one move at a time (PlayTable): a move is refused, with the reason in
// words, when no match lies at `from`, when `to` is `from`, when `to` is taken, or when the laid
// match would cross, overlap or touch another match anywhere but at a common end. One exception
// makes swaps playable: a match may be laid exactly on top of another while no other pair lies
// so (a swap of two fitting matches, k = 0, cannot be done one match at a time otherwise: the
// first match is laid on the second, the second is then picked up and laid where the first was).
// A table with a stacked pair is never solved.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/input_error.h"
#include "matches/figure.h"
#include "matches/solver.h"

namespace knobel::matches {

struct Move {
    Match from;
    Match to;
    friend bool operator==(const Move&, const Move&) = default;
};

// "a b c d angle > a b c d angle": errors name the column (`first_column` is that of text[0]).
Expected<Move> parse_move(std::string_view text, int line = 0, int first_column = 1);
std::string format_move(const Move& move);
// "take the match from (0 0 2 0) at 0° and lay it from (1 0 0 1) at 90°"
std::string describe(const Move& move);

// The matches on the table while playing, starting from the before figure.
class PlayTable {
public:
    explicit PlayTable(const Figure& before);

    // Why `move` may not be made now (in words, naming the matches), or nullopt if it may.
    std::optional<std::string> check(const Move& move) const;
    // Makes the move if allowed; otherwise leaves the table alone and returns the reason.
    std::optional<std::string> apply(const Move& move);
    // Takes back `move`, which must be the last move applied; false if the table does not allow it.
    bool undo(const Move& move);

    // The matches lying on the table (each once; a stacked pair counts once here).
    Figure matches() const;
    bool has(const Match& match) const;
    // The position where two matches lie stacked, if any.
    std::optional<Match> stacked() const;
    std::size_t size() const { return count_; }

private:
    std::optional<std::string> conflict_with(const Match& laid, const Match* lifted) const;
    void add(const Match& match);
    void remove(const Match& match);

    std::unordered_map<Match, std::uint32_t, MatchHash> counts_;  // match -> id while on the table
    std::unordered_map<Match, int, MatchHash> multiplicity_;
    std::vector<Match> by_id_;
    MatchGrid grid_;
    std::size_t count_ = 0;
};

// A played figure judged against the after figure under the allowed placements.
struct PlayCheck {
    bool solved = false;              // the table holds exactly a placement of after, nothing stacked
    std::optional<Placement> placement;  // which one, when solved
    std::uint64_t relocated = 0;      // before matches no longer on the table
};
PlayCheck check_play(const Problem& problem, const Options& options, const PlayTable& table);

// Replays `moves` from the before figure one at a time: nullopt if every move is allowed and the
// table ends as `placement` puts the after figure, otherwise what went wrong first.
std::optional<std::string> check_replay(const Problem& problem, const Placement& placement, const std::vector<Move>& moves);

}  // namespace knobel::matches
