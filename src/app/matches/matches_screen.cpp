#include "app/matches/matches_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <SDL_scancode.h>

#include "app/platform/embedded.h"
#include "app/platform/fonts.h"
#include "app/midend/direction_cursor.h"
#include "app/widgets/board_keys.h"
#include "app/widgets/files_row.h"
#include "app/widgets/job_progress.h"
#include "app/widgets/layout.h"
#include "app/widgets/play_bar.h"
#include "app/widgets/playback_controls.h"
#include "app/widgets/screen_header.h"
#include "app/widgets/text_field.h"
#include "app/widgets/theme.h"
#include "app/widgets/touch_scroll.h"
#include "app/widgets/widget_rects.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "imgui.h"
#include "matches/link_codec.h"
#include "matches/output.h"

namespace knobel::app {
namespace {

constexpr const char* kGalleryPrefix = "examples/matches/";
Expected<std::optional<std::uint64_t>> parse_optional_u(std::string_view text) {
    const std::string_view trimmed = trim(text);
    if (trimmed.empty()) return std::optional<std::uint64_t>();
    Expected<std::uint64_t> u = matches::parse_u(trimmed);
    if (!u) return u.error();
    return std::optional<std::uint64_t>(u.value());
}

}  // namespace

MatchesScreen::MatchesScreen() : u_(parse_optional_u) {
    u_.name_column = false;
    for (PanZoom& zoom : zoom_) {
        zoom.scale = 1.0f;
        zoom.min_scale = 0.5f;
        zoom.max_scale = 12.0f;
    }
    driver_.clock().flight_speed = AnimationClock::kNaturalSpeed;  // Step flies a match at the pace of play
    // The task's own example 0 (u = 3) when it is bundled; an empty table otherwise.
    if (const EmbeddedFile* file = find_embedded_file(std::string(kGalleryPrefix) + "streichhoelzer0.txt")) {
        if (Expected<matches::Problem> example = matches::parse_problem_file(file->text())) {
            set_problem(std::move(example.value()), {}, matches::Mode::exact);
            return;
        }
    }
    set_problem({}, {}, matches::Mode::exact);
}

void MatchesScreen::set_problem(matches::Problem problem, matches::Options options, matches::Mode mode) {
    u_.show(problem.moves ? std::to_string(*problem.moves) : std::string());
    editor_.start(problem);
    carried_.reset();
    editing_ = false;
    driver_.new_puzzle(matches::LinkedPuzzle{std::move(problem), options, mode});
    for (PanZoom& zoom : zoom_) {
        zoom.scale = 1.0f;
        zoom.fit_pending = true;
    }
}

void MatchesScreen::show_puzzle(matches::LinkedPuzzle puzzle) {
    set_problem(std::move(puzzle.problem), puzzle.options, puzzle.mode);
}

void MatchesScreen::take_edits() {
    matches::LinkedPuzzle puzzle = driver_.puzzle();
    const bool before_changed = editor_.figure(kBefore) != puzzle.problem.before;
    puzzle.problem.before = editor_.figure(kBefore);
    puzzle.problem.after = editor_.figure(kAfter);
    // A new before is a new game; a new after is judged against the table as it is.
    if (before_changed) driver_.new_puzzle(std::move(puzzle)); else driver_.revise_puzzle(std::move(puzzle));
}

void MatchesScreen::revise(matches::LinkedPuzzle puzzle) {
    const bool asked = driver_.revealed();  // an answer shown or a Solve under way
    const bool showing = driver_.showing_solution();
    driver_.revise_puzzle(std::move(puzzle));
    // The analysis did not decide what the new u needs (strict mode's u), or it had not finished:
    // solve again in the background, on the board the user is looking at.
    if (asked && !driver_.answer())
        driver_.solve("Solving", showing ? GameDriver<matches::Game>::OnArrival::show
                                         : GameDriver<matches::Game>::OnArrival::stay);
}

void MatchesScreen::solve(ScreenHost& app) {
    for (int side : {kBefore, kAfter}) {
        if (!editor_.fault(side).empty()) {
            app.show_error("The " + std::string(side == kBefore ? "before" : "after") + " figure cannot be solved yet: " +
                           editor_.fault(side) + ".");
            return;
        }
    }
    const matches::Problem& figures = problem();
    if (figures.before.empty() || figures.after.empty()) {
        app.show_error("Both figures need matches before they can be solved.");
        return;
    }
    if (figures.before.size() != figures.after.size()) {
        app.show_error("The figures have " + plural(figures.before.size(), "match", "matches") + " before and " +
                       plural(figures.after.size(), "match", "matches") + " after; they must have as many.");
        return;
    }
    if (!u_.valid()) {
        app.show_error("u is not a number of moves yet: " + u_.message);
        return;
    }
    driver_.solve();
}

void MatchesScreen::on_frame(ScreenHost&, bool answer_arrived) {
    // A solve that arrives to be shown leaves the figure editor for the solution.
    if (answer_arrived && driver_.showing_solution()) editing_ = false;
}

MatchesScreen::Board MatchesScreen::board() const {
    return editing_ ? Board::edit : driver_.showing_solution() ? Board::solution : Board::play;
}

// The Play / Edit figures / Solution switch; the solution's animation starts again from its start.
void MatchesScreen::show_board(Board board) {
    carried_.reset();
    editing_ = board == Board::edit;
    if (board == Board::solution) driver_.show_solution(); else driver_.show_game();
}

// ---- Play ----------------------------------------------------------------------------------

bool MatchesScreen::play(std::string_view move) {
    if (!GameScreen::play(move)) return false;
    editing_ = false;
    return true;
}

bool MatchesScreen::undo() {
    editing_ = false;
    return GameScreen::undo();
}

bool MatchesScreen::redo() {
    editing_ = false;
    return GameScreen::redo();
}

// The hint for the table as it is: the core's (matches/hint.h), with the solve's analysis when
// there is one (it saves the hint its own), shown until the table changes.
void MatchesScreen::ask_hint() {
    editing_ = false;
    GameScreen::ask_hint();
}

bool MatchesScreen::undo_shortcut() {
    if (!editing_) return undo();
    if (!editor_.undo()) return false;
    take_edits();
    return true;
}

bool MatchesScreen::redo_shortcut() {
    if (!editing_) return redo();
    if (!editor_.redo()) return false;
    take_edits();
    return true;
}

namespace {

std::string pixels_text(float pixels) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", static_cast<double>(pixels));
    return buffer;
}

}  // namespace

std::string MatchesScreen::view_json() const {
    JsonWriter json;
    json.begin_object();
    const Board shown = board();
    json.key("board").value(shown == Board::play ? "play" : shown == Board::edit ? "edit" : "solution");
    json.key("before").value(static_cast<std::uint64_t>(problem().before.size()));
    json.key("after").value(static_cast<std::uint64_t>(problem().after.size()));
    json.key("edit_messages").begin_array().value(editor_.fault(kBefore)).value(editor_.fault(kAfter)).end_array();
    json.key("step").value(static_cast<std::uint64_t>(driver_.replay().shown_step()));
    json.key("steps").value(static_cast<std::uint64_t>(driver_.replay().steps()));
    json.key("playing").value(driver_.clock().playing());
    const matches::Solution* solved = driver_.answer();
    json.key("placement_index").value(static_cast<std::uint64_t>(solved ? solved->placement_index : 0));
    json.key("placements").value(static_cast<std::uint64_t>(solved ? solved->analysis.optimal_list.size() : 0));
    json.key("table").value(static_cast<std::uint64_t>(driver_.game().state().table.size()));
    json.key("relocated").value(driver_.verdict().relocated);
    json.key("carried");
    if (carried_) json.value(matches::match_text(*carried_)); else json.null();
    // The keyboard's cursor while the table has the focus (its match; with a match in hand, the
    // place it would be laid), else null.
    json.key("cursor");
    if (board_focus_ && (key_place_ || key_cursor_)) json.value(matches::match_text(key_place_ ? *key_place_ : *key_cursor_));
    else json.null();
    json.key("keyboard_focus").value(board_focus_ ? "table" : board_frame_focus_ ? "frame" : screen_frame_focus_ ? "screen" : "none");
    json.key("u_message").value(u_.message);
    json.key("boards").begin_object();
    for (const auto& [id, view] : drawn_boards_) {
        json.key(id).begin_object();
        json.key("x").raw(pixels_text(view.origin.x));
        json.key("y").raw(pixels_text(view.origin.y));
        json.key("scale").raw(pixels_text(view.scale));
        json.end_object();
    }
    json.end_object();
    json.end_object();
    return json.str();
}

// ---- Drawing -------------------------------------------------------------------------------

void MatchesScreen::draw(ScreenHost& app) {
    screen_frame_focus_ = window_frame_focused();  // the keyboard's way in from the top bar
    board_frame_focus_ = false;
    board_focus_ = board() == Board::play && board_focus_;
    draw_header(app);
    switch (board()) {
        case Board::play: draw_play(); break;
        case Board::edit:
            if (editor_.draw(drawn_boards_)) take_edits();
            break;
        case Board::solution: draw_solution(); break;
    }
    // On a phone the board comes first: the puzzle's sources and options follow it in a panel.
    if (board_first() && settings_panel("Examples, files, u and options")) draw_puzzle_options();
}

void MatchesScreen::draw_header(ScreenHost& app) {
    draw_screen_heading("Matches", "turn the before figure into the after figure by relocating exactly u matches");
    if (!board_first()) draw_puzzle_options();  // on a phone after the board (draw)
    draw_board_choice(app);
}

// The puzzle: gallery, New puzzle, files, u, mode, options.
void MatchesScreen::draw_puzzle_options() {
    const auto describe = [](std::string_view name, std::string_view text) {
        const Expected<matches::Problem> example = matches::parse_problem_file(text);
        if (!example) return std::string();
        return std::string(name) + "   " + plural(example->before.size(), "match", "matches") +
               (example->moves ? ", u = " + std::to_string(*example->moves) : std::string());
    };
    act_on_files(draw_files_row(files_row("Examples\xE2\x80\xA6", 220.0f, kGalleryPrefix, describe)));

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("u");
    ImGui::SameLine();
    if (text_field("u", u_.text, 70.0f)) {
        if (std::optional<std::optional<std::uint64_t>> u = u_.take("The puzzle keeps its u.")) {
            matches::LinkedPuzzle puzzle = driver_.puzzle();
            puzzle.problem.moves = *u;
            revise(std::move(puzzle));
        }
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("How many matches must move; empty: just find the fewest");
    for (const matches::Mode mode : {matches::Mode::exact, matches::Mode::at_most, matches::Mode::strict}) {
        const char* label = mode == matches::Mode::exact ? "exactly u" : mode == matches::Mode::at_most ? "at most u" : "strict";
        same_line_or_wrap(checkbox_width(label));
        if (ImGui::RadioButton(label, this->mode() == mode) && this->mode() != mode) {
            matches::LinkedPuzzle puzzle = driver_.puzzle();
            puzzle.mode = mode;
            revise(std::move(puzzle));
        }
        track_widget_rect(std::string("mode-") + std::string(matches::mode_name(mode)));
    }
    // New options change every placement: the answer goes (the game stays).
    matches::Options allowed = options();
    bool options_changed = false;
    same_line_or_wrap(checkbox_width("turn"));
    options_changed |= ImGui::Checkbox("turn", &allowed.rotate);
    track_widget_rect("rotate");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("After may be turned by any multiple of 30\xC2\xB0");
    same_line_or_wrap(checkbox_width("mirror"));
    options_changed |= ImGui::Checkbox("mirror", &allowed.mirror);
    track_widget_rect("mirror");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("After may be mirrored");
    if (options_changed) {
        matches::LinkedPuzzle puzzle = driver_.puzzle();
        puzzle.options = allowed;
        driver_.revise_puzzle(std::move(puzzle));
    }
    field_message(u_.message, "u-message");
}

// What the board shows, and Solve.
void MatchesScreen::draw_board_choice(ScreenHost& app) {
    if (solve_button(!driver_.solving())) solve(app);
    const struct {
        Board board;
        const char* label;
        const char* id;
    } tabs[] = {{Board::play, "Play", "board-play"}, {Board::edit, "Edit figures", "board-edit"},
                {Board::solution, "Solution", "board-solution"}};
    for (const auto& tab : tabs) {
        same_line_or_wrap(checkbox_width(tab.label));  // a radio button: its circle, then the label
        const bool selected = board() == tab.board;
        ImGui::BeginDisabled(tab.board == Board::solution && !driver_.answer());
        if (ImGui::RadioButton(tab.label, selected) && !selected) show_board(tab.board);
        ImGui::EndDisabled();
        track_widget_rect(tab.id);
    }
    if (driver_.solving() && draw_job_progress(driver_.job())) driver_.cancel();
    const int problems = !editor_.fault(kBefore).empty() + !editor_.fault(kAfter).empty();
    if (problems > 0 && !editing_) {
        error_text("A figure breaks the rules: see Edit figures.");
        track_widget_rect("figure-problem");
    }
}

// The play bar: the verdict, the counter, the hint, Undo/Reset/Redo, Show solution, the move field.
void MatchesScreen::draw_play_controls() {
    PlayBarWords words;
    words.restart_label = "Reset";
    words.move_hint = "0 0 2 0 0 > 1 0 0 1 90";
    words.move_help = "A move as text: the match taken (a b c d angle, as in the file) '>' where it is laid";
    if (board_focus_)  // the keys, while the table has the keyboard's focus
        words.how_to = carried_ ? "Picked up: the arrows move its place, R turns it (Shift+R the other way), E slides it "
                                  "along itself, Enter lays it, Escape puts it back."
                                : "The arrows go from match to match; Enter picks the one in the orange frame up.";
    else
        words.how_to = carried_ ? "Picked up: press on a dot and drag towards the direction to lay it; or click it again "
                                  "to put it back."
                                : finger_sized() ? "Drag a match to its new place, or tap it, then press on a dot and "
                                                   "drag towards a direction."  // (a phone has no wheel to turn it)
                                                 : "Drag a match to its new place (the mouse wheel turns it while you "
                                                   "carry it), or click it, then press on a dot and drag towards a direction.";
    act_on(draw_play_bar(play_bar_content(words), move_text_), move_text_);
}

// The table's keys, as docs/keyboard.md says: with nothing in hand the arrows walk from match to
// match (direction_cursor.h, on the matches' middles) and Enter or Space picks the one under the
// cursor up; with a match in hand its place moves — the arrows shift it one unit, R turns it by
// 30° (Shift+R the other way), E slides it one length along itself (turns and slides reach every
// point of the lattice) — and Enter or Space lays it there (a refused move says why, as for the mouse).
void MatchesScreen::keyboard_play(const matches::Figure& table) {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || io.KeyCtrl || io.KeyAlt || io.KeySuper) return;  // Ctrl+Z and friends are the shell's
    const std::pair<ImGuiKey, CursorMove> arrows[] = {{ImGuiKey_LeftArrow, CursorMove::left},
                                                       {ImGuiKey_RightArrow, CursorMove::right},
                                                       {ImGuiKey_UpArrow, CursorMove::up},
                                                       {ImGuiKey_DownArrow, CursorMove::down}};
    const bool act = enter_pressed() || (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space), false) && io.NavVisible);
    if (carried_ && !carried_by_drag_) {
        if (!key_place_) key_place_ = *carried_;
        matches::Point start = key_place_->start;
        int direction = key_place_->direction;
        for (const auto& [key, move] : arrows) {
            if (!take_cursor_key(key)) continue;
            // Unit steps: right 0°, up 90°, left 180°, down 270° (matches::unit_step counts 30°s).
            const int step = move == CursorMove::right ? 0 : move == CursorMove::up ? 3 : move == CursorMove::left ? 6 : 9;
            start = start + matches::unit_step(step);
        }
        if (ImGui::IsKeyPressed(static_cast<int>(SDL_SCANCODE_R))) direction += io.KeyShift ? 11 : 1;
        if (ImGui::IsKeyPressed(static_cast<int>(SDL_SCANCODE_E))) start = matches::end_of(matches::make_match(start, direction));
        key_place_ = matches::make_match(start, direction);
        if (act && driver_.play(matches::Move{*carried_, *key_place_})) {
            key_cursor_ = *key_place_;
            carried_.reset();
            key_place_.reset();
        }
        return;
    }
    const auto middle = [](const matches::Match& match) {
        // The middle on screen (y downwards), in hundredths of a match length: whole units for the rule.
        const ImVec2 a = plane_of(match.start), b = plane_of(matches::end_of(match));
        return std::pair(std::lround((a.x + b.x) * 50.0f), std::lround(-(a.y + b.y) * 50.0f));
    };
    for (const auto& [key, move] : arrows) {
        if (!take_cursor_key(key)) continue;
        const auto [x, y] = middle(*key_cursor_);
        NearestInDirection nearest(x, y, move);
        for (const matches::Match& match : table) {
            const auto [mx, my] = middle(match);
            if (nearest.offer(mx, my)) key_cursor_ = match;
        }
    }
    if (act) {
        carried_ = key_cursor_;
        carried_direction_ = key_cursor_->direction;
        carried_by_drag_ = false;
        key_place_ = key_cursor_;
        driver_.clear_message();
    }
}

void MatchesScreen::draw_play() {
    // On a phone the table comes first, the play bar under it (issue 20).
    const bool phone = board_first();
    if (!phone) draw_play_controls();

    const matches::Figure table = driver_.game().state().table.matches();
    const float width = ImGui::GetContentRegionAvail().x;
    const bool side_by_side = width >= 640.0f;
    const float height = std::clamp(ImGui::GetContentRegionAvail().y - 4.0f, 240.0f, 640.0f);
    ImVec2 size(side_by_side ? width * 0.62f : width, side_by_side ? height : height * 0.62f);
    // On a phone the table comes first and takes half the screen, whatever lies above it (sized by
    // the room left it was ~150 px tall, its matches too small for a finger).
    if (phone) size.y = std::max(size.y, ImGui::GetIO().DisplaySize.y * 0.5f);
    const BoardView view =
        begin_board("board", size, {&problem().before, &problem().after, &table}, zoom_[kPlayZoom], drawn_boards_, BoardUse::played);
    board_frame_focus_ = window_frame_focused();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 clip_min = ImGui::GetWindowPos();
    const ImVec2 clip_max(clip_min.x + ImGui::GetWindowWidth(), clip_min.y + ImGui::GetWindowHeight());
    draw_lattice(draw, view, clip_min, clip_max, table);

    ImGuiIO& io = ImGui::GetIO();
    const bool hovered = ImGui::IsWindowHovered();
    const std::optional<std::size_t> under = hovered ? match_at(view, table, io.MousePos) : std::nullopt;
    // Press on a match: pick it up (a drag carries it, a click holds it); with a match held, press
    // on a dot and drag towards a direction to lay it there.
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        if (carried_ || under) claim_pointer_drag();  // the drag carries or lays a match, not the page
        if (carried_ && !carried_by_drag_) {
            // A dot wins over the match under it: the carried match's own ends are dots one may
            // well want to lay it from. Pressed on the carried match away from any dot: put back.
            drag_point_ = point_near(view, table, io.MousePos);
            if (!drag_point_ && under && table[*under] == *carried_) carried_.reset();
        } else if (under) {
            carried_ = table[*under];
            carried_direction_ = carried_->direction;
            carried_by_drag_ = true;
            driver_.clear_message();
        }
    }
    if (carried_ && carried_by_drag_) {
        if (io.MouseWheel != 0.0f) carried_direction_ = (carried_direction_ + (io.MouseWheel > 0 ? 1 : 11)) % 12;
        if (ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
            const ImVec2 delta = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
            if (std::hypot(delta.x, delta.y) < 6.0f) {
                carried_by_drag_ = false;  // a click: the match stays picked up, waiting for its place
            } else {
                // Where the carried match's start lies now: half a match back from the pointer.
                const float angle = static_cast<float>(carried_direction_) * 3.14159265f / 6;
                const ImVec2 start(io.MousePos.x - std::cos(angle) * view.scale / 2,
                                   io.MousePos.y + std::sin(angle) * view.scale / 2);
                if (const std::optional<matches::Point> point = point_near(view, table, start)) {
                    const matches::Move move{*carried_, matches::make_match(*point, carried_direction_)};
                    driver_.play(move);
                }
                carried_.reset();
            }
        }
    } else if (carried_ && drag_point_ && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
        const ImVec2 at = screen_of(view, *drag_point_);
        const ImVec2 drag(io.MousePos.x - at.x, io.MousePos.y - at.y);
        if (std::hypot(drag.x, drag.y) >= view.scale * 0.3f) {
            const matches::Move move{*carried_, matches::make_match(*drag_point_, direction_of(drag))};
            if (driver_.play(move)) carried_.reset();
        }
        drag_point_.reset();
    }
    pan_zoom_input(zoom_[kPlayZoom], !carried_ && !drag_point_);

    // The keyboard: one focusable item on the cursor's match (board_keys.h); its keys while it
    // has the focus, then the item where they left the cursor.
    if (!carried_) key_place_.reset();  // put back, played, or dropped by Undo or a hint
    if (!table.empty() && (!key_cursor_ || !std::binary_search(table.begin(), table.end(), *key_cursor_))) {
        // On a match of the table: the top left one to begin with (or after its match moved away).
        key_cursor_ = *std::min_element(table.begin(), table.end(), [](const matches::Match& a, const matches::Match& b) {
            const ImVec2 pa = plane_of(a.start), pb = plane_of(b.start);
            return pa.y != pb.y ? pa.y > pb.y : pa.x < pb.x;
        });
    }
    const BoardCursorFocus focus = board_cursor_focus("##match-cursor", board_focus_, carried_ && key_place_);
    if (focus.escaped) {  // Escape with a match in hand puts it back, on the table
        carried_.reset();
        key_place_.reset();
    }
    if (focus.focused && !table.empty()) keyboard_play(table);
    const std::optional<matches::Match> keyed = key_place_ ? key_place_ : key_cursor_;
    ImVec2 key_min = clip_min, key_max(clip_min.x + 8.0f, clip_min.y + 8.0f);
    if (keyed) {
        const ImVec2 a = screen_of(view, keyed->start), b = screen_of(view, matches::end_of(*keyed));
        const float pad = std::max(6.0f, view.scale * 0.12f);
        key_min = ImVec2(std::min(a.x, b.x) - pad, std::min(a.y, b.y) - pad);
        key_max = ImVec2(std::max(a.x, b.x) + pad, std::max(a.y, b.y) + pad);
    }
    board_cursor_item("##match-cursor", key_min, key_max);
    board_focus_ = focus.focused && !table.empty();

    for (std::size_t i = 0; i < table.size(); ++i) {
        const bool lifted = carried_ && table[i] == *carried_;
        draw_match(draw, view, table[i], lifted ? MatchLook::lifted : MatchLook::wood,
                   !lifted && under == i ? IM_COL32(33, 99, 191, 60) : 0);
    }
    // The hint's move (not made): the match to take in the hint colour, where it goes as a ghost.
    if (const auto* hint = driver_.current_hint(); hint && hint->move) {
        draw_match(draw, view, hint->move->from, MatchLook::wood, (hint_colour_u32() & ~IM_COL32_A_MASK) | IM_COL32(0, 0, 0, 150));
        draw_match(draw, view, hint->move->to, MatchLook::ghost, hint_colour_u32());
    }
    // The keyboard's cursor, in the focus colour: a frame around its match, or around the place
    // the match in hand would go, drawn there as a ghost.
    if (board_focus_ && keyed && ImGui::GetIO().NavVisible) {
        if (key_place_) draw_match(draw, view, *key_place_, MatchLook::ghost, keyboard_cursor_colour());
        draw->AddRect(key_min, key_max, keyboard_cursor_colour(), 4.0f, 0, 2.5f);
        track_drawn_rect("match-cursor", key_min.x, key_min.y, key_max.x, key_max.y);
    }
    if (carried_ && carried_by_drag_ && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 6.0f))
        draw_carried_match(draw, view, io.MousePos, carried_direction_);
    if (carried_ && drag_point_) {
        const ImVec2 at = screen_of(view, *drag_point_);
        const ImVec2 drag(io.MousePos.x - at.x, io.MousePos.y - at.y);
        if (std::hypot(drag.x, drag.y) >= view.scale * 0.3f)
            draw_match(draw, view, matches::make_match(*drag_point_, direction_of(drag)), MatchLook::ghost);
    }
    end_board();
    if (phone) draw_play_controls();

    // The goal beside (or under) the table, small.
    if (side_by_side) ImGui::SameLine();
    const ImVec2 goal_size(side_by_side ? ImGui::GetContentRegionAvail().x : width, side_by_side ? height * 0.6f : height * 0.38f);
    ImGui::BeginGroup();
    ImGui::TextDisabled("After (the goal)%s%s", options().rotate ? ", may be turned" : "", options().mirror ? ", may be mirrored" : "");
    const BoardView goal = begin_board("goal", goal_size, {&problem().after}, zoom_[kGoalZoom], drawn_boards_, BoardUse::shown);
    for (const matches::Match& match : problem().after) draw_match(ImGui::GetWindowDrawList(), goal, match, MatchLook::wood);
    pan_zoom_input(zoom_[kGoalZoom], true);
    end_board();
    ImGui::EndGroup();
}

}  // namespace knobel::app
