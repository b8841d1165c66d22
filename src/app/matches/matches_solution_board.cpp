// The Matches screen's Solution board: the answer in a sentence (the fewest matches, the verdict
// for u, the placement), the optimal placements to step through, and the answer's moves replayed
// on the table, each moving match paired by colour with its target.

#include "app/matches/matches_screen.h"

#include <SDL_scancode.h>
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/widgets/playback_controls.h"
#include "app/widgets/widget_rects.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "imgui.h"
#include "matches/link_codec.h"
#include "matches/output.h"

namespace knobel::app {
namespace {

// Colours that pair a moving match with its target in the solution.
constexpr ImU32 kPairColours[] = {IM_COL32(230, 97, 1, 150),  IM_COL32(94, 60, 153, 150), IM_COL32(27, 158, 119, 150),
                                  IM_COL32(217, 95, 2, 150),  IM_COL32(231, 41, 138, 150), IM_COL32(102, 166, 30, 150),
                                  IM_COL32(230, 171, 2, 150), IM_COL32(31, 120, 180, 150)};

ImU32 pair_colour(std::size_t index) { return kPairColours[index % std::size(kPairColours)]; }

}  // namespace

void MatchesScreen::draw_answer() {
    const matches::Solution* solved = driver_.answer();
    if (!solved) return;
    const matches::Analysis& analysis = solved->analysis;
    const matches::Answer& answer = solved->answer;
    std::string sentence = "The fewest matches to move: " + with_thousands(analysis.min_k) + ".";
    if (problem().moves) {
        sentence += " u = " + std::to_string(*problem().moves) + " (" + std::string(matches::mode_name(mode())) + "): ";
        sentence += answer.solvable.value_or(false) ? "solvable." : "not solvable: " + answer.reason + ".";
    }
    if (answer.placement) sentence += " Placement: " + matches::describe(*answer.placement) + ".";
    if (!answer.sequential) sentence += " These moves are right as a set but cannot be made one at a time in this order.";
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(sentence.c_str());
    ImGui::PopTextWrapPos();
    track_widget_rect("answer");
    const std::size_t listed = analysis.optimal_list.size();
    const std::size_t index = solved->placement_index;
    // Another optimal placement: its answer replaces this one and plays from its start.
    const auto choose = [&](std::size_t placement) {
        if (std::optional<matches::Solution> other = matches::answer_with_placement(driver_.puzzle(), *solved, placement)) {
            driver_.replace_answer(std::move(*other));
            driver_.show_solution();
        }
    };
    if (listed > 1 && answer.k == analysis.min_k) {
        ImGui::BeginDisabled(index == 0);
        if (ImGui::ArrowButton("##previous-placement", ImGuiDir_Left)) choose(index - 1);
        ImGui::EndDisabled();
        track_widget_rect("previous-placement");
        ImGui::SameLine();
        ImGui::Text("placement %zu of %s", index + 1,
                    analysis.optimal_placements ? with_thousands(*analysis.optimal_placements).c_str() : "many");
        ImGui::SameLine();
        ImGui::BeginDisabled(index + 1 >= listed);
        if (ImGui::ArrowButton("##next-placement", ImGuiDir_Right)) choose(index + 1);
        ImGui::EndDisabled();
        track_widget_rect("next-placement");
    }
    const StepReplay<matches::Game>& replay = driver_.replay();
    if (replay.steps() > 0) {
        playback_controls(driver_.clock());
        driver_.follow_clock();
        const std::size_t step = replay.shown_step();
        if (step < replay.steps()) {
            ImGui::TextDisabled("move %zu of %zu: %s", step + 1, replay.steps(), matches::describe(replay.step(step)).c_str());
        } else {
            ImGui::TextDisabled("%zu of %zu moves made: the table shows after", step, replay.steps());
        }
        track_widget_rect("move-counter");
    }
}

void MatchesScreen::draw_solution() {
    draw_answer();
    const matches::Solution* solved = driver_.answer();
    if (!solved) return;
    const matches::Answer& answer = solved->answer;
    const StepReplay<matches::Game>& replay = driver_.replay();
    const AnimationClock& clock = driver_.clock();
    const matches::Figure placed = answer.placement ? matches::place(problem().after, *answer.placement) : matches::Figure{};
    const matches::Figure table = replay.steps() > 0 ? replay.shown().table.matches() : problem().before;
    const float width = ImGui::GetContentRegionAvail().x;
    const float height = std::clamp(ImGui::GetContentRegionAvail().y - 4.0f, 240.0f, 640.0f);
    const BoardView view = begin_board("solution-board", ImVec2(width, height), {&problem().before, &placed},
                                       zoom_[kSolutionZoom], drawn_boards_, BoardUse::shown);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    pan_zoom_input(zoom_[kSolutionZoom], true);
    const std::size_t step = replay.shown_step();
    // Zoomed in, the board follows the move at hand (the shared viewport's rule, as in Hex-Max).
    const auto box_of = [&](const matches::Match& match) {
        const ImVec2 a = screen_of(view, match.start), b = screen_of(view, matches::end_of(match));
        const float margin = view.scale * 0.3f;
        return ScreenBox{std::min(a.x, b.x) - margin, std::min(a.y, b.y) - margin, std::max(a.x, b.x) + margin,
                         std::max(a.y, b.y) + margin};
    };
    if (step < replay.steps()) {
        const ScreenBox from = box_of(replay.step(step).from), to = box_of(replay.step(step).to);
        pan_zoom_follow(zoom_[kSolutionZoom], clock.position(), clock.playing(), &from, &to);
    } else {
        pan_zoom_follow(zoom_[kSolutionZoom], clock.position(), clock.playing(), nullptr, nullptr);
    }
    // Each moving match and its target share a colour; the placed after figure is the ghost.
    for (const matches::Match& match : placed) draw_match(draw, view, match, MatchLook::ghost);
    for (std::size_t i = 0; i < answer.moves.size(); ++i)
        if (i >= step) draw_match(draw, view, answer.moves[i].to, MatchLook::ghost, pair_colour(i));
    const matches::Move* flying = step < replay.steps() && clock.fraction() > 0.0 ? &replay.step(step) : nullptr;
    for (const matches::Match& match : table) {
        if (flying && match == flying->from) continue;
        ImU32 colour = 0;
        for (std::size_t i = step; i < answer.moves.size(); ++i)
            if (answer.moves[i].from == match) colour = pair_colour(i);
        draw_match(draw, view, match, MatchLook::wood, colour);
    }
    if (flying) draw_flying_match(draw, view, flying->from, flying->to, static_cast<float>(clock.fraction()), pair_colour(step));
    end_board();
    if (ImGui::Button("Back to my game")) driver_.show_game();
    track_widget_rect("back-to-game");
}

std::unique_ptr<Screen> make_matches_screen() { return std::make_unique<MatchesScreen>(); }

}  // namespace knobel::app
