#pragma once
// The puzzle generator (`knobel crossnumber --generate WxH [--seed S] [--difficulty D]`, and the
// workshop's Generate button): a new crossnumber of W columns by H rows with exactly one solution,
// every entry mentioned by a rule and no redundant rule left, as hard as asked where it can be.
// Deterministic for a seed on every platform (SplitMix64, no clock, no floating point, the
// solver's own effort limits are counts), so the page and the CLI make the same puzzle.
// It is a sequence of solves, so it is one SlicedWork: the page runs it in slices with a progress
// bar and Cancel.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/input_error.h"
#include "core/sliced_work.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/setter_report.h"

namespace knobel::crossnumber {

struct GenerateOptions {
    int cols = 5, rows = 5;  // 2..kMaxGenerateSide each
    std::uint64_t seed = 1;
    Difficulty difficulty = Difficulty::medium;
};

inline constexpr int kMaxGenerateSide = 12;

// "8x8" (W columns x H rows; 'x' or 'X'), with the reason when it is not a size we generate.
Expected<GenerateOptions> parse_generate_size(std::string_view text);
Expected<Difficulty> parse_difficulty(std::string_view text);

class GeneratorWork final : public SlicedWork {
public:
    explicit GeneratorWork(GenerateOptions options);
    ~GeneratorWork() override;
    bool run(std::uint64_t budget) override;
    WorkProgress progress() const override;
    std::string status() const override;  // "attempt 2: 14 rules, checking uniqueness"
    // Once run() returned true: the puzzle (title names size, seed and difficulty reached).
    const Puzzle& puzzle() const;
    Difficulty difficulty_reached() const;
    // Rule applications of every solve so far: the generator's effort as a count (its limits are
    // counts of these), the same on every machine.
    std::uint64_t rule_applications() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The generator run to the end (the CLI, tests).
Puzzle generate(const GenerateOptions& options);

}  // namespace knobel::crossnumber
