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
class MatchGrid {
public:
    void insert(std::uint32_t id, const Match& match);
    void erase(std::uint32_t id, const Match& match);
    // Calls visit(id) for every id inserted in the 3×3 cells around `match` (a superset of the
    // matches that have a point in common with it).
    template <class Visit>
    void for_each_near(const Match& match, Visit&& visit) const {
        const Cell centre = cell_of(match);
        for (std::int64_t dx = -1; dx <= 1; ++dx)
            for (std::int64_t dy = -1; dy <= 1; ++dy) {
                const auto found = cells_.find(Cell{centre.x + dx, centre.y + dy});
                if (found == cells_.end()) continue;
                for (const std::uint32_t id : found->second) visit(id);
            }
    }

private:
    std::unordered_map<Cell, std::vector<std::uint32_t>, CellHash> cells_;
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
