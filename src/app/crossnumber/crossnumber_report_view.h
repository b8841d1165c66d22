#pragma once
// The workshop's setter report, drawn (ImGui): the verdict, how hard the puzzle is, the cells still
// open after propagation alone, two solutions side by side with the cells where they differ, the
// redundant and essential rules, warnings, and suggested rules with a button to add each. What it
// says is the core's (crossnumber/setter_report.h); this file only draws it and reports which
// button was pressed.

#include <optional>
#include <string>

#include "crossnumber/puzzle.h"
#include "crossnumber/setter_report.h"

namespace knobel::app {

// A report with the puzzle it is about (the draft as it was when the report started).
struct DraftReport {
    crossnumber::Puzzle puzzle;
    crossnumber::SetterReport report;
};

// Draws the report; returns the text of a suggested rule whose "Add" button was pressed. (A
// redundant rule's Remove button is beside the rule itself, in the editor's list of rules.)
std::optional<std::string> draw_setter_report(const DraftReport& report);

}  // namespace knobel::app
