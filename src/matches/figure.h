#pragma once
// A matchstick figure as a plain list of matches, the rules a figure must keep (no two matches
// cross, overlap, touch anywhere but at a common end, or repeat), and a spatial index that finds
// the few matches near a given one, so that checking 3,000 matches costs about 3,000 look-ups
// rather than 4.5 million pair tests.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "matches/geometry.h"

namespace knobel::matches {

using Figure = std::vector<Match>;

// Matches by cell; a match's possible contacts lie in its own cell and the eight around it.
// Each entry also keeps the match's box (⌊2x⌋, ⌊2y⌋ of its ends): in a dense figure a cell holds
// a dozen matches, and the boxes rule out most of them with four integer comparisons before the
// exact contact test (128-bit arithmetic) is asked.
class MatchGrid {
public:
    void insert(std::uint32_t id, const Match& match);
    void erase(std::uint32_t id, const Match& match);
    // Calls visit(id) for every id inserted in the 3×3 cells around `match` whose box meets the
    // match's box (a superset of the matches that have a point in common with it).
    template <class Visit>
    void for_each_near(const Match& match, Visit&& visit) const {
        const Box box = box_of(match);
        const Cell centre = cell_of(match);
        for (std::int64_t dx = -1; dx <= 1; ++dx)
            for (std::int64_t dy = -1; dy <= 1; ++dy) {
                const auto found = cells_.find(Cell{centre.x + dx, centre.y + dy});
                if (found == cells_.end()) continue;
                for (const Entry& entry : found->second)
                    if (meets(box, entry.box)) visit(entry.id);
            }
    }

private:
    // ⌊2x⌋ and ⌊2y⌋ of both ends; the match lies within [low, high + 1] in each.
    struct Box {
        std::int64_t low_x = 0, high_x = 0, low_y = 0, high_y = 0;
    };
    struct Entry {
        std::uint32_t id = 0;
        Box box;
    };
    static Box box_of(const Match& match);
    static bool meets(const Box& x, const Box& y) {
        return x.low_x <= y.high_x + 1 && y.low_x <= x.high_x + 1 && x.low_y <= y.high_y + 1 && y.low_y <= x.high_y + 1;
    }
    std::unordered_map<Cell, std::vector<Entry>, CellHash> cells_;
};

// Two matches of one figure that break the rules: `later` and `earlier` are indices into the
// figure, later > earlier, and `contact` is same, cross, overlap or touch.
struct RuleBreak {
    std::size_t later = 0;
    std::size_t earlier = 0;
    Contact contact = Contact::apart;
};
// The rule break whose later match comes first (the one a reader of the file meets first), or
// nullopt for a valid figure.
std::optional<RuleBreak> first_rule_break(const Figure& figure);
// Every match that breaks a rule with at least one other match (indices, ascending): the editor
// marks them all, not only the first pair.
std::vector<std::size_t> rule_breakers(const Figure& figure);

// How many pieces the figure falls apart into (matches joined at common ends); 0 for none.
std::size_t piece_count(const Figure& figure);

}  // namespace knobel::matches
