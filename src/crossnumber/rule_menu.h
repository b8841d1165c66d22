#pragma once
// The fixed menu of rule shapes that the setter report suggests rules from and the generator
// builds puzzles from: for a filled grid, every rule of the menu that holds for that filling, over
// the grid's runs (every labelled run of at least two cells, whether a rule mentions it or not).
//
// One run:  =(qs(E),s)  =(qp(E),p)  PZ(E)  Q(E)  K(E)  FIB(E)  TRI(E)  PAL(E)  U(E)  AB(E)  AUF(E)
//           GERADE(E) or UNGERADE(E)  V(E,k) for k = 3, 7, 11, 13
//           <(E,c) and >(E,c) for the round numbers c next to E (E = 4729: <(E,5000) >(E,4000)
//           <(E,4800) >(E,4700))
// Two runs: <(E,F) or >(E,F) or =(E,F)  =(qs(E),qs(F))  V(E,F) (F >= 2 and E != F, so that it
//           says something)
//
// A menu rule can be judged on any other filling (menu_rule_holds) without the parser: the
// generator does that for every rule of its pool against each second solution it meets.

#include <cstdint>
#include <string>
#include <vector>

#include "crossnumber/puzzle.h"
#include "crossnumber/value.h"

namespace knobel::crossnumber {

// A run of white cells that can be an entry: it starts at a labelled cell after a black cell or
// the edge and has at least two cells.
struct GridRun {
    std::string name;        // "A_w", "C_s"
    std::vector<int> cells;  // first digit first
    std::string label;       // "A": the label of its first cell
    Direction direction = Direction::across;
};

// Every such run, in reading order of their first cells, across before down.
std::vector<GridRun> grid_runs(const Puzzle& puzzle);
// The run's entry in words, explain.h's entry_words: "A across", "C down".
std::string run_words(const GridRun& run);

// Each run's value in a filling (`digits` per cell, -1 for black or empty cells); -1 for a run
// with an empty cell or a leading 0, which no rule may mention (a mentioned run is an entry, and
// no entry starts with 0).
std::vector<Value> run_values(const std::vector<GridRun>& runs, const std::vector<std::int8_t>& digits);

enum class Shape : std::uint8_t {
    digit_sum,         // =(qs(E),number)
    digit_product,     // =(qp(E),number)
    predicate,         // predicate(E): PZ, Q, K, FIB, TRI, PAL, U, AB, AUF, GERADE, UNGERADE
    multiple_of,       // V(E,number)
    bound,             // <(E,number), >(E,number)
    compare,           // predicate(E,F): =, <, >
    equal_digit_sums,  // =(qs(E),qs(F))
    multiple_of_run,   // V(E,F)
};

struct MenuRule {
    Shape shape = Shape::predicate;
    Predicate predicate = Predicate::eq;  // predicate, compare, bound
    int run = -1, other = -1;             // the runs it mentions (other: -1 for one-run shapes)
    Value number = 0;                     // digit_sum, digit_product, multiple_of, bound
    // How much the rule narrows its runs on its own: 0 (order, parity) to 3 (a square, a cube,
    // equal entries). The generator keeps strong rules for easy puzzles and weak ones for hard.
    int strength = 0;
    std::string text;  // canonical .kz text, as rule_text() writes it: "=(qs(A_w),12)"
};

// Whether the rule holds for a filling with these run values (run_values()): false when a run
// it mentions is -1 there.
bool menu_rule_holds(const MenuRule& rule, const std::vector<Value>& values);

// Every rule of the menu that holds for the filling, in a fixed order: one-run shapes run by run,
// then two-run shapes pair by pair. With `wanted` (one flag per run) only rules that mention
// some wanted run (the report wants rules on cells where two solutions differ).
std::vector<MenuRule> menu_rules(const std::vector<GridRun>& runs, const std::vector<std::int8_t>& digits,
                                 const std::vector<bool>& wanted = {});

}  // namespace knobel::crossnumber
