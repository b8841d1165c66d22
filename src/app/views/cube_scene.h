#pragma once
// The 3D view of the Views screen, drawn with Knobel's own WebGL2 shaders (shaders/cubes.*,
// shaders/lines.*) into an offscreen, multisampled framebuffer that ImGui shows as an image.
// The scene is a K×K×K box with its edges, boxes (cubes, ghost cells, wall pixels) given by the
// caller, and nothing else: what goes where is the Views screen's business.

#include <string>
#include <vector>

#include "app/views/orbit_camera.h"

namespace knobel::app {

struct Box {
    Vec3 center;
    Vec3 size;
    float color[4];  // alpha < 1: drawn after the opaque boxes, blended, without edge lines
};

bool same_boxes(const std::vector<Box>& a, const std::vector<Box>& b);

class CubeScene {
public:
    ~CubeScene();

    // Renders into a texture of pixel_width × pixel_height and returns its GL name (0 when WebGL
    // failed; error() then says why). The box spans [0, size]³ in world units.
    unsigned render(int pixel_width, int pixel_height, int size, const OrbitCamera& camera,
                    const std::vector<Box>& boxes);
    const std::string& error() const { return error_; }

private:
    bool create_objects();
    bool resize_targets(int width, int height);
    void draw_frame_lines(int size, const float* view_projection);

    bool created_ = false;
    std::string error_;
    unsigned cube_program_ = 0, line_program_ = 0;
    unsigned cube_vao_ = 0, cube_mesh_ = 0, instance_buffer_ = 0;
    unsigned line_vao_ = 0, line_buffer_ = 0;
    unsigned msaa_fbo_ = 0, msaa_color_ = 0, msaa_depth_ = 0;
    unsigned resolve_fbo_ = 0, texture_ = 0;
    int width_ = 0, height_ = 0, samples_ = 0;
    std::vector<float> line_vertices_;
    // What the texture shows now: an unchanged scene is not drawn again (software WebGL and
    // laptops on battery both notice).
    std::vector<Box> drawn_boxes_;
    OrbitCamera drawn_camera_;
    int drawn_size_ = 0;
};

}  // namespace knobel::app
