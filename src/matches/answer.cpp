#include "matches/answer.h"

#include <unordered_set>

#include "core/text.h"

namespace knobel::matches {
namespace {

bool blocks(const Match& source, const Match& target) {
    const Contact kind = contact(source, target);
    return kind == Contact::same || kind == Contact::cross || kind == Contact::overlap || kind == Contact::touch;
}

// The greedy order for k ≥ 1 (answer.h): sources[i] and targets[j] as in plan_moves.
Plan schedule(const std::vector<Match>& sources, const std::vector<Match>& targets) {
    const std::size_t u = sources.size();
    Plan plan;
    MatchGrid grid;
    for (std::size_t s = 0; s < u; ++s) grid.insert(static_cast<std::uint32_t>(s), sources[s]);
    std::vector<std::vector<std::uint32_t>> blockers(u), blocked(u);
    for (std::size_t t = 0; t < u; ++t)
        grid.for_each_near(targets[t], [&](std::uint32_t s) {
            if (!blocks(sources[s], targets[t])) return;
            blockers[t].push_back(s);
            blocked[s].push_back(static_cast<std::uint32_t>(t));
        });
    std::vector<std::size_t> count(u), active(u);
    std::vector<bool> present(u, true), filled(u, false);
    for (std::size_t t = 0; t < u; ++t) count[t] = blockers[t].size();
    for (std::size_t s = 0; s < u; ++s) active[s] = blocked[s].size();

    // The one present blocker of target t, if it has exactly one.
    const auto sole_blocker = [&](std::size_t t) -> std::optional<std::uint32_t> {
        if (count[t] != 1) return std::nullopt;
        for (const std::uint32_t s : blockers[t])
            if (present[s]) return s;
        return std::nullopt;
    };
    // Ready: free of blockers, or blocked by one match that crosses or touches it (not lies on it):
    // that match is the one to move there.
    const auto ready = [&](std::size_t t) {
        if (filled[t]) return false;
        if (count[t] == 0) return true;
        const auto s = sole_blocker(t);
        return s && !(sources[*s] == targets[t]);
    };
    std::vector<std::size_t> queue;
    for (std::size_t t = u; t-- > 0;)
        if (ready(t)) queue.push_back(t);
    std::vector<std::uint32_t> blocking_sources, all_sources;
    for (std::size_t s = u; s-- > 0;) {
        all_sources.push_back(static_cast<std::uint32_t>(s));
        if (active[s] > 0) blocking_sources.push_back(static_cast<std::uint32_t>(s));
    }
    const auto any_source = [&](std::optional<std::uint32_t> avoid) -> std::optional<std::uint32_t> {
        for (auto* list : {&blocking_sources, &all_sources}) {
            while (!list->empty() && (!present[list->back()] || (list == &blocking_sources && active[list->back()] == 0)))
                list->pop_back();
            for (std::size_t i = list->size(); i-- > 0;) {
                const std::uint32_t s = (*list)[i];
                if (!present[s] || (list == &blocking_sources && active[s] == 0)) continue;
                if (avoid && s == *avoid) continue;
                return s;
            }
        }
        return std::nullopt;
    };
    const auto move = [&](std::uint32_t s, std::size_t t) {
        plan.moves.push_back({sources[s], targets[t]});
        present[s] = false;
        filled[t] = true;
        for (const std::uint32_t other : blocked[s]) {
            --count[other];
            if (ready(other)) queue.push_back(other);
        }
        for (const std::uint32_t s2 : blockers[t]) --active[s2];
    };

    bool stack_open = false;           // a match lies on top of another, until the lower one moves
    std::uint32_t stacked_under = 0;
    std::size_t filled_count = 0;
    while (filled_count < u) {
        if (!queue.empty()) {
            const std::size_t t = queue.back();
            queue.pop_back();
            if (!ready(t)) continue;
            std::optional<std::uint32_t> s = count[t] == 0 ? any_source(std::nullopt) : sole_blocker(t);
            if (!s) break;
            if (stack_open && *s == stacked_under) stack_open = false;
            move(*s, t);
            ++filled_count;
            continue;
        }
        // Every open target is taken or crossed. If one is taken by a match still to move and by
        // nothing else, lay another match on top of it (the first half of a swap).
        bool stacked = false;
        if (!stack_open) {
            for (std::size_t t = 0; t < u && !stacked; ++t) {
                if (filled[t]) continue;
                const auto under = sole_blocker(t);
                if (!under || !(sources[*under] == targets[t])) continue;
                const auto s = any_source(*under);
                if (!s) continue;
                // The laid match must not meet any other present match badly: only `under` blocks t.
                move(*s, t);
                ++filled_count;
                stacked_under = *under;
                stack_open = true;
                stacked = true;
            }
        }
        if (!stacked) break;
    }
    if (filled_count == u) return plan;

    // A knot no order untangles: the rest as a set, pairing sources with targets in turn.
    plan.sequential = false;
    std::vector<std::uint32_t> rest_sources;
    std::vector<std::size_t> rest_targets;
    for (std::uint32_t s = 0; s < u; ++s)
        if (present[s]) rest_sources.push_back(s);
    for (std::size_t t = 0; t < u; ++t)
        if (!filled[t]) rest_targets.push_back(t);
    const std::size_t m = rest_sources.size();
    for (std::size_t i = 0; i < m; ++i) {
        if (sources[rest_sources[i]] == targets[rest_targets[i]]) {
            if (i + 1 < m) std::swap(rest_targets[i], rest_targets[i + 1]);
            else if (i > 0) std::swap(rest_targets[i], rest_targets[i - 1]);
        }
    }
    for (std::size_t i = 0; i < m; ++i) plan.moves.push_back({sources[rest_sources[i]], targets[rest_targets[i]]});
    if (m == 1 && plan.moves.back().from == plan.moves.back().to && plan.moves.size() >= 2) {
        // One fitting match left with its own place: trade targets with the move before it.
        std::swap(plan.moves.back().to, plan.moves[plan.moves.size() - 2].to);
    }
    return plan;
}

}  // namespace

Plan plan_moves(const Problem& problem, const Placement& placement, std::uint64_t u) {
    const Figure placed = place(problem.after, placement);
    const std::unordered_set<Match, MatchHash> before_set(problem.before.begin(), problem.before.end());
    const std::unordered_set<Match, MatchHash> placed_set(placed.begin(), placed.end());
    std::vector<Match> sources, targets, fitting;
    for (const Match& match : problem.before) (placed_set.count(match) ? fitting : sources).push_back(match);
    for (const Match& match : placed)
        if (!before_set.count(match)) targets.push_back(match);
    const std::size_t k = sources.size();
    const std::size_t extra = u > k ? static_cast<std::size_t>(u - k) : 0;
    if (k == 0) {
        // A cycle through `extra` fitting matches: the second is laid on the first, each next one
        // where the one before it was, and the first (from under the stack) where the last was.
        Plan plan;
        if (extra < 2) return plan;
        for (std::size_t i = 1; i < extra; ++i) plan.moves.push_back({fitting[i], fitting[i - 1]});
        plan.moves.push_back({fitting[0], fitting[extra - 1]});
        return plan;
    }
    if (extra == 0) return schedule(sources, targets);
    // A chain through `extra` fitting matches f1 … fe, in place of one move m → t of the plan for
    // the k misplaced matches: m is laid on f1, f1 on f2, …, and fe goes to t. Each laying makes
    // the one stack the table allows, and the match under it leaves next; fitting positions meet
    // nothing badly (they belong to both figures), and when fe arrives, t is as free as it was
    // for m. So the chain is as sequential as the plan it is put in.
    Plan plan = schedule(sources, targets);
    if (plan.sequential && !plan.moves.empty() && extra <= fitting.size()) {
        const Move last = plan.moves.back();
        plan.moves.pop_back();
        plan.moves.push_back({last.from, fitting[0]});
        for (std::size_t i = 1; i < extra; ++i) plan.moves.push_back({fitting[i - 1], fitting[i]});
        plan.moves.push_back({fitting[extra - 1], last.to});
        return plan;
    }
    // A plan that knots anyway: the fitting matches join the schedule as sources and targets.
    for (std::size_t i = 0; i < extra && i < fitting.size(); ++i) {
        sources.push_back(fitting[i]);
        targets.push_back(fitting[i]);
    }
    return schedule(sources, targets);
}

Answer answer_for(const Problem& problem, const Analysis& analysis, std::optional<std::uint64_t> u, Mode mode) {
    Answer answer;
    answer.mode = mode;
    answer.u = u;
    const std::uint64_t n = analysis.n;
    // Whether exactly k can be left uncovered, with a placement that does: decided by the
    // analysis when it was asked (lookups_for), else searched for now.
    const auto placement_with = [&](std::uint64_t k) -> std::optional<Placement> {
        if (const std::optional<bool> known = analysis.achieves(k)) {
            if (!*known) return std::nullopt;
            if (k == analysis.min_k) return analysis.best;
            return analysis.placement_for(k);
        }
        return placement_with_k(problem, analysis.options, k);
    };
    std::optional<std::uint64_t> chosen_k;
    std::optional<Placement> chosen;
    std::uint64_t moving = 0;
    if (!u) {
        chosen_k = analysis.min_k;
        chosen = analysis.best;
        moving = analysis.min_k;
    } else {
        const std::uint64_t wanted = *u;
        switch (mode) {
            case Mode::exact:
                moving = wanted;
                if (wanted > n) {
                    answer.reason = "u = " + std::to_string(wanted) + " is more than the " + matches_count(n) +
                                    (n == 1 ? " there is" : " there are");
                } else if (analysis.min_k > wanted) {
                    answer.reason = "the fewest matches to move is " + std::to_string(analysis.min_k);
                } else if (analysis.min_k == 0 && wanted == 1) {
                    // One match alone cannot move to a place other than its own: a placement must
                    // leave exactly one uncovered.
                    chosen = placement_with(1);
                    if (chosen) chosen_k = 1;
                    else answer.reason = "the after figure fits the before figure as it lies, and one match alone "
                                         "cannot move to a place other than its own; no placement leaves exactly 1 "
                                         "match uncovered";
                } else {
                    // An optimal placement; the u − k further moves pass fitting matches along.
                    chosen_k = analysis.min_k;
                    chosen = analysis.best;
                }
                break;
            case Mode::at_most:
                moving = analysis.min_k;
                if (analysis.min_k <= wanted) {
                    chosen_k = analysis.min_k;
                    chosen = analysis.best;
                } else {
                    answer.reason = "the fewest matches to move is " + std::to_string(analysis.min_k);
                }
                break;
            case Mode::strict:
                moving = wanted;
                if (wanted <= n) chosen = placement_with(wanted);
                if (chosen) chosen_k = wanted;
                else answer.reason = "no placement leaves exactly " + matches_count(wanted) + " uncovered";
                break;
        }
        answer.solvable = chosen_k.has_value();
    }
    if (!chosen_k) return answer;
    answer.k = *chosen_k;
    answer.placement = chosen;
    Plan plan = plan_moves(problem, *answer.placement, moving);
    answer.moves = std::move(plan.moves);
    answer.sequential = plan.sequential;
    return answer;
}

}  // namespace knobel::matches
