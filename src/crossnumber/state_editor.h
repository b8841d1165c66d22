#pragma once
// The one way propagation changes the search state: a digit removed from a cell, an entry's
// candidate list narrowed (and its cells with it). Every change is recorded in Changes, so the
// solver re-runs only what watches it and the step log can say it in words.

#include <utility>
#include <vector>

#include "crossnumber/domain.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

struct Changes {
    std::vector<std::pair<int, Mask>> cells;  // cell, the digits removed from it (one record per cell)
    std::vector<int> entries;                 // entries whose list was made or shrank
    bool conflict = false;                    // something was left without any possibility

    void clear();
    bool any() const { return conflict || !cells.empty() || !entries.empty(); }
};

class StateEditor {
public:
    StateEditor(const Puzzle& puzzle, SearchState& state, Changes& changes) : puzzle_(puzzle), state_(state), changes_(changes) {}

    // Keeps only `allowed` in the cell; false when nothing is left (a conflict).
    bool restrict_cell(int cell, Mask allowed);
    // `values`: sorted, each possible as far as the caller knows; the entry's cells keep only the
    // digits some value has there. False on a conflict.
    bool set_list(int e, std::vector<Value> values);
    // `values`: every number the entry's cells allow now (their digits' product, sorted): the
    // list set_list would make, without reading a digit (each cell keeps all of its digits).
    bool set_every_filling(int e, std::vector<Value> values);
    // Records a conflict and returns false.
    bool conflict();

    Mask mask(int cell) const { return state_.cells[static_cast<std::size_t>(cell)]; }
    const std::vector<int>& cells_of(int e) const { return puzzle_.entries[static_cast<std::size_t>(e)].cells; }
    // Whether v is a value the entry's digits still allow (length, leading digit, every digit).
    bool fits_digits(int e, Value v) const;

protected:
    bool install_list(int e, std::vector<Value> values, const std::vector<Mask>& seen, bool misshapen);

    const Puzzle& puzzle_;
    SearchState& state_;
    Changes& changes_;
};

}  // namespace knobel::crossnumber
