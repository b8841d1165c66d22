#include "views/puzzle.h"

#include <bit>
#include <optional>
#include <vector>

#include "core/text.h"

namespace knobel::views {
namespace {

std::uint64_t bit(int index) { return std::uint64_t{1} << index; }

int view_bits(int size) { return size * size; }
int puzzle_bits(int size) { return 3 * size * size; }
int shape_bits(int size) { return size * size * size; }

std::string size_name(int size) { return "K = " + std::to_string(size); }

// The hex digits of `hex` as values, or the column of the first character that is not one.
Expected<std::vector<int>> hex_digits(std::string_view hex) {
    std::vector<int> digits;
    digits.reserve(hex.size());
    for (std::size_t i = 0; i < hex.size(); ++i) {
        const int value = hex_digit_value(hex[i]);
        if (value < 0)
            return error_at(0, static_cast<int>(i) + 1,
                            describe_char(hex[i]) + " is not a hex digit (0-9, a-f)");
        digits.push_back(value);
    }
    return digits;
}

// Bit k of the digit string, most significant bit of the first digit first.
bool digit_bit(const std::vector<int>& digits, int k) { return ((digits[k / 4] >> (3 - k % 4)) & 1) != 0; }

// The padding bits (those past `bits`) of the last digit must be zero, so that every puzzle and
// shape has exactly one text form.
std::optional<InputError> check_padding(const std::vector<int>& digits, int bits, const std::string& what) {
    const int padding = static_cast<int>(digits.size()) * 4 - bits;
    if (padding == 0) return std::nullopt;
    const int last = digits.back();
    if ((last & ((1 << padding) - 1)) == 0) return std::nullopt;
    return error_at(0, static_cast<int>(digits.size()),
                    "the last hex digit sets padding bits: " + what + " has " + std::to_string(bits) +
                        " bits, so the lowest " + (padding == 1 ? std::string("bit") : std::to_string(padding) + " bits") +
                        " of the last digit must be 0");
}

InputError wrong_length(std::size_t found, int wanted, const std::string& what, const std::string& hint) {
    const int column = found > static_cast<std::size_t>(wanted) ? wanted + 1 : static_cast<int>(found) + 1;
    std::string message = what + " has " + std::to_string(wanted) + " hex digits, found " + std::to_string(found);
    if (!hint.empty()) message += " (" + hint + ")";
    return error_at(0, column, std::move(message));
}

Puzzle puzzle_from_digits(const std::vector<int>& digits, int size) {
    Puzzle puzzle = empty_puzzle(size);
    const int per_view = view_bits(size);
    for (int k = 0; k < puzzle_bits(size); ++k)
        if (digit_bit(digits, k)) puzzle.views[static_cast<std::size_t>(k / per_view)] |= bit(k % per_view);
    return puzzle;
}

std::string digits_to_hex(const std::vector<int>& digits) {
    static const char* const hex = "0123456789abcdef";
    std::string out;
    out.reserve(digits.size());
    for (int digit : digits) out += hex[digit];
    return out;
}

}  // namespace

bool is_valid_size(int size) { return size >= kMinSize && size <= kMaxSize; }

Puzzle empty_puzzle(int size) {
    Puzzle puzzle;
    puzzle.size = size;
    return puzzle;
}

Shape empty_shape(int size) {
    Shape shape;
    shape.size = size;
    return shape;
}

int cell_index(int size, Cell cell) { return size * size * cell.y + size * cell.z + cell.x; }

Cell cell_at(int size, int index) {
    const int per_layer = size * size;
    return Cell{index % size, index / per_layer, (index % per_layer) / size};
}

bool pixel(const Puzzle& puzzle, View view, int row, int col) {
    return (puzzle.views[static_cast<std::size_t>(view)] >> (puzzle.size * row + col) & 1) != 0;
}

void set_pixel(Puzzle& puzzle, View view, int row, int col, bool on) {
    std::uint64_t& mask = puzzle.views[static_cast<std::size_t>(view)];
    const std::uint64_t b = bit(puzzle.size * row + col);
    mask = on ? (mask | b) : (mask & ~b);
}

int pixel_count(const Puzzle& puzzle, View view) {
    return std::popcount(puzzle.views[static_cast<std::size_t>(view)]);
}

bool has_cube(const Shape& shape, Cell cell) {
    return (shape.layers[static_cast<std::size_t>(cell.y)] >> (shape.size * cell.z + cell.x) & 1) != 0;
}

void set_cube(Shape& shape, Cell cell, bool on) {
    std::uint64_t& layer = shape.layers[static_cast<std::size_t>(cell.y)];
    const std::uint64_t b = bit(shape.size * cell.z + cell.x);
    layer = on ? (layer | b) : (layer & ~b);
}

int cube_count(const Shape& shape) {
    int count = 0;
    for (std::uint64_t layer : shape.layers) count += std::popcount(layer);
    return count;
}

ViewPixel pixel_of(int size, View view, Cell cell) {
    switch (view) {
        case View::top: return {cell.z, cell.x};
        case View::front: return {cell.y, cell.x};
        case View::side: return {cell.y, size - 1 - cell.z};
    }
    return {};
}

Puzzle views_of(const Shape& shape) {
    // Straight from the definition, one cube at a time: this is the yardstick the tests hold the
    // solver's bit tricks against, so it stays obvious rather than fast.
    const int k = shape.size;
    Puzzle puzzle = empty_puzzle(k);
    for (int y = 0; y < k; ++y)
        for (int z = 0; z < k; ++z)
            for (int x = 0; x < k; ++x) {
                if (!has_cube(shape, Cell{x, y, z})) continue;
                for (const View view : {View::top, View::front, View::side}) {
                    const ViewPixel at = pixel_of(k, view, Cell{x, y, z});
                    set_pixel(puzzle, view, at.row, at.col, true);
                }
            }
    return puzzle;
}

int puzzle_hex_length(int size) { return (puzzle_bits(size) + 3) / 4; }
int shape_hex_length(int size) { return (shape_bits(size) + 3) / 4; }

int size_for_puzzle_hex_length(std::size_t length) {
    for (int size = kMinSize; size <= kMaxSize; ++size)
        if (static_cast<std::size_t>(puzzle_hex_length(size)) == length) return size;
    return 0;
}

std::string puzzle_hex_lengths_text() {
    std::string out;
    for (int size = kMinSize; size <= kMaxSize; ++size) {
        if (!out.empty()) out += size == kMaxSize ? " or " : ", ";
        out += std::to_string(puzzle_hex_length(size)) + " (" + size_name(size) + ")";
    }
    return out;
}

Expected<Puzzle> parse_puzzle_hex(std::string_view hex, int size) {
    if (!is_valid_size(size))
        return error_at(0, 0, "the size must be " + std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                                  ", not " + std::to_string(size));
    Expected<std::vector<int>> digits = hex_digits(hex);
    if (!digits) return digits.error();
    const std::string what = "a " + size_name(size) + " puzzle";
    if (digits->size() != static_cast<std::size_t>(puzzle_hex_length(size))) {
        const int fits = size_for_puzzle_hex_length(digits->size());
        std::string hint = hex.empty() ? "" : fits ? std::to_string(hex.size()) + " hex digits is a " + size_name(fits) + " puzzle"
                                              : "puzzles have " + puzzle_hex_lengths_text() + " hex digits";
        return wrong_length(digits->size(), puzzle_hex_length(size), what, hint);
    }
    if (auto error = check_padding(*digits, puzzle_bits(size), what)) return *error;
    return puzzle_from_digits(*digits, size);
}

Expected<Puzzle> parse_puzzle_hex_any_size(std::string_view hex) {
    Expected<std::vector<int>> digits = hex_digits(hex);
    if (!digits) return digits.error();
    const int size = size_for_puzzle_hex_length(digits->size());
    if (size == 0)
        return error_at(0, hex.empty() ? 1 : static_cast<int>(hex.size()),
                        "a puzzle has " + puzzle_hex_lengths_text() + " hex digits, found " +
                            std::to_string(hex.size()));
    if (auto error = check_padding(*digits, puzzle_bits(size), "a " + size_name(size) + " puzzle")) return *error;
    return puzzle_from_digits(*digits, size);
}

std::string format_puzzle_hex(const Puzzle& puzzle) {
    const int size = puzzle.size;
    std::vector<int> digits(static_cast<std::size_t>(puzzle_hex_length(size)), 0);
    const int per_view = view_bits(size);
    for (int k = 0; k < puzzle_bits(size); ++k)
        if (puzzle.views[static_cast<std::size_t>(k / per_view)] >> (k % per_view) & 1)
            digits[static_cast<std::size_t>(k / 4)] |= 8 >> (k % 4);
    return digits_to_hex(digits);
}

Expected<Shape> parse_shape_hex(std::string_view hex, int size) {
    if (!is_valid_size(size))
        return error_at(0, 0, "the size must be " + std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                                  ", not " + std::to_string(size));
    Expected<std::vector<int>> digits = hex_digits(hex);
    if (!digits) return digits.error();
    const std::string what = "a " + size_name(size) + " shape";
    if (digits->size() != static_cast<std::size_t>(shape_hex_length(size)))
        return wrong_length(digits->size(), shape_hex_length(size), what, "");
    if (auto error = check_padding(*digits, shape_bits(size), what)) return *error;
    Shape shape = empty_shape(size);
    const int per_layer = size * size;
    for (int i = 0; i < shape_bits(size); ++i)
        if (digit_bit(*digits, i)) shape.layers[static_cast<std::size_t>(i / per_layer)] |= bit(i % per_layer);
    return shape;
}

std::string format_shape_hex(const Shape& shape) {
    const int size = shape.size;
    std::vector<int> digits(static_cast<std::size_t>(shape_hex_length(size)), 0);
    const int per_layer = size * size;
    for (int i = 0; i < shape_bits(size); ++i)
        if (shape.layers[static_cast<std::size_t>(i / per_layer)] >> (i % per_layer) & 1)
            digits[static_cast<std::size_t>(i / 4)] |= 8 >> (i % 4);
    return digits_to_hex(digits);
}

Expected<int> parse_size(std::string_view text, int line, int first_column) {
    Expected<std::uint64_t> number = parse_unsigned(text, 1000, "the size", line, first_column);
    if (!number) return number.error();
    if (*number < static_cast<std::uint64_t>(kMinSize) || *number > static_cast<std::uint64_t>(kMaxSize))
        return error_at(line, first_column,
                        "the size must be " + std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                            ", not " + std::string(text));
    return static_cast<int>(*number);
}

Puzzle classic_puzzle_from_bits(std::uint64_t bits48) {
    Puzzle puzzle = empty_puzzle(kClassicSize);
    for (int k = 0; k < 48; ++k)
        if (bits48 >> (47 - k) & 1) puzzle.views[static_cast<std::size_t>(k / 16)] |= bit(k % 16);
    return puzzle;
}

std::uint64_t classic_puzzle_bits(const Puzzle& puzzle) {
    std::uint64_t bits48 = 0;
    for (int k = 0; k < 48; ++k)
        if (puzzle.views[static_cast<std::size_t>(k / 16)] >> (k % 16) & 1) bits48 |= bit(47 - k);
    return bits48;
}

Shape classic_shape_from_bits(std::uint64_t bits64) {
    Shape shape = empty_shape(kClassicSize);
    for (int i = 0; i < 64; ++i)
        if (bits64 >> (63 - i) & 1) shape.layers[static_cast<std::size_t>(i / 16)] |= bit(i % 16);
    return shape;
}

std::uint64_t classic_shape_bits(const Shape& shape) {
    std::uint64_t bits64 = 0;
    for (int i = 0; i < 64; ++i)
        if (shape.layers[static_cast<std::size_t>(i / 16)] >> (i % 16) & 1) bits64 |= bit(63 - i);
    return bits64;
}

}  // namespace knobel::views
