#include "views/presets.h"

namespace knobel::views {
namespace {

// A shape given by which cells it holds.
struct ShapeRule {
    std::string_view name;
    int size;
    bool (*has)(int x, int y, int z, int size);
};

const ShapeRule kRules[] = {
    {"Full block (every view full)", 4, [](int, int, int, int) { return true; }},
    {"Staircase", 4, [](int, int y, int z, int size) { return z >= size - 1 - y; }},
    {"Cross", 5, [](int x, int y, int z, int) { return (x == 2) + (y == 2) + (z == 2) >= 2; }},
    {"Hollow frame", 4, [](int x, int y, int z, int size) {
         const int edges = (x == 0 || x == size - 1) + (y == 0 || y == size - 1) + (z == 0 || z == size - 1);
         return edges >= 2;
     }},
    {"Diagonal", 4, [](int x, int y, int z, int) { return x == y && y == z; }},
    {"Tower and wall", 6, [](int x, int y, int z, int) { return (x == 1 && z == 1) || (z == 4 && y >= 3); }},
};

Preset make_preset(const ShapeRule& rule) {
    Preset preset{rule.name, empty_shape(rule.size), {}};
    for (int y = 0; y < rule.size; ++y)
        for (int z = 0; z < rule.size; ++z)
            for (int x = 0; x < rule.size; ++x)
                if (rule.has(x, y, z, rule.size)) set_cube(preset.shape, Cell{x, y, z}, true);
    preset.puzzle = views_of(preset.shape);
    return preset;
}

}  // namespace

const std::vector<Preset>& presets() {
    static const std::vector<Preset> all = [] {
        std::vector<Preset> list;
        for (const ShapeRule& rule : kRules) list.push_back(make_preset(rule));
        return list;
    }();
    return all;
}

}  // namespace knobel::views
