#include "crossnumber/state_editor.h"

#include <algorithm>

namespace knobel::crossnumber {

void Changes::clear() {
    cells.clear();
    entries.clear();
    conflict = false;
}

bool StateEditor::restrict_cell(int cell, Mask allowed) {
    Mask& mask = state_.cells[static_cast<std::size_t>(cell)];
    const Mask kept = static_cast<Mask>(mask & allowed);
    if (kept == mask) return true;
    const Mask removed = static_cast<Mask>(mask & ~kept);
    mask = kept;
    auto record = std::find_if(changes_.cells.begin(), changes_.cells.end(), [&](const auto& c) { return c.first == cell; });
    if (record == changes_.cells.end()) changes_.cells.push_back({cell, removed});
    else record->second = static_cast<Mask>(record->second | removed);
    if (kept == 0) return conflict();
    return true;
}

bool StateEditor::set_list(int e, std::vector<Value> values) {
    const ValueList& old = state_.lists[static_cast<std::size_t>(e)];
    if (old && old->size() == values.size()) return true;
    if (values.empty()) return conflict();
    const std::vector<int>& cells = puzzle_.entries[static_cast<std::size_t>(e)].cells;
    std::vector<Mask> seen(cells.size(), 0);
    bool misshapen = false;  // a value that is negative or longer than the entry
    // Reads every digit of v into `seen`.
    const auto read_whole = [&](Value v) {
        std::size_t i = cells.size();
        misshapen = misshapen || v < 0;
        for (; i > 0 && v >= static_cast<Value>(1) << 63; v /= 10) {  // 128-bit division only for the top digits
            --i;
            seen[i] = static_cast<Mask>(seen[i] | digit_bit(static_cast<int>(v % 10)));
        }
        auto u = static_cast<std::uint64_t>(v);
        for (; i-- > 0; u /= 10) seen[i] = static_cast<Mask>(seen[i] | digit_bit(static_cast<int>(u % 10)));
        misshapen = misshapen || u != 0 || v >= static_cast<Value>(1) << 63;
    };
    // A value's digits from the last up to where it agrees with the value read before it: the
    // digits above are that value's, read already. The values are sorted, so neighbours share
    // most of their leading digits, and a long list costs about two divisions a value instead of
    // one a digit (reading every digit was an eighth of the generator's time on 12x12 puzzles).
    // (Two digits a division, through a table, cost more instructions: most neighbours differ
    // in their last digit only.)
    std::uint64_t before = 0;
    bool have_before = false;
    for (const Value v : values) {
        if (v < 0 || v >= static_cast<Value>(1) << 63) {
            read_whole(v);
            have_before = false;
            continue;
        }
        auto u = static_cast<std::uint64_t>(v);
        std::uint64_t b = before;
        std::size_t i = cells.size();
        for (; i > 0 && !(have_before && u == b); --i, u /= 10, b /= 10) seen[i - 1] = static_cast<Mask>(seen[i - 1] | digit_bit(static_cast<int>(u % 10)));
        if (i == 0 && u != 0 && !(have_before && u == b)) misshapen = true;
        before = static_cast<std::uint64_t>(v);
        have_before = true;
    }
    return install_list(e, std::move(values), seen, misshapen);
}

bool StateEditor::set_every_filling(int e, std::vector<Value> values) {
    const ValueList& old = state_.lists[static_cast<std::size_t>(e)];
    if (old && old->size() == values.size()) return true;
    if (values.empty()) return conflict();
    const std::vector<int>& cells = cells_of(e);
    std::vector<Mask> seen(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) seen[i] = mask(cells[i]);  // every digit of every cell is in some value
    return install_list(e, std::move(values), seen, false);
}

bool StateEditor::install_list(int e, std::vector<Value> values, const std::vector<Mask>& seen, bool misshapen) {
    const ValueList& old = state_.lists[static_cast<std::size_t>(e)];
    const std::vector<int>& cells = cells_of(e);
    if (!state_.listed_digits.empty()) {
        Mask* listed = &state_.listed_digits[static_cast<std::size_t>(e) * state_.listed_stride];
        for (std::size_t i = 0; i < cells.size(); ++i)
            listed[i] = static_cast<Mask>(seen[i] | (misshapen ? SearchState::kMustCheck : 0));
    }
    if (!old) state_.kept_rules[static_cast<std::size_t>(e)] = 0;  // a new list: nothing known of it yet
    state_.lists[static_cast<std::size_t>(e)] = std::make_shared<const std::vector<Value>>(std::move(values));
    if (std::find(changes_.entries.begin(), changes_.entries.end(), e) == changes_.entries.end()) changes_.entries.push_back(e);
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (!restrict_cell(cells[i], seen[i])) return false;
    return true;
}

bool StateEditor::conflict() {
    changes_.conflict = true;
    return false;
}


bool StateEditor::fits_digits(int e, Value v) const {
    const std::vector<int>& cells = cells_of(e);
    if (v < 0) return false;
    std::size_t i = cells.size();
    for (; i > 0 && v >= static_cast<Value>(1) << 63; v /= 10)
        if (!(mask(cells[--i]) & digit_bit(static_cast<int>(v % 10)))) return false;
    auto u = static_cast<std::uint64_t>(v);
    for (; i > 0; u /= 10)
        if (!(mask(cells[--i]) & digit_bit(static_cast<int>(u % 10)))) return false;
    return u == 0;
}

}  // namespace knobel::crossnumber
