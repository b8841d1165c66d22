#include "app/nullgame/nullgame_screen.h"

#include <memory>

#include "app/widgets/files_row.h"
#include "app/widgets/job_progress.h"
#include "app/widgets/layout.h"
#include "app/widgets/play_bar.h"
#include "app/widgets/playback_controls.h"
#include "app/widgets/screen_header.h"
#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
#include "core/json_writer.h"
#include "imgui.h"
#include "nullgame/link_codec.h"

namespace knobel::app {

NullgameScreen::NullgameScreen() { driver_.new_puzzle(nullgame::Puzzle{{true, false, false, true, false}}); }

std::string NullgameScreen::view_json() const {
    JsonWriter json;
    json.begin_object();
    json.key("mode").value(driver_.showing_solution() ? "solution" : "play");
    json.key("coins").value(nullgame::coins_text(driver_.shown()));
    json.key("step").value(static_cast<std::uint64_t>(driver_.replay().shown_step()));
    json.key("steps").value(static_cast<std::uint64_t>(driver_.replay().steps()));
    json.key("playing").value(driver_.clock().playing());
    json.end_object();
    return json.str();
}

void NullgameScreen::draw(ScreenHost&) {
    draw_screen_heading("Null game", "turn coins over until every coin shows heads, with as few turns as possible");
    act_on_files(draw_files_row(files_row(nullptr, 0, {}, {})));  // (no gallery)
    same_line_or_wrap(button_width("Solve"));
    if (solve_button(!driver_.solving())) solve(host());
    ImGui::Spacing();

    if (driver_.solving()) {
        if (draw_job_progress(driver_.job())) driver_.cancel();
    } else if (driver_.showing_solution()) {
        if (ImGui::Button("Back to my game")) driver_.show_game();
        track_widget_rect("back-to-game");
        playback_controls(driver_.clock());
    } else {
        const PlayBarWords words{"Reset", "2", "the number of the coin to turn over, from 0 (the leftmost)",
                                 "Click a coin to turn it over."};
        act_on(draw_play_bar(play_bar_content(words), move_text_), move_text_);
    }
    draw_coins();
}

// One button a coin, H or T; a click turns it over (in play; the answer's animation only shows).
void NullgameScreen::draw_coins() {
    const nullgame::Coins& coins = driver_.shown();
    const float side = finger_sized() ? kFingerTarget : 32.0f;
    for (std::size_t i = 0; i < coins.size(); ++i) {
        if (i > 0) same_line_or_wrap(side);
        ImGui::PushID(static_cast<int>(i));
        const bool pressed = ImGui::Button(coins[i] ? "H" : "T", ImVec2(side, side));
        ImGui::PopID();
        track_widget_rect("coin-" + std::to_string(i));
        // The hint's coin (not turned yet): framed in the hint colour.
        if (const auto* hint = driver_.current_hint(); hint && hint->move && hint->move->coin == i && !driver_.showing_solution())
            ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), hint_colour_u32(), 4.0f, 0, 3.0f);
        if (pressed && !driver_.showing_solution()) driver_.play(nullgame::Flip{i});
    }
}

std::unique_ptr<Screen> make_nullgame_screen() { return std::make_unique<NullgameScreen>(); }

}  // namespace knobel::app
