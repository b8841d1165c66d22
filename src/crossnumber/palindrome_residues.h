#pragma once
// A palindrome's remainder, digit pair by digit pair. Cells i and n - 1 - i of a palindrome hold
// one digit d_i, so its value mod m is the sum over the first half of d_i · (10^(n-1-i) + 10^i)
// (10^i once for a middle cell) mod m: a dynamic programme over the first half whose state is the
// remainder so far keeps exactly the digits some palindrome with an allowed remainder uses. With
// PZ's remainders mod 2310 (no multiple of 2, 3, 5, 7 or 11) it says at once that no palindrome of
// an even number of digits, 4 or more, is prime — each is a multiple of 11, as 10^j + 10^(n-1-j)
// is when n is even — where the search had listed 10^10 palindromes of 20 digits (issue 21).

#include <vector>

#include "crossnumber/domain.h"

namespace knobel::crossnumber {

// `masks`: the digits still possible in each cell, the first nonzero (false otherwise, with
// `supported` untouched: a 0 in front is not a palindrome of n digits). `residues`: per remainder
// mod `modulus` (1 to 2520), whether it is allowed. `supported`, per cell: the digits some
// palindrome fitting every cell and with an allowed remainder has there (all 0 when there is
// none).
bool palindrome_residue_support(const std::vector<Mask>& masks, int modulus, const std::vector<char>& residues,
                                std::vector<Mask>& supported);

}  // namespace knobel::crossnumber
