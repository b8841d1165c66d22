#pragma once
// The standard battery (../shared/specs/views.md): puzzle n, for n = 0 … 999999, is the first 48
// bits of MD5 of the six characters printf("%06d", n), read as a classic K = 4 puzzle. Score:
// puzzles solved, then the total of their minimum cube counts.
//
// Most of these random puzzles are unsolvable, so the classic solver rejects them with a table
// lookup and a few 64-bit operations before any search; the rest go to the exact solver.

#include <array>
#include <cstdint>
#include <string>

#include "core/sliced_work.h"
#include "views/puzzle.h"
#include "views/solver.h"

namespace knobel::views {

inline constexpr std::uint32_t kBatterySize = 1000000;

std::string battery_name(std::uint32_t n);      // "000157"
std::uint64_t battery_bits(std::uint32_t n);    // the 48 bits as a number (its 12 hex digits)
Puzzle battery_puzzle(std::uint32_t n);

// The names n, n+1, … in order, each made from the last by a decimal increment instead of being
// formatted anew. The battery's loop uses it, and so does the benchmark's MD5-only loop, so that
// the two differ by the solving alone.
class BatteryNames {
public:
    explicit BatteryNames(std::uint32_t n);
    const char* text() const { return digits_; }  // 6 characters, no terminator
    void next();

private:
    char digits_[6];
};

// The first 48 bits of MD5 of the current name.
std::uint64_t battery_bits(const BatteryNames& name);

// The classic puzzle whose 12 hex digits spell `bits48`: whether any shape shows it, quickly.
bool classic_solvable(std::uint64_t bits48);
// The same answer as solve(classic_puzzle_from_bits(bits48)), with the quick rejection first.
Solution solve_classic(std::uint64_t bits48);

// The answer line of a classic puzzle as `knobel views` prints it, with its '\n': "<12 hex>
// unsolvable", or "<12 hex> <cubes> <16 hex of the shape>", at most kClassicLineMax characters.
// Written straight from the bits at `at`; returns the end. A million battery lines are 24 MB, and
// made through the general formatters' strings they cost four times the solving.
inline constexpr std::size_t kClassicLineMax = 48;
char* write_classic_line(char* at, std::uint64_t bits48, const Solution& solution);

struct BatteryTotals {
    std::uint64_t puzzles = 0;
    std::uint64_t solvable = 0;
    std::uint64_t cubes = 0;                    // summed over the solvable puzzles
    std::array<std::uint64_t, 65> histogram{};  // solvable puzzles by minimum cube count (0..64)

    void add(const Solution& solution);
};

// Runs battery puzzles first … first+count-1 (within 0 … 999999) in slices; a unit is one puzzle.
class BatteryRunner : public SlicedWork {
public:
    BatteryRunner(std::uint32_t first, std::uint32_t count);

    bool run(std::uint64_t budget) override;
    WorkProgress progress() const override { return {totals_.puzzles, count_}; }
    std::string status() const override;  // "12345 of 1000000 puzzles: 67 solvable, 890 cubes"

    const BatteryTotals& totals() const { return totals_; }
    bool finished() const { return totals_.puzzles == count_; }

private:
    std::uint32_t first_;
    std::uint32_t count_;
    BatteryNames name_;
    BatteryTotals totals_;
};

}  // namespace knobel::views
