#pragma once
// Share links for Crossnumber (core/link.h parses the fragment; docs/links.md describes it):
//
//     #crossnumber/<grid>/<rules>[/title=<text>]
//
// <grid>: the rows joined by ';'. A row is its cells joined by ',' ('*' black, '.' white, a
// digit given, a label), or, when every cell is one character, the characters alone
// ("A.C;B.."; a row of one multi-character label ends in ','). <rules>: the rules in their
// canonical form ("=(qs(A_w),3)") joined by ';' (no rule contains one), left out when there are
// none; its '=' are written %3D, since a raw '=' makes a part an option. Both are percent-encoded as any part. The author and comments
// are not kept. Reading a link builds the .kz text and reads it with the file parser, so a link
// obeys every rule of the format; its errors name the link part and the row or rule.

#include <string>

#include "core/input_error.h"
#include "core/link.h"
#include "crossnumber/puzzle.h"

namespace knobel::crossnumber {

inline constexpr const char* kLinkPuzzle = "crossnumber";

Expected<Puzzle> puzzle_from_link(const Link& link);
std::string puzzle_link(const Puzzle& puzzle);

}  // namespace knobel::crossnumber
