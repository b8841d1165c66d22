#include "app/hexmax/hexmax_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/platform/embedded.h"
#include "app/platform/fonts.h"
#include "app/widgets/board_keys.h"
#include "app/widgets/edit_switch.h"
#include "app/widgets/files_row.h"
#include "app/widgets/job_progress.h"
#include "app/platform/js_bridge.h"
#include "app/widgets/layout.h"
#include "app/widgets/play_bar.h"
#include "app/widgets/playback_controls.h"
#include "app/midend/refused_characters.h"
#include "app/widgets/screen_header.h"
#include "app/widgets/text_field.h"
#include "app/widgets/theme.h"
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
constexpr std::size_t kMFieldBytes = 64;     // far more than m's 19 digits (10^18): a long m gets its message

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
    set_problem(hexmax::task_example());
}

void HexmaxScreen::set_problem(hexmax::Problem changed) {
    edits_.start(changed);
    editing_ = false;
    put_on_board(std::move(changed), Fields::show_problem);
}

void HexmaxScreen::edit_problem(hexmax::Problem changed) {
    edits_.play(Snapshot<hexmax::Problem>{problem(), changed});
    put_on_board(std::move(changed), Fields::keep);
}

bool HexmaxScreen::undo_edit() {
    if (!editing_ || !edits_.undo()) return false;
    put_on_board(edits_.state(), Fields::show_problem);
    return true;
}

bool HexmaxScreen::redo_edit() {
    if (!editing_ || !edits_.redo()) return false;
    put_on_board(edits_.state(), Fields::show_problem);
    return true;
}

void HexmaxScreen::put_on_board(hexmax::Problem changed, Fields fields) {
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
    edit_problem(std::move(changed));
}

void HexmaxScreen::take_m_text() {
    const std::optional<std::uint64_t> m = m_.take("The puzzle keeps m = " + std::to_string(problem().m) + ".");
    if (!m) return;
    hexmax::Problem changed = problem();
    changed.m = *m;
    edit_problem(std::move(changed));
}

void HexmaxScreen::set_m(std::uint64_t m) {
    hexmax::Problem changed = problem();
    changed.m = m;
    edit_problem(std::move(changed));
    m_.show(std::to_string(m));
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

void HexmaxScreen::on_frame(ScreenHost&, bool answer_arrived) {
    // The answer shows moving from the first state; "none within m" is an answer too
    // (draw_answer_summary).
    if (answer_arrived) state_lines_ = hexmax::StateLines(problem(), *driver_.answer());
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

// ---- Play ----------------------------------------------------------------------------------

bool HexmaxScreen::play_move(const hexmax::Move& move) {
    picked_.reset();
    return driver_.play(move);
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
    // Play | Edit the puzzle: in play the number, m, the keypad and the options are read-only, so
    // that no tap or keystroke changes the puzzle of a game in progress (issue 20).
    const EditSwitchPressed edit = draw_edit_switch("Edit the puzzle", editing_, edits_.can_undo(), edits_.can_redo());
    if (edit.undo) undo_edit();
    if (edit.redo) redo_edit();
    const ImGuiInputTextFlags read_only = editing_ ? 0 : ImGuiInputTextFlags_ReadOnly;

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
                         ImGuiInputTextFlags_CallbackCharFilter | read_only, refuse_non_hex,
                         &refused)) {
        number_.text = buffer.data();
        take_number_text();
        refused_message_.clear();
    }
    if (!refused.empty()) refused_message_ = refused.message();
    track_widget_rect("number");
    if (!editing_ && ImGui::IsItemHovered()) ImGui::SetTooltip("To change the number, switch to Edit the puzzle");
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
    if (ImGui::InputText("##m", m_buffer, sizeof m_buffer, read_only)) {
        m_.text = m_buffer;
        take_m_text();
    }
    track_widget_rect("m");
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    ImGui::BeginDisabled(!editing_);
    if (ImGui::Button("\xE2\x88\x92##m") && problem().m > 0) set_m(problem().m - 1);  // −
    track_widget_rect("m-minus");
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    if (ImGui::Button("+##m") && problem().m < hexmax::kMaxM) set_m(problem().m + 1);
    track_widget_rect("m-plus");
    same_line_or_wrap(button_width("Hide keypad"));
    if (ImGui::Button(keypad_open_ ? "Hide keypad" : "Keypad")) keypad_open_ = !keypad_open_;
    track_widget_rect("keypad-toggle");
    ImGui::EndDisabled();
    // On a phone the zoom buttons share the keypad's row: the display starts a row higher.
    if (board_first()) {
        same_line_or_wrap(pan_zoom_buttons_width());
        pan_zoom_buttons(zoom_);
    }
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
    if (keypad_open_ && editing_) draw_keypad();
}

// The goal, the glyphs, Solve, the gallery and the files.
void HexmaxScreen::draw_options(ScreenHost& app) {
    // Options: the puzzle's too, so read-only in play.
    hexmax::Options options = problem().options;
    bool changed = false;
    ImGui::BeginDisabled(!editing_);
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
    ImGui::EndDisabled();
    if (changed && !(options == problem().options)) {
        hexmax::Problem updated = problem();
        updated.options = options;
        edit_problem(std::move(updated));
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
    act_on_files(draw_files_row(files_row("Contest examples\xE2\x80\xA6", 240.0f, "examples/hexmax/", describe)));
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
