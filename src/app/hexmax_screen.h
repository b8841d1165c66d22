#pragma once
// The Hex-Max screen: enter a hex number and m (keyboard, on-screen keypad, gallery, file), solve
// in the background, and watch every stick move. All rules come from src/hexmax/.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/animation_clock.h"
#include "app/background_job.h"
#include "app/screen.h"
#include "hexmax/play.h"
#include "hexmax/problem.h"
#include "hexmax/solver.h"

namespace knobel::app {

class HexmaxScreen final : public Screen {
public:
    HexmaxScreen();

    const char* id() const override { return "hexmax"; }
    const char* title() const override { return "Hex-Max"; }
    void draw(App& app) override;
    void update(App& app) override;
    bool needs_frames() const override {
        return job_.running() || clock_.playing() || step_flight_target_ >= 0 || scroll_pending_;
    }

    std::string link() const override;
    std::optional<InputError> open(const Link& link) override;
    std::optional<InputError> load_text(std::string_view text) override;
    void solve(App& app) override;
    bool solving() const override { return job_.running(); }
    std::string result_json() const override;
    std::string view_json() const override;

private:
    // A new puzzle: the old answer, animation and text are dropped.
    void set_problem(hexmax::Problem problem);
    void take_number_text();  // the number field changed: use it if it is a number
    void take_m_text();       // the m field changed: use it if it is a valid m
    void set_m(std::uint64_t m);  // keeps the number field as typed
    // Step forward flies the stick: the clock is moved back to where it was and slides to the
    // next whole step over the next frames, at no more than kStepFlightSpeed.
    void start_step_flight(double from_position);
    void advance_step_flight(double seconds);
    // Scrolls the digit view so that the move's source and destination are both visible (or,
    // when they are too far apart, the destination).
    void follow_rows(float from_row_top, float to_row_top, float row_height);
    // Applies or takes back moves until the display shows the clock's whole step.
    void sync_display_to_clock();

    void draw_inputs(App& app);
    void draw_keypad();
    void draw_answer_summary();
    void draw_display();
    void draw_states_text();

    hexmax::Problem problem_;
    std::string number_text_;     // what the number field holds (maybe empty or too long)
    std::vector<char> number_buffer_;  // ImGui's buffer for it, kMaxDigits + 2 bytes
    std::string number_message_;  // why number_text_ is not the puzzle; empty when it is
    std::string refused_message_;  // which typed or pasted characters the field ignored, until the next edit
    std::string m_text_;           // what the m field holds
    std::string m_message_;        // why m_text_ is not the puzzle's m; empty when it is
    // The puzzle file for Save, formatted only after the puzzle changed (100,000 digits each frame
    // would cost more than the rest of the frame).
    std::string file_text_;
    bool file_text_stale_ = true;
    bool keypad_open_ = false;
    bool states_open_ = false;  // the states text section, as ImGui's header was last frame

    BackgroundJob job_;
    std::optional<hexmax::Answer> answer_;  // the answer to problem_, once solved

    AnimationClock clock_;
    hexmax::Display shown_;   // the display after shown_step_ moves
    std::size_t shown_step_ = 0;
    float digit_height_ = 56.0f;
    bool fit_pending_ = true;  // size the digits to the view at the next frame (new puzzle, Fit)
    double user_scrolled_at_ = -1e9;  // when the user last scrolled the display (ImGui time)
    double followed_position_ = -1.0;  // the clock position the view last followed
    bool scroll_pending_ = false;  // the view asked ImGui to scroll, which happens next frame
    std::pair<std::size_t, std::size_t> visible_digits_{0, 0};  // [first, end) wholly in view last frame
    int step_flight_target_ = -1;      // the whole step a Step flight is heading for, or -1
    double step_flight_position_ = 0.0;  // where the flight put the clock last (a scrub cancels it)

    hexmax::StateLines state_lines_;  // the text list's lines, from the answer
};

}  // namespace knobel::app
