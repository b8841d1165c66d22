#pragma once
// Exact integers for crossnumber values. Entries have up to 20 digits and products of two entries
// reach 10^40, so 64 bits are not enough: values are signed 128-bit integers, which hold every
// magnitude below 10^38 exactly (the largest is about 1.7·10^38). The parser gives every
// expression an upper bound on its magnitude and refuses at load time what could reach 10^38
// (parser.cpp), so no computation here can wrap.

#include <cstdint>
#include <string>

namespace knobel::crossnumber {

__extension__ typedef __int128 Value;            // __extension__: the type is a GNU/Clang extension
__extension__ typedef unsigned __int128 UValue;  // (-Wpedantic would reject it otherwise)

inline constexpr int kMaxDigits = 38;  // every value's magnitude is below 10^kMaxDigits

// 10^n for n in 0..38.
Value pow10(int n);
// The largest magnitude any value may have: 10^38 - 1.
inline Value max_magnitude() { return pow10(kMaxDigits) - 1; }

inline Value abs_value(Value v) { return v < 0 ? -v : v; }
// Decimal digits of |v| (0 has one digit).
int digit_count(Value v);
// qs, qp and rev of the operators table: of |v|.
Value digit_sum(Value v);
Value digit_product(Value v);
Value reverse_digits(Value v);

// "-123": decimal, with a sign for negative values.
std::string to_string(Value v);

// a * b when |a * b| stays below 10^38, else false (and `out` untouched).
bool multiply_within(Value a, Value b, Value& out);

// Floor and ceiling of a / b for b != 0 (C++ division truncates towards zero).
Value floor_div(Value a, Value b);
Value ceil_div(Value a, Value b);

}  // namespace knobel::crossnumber
