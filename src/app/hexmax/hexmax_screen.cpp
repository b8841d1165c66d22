#include "app/hexmax/hexmax_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/platform/embedded.h"
#include "app/platform/fonts.h"
#include "app/widgets/board_keys.h"
#include "app/widgets/file_buttons.h"
#include "app/widgets/new_puzzle_control.h"
#include "app/widgets/job_progress.h"
#include "app/platform/js_bridge.h"
#include "app/widgets/layout.h"
#include "app/widgets/play_bar.h"
#include "app/widgets/playback_controls.h"
#include "app/midend/refused_characters.h"
#include "app/widgets/screen_header.h"
#include "app/widgets/text_field.h"
#include "app/hexmax/seven_segment.h"
#include "app/widgets/theme.h"
#include "app/widgets/touch_scroll.h"
#include "app/platform/touch_gestures.h"
#include "app/widgets/widget_rects.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "hexmax/cost_model.h"
#include "hexmax/glyphs.h"
#include "hexmax/link_codec.h"
#include "hexmax/moves.h"
#include "hexmax/output.h"
#include "imgui.h"

namespace knobel::app {
namespace {

// Copy/Save of every state as text stops here; the command line streams any size.
constexpr std::uint64_t kMaxStatesTextBytes = 64u << 20;
constexpr std::size_t kMFieldBytes = 64;     // far more than m's 18 digits: a long m gets its message

// ImGui asks before it inserts each typed or pasted character; the core's rule decides, and what
// it refused is remembered for the message under the field.
int refuse_non_hex(ImGuiInputTextCallbackData* data) {
    auto* refused = static_cast<RefusedCharacters*>(data->UserData);
    if (!refused->accept(data->EventChar)) return 1;
    // Upper case here rather than with ImGui's flag, which would change a refused 'x' to 'X' first.
    if (data->EventChar >= 'a' && data->EventChar <= 'f') data->EventChar = static_cast<ImWchar>(data->EventChar - 'a' + 'A');
    return 0;
}

}  // namespace

HexmaxScreen::HexmaxScreen()
    : number_([](std::string_view text) { return hexmax::parse_digits(text); }),
      number_buffer_(hexmax::kMaxDigits + 2, '\0'),
      m_([](std::string_view text) { return hexmax::parse_m(trim(text)); }) {
    m_.name_column = false;
    zoom_.scale = 56.0f;
    zoom_.min_scale = 14.0f;
    zoom_.max_scale = 180.0f;
    driver_.clock().flight_speed = AnimationClock::kNaturalSpeed;  // Step flies a stick at the pace of play
    set_problem(hexmax::task_example(), Fields::show_problem);
}

void HexmaxScreen::set_problem(hexmax::Problem changed, Fields fields) {
    driver_.new_puzzle(std::move(changed));
    if (fields == Fields::show_problem) show_problem_in_fields();
    state_lines_ = {};
    zoom_.followed_position = -1.0;
    picked_.reset();
    carried_.reset();
    pressed_.reset();
    zoom_.fit_pending = true;
}

void HexmaxScreen::show_problem_in_fields() {
    number_.show(hexmax::digits_text(problem().digits));
    refused_message_.clear();
    m_.show(std::to_string(problem().m));
}

void HexmaxScreen::take_number_text() {
    std::optional<std::vector<std::uint8_t>> digits = number_.take();
    if (!digits) return;
    hexmax::Problem changed = problem();
    changed.digits = std::move(*digits);
    set_problem(std::move(changed), Fields::keep);
}

void HexmaxScreen::take_m_text() {
    const std::optional<std::uint64_t> m = m_.take("The puzzle keeps m = " + std::to_string(problem().m) + ".");
    if (!m) return;
    hexmax::Problem changed = problem();
    changed.m = *m;
    set_problem(std::move(changed), Fields::keep);
}

void HexmaxScreen::set_m(std::uint64_t m) {
    hexmax::Problem changed = problem();
    changed.m = m;
    set_problem(std::move(changed), Fields::keep);
    m_.show(std::to_string(m));
}

std::string HexmaxScreen::link() const { return hexmax::problem_link(problem()); }

std::optional<InputError> HexmaxScreen::open(const Link& link) {
    if (link.parts.empty() && link.options.empty()) return std::nullopt;  // "#hexmax": as it was
    Expected<hexmax::Problem> linked = hexmax::problem_from_link(link);
    if (!linked) return linked.error();
    set_problem(std::move(linked.value()), Fields::show_problem);
    return std::nullopt;
}

std::optional<InputError> HexmaxScreen::load_text(std::string_view text) {
    Expected<hexmax::Problem> loaded = hexmax::parse_problem_file(text, problem().options);
    if (!loaded) return loaded.error();
    set_problem(std::move(loaded.value()), Fields::show_problem);
    return std::nullopt;
}

void HexmaxScreen::solve(ScreenHost& app) {
    if (!number_.valid()) {
        app.show_error("The number is not a Hex-Max puzzle yet: " + number_.message);
        return;
    }
    if (!m_.valid()) {
        app.show_error("m is not a valid number of moves yet: " + m_.message);
        return;
    }
    if (std::optional<hexmax::ProblemError> problem_error = hexmax::check_problem(problem())) {
        app.show_error("Cannot solve this puzzle: " + problem_error->message + ".");
        return;
    }
    driver_.solve();
}

void HexmaxScreen::update(ScreenHost& app) {
    // The answer shows moving from the first state; "none within m" is an answer too
    // (draw_answer_summary).
    if (driver_.update(app.frame_seconds())) state_lines_ = hexmax::StateLines(problem(), *driver_.answer());
}

void HexmaxScreen::before_move() {
    picked_.reset();
    carried_.reset();
}

// A huge m is valid but means "no limit": say so instead of taking it without a word. No digit has
// fewer than 2 sticks, so an m of at most twice the digits needs no count.
std::string HexmaxScreen::m_note() const {
    if (!m_.valid() || problem().m <= 2 * static_cast<std::uint64_t>(problem().digits.size())) return {};
    const std::uint64_t sticks = hexmax::effective_moves(problem().digits, problem().options.glyphs, problem().m);
    if (sticks == problem().m) return {};
    return "m = " + with_thousands(problem().m) + " is more than the " + with_thousands(sticks) +
           " sticks of this number: no answer needs more moves, so it works as m = " + with_thousands(sticks) + ".";
}

std::string HexmaxScreen::result_json() const {
    const hexmax::Answer* answer = driver_.revealed_answer();  // not a hint's: spoiler-free
    return answer ? hexmax::answer_json(problem(), *answer) : "null";
}

// ---- Play ----------------------------------------------------------------------------------

bool HexmaxScreen::play_move(const hexmax::Move& move) {
    picked_.reset();
    return driver_.play(move);
}

void HexmaxScreen::press_place(const StickPlace& place) {
    const hexmax::Display& board = driver_.game().state();
    if (place.digit >= board.size()) return;
    const bool lit = (board[place.digit] >> place.segment) & 1u;
    if (picked_ && *picked_ == place) {
        picked_.reset();  // put back
    } else if (picked_ && !lit) {
        play_move(hexmax::Move{static_cast<std::uint32_t>(picked_->digit), static_cast<std::uint8_t>(picked_->segment),
                               static_cast<std::uint32_t>(place.digit), static_cast<std::uint8_t>(place.segment)});
    } else if (lit) {
        picked_ = place;  // picked up (or another stick instead of the one in hand)
        driver_.clear_message();
    } else {
        driver_.clear_message();
    }
}

void HexmaxScreen::keyboard_play(std::size_t per_row) {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.KeyCtrl || io.KeyAlt || io.KeySuper) return;  // Ctrl+Z and friends are the shell's
    const std::size_t count = driver_.game().state().size();
    const std::pair<ImGuiKey, CursorMove> arrows[] = {{ImGuiKey_LeftArrow, CursorMove::left},
                                                       {ImGuiKey_RightArrow, CursorMove::right},
                                                       {ImGuiKey_UpArrow, CursorMove::up},
                                                       {ImGuiKey_DownArrow, CursorMove::down}};
    for (const auto& [key, move] : arrows) {
        if (!take_cursor_key(key)) continue;  // the arrow is the cursor's, not ImGui's navigation's
        cursor_ = move_stick_cursor(cursor_, move, count, per_row);
        cursor_moved_ = true;
    }
    // Enter or Space press the place under the cursor, as a click does (Space only with the focus
    // frame shown: hidden, Space is play/pause, docs/keyboard.md).
    const bool enter = enter_pressed();
    const bool space = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space), false);
    if ((enter || space) && io.NavVisible) press_place(cursor_);
}

std::string HexmaxScreen::view_json() const {
    JsonWriter json;
    json.begin_object();
    const AnimationClock& clock = driver_.clock();
    json.key("mode").value(driver_.showing_solution() ? "solution" : "play");
    json.key("step").value(static_cast<std::uint64_t>(driver_.replay().shown_step()));
    char position[32];  // the clock, between whole steps while a stick flies
    std::snprintf(position, sizeof position, "%.3f", clock.position());
    json.key("position").raw(position);
    json.key("steps").value(static_cast<std::uint64_t>(driver_.replay().steps()));
    json.key("playing").value(clock.playing());
    json.key("display").value(hexmax::state_line(driver_.shown(), problem().options.glyphs));
    json.key("digit_height").value(static_cast<int>(zoom_.scale));
    json.key("keypad").value(keypad_open_);
    json.key("visible_digits").begin_array().value(static_cast<std::uint64_t>(visible_digits_.first))
        .value(static_cast<std::uint64_t>(visible_digits_.second)).end_array();
    json.key("picked");
    if (picked_) json.value(std::to_string(picked_->digit) + static_cast<char>('a' + picked_->segment)); else json.null();
    // The keyboard's cursor while the display has the focus, else null.
    json.key("cursor");
    if (keyboard_focus_) json.value(std::to_string(cursor_.digit) + static_cast<char>('a' + cursor_.segment)); else json.null();
    json.key("display_focus").value(keyboard_focus_        ? "display"
                                    : display_frame_focus_ ? "frame"
                                    : screen_frame_focus_  ? "screen"
                                                           : "none");
    // The messages under the fields, as shown ("" when there is none).
    json.key("number_message").value(number_.message);
    json.key("refused_message").value(refused_message_);
    json.key("m_text").value(m_.text);
    json.key("m_message").value(m_.message);
    json.key("m_note").value(m_note());
    json.end_object();
    return json.str();
}

void HexmaxScreen::draw(ScreenHost& app) {
    // The keyboard's way in from the top bar: the screen's own frame (a child window of the app,
    // entered with Space like the display), for knobel.state().view.display_focus.
    screen_frame_focus_ = window_frame_focused();
    char subtitle[96];
    std::snprintf(subtitle, sizeof subtitle, "move at most m sticks to make the %s number; no digit may ever be empty",
                  problem().options.goal == hexmax::Goal::largest ? "largest" : "smallest");
    draw_screen_heading("Hex-Max", subtitle);
    // On a phone the board comes first: the number and m, the display, the verdict and buttons
    // right under it (where the player looks), the rest of the settings last in a panel.
    const bool phone = board_first();
    draw_inputs();
    if (phone) {
        draw_display();
    } else {
        draw_options(app);
        ImGui::Spacing();
    }
    if (driver_.solving()) {
        if (draw_job_progress(driver_.job())) driver_.cancel();
    } else if (driver_.showing_solution()) {
        draw_answer_summary();
    } else {
        draw_game();
    }
    if (!phone) draw_display();
    draw_states_text();
    if (phone && settings_panel("Options, examples, files")) draw_options(app);
}

void HexmaxScreen::draw_inputs() {

    // The number. A fixed buffer one longer than the limit: a huge paste is cut there and then
    // reported as too long, instead of growing a field nobody can work with.
    std::vector<char>& buffer = number_buffer_;
    const std::size_t used = std::min(number_.text.size(), buffer.size() - 1);
    std::copy_n(number_.text.begin(), used, buffer.begin());
    buffer[used] = '\0';
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Number");
    ImGui::SameLine();
    // The field takes what the row leaves; on a narrow screen the rest of the row wraps below it.
    const float rest_of_row = 520.0f;
    const float field = ImGui::GetContentRegionAvail().x - rest_of_row;
    ImGui::SetNextItemWidth(field >= 200.0f ? field : ImGui::GetContentRegionAvail().x);
    RefusedCharacters refused;
    if (ImGui::InputText("##number", buffer.data(), buffer.size(),
                         ImGuiInputTextFlags_CallbackCharFilter, refuse_non_hex,
                         &refused)) {
        number_.text = buffer.data();
        take_number_text();
        refused_message_.clear();
    }
    if (!refused.empty()) refused_message_ = refused.message();
    track_widget_rect("number");
    const std::string digit_count = with_thousands(problem().digits.size()) + " digits";
    same_line_or_wrap(ImGui::CalcTextSize(digit_count.c_str()).x);
    ImGui::AlignTextToFramePadding();  // level with m's field when wrapped onto its line (a phone)
    ImGui::TextDisabled("%s", digit_count.c_str());
    same_line_or_wrap(ImGui::CalcTextSize("m").x + ImGui::GetStyle().ItemSpacing.x + 150.0f);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("m");
    ImGui::SameLine();
    // A text field, not a number field: "-3" or "abc" get a message instead of becoming some
    // other m. The puzzle's m changes only when the field holds a valid one.
    char m_buffer[kMFieldBytes] = {};
    m_.text.copy(m_buffer, std::min(m_.text.size(), kMFieldBytes - 1));
    ImGui::SetNextItemWidth(110.0f);
    if (ImGui::InputText("##m", m_buffer, sizeof m_buffer)) {
        m_.text = m_buffer;
        take_m_text();
    }
    track_widget_rect("m");
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    if (ImGui::Button("\xE2\x88\x92##m") && problem().m > 0) set_m(problem().m - 1);  // −
    track_widget_rect("m-minus");
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    if (ImGui::Button("+##m") && problem().m < hexmax::kMaxM) set_m(problem().m + 1);
    track_widget_rect("m-plus");
    same_line_or_wrap(button_width("Hide keypad"));
    if (ImGui::Button(keypad_open_ ? "Hide keypad" : "Keypad")) keypad_open_ = !keypad_open_;
    track_widget_rect("keypad-toggle");
    field_message(number_.message, "number-message");
    field_message(refused_message_, "number-refused");
    field_message(m_.message, "m-message");
    const std::string m_note = this->m_note();
    if (!m_note.empty()) {
        ImGui::TextDisabled("%s", m_note.c_str());
        track_widget_rect("m-note");
    }
    // The keypad right under the Number field it types into: on a phone a tap on Keypad opens it
    // where the finger is, not below the options, the gallery and Solve (issue 21).
    if (keypad_open_) draw_keypad();
}

// The goal, the glyphs, Solve, the gallery and the files.
void HexmaxScreen::draw_options(ScreenHost& app) {
    // Options.
    hexmax::Options options = problem().options;
    bool changed = false;
    changed |= ImGui::RadioButton("Largest", options.goal == hexmax::Goal::largest) &&
               (options.goal = hexmax::Goal::largest, true);
    track_widget_rect("goal-max");
    same_line_or_wrap(checkbox_width("Smallest"));
    changed |= ImGui::RadioButton("Smallest", options.goal == hexmax::Goal::smallest) &&
               (options.goal = hexmax::Goal::smallest, true);
    track_widget_rect("goal-min");
    same_line_or_wrap(checkbox_width("7 with four sticks, 9 with five"));
    bool variant = options.glyphs == hexmax::GlyphSet::variant;
    if (ImGui::Checkbox("7 with four sticks, 9 with five", &variant)) {
        options.glyphs = variant ? hexmax::GlyphSet::variant : hexmax::GlyphSet::contest;
        changed = true;
    }
    track_widget_rect("glyphs");
    same_line_or_wrap(checkbox_width("Digits 0-9 only"));
    changed |= ImGui::Checkbox("Digits 0-9 only", &options.decimal_only);
    track_widget_rect("decimal");
    if (changed && !(options == problem().options)) {
        hexmax::Problem updated = problem();
        updated.options = options;
        set_problem(std::move(updated), Fields::keep);
    }

    // Actions.
    const bool can_solve = number_.valid() && m_.valid() && !driver_.solving();
    if (solve_button(can_solve)) solve(app);
    same_line_or_wrap(240.0f);
    const auto describe = [&](std::string_view name, std::string_view text) {
        const Expected<hexmax::Problem> example = hexmax::parse_problem_file(text, problem().options);
        if (!example) return std::string();
        return std::string(name) + "   " + with_thousands(example->digits.size()) + " digits, m = " +
               with_thousands(example->m);
    };
    if (const EmbeddedFile* picked = gallery_combo("Contest examples\xE2\x80\xA6", 240.0f, "examples/hexmax/", describe)) {
        if (Expected<hexmax::Problem> example = hexmax::parse_problem_file(picked->text(), problem().options)) {
            set_problem(std::move(example.value()), Fields::show_problem);
            app.clear_error();
        }
    }
    same_line_or_wrap(button_width("New puzzle\xE2\x80\xA6"));
    if (draw_new_puzzle_control(new_puzzle_, hexmax::Game::kNewPuzzleSizes)) make_new_puzzle(new_puzzle_);
    same_line_or_wrap(button_width("Open file\xE2\x80\xA6"));
    open_file_button(id(), ".txt,text/plain");
    same_line_or_wrap(button_width("Save\xE2\x80\xA6"));
    save_file_button("hexmax.txt", [this] { return hexmax::format_problem_file(problem()); });
}

void HexmaxScreen::draw_keypad() {
    // For touch screens, where typing needs the phone's keyboard: finger-sized keys in rows of at
    // most eight that wrap on a narrow screen (a phone held upright shows six or seven a row), so
    // every key, Delete and Clear included, is on screen.
    const float size = 46.0f;
    for (int digit = 0; digit < 16; ++digit) {
        if (digit % 8 != 0) same_line_or_wrap(size);
        const char label[2] = {hexmax::digit_char(digit), 0};
        if (ImGui::Button(label, ImVec2(size, size))) {
            number_.text += label[0];
            take_number_text();
            refused_message_.clear();
        }
        track_widget_rect(std::string("key-") + label);
    }
    same_line_or_wrap(110.0f);
    if (ImGui::Button("\xE2\x8C\xAB Delete", ImVec2(110, size)) && !number_.text.empty()) {  // ⌫
        number_.text.pop_back();
        take_number_text();
    }
    track_widget_rect("key-delete");
    same_line_or_wrap(110.0f);
    if (ImGui::Button("Clear", ImVec2(110, size))) {
        number_.text.clear();
        take_number_text();
    }
    track_widget_rect("key-clear");
}

void HexmaxScreen::draw_game() {
    PlayBarWords words;
    words.move_hint = "0b-2g";
    words.move_help = "A move as text: the digit (counted from 0 at the left) and segment (a-g) the stick leaves, "
                      "'-', and where it goes: 0b-2g takes the upper-right stick of the 1st digit (0) to the "
                      "middle of the 3rd (2)";
    std::string how_to;
    if (picked_) {
        const std::string_view where = hexmax::segment_words(picked_->segment);
        how_to = "Picked up: the " + std::string(where) + " stick of " + hexmax::digit_words(picked_->digit) +
                 (cursor_shown_ ? ". Move the cursor to a free place (faint) and press Enter to put it there; "
                                    "Escape puts it back."
                                  : ". Click a free place (faint) to put it there, or the stick again to put it back.");
    } else if (cursor_shown_) {
        how_to = "Keys: the arrows move the orange cursor over the places; Enter (or Space) picks up the stick "
                 "under it, then puts it on a free place.";
    } else {
        how_to = "Click a stick, then a free place; or drag it there. Keys: arrow to the display, Space to step in.";
    }
    words.how_to = how_to.c_str();
    act_on(app::draw_play_bar(play_bar_content(words), move_text_), move_text_);
}

void HexmaxScreen::draw_answer_summary() {
    if (ImGui::Button("Back to my game")) driver_.show_game();
    track_widget_rect("back-to-game");
    const hexmax::Answer* answer = driver_.answer();
    if (!answer) return;
    if (!answer->exists) {
        error_text(("No answer: " + hexmax::no_answer_message(problem()) + ".").c_str());
        track_widget_rect("result");
        return;
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Result");
    ImGui::SameLine();
    const std::string result = hexmax::digits_text(answer->digits);
    if (result.size() <= 64) {
        ImGui::PushFont(fonts().heading);
        ImGui::TextUnformatted(result.c_str());
        ImGui::PopFont();
    } else {
        ImGui::Text("%.48s\xE2\x80\xA6 (%s digits)", result.c_str(), with_thousands(result.size()).c_str());
    }
    track_widget_rect("result");
    const std::string used = with_thousands(answer->moves) + " of m = " + with_thousands(problem().m) + " moves";
    same_line_or_wrap(ImGui::CalcTextSize(used.c_str()).x);
    ImGui::TextDisabled("%s", used.c_str());
    same_line_or_wrap(button_width("Copy result"));
    if (small_button("Copy result")) copy_text_to_clipboard(result);
    track_widget_rect("copy-result");

    // k / N with N the moves used, and m beside it: the "k / m" reading.
    const std::size_t shown_step = driver_.replay().shown_step();
    const std::string counter = "move " + with_thousands(shown_step) + " / " + with_thousands(answer->steps.size()) +
                                " (m = " + with_thousands(problem().m) + " allowed)";
    same_line_or_wrap(ImGui::CalcTextSize(counter.c_str()).x);
    ImGui::TextUnformatted(counter.c_str());
    track_widget_rect("move-counter");
    if (shown_step < answer->steps.size()) {
        const std::string next = "next: " + hexmax::describe_move_for_people(answer->steps[shown_step]);
        same_line_or_wrap(ImGui::CalcTextSize(next.c_str()).x);
        ImGui::TextDisabled("%s", next.c_str());  // (wraps on a phone: App wraps every screen's text)
    }
    playback_controls(driver_.clock());
}

namespace {

// Where the digits of a number go in a view `width` wide: rows of equal length.
struct DigitLayout {
    StickStyle style;
    float cell_w, gap, pitch_x, pitch_y, margin;
    std::size_t per_row, rows;
};

DigitLayout layout_digits(float digit_height, float width, std::size_t count) {
    DigitLayout layout;
    layout.style.digit_height = digit_height;
    layout.cell_w = digit_width(layout.style);
    layout.gap = digit_gap(layout.style);
    layout.pitch_x = layout.cell_w + layout.gap;
    layout.pitch_y = digit_height * 1.35f;
    layout.margin = std::max(8.0f, layout.gap);
    layout.per_row = static_cast<std::size_t>(
        std::max(1.0f, std::floor((width - 2 * layout.margin + layout.gap) / layout.pitch_x)));
    layout.rows = (count + layout.per_row - 1) / layout.per_row;
    return layout;
}

}  // namespace

void HexmaxScreen::draw_display() {
    // The playback controls above may just have moved the clock: show (and follow) that step now.
    driver_.follow_clock();
    pan_zoom_buttons(zoom_);

    // The states section below takes its header, or when open about 40% of the room, so that
    // opening it shows it without scrolling the screen.
    const bool states_shown = driver_.showing_solution() && driver_.answer() && driver_.answer()->exists;
    const float room = ImGui::GetContentRegionAvail().y;
    const float states_height = ImGui::GetFrameHeightWithSpacing() + 4.0f +
                                (states_shown && states_open_ ? std::min(room * 0.4f, 420.0f) : 0.0f);
    float height = std::max(140.0f, room - states_height);
    // On a phone the display comes first: about half the screen, the play bar under it in view.
    if (board_first()) height = std::clamp(room * 0.55f, 160.0f, ImGui::GetIO().DisplaySize.y * 0.45f);
    ImGui::BeginChild("digits", ImVec2(0, height), true, ImGuiWindowFlags_NoMove);
    if (ImGui::IsWindowHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) claim_pointer_drag();  // drags carry sticks and pan
    track_window_rect("display");
    const float width = ImGui::GetContentRegionAvail().x;
    const hexmax::Display& shown = driver_.shown();
    const bool showing_solution = driver_.showing_solution();
    const AnimationClock& clock = driver_.clock();
    const StepReplay<hexmax::Game>& replay = driver_.replay();
    const std::size_t count = shown.size();
    if (zoom_.fit_pending) {
        // The biggest digits (up to 120 px) that show the whole number without scrolling; a number
        // too long for that gets readable digits and a scrollbar.
        zoom_.fit_pending = false;
        zoom_.scale = 28.0f;
        for (float h = 120.0f; h >= 20.0f; h *= 0.92f) {
            const DigitLayout trial = layout_digits(h, width, count);
            if (static_cast<float>(trial.rows) * trial.pitch_y + trial.margin <= height - 8.0f) {
                zoom_.scale = h;
                break;
            }
        }
    }
    const float digit_height = zoom_.scale;
    const DigitLayout layout = layout_digits(digit_height, width, count);
    const StickStyle& style = layout.style;
    const float cell_w = layout.cell_w, gap = layout.gap, pitch_x = layout.pitch_x, pitch_y = layout.pitch_y;
    const float margin = layout.margin;
    const std::size_t per_row = layout.per_row, rows = layout.rows;
    const ImVec2 top_left = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(width, static_cast<float>(rows) * pitch_y + margin));

    const auto origin_of = [&](std::size_t digit) {
        const std::size_t row = digit / per_row, col = digit % per_row;
        return ImVec2(top_left.x + margin + static_cast<float>(col) * pitch_x,
                      top_left.y + margin * 0.6f + static_cast<float>(row) * pitch_y);
    };
    // The digit and segment under a point, if any (for play).
    const auto place_at = [&](ImVec2 point) -> std::optional<StickPlace> {
        const float fx = (point.x - top_left.x - margin + gap / 2) / pitch_x;
        const float fy = (point.y - top_left.y - margin * 0.6f + (pitch_y - digit_height) / 2) / pitch_y;
        if (fx < 0 || fy < 0) return std::nullopt;
        const auto col = static_cast<std::size_t>(fx), row = static_cast<std::size_t>(fy);
        if (col >= per_row) return std::nullopt;
        const std::size_t digit = row * per_row + col;
        if (digit >= count) return std::nullopt;
        const int segment = segment_near(origin_of(digit), point, style);
        if (segment < 0) return std::nullopt;
        return StickPlace{digit, segment};
    };
    const auto lit = [&](const StickPlace& place) { return (shown[place.digit] >> place.segment) & 1u; };
    const auto move_of = [](const StickPlace& from, const StickPlace& to) {
        return hexmax::Move{static_cast<std::uint32_t>(from.digit), static_cast<std::uint8_t>(from.segment),
                            static_cast<std::uint32_t>(to.digit), static_cast<std::uint8_t>(to.segment)};
    };

    // The keyboard: the display is one focusable item (the arrows and Tab reach its frame, Space
    // steps inside as into any ImGui child window), placed on the cursor's stick so that ImGui's
    // navigation knows where it is. While it has the focus the keys play (keyboard_play).
    if (count > 0 && cursor_.digit >= count) cursor_.digit = count - 1;
    const BoardCursorFocus focus = board_cursor_focus("##sticks", keyboard_focus_, picked_.has_value());
    if (focus.escaped) picked_.reset();  // Escape with a stick in hand puts it back, in the display
    const bool focused = focus.focused;
    cursor_moved_ = false;
    if (focused && !showing_solution && count > 0) keyboard_play(per_row);
    const ImVec2 cursor_at = segment_middle(origin_of(cursor_.digit), cursor_.segment, style);
    const float cursor_reach = std::max(6.0f, digit_height * 0.16f);
    const ImVec2 cursor_min(cursor_at.x - cursor_reach, cursor_at.y - cursor_reach);
    const ImVec2 cursor_max(cursor_at.x + cursor_reach, cursor_at.y + cursor_reach);
    board_cursor_item("##sticks", cursor_min, cursor_max);
    keyboard_focus_ = focused && count > 0;
    const bool cursor_shown = keyboard_focus_ && !showing_solution && ImGui::GetIO().NavVisible;
    cursor_shown_ = cursor_shown;
    if (cursor_moved_) {
        const ImVec2 at = origin_of(cursor_.digit);
        pan_zoom_show(ScreenBox{at.x, at.y, at.x + cell_w, at.y + pitch_y});
    }

    // Play: press on a stick and drag it to a free place, or click it and then the place.
    ImGuiIO& io = ImGui::GetIO();
    std::optional<StickPlace> hovered_place;
    if (!showing_solution && ImGui::IsWindowHovered() && pinch().fingers < 2) {
        hovered_place = place_at(io.MousePos);
        if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) pressed_ = hovered_place;
        if (pressed_ && lit(*pressed_) && !carried_ && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 6.0f)) {
            carried_ = pressed_;
            picked_.reset();
        }
        if (ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
            if (carried_) {
                if (hovered_place && !(*hovered_place == *carried_)) play_move(move_of(*carried_, *hovered_place));
            } else if (pressed_ && hovered_place && *pressed_ == *hovered_place) {
                press_place(*hovered_place);  // a click: pick up a stick, put the picked one down, or put it back
                cursor_ = *hovered_place;      // the keyboard goes on from where the mouse left off
            }
            carried_.reset();
            pressed_.reset();
        }
    }
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left) && !ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
        carried_.reset();  // the button went up outside the view
        pressed_.reset();
    }
    // Pan by dragging the display (unless the drag carries a stick), zoom by pinching or Ctrl+wheel.
    const bool drag_on_stick = pressed_ && lit(*pressed_) && !showing_solution;
    pan_zoom_input(zoom_, !drag_on_stick && !carried_);

    // The move in progress (between whole steps) and the digits it touches.
    const hexmax::Move* moving = nullptr;
    const hexmax::Move* marked = nullptr;  // which move's digits to mark
    if (showing_solution) {
        const std::size_t step = replay.shown_step();
        if (step < replay.steps() && clock.fraction() > 0.0) moving = &replay.step(step);
        marked = moving;
        if (!marked && step < replay.steps()) marked = &replay.step(step);
    }

    // Follow the move whenever the animation moves (Play, Step, Back, the scrubber): the shared
    // viewport's rule (pan_zoom.h) keeps the rows of both digits in view, or the destination's.
    const auto box_of = [&](std::size_t digit) {
        const ImVec2 at = origin_of(digit);
        return ScreenBox{at.x, at.y, at.x + cell_w, at.y + pitch_y};
    };
    if (marked) {
        const ScreenBox from = box_of(marked->from_digit), to = box_of(marked->to_digit);
        pan_zoom_follow(zoom_, clock.position(), clock.playing(), &from, &to);
    } else {
        pan_zoom_follow(zoom_, clock.position(), clock.playing(), nullptr, nullptr);
    }

    // The digits whose rows are wholly in view (for knobel.state().view, so tests see the follow).
    // The scroll asked for above takes effect next frame, like everything else ImGui scrolls.
    const float view_top = ImGui::GetScrollY(), view_bottom = view_top + ImGui::GetWindowHeight();
    const float first_row_top = margin * 0.6f;
    const auto first_visible_row = static_cast<std::size_t>(std::max(0.0f, std::ceil((view_top - first_row_top) / pitch_y)));
    const auto end_visible_row = static_cast<std::size_t>(
        std::max(0.0f, std::floor((view_bottom - first_row_top - digit_height) / pitch_y) + 1.0f));
    visible_digits_ = {first_visible_row * per_row, std::min(count, std::min(rows, end_visible_row) * per_row)};

    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float clip_top = ImGui::GetWindowPos().y, clip_bottom = clip_top + ImGui::GetWindowHeight();
    const std::size_t first_row =
        static_cast<std::size_t>(std::max(0.0f, std::floor((clip_top - top_left.y - margin) / pitch_y)));
    const std::size_t last_row =
        std::min(rows, static_cast<std::size_t>(std::max(0.0f, std::ceil((clip_bottom - top_left.y) / pitch_y))) + 1);
    if (marked) {
        for (std::uint32_t digit : {marked->from_digit, marked->to_digit}) {
            const ImVec2 at = origin_of(digit);
            draw->AddRectFilled(ImVec2(at.x - gap * 0.4f, at.y - digit_height * 0.1f),
                                ImVec2(at.x + cell_w + gap * 0.4f, at.y + digit_height * 1.1f),
                                style.highlight_background, 4.0f);
        }
    }
    const std::optional<StickPlace> lifted = carried_ ? carried_ : picked_;
    for (std::size_t row = first_row; row < last_row; ++row) {
        for (std::size_t digit = row * per_row; digit < std::min(count, (row + 1) * per_row); ++digit) {
            unsigned hidden = moving && moving->from_digit == digit ? 1u << moving->from_segment : 0u;
            if (carried_ && carried_->digit == digit) hidden |= 1u << carried_->segment;
            draw_digit(draw, origin_of(digit), shown[digit], style, hidden);
        }
        if (rows > 1 && digit_height >= 24.0f) {
            char index[24];
            std::snprintf(index, sizeof index, "%zu", row * per_row);
            draw->AddText(ImVec2(top_left.x + 2, origin_of(row * per_row).y + digit_height + 2),
                          ImGui::GetColorU32(ImGuiCol_TextDisabled), index);
        }
    }
    if (!showing_solution) {
        if (picked_) draw_segment_mark(draw, origin_of(picked_->digit), picked_->segment, style, style.highlight);
        // The hint's move (not made): the stick to take and the place it goes, in the hint colour.
        if (const auto* hint = driver_.current_hint(); hint && hint->move) {
            draw_segment_mark(draw, origin_of(hint->move->from_digit), hint->move->from_segment, style, hint_colour_u32());
            draw_segment_mark(draw, origin_of(hint->move->to_digit), hint->move->to_segment, style,
                              (hint_colour_u32() & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 120));
        }
        // Where the stick would go (a free place under the pointer), or which stick a click would take.
        if (hovered_place && lifted && !lit(*hovered_place))
            draw_segment_mark(draw, origin_of(hovered_place->digit), hovered_place->segment, style, IM_COL32(33, 99, 191, 110));
        else if (hovered_place && !lifted && lit(*hovered_place))
            draw_segment_mark(draw, origin_of(hovered_place->digit), hovered_place->segment, style, IM_COL32(33, 99, 191, 160));
        if (cursor_shown) {
            // The keyboard's cursor: a frame around the place, and (with a stick in hand) where it would go.
            if (lifted && !lit(cursor_))
                draw_segment_mark(draw, origin_of(cursor_.digit), cursor_.segment, style, IM_COL32(33, 99, 191, 110));
            draw->AddRect(cursor_min, cursor_max, keyboard_cursor_colour(), 4.0f, 0, 2.5f);
            track_drawn_rect("stick-cursor", cursor_min.x, cursor_min.y, cursor_max.x, cursor_max.y);
        }
        if (carried_) draw_carried_stick(draw, io.MousePos, carried_->segment, style);
        // Every stick place of a short number as a rect, "stick-0b": tests click and drag real pixels.
        if (count <= 64) {
            const float reach = digit_height * 0.12f;
            for (std::size_t digit = visible_digits_.first; digit < visible_digits_.second; ++digit) {
                for (int segment = 0; segment < hexmax::kSegmentCount; ++segment) {
                    const ImVec2 at = segment_middle(origin_of(digit), segment, style);
                    track_drawn_rect("stick-" + std::to_string(digit) + static_cast<char>('a' + segment), at.x - reach,
                                     at.y - reach, at.x + reach, at.y + reach);
                }
            }
        }
        if (hovered_place) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
    }
    if (moving) {
        draw_flying_stick(draw, origin_of(moving->from_digit), moving->from_segment, origin_of(moving->to_digit),
                          moving->to_segment, static_cast<float>(clock.fraction()), style);
    }
    ImGui::EndChild();
    display_frame_focus_ = ImGui::IsItemFocused();  // the display's frame, one Space from its inside
}

void HexmaxScreen::draw_states_text() {
    if (!driver_.showing_solution() || !driver_.answer() || !driver_.answer()->exists) return;
    const hexmax::Answer& answer = *driver_.answer();
    states_open_ = ImGui::CollapsingHeader("Every state as text (the contest's output)");
    track_widget_rect("states-text");
    if (!states_open_) return;
    const std::uint64_t bytes = (answer.steps.size() + 2) * (problem().digits.size() + 1);
    const bool too_big = bytes > kMaxStatesTextBytes;
    ImGui::BeginDisabled(too_big);
    if (ImGui::Button("Copy all")) copy_text_to_clipboard(hexmax::answer_text(problem(), answer));
    track_widget_rect("copy-states");
    ImGui::SameLine();
    if (ImGui::Button("Save as text\xE2\x80\xA6")) download_text("hexmax-states.txt", hexmax::answer_text(problem(), answer));
    track_widget_rect("save-states");
    ImGui::EndDisabled();
    if (too_big) {
        ImGui::SameLine();
        ImGui::TextDisabled("(%s MB: too big to copy here; `knobel hexmax FILE` streams it)",
                            with_thousands(bytes >> 20).c_str());
    }
    const std::size_t lines = state_lines_.size();
    const float fits = std::max(ImGui::GetContentRegionAvail().y, 4 * ImGui::GetTextLineHeightWithSpacing());
    ImGui::BeginChild("states", ImVec2(0, std::min(fits, static_cast<float>(lines + 1) * ImGui::GetTextLineHeightWithSpacing())),
                      true, ImGuiWindowFlags_HorizontalScrollbar);
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(lines));
    while (clipper.Step()) {
        for (int line = clipper.DisplayStart; line < clipper.DisplayEnd; ++line) {
            ImGui::TextUnformatted(state_lines_.line(static_cast<std::size_t>(line)).c_str());
        }
    }
    ImGui::EndChild();
}

std::unique_ptr<Screen> make_hexmax_screen() { return std::make_unique<HexmaxScreen>(); }

}  // namespace knobel::app
