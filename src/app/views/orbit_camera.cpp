#include "app/views/orbit_camera.h"

#include <algorithm>
#include <cmath>

namespace knobel::app {
namespace {

constexpr float kFieldOfView = 0.70f;  // radians, vertical

Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
Vec3 operator*(Vec3 a, float s) { return {a.x * s, a.y * s, a.z * s}; }
float dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
Vec3 cross(Vec3 a, Vec3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
Vec3 normalise(Vec3 a) { return a * (1.0f / std::sqrt(dot(a, a))); }

struct Frame {
    Vec3 eye, forward, right, up;
};

Frame frame_of(const OrbitCamera& camera, int size) {
    const float half = static_cast<float>(size) / 2.0f;
    const Vec3 target{half, half, half};
    // Far enough that the box's bounding sphere fits the field of view at zoom 1.
    const float radius = half * std::sqrt(3.0f);
    const float distance = radius / std::sin(kFieldOfView / 2.0f) / camera.zoom;
    const Vec3 offset{std::cos(camera.pitch) * std::sin(camera.yaw), std::sin(camera.pitch),
                      std::cos(camera.pitch) * std::cos(camera.yaw)};
    Frame frame;
    frame.eye = target + offset * distance;
    frame.forward = normalise(target - frame.eye);
    frame.right = normalise(cross(frame.forward, Vec3{0, 1, 0}));
    frame.up = cross(frame.right, frame.forward);
    return frame;
}

}  // namespace

void OrbitCamera::orbit(float dx_pixels, float dy_pixels) {
    yaw -= dx_pixels * 0.01f;
    pitch = std::clamp(pitch + dy_pixels * 0.01f, -1.45f, 1.45f);
}

void OrbitCamera::zoom_by(float factor) { zoom = std::clamp(zoom * factor, 0.4f, 4.0f); }

Mat4 OrbitCamera::view_projection(int size, float aspect) const {
    const Frame f = frame_of(*this, size);
    const float half = static_cast<float>(size) / 2.0f;
    const float distance = std::sqrt(dot(f.eye - Vec3{half, half, half}, f.eye - Vec3{half, half, half}));
    const float near_plane = std::max(0.05f, distance - half * 2.5f), far_plane = distance + half * 2.5f;
    // The view: rows are right, up, -forward; then a perspective projection.
    const float t = 1.0f / std::tan(kFieldOfView / 2.0f);
    const float sx = t / std::max(aspect, 1e-3f), sy = t;
    const float a = (far_plane + near_plane) / (near_plane - far_plane);
    const float b = 2.0f * far_plane * near_plane / (near_plane - far_plane);
    const Vec3 r = f.right, u = f.up, back = f.forward * -1.0f;
    const float tx = -dot(r, f.eye), ty = -dot(u, f.eye), tz = -dot(back, f.eye);
    // projection * view, column-major.
    return Mat4{sx * r.x, sy * u.x, a * back.x, -back.x,   //
                sx * r.y, sy * u.y, a * back.y, -back.y,   //
                sx * r.z, sy * u.z, a * back.z, -back.z,   //
                sx * tx,  sy * ty,  a * tz + b, -tz};
}

Ray OrbitCamera::ray(int size, float aspect, float ndc_x, float ndc_y) const {
    const Frame f = frame_of(*this, size);
    const float t = std::tan(kFieldOfView / 2.0f);
    const Vec3 direction = f.forward + f.right * (ndc_x * t * aspect) + f.up * (ndc_y * t);
    return Ray{f.eye, normalise(direction)};
}

std::optional<float> hit_box(const Ray& ray, Vec3 min, Vec3 max) {
    float near_t = -1e30f, far_t = 1e30f;
    const float origin[3] = {ray.origin.x, ray.origin.y, ray.origin.z};
    const float direction[3] = {ray.direction.x, ray.direction.y, ray.direction.z};
    const float lo[3] = {min.x, min.y, min.z}, hi[3] = {max.x, max.y, max.z};
    for (int axis = 0; axis < 3; ++axis) {
        if (std::fabs(direction[axis]) < 1e-9f) {
            if (origin[axis] < lo[axis] || origin[axis] > hi[axis]) return std::nullopt;
            continue;
        }
        float t0 = (lo[axis] - origin[axis]) / direction[axis], t1 = (hi[axis] - origin[axis]) / direction[axis];
        if (t0 > t1) std::swap(t0, t1);
        near_t = std::max(near_t, t0);
        far_t = std::min(far_t, t1);
        if (near_t > far_t) return std::nullopt;
    }
    if (far_t < 0) return std::nullopt;
    return std::max(near_t, 0.0f);
}

}  // namespace knobel::app
