#include "app/hexmax_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/app.h"
#include "app/embedded.h"
#include "app/fonts.h"
#include "app/js_bridge.h"
#include "app/layout.h"
#include "app/refused_characters.h"
#include "app/seven_segment.h"
#include "app/touch_gestures.h"
#include "app/theme.h"
#include "app/widget_rects.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "hexmax/glyphs.h"
#include "hexmax/link_codec.h"
#include "hexmax/moves.h"
#include "hexmax/output.h"
#include "hexmax/play.h"
#include "imgui.h"

namespace knobel::app {
namespace {

// Copy/Save of every state as text stops here; the command line streams any size.
constexpr std::uint64_t kMaxStatesTextBytes = 64u << 20;
constexpr float kMinDigitHeight = 14.0f, kMaxDigitHeight = 180.0f;
constexpr double kFollowPauseSeconds = 2.5;  // after the user scrolls, playing stops following
constexpr double kStepFlightSpeed = 2.5;     // steps per second at most when Step flies a stick
constexpr double kLongestFrameSeconds = 0.1;  // a frame after a pause must not skip the flight
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

// A field's message under it, when it has one.
void field_message(const std::string& message, const char* rect_id) {
    if (message.empty()) return;
    error_text(message.c_str());
    track_widget_rect(rect_id);
}

}  // namespace

HexmaxScreen::HexmaxScreen() : number_buffer_(hexmax::kMaxDigits + 2, '\0') { set_problem(hexmax::task_example()); }

void HexmaxScreen::set_problem(hexmax::Problem problem) {
    job_.cancel();
    problem_ = std::move(problem);
    number_text_ = hexmax::digits_text(problem_.digits);
    number_message_.clear();
    refused_message_.clear();
    m_text_ = std::to_string(problem_.m);
    m_message_.clear();
    file_text_stale_ = true;
    step_flight_target_ = -1;
    followed_position_ = -1.0;
    answer_.reset();
    state_lines_ = {};
    clock_.reset(0);
    shown_ = hexmax::display_of(problem_.digits, problem_.options.glyphs);
    shown_step_ = 0;
    fit_pending_ = true;
}

void HexmaxScreen::take_number_text() {
    Expected<std::vector<std::uint8_t>> digits = hexmax::parse_digits(number_text_);
    if (!digits) {
        number_message_ = digits.error().to_string();
        return;
    }
    hexmax::Problem changed = problem_;
    changed.digits = std::move(digits.value());
    const std::string typed = number_text_, typed_m = m_text_, m_message = m_message_;
    set_problem(std::move(changed));
    number_text_ = typed;  // keep the user's case while typing; links use upper case
    m_text_ = typed_m;     // and an m still being corrected stays as it is, with its message
    m_message_ = m_message;
}

void HexmaxScreen::take_m_text() {
    Expected<std::uint64_t> m = hexmax::parse_m(trim(m_text_));
    if (!m) {
        m_message_ = m.error().message + ". The puzzle keeps m = " + std::to_string(problem_.m) + ".";
        return;
    }
    const std::string typed = m_text_;
    set_m(m.value());
    m_text_ = typed;
}

void HexmaxScreen::set_m(std::uint64_t m) {
    hexmax::Problem changed = problem_;
    changed.m = m;
    const std::string typed = number_text_, number_message = number_message_;
    set_problem(std::move(changed));
    number_text_ = typed;
    number_message_ = number_message;
}

std::string HexmaxScreen::link() const { return hexmax::problem_link(problem_); }

std::optional<InputError> HexmaxScreen::open(const Link& link) {
    if (link.parts.empty() && link.options.empty()) return std::nullopt;  // "#hexmax": as it was
    Expected<hexmax::Problem> problem = hexmax::problem_from_link(link);
    if (!problem) return problem.error();
    set_problem(std::move(problem.value()));
    return std::nullopt;
}

std::optional<InputError> HexmaxScreen::load_text(std::string_view text) {
    Expected<hexmax::Problem> problem = hexmax::parse_problem_file(text, problem_.options);
    if (!problem) return problem.error();
    set_problem(std::move(problem.value()));
    return std::nullopt;
}

void HexmaxScreen::solve(App& app) {
    if (!number_message_.empty()) {
        app.show_error("The number is not a Hex-Max puzzle yet: " + number_message_);
        return;
    }
    if (!m_message_.empty()) {
        app.show_error("m is not a valid number of moves yet: " + m_message_);
        return;
    }
    if (std::optional<hexmax::ProblemError> problem_error = hexmax::check_problem(problem_)) {
        app.show_error("Cannot solve this puzzle: " + problem_error->message + ".");
        return;
    }
    answer_.reset();
    state_lines_ = {};
    clock_.reset(0);
    job_.start(std::make_unique<hexmax::SolveWork>(problem_), "Solving");
}

void HexmaxScreen::update(App& app) {
    if (job_.running() && job_.run_slice(app.job_slice_ms())) {
        std::unique_ptr<hexmax::SolveWork> work = job_.take<hexmax::SolveWork>();
        answer_ = work->answer();  // without an answer too: "none within m" is an answer (draw_answer_summary)
        state_lines_ = hexmax::StateLines(problem_, *answer_);
        clock_.reset(static_cast<int>(answer_->steps.size()));
        clock_.speed = std::clamp(static_cast<double>(answer_->steps.size()) / 20.0, 1.5, 40.0);
    }
    advance_step_flight(app.frame_seconds());
    clock_.advance(app.frame_seconds());
    sync_display_to_clock();
}

void HexmaxScreen::start_step_flight(double from_position) {
    // Clicked again in flight: fly on to the step after the one it was heading for.
    const int target = step_flight_target_ >= 0 ? std::min(clock_.steps(), step_flight_target_ + 1)
                                                : clock_.whole_step();
    clock_.seek(from_position);
    step_flight_target_ = target;
    step_flight_position_ = clock_.position();
}

void HexmaxScreen::advance_step_flight(double seconds) {
    if (step_flight_target_ < 0) return;
    // Play, Back or the scrubber took the clock elsewhere: that wins.
    if (clock_.playing() || clock_.position() != step_flight_position_) {
        step_flight_target_ = -1;
        return;
    }
    const double speed = std::min(clock_.speed, kStepFlightSpeed);
    const double position = clock_.position() + std::clamp(seconds, 0.0, kLongestFrameSeconds) * speed;
    clock_.seek(std::min(position, static_cast<double>(step_flight_target_)));
    step_flight_position_ = clock_.position();
    if (clock_.position() >= step_flight_target_) step_flight_target_ = -1;
}

void HexmaxScreen::sync_display_to_clock() {
    const std::size_t target = answer_ ? static_cast<std::size_t>(clock_.whole_step()) : 0;
    if (!answer_ && shown_step_ != 0) {
        shown_ = hexmax::display_of(problem_.digits, problem_.options.glyphs);
        shown_step_ = 0;
    }
    while (answer_ && shown_step_ < target) hexmax::apply_move(shown_, answer_->steps[shown_step_++]);
    while (answer_ && shown_step_ > target) hexmax::undo_move(shown_, answer_->steps[--shown_step_]);
}

std::string HexmaxScreen::result_json() const {
    if (!answer_) return "null";
    return hexmax::answer_json(problem_, *answer_);
}

std::string HexmaxScreen::view_json() const {
    JsonWriter json;
    json.begin_object();
    json.key("step").value(static_cast<std::uint64_t>(shown_step_));
    char position[32];  // the clock, between whole steps while a stick flies
    std::snprintf(position, sizeof position, "%.3f", clock_.position());
    json.key("position").raw(position);
    json.key("steps").value(static_cast<std::uint64_t>(answer_ ? answer_->steps.size() : 0));
    json.key("playing").value(clock_.playing());
    json.key("display").value(hexmax::state_line(shown_, problem_.options.glyphs));
    json.key("digit_height").value(static_cast<int>(digit_height_));
    json.key("keypad").value(keypad_open_);
    json.key("visible_digits").begin_array().value(static_cast<std::uint64_t>(visible_digits_.first))
        .value(static_cast<std::uint64_t>(visible_digits_.second)).end_array();
    // The messages under the fields, as shown ("" when there is none).
    json.key("number_message").value(number_message_);
    json.key("refused_message").value(refused_message_);
    json.key("m_text").value(m_text_);
    json.key("m_message").value(m_message_);
    json.end_object();
    return json.str();
}

void HexmaxScreen::draw(App& app) {
    draw_inputs(app);
    if (keypad_open_) draw_keypad();
    ImGui::Spacing();
    if (job_.running()) {
        job_.draw_progress();
    } else {
        draw_answer_summary();
    }
    draw_display();
    draw_states_text();
}

void HexmaxScreen::draw_inputs(App& app) {
    ImGui::PushFont(fonts().heading);
    ImGui::TextUnformatted("Hex-Max");
    ImGui::PopFont();
    char subtitle[96];
    std::snprintf(subtitle, sizeof subtitle, "move at most m sticks to make the %s number; no digit may ever be empty",
                  problem_.options.goal == hexmax::Goal::largest ? "largest" : "smallest");
    same_line_or_wrap(ImGui::CalcTextSize(subtitle).x);
    ImGui::AlignTextToFramePadding();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", subtitle);
    ImGui::PopTextWrapPos();

    // The number. A fixed buffer one longer than the limit: a huge paste is cut there and then
    // reported as too long, instead of growing a field nobody can work with.
    std::vector<char>& buffer = number_buffer_;
    const std::size_t used = std::min(number_text_.size(), buffer.size() - 1);
    std::copy_n(number_text_.begin(), used, buffer.begin());
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
        number_text_ = buffer.data();
        take_number_text();
        refused_message_.clear();
    }
    if (!refused.empty()) refused_message_ = refused.message();
    track_widget_rect("number");
    const std::string digit_count = with_thousands(problem_.digits.size()) + " digits";
    same_line_or_wrap(ImGui::CalcTextSize(digit_count.c_str()).x);
    ImGui::TextDisabled("%s", digit_count.c_str());
    same_line_or_wrap(ImGui::CalcTextSize("m").x + ImGui::GetStyle().ItemSpacing.x + 150.0f);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("m");
    ImGui::SameLine();
    // A text field, not a number field: "-3" or "abc" get a message instead of becoming some
    // other m. The puzzle's m changes only when the field holds a valid one.
    char m_buffer[kMFieldBytes] = {};
    m_text_.copy(m_buffer, std::min(m_text_.size(), kMFieldBytes - 1));
    ImGui::SetNextItemWidth(110.0f);
    if (ImGui::InputText("##m", m_buffer, sizeof m_buffer)) {
        m_text_ = m_buffer;
        take_m_text();
    }
    track_widget_rect("m");
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    if (ImGui::Button("\xE2\x88\x92##m") && problem_.m > 0) set_m(problem_.m - 1);  // −
    track_widget_rect("m-minus");
    ImGui::SameLine(0.0f, ImGui::GetStyle().ItemInnerSpacing.x);
    if (ImGui::Button("+##m") && problem_.m < hexmax::kMaxM) set_m(problem_.m + 1);
    track_widget_rect("m-plus");
    same_line_or_wrap(button_width("Hide keypad"));
    if (ImGui::Button(keypad_open_ ? "Hide keypad" : "Keypad")) keypad_open_ = !keypad_open_;
    track_widget_rect("keypad-toggle");
    field_message(number_message_, "number-message");
    field_message(refused_message_, "number-refused");
    field_message(m_message_, "m-message");

    // Options.
    hexmax::Options options = problem_.options;
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
    if (changed && !(options == problem_.options)) {
        hexmax::Problem updated = problem_;
        updated.options = options;
        set_problem(std::move(updated));
    }

    // Actions.
    const bool can_solve = number_message_.empty() && m_message_.empty() && !job_.running();
    ImGui::BeginDisabled(!can_solve);
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
    if (ImGui::Button("Solve", ImVec2(110, 0))) solve(app);
    ImGui::PopStyleColor(2);
    ImGui::EndDisabled();
    track_widget_rect("solve");
    same_line_or_wrap(240.0f);
    ImGui::SetNextItemWidth(240.0f);
    if (ImGui::BeginCombo("##gallery", "Contest examples\xE2\x80\xA6")) {
        for (const EmbeddedFile* file : embedded_files_under("examples/hexmax/")) {
            std::string_view name = file->name;
            name.remove_prefix(std::string_view("examples/hexmax/").size());
            Expected<hexmax::Problem> example = hexmax::parse_problem_file(file->text(), problem_.options);
            if (!example) continue;
            char label[96];
            std::snprintf(label, sizeof label, "%.*s   %s digits, m = %s", static_cast<int>(name.size()), name.data(),
                          with_thousands(example->digits.size()).c_str(), with_thousands(example->m).c_str());
            if (ImGui::Selectable(label)) {
                set_problem(std::move(example.value()));
                app.clear_error();
            }
            track_widget_rect("gallery-" + std::string(name));
        }
        ImGui::EndCombo();
    }
    track_widget_rect("gallery");
    same_line_or_wrap(button_width("Open file\xE2\x80\xA6"));
    app.open_file_button(".txt,text/plain");
    same_line_or_wrap(button_width("Save\xE2\x80\xA6"));
    if (file_text_stale_) {
        file_text_ = hexmax::format_problem_file(problem_);
        file_text_stale_ = false;
    }
    app.save_file_button("hexmax.txt", file_text_);
}

void HexmaxScreen::draw_keypad() {
    // For touch screens, where the canvas cannot bring up the on-screen keyboard.
    const float size = 46.0f;
    ImGui::BeginGroup();
    for (int digit = 0; digit < 16; ++digit) {
        if (digit % 8 != 0) ImGui::SameLine();
        const char label[2] = {hexmax::digit_char(digit), 0};
        if (ImGui::Button(label, ImVec2(size, size))) {
            number_text_ += label[0];
            take_number_text();
        }
        track_widget_rect(std::string("key-") + label);
    }
    ImGui::EndGroup();
    ImGui::SameLine();
    ImGui::BeginGroup();
    if (ImGui::Button("\xE2\x8C\xAB Delete", ImVec2(110, size)) && !number_text_.empty()) {  // ⌫
        number_text_.pop_back();
        take_number_text();
    }
    track_widget_rect("key-delete");
    if (ImGui::Button("Clear", ImVec2(110, size))) {
        number_text_.clear();
        take_number_text();
    }
    track_widget_rect("key-clear");
    ImGui::EndGroup();
}

void HexmaxScreen::draw_answer_summary() {
    if (!answer_) {
        ImGui::TextDisabled("Press Solve to find the %s number, then play the moves.",
                            problem_.options.goal == hexmax::Goal::largest ? "largest" : "smallest");
        ImGui::Dummy(ImVec2(0, ImGui::GetFrameHeight()));
        return;
    }
    if (!answer_->exists) {
        error_text(("No answer: " + hexmax::no_answer_message(problem_) + ".").c_str());
        track_widget_rect("result");
        return;
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Result");
    ImGui::SameLine();
    const std::string result = hexmax::digits_text(answer_->digits);
    if (result.size() <= 64) {
        ImGui::PushFont(fonts().heading);
        ImGui::TextUnformatted(result.c_str());
        ImGui::PopFont();
    } else {
        ImGui::Text("%.48s\xE2\x80\xA6 (%s digits)", result.c_str(), with_thousands(result.size()).c_str());
    }
    track_widget_rect("result");
    const std::string used = with_thousands(answer_->moves) + " of m = " + with_thousands(problem_.m) + " moves";
    same_line_or_wrap(ImGui::CalcTextSize(used.c_str()).x);
    ImGui::TextDisabled("%s", used.c_str());
    same_line_or_wrap(button_width("Copy result"));
    if (ImGui::SmallButton("Copy result")) copy_text_to_clipboard(result);
    track_widget_rect("copy-result");

    // k / N with N the moves used, and m beside it: the "k / m" reading.
    const std::string counter = "move " + with_thousands(shown_step_) + " / " + with_thousands(answer_->steps.size()) +
                                " (m = " + with_thousands(problem_.m) + " allowed)";
    same_line_or_wrap(ImGui::CalcTextSize(counter.c_str()).x);
    ImGui::TextUnformatted(counter.c_str());
    track_widget_rect("move-counter");
    if (shown_step_ < answer_->steps.size()) {
        const std::string next = "next: " + hexmax::describe_move_for_people(answer_->steps[shown_step_]);
        same_line_or_wrap(ImGui::CalcTextSize(next.c_str()).x);
        ImGui::TextDisabled("%s", next.c_str());
    }
    const double position_before = clock_.position();
    const bool playing_before = clock_.playing();
    if (playback_controls(clock_)) {
        // Step forward (button or key, not the scrubber, which holds the mouse down) flies the
        // stick instead of jumping.
        const bool stepped = !playing_before && !clock_.playing() && !ImGui::IsMouseDown(ImGuiMouseButton_Left) &&
                             clock_.position() == std::floor(position_before) + 1.0;
        if (stepped) {
            start_step_flight(position_before);
        } else {
            step_flight_target_ = -1;
        }
    }
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
    sync_display_to_clock();
    // Zoom: buttons, Ctrl+wheel, pinch.
    ImGui::TextDisabled("Zoom");
    ImGui::SameLine();
    if (ImGui::SmallButton("\xE2\x88\x92")) digit_height_ = std::max(kMinDigitHeight, digit_height_ / 1.25f);  // −
    track_widget_rect("zoom-out");
    ImGui::SameLine();
    if (ImGui::SmallButton("+")) digit_height_ = std::min(kMaxDigitHeight, digit_height_ * 1.25f);
    track_widget_rect("zoom-in");
    ImGui::SameLine();
    if (ImGui::SmallButton("Fit")) fit_pending_ = true;
    track_widget_rect("zoom-fit");

    // The states section below takes its header, or when open about 40% of the room, so that
    // opening it shows it without scrolling the screen.
    const float room = ImGui::GetContentRegionAvail().y;
    const float states_height = ImGui::GetFrameHeightWithSpacing() + 4.0f +
                                (answer_ && states_open_ ? std::min(room * 0.4f, 420.0f) : 0.0f);
    const float height = std::max(140.0f, room - states_height);
    ImGui::BeginChild("digits", ImVec2(0, height), true, ImGuiWindowFlags_NoMove);
    scroll_pending_ = false;
    track_widget_rect("display");
    const float width = ImGui::GetContentRegionAvail().x;
    const std::size_t count = shown_.size();
    if (fit_pending_) {
        // The biggest digits (up to 120 px) that show the whole number without scrolling; a number
        // too long for that gets readable digits and a scrollbar.
        fit_pending_ = false;
        digit_height_ = 28.0f;
        for (float h = 120.0f; h >= 20.0f; h *= 0.92f) {
            const DigitLayout trial = layout_digits(h, width, count);
            if (static_cast<float>(trial.rows) * trial.pitch_y + trial.margin <= height - 8.0f) {
                digit_height_ = h;
                break;
            }
        }
    }
    const DigitLayout layout = layout_digits(digit_height_, width, count);
    const StickStyle& style = layout.style;
    const float cell_w = layout.cell_w, gap = layout.gap, pitch_x = layout.pitch_x, pitch_y = layout.pitch_y;
    const float margin = layout.margin;
    const std::size_t per_row = layout.per_row, rows = layout.rows;
    const ImVec2 top_left = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(width, static_cast<float>(rows) * pitch_y + margin));

    // Pan by dragging the display, zoom by pinching or Ctrl+wheel; remember that the user moved it.
    ImGuiIO& io = ImGui::GetIO();
    const bool hovered = ImGui::IsWindowHovered();
    if (hovered && ImGui::IsMouseDragging(ImGuiMouseButton_Left) && pinch().fingers < 2) {
        ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
        user_scrolled_at_ = ImGui::GetTime();
    }
    if (hovered && io.MouseWheel != 0.0f) {
        if (io.KeyCtrl) {
            digit_height_ = std::clamp(digit_height_ * std::pow(1.15f, io.MouseWheel), kMinDigitHeight, kMaxDigitHeight);
        }
        user_scrolled_at_ = ImGui::GetTime();
    }
    if (hovered && pinch().fingers >= 2 && pinch().scale != 1.0f) {
        digit_height_ = std::clamp(digit_height_ * pinch().scale, kMinDigitHeight, kMaxDigitHeight);
        ImGui::SetScrollY(ImGui::GetScrollY() - pinch().pan_y);
        user_scrolled_at_ = ImGui::GetTime();
    }

    const auto origin_of = [&](std::size_t digit) {
        const std::size_t row = digit / per_row, col = digit % per_row;
        return ImVec2(top_left.x + margin + static_cast<float>(col) * pitch_x,
                      top_left.y + margin * 0.6f + static_cast<float>(row) * pitch_y);
    };

    // The move in progress (between whole steps) and the digits it touches.
    const hexmax::Move* moving = nullptr;
    if (answer_ && shown_step_ < answer_->steps.size() && clock_.fraction() > 0.0) moving = &answer_->steps[shown_step_];
    const hexmax::Move* marked = moving;  // which move's digits to mark
    if (!marked && answer_ && shown_step_ < answer_->steps.size()) marked = &answer_->steps[shown_step_];

    // Follow the move whenever the animation moves (Play, Step, Back, the scrubber). While
    // playing, a user who just moved the view keeps it for a while.
    const bool clock_moved = clock_.position() != followed_position_;
    const bool user_holds_view = clock_.playing() && ImGui::GetTime() - user_scrolled_at_ <= kFollowPauseSeconds;
    if (marked && clock_moved && !user_holds_view)
        follow_rows(origin_of(marked->from_digit).y - top_left.y, origin_of(marked->to_digit).y - top_left.y, pitch_y);
    followed_position_ = clock_.position();

    // The digits whose rows are wholly in view (for knobel.state().view, so tests see the follow).
    // The scroll asked for above takes effect next frame, like everything else ImGui scrolls.
    const float view_top = ImGui::GetScrollY(), view_bottom = view_top + ImGui::GetWindowHeight();
    const float first_row_top = margin * 0.6f;
    const auto first_visible_row = static_cast<std::size_t>(std::max(0.0f, std::ceil((view_top - first_row_top) / pitch_y)));
    const auto end_visible_row = static_cast<std::size_t>(
        std::max(0.0f, std::floor((view_bottom - first_row_top - digit_height_) / pitch_y) + 1.0f));
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
            draw->AddRectFilled(ImVec2(at.x - gap * 0.4f, at.y - digit_height_ * 0.1f),
                                ImVec2(at.x + cell_w + gap * 0.4f, at.y + digit_height_ * 1.1f),
                                style.highlight_background, 4.0f);
        }
    }
    for (std::size_t row = first_row; row < last_row; ++row) {
        for (std::size_t digit = row * per_row; digit < std::min(count, (row + 1) * per_row); ++digit) {
            const unsigned hidden = moving && moving->from_digit == digit ? 1u << moving->from_segment : 0u;
            draw_digit(draw, origin_of(digit), shown_[digit], style, hidden);
        }
        if (rows > 1 && digit_height_ >= 24.0f) {
            char index[24];
            std::snprintf(index, sizeof index, "%zu", row * per_row);
            draw->AddText(ImVec2(top_left.x + 2, origin_of(row * per_row).y + digit_height_ + 2),
                          ImGui::GetColorU32(ImGuiCol_TextDisabled), index);
        }
    }
    if (moving) {
        draw_flying_stick(draw, origin_of(moving->from_digit), moving->from_segment, origin_of(moving->to_digit),
                          moving->to_segment, static_cast<float>(clock_.fraction()), style);
    }
    ImGui::EndChild();
}

void HexmaxScreen::follow_rows(float from_row_top, float to_row_top, float row_height) {
    const float view_height = ImGui::GetWindowHeight();
    const float scroll = ImGui::GetScrollY();
    const auto visible = [&](float top, float bottom) { return top >= scroll && bottom <= scroll + view_height; };
    const float top = std::min(from_row_top, to_row_top), bottom = std::max(from_row_top, to_row_top) + row_height;
    float target = scroll;
    if (bottom - top <= view_height) {
        if (!visible(top, bottom)) target = std::max(0.0f, top - (view_height - (bottom - top)) / 2);
    } else if (!visible(to_row_top, to_row_top + row_height)) {
        target = std::max(0.0f, to_row_top - view_height / 3);
    }
    if (target == scroll) return;
    ImGui::SetScrollY(target);
    scroll_pending_ = true;  // ImGui scrolls at the next frame: ask for one even when idle
}

void HexmaxScreen::draw_states_text() {
    if (!answer_ || !answer_->exists) return;
    states_open_ = ImGui::CollapsingHeader("Every state as text (the contest's output)");
    track_widget_rect("states-text");
    if (!states_open_) return;
    const std::uint64_t bytes = (answer_->steps.size() + 2) * (problem_.digits.size() + 1);
    const bool too_big = bytes > kMaxStatesTextBytes;
    ImGui::BeginDisabled(too_big);
    if (ImGui::Button("Copy all")) copy_text_to_clipboard(hexmax::answer_text(problem_, *answer_));
    track_widget_rect("copy-states");
    ImGui::SameLine();
    if (ImGui::Button("Save as text\xE2\x80\xA6")) download_text("hexmax-states.txt", hexmax::answer_text(problem_, *answer_));
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
        for (int line = clipper.DisplayStart; line < clipper.DisplayEnd; ++line)
            ImGui::TextUnformatted(state_lines_.line(static_cast<std::size_t>(line)).c_str());
    }
    ImGui::EndChild();
}

}  // namespace knobel::app
