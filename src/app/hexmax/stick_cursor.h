#pragma once
// The keyboard's cursor over the stick places of a Hex-Max display: which place an arrow key
// moves it to. Plain C++ (unit-tested natively); the screen draws the cursor and plays with it.
//
// Every place (digit, segment) is a point of the drawn figure 8 — a digit is 2 wide and 4 high
// (a at the top middle, b and f at the upper corners' sides, g in the middle, …), digits 3 apart
// in a row, rows 5.4 apart, as the screen lays them out. An arrow goes to the nearest place in its
// direction, within 45° of it, counting a step sideways twice (so f → b across the digit, not to
// the a or g between), nearer ones first on a tie (the rule of direction_cursor.h). No place in
// that direction: the cursor stays.

#include <cstddef>
#include <cstdlib>
#include <cstdint>

#include "app/midend/direction_cursor.h"

namespace knobel::app {

struct StickPlace {
    std::size_t digit = 0;
    int segment = 0;  // 0..6 = a..g
    friend bool operator==(const StickPlace&, const StickPlace&) = default;
};

inline StickPlace move_stick_cursor(StickPlace from, CursorMove move, std::size_t digits, std::size_t per_row) {
    if (digits == 0 || per_row == 0 || from.digit >= digits || from.segment < 0 || from.segment > 6) return from;
    // Segment a..g in tenths: x across the digit (0..20), y down it (0..40).
    constexpr int kX[7] = {10, 20, 20, 10, 0, 0, 10};
    constexpr int kY[7] = {0, 10, 30, 40, 30, 10, 20};
    constexpr long kPitchX = 30, kPitchY = 54;
    const auto x_of = [&](StickPlace place) { return static_cast<long>(place.digit % per_row) * kPitchX + kX[place.segment]; };
    const auto y_of = [&](StickPlace place) { return static_cast<long>(place.digit / per_row) * kPitchY + kY[place.segment]; };
    const long x0 = x_of(from), y0 = y_of(from);

    StickPlace best = from;
    NearestInDirection nearest(x0, y0, move);
    const auto consider = [&](std::size_t digit) {
        for (int segment = 0; segment < 7; ++segment) {
            const StickPlace place{digit, segment};
            if (nearest.offer(x_of(place), y_of(place))) best = place;
        }
    };
    // The places an arrow can reach: this digit, its neighbours in the row and the digits above
    // and below it.
    consider(from.digit);
    if (from.digit % per_row > 0) consider(from.digit - 1);
    if (from.digit % per_row + 1 < per_row && from.digit + 1 < digits) consider(from.digit + 1);
    if (from.digit >= per_row) consider(from.digit - per_row);
    if (from.digit + per_row < digits) consider(from.digit + per_row);
    return best;
}

}  // namespace knobel::app
