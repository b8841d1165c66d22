#include "app/widgets/play_bar.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <string>

#include <SDL_scancode.h>

#include "app/platform/fonts.h"
#include "app/widgets/layout.h"
#include "app/platform/platform.h"
#include "app/widgets/theme.h"
#include "app/widgets/widget_rects.h"
#include "core/text.h"
#include "imgui.h"
#include "imgui_internal.h"  // ScrollToRect: bringing the verdict of a solving move into view

namespace knobel::app {
namespace {

constexpr float kCelebrationSeconds = 1.6f;
constexpr int kCelebrationFrames = 30;
constexpr int kConfetti = 48;
constexpr ImU32 kConfettiColours[] = {IM_COL32(230, 57, 70, 255),  IM_COL32(255, 183, 3, 255),  IM_COL32(42, 157, 143, 255),
                                      IM_COL32(69, 123, 157, 255), IM_COL32(244, 132, 95, 255), IM_COL32(131, 56, 236, 255)};

// A number in [0, 1) from a particle's index and a salt: the same confetti every time (nothing
// random in a test's screenshot), different for each piece.
float scatter(int index, std::uint32_t salt) {
    std::uint32_t x = static_cast<std::uint32_t>(index) * 2654435761u ^ salt * 40503u;
    x ^= x >> 15;
    x *= 2246822519u;
    x ^= x >> 13;
    return static_cast<float>(x & 0xFFFFu) / 65536.0f;
}

// Where the verdict reached the optimum, the bar celebrates for kCelebrationSeconds: a banner that
// pops up over the verdict and confetti bursting from it, drawn over everything, then nothing but
// the verdict in green. Asks for frames only while it runs, so the page idles afterwards.
void draw_celebration(ImVec2 min, ImVec2 max, float t, const char* text) {
    ImDrawList* draw = ImGui::GetForegroundDrawList();
    const float fade = t < 0.75f ? 1.0f : std::max(0.0f, 1.0f - (t - 0.75f) / 0.25f);
    const ImVec2 centre((min.x + max.x) / 2, (min.y + max.y) / 2);
    const float seconds = t * kCelebrationSeconds;
    for (int i = 0; i < kConfetti; ++i) {
        // Up and out from the verdict, then down under gravity, spinning.
        const float angle = 3.14159f * (1.05f + 0.9f * scatter(i, 1));
        const float speed = 160.0f + 260.0f * scatter(i, 2);
        const float x = centre.x + (max.x - min.x) * 0.45f * (scatter(i, 3) - 0.5f) + std::cos(angle) * speed * seconds;
        const float y = centre.y + std::sin(angle) * speed * seconds + 420.0f * seconds * seconds;
        const float spin = 6.0f * (scatter(i, 4) - 0.5f) * seconds + 6.28f * scatter(i, 5);
        const float w = 4.0f + 4.0f * scatter(i, 6), h = 2.5f + 2.0f * scatter(i, 7);
        const float c = std::cos(spin), s = std::sin(spin);
        const auto corner = [&](float dx, float dy) { return ImVec2(x + dx * c - dy * s, y + dx * s + dy * c); };
        ImU32 colour = kConfettiColours[static_cast<std::size_t>(i) % std::size(kConfettiColours)];
        colour = (colour & ~IM_COL32_A_MASK) | (static_cast<ImU32>(255.0f * fade) << IM_COL32_A_SHIFT);
        draw->AddQuadFilled(corner(-w, -h), corner(w, -h), corner(w, h), corner(-w, h), colour);
    }
    // The banner: pops in (overshooting a little), stays, fades with the confetti.
    ImFont* font = fonts().heading ? fonts().heading : ImGui::GetFont();
    const float pop = t < 0.15f ? t / 0.15f : 1.0f;
    const float scale = 0.6f + 0.4f * pop + 0.12f * std::sin(3.14159f * pop);
    float size = font->FontSize * ImGui::GetIO().FontGlobalScale * 1.3f * scale;
    ImVec2 text_size = font->CalcTextSizeA(size, 1e9f, 0.0f, text);
    const ImVec2 pad(12.0f * scale, 4.0f * scale);
    // Over the verdict's middle, but all of it on the page: smaller where the page is narrower
    // than it ("Solved! (16 hints used)" on a phone), moved in from an edge it would cross.
    const ImGuiViewport* page = ImGui::GetMainViewport();
    const float room = page->WorkSize.x - 2.0f * pad.x - 8.0f;
    if (text_size.x > room && room > 0.0f) {
        size *= room / text_size.x;
        text_size = font->CalcTextSizeA(size, 1e9f, 0.0f, text);
    }
    const float left = std::clamp(centre.x - text_size.x / 2, page->WorkPos.x + pad.x + 4.0f,
                                  std::max(page->WorkPos.x + pad.x + 4.0f, page->WorkPos.x + page->WorkSize.x - text_size.x - pad.x - 4.0f));
    const ImVec2 at(left, min.y - text_size.y - 6.0f * scale);
    const auto alpha = static_cast<ImU32>(255.0f * fade);
    draw->AddRectFilled(ImVec2(at.x - pad.x, at.y - pad.y), ImVec2(at.x + text_size.x + pad.x, at.y + text_size.y + pad.y),
                        IM_COL32(13, 128, 41, alpha), 10.0f * scale);
    draw->AddText(font, size, at, IM_COL32(255, 255, 255, alpha), text);
    track_drawn_rect("play-celebration", at.x - pad.x, at.y - pad.y, at.x + text_size.x + pad.x, at.y + text_size.y + pad.y);
}

std::string hints_words(std::size_t hints) {
    return with_thousands(hints) + (hints == 1 ? " hint used" : " hints used");
}

// The H key, as the playback keys are read: whenever no text field is being edited and no
// modifier is held (Ctrl+H and friends stay the browser's).
bool hint_key_pressed() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || io.KeyCtrl || io.KeyAlt || io.KeySuper || ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId))
        return false;
    return ImGui::IsKeyPressed(static_cast<int>(SDL_SCANCODE_H), false);
}

// Starts the celebration when this bar's verdict turns optimal after a move, and draws it while it
// runs. The state is kept in ImGui's storage under the bar's ID (in its screen's ID scope, which
// the shell pushes), so every screen celebrates on its own, and one seen first already optimal (a
// link, a reload, coming back to the tab) does not celebrate.
void celebrate_optimum(const PlayBarContent& content, ImVec2 min, ImVec2 max) {
    ImGuiStorage* storage = ImGui::GetStateStorage();
    const ImGuiID seen = ImGui::GetID("celebration");
    const ImGuiID started = seen + 1;
    const ImGuiID started_frame = seen + 2;
    enum : int { unseen = 0, not_optimal = 1, optimal = 2 };
    const int before = storage->GetInt(seen, unseen);
    storage->SetInt(seen, content.optimal ? optimal : not_optimal);
    const auto now = static_cast<float>(ImGui::GetTime());
    const int frame = ImGui::GetFrameCount();
    if (before == not_optimal && content.optimal && content.can_undo) {
        storage->SetFloat(started, now);
        storage->SetInt(started_frame, frame);
        // The move that solves it is seen where it was made: on a phone the verdict may lie below
        // the board and its keys, so it and the banner above it are scrolled into view (as little
        // as that takes; the parents of a child window too).
        const float banner = 3.0f * ImGui::GetFontSize();
        ImGui::ScrollToRect(ImGui::GetCurrentWindow(), ImRect(ImVec2(min.x, min.y - banner), max),
                            ImGuiScrollFlags_KeepVisibleEdgeY);
    }
    const float start = storage->GetFloat(started, -1e9f);
    // It lasts its time and at least kCelebrationFrames frames: on a machine so busy that frames
    // come a second apart it is still seen, by a person and by a test, for more than a blink.
    const bool time_left = now - start < kCelebrationSeconds;
    const bool frames_left = frame - storage->GetInt(started_frame, -1'000'000) < kCelebrationFrames;
    if (!content.optimal || (!time_left && !frames_left)) return;
    // Past its time (only frames left): held just before its fade, fully visible.
    // The hints it took are part of the result, as the counter says them.
    const std::string text = content.hints_used == 0 ? std::string(content.celebration)
                                                     : content.celebration + (" (" + hints_words(content.hints_used) + ")");
    draw_celebration(min, max, time_left ? (now - start) / kCelebrationSeconds : 0.74f, text.c_str());
    request_frame();
}

}  // namespace

PlayBarPressed draw_play_bar(const PlayBarContent& content, std::string& move_text) {
    PlayBarPressed pressed;
    // Its own ID scope: "Play", "Undo" and friends also label other buttons of the screen (the
    // playback controls' Play), and ImGui tells buttons apart by label and scope.
    ImGui::PushID("play-bar");
    if (content.optimal) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.05f, 0.50f, 0.16f, 1.0f));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(((content.optimal ? "\xE2\x9C\x93 " : "") + content.sentence).c_str());  // ✓
    ImGui::PopTextWrapPos();
    if (content.optimal) ImGui::PopStyleColor();
    track_widget_rect("play-verdict");
    celebrate_optimum(content, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (content.hints_used > 0) {
        ImGui::TextDisabled("%s · %s", content.counter.c_str(), hints_words(content.hints_used).c_str());
    } else {
        ImGui::TextDisabled("%s", content.counter.c_str());
    }
    track_widget_rect("play-counter");
    if (content.hint_shown || content.hint_waiting) {
        // The hint's reason, in the hint colour the board marks its move with.
        ImGui::PushStyleColor(ImGuiCol_Text, hint_colour());
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(content.hint_shown ? ("Hint: " + content.hint_sentence).c_str() : "Hint: thinking…");
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
        track_widget_rect("hint-sentence");
    }
    if (content.target_shown) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(("Target: " + (content.target.empty() ? std::string("working it out\xE2\x80\xA6") : content.target)).c_str());
        ImGui::PopTextWrapPos();
        track_widget_rect("play-target");
    }
    if (!content.message.empty()) {
        error_text(content.message.c_str());
        track_widget_rect("play-message");
    }

    ImGui::BeginDisabled(!content.can_undo);
    pressed.undo = ImGui::Button("Undo");
    track_widget_rect("undo");
    ImGui::SameLine();
    pressed.restart = ImGui::Button(content.restart_label);
    track_widget_rect("restart");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!content.can_redo);
    pressed.redo = ImGui::Button("Redo");
    track_widget_rect("redo");
    ImGui::EndDisabled();
    same_line_or_wrap(button_width("Show solution"));
    ImGui::BeginDisabled(content.solving);
    pressed.show_solution = ImGui::Button("Show solution");
    ImGui::EndDisabled();
    track_widget_rect("show-solution");
    if (content.gives_hints) {
        // One button, two presses (as the H key): the first shows the hint, the second makes it.
        const char* label = content.hint_shown ? "Make hint move###hint" : "Hint###hint";
        same_line_or_wrap(button_width("Make hint move"));
        ImGui::BeginDisabled(content.hint_waiting || (content.solving && !content.hint_shown));
        pressed.hint = ImGui::Button(label) || (!content.hint_waiting && hint_key_pressed());
        ImGui::EndDisabled();
        track_widget_rect("hint");
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
            ImGui::SetTooltip("%s", content.hint_shown ? "Make the move the hint shows (H)" : "Show one good move and why (H)");
    }
    if (content.has_target) {
        // Off by default: the optimum is the answer's big secret (issue 20).
        same_line_or_wrap(checkbox_width("Show the target"));
        bool shown = content.target_shown;
        pressed.toggle_target = ImGui::Checkbox("Show the target", &shown);
        track_widget_rect("show-target");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Say what the best answer reaches (the largest number, the fewest cubes or matches)");
    }

    same_line_or_wrap(ImGui::CalcTextSize("Move").x + 130.0f + button_width("Play") + 2 * ImGui::GetStyle().ItemSpacing.x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Move");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(130.0f);
    char buffer[64] = {};
    move_text.copy(buffer, std::min(move_text.size(), sizeof buffer - 1));
    const bool entered = ImGui::InputTextWithHint("##move", content.move_hint, buffer, sizeof buffer,
                                                  ImGuiInputTextFlags_EnterReturnsTrue);
    move_text = buffer;
    track_widget_rect("move-field");
    if (ImGui::IsItemHovered() && *content.move_help) ImGui::SetTooltip("%s", content.move_help);
    ImGui::SameLine();
    if (ImGui::Button("Play") || entered) pressed.move = std::string(trim(move_text));
    track_widget_rect("play-move");
    if (entered) ImGui::SetKeyboardFocusHere(-1);  // the field stays open for the next move
    if (*content.how_to) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", content.how_to);
        ImGui::PopTextWrapPos();
    }
    ImGui::PopID();
    return pressed;
}

}  // namespace knobel::app
