#pragma once
// The template puzzle's screen (src/nullgame/): the smallest front end on the mid-end. It draws the
// coins and maps a click on one to a move; the game, the solve, the animation, the verdict and
// the play calls of knobel.* are the GameDriver's and GameScreen's (src/app/midend/).

#include <optional>
#include <string>
#include <string_view>

#include "app/midend/game_screen.h"
#include "app/midend/new_puzzle_form.h"
#include "nullgame/game.h"

namespace knobel::app {

class NullgameScreen final : public GameScreen<nullgame::Game> {
public:
    NullgameScreen();

    void draw(ScreenHost& host) override;
    const char* pointer_help() const override { return "click a coin to turn it over"; }

    std::string view_json() const override;

private:
    void draw_coins();

    std::string move_text_;  // the play bar's move field
};

}  // namespace knobel::app
