#include "app/midend/play_link.h"

namespace knobel::app {

std::string join_play_moves(const std::vector<std::string>& moves) {
    std::string joined;
    for (const std::string& move : moves) {
        if (!joined.empty()) joined += ';';
        joined += move;
    }
    return joined;
}

std::vector<std::string> split_play_moves(std::string_view value) {
    std::vector<std::string> moves;
    while (!value.empty()) {
        const std::size_t end = value.find(';');
        const std::string_view piece = value.substr(0, end);
        if (!piece.empty()) moves.emplace_back(piece);
        if (end == std::string_view::npos) break;
        value.remove_prefix(end + 1);
    }
    return moves;
}

}  // namespace knobel::app
