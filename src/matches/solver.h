#pragma once
// The Matches solver (docs/matches.md). For every allowed transform T of the after figure (the
// identity; the 12 turns and/or the mirror image as options) and translation t, k(T, t) = n − the
// before matches that the placed after figure covers. No placement is ever tested against every
// match blindly; two exact ways find the placements that matter:
//
// - Votes: every pair (before match b, turned after match a) with the same direction votes for
//   t = b − a; one hash-map pass over the pairs gives every translation's k for T. About n²/6
//   pairs per transform (1.5 million for 3,000 matches).
// - Anchors: a placement with k ≤ m − 1 covers at least one of any m before matches, so it is
//   one of the translations that take a turned after match onto one of m "anchors"; each such
//   candidate is checked match by match and dropped after its m-th miss. With m small (a puzzle
//   whose answer moves a few matches) that is a few thousand look-ups instead of millions of votes.
//
// The minimum is found by deepening: m = 1, 2, 4, … anchors for every transform whose bound
// (Σ over directions of the smaller count, before or turned after) reaches n − m + 1, until one
// placement does; a transform for which votes are cheaper than anchors is counted in full. The
// optimal placements are exactly the candidates that reach the minimum. A value of k asked for
// (strict mode's u) is decided the same way, with k + 1 anchors. Every achievable k is only known
// by counting every vote, so it is a request of its own (AnalysisRequest::every_k).

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

// What an analysis is asked for beyond the minimum and the optimal placements.
enum class Method : std::uint8_t {
    automatic,  // per transform, whichever of the two below is cheaper (the default)
    anchors,    // only anchored candidates (tests: every way must agree)
    votes,      // only full vote counting
    sampled,    // the votes of a sample of matches first, then the candidates they leave
};
struct AnalysisRequest {
    std::size_t list_limit = 0;          // how many optimal placements to list (0: count them only)
    std::vector<std::uint64_t> lookups;  // values of k to decide (lookups_for: strict u, …)
    bool every_k = false;                // every achievable k with a witness (counts every vote)
    Method method = Method::automatic;
};

// The values of k answer_for needs decided for u in `mode`, beyond the minimum: u for strict,
// 1 for exact with u = 1 (k = 0 does not do for one match), none otherwise.
std::vector<std::uint64_t> lookups_for(std::optional<std::uint64_t> u, Mode mode);

// Everything about a problem that does not depend on u.
struct Analysis {
    Options options;
    std::uint64_t n = 0;
    std::uint64_t min_k = 0;
    // A placement with k = min_k: the first of optimal_list (canonical and least in the solver's
    // order), a placement far away when min_k = n.
    Placement best;
    // Distinct placed after figures with k = min_k (placements that differ only by a symmetry of
    // the after figure are one); nullopt when min_k = n: then every placement far away is optimal.
    std::optional<std::uint64_t> optimal_placements;
    // Up to the requested number of them, one per distinct placed figure, in the solver's order
    // (transform, then translation); best is the first.
    std::vector<Placement> optimal_list;
    std::uint64_t symmetries = 1;  // allowed transforms that map the after figure onto a translate of itself

    // Achievable values of k, ascending, each with a witness: with every_k, all of them; else the
    // ones known: min_k, n (a placement far away) and the lookups found.
    bool every_k = false;
    std::vector<std::uint64_t> achievable;
    std::vector<Placement> witnesses;        // witnesses[i]: a placement with k = achievable[i]
    std::vector<std::uint64_t> unachievable;  // lookups that no placement has

    // Whether some placement leaves exactly k before matches uncovered; nullopt when this
    // analysis did not look.
    std::optional<bool> achieves(std::uint64_t k) const;
    // A placement with exactly k uncovered before matches, if k is known to be achievable.
    std::optional<Placement> placement_for(std::uint64_t k) const;
    // Whether answer_for(…, u, mode) needs nothing this analysis did not decide.
    bool answers(std::optional<std::uint64_t> u, Mode mode) const;
};

// The analysis in slices. A unit of work is one vote (one pair of matches) or one look-up (is a
// placed after match on the table?).
class Analyser final : public SlicedWork {
public:
    Analyser(const Problem& problem, const Options& options, AnalysisRequest request = {});
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
Analysis analyse(const Problem& problem, const Options& options, AnalysisRequest request = {});

// A placement that leaves exactly k before matches uncovered, if there is one (run to completion).
std::optional<Placement> placement_with_k(const Problem& problem, const Options& options, std::uint64_t k);

// The placed after figure: every after match moved by `placement`.
Figure place(const Figure& after, const Placement& placement);

// A placement far from the before figure, so that it covers none of it (k = n).
Placement far_placement(const Problem& problem);

}  // namespace knobel::matches
