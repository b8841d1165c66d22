// The Hex-Max screen's display: the number as seven-segment digits in rows, zoomed and panned;
// play by hand on it (pick up a stick and put it on a free place: click-click, drag, or the
// keyboard's stick cursor), the hint's stick marked, and the answer's sticks flying while the
// solution is shown. The rules are the core's (hexmax/play.h); the geometry is seven_segment.h.

#include "app/hexmax/hexmax_screen.h"

#include <algorithm>
#include <cmath>

#include "app/hexmax/seven_segment.h"
#include "app/platform/touch_gestures.h"
#include "app/widgets/board_keys.h"
#include "app/widgets/layout.h"
#include "app/widgets/theme.h"
#include "app/widgets/touch_scroll.h"
#include "app/widgets/widget_rects.h"
#include "hexmax/glyphs.h"
#include "hexmax/moves.h"
#include "imgui.h"

namespace knobel::app {

namespace {

// The digit height at which every stick place is a finger's target (a kFingerTarget square) on a
// finger-sized screen. A place answers the points nearer to it than to any other (segment_near;
// the digit by the column, split in the middle of the gap): the square around the top stick's
// middle meets the side sticks' places a quarter of the digit's width u away, so its side is u / 2,
// a quarter of the digit's height; a side stick's place reaches u / 4 into the digit and half the
// gap out of it, so with fingers the gap is u / 2 (layout_digits) and that square is u / 2 too.
constexpr float kFingerDigitHeight = 4.0f * kFingerTarget;

// Where the digits of a number go in a view `width` wide: rows of equal length. With fingers the
// digits stand closer (a gap of half a digit's width) and each row has a quarter of u above and
// below it, so that every stick place's square of reach × 2 lies in the view and in no other's.
struct DigitLayout {
    StickStyle style;
    float cell_w, gap, pitch_x, pitch_y, margin;
    float left;    // from the content's left to the first digit (with fingers the rows are centred)
    float top;     // from the content's top to the first row's digits
    float height;  // of the content: every row
    float reach;   // half the side of the square each stick place answers to (its rect, stick-0b)
    std::size_t per_row, rows;
};

DigitLayout layout_digits(float digit_height, float width, std::size_t count, bool fingers) {
    DigitLayout layout;
    layout.style.digit_height = digit_height;
    layout.cell_w = digit_width(layout.style);
    const float u = layout.cell_w;
    layout.gap = fingers ? u * 0.5f : digit_gap(layout.style);
    layout.pitch_x = layout.cell_w + layout.gap;
    layout.pitch_y = fingers ? u * 2.5f : digit_height * 1.35f;
    layout.margin = fingers ? layout.gap / 2 : std::max(8.0f, layout.gap);
    layout.top = fingers ? u * 0.25f : layout.margin * 0.6f;
    layout.reach = fingers ? u * 0.25f : digit_height * 0.12f;
    layout.per_row = static_cast<std::size_t>(
        std::max(1.0f, std::floor((width - 2 * layout.margin + layout.gap) / layout.pitch_x)));
    layout.rows = (count + layout.per_row - 1) / layout.per_row;
    const float row_width = static_cast<float>(std::min(layout.per_row, count)) * layout.pitch_x - layout.gap;
    layout.left = fingers ? std::max(layout.margin, (width - row_width) / 2) : layout.margin;
    layout.height = static_cast<float>(layout.rows) * layout.pitch_y + (fingers ? 0.0f : layout.margin);
    return layout;
}

}  // namespace

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

void HexmaxScreen::draw_display() {
    // The playback controls above may just have moved the clock: show (and follow) that step now.
    driver_.follow_clock();
    if (!board_first()) pan_zoom_buttons(zoom_);  // on a phone beside the Keypad button (draw_inputs)

    // The states section below takes its header, or when open about 40% of the room, so that
    // opening it shows it without scrolling the screen.
    const bool states_shown = driver_.showing_solution() && driver_.answer() && driver_.answer()->exists;
    const float room = ImGui::GetContentRegionAvail().y;
    const float states_height = ImGui::GetFrameHeightWithSpacing() + 4.0f +
                                (states_shown && states_open_ ? std::min(room * 0.4f, 420.0f) : 0.0f);
    float height = std::max(140.0f, room - states_height);
    const bool fingers = finger_sized();
    const float inner_width = ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().WindowPadding.x;
    // On a phone the display comes first: about half the screen, the play bar under it in view;
    // with finger-sized digits as tall as their rows (a short number whole: a finger's digit is
    // 176 px, three of them two rows on a 360 px phone), at most 64 % of the screen: the rest
    // stays free for the swipes that scroll the page (a drag on the display pans it).
    if (board_first()) {
        const float screen = ImGui::GetIO().DisplaySize.y;
        height = std::clamp(room * 0.55f, 160.0f, screen * 0.45f);
        if (fingers) {
            const DigitLayout rows = layout_digits(std::max(zoom_.fit_pending ? 0.0f : zoom_.scale, kFingerDigitHeight), inner_width,
                                                   driver_.shown().size(), true);
            height = std::clamp(rows.height + 2 * ImGui::GetStyle().WindowPadding.y + 2, height, screen * 0.64f);
        }
    }
    // With fingers the display pans by a drag or two fingers, and a mouse wheel over it scrolls the
    // page (a display of finger-sized digits fills much of a phone's screen). No scrollbar: its
    // 20 px would leave room for one finger-sized digit a row on a 360 px phone instead of two;
    // rows cut by the display's edge show that there is more.
    ImGui::BeginChild("digits", ImVec2(0, height), true,
                      ImGuiWindowFlags_NoMove | (fingers ? ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoScrollbar : 0));
    track_window_rect("display");
    const float width = ImGui::GetContentRegionAvail().x;
    const hexmax::Display& shown = driver_.shown();
    const bool showing_solution = driver_.showing_solution();
    const AnimationClock& clock = driver_.clock();
    const StepReplay<hexmax::Game>& replay = driver_.replay();
    const std::size_t count = shown.size();
    if (zoom_.fit_pending) {
        // The biggest digits (up to 120 px) that show the whole number without scrolling; a number
        // too long for that gets readable digits and a scrollbar. With fingers, finger-sized
        // digits: the number wraps into rows of them and the display pans (a pinch zooms out).
        zoom_.fit_pending = false;
        zoom_.scale = 28.0f;
        for (float h = 120.0f; h >= 20.0f && !fingers; h *= 0.92f) {
            if (layout_digits(h, width, count, false).height <= height - 8.0f) {
                zoom_.scale = h;
                break;
            }
        }
        if (fingers) zoom_.scale = kFingerDigitHeight;
    }
    const float digit_height = zoom_.scale;
    const DigitLayout layout = layout_digits(digit_height, width, count, fingers);
    const StickStyle& style = layout.style;
    const float cell_w = layout.cell_w, gap = layout.gap, pitch_x = layout.pitch_x, pitch_y = layout.pitch_y;
    const float margin = layout.margin, left = layout.left, top = layout.top;
    const std::size_t per_row = layout.per_row, rows = layout.rows;
    const ImVec2 top_left = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(width, layout.height));

    const auto origin_of = [&](std::size_t digit) {
        const std::size_t row = digit / per_row, col = digit % per_row;
        return ImVec2(top_left.x + left + static_cast<float>(col) * pitch_x,
                      top_left.y + top + static_cast<float>(row) * pitch_y);
    };
    // The digit and segment under a point, if any (for play).
    const auto place_at = [&](ImVec2 point) -> std::optional<StickPlace> {
        const float fx = (point.x - top_left.x - left + gap / 2) / pitch_x;
        const float fy = (point.y - top_left.y - top + (pitch_y - digit_height) / 2) / pitch_y;
        if (fx < 0 || fy < 0) return std::nullopt;
        const auto col = static_cast<std::size_t>(fx), row = static_cast<std::size_t>(fy);
        if (col >= per_row) return std::nullopt;
        const std::size_t digit = row * per_row + col;
        if (digit >= count) return std::nullopt;
        const int segment = segment_near(origin_of(digit), point, style);
        if (segment < 0) return std::nullopt;
        return StickPlace{digit, segment};
    };
    // A press on a stick place may carry its stick, and a drag on a display larger than its view
    // pans it: those drags are the display's. Elsewhere on a display that shows all it holds, a
    // swipe scrolls the page, as anywhere else (a finger-sized display fills much of a phone).
    if (ImGui::IsWindowHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        const bool pans = ImGui::GetScrollMaxX() > 0.0f || ImGui::GetScrollMaxY() > 0.0f;
        if (pans || place_at(ImGui::GetIO().MousePos)) claim_pointer_drag();
    }
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
    const float first_row_top = top;
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
            const float reach = layout.reach;
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

}  // namespace knobel::app
