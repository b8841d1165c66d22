#include "app/shell/app.h"

#include <SDL_scancode.h>

#include <algorithm>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "app/midend/background_job.h"
#include "app/midend/frame_time.h"
#include "app/midend/new_puzzle_form.h"
#include "app/platform/fonts.h"
#include "app/platform/js_bridge.h"
#include "app/shell/top_bar.h"
#include "app/widgets/layout.h"
#include "app/platform/platform.h"
#include "app/midend/play_link.h"
#include "app/widgets/theme.h"
#include "app/widgets/touch_scroll.h"
#include "app/widgets/widget_rects.h"
#include "core/json_writer.h"
#include "core/link.h"
#include "core/puzzle_list.h"
#include "core/text.h"
#include "imgui.h"
#include "imgui_internal.h"  // ClearActiveID: a link that arrives wins over a field being edited

namespace knobel::app {
namespace {

constexpr double kCopiedNoticeSeconds = 1.5;
double g_copied_until_ms = 0.0;

// A screen with a tab, in About and in knobel.state().puzzles: every puzzle of src/puzzles.def
// but the hidden template, which only its link reaches.
bool listed(const Screen& screen) {
    const PuzzleInfo* puzzle = find_puzzle(screen.id());
    return puzzle && puzzle->shown == Shown::listed;
}

std::string known_puzzles(const std::vector<std::unique_ptr<Screen>>& screens) {
    std::string list;
    for (const auto& screen : screens)
        if (listed(*screen)) list += (list.empty() ? "" : ", ") + std::string(screen->id());
    return list;
}

// A text field being edited keeps its own copy of its text in ImGui and writes it back over
// whatever the screen shows in it, so a link or a file that arrives while the user types would be
// lost in the half-typed text (u = 39 and a link with u = 1 went on as u = 392). Let go of the
// field before the screen shows the new puzzle in its fields: the link wins, on every screen.
void let_go_of_active_field() {
    if (ImGui::GetCurrentContext() && ImGui::GetActiveID() != 0) ImGui::ClearActiveID();
}

// A row of About's tables: what to press, and what it does.
struct HelpRow {
    const char* what;
    const char* does;
};

// A table of About: what to press (left, as wide as its longest entry) and what it does.
void help_table(const char* id, std::span<const HelpRow> rows) {
    if (!ImGui::BeginTable(id, 2)) return;
    float left = 0.0f;
    for (const HelpRow& row : rows) left = std::max(left, ImGui::CalcTextSize(row.what).x);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthFixed, left);
    ImGui::TableSetupColumn("does", ImGuiTableColumnFlags_WidthStretch);
    for (const HelpRow& row : rows) {
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::TextUnformatted(row.what);
        ImGui::TableSetColumnIndex(1);
        ImGui::TextWrapped("%s", row.does);
    }
    ImGui::EndTable();
}

}  // namespace

App::App(std::vector<std::unique_ptr<Screen>> screens) : screens_(std::move(screens)) {
    for (const auto& screen : screens_) screen->attach(*this);
    current_ = screens_.front().get();
}

void App::before_frame(float window_width) {
    // A window narrower than this (CSS pixels) is a phone's, or as small.
    constexpr float kNarrowWidth = 600.0f;
    layout_width_ = window_width;
    fit_theme_to_pointer(coarse_pointer() || window_width < kNarrowWidth,
                         fonts().body->FontSize * ImGui::GetIO().FontGlobalScale);
}

Screen* App::find_screen(std::string_view id) const {
    for (const auto& screen : screens_)
        if (id == screen->id()) return screen.get();
    return nullptr;
}

void App::show_error(std::string message) {
    error_ = std::move(message);
    request_frame();
}

namespace {

// An option of the mid-end's (play=…, target=1) taken out of a link: the puzzle's own codec never
// sees it.
std::optional<LinkOption> take_option(Link& link, std::string_view key) {
    const LinkOption* option = link.option(key);
    if (!option) return std::nullopt;
    std::optional<LinkOption> taken = *option;
    std::erase_if(link.options, [&](const LinkOption& o) { return o.key == key; });
    return taken;
}
std::optional<LinkOption> take_play_option(Link& link) { return take_option(link, kPlayOption); }

// "target=1": show the target (Screen::show_target); anything else, or a screen without a
// target, is named as the link part it is.
std::optional<InputError> read_target_option(const std::optional<LinkOption>& target, const Screen& screen) {
    if (!target) return std::nullopt;
    if (target->value != "1")
        return link_error(target->number, "target=1 shows the target; " + quote(target->value) + " is not 1");
    if (!screen.has_target()) return link_error(target->number, std::string(screen.title()) + " has no target to show");
    return std::nullopt;
}

struct RefusedMove {
    std::size_t index = 0;  // from 0: the moves before it were played
    std::string move;
};

// A link's game (the play= value), every move as if made by hand, up to the first one refused;
// the moves before it stay on the board. Nothing when every move was played.
std::optional<RefusedMove> replay_moves(Screen& screen, std::string_view moves) {
    const std::vector<std::string> list = split_play_moves(moves);
    for (std::size_t i = 0; i < list.size(); ++i)
        if (!screen.play(list[i])) return RefusedMove{i, list[i]};
    return std::nullopt;
}

}  // namespace

bool App::open_fragment(std::string_view fragment) {
    // The address bar now shows `fragment`; the end of the next frame puts the canonical link of
    // whatever is on screen there instead.
    shown_fragment_ = std::string(fragment);
    request_frame();
    let_go_of_active_field();
    const std::string shown = quote(fragment, 80);
    Expected<Link> link = parse_link(fragment);
    if (!link) {
        // Broken further on, but maybe it names a puzzle: then show that puzzle's screen.
        if (Screen* named = find_screen(link_puzzle_name(fragment))) current_ = named;
        show_error("Could not open the link " + shown + ": " + link.error().to_string() + ".");
        return false;
    }
    if (link->puzzle.empty()) return true;  // no puzzle named: stay where we are
    Screen* screen = find_screen(link->puzzle);
    if (!screen) {
        show_error("Could not open the link " + shown + ": link part " + std::to_string(link->puzzle_part) + ": there is no puzzle called " +
                   quote(link->puzzle) + " (known: " + known_puzzles(screens_) + ").");
        return false;
    }
    current_ = screen;
    const std::optional<LinkOption> play = take_play_option(*link);
    const std::optional<LinkOption> target = take_option(*link, kTargetOption);
    std::optional<InputError> error = read_target_option(target, *screen);
    if (!error) error = screen->open(*link);
    if (error) {
        show_error("Could not open the link " + shown + ": " + error->to_string() + ". Showing " + screen->title() +
                   "'s current puzzle instead.");
        return false;
    }
    // The link carries the choice: with target=1 the target shows, without it it does not
    // ("#<puzzle>" alone keeps the screen as it was).
    if (!link->parts.empty() || !link->options.empty() || target) screen->show_target(target.has_value());
    clear_error();
    if (play) {
        if (!screen->playable()) {
            show_error("Could not open the link " + shown + ": link part " + std::to_string(play->number) + ": " +
                       screen->title() + " cannot be played by hand yet, so the link's moves were left out.");
            return false;
        }
        // The first move refused is named; the moves before it stay on the board.
        if (const std::optional<RefusedMove> refused = replay_moves(*screen, play->value)) {
            const std::size_t i = refused->index;
            show_error("Could not open the link " + shown + ": link part " + std::to_string(play->number) + ": move " +
                       std::to_string(i + 1) + " " + quote(refused->move) + " cannot be played: " + screen->play_message() +
                       ". The game shows the " + std::to_string(i) + " move" + (i == 1 ? "" : "s") + " before it.");
            return false;
        }
    }
    return true;
}

bool App::restore_game(std::string_view fragment) {
    Expected<Link> link = parse_link(fragment);
    if (!link || link->puzzle.empty()) return false;
    Screen* screen = find_screen(link->puzzle);
    if (!screen || screen == current_) return false;  // the one on display came from the address bar
    const std::optional<LinkOption> play = take_play_option(*link);
    const std::optional<LinkOption> target = take_option(*link, kTargetOption);
    if (!play || !screen->playable() || read_target_option(target, *screen) || screen->open(*link)) return false;
    screen->show_target(target.has_value());
    replay_moves(*screen, play->value);  // a kept game is restored silently, up to a refused move
    request_frame();
    return true;
}

std::string App::current_link() const {
    std::string link = current_->link();
    if (current_->showing_target()) link += "/" + std::string(kTargetOption) + "=1";
    if (current_->playable()) {
        const std::vector<std::string> moves = current_->moves_played();
        if (!moves.empty()) link += "/" + std::string(kPlayOption) + "=" + percent_encode(join_play_moves(moves));
    }
    return link;
}

// The address bar always holds the link of the puzzle on screen: written at the end of every
// frame, and at once by the page's calls that change the link (knobel.play, undo, redo, newGame,
// loadText), so that it agrees with state().link when the call returns, not a frame later.
void App::write_link() {
    const std::string link = current_link();
    if (link == shown_fragment_) return;
    replace_fragment(link, current_->editing_puzzle());
    shown_fragment_ = link;
}

bool App::play(std::string_view move) {
    request_frame();
    const bool played = current_->playable() && current_->play(move);
    write_link();
    return played;
}

bool App::undo() {
    request_frame();
    const bool undone = current_->playable() && current_->undo();
    write_link();
    return undone;
}

bool App::redo() {
    request_frame();
    const bool redone = current_->playable() && current_->redo();
    write_link();
    return redone;
}

std::uint64_t App::fresh_seed() {
    std::random_device device;  // the browser's crypto.getRandomValues in the page
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

std::uint32_t App::new_game(std::string_view size, std::string_view difficulty, std::string_view seed) {
    request_frame();
    let_go_of_active_field();
    new_game_screen_ = current_;
    if (!make_new_puzzle(*current_, *this, size, difficulty, seed)) return 0;
    if (new_games_started_ == 0) new_games_started_ = 1;  // after 2^32 of them: never ticket 0
    write_link();  // a puzzle made at once is on screen now (one made in slices lands in a frame)
    return new_games_started_;
}

bool App::hint() {
    request_frame();
    // No hint for a board a new puzzle is about to replace (and no slice of its generation run
    // in the hint's call, as a hint's own solve would have).
    if (!current_->playable() || !current_->gives_hints() || current_->making_puzzle()) return false;
    current_->ask_hint();
    return true;
}

std::string App::hint_now() {
    if (!hint()) return "null";
    // The solve is taken in by the screen's update, as a frame would; no time passes for its
    // animations meanwhile.
    const double seconds = frame_seconds_;
    frame_seconds_ = 0.0;
    for (int slice = 0; slice < kHintSolveSlices && current_->hint_waiting(); ++slice) {
        job_scheduler().run(kHintSolveSliceMs);
        current_->update(*this);
    }
    frame_seconds_ = seconds;
    return current_->hint_json();
}

void App::undo_redo_keys() {
    // A text field being edited keeps Ctrl+Z for its own text (ImGui's undo).
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId) || !(io.KeyCtrl || io.KeySuper))
        return;
    const bool z = ImGui::IsKeyPressed(static_cast<int>(SDL_SCANCODE_Z), false);
    const bool y = ImGui::IsKeyPressed(static_cast<int>(SDL_SCANCODE_Y), false);
    if (z && !io.KeyShift) current_->undo_shortcut();
    if (y || (z && io.KeyShift)) current_->redo_shortcut();
}

bool App::load_text(std::string_view puzzle, std::string_view text, std::string_view source) {
    request_frame();
    let_go_of_active_field();
    Screen* screen = find_screen(puzzle);
    if (!screen) {
        show_error("Could not open the file: there is no puzzle called " + quote(puzzle) + " (known: " +
                   known_puzzles(screens_) + ").");
        return false;
    }
    current_ = screen;
    std::optional<InputError> error = screen->load_text(text);
    write_link();  // the file's puzzle's screen is on display, with the file's puzzle if it was read
    if (error) {
        if (!source.empty()) *error = with_source(std::move(*error), std::string(source));
        show_error("Could not open the file: " + error->to_string() + ". The puzzle on screen is unchanged.");
        return false;
    }
    clear_error();
    return true;
}

void App::solve() {
    request_frame();
    current_->solve(*this);
}

std::string App::state_json() const {
    JsonWriter json;
    json.begin_object();
    json.key("ready").value(ready_);
    json.key("puzzles").begin_array();
    for (const auto& screen : screens_)
        if (listed(*screen)) json.value(screen->id());
    json.end_array();
    json.key("puzzle").value(current_->id());
    json.key("link").value(current_link());
    json.key("solving").value(current_->solving());
    json.key("error");
    if (error_.empty()) {
        json.null();
    } else {
        json.value(error_);
    }
    json.key("result").raw(current_->result_json());
    json.key("view").raw(current_->view_json());
    json.key("play");
    if (current_->playable()) {
        const PlayStatus status = current_->play_status();
        json.begin_object();
        json.key("moves").begin_array();
        for (const std::string& move : current_->moves_played()) json.value(move);
        json.end_array();
        json.key("solved").value(status.solved);
        json.key("optimal").value(status.optimal);
        json.key("message").value(current_->play_message());
        json.key("sentence").value(status.sentence);
        json.end_object();
    } else {
        json.null();
    }
    // Beside `play`, not in it: `play` keeps the fields its contract names (tests compare it whole).
    json.key("target");
    if (current_->showing_target()) json.value(current_->target_text()); else json.null();
    json.key("hint").raw(current_->playable() ? current_->hint_json() : "null");
    json.key("preparingHint").value(current_->playable() && current_->preparing_hint());
    json.key("hints").value(static_cast<std::uint64_t>(current_->playable() ? current_->hints_used() : 0));
    json.key("frame").value(static_cast<std::uint64_t>(frame_count_));
    json.key("typing");
    if (typing_field().empty()) json.null(); else json.value(typing_field());
    json.key("scroll").begin_object();
    json.key("y").value(static_cast<std::int64_t>(screen_scroll_y_ + 0.5f));
    json.key("max").value(static_cast<std::int64_t>(screen_scroll_max_ + 0.5f));
    json.end_object();
    // The window the last frame was laid out for (CSS pixels), and whether for fingers.
    json.key("layout").begin_object();
    json.key("width").value(static_cast<std::int64_t>(layout_width_ + 0.5f));
    json.key("fingers").value(finger_sized());
    json.end_object();
    json.end_object();
    return json.str();
}

bool App::needs_frames() const {
    if (now_ms() < g_copied_until_ms) return true;
    if (job_scheduler().any_running()) return true;
    for (const auto& screen : screens_)
        if (screen->needs_frames()) return true;
    return false;
}

void App::draw_top_bar() {
    std::vector<Screen*> tabs;
    for (const auto& screen : screens_)
        if (listed(*screen)) tabs.push_back(screen.get());
    const TopBarPressed pressed = app::draw_top_bar(tabs, current_, now_ms() < g_copied_until_ms);
    if (pressed.tab) {
        current_ = pressed.tab;
        clear_error();
    }
    if (pressed.copy_link) {
        copy_link_to_clipboard(current_link());
        g_copied_until_ms = now_ms() + kCopiedNoticeSeconds * 1000.0;
    }
    if (pressed.about) about_open_ = true;
}

void App::draw_error_banner() {
    if (error_.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.99f, 0.90f, 0.88f, 1.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 8));
    const float wrap_width = ImGui::GetContentRegionAvail().x - 120.0f;
    const float text_height = ImGui::CalcTextSize(error_.c_str(), nullptr, false, wrap_width).y;
    ImGui::BeginChild("error-banner", ImVec2(0, text_height + 18.0f), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_AlwaysUseWindowPadding);
    ImGui::PushTextWrapPos(wrap_width);
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.07f, 0.04f, 1.0f));
    ImGui::TextUnformatted(error_.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    track_widget_rect("error");
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - 80.0f);
    if (ImGui::Button("Dismiss")) clear_error();
    track_widget_rect("dismiss-error");
    ImGui::EndChild();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
}

void App::draw_about() {
    if (about_open_) {
        ImGui::OpenPopup("About Knobel");
        about_open_ = false;
    }
    // 860 pixels wide where there is room (a laptop's screen shows it whole); on a phone the
    // screen's width less a margin, and never taller than the screen: what does not fit scrolls
    // (by a swipe, as the page does).
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const float margin = 8.0f;
    const float width = std::min(860.0f, viewport->WorkSize.x - 2 * margin);
    ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(width, 0), ImGuiCond_Appearing);
    ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, std::max(100.0f, viewport->WorkSize.y - 2 * margin)));
    if (!ImGui::BeginPopupModal("About Knobel", nullptr, ImGuiWindowFlags_NoSavedSettings)) return;
    track_window_rect("about-window");  // open, whether or not Close is scrolled into view
    ImGui::TextWrapped("Knobel is a place to enter, solve, understand and share %s. Everything runs in your browser; "
                       "nothing is sent anywhere.",
                       KNOBEL_LISTED_PUZZLES_TEXT);
    ImGui::Spacing();
    for (const PuzzleInfo& puzzle : kPuzzles) {
        const std::string line = std::string(puzzle.title) + ": " + std::string(puzzle.summary) + ".";
        ImGui::Bullet();
        ImGui::TextWrapped("%s", line.c_str());  // wrapped: About fits a phone
    }
    ImGui::Spacing();
    ImGui::TextWrapped(
        "A puzzle is a link: the address bar always holds the puzzle on screen, and Copy link puts it on "
        "the clipboard to share.");
    ImGui::Spacing();
    ImGui::TextUnformatted("Keyboard");
    // One model (docs/keyboard.md): letters drive playback whenever no text field is being
    // edited; the arrows move the focus, which is then drawn, and Space presses it; Tab (Dear
    // ImGui 1.86) only visits text fields and sliders.
    static constexpr HelpRow kKeys[] = {
        {"K or Space", "play / pause the animation (Space presses the focused button while a focus is shown)"},
        {"J or ,", "one step back"},
        {"L or .", "one step forward"},
        {"Ctrl+Z, Ctrl+Y", "undo, redo (in play, while no text field is being edited)"},
        {"H", "hint: the first press shows one good move and why, the second makes it"},
        {"Arrows", "move the focus from widget to widget (drawn as a frame); Space presses it"},
        {"Arrows on a board", "move the board's cursor once Enter or Space stepped in (from stick to stick, cell to "
                              "cell, match to match; R turns and E slides a match in hand); Enter or Space acts "
                              "there, Escape leaves"},
        {"Tab, Shift+Tab", "go to the next (previous) text field or slider and edit it; Enter edits the focused one"},
        {"Escape", "leave a text field, hide the focus"},
        {"Ctrl+V", "paste into the text field being edited"},
        {"Tab in a rule", "Crossnumber's Write board: complete the entry or function name being typed"},
    };
    help_table("keys", kKeys);
    ImGui::Spacing();
    ImGui::TextUnformatted("Mouse and touch");
    std::vector<HelpRow> pointer = {
        {"Everywhere", "swipe to scroll; tap a text field for the phone's keyboard"},
        {"Boards", "drag an empty spot or two fingers to pan; pinch, Ctrl+wheel or \xE2\x88\x92 / + zoom"},
    };
    for (const auto& screen : screens_)  // each puzzle's board, in the tabs' order
        if (listed(*screen) && screen->pointer_help()) pointer.push_back({screen->title(), screen->pointer_help()});
    help_table("pointer", pointer);
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::TextWrapped("Version %s. Made with Dear ImGui, SDL2 and WebAssembly.", KNOBEL_VERSION);
    ImGui::PopStyleColor();
    ImGui::Spacing();
    if (ImGui::Button("Close", ImVec2(120, 0))) ImGui::CloseCurrentPopup();
    track_widget_rect("about-close");
    ImGui::EndPopup();
}

double App::job_slice_ms() const {
    if (job_budget_ms_ > 0.0) return job_budget_ms_;
    return std::clamp(frame_interval_ms_ / 2.0, 8.0, kMaxJobSliceMs);
}

void App::frame(double seconds) {
    seconds = std::min(seconds, kLongestFrameSeconds);  // a frame after a pause: animations go on, not jump
    frame_seconds_ = seconds;
    if (seconds > 0.0) frame_interval_ms_ = seconds * 1000.0;
    ++frame_count_;
    clear_widget_rects();
    // One budget for all background work of all screens, whichever is on screen.
    job_scheduler().run(job_slice_ms());
    for (const auto& screen : screens_) screen->update(*this);
    current_->prepare_hint();

    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->WorkPos);
    ImGui::SetNextWindowSize(viewport->WorkSize);
    // No background: the frame loop clears the canvas to WindowBg already, and a second full-window
    // fill was a quarter of a frame's cost under software WebGL (docs/build.md).
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                   ImGuiWindowFlags_NoBackground;
    undo_redo_keys();
    ImGui::Begin("Knobel", nullptr, flags);
    draw_top_bar();
    draw_error_banner();
    if (current_ != screen_drawn_) ImGui::SetNextWindowScroll(ImVec2(-1.0f, 0.0f));  // this frame, not the next
    screen_drawn_ = current_;
    // No page scrollbar on a touch screen: a finger swipes the page, and a tap beside a board's
    // right edge (an 8x8 grid ends there on a phone) must not jump the page by a screen.
    ImGui::BeginChild("screen", ImVec2(0, 0), false, finger_sized() ? ImGuiWindowFlags_NoScrollbar : 0);
    // Every line of text a screen writes wraps at its right edge rather than running off a phone's
    // screen (windows a screen opens inside keep their own setting).
    ImGui::PushTextWrapPos(0.0f);
    // Each screen its own ID scope: state kept in ImGui's storage (a play bar's celebration, an
    // open header) is then the screen's own, whatever labels two screens share.
    ImGui::PushID(current_->id());
    current_->draw(*this);
    ImGui::PopID();
    ImGui::PopTextWrapPos();
    screen_scroll_y_ = ImGui::GetScrollY();
    screen_scroll_max_ = ImGui::GetScrollMaxY();
    ImGui::EndChild();
    ImGui::End();
    draw_about();
    touch_scroll();  // after everything: it needs to know whether an item took the press
    if (ImGui::GetIO().WantTextInput != text_input_reported_) {
        text_input_reported_ = ImGui::GetIO().WantTextInput;
        set_text_input_active(text_input_reported_);
    }

    write_link();
}

}  // namespace knobel::app
