#include "views/battery.h"

#include <cstring>
#include <string_view>

#include "core/md5.h"

namespace knobel::views {
namespace {

// The classic puzzle as cells: bit 16·y + 4·z + x of a 64-bit word is cell (x, y, z). Each byte of
// the 48-bit number maps through a table to the cells its eight pixels allow, so the candidate
// cells are six lookups and two ANDs.
struct ClassicTables {
    std::array<std::array<std::uint64_t, 256>, 6> cells_allowed{};

    ClassicTables() {
        for (int byte = 0; byte < 6; ++byte)
            for (int value = 0; value < 256; ++value) {
                // Two bytes per view; a set pixel allows its line of cells, an unset one allows none,
                // so each table holds the cells of its set pixels and ~(cells of all its pixels).
                std::uint64_t allowed = 0, governed = 0;
                for (int b = 0; b < 8; ++b) {
                    const int k = 8 * byte + b;  // puzzle bit, MSB first
                    const int view = k / 16, row = (k % 16) / 4, col = k % 4;
                    const bool on = (value >> (7 - b) & 1) != 0;
                    for (int t = 0; t < 4; ++t) {
                        int x = 0, y = 0, z = 0;
                        if (view == 0) x = col, z = row, y = t;           // top: (row z, col x)
                        else if (view == 1) x = col, y = row, z = t;      // front: (row y, col x)
                        else y = row, z = 3 - col, x = t;                 // side: (row y, col 3-z)
                        const std::uint64_t cell = std::uint64_t{1} << (16 * y + 4 * z + x);
                        governed |= cell;
                        if (on) allowed |= cell;
                    }
                }
                cells_allowed[static_cast<std::size_t>(byte)][static_cast<std::size_t>(value)] = allowed | ~governed;
            }
    }
};

const ClassicTables& tables() {
    static const ClassicTables instance;
    return instance;
}

std::uint64_t lookup(const ClassicTables& t, std::uint64_t bits48, int byte) {
    return t.cells_allowed[static_cast<std::size_t>(byte)][(bits48 >> (40 - 8 * byte)) & 0xff];
}

// Solvable exactly when the candidate cells show every set pixel: their projections are compared
// with the views in the same cell layout, all four layers (or rows, or columns) at once.
bool shows_views(std::uint64_t candidates, std::uint64_t top, std::uint64_t front, std::uint64_t side) {
    const std::uint64_t c = candidates;
    const std::uint64_t top_seen = (c | c >> 16 | c >> 32 | c >> 48) & 0xffff;             // OR over y
    const std::uint64_t front_seen = (c | c >> 4 | c >> 8 | c >> 12) & 0x000f000f000f000full;  // OR over z
    const std::uint64_t side_seen = (c | c >> 1 | c >> 2 | c >> 3) & 0x1111111111111111ull;    // OR over x
    return top_seen == (top & 0xffff) && front_seen == (front & 0x000f000f000f000full) &&
           side_seen == (side & 0x1111111111111111ull);
}

}  // namespace

char* write_classic_line(char* at, std::uint64_t bits48, const Solution& solution) {
    // Two hex digits per byte from one table: a million lines cost a few milliseconds, not tens.
    static constexpr auto kHexPairs = [] {
        std::array<std::array<char, 2>, 256> pairs{};
        constexpr char kHex[] = "0123456789abcdef";
        for (std::size_t byte = 0; byte < 256; ++byte) pairs[byte] = {kHex[byte >> 4], kHex[byte & 0xF]};
        return pairs;
    }();
    const auto put_hex = [&](std::uint64_t bits, int bytes) {
        for (int shift = 8 * (bytes - 1); shift >= 0; shift -= 8, at += 2)
            std::memcpy(at, kHexPairs[(bits >> shift) & 0xFF].data(), 2);
    };
    put_hex(bits48, 6);
    if (!solution.solvable) {
        static constexpr std::string_view kUnsolvable = " unsolvable\n";
        std::memcpy(at, kUnsolvable.data(), kUnsolvable.size());
        return at + kUnsolvable.size();
    }
    *at++ = ' ';
    const int cubes = solution.cubes;  // 0..64
    if (cubes >= 10) *at++ = static_cast<char>('0' + cubes / 10);
    *at++ = static_cast<char>('0' + cubes % 10);
    *at++ = ' ';
    put_hex(classic_shape_bits(solution.shape), 8);
    *at++ = '\n';
    return at;
}

std::string battery_name(std::uint32_t n) {
    std::string name(6, '0');
    for (int i = 5; i >= 0 && n > 0; --i, n /= 10) name[static_cast<std::size_t>(i)] = static_cast<char>('0' + n % 10);
    return name;
}

std::uint64_t battery_bits(std::uint32_t n) { return battery_bits(BatteryNames(n)); }

Puzzle battery_puzzle(std::uint32_t n) { return classic_puzzle_from_bits(battery_bits(n)); }

BatteryNames::BatteryNames(std::uint32_t n) {
    const std::string name = battery_name(n);
    for (std::size_t i = 0; i < 6; ++i) digits_[i] = name[i];
}

void BatteryNames::next() {
    for (int i = 5; i >= 0; --i) {
        if (digits_[i] != '9') {
            ++digits_[i];
            return;
        }
        digits_[i] = '0';
    }
}

std::uint64_t battery_bits(const BatteryNames& name) {
    const Md5Digest digest = md5_short(name.text(), 6);
    std::uint64_t bits = 0;
    for (int i = 0; i < 6; ++i) bits = bits << 8 | digest[static_cast<std::size_t>(i)];
    return bits;
}

bool classic_solvable(std::uint64_t bits48) {
    const ClassicTables& t = tables();
    const std::uint64_t top = lookup(t, bits48, 0) & lookup(t, bits48, 1);
    const std::uint64_t front = lookup(t, bits48, 2) & lookup(t, bits48, 3);
    const std::uint64_t side = lookup(t, bits48, 4) & lookup(t, bits48, 5);
    return shows_views(top & front & side, top, front, side);
}

Solution solve_classic(std::uint64_t bits48) {
    if (!classic_solvable(bits48)) return Solution{};  // unsolvable: no cubes, the empty K = 4 shape
    return solve(classic_puzzle_from_bits(bits48));
}

void BatteryTotals::add(const Solution& solution) {
    ++puzzles;
    if (!solution.solvable) return;
    ++solvable;
    cubes += static_cast<std::uint64_t>(solution.cubes);
    ++histogram[static_cast<std::size_t>(solution.cubes)];
}

BatteryRunner::BatteryRunner(std::uint32_t first, std::uint32_t count)
    : first_(first < kBatterySize ? first : kBatterySize),
      count_(count < kBatterySize - first_ ? count : kBatterySize - first_),
      name_(first_) {}

bool BatteryRunner::run(std::uint64_t budget) {
    if (budget == 0) budget = 1;
    for (; totals_.puzzles < count_ && budget > 0; --budget, name_.next()) totals_.add(solve_classic(battery_bits(name_)));
    return finished();
}

std::string BatteryRunner::status() const {
    return std::to_string(totals_.puzzles) + " of " + std::to_string(count_) + " puzzles: " +
           std::to_string(totals_.solvable) + " solvable, " + std::to_string(totals_.cubes) + " cubes";
}

}  // namespace knobel::views
