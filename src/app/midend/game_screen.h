#pragma once
// A puzzle screen whose game the mid-end drives (GameDriver): the Screen interface's play calls
// (knobel.play/undo/redo, state().play, the play= link option, Ctrl+Z/Y) are answered here once for
// every such screen. The front end derives from it, draws, and maps input to the driver's calls.

#include <string>
#include <string_view>
#include <vector>

#include "app/midend/game_driver.h"
#include "app/midend/play_bar_model.h"
#include "app/midend/screen.h"

namespace knobel::app {

template <class G>
class GameScreen : public Screen {
public:
    bool playable() const override { return true; }
    bool play(std::string_view move) override {
        before_move();
        return driver_.play_text(move);
    }
    bool undo() override {
        before_move();
        return driver_.undo();
    }
    bool redo() override {
        before_move();
        return driver_.redo();
    }
    std::vector<std::string> moves_played() const override { return driver_.game().move_texts(); }
    std::string play_message() const override { return driver_.game().message(); }
    PlayStatus play_status() const override { return driver_.status(); }
    bool solving() const override { return driver_.solving(); }
    bool needs_frames() const override { return driver_.needs_frames(); }

protected:
    // The play bar's content: the verdict and its counter (the core's words), the refusal, what
    // can be undone or redone; `words` are the puzzle's own.
    PlayBarContent play_bar_content(const PlayBarWords& words) const {
        const auto& verdict = driver_.verdict();
        PlayBarContent content;
        content.sentence = verdict.sentence;
        content.optimal = verdict.optimal;
        content.counter = verdict.counter;
        content.message = driver_.game().message();
        content.can_undo = driver_.game().can_undo();
        content.can_redo = driver_.game().can_redo();
        content.solving = driver_.solving();
        content.restart_label = words.restart_label;
        content.move_hint = words.move_hint;
        content.move_help = words.move_help;
        content.how_to = words.how_to;
        return content;
    }
    // Does what was pressed on the play bar. Show solution solves first when the answer is not
    // known yet (it is shown when it arrives); a move typed and played clears `move_text`.
    void act_on(const PlayBarPressed& pressed, std::string& move_text) {
        if (pressed.undo) undo();
        if (pressed.redo) redo();
        if (pressed.restart) {
            before_move();
            driver_.restart();  // every move comes back with Redo
        }
        if (pressed.show_solution) {
            before_move();
            if (driver_.answer()) driver_.show_solution(); else solve(host());
        }
        if (pressed.move && play(*pressed.move)) move_text.clear();
    }

    // A move, Undo or Redo is about to change the board: drop what the front end held about the old
    // one (a picked-up stick, a match in hand).
    virtual void before_move() {}

    GameDriver<G> driver_;
};

}  // namespace knobel::app
