#include "app/matches/matches_screen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <SDL_scancode.h>

#include "app/platform/embedded.h"
#include "app/platform/fonts.h"
#include "app/midend/direction_cursor.h"
#include "app/widgets/board_keys.h"
#include "app/widgets/file_buttons.h"
#include "app/widgets/job_progress.h"
#include "app/widgets/layout.h"
#include "app/widgets/new_puzzle_control.h"
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
// How many optimal placements a solve lists for stepping through.
constexpr std::size_t kListedPlacements = 100;
// The verdict of play compares with the fewest moves when that is cheap to know: a figure this
// small analyses in about a millisecond, so it is done on the spot; a bigger one after Solve.
constexpr std::size_t kInstantAnalysisMatches = 400;
// Colours that pair a moving match with its target in the solution.
constexpr ImU32 kPairColours[] = {IM_COL32(230, 97, 1, 150),  IM_COL32(94, 60, 153, 150), IM_COL32(27, 158, 119, 150),
                                  IM_COL32(217, 95, 2, 150),  IM_COL32(231, 41, 138, 150), IM_COL32(102, 166, 30, 150),
                                  IM_COL32(230, 171, 2, 150), IM_COL32(31, 120, 180, 150)};

ImU32 pair_colour(std::size_t index) { return kPairColours[index % std::size(kPairColours)]; }

Expected<std::optional<std::uint64_t>> parse_optional_u(std::string_view text) {
    const std::string_view trimmed = trim(text);
    if (trimmed.empty()) return std::optional<std::uint64_t>();
    Expected<std::uint64_t> u = matches::parse_u(trimmed);
    if (!u) return u.error();
    return std::optional<std::uint64_t>(u.value());
}

std::string plural(std::uint64_t count, const char* one, const char* many) {
    return with_thousands(count) + " " + (count == 1 ? one : many);
}

}  // namespace

MatchesScreen::MatchesScreen() : u_(parse_optional_u) {
    u_.name_column = false;
    for (PanZoom& zoom : zoom_) {
        zoom.scale = 1.0f;
        zoom.min_scale = 0.5f;
        zoom.max_scale = 12.0f;
    }
    clock_.flight_speed = AnimationClock::kNaturalSpeed;  // Step flies a match at the pace of play
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
    problem_ = std::move(problem);
    options_ = options;
    mode_ = mode;
    u_.show(problem_.moves ? std::to_string(*problem_.moves) : std::string());
    edits_[kBefore].start(problem_.before);
    edits_[kAfter].start(problem_.after);
    edit_message_[kBefore].clear();
    edit_message_[kAfter].clear();
    rule_breakers_[kBefore].clear();
    rule_breakers_[kAfter].clear();
    ++puzzle_revision_;
    game_.start(matches::GameState{matches::PlayTable(problem_.before)});
    hints_.reset();
    carried_.reset();
    check_.reset();
    drop_answer();
    for (PanZoom& zoom : zoom_) {
        zoom.scale = 1.0f;
        zoom.fit_pending = true;
    }
}

void MatchesScreen::drop_answer() {
    solve_.clear();
    answer_.reset();
    placement_index_ = 0;
    replay_.clear();
    clock_.reset(0);
    if (board_ == Board::solution) board_ = Board::play;
}

void MatchesScreen::take_edits() {
    const bool before_changed = edits_[kBefore].state() != problem_.before;
    problem_.before = edits_[kBefore].state();
    problem_.after = edits_[kAfter].state();
    for (int side : {kBefore, kAfter}) {
        const std::optional<std::string> fault =
            matches::figure_problem(edits_[side].state(), side == kBefore ? "before" : "after");
        edit_message_[side] = fault.value_or("");
        rule_breakers_[side] = fault ? matches::rule_breakers(edits_[side].state()) : std::vector<std::size_t>{};
    }
    ++puzzle_revision_;
    if (before_changed) game_.start(matches::GameState{matches::PlayTable(problem_.before)});
    check_.reset();
    drop_answer();
}

std::string MatchesScreen::link() const {
    return matches::puzzle_link(matches::LinkedPuzzle{problem_, options_, mode_});
}

std::optional<InputError> MatchesScreen::open(const Link& link) {
    if (link.parts.empty() && link.options.empty()) return std::nullopt;  // "#matches": as it was
    Expected<matches::LinkedPuzzle> puzzle = matches::puzzle_from_link(link);
    if (!puzzle) return puzzle.error();
    set_problem(std::move(puzzle->problem), puzzle->options, puzzle->mode);
    board_ = Board::play;
    return std::nullopt;
}

std::optional<InputError> MatchesScreen::load_text(std::string_view text) {
    Expected<matches::Problem> problem = matches::parse_problem_file(text);
    if (!problem) return problem.error();
    set_problem(std::move(problem.value()), options_, mode_);
    board_ = Board::play;
    return std::nullopt;
}

void MatchesScreen::solve(ScreenHost& app) {
    for (int side : {kBefore, kAfter}) {
        if (!edit_message_[side].empty()) {
            app.show_error("The " + std::string(side == kBefore ? "before" : "after") + " figure cannot be solved yet: " +
                           edit_message_[side] + ".");
            return;
        }
    }
    if (problem_.before.empty() || problem_.after.empty()) {
        app.show_error("Both figures need matches before they can be solved.");
        return;
    }
    if (problem_.before.size() != problem_.after.size()) {
        app.show_error("The figures have " + plural(problem_.before.size(), "match", "matches") + " before and " +
                       plural(problem_.after.size(), "match", "matches") + " after; they must have as many.");
        return;
    }
    if (!u_.valid()) {
        app.show_error("u is not a number of moves yet: " + u_.message);
        return;
    }
    answer_.reset();
    replay_.clear();
    clock_.reset(0);
    show_when_solved_ = true;
    matches::AnalysisRequest request;
    request.list_limit = kListedPlacements;
    request.lookups = matches::lookups_for(problem_.moves, mode_);
    solve_.start(std::make_unique<matches::Analyser>(problem_, options_, std::move(request)));
}

void MatchesScreen::update(ScreenHost& app) {
    (void)app;
    if (solve_.collect()) {
        choose_answer(0);
        if (show_when_solved_) show_solution();
    }
    clock_.advance(app.frame_seconds());
    replay_.seek(static_cast<std::size_t>(clock_.whole_step()));
}

void MatchesScreen::choose_answer(std::size_t placement_index) {
    const matches::Analysis& analysis = *solve_.result();
    matches::Answer answer = matches::answer_for(problem_, analysis, problem_.moves, mode_);
    placement_index_ = 0;
    // Another optimal placement, when the answer is one of them: the same number of moves there.
    if (placement_index > 0 && placement_index < analysis.optimal_list.size() && answer.placement &&
        answer.k == analysis.min_k) {
        const matches::Placement& placement = analysis.optimal_list[placement_index];
        matches::Plan plan = matches::plan_moves(problem_, placement, answer.moves.size());
        answer.placement = placement;
        answer.moves = std::move(plan.moves);
        answer.sequential = plan.sequential;
        placement_index_ = placement_index;
    }
    answer_ = std::move(answer);
    // Only a list that plays one move at a time can be animated move by move.
    replay_.reset(matches::GameState{matches::PlayTable(problem_.before)},
                  answer_->sequential ? answer_->moves : std::vector<matches::Move>{});
    clock_.reset(static_cast<int>(replay_.steps()));
    clock_.speed = AnimationClock::natural_speed(clock_.steps());
}

void MatchesScreen::answer_for_new_u(ScreenHost& app) {
    if (!solve_.result()) return;
    if (solve_.result()->answers(problem_.moves, mode_)) {
        choose_answer(0);
        return;
    }
    // The analysis did not look at the k this u needs (strict mode's u): solve again in the
    // background, on the board the user is looking at.
    const bool showing = board_ == Board::solution;
    solve(app);
    show_when_solved_ = showing;
}

void MatchesScreen::show_solution() {
    board_ = Board::solution;
    carried_.reset();
    clock_.reset(static_cast<int>(replay_.steps()));
    clock_.play();
}

std::string MatchesScreen::result_json() const {
    if (!answer_ || !solve_.result()) return "null";
    return matches::answer_json(problem_, options_, *solve_.result(), *answer_);
}

// ---- Play ----------------------------------------------------------------------------------

bool MatchesScreen::play(std::string_view move) {
    carried_.reset();
    if (!game_.play_text(move)) return false;
    board_ = Board::play;
    return true;
}

bool MatchesScreen::undo() {
    carried_.reset();
    board_ = Board::play;
    return game_.undo();
}

bool MatchesScreen::redo() {
    carried_.reset();
    board_ = Board::play;
    return game_.redo();
}

const matches::PlayCheck& MatchesScreen::check() const {
    if (!check_ || check_revision_ != game_.revision()) {
        check_ = matches::check_play(problem_, options_, game_.state().table);
        check_revision_ = game_.revision();
    }
    return *check_;
}

std::optional<std::uint64_t> MatchesScreen::instant_min_k() const {
    // Analysed once per puzzle (figures and options), not in every frame.
    if (instant_revision_ != puzzle_revision_) {
        instant_revision_ = puzzle_revision_;
        instant_min_k_.reset();
        if (problem_.before.size() <= kInstantAnalysisMatches && problem_.before.size() == problem_.after.size() &&
            edit_message_[kBefore].empty() && edit_message_[kAfter].empty() && !problem_.before.empty())
            instant_min_k_ = matches::analyse(problem_, options_).min_k;
    }
    return instant_min_k_;
}

PlayStatus MatchesScreen::play_status() const {
    const matches::PlayCheck& judged = check();
    std::optional<std::uint64_t> fewest;
    if (solve_.result()) {
        fewest = solve_.result()->min_k;
    } else {
        fewest = instant_min_k();
    }
    PlayStatus status;
    status.solved = judged.solved;
    const std::string moved = plural(judged.relocated, "match", "matches") + " relocated";
    if (judged.solved) {
        status.optimal = fewest && judged.relocated == *fewest;
        status.sentence = "Solved in " + plural(game_.move_count(), "move", "moves") + " (" + moved + ")";
        if (status.optimal) {
            status.sentence += " \xE2\x80\x94 the fewest possible";
        } else if (fewest) {
            status.sentence += "; " + plural(*fewest, "match", "matches") + " would do";
        }
        if (problem_.moves && judged.relocated != *problem_.moves)
            status.sentence += " (the puzzle asks for u = " + std::to_string(*problem_.moves) + ")";
    } else {
        status.sentence = "Not after yet: " + moved + " so far";
        if (problem_.moves) status.sentence += ", u = " + std::to_string(*problem_.moves);
        if (game_.state().table.stacked()) status.sentence += "; two matches lie on top of each other";
    }
    return status;
}

bool MatchesScreen::undo_shortcut() {
    if (board_ != Board::edit) return undo();
    if (!edits_[edited_side_].undo()) return false;
    take_edits();
    return true;
}

bool MatchesScreen::redo_shortcut() {
    if (board_ != Board::edit) return redo();
    if (!edits_[edited_side_].redo()) return false;
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
    json.key("board").value(board_ == Board::play ? "play" : board_ == Board::edit ? "edit" : "solution");
    json.key("before").value(static_cast<std::uint64_t>(problem_.before.size()));
    json.key("after").value(static_cast<std::uint64_t>(problem_.after.size()));
    json.key("edit_messages").begin_array().value(edit_message_[kBefore]).value(edit_message_[kAfter]).end_array();
    json.key("step").value(static_cast<std::uint64_t>(replay_.shown_step()));
    json.key("steps").value(static_cast<std::uint64_t>(replay_.steps()));
    json.key("playing").value(clock_.playing());
    json.key("placement_index").value(static_cast<std::uint64_t>(placement_index_));
    json.key("placements").value(static_cast<std::uint64_t>(solve_.result() ? solve_.result()->optimal_list.size() : 0));
    json.key("table").value(static_cast<std::uint64_t>(game_.state().table.size()));
    json.key("relocated").value(check().relocated);
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
    board_focus_ = board_ == Board::play && board_focus_;
    draw_header(app);
    switch (board_) {
        case Board::play: draw_play(); break;
        case Board::edit: draw_editor(); break;
        case Board::solution: draw_solution(); break;
    }
    // On a phone the board comes first: the puzzle's sources and options follow it in a panel.
    if (board_first() && settings_panel("Examples, files, u and options")) draw_puzzle_options(app);
}

void MatchesScreen::draw_header(ScreenHost& app) {
    draw_screen_heading("Matches", "turn the before figure into the after figure by relocating exactly u matches");
    if (!board_first()) draw_puzzle_options(app);  // on a phone after the board (draw)
    draw_board_choice(app);
}

// The puzzle: gallery, New puzzle, files, u, mode, options.
void MatchesScreen::draw_puzzle_options(ScreenHost& app) {
    const auto describe = [](std::string_view name, std::string_view text) {
        const Expected<matches::Problem> example = matches::parse_problem_file(text);
        if (!example) return std::string();
        return std::string(name) + "   " + plural(example->before.size(), "match", "matches") +
               (example->moves ? ", u = " + std::to_string(*example->moves) : std::string());
    };
    if (const EmbeddedFile* picked = gallery_combo("Examples\xE2\x80\xA6", 220.0f, kGalleryPrefix, describe)) {
        if (Expected<matches::Problem> example = matches::parse_problem_file(picked->text())) {
            set_problem(std::move(example.value()), options_, mode_);
            board_ = Board::play;
            app.clear_error();
        }
    }
    same_line_or_wrap(button_width("New puzzle\xE2\x80\xA6"));
    if (draw_new_puzzle_control(new_puzzle_, kNewPuzzleSizes)) make_new_puzzle(*this, app, new_puzzle_);
    same_line_or_wrap(button_width("Open file\xE2\x80\xA6"));
    open_file_button(id(), ".txt,text/plain");
    same_line_or_wrap(button_width("Save\xE2\x80\xA6"));
    save_file_button("matches.txt", [this] { return matches::format_problem_file(problem_); });

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("u");
    ImGui::SameLine();
    if (text_field("u", u_.text, 70.0f)) {
        if (std::optional<std::optional<std::uint64_t>> u = u_.take("The puzzle keeps its u.")) {
            problem_.moves = *u;
            answer_for_new_u(app);
        }
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("How many matches must move; empty: just find the fewest");
    bool options_changed = false;
    for (const matches::Mode mode : {matches::Mode::exact, matches::Mode::at_most, matches::Mode::strict}) {
        const char* label = mode == matches::Mode::exact ? "exactly u" : mode == matches::Mode::at_most ? "at most u" : "strict";
        same_line_or_wrap(checkbox_width(label));
        if (ImGui::RadioButton(label, mode_ == mode) && mode_ != mode) {
            mode_ = mode;
            answer_for_new_u(app);
        }
        track_widget_rect(std::string("mode-") + std::string(matches::mode_name(mode)));
    }
    same_line_or_wrap(checkbox_width("turn"));
    options_changed |= ImGui::Checkbox("turn", &options_.rotate);
    track_widget_rect("rotate");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("After may be turned by any multiple of 30\xC2\xB0");
    same_line_or_wrap(checkbox_width("mirror"));
    options_changed |= ImGui::Checkbox("mirror", &options_.mirror);
    track_widget_rect("mirror");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("After may be mirrored");
    if (options_changed) {
        check_.reset();
        ++puzzle_revision_;
        drop_answer();
    }
    field_message(u_.message, "u-message");
}

// What the board shows, and Solve.
void MatchesScreen::draw_board_choice(ScreenHost& app) {
    if (solve_button(!solve_.running())) solve(app);
    const struct {
        Board board;
        const char* label;
        const char* id;
    } tabs[] = {{Board::play, "Play", "board-play"}, {Board::edit, "Edit figures", "board-edit"},
                {Board::solution, "Solution", "board-solution"}};
    for (const auto& tab : tabs) {
        same_line_or_wrap(button_width(tab.label));
        const bool selected = board_ == tab.board;
        ImGui::BeginDisabled(tab.board == Board::solution && !answer_);
        if (ImGui::RadioButton(tab.label, selected) && !selected) {
            if (tab.board == Board::solution) show_solution(); else board_ = tab.board;
            carried_.reset();
        }
        ImGui::EndDisabled();
        track_widget_rect(tab.id);
    }
    if (solve_.running() && draw_job_progress(solve_.job())) solve_.cancel();
    const int problems = !edit_message_[kBefore].empty() + !edit_message_[kAfter].empty();
    if (problems > 0 && board_ != Board::edit) {
        error_text("A figure breaks the rules: see Edit figures.");
        track_widget_rect("figure-problem");
    }
}

BoardView MatchesScreen::begin_board(const char* id, ImVec2 size, const std::vector<const matches::Figure*>& fit,
                                     PanZoom& zoom) {
    ImGui::BeginChild(id, size, true, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_HorizontalScrollbar);
    track_window_rect(id);
    if (ImGui::IsWindowHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) claim_pointer_drag();  // drags carry, lay and pan
    // The figures fitted into the board at zoom 1, with a margin of one match length.
    const PlaneBox box = bounds_of(fit);
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const float fitted = std::max(2.0f, std::min((room.x - 8.0f) / (box.max.x - box.min.x + 2.0f),
                                                 (room.y - 8.0f) / (box.max.y - box.min.y + 2.0f)));
    if (zoom.fit_pending) {
        zoom.fit_pending = false;
        zoom.scale = 1.0f;
    }
    BoardView view;
    view.scale = std::min(fitted, 140.0f) * zoom.scale;
    const ImVec2 content((box.max.x - box.min.x + 2.0f) * view.scale, (box.max.y - box.min.y + 2.0f) * view.scale);
    const ImVec2 top_left = ImGui::GetCursorScreenPos();
    const ImVec2 padding(std::max(0.0f, (room.x - content.x) / 2), std::max(0.0f, (room.y - content.y) / 2));
    view.origin = ImVec2(top_left.x + padding.x + (1.0f - box.min.x) * view.scale,
                         top_left.y + padding.y + (box.max.y + 1.0f) * view.scale);
    ImGui::Dummy(ImVec2(std::max(content.x, room.x - 1), std::max(content.y, room.y - 1)));
    std::erase_if(drawn_boards_, [&](const auto& drawn) { return drawn.first == id; });
    drawn_boards_.emplace_back(id, view);
    return view;
}

void MatchesScreen::end_board() { ImGui::EndChild(); }

// A new puzzle from the generator (matches/generator.h) with the turns and mirror allowed now:
// its moves line is the minimum with them. Made in one go (at most ~30 ms natively for 1,000).
std::optional<InputError> MatchesScreen::new_game(std::string_view size, std::string_view difficulty, std::string_view seed,
                                                  std::uint64_t fresh_seed) {
    Expected<NewPuzzleOptions> options = read_new_puzzle_options(size, difficulty, seed, kNewPuzzleSizes, fresh_seed);
    if (!options) return options.error();
    matches::Generated generated =
        matches::generate({static_cast<std::size_t>(options->size), options->seed, options->difficulty, options_});
    board_ = Board::play;
    set_problem(std::move(generated.problem), options_, matches::Mode::exact);
    return std::nullopt;
}

// The hint for the table as it is: the core's (matches/hint.h), with the solve's analysis when
// there is one (it saves the hint its own), shown until the table changes.
void MatchesScreen::ask_hint() {
    if (hints_.current(game_)) return;
    board_ = Board::play;
    const matches::Analysis* known = solve_.result() ? &*solve_.result() : nullptr;
    hints_.show(matches::hint(problem_, options_, game_.state().table, game_.played(), known), game_);
}

// The play bar: the verdict, the counter, the hint, Undo/Reset/Redo, Show solution, the move field.
void MatchesScreen::draw_play_controls() {
    const PlayStatus status = play_status();
    PlayBarContent content;
    content.sentence = status.sentence;
    content.optimal = status.optimal;
    content.counter = plural(game_.move_count(), "move", "moves") + " made";
    content.message = game_.message();
    content.can_undo = game_.can_undo();
    content.can_redo = game_.can_redo();
    content.restart_label = "Reset";
    content.solving = solve_.running();
    content.move_hint = "0 0 2 0 0 > 1 0 0 1 90";
    content.move_help = "A move as text: the match taken (a b c d angle, as in the file) '>' where it is laid";
    if (board_focus_)  // the keys, while the table has the keyboard's focus
        content.how_to = carried_ ? "Picked up: the arrows move its place, R turns it (Shift+R the other way), E slides it "
                                    "along itself, Enter lays it, Escape puts it back."
                                  : "The arrows go from match to match; Enter picks the one in the orange frame up.";
    else
        content.how_to = carried_ ? "Picked up: press on a dot and drag towards the direction to lay it; or click it again "
                                    "to put it back."
                                  : "Drag a match to its new place (the mouse wheel turns it while you carry it), or click "
                                    "it, then press on a dot and drag towards a direction.";
    hints_.fill(content, game_, false);
    const PlayBarPressed pressed = draw_play_bar(content, move_text_);
    if (pressed.hint) {
        carried_.reset();
        hints_.press(game_, [this] { ask_hint(); });
    }
    if (pressed.undo) undo();
    if (pressed.redo) redo();
    if (pressed.restart) {
        game_.restart();
        carried_.reset();
    }
    if (pressed.show_solution) {
        if (answer_) show_solution(); else solve(host());
    }
    if (pressed.move && play(*pressed.move)) move_text_.clear();
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
        if (act && game_.play(matches::Move{*carried_, *key_place_})) {
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
        game_.clear_message();
    }
}

void MatchesScreen::draw_play() {
    // On a phone the table comes first, the play bar under it (issue 20).
    const bool phone = board_first();
    if (!phone) draw_play_controls();

    const matches::Figure table = game_.state().table.matches();
    const float width = ImGui::GetContentRegionAvail().x;
    const bool side_by_side = width >= 640.0f;
    const float height = std::clamp(ImGui::GetContentRegionAvail().y - 4.0f, 240.0f, 640.0f);
    ImVec2 size(side_by_side ? width * 0.62f : width, side_by_side ? height : height * 0.62f);
    // On a phone the table comes first and takes half the screen, whatever lies above it (sized by
    // the room left it was ~150 px tall, its matches too small for a finger).
    if (phone) size.y = std::max(size.y, ImGui::GetIO().DisplaySize.y * 0.5f);
    const BoardView view = begin_board("board", size, {&problem_.before, &problem_.after, &table}, zoom_[kPlayZoom]);
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
        if (carried_ && !carried_by_drag_) {
            // A dot wins over the match under it: the carried match's own ends are dots one may
            // well want to lay it from. Pressed on the carried match away from any dot: put back.
            drag_point_ = point_near(view, table, io.MousePos);
            if (!drag_point_ && under && table[*under] == *carried_) carried_.reset();
        } else if (under) {
            carried_ = table[*under];
            carried_direction_ = carried_->direction;
            carried_by_drag_ = true;
            game_.clear_message();
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
                    if (game_.play(move)) board_ = Board::play;
                }
                carried_.reset();
            }
        }
    } else if (carried_ && drag_point_ && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
        const ImVec2 at = screen_of(view, *drag_point_);
        const ImVec2 drag(io.MousePos.x - at.x, io.MousePos.y - at.y);
        if (std::hypot(drag.x, drag.y) >= view.scale * 0.3f) {
            const matches::Move move{*carried_, matches::make_match(*drag_point_, direction_of(drag))};
            if (game_.play(move)) carried_.reset();
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
    if (const auto* hint = hints_.current(game_); hint && hint->move) {
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
    ImGui::TextDisabled("After (the goal)%s%s", options_.rotate ? ", may be turned" : "", options_.mirror ? ", may be mirrored" : "");
    const BoardView goal = begin_board("goal", goal_size, {&problem_.after}, zoom_[kGoalZoom]);
    for (const matches::Match& match : problem_.after) draw_match(ImGui::GetWindowDrawList(), goal, match, MatchLook::wood);
    pan_zoom_input(zoom_[kGoalZoom], true);
    end_board();
    ImGui::EndGroup();
}

void MatchesScreen::draw_editor() {
    const float width = ImGui::GetContentRegionAvail().x;
    const bool side_by_side = width >= 640.0f;
    const float height = std::clamp(ImGui::GetContentRegionAvail().y - 80.0f, 220.0f, 560.0f);
    for (int side : {kBefore, kAfter}) {
        if (side == kAfter && side_by_side) ImGui::SameLine();
        ImGui::BeginGroup();
        ImGui::PushID(side);
        PlaySession<SnapshotRules<matches::Figure>>& edits = edits_[side];
        const char* name = side == kBefore ? "Before" : "After";
        ImGui::AlignTextToFramePadding();
        ImGui::Text("%s: %s", name, plural(edits.state().size(), "match", "matches").c_str());
        const std::string prefix = side == kBefore ? "before-" : "after-";
        const auto edit = [&](matches::Figure changed) {
            edits.play(Snapshot<matches::Figure>{edits.state(), std::move(changed)});
            take_edits();
        };
        ImGui::BeginDisabled(!edits.can_undo());
        if (small_button("Undo") && edits.undo()) take_edits();
        track_widget_rect(prefix + "undo");
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(!edits.can_redo());
        if (small_button("Redo") && edits.redo()) take_edits();
        track_widget_rect(prefix + "redo");
        ImGui::EndDisabled();
        ImGui::SameLine();
        if (small_button("Turn 30\xC2\xB0")) {
            matches::Figure turned;
            for (const matches::Match& match : edits.state()) turned.push_back(matches::apply(matches::Transform{1, false}, match));
            edit(std::move(turned));
        }
        track_widget_rect(prefix + "turn");
        ImGui::SameLine();
        if (small_button("Mirror")) {
            matches::Figure mirrored;
            for (const matches::Match& match : edits.state()) mirrored.push_back(matches::apply(matches::Transform{0, true}, match));
            edit(std::move(mirrored));
        }
        track_widget_rect(prefix + "mirror");
        ImGui::SameLine();
        if (small_button("Clear")) edit({});
        track_widget_rect(prefix + "clear");

        const ImVec2 size(side_by_side ? (width - ImGui::GetStyle().ItemSpacing.x) / 2 : width, side_by_side ? height : height * 0.55f);
        const BoardView view = begin_board(side == kBefore ? "edit-before" : "edit-after", size, {&edits.state()},
                                           zoom_[side == kBefore ? kBeforeZoom : kAfterZoom]);
        ImDrawList* draw = ImGui::GetWindowDrawList();
        const ImVec2 clip_min = ImGui::GetWindowPos();
        const ImVec2 clip_max(clip_min.x + ImGui::GetWindowWidth(), clip_min.y + ImGui::GetWindowHeight());
        const matches::Figure& figure = edits.state();
        draw_lattice(draw, view, clip_min, clip_max, figure);
        ImGuiIO& io = ImGui::GetIO();
        const bool hovered = ImGui::IsWindowHovered();
        // A press on a match takes it away (a click) or moves the whole figure (a drag); a press
        // on a dot off the matches, or close to a match's end, lays a match (drag towards its
        // direction). editor_press says which.
        if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
            edited_side_ = side;
            const EditorPress press = editor_press(view, figure, io.MousePos);
            drag_point_ = press.point;
            drag_match_ = press.match;
        }
        const ImVec2 drag = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f);
        const bool dragged = std::hypot(drag.x, drag.y) >= std::max(6.0f, view.scale * 0.3f);
        std::optional<matches::Match> laying;
        if (edited_side_ == side && drag_point_ && dragged) laying = matches::make_match(*drag_point_, direction_of(drag));
        if (edited_side_ == side && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
            if (laying && std::find(figure.begin(), figure.end(), *laying) == figure.end()) {
                matches::Figure changed = figure;
                changed.push_back(*laying);
                edit(std::move(changed));
            } else if (drag_match_ && !dragged && *drag_match_ < figure.size()) {
                matches::Figure changed = figure;
                changed.erase(changed.begin() + static_cast<std::ptrdiff_t>(*drag_match_));
                edit(std::move(changed));
            } else if (drag_match_ && dragged && *drag_match_ < figure.size()) {
                // The whole figure, moved by the lattice vector that takes the grabbed match's
                // start to the dot nearest to where it was dragged.
                const matches::Point from = figure[*drag_match_].start;
                const ImVec2 at = screen_of(view, from);
                if (const auto to = point_near(view, figure, ImVec2(at.x + drag.x, at.y + drag.y)); to && !(*to == from)) {
                    matches::Figure moved;
                    for (const matches::Match& match : figure) moved.push_back(matches::Match{match.start + (*to - from), match.direction});
                    edit(std::move(moved));
                }
            }
            drag_point_.reset();
            drag_match_.reset();
        }
        pan_zoom_input(zoom_[side == kBefore ? kBeforeZoom : kAfterZoom], false);
        // Every match that breaks a rule in red (take_edits lists them).
        std::vector<bool> wrong(figure.size(), false);
        for (const std::size_t i : rule_breakers_[side])
            if (i < wrong.size()) wrong[i] = true;
        const std::optional<std::size_t> under =
            hovered && !drag_point_ ? editor_press(view, figure, io.MousePos).match : std::nullopt;
        for (std::size_t i = 0; i < figure.size(); ++i)
            draw_match(draw, view, figure[i], wrong[i] ? MatchLook::wrong : MatchLook::wood,
                       under == i ? IM_COL32(200, 40, 40, 70) : 0);
        if (laying) draw_match(draw, view, *laying, MatchLook::ghost);
        end_board();
        if (!edit_message_[side].empty()) {
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + size.x);
            error_text(edit_message_[side].c_str());
            ImGui::PopTextWrapPos();
            track_widget_rect(prefix + "message");
        }
        ImGui::PopID();
        ImGui::EndGroup();
    }
    ImGui::TextDisabled("Press on a dot and drag towards a direction to lay a match; click a match to take it away; "
                        "drag a match's middle to move the whole figure.");
}

void MatchesScreen::draw_answer() {
    if (!answer_) return;
    const matches::Analysis& analysis = *solve_.result();
    std::string sentence = "The fewest matches to move: " + with_thousands(analysis.min_k) + ".";
    if (problem_.moves) {
        sentence += " u = " + std::to_string(*problem_.moves) + " (" + std::string(matches::mode_name(mode_)) + "): ";
        sentence += answer_->solvable.value_or(false) ? "solvable." : "not solvable: " + answer_->reason + ".";
    }
    if (answer_->placement) sentence += " Placement: " + matches::describe(*answer_->placement) + ".";
    if (!answer_->sequential) sentence += " These moves are right as a set but cannot be made one at a time in this order.";
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(sentence.c_str());
    ImGui::PopTextWrapPos();
    track_widget_rect("answer");
    const std::size_t listed = analysis.optimal_list.size();
    if (listed > 1 && answer_->k == analysis.min_k) {
        ImGui::BeginDisabled(placement_index_ == 0);
        if (ImGui::ArrowButton("##previous-placement", ImGuiDir_Left)) {
            choose_answer(placement_index_ - 1);
            show_solution();
        }
        ImGui::EndDisabled();
        track_widget_rect("previous-placement");
        ImGui::SameLine();
        ImGui::Text("placement %zu of %s", placement_index_ + 1,
                    analysis.optimal_placements ? with_thousands(*analysis.optimal_placements).c_str() : "many");
        ImGui::SameLine();
        ImGui::BeginDisabled(placement_index_ + 1 >= listed);
        if (ImGui::ArrowButton("##next-placement", ImGuiDir_Right)) {
            choose_answer(placement_index_ + 1);
            show_solution();
        }
        ImGui::EndDisabled();
        track_widget_rect("next-placement");
    }
    if (replay_.steps() > 0) {
        playback_controls(clock_);
        const std::size_t step = replay_.shown_step();
        if (step < replay_.steps()) {
            ImGui::TextDisabled("move %zu of %zu: %s", step + 1, replay_.steps(), matches::describe(replay_.step(step)).c_str());
        } else {
            ImGui::TextDisabled("%zu of %zu moves made: the table shows after", step, replay_.steps());
        }
        track_widget_rect("move-counter");
    }
}

void MatchesScreen::draw_solution() {
    draw_answer();
    if (!answer_) return;
    const matches::Figure placed = answer_->placement ? matches::place(problem_.after, *answer_->placement) : matches::Figure{};
    const matches::Figure table = replay_.steps() > 0 ? replay_.shown().table.matches() : problem_.before;
    const float width = ImGui::GetContentRegionAvail().x;
    const float height = std::clamp(ImGui::GetContentRegionAvail().y - 4.0f, 240.0f, 640.0f);
    const BoardView view = begin_board("solution-board", ImVec2(width, height), {&problem_.before, &placed},
                                       zoom_[kSolutionZoom]);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    pan_zoom_input(zoom_[kSolutionZoom], true);
    const std::size_t step = replay_.shown_step();
    // Zoomed in, the board follows the move at hand (the shared viewport's rule, as in Hex-Max).
    const auto box_of = [&](const matches::Match& match) {
        const ImVec2 a = screen_of(view, match.start), b = screen_of(view, matches::end_of(match));
        const float margin = view.scale * 0.3f;
        return ScreenBox{std::min(a.x, b.x) - margin, std::min(a.y, b.y) - margin, std::max(a.x, b.x) + margin,
                         std::max(a.y, b.y) + margin};
    };
    if (step < replay_.steps()) {
        const ScreenBox from = box_of(replay_.step(step).from), to = box_of(replay_.step(step).to);
        pan_zoom_follow(zoom_[kSolutionZoom], clock_.position(), clock_.playing(), &from, &to);
    } else {
        pan_zoom_follow(zoom_[kSolutionZoom], clock_.position(), clock_.playing(), nullptr, nullptr);
    }
    // Each moving match and its target share a colour; the placed after figure is the ghost.
    for (const matches::Match& match : placed) draw_match(draw, view, match, MatchLook::ghost);
    for (std::size_t i = 0; i < answer_->moves.size(); ++i)
        if (i >= step) draw_match(draw, view, answer_->moves[i].to, MatchLook::ghost, pair_colour(i));
    const matches::Move* flying = step < replay_.steps() && clock_.fraction() > 0.0 ? &replay_.step(step) : nullptr;
    for (const matches::Match& match : table) {
        if (flying && match == flying->from) continue;
        ImU32 colour = 0;
        for (std::size_t i = step; i < answer_->moves.size(); ++i)
            if (answer_->moves[i].from == match) colour = pair_colour(i);
        draw_match(draw, view, match, MatchLook::wood, colour);
    }
    if (flying) draw_flying_match(draw, view, flying->from, flying->to, static_cast<float>(clock_.fraction()), pair_colour(step));
    end_board();
    if (ImGui::Button("Back to my game")) board_ = Board::play;
    track_widget_rect("back-to-game");
}

std::unique_ptr<Screen> make_matches_screen() { return std::make_unique<MatchesScreen>(); }

}  // namespace knobel::app
