#include "views/hint.h"

#include <bit>
#include <cstdint>
#include <limits>
#include <string>

#include "views/cover_search.h"
#include "views/search_node.h"

namespace knobel::views {
namespace {

std::string number(int n) { return std::to_string(n); }

std::string cubes_words(int n) { return number(n) + (n == 1 ? " cube" : " cubes"); }

// A cell in the build board's words: the layers are labelled "layer y = …" from the top, and in
// each layer's grid the rows run from the back (row 0) to the front, the columns from the left.
// Corners get their plain name too ("its front left corner"), as a player sees them.
std::string cell_words(int size, Cell c) {
    std::string words = "row " + number(c.z) + ", column " + number(c.x) + " of layer y = " + number(c.y);
    if (c.y == 0)
        words += " (the top layer";
    else if (c.y == size - 1)
        words += " (the bottom layer";
    else
        words += " (";
    const char* depth = c.z == 0 ? "back" : c.z == size - 1 ? "front" : nullptr;
    const char* side = c.x == 0 ? "left" : c.x == size - 1 ? "right" : nullptr;
    const bool layer_named = c.y == 0 || c.y == size - 1;
    if (depth && side) words += std::string(layer_named ? ", its " : "its ") + depth + " " + side + " corner";
    if (words.back() == '(') words.pop_back(), words.pop_back();  // nothing to add in brackets
    else words += ")";
    return words;
}

std::string pixel_words(View view, ViewPixel p) {
    return "row " + number(p.row) + ", column " + number(p.col) + " of the " + std::string(view_name(view)) + " view";
}

std::string fewest_words(int minimum) { return "the fewest cubes (" + number(minimum) + ")"; }

std::string moves_words(int n) { return number(n) + (n == 1 ? " move" : " moves"); }

int total_cells(int size) { return size * size * size; }

// The first view in which `cell` shows a pixel the puzzle leaves empty, or -1: a cube there shows
// that pixel, so it lies in no shape with these views.
int view_left_empty(const Puzzle& puzzle, Cell cell) {
    for (int v = 0; v < 3; ++v) {
        const ViewPixel p = pixel_of(puzzle.size, static_cast<View>(v), cell);
        if (!pixel(puzzle, static_cast<View>(v), p.row, p.col)) return v;
    }
    return -1;
}

// A set pixel of the puzzle that `shape` does not show and a cube at `cell` would, or -1.
int missing_view_covered(const Puzzle& puzzle, const Puzzle& shown, Cell cell) {
    for (int v = 0; v < 3; ++v) {
        const View view = static_cast<View>(v);
        const ViewPixel p = pixel_of(puzzle.size, view, cell);
        if (pixel(puzzle, view, p.row, p.col) && !pixel(shown, view, p.row, p.col)) return v;
    }
    return -1;
}

Hint<CubeMove> make(bool add, Cell cell, std::string sentence) {
    Hint<CubeMove> h;
    h.move = CubeMove{add, cell};
    h.sentence = std::move(sentence);
    return h;
}

std::string add_words(int size, Cell c) { return "Add a cube at " + cell_words(size, c); }
std::string take_words(int size, Cell c) { return "Take away the cube at " + cell_words(size, c); }

}  // namespace

HintKnown hint_known(const ViewsSolver& solver) {
    HintKnown known;
    if (!solver.solvable() || solver.phase() == ViewsSolver::Phase::minimum) return known;
    const Analysis& a = solver.result();
    known.minimum = a.cubes;
    known.optimal_shape = a.shape;
    if (solver.finished() && a.counted) {
        known.forced = a.forced;
        known.impossible = a.impossible;
    }
    return known;
}

HintKnown hint_known(const Analysis& finished) {
    HintKnown known;
    if (!finished.solvable) return known;
    known.minimum = finished.cubes;
    known.optimal_shape = finished.shape;
    if (finished.counted) {
        known.forced = finished.forced;
        known.impossible = finished.impossible;
    }
    return known;
}

std::optional<ClosestOptimal> closest_optimal_shape(const Puzzle& puzzle, const Shape& now, const HintKnown& known) {
    const int size = puzzle.size;
    if (now.size != size) return std::nullopt;
    const detail::Geometry& g = detail::geometry_for(size);
    const detail::Planes required = detail::planes_of(puzzle);
    const detail::Layers candidates = detail::candidate_layers(g, required);
    if (!detail::shows_every_pixel(g, required, candidates)) return std::nullopt;

    int minimum = 0;
    std::optional<Shape> first;
    if (known.minimum) {
        minimum = *known.minimum;
        first = known.optimal_shape;
    } else {
        const Solution solution = solve(puzzle);
        minimum = solution.cubes;
        first = solution.shape;
    }
    // Every optimal shape O has `minimum` cubes, all in candidate cells, so
    //   |now Δ O| = |now| + minimum − 2·|now ∩ O| = |now| − minimum + 2·|O \ now|:
    // the closest is the one with the fewest cubes in candidate cells `now` lacks ("costly").
    detail::Layers costly{};
    for (int y = 0; y < size; ++y) {
        const auto i = static_cast<std::size_t>(y);
        costly[i] = candidates[i] & ~now.layers[i];
    }
    auto costly_in = [&](const Shape& shape) {
        int n = 0;
        for (int y = 0; y < size; ++y) n += std::popcount(shape.layers[static_cast<std::size_t>(y)] & costly[static_cast<std::size_t>(y)]);
        return n;
    };
    Shape best = first.value_or(Shape{});
    bool exact = true;
    // Without a first shape, any limit above every cover's count lets the search find one.
    int limit = first ? costly_in(*first) - 1 : total_cells(size);
    if (limit >= 0) {
        // Branch and bound over the covers with `minimum` cubes (the solver's search, bounds and
        // filters at that threshold), the costly cubes as the second objective: each cover found
        // lowers the limit below its own count, so the last one found is the closest.
        detail::CoverSearch search(size);
        search.set_costly(costly, limit);
        search.start(detail::root_node(g, required, candidates), minimum, std::numeric_limits<std::uint64_t>::max(), 0);
        std::uint64_t budget = known.search_limit;
        exact = search.run(budget);
        if (search.has_best()) best = search.best_cover();
    }
    ClosestOptimal closest;
    closest.exact = exact;
    closest.shape = best;
    closest.shape.size = size;
    closest.cubes = minimum;
    for (int y = 0; y < size; ++y)
        closest.distance += std::popcount(now.layers[static_cast<std::size_t>(y)] ^ best.layers[static_cast<std::size_t>(y)]);
    return closest;
}

Hint<CubeMove> hint(const Puzzle& puzzle, const Shape& now, const HintKnown& known, Shape* target_out) {
    const int size = puzzle.size;
    Hint<CubeMove> none;
    if (now.size != size) {
        const std::string k = number(size), n = number(now.size);
        none.sentence = "The shape is built in a " + n + "×" + n + "×" + n + " grid and the puzzle is " + k + "×" + k + "×" + k +
                        ": start again in the puzzle's grid.";
        return none;
    }
    const Shape allowed = max_shape(puzzle);
    if (!is_solvable(puzzle)) {
        none.sentence = "No shape shows these views: there is no cube to add or take away that would solve them.";
        return none;
    }

    // 1. A cube outside every shape with these views: it shows a pixel the puzzle leaves empty.
    //    Taking it away brings the shape one nearer to every optimal shape.
    for (int y = 0; y < size; ++y)
        for (int z = 0; z < size; ++z)
            for (int x = 0; x < size; ++x) {
                const Cell c{x, y, z};
                if (!has_cube(now, c) || has_cube(allowed, c)) continue;
                const int v = view_left_empty(puzzle, c);
                const View view = static_cast<View>(v);
                return make(false, c,
                            take_words(size, c) + ": it shows at " + pixel_words(view, pixel_of(size, view, c)) +
                                ", which the puzzle leaves empty, so no shape with these views has a cube here.");
            }

    // 2. Cells the solver proved in no optimal shape: one nearer to every optimal shape, too.
    if (known.impossible && known.minimum)
        for (int y = 0; y < size; ++y)
            for (int z = 0; z < size; ++z)
                for (int x = 0; x < size; ++x) {
                    const Cell c{x, y, z};
                    if (has_cube(now, c) && has_cube(*known.impossible, c))
                        return make(false, c,
                                    take_words(size, c) + ": no shape with these views and " + fewest_words(*known.minimum) +
                                        " has a cube here.");
                }

    // 3. A set pixel with one candidate cell on its line of sight: every shape has that cube.
    for (int v = 0; v < 3; ++v) {
        const View view = static_cast<View>(v);
        for (int row = 0; row < size; ++row)
            for (int col = 0; col < size; ++col) {
                if (!pixel(puzzle, view, row, col)) continue;
                int count = 0;
                Cell only;
                for (int depth = 0; depth < size && count < 2; ++depth) {
                    const Cell c = cell_at_pixel(size, view, ViewPixel{row, col}, depth);
                    if (has_cube(allowed, c)) ++count, only = c;
                }
                if (count == 1 && !has_cube(now, only))
                    return make(true, only,
                                add_words(size, only) + ": it is the only cell that can show " +
                                    pixel_words(view, ViewPixel{row, col}) + ", so every shape with these views has a cube here.");
            }
    }

    // 4. Cells the solver proved in every optimal shape.
    if (known.forced && known.minimum)
        for (int y = size - 1; y >= 0; --y)
            for (int z = 0; z < size; ++z)
                for (int x = 0; x < size; ++x) {
                    const Cell c{x, y, z};
                    if (!has_cube(now, c) && has_cube(*known.forced, c))
                        return make(true, c,
                                    add_words(size, c) + ": every shape with these views and " + fewest_words(*known.minimum) +
                                        " has a cube here.");
                }

    // 5. The closest optimal shape decides: any cell where it and the shape differ.
    const std::optional<ClosestOptimal> closest = closest_optimal_shape(puzzle, now, known);
    if (!closest) {
        none.sentence = "No shape shows these views.";  // not reached: solvable was checked above
        return none;
    }
    if (closest->distance == 0) {
        none.sentence = "Solved with " + fewest_words(closest->cubes) + ": there is nothing left to do.";
        return none;
    }
    const Shape& target = closest->shape;
    if (target_out) *target_out = target;
    const std::string away = " That shape is " + moves_words(closest->distance) + " away.";
    // Where the search stopped at its limit, the shape aimed at is the nearest one found.
    const char* const which = closest->exact ? "the one closest to yours" : "the nearest one found";
    const ShapeVerdict verdict = judge(puzzle, now, closest->cubes);
    // Cubes to take away first, from the top layer down, so that a crowded shape clears first.
    for (int y = 0; y < size; ++y)
        for (int z = 0; z < size; ++z)
            for (int x = 0; x < size; ++x) {
                const Cell c{x, y, z};
                if (!has_cube(now, c) || has_cube(target, c)) continue;
                if (verdict.solved)
                    return make(false, c,
                                take_words(size, c) + ": your shape shows the views with " + cubes_words(verdict.cubes) + ", but " +
                                    number(closest->cubes) + " are enough, and of those shapes " + which + " has no cube here." +
                                    away);
                return make(false, c,
                            take_words(size, c) + ": of the shapes with these views and " + fewest_words(closest->cubes) +
                                ", " + which + " has no cube here." + away);
            }
    // Then cubes to add, bottom layer first, as the drop animation builds.
    const Puzzle shown = views_of(now);
    for (int y = size - 1; y >= 0; --y)
        for (int z = 0; z < size; ++z)
            for (int x = 0; x < size; ++x) {
                const Cell c{x, y, z};
                if (has_cube(now, c) || !has_cube(target, c)) continue;
                const int v = missing_view_covered(puzzle, shown, c);
                std::string why = add_words(size, c) + ": ";
                if (v >= 0) {
                    const View view = static_cast<View>(v);
                    why += pixel_words(view, pixel_of(size, view, c)) + " still needs a cube, and ";
                }
                return make(true, c,
                            why + "of the shapes with these views and " + fewest_words(closest->cubes) + ", " + which +
                                " has a cube here." + away);
            }
    none.sentence = "Solved with " + fewest_words(closest->cubes) + ": there is nothing left to do.";  // not reached
    return none;
}

}  // namespace knobel::views
