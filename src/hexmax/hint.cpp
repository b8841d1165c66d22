#include "hexmax/hint.h"

#include "core/text.h"
#include "hexmax/glyphs.h"
#include "hexmax/play.h"

namespace knobel::hexmax {
namespace {

std::string sticks_words(int count) { return std::to_string(count) + (count == 1 ? " stick" : " sticks"); }

// "at most 3 moves" — the budget the answer keeps to, in the player's words.
std::string budget_words(const Problem& problem) {
    return "at most " + with_thousands(problem.m) + (problem.m == 1 ? " move" : " moves");
}

// How many sticks `digit` has that the answer does not light there, and positions the answer
// lights that are dark now.
struct Difference {
    int spare = 0;
    int missing = 0;
};
Difference difference(const Display& now, const Display& best, std::uint32_t digit) {
    return {stick_count(static_cast<SegmentMask>(now[digit] & ~best[digit])),
            stick_count(static_cast<SegmentMask>(best[digit] & ~now[digit]))};
}

}  // namespace

Hint<Move> hint(const Problem& problem, const Display& now, const Answer& best) {
    Hint<Move> result;
    if (!best.exists) {
        result.sentence = "No number of decimal digits can be reached with " + budget_words(problem) +
                          ": this puzzle has no answer to work towards.";
        return result;
    }
    const GlyphSet glyphs = problem.options.glyphs;
    const Display target = display_of(best.digits, glyphs);
    const std::uint64_t left = moves_needed(now, target);
    if (left == 0) {
        result.sentence = "This is the largest number " + budget_words(problem) + " can make: nothing is left to move.";
        return result;
    }
    const Move move = plan_moves(now, target).front();
    result.move = move;
    const char becomes = digit_char(best.digits[move.to_digit]);
    const std::string steps_left = left == 1 ? "this is the last move" : with_thousands(left) + " moves are left";
    const std::string largest = "The largest number with " + budget_words(problem) + " has " + std::string(1, becomes) +
                                " as its " + digit_words(move.to_digit).substr(4) + ", ";
    const std::string action = describe_move_for_people(move);  // "move the upper-right stick of ..."
    if (move.from_digit == move.to_digit) {
        result.sentence = largest + "made of its own sticks: " + action + " (" + steps_left + ").";
        return result;
    }
    const Difference giver = difference(now, target, move.from_digit);
    const Difference taker = difference(now, target, move.to_digit);
    const char gives = digit_char(best.digits[move.from_digit]);
    result.sentence = largest + "which needs " + sticks_words(taker.missing) + " more there, and " +
                      digit_words(move.from_digit) + " can spare " + sticks_words(giver.spare) + " as it becomes " +
                      std::string(1, gives) + ": " + action + " (" + steps_left + ").";
    return result;
}

}  // namespace knobel::hexmax
