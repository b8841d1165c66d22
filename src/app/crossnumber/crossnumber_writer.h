#pragma once
// The Crossnumber workshop's editor: a grid drawn from nothing (size, black cells with optional
// rotational symmetry, labels placed in reading order or by hand, given digits) and rules typed one
// per line with completion of entry and function names (Tab, or the chips under the field), each
// checked as it is typed, or picked from a menu. Every edit is a step of the mid-end's
// PlaySession, so Undo and Redo cover all of them. The setter report (crossnumber/setter_report.h)
// runs as a background job in slices and restarts when the draft changes; its findings are drawn
// on the grid and the rules (open cells tinted, redundant rules struck through with Remove,
// suggested rules with Add). The generator makes a whole new puzzle the same way, with a progress
// bar and Cancel. The rules of the format are the core's (crossnumber/draft.h); this file maps
// clicks and typing to draft edits and draws.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/crossnumber/crossnumber_report_view.h"
#include "app/midend/parsed_field.h"
#include "app/midend/play_session.h"
#include "app/midend/snapshot_edits.h"
#include "app/midend/solve_session.h"
#include "crossnumber/draft.h"
#include "crossnumber/generator.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/setter_report.h"

namespace knobel::app {

class ScreenHost;

class CrossnumberWriter {
public:
    CrossnumberWriter();

    // Starts editing `puzzle` (a link, a file or the gallery opened it), with a fresh history.
    void start_from(const crossnumber::Puzzle& puzzle);
    void draw(ScreenHost& app);
    // Once per frame: the report's and the generator's jobs.
    void update();
    // The draft as a puzzle once an edit made it one that reads (the screen then shows it and
    // puts its link in the address bar); nullopt when nothing new.
    std::optional<crossnumber::Puzzle> take_changed_puzzle();

    bool undo();
    bool redo();
    std::string view_json() const;

private:
    enum class Tap { black, digit, label };  // what a tap on the grid does

    void edit(crossnumber::Draft after);
    void draft_changed();
    void draw_size_and_tools(ScreenHost& app);
    void draw_generator();
    void draw_grid();
    void draw_cell_editor();
    void draw_rules();
    void draw_rule_completions(std::size_t rule);
    void draw_report();
    void restart_report();
    // The report, when it is about the draft on screen (not an older text).
    const DraftReport* current_report() const;

    PlaySession<SnapshotRules<crossnumber::Draft>> edits_;
    bool symmetric_ = true;
    Tap tap_ = Tap::black;
    std::optional<int> selected_;  // the cell a typed digit or label goes to (digit and label taps)
    std::string label_text_;       // the label being typed for the selected cell
    ParsedField<int> rows_, cols_;  // the size for New grid, Resize and Generate, as typed
    std::string message_;          // why the last edit was refused (a digit on a label cell)
    // The rule being typed: its index and its text before the typing began, so one edit goes to the
    // history when the field is left, not one per keystroke.
    std::optional<std::size_t> typing_rule_;
    crossnumber::Draft typing_from_;
    crossnumber::Draft typing_;    // the draft with the text as typed so far
    int focus_rule_ = -1;          // a rule field to focus in the next frame (a new rule)
    // Completion: the rule last typed in and the word at its cursor (kept when the field is left,
    // so that a tap on a chip, which takes the focus, still knows what to complete).
    std::optional<std::size_t> completing_rule_;
    std::size_t word_begin_ = 0, word_end_ = 0;
    std::size_t cursor_to_set_ = std::string::npos;  // where the cursor goes when the field is focused again

    std::string report_text_;      // the draft text the report is about
    std::optional<std::string> report_error_;  // the draft does not read: the parser's words
    SolveSession<crossnumber::SetterReportWork, DraftReport> report_;
    bool report_stale_ = true;
    std::optional<crossnumber::Puzzle> changed_puzzle_;

    ParsedField<std::uint64_t> seed_;
    crossnumber::Difficulty difficulty_ = crossnumber::Difficulty::medium;
    SolveSession<crossnumber::GeneratorWork, crossnumber::Puzzle> generator_;
};

}  // namespace knobel::app
