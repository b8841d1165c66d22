#pragma once
// A toy puzzle for testing the mid-end on its own: a row of piles of tokens; a move "f>t" carries
// one token from pile f to pile t. Small enough to check by hand, with refusals of both kinds
// (a text that is no move, a move the rules forbid).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"

namespace knobel::app::testing {

struct ToyRules {
    using State = std::vector<int>;
    struct Move {
        int from = 0, to = 0;
        friend bool operator==(const Move&, const Move&) = default;
    };

    static Expected<Move> parse(std::string_view text) {
        if (text.size() != 3 || text[1] != '>' || text[0] < '0' || text[0] > '9' || text[2] < '0' || text[2] > '9')
            return error_at(0, 1, "a move is written f>t");
        return Move{text[0] - '0', text[2] - '0'};
    }
    static std::string format(const Move& move) {
        return std::string(1, static_cast<char>('0' + move.from)) + ">" + static_cast<char>('0' + move.to);
    }
    static std::optional<std::string> refusal(const State& state, const Move& move) {
        const int piles = static_cast<int>(state.size());
        if (move.from >= piles || move.to >= piles) return "no such pile";
        if (move.from == move.to) return "a token must go to another pile";
        if (state[static_cast<std::size_t>(move.from)] == 0) return "pile " + std::to_string(move.from) + " is empty";
        return std::nullopt;
    }
    static void apply(State& state, const Move& move) {
        --state[static_cast<std::size_t>(move.from)];
        ++state[static_cast<std::size_t>(move.to)];
    }
    static void undo(State& state, const Move& move) {
        ++state[static_cast<std::size_t>(move.from)];
        --state[static_cast<std::size_t>(move.to)];
    }
};

}  // namespace knobel::app::testing
