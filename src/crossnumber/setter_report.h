#pragma once
// The setter report (the workshop, issue "Crossnumber workshop"): everything a person writing a
// crossnumber wants to know about a draft, in one object —
//   - unique / multiple / none, and for multiple two solutions and the cells where they differ;
//   - the cells still open after propagation alone (no assumption);
//   - which rules are redundant (without the rule the puzzle is still unique) and which essential;
//   - warnings: labelled runs no rule mentions, white cells in no entry;
//   - how hard it is: solved by propagation alone, or how many assumptions the search needed and
//     how deep the deepest one was;
//   - for a puzzle that is not unique, suggested rules (from a fixed menu of rule shapes over the
//     grid's runs) that hold for the first solution and not for the second, those that make the
//     puzzle unique first.
// It is a sequence of solves, so it is one SlicedWork: the page runs it in slices while the setter
// edits, the CLI (`knobel crossnumber FILE --check`) runs it to the end. Deterministic: no clock.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/difficulty.h"
#include "core/sliced_work.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/solver.h"

namespace knobel::crossnumber {

using knobel::Difficulty;  // core/difficulty.h: the words every generator shares
using knobel::difficulty_name;
// The difficulty a solve shows: easy when propagation alone solves it (no assumption), medium with
// a few assumptions, hard beyond (the thresholds are in setter_report.cpp and docs/crossnumber.md).
Difficulty difficulty_of(const Stats& stats);

struct Suggestion {
    std::string rule;           // in .kz syntax, e.g. "PZ(B_s)"
    bool makes_unique = false;  // adding it alone leaves exactly one solution
    std::string words;          // the rule as the page says it: "B down is a prime number" (explain_rule)
};

struct SetterReport {
    Status status = Status::none;
    std::vector<Solution> solutions;  // none, one, or (multiple) the first two found
    std::vector<int> differing_cells; // multiple: the cells where the two solutions differ
    std::vector<int> open_cells;      // white cells with more than one digit after propagation alone
    Stats stats;                      // of the full solve: assumptions, backtracks, ...
    std::uint64_t deepest = 0;        // the deepest assumption stack the search reached
    Difficulty difficulty = Difficulty::easy;
    // Rule indices (into Puzzle::rules; each Rule has its line). Filled for a unique puzzle only:
    // a rule is redundant when the puzzle without it is still unique, essential otherwise.
    std::vector<int> redundant, essential;
    std::vector<std::string> warnings;       // "B_w is mentioned by no rule", "(2,3) is in no entry"
    // The same warnings for the page, where a setter reads entries in words ("B across is
    // mentioned by no rule"); `warnings` keeps the `.kz` names the command line prints.
    std::vector<std::string> warnings_in_words;
    std::vector<Suggestion> suggestions;     // multiple only; at most a handful
};

class SetterReportWork final : public SlicedWork {
public:
    explicit SetterReportWork(Puzzle puzzle);
    ~SetterReportWork() override;
    bool run(std::uint64_t budget) override;
    WorkProgress progress() const override;
    std::string status() const override;  // "checking rule 3 of 9"
    const Puzzle& puzzle() const;
    // Once run() returned true.
    const SetterReport& report() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The report run to the end (the CLI, tests).
SetterReport setter_report(const Puzzle& puzzle);

// As the CLI prints it: text for people; JSON with at least "status", "redundant" and "essential"
// (line numbers), "open_cells" ([row, col] from 0), "assumptions", "suggestions" (rule texts), and
// also "solutions", "differing_cells", "deepest", "difficulty", "warnings".
std::string setter_report_text(const Puzzle& puzzle, const SetterReport& report);
std::string setter_report_json(const Puzzle& puzzle, const SetterReport& report);

}  // namespace knobel::crossnumber
