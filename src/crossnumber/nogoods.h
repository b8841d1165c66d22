#pragma once
// What the search keeps when it starts over (Solver::restart): sets of "cell = digit" that cannot
// all hold in a solution not yet found. When a run is cut short, every assumption it had already
// ruled out (its subtree searched to the end) was ruled out under the assumptions above it; that
// is a nogood: those assumptions and the ruled-out one never hold together. Without them a
// restart would throw that work away and may meet the same dead end again and again.
//
// Propagation by two watched literals: a nogood is looked at only when a cell it watches becomes
// fixed to the watched digit; when every literal but one holds, the last one's digit goes.

#include <utility>
#include <vector>

#include "crossnumber/domain.h"
#include "crossnumber/state_editor.h"

namespace knobel::crossnumber {

class Nogoods {
public:
    using Literal = std::pair<int, int>;  // cell, digit

    void resize(std::size_t cells) { watches_.assign(cells, {}); }
    // Adds a nogood (literals in any order, repeats allowed). Cells whose literal already holds
    // and must be looked at go to `recheck`. A nogood with two digits for one cell can never
    // fire and is dropped.
    void add(std::vector<Literal> literals, const std::vector<Mask>& cells, std::vector<int>& recheck);
    // `fixed`: cells that now hold a single digit (consumed; cells fixed by this call are
    // processed too). Removes digits through `edit`; false on a conflict. `fired`: the last
    // nogood that removed a digit or failed, -1 if none.
    bool propagate(std::vector<int>& fixed, StateEditor& edit, int& fired);

    std::size_t size() const { return nogoods_.size(); }
    const std::vector<Literal>& literals(int id) const { return nogoods_[static_cast<std::size_t>(id)].literals; }

private:
    struct Nogood {
        std::vector<Literal> literals;
        int watch[2] = {0, 1};  // indices into literals
    };
    std::vector<Nogood> nogoods_;
    std::vector<std::vector<int>> watches_;  // per cell: the nogoods watching a literal on it
};

}  // namespace knobel::crossnumber
