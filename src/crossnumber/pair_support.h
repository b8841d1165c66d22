#pragma once
// Which values of two lists a two-argument predicate pairs up: a[i] is supported when some b[j]
// makes pred(a[i], b[j]) hold, b[j] when some a[i] does. A rule pred(f(E), g(F)) on two listed
// entries keeps exactly the candidates whose f or g value is supported (propagate.cpp). Trying
// every pair costs |a| · |b| (up to kRuleEnumLimit); =, ≠, < and > need only the lists' ends or a
// sorted copy, which was a tenth of the generator's work on 12x12 puzzles.

#include <vector>

#include "crossnumber/puzzle.h"
#include "crossnumber/value.h"

namespace knobel::crossnumber {

// Sets the supported values' flags to 1 (`a_supported` and `b_supported`: as long as a and b, all
// 0 on entry); returns whether any pair holds. The same flags as trying every pair.
bool mark_supported_pairs(Predicate predicate, const std::vector<Value>& a, const std::vector<Value>& b,
                          std::vector<char>& a_supported, std::vector<char>& b_supported);

}  // namespace knobel::crossnumber
