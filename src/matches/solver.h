#pragma once
// The Matches solver (docs/matches.md). For every allowed transform T of the after figure (the
// identity; the 12 turns and/or the mirror image as options) a translation t is voted for by
// every pair (before match b, turned after match a) with the same direction: t = b − a. A
// placement's votes are the before matches it covers, so k(T, t) = n − votes. One hash-map pass
// over the pairs per transform gives the minimum k, every achievable k (k = n, a placement far
// away, is always achievable) and the number of optimal placements; no placement is ever tested
// against every match.
//
// The pairs number about n²/6 per transform (1.5 million for 3,000 matches), so the analysis is a
// SlicedWork: the app runs it a few milliseconds per frame, the CLI to completion.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/sliced_work.h"
#include "matches/problem.h"

namespace knobel::matches {

struct Options {
    bool rotate = false;  // allow turns by multiples of 30°
    bool mirror = false;  // allow the mirror image
    friend bool operator==(const Options&, const Options&) = default;
};

// The allowed transforms, identity first, in Transform::index() order. Always a group.
std::vector<Transform> allowed_transforms(const Options& options);

enum class Mode : std::uint8_t {
    exact,    // exactly u matches move (the default; chains and swaps make up the difference)
    at_most,  // at most u
    strict,   // a placement leaves exactly u matches uncovered
};
std::string_view mode_name(Mode mode);  // "exact", "at-most", "strict"
std::optional<Mode> mode_from_name(std::string_view name);

// Everything about a problem that does not depend on u.
struct Analysis {
    std::uint64_t n = 0;
    std::uint64_t min_k = 0;
    std::vector<std::uint64_t> achievable;  // every achievable k, ascending; always ends with n
    std::vector<Placement> witnesses;       // witnesses[i]: a placement with k = achievable[i]
    // Distinct placed after figures with k = min_k (placements that differ only by a symmetry of
    // the after figure are one); nullopt when min_k = n: then every placement far away is optimal.
    std::optional<std::uint64_t> optimal_placements;
    // Up to the requested number of them, one per distinct placed figure, in the solver's order.
    std::vector<Placement> optimal_list;
    std::uint64_t symmetries = 1;  // allowed transforms that map the after figure onto a translate of itself

    // A placement with exactly k uncovered before matches, if k is achievable.
    std::optional<Placement> placement_for(std::uint64_t k) const;
};

// The analysis in slices. A unit of work is one vote (one pair of matches).
class Analyser final : public SlicedWork {
public:
    // `list_limit`: how many optimal placements to list (0: count them only).
    Analyser(const Problem& problem, const Options& options, std::size_t list_limit = 0);
    ~Analyser() override;
    Analyser(const Analyser&) = delete;
    Analyser& operator=(const Analyser&) = delete;

    bool run(std::uint64_t budget) override;
    WorkProgress progress() const override;
    std::string status() const override;
    // Valid once run() has returned true.
    const Analysis& result() const;

private:
    struct State;
    std::unique_ptr<State> state_;
};

// The analysis, run to completion.
Analysis analyse(const Problem& problem, const Options& options, std::size_t list_limit = 0);

// The placed after figure: every after match moved by `placement`.
Figure place(const Figure& after, const Placement& placement);

// A placement far from the before figure, so that it covers none of it (k = n).
Placement far_placement(const Problem& problem);

}  // namespace knobel::matches
