#pragma once
// The hint shown for a game played by hand (core/hint.h): which hint is up, for which board, and
// how many were shown — kept by the mid-end, so that no front end writes the "first press shows,
// second press makes" rule, the count, knobel.hint()'s JSON or the play bar's hint lines again.
// A hint belongs to the board it was given for: once the board changes (a move, Undo, a new
// puzzle) it is gone. Plain C++ (no ImGui), unit-tested natively.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "app/midend/play_bar_model.h"
#include "app/midend/play_session.h"
#include "core/hint.h"
#include "core/json_writer.h"

namespace knobel::app {

template <class G>
class HintSession {
public:
    using Move = typename G::Move;

    // A new puzzle: no hint up, none counted.
    void reset() {
        hint_.reset();
        used_ = 0;
    }

    // The puzzle changed under the board (a new u, edited views): the hint up is taken down; the
    // count stays, the game goes on.
    void take_down() { hint_.reset(); }

    // Shows `hint` for the game's board as it is now; counted once (a board is asked about once).
    void show(Hint<Move> hint, const PlaySession<G>& game) {
        hint_ = std::move(hint);
        revision_ = game.revision();
        ++used_;
    }
    // The hint up for the board on screen, or nullptr (none asked, or the board changed since).
    const Hint<Move>* current(const PlaySession<G>& game) const {
        return hint_ && revision_ == game.revision() ? &*hint_ : nullptr;
    }
    std::size_t used() const { return used_; }

    // The second press: makes the hint up for this board (its move, or taking back its moves) and
    // takes it down. False when no hint is up or nothing changed.
    bool make(PlaySession<G>& game) {
        const Hint<Move>* up = current(game);
        if (!up) return false;
        const Hint<Move> taken = *up;
        hint_.reset();
        if (taken.move) return game.play(*taken.move);
        bool changed = false;
        for (std::size_t i = 0; i < taken.undo; ++i) changed = game.undo() || changed;
        return changed;
    }

    // The Hint button and the H key, for every screen: the second press makes the hint up for
    // this board, the first asks for one (`ask`: the screen's way, which may solve first). True
    // when the board changed.
    template <class Ask>
    bool press(PlaySession<G>& game, Ask&& ask) {
        if (current(game)) return make(game);
        ask();
        return false;
    }

    // knobel.hint() and state().hint: {"move", "undo", "sentence"}, or "null".
    std::string json(const PlaySession<G>& game) const {
        const Hint<Move>* up = current(game);
        if (!up) return "null";
        JsonWriter json;
        json.begin_object();
        json.key("move");
        if (up->move) json.value(G::format(*up->move)); else json.null();
        json.key("undo").value(static_cast<std::uint64_t>(up->undo));
        json.key("sentence").value(up->sentence);
        json.end_object();
        return json.str();
    }

    // The play bar's hint lines: the Hint button, the sentence up, the count.
    void fill(PlayBarContent& content, const PlaySession<G>& game, bool waiting) const {
        content.gives_hints = true;
        content.hint_waiting = waiting;
        if (const Hint<Move>* up = current(game)) {
            content.hint_shown = true;
            content.hint_sentence = up->sentence;
        }
        content.hints_used = used_;
    }

private:
    std::optional<Hint<Move>> hint_;
    std::uint64_t revision_ = 0;
    std::size_t used_ = 0;
};

}  // namespace knobel::app
