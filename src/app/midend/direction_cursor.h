#pragma once
// Where an arrow key takes a board's keyboard cursor, for every board that has one (Hex-Max's
// stick places, Matches' matches): to the nearest candidate in the arrow's direction, within 45°
// of it, a step sideways counting twice (so the cursor goes straight across rather than to a
// place beside the way), the nearer one on a tie, then the upper one. No candidate in that
// direction: the cursor stays. Plain C++, in whole units (y grows downwards, as on screen).

#include <cstdlib>

namespace knobel::app {

enum class CursorMove { left, right, up, down };

// Offer every candidate (the cursor's own place is never taken: it is not ahead of itself); the
// last offer that returned true is the one to go to.
class NearestInDirection {
public:
    NearestInDirection(long x, long y, CursorMove move) : x_(x), y_(y), move_(move) {}

    bool offer(long x, long y) {
        const long dx = x - x_, dy = y - y_;
        long along = 0, across = 0;  // along the arrow (> 0 to count) and sideways
        switch (move_) {
            case CursorMove::right: along = dx; across = dy; break;
            case CursorMove::left: along = -dx; across = dy; break;
            case CursorMove::down: along = dy; across = dx; break;
            case CursorMove::up: along = -dy; across = dx; break;
        }
        if (along <= 0 || std::labs(across) > along) return false;
        const long score = along + 2 * std::labs(across), distance = dx * dx + dy * dy;
        if (found_ && (score > score_ || (score == score_ && (distance > distance_ || (distance == distance_ && y >= y_best_)))))
            return false;
        found_ = true;
        score_ = score;
        distance_ = distance;
        y_best_ = y;
        return true;
    }
    bool found() const { return found_; }

private:
    long x_, y_;
    CursorMove move_;
    bool found_ = false;
    long score_ = 0, distance_ = 0, y_best_ = 0;
};

}  // namespace knobel::app
