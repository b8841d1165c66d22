#include "crossnumber/nogoods.h"

#include <algorithm>

namespace knobel::crossnumber {
namespace {

bool holds(const Nogoods::Literal& literal, const std::vector<Mask>& cells) {
    return cells[static_cast<std::size_t>(literal.first)] == digit_bit(literal.second);
}
bool holds(const Nogoods::Literal& literal, const StateEditor& edit) { return edit.mask(literal.first) == digit_bit(literal.second); }

bool impossible(const Nogoods::Literal& literal, const std::vector<Mask>& cells) {
    return !(cells[static_cast<std::size_t>(literal.first)] & digit_bit(literal.second));
}
bool impossible(const Nogoods::Literal& literal, const StateEditor& edit) { return !(edit.mask(literal.first) & digit_bit(literal.second)); }

}  // namespace

void Nogoods::add(std::vector<Literal> literals, const std::vector<Mask>& cells, std::vector<int>& recheck) {
    std::sort(literals.begin(), literals.end());
    literals.erase(std::unique(literals.begin(), literals.end()), literals.end());
    for (std::size_t i = 1; i < literals.size(); ++i)
        if (literals[i].first == literals[i - 1].first) return;  // one cell, two digits: never all true
    if (literals.size() < 2) return;  // a single literal is a fact of the first fixpoint, already there
    // Watch literals that do not hold yet (those that cannot hold first: the nogood is then
    // satisfied for now); when fewer than two are left, a held one, looked at again at once.
    std::stable_partition(literals.begin(), literals.end(), [&](const Literal& l) { return impossible(l, cells); });
    std::stable_partition(literals.begin(), literals.end(), [&](const Literal& l) { return !holds(l, cells); });
    Nogood nogood;
    nogood.literals = std::move(literals);
    const int id = static_cast<int>(nogoods_.size());
    for (int w = 0; w < 2; ++w) watches_[static_cast<std::size_t>(nogood.literals[static_cast<std::size_t>(w)].first)].push_back(id);
    if (holds(nogood.literals[1], cells)) recheck.push_back(nogood.literals[1].first);
    nogoods_.push_back(std::move(nogood));
}

bool Nogoods::propagate(std::vector<int>& fixed, StateEditor& edit, int& fired) {
    fired = -1;
    while (!fixed.empty()) {
        const int cell = fixed.back();
        fixed.pop_back();
        std::vector<int>& watching = watches_[static_cast<std::size_t>(cell)];
        for (std::size_t k = 0; k < watching.size();) {
            const int id = watching[k];
            Nogood& nogood = nogoods_[static_cast<std::size_t>(id)];
            const int mine = nogood.literals[static_cast<std::size_t>(nogood.watch[0])].first == cell ? 0 : 1;
            const Literal& literal = nogood.literals[static_cast<std::size_t>(nogood.watch[mine])];
            if (!holds(literal, edit)) {
                ++k;
                continue;
            }
            // Another literal that does not hold to watch instead?
            std::size_t replacement = nogood.literals.size();
            for (std::size_t i = 0; i < nogood.literals.size(); ++i)
                if (static_cast<int>(i) != nogood.watch[0] && static_cast<int>(i) != nogood.watch[1] && !holds(nogood.literals[i], edit)) {
                    replacement = i;
                    break;
                }
            if (replacement < nogood.literals.size()) {
                nogood.watch[mine] = static_cast<int>(replacement);
                watches_[static_cast<std::size_t>(nogood.literals[replacement].first)].push_back(id);
                watching[k] = watching.back();  // (`watching` is another cell's list than the one pushed to)
                watching.pop_back();
                continue;
            }
            const Literal other = nogood.literals[static_cast<std::size_t>(nogood.watch[1 - mine])];
            ++k;
            if (impossible(other, edit)) continue;  // satisfied
            fired = id;
            if (holds(other, edit)) return edit.conflict();
            if (!edit.restrict_cell(other.first, static_cast<Mask>(~digit_bit(other.second)))) return false;
            if (digit_options(edit.mask(other.first)) == 1) fixed.push_back(other.first);
        }
    }
    return true;
}

}  // namespace knobel::crossnumber
