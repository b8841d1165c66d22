#pragma once
// The Crossnumber workshop's editor: a grid drawn from nothing (size, black cells with optional
// rotational symmetry, labels placed in reading order, given digits) and rules typed one per line,
// each checked as it is typed. Every edit is a step of the mid-end's PlaySession, so Undo and Redo
// cover all of them; the report on the draft (does it have exactly one solution?) runs as a
// background job in slices and restarts when the draft changes. The rules of the format are the
// core's (crossnumber/draft.h); this file maps clicks and typing to draft edits and draws.

#include <optional>
#include <string>
#include <vector>

#include "app/parsed_field.h"
#include "app/play_session.h"
#include "app/solve_session.h"
#include "crossnumber/draft.h"
#include "crossnumber/puzzle.h"
#include "crossnumber/solver.h"

namespace knobel::app {

// A draft edit: the draft before and after (edits are never refused; a draft that does not read
// yet is kept, with its errors shown).
struct DraftEdit {
    crossnumber::Draft before;
    crossnumber::Draft after;
};

struct DraftEditRules {
    using State = crossnumber::Draft;
    using Move = DraftEdit;
    static Expected<Move> parse(std::string_view) { return error_in("edit", "draft edits have no text form"); }
    static std::string format(const Move&) { return {}; }
    static std::optional<std::string> refusal(const State&, const Move&) { return std::nullopt; }
    static void apply(State& state, const Move& move) { state = move.after; }
    static void undo(State& state, const Move& move) { state = move.before; }
};

class CrossnumberWriter {
public:
    CrossnumberWriter();

    // Starts editing `puzzle` (a link, a file or the gallery opened it), with a fresh history.
    void start_from(const crossnumber::Puzzle& puzzle);
    void draw();
    // Once per frame: the report's job.
    void update();
    // The draft as a puzzle once an edit made it one that reads (the screen then shows it and
    // puts its link in the address bar); nullopt when nothing new.
    std::optional<crossnumber::Puzzle> take_changed_puzzle();

    bool undo();
    bool redo();
    std::string view_json() const;

private:
    void edit(crossnumber::Draft after);
    void draft_changed();
    void draw_size_and_tools();
    void draw_grid();
    void draw_rules();
    void draw_report();
    void restart_report();

    PlaySession<DraftEditRules> edits_;
    bool symmetric_ = true;
    bool digits_mode_ = false;     // a tap selects a cell for a given digit instead of painting it black
    std::optional<int> selected_;  // the cell a typed digit goes to (digits mode)
    ParsedField<int> rows_, cols_;  // the size for New grid and Resize, as typed
    std::string message_;          // why the last edit was refused (a digit on a label cell)
    // The rule being typed: its index and its text before the typing began, so one edit goes to the
    // history when the field is left, not one per keystroke.
    std::optional<std::size_t> typing_rule_;
    crossnumber::Draft typing_from_;
    crossnumber::Draft typing_;    // the draft with the text as typed so far
    int focus_rule_ = -1;          // a rule field to focus in the next frame (a new rule)

    std::string report_text_;      // the draft text the report is about
    std::optional<std::string> report_error_;  // the draft does not read: the parser's words
    SolveSession<crossnumber::Solver, crossnumber::SolveResult> report_;
    bool report_stale_ = true;
    std::optional<crossnumber::Puzzle> changed_puzzle_;
};

}  // namespace knobel::app
