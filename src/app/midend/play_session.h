#pragma once
// Playing a puzzle by hand: the state on the board, the moves made, undo and redo, and why the
// last move was refused. One PlaySession serves every puzzle (the mid-end of Simon Tatham's
// collection, in small): a puzzle's core supplies the rules, the session keeps the history.
// Plain C++ (no ImGui), unit-tested natively.
//
// `Rules` is a struct of static functions from the puzzle's core:
//     using State = ...;  using Move = ...;
//     static Expected<Move> parse(std::string_view text);        // the move's text form
//     static std::string format(const Move& move);
//     static std::optional<std::string> refusal(const State&, const Move&);  // why not, in words
//     static void apply(State&, const Move&);                   // only after refusal() said yes
//     static void undo(State&, const Move&);                    // takes back the last apply
// The text form is the one contract: knobel.play(), links (play=…), the solver's answer and the
// history all speak it.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/input_error.h"

namespace knobel::app {

template <class Rules>
class PlaySession {
public:
    using State = typename Rules::State;
    using Move = typename Rules::Move;

    // A new game from `start`: no moves, nothing to redo, no message.
    void start(State start) {
        start_ = std::move(start);
        state_ = start_;
        moves_.clear();
        done_ = 0;
        message_.clear();
        ++revision_;
    }

    // Plays `move` if the rules allow it: true. Otherwise the board stays and message() says why.
    // A new move drops the moves that could have been redone.
    bool play(const Move& move) {
        if (std::optional<std::string> why = Rules::refusal(state_, move)) {
            message_ = std::move(*why);
            return false;
        }
        Rules::apply(state_, move);
        moves_.resize(done_);
        moves_.push_back(move);
        ++done_;
        message_.clear();
        ++revision_;
        return true;
    }

    // The move's text form, parsed and played. A text that is no move is refused like a move
    // the rules forbid, with the parser's words.
    bool play_text(std::string_view text) {
        Expected<Move> move = Rules::parse(text);
        if (!move) {
            message_ = move.error().to_string();
            return false;
        }
        return play(move.value());
    }

    bool can_undo() const { return done_ > 0; }
    bool can_redo() const { return done_ < moves_.size(); }

    bool undo() {
        if (!can_undo()) return false;
        Rules::undo(state_, moves_[--done_]);
        message_.clear();
        ++revision_;
        return true;
    }
    bool redo() {
        if (!can_redo()) return false;
        Rules::apply(state_, moves_[done_++]);
        message_.clear();
        ++revision_;
        return true;
    }
    // Back to the start as one more undoable step would hide the moves; like Tatham's Restart,
    // every move stays in the history and Redo brings them back one by one.
    void restart() {
        while (undo()) {
        }
    }

    const State& start_state() const { return start_; }
    const State& state() const { return state_; }
    std::size_t move_count() const { return done_; }  // the moves on the board (redoable ones excluded)
    const Move& move(std::size_t index) const { return moves_[index]; }
    // The moves on the board, in order (what a hint may need to know: which moves to take back).
    std::span<const Move> played() const { return {moves_.data(), done_}; }
    std::vector<std::string> move_texts() const {
        std::vector<std::string> texts;
        texts.reserve(done_);
        for (std::size_t i = 0; i < done_; ++i) texts.push_back(Rules::format(moves_[i]));
        return texts;
    }
    // Why the last move was refused; "" after a move that was played, undone or redone.
    const std::string& message() const { return message_; }
    void clear_message() { message_.clear(); }
    // Changes whenever the board does: screens cache what they derive from the state by it.
    std::uint64_t revision() const { return revision_; }

private:
    State start_{};
    State state_{};
    std::vector<Move> moves_;  // every move made; the first done_ are on the board
    std::size_t done_ = 0;
    std::string message_;
    std::uint64_t revision_ = 0;
};

}  // namespace knobel::app
