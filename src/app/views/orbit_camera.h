#pragma once
// The camera of the 3D view: it orbits the centre of a K×K×K box. Presentation only: floats are
// fine here (the puzzle itself never sees them).

#include <array>
#include <optional>

namespace knobel::app {

struct Vec3 {
    float x = 0, y = 0, z = 0;
};
using Mat4 = std::array<float, 16>;  // column-major, as GL wants it

struct Ray {
    Vec3 origin;
    Vec3 direction;  // normalised
};

struct OrbitCamera {
    float yaw = 0.62f;     // radians about the vertical axis; 0 looks at the front (from +z)
    float pitch = 0.50f;   // radians above the horizon
    float zoom = 1.0f;     // 1 fits the box; larger is closer

    friend bool operator==(const OrbitCamera&, const OrbitCamera&) = default;

    void orbit(float dx_pixels, float dy_pixels);  // a mouse or finger drag
    void zoom_by(float factor);

    // World: x right, y up, z towards the front; the box spans [0, size] on every axis.
    Mat4 view_projection(int size, float aspect) const;
    // The ray through a point of the view, given in -1..1 (x right, y up).
    Ray ray(int size, float aspect, float ndc_x, float ndc_y) const;
};

// Where the ray enters the box [min, max], as the distance along it; nullopt if it misses.
std::optional<float> hit_box(const Ray& ray, Vec3 min, Vec3 max);

}  // namespace knobel::app
