#include "app/views/cube_scene.h"

#include <GLES3/gl3.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "app/platform/gl_program.h"

namespace knobel::app {
namespace {

// One unit cube, corners 0..1: 6 faces × 2 triangles, each vertex a corner and its face normal.
std::vector<float> cube_mesh() {
    const int faces[6][4][3] = {
        {{1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {1, 0, 1}}, {{0, 0, 1}, {0, 1, 1}, {0, 1, 0}, {0, 0, 0}},
        {{0, 1, 1}, {1, 1, 1}, {1, 1, 0}, {0, 1, 0}}, {{0, 0, 0}, {1, 0, 0}, {1, 0, 1}, {0, 0, 1}},
        {{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}}, {{1, 0, 0}, {0, 0, 0}, {0, 1, 0}, {1, 1, 0}},
    };
    const float normals[6][3] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
    std::vector<float> mesh;
    for (int face = 0; face < 6; ++face) {
        for (int corner : {0, 1, 2, 0, 2, 3}) {
            for (int axis = 0; axis < 3; ++axis) mesh.push_back(static_cast<float>(faces[face][corner][axis]));
            for (int axis = 0; axis < 3; ++axis) mesh.push_back(normals[face][axis]);
        }
    }
    return mesh;
}

void restore_state() {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glBindVertexArray(0);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    glDepthMask(GL_TRUE);
}

}  // namespace

bool same_boxes(const std::vector<Box>& a, const std::vector<Box>& b) {
    return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(Box)) == 0);
}

CubeScene::~CubeScene() {
    if (!created_) return;
    glDeleteProgram(cube_program_);
    glDeleteProgram(line_program_);
    const GLuint buffers[] = {cube_mesh_, instance_buffer_, line_buffer_};
    glDeleteBuffers(3, buffers);
    const GLuint arrays[] = {cube_vao_, line_vao_};
    glDeleteVertexArrays(2, arrays);
    const GLuint framebuffers[] = {msaa_fbo_, resolve_fbo_};
    glDeleteFramebuffers(2, framebuffers);
    const GLuint renderbuffers[] = {msaa_color_, msaa_depth_};
    glDeleteRenderbuffers(2, renderbuffers);
    glDeleteTextures(1, &texture_);
}

bool CubeScene::create_objects() {
    const GlProgram cubes = build_program("cubes.vert", "cubes.frag");
    const GlProgram lines = build_program("lines.vert", "lines.frag");
    if (!cubes.id || !lines.id) {
        error_ = cubes.id ? lines.error : cubes.error;
        return false;
    }
    cube_program_ = cubes.id;
    line_program_ = lines.id;

    const std::vector<float> mesh = cube_mesh();
    glGenVertexArrays(1, &cube_vao_);
    glBindVertexArray(cube_vao_);
    glGenBuffers(1, &cube_mesh_);
    glBindBuffer(GL_ARRAY_BUFFER, cube_mesh_);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(mesh.size() * sizeof(float)), mesh.data(), GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 6 * sizeof(float), nullptr);
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, 6 * sizeof(float), reinterpret_cast<void*>(3 * sizeof(float)));
    glGenBuffers(1, &instance_buffer_);
    glBindBuffer(GL_ARRAY_BUFFER, instance_buffer_);
    static_assert(sizeof(Box) == 10 * sizeof(float), "Box is fed to the GPU as 10 floats");
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 3, GL_FLOAT, GL_FALSE, sizeof(Box), nullptr);
    glVertexAttribDivisor(2, 1);
    glEnableVertexAttribArray(3);
    glVertexAttribPointer(3, 3, GL_FLOAT, GL_FALSE, sizeof(Box), reinterpret_cast<void*>(3 * sizeof(float)));
    glVertexAttribDivisor(3, 1);
    glEnableVertexAttribArray(4);
    glVertexAttribPointer(4, 4, GL_FLOAT, GL_FALSE, sizeof(Box), reinterpret_cast<void*>(6 * sizeof(float)));
    glVertexAttribDivisor(4, 1);

    glGenVertexArrays(1, &line_vao_);
    glBindVertexArray(line_vao_);
    glGenBuffers(1, &line_buffer_);
    glBindBuffer(GL_ARRAY_BUFFER, line_buffer_);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 3 * sizeof(float), nullptr);
    glBindVertexArray(0);

    glGenFramebuffers(1, &msaa_fbo_);
    glGenRenderbuffers(1, &msaa_color_);
    glGenRenderbuffers(1, &msaa_depth_);
    glGenFramebuffers(1, &resolve_fbo_);
    glGenTextures(1, &texture_);
    GLint max_samples = 0;
    glGetIntegerv(GL_MAX_SAMPLES, &max_samples);
    samples_ = std::min(4, max_samples);
    created_ = true;
    return true;
}

bool CubeScene::resize_targets(int width, int height) {
    if (width == width_ && height == height_) return true;
    glBindRenderbuffer(GL_RENDERBUFFER, msaa_color_);
    glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples_, GL_RGBA8, width, height);
    glBindRenderbuffer(GL_RENDERBUFFER, msaa_depth_);
    glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples_, GL_DEPTH_COMPONENT24, width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, msaa_fbo_);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, msaa_color_);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, msaa_depth_);
    const bool msaa_ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;

    glBindTexture(GL_TEXTURE_2D, texture_);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindFramebuffer(GL_FRAMEBUFFER, resolve_fbo_);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture_, 0);
    const bool resolve_ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (!msaa_ok || !resolve_ok) {
        error_ = "WebGL could not create the 3D view's framebuffer";
        return false;
    }
    width_ = width;
    height_ = height;
    return true;
}

void CubeScene::draw_frame_lines(int size, const float* view_projection) {
    // The box's twelve edges and a grid on the three walls the projections are drawn on
    // (floor y = 0, back z = 0, left x = 0).
    line_vertices_.clear();
    const auto line = [&](float x0, float y0, float z0, float x1, float y1, float z1) {
        line_vertices_.insert(line_vertices_.end(), {x0, y0, z0, x1, y1, z1});
    };
    const float k = static_cast<float>(size);
    for (int i = 0; i <= size; ++i) {
        const float f = static_cast<float>(i);
        line(f, 0, 0, f, 0, k);  // floor
        line(0, 0, f, k, 0, f);
        line(f, 0, 0, f, k, 0);  // back wall
        line(0, f, 0, k, f, 0);
        line(0, 0, f, 0, k, f);  // left wall
        line(0, f, 0, 0, f, k);
    }
    line(k, 0, k, k, k, k);  // the edges that are not on those walls
    line(k, k, 0, k, k, k);
    line(0, k, k, k, k, k);
    line(k, 0, 0, k, k, 0);
    line(0, k, 0, 0, k, k);
    line(k, 0, k, 0, 0, k);
    line(k, 0, k, k, 0, 0);
    line(0, k, k, 0, 0, k);
    line(k, k, 0, 0, k, 0);
    glUseProgram(line_program_);
    glUniformMatrix4fv(glGetUniformLocation(line_program_, "u_view_projection"), 1, GL_FALSE, view_projection);
    glUniform4f(glGetUniformLocation(line_program_, "u_color"), 0.35f, 0.38f, 0.45f, 0.55f);
    glBindVertexArray(line_vao_);
    glBindBuffer(GL_ARRAY_BUFFER, line_buffer_);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(line_vertices_.size() * sizeof(float)),
                 line_vertices_.data(), GL_DYNAMIC_DRAW);
    glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(line_vertices_.size() / 3));
}

unsigned CubeScene::render(int pixel_width, int pixel_height, int size, const OrbitCamera& camera,
                           const std::vector<Box>& boxes) {
    if (!created_ && (!error_.empty() || !create_objects())) return 0;
    pixel_width = std::max(pixel_width, 1);
    pixel_height = std::max(pixel_height, 1);
    if (pixel_width == width_ && pixel_height == height_ && size == drawn_size_ && camera == drawn_camera_ &&
        same_boxes(boxes, drawn_boxes_))
        return texture_;
    if (!resize_targets(pixel_width, pixel_height)) return 0;
    drawn_boxes_ = boxes;
    drawn_camera_ = camera;
    drawn_size_ = size;

    glBindFramebuffer(GL_FRAMEBUFFER, msaa_fbo_);
    glViewport(0, 0, pixel_width, pixel_height);
    glClearColor(0.985f, 0.985f, 0.98f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LEQUAL);
    glDisable(GL_SCISSOR_TEST);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);

    const Mat4 view_projection =
        camera.view_projection(size, static_cast<float>(pixel_width) / static_cast<float>(pixel_height));
    draw_frame_lines(size, view_projection.data());

    // Opaque boxes first (with depth writes), then the translucent ones over them.
    std::vector<Box> ordered;
    ordered.reserve(boxes.size());
    for (const Box& box : boxes)
        if (box.color[3] >= 1.0f) ordered.push_back(box);
    const std::size_t opaque = ordered.size();
    for (const Box& box : boxes)
        if (box.color[3] < 1.0f) ordered.push_back(box);

    glUseProgram(cube_program_);
    glUniformMatrix4fv(glGetUniformLocation(cube_program_, "u_view_projection"), 1, GL_FALSE, view_projection.data());
    const float light[3] = {0.42f, 0.80f, 0.43f};
    const float length = std::sqrt(light[0] * light[0] + light[1] * light[1] + light[2] * light[2]);
    glUniform3f(glGetUniformLocation(cube_program_, "u_light_direction"), light[0] / length, light[1] / length,
                light[2] / length);
    glUniform1f(glGetUniformLocation(cube_program_, "u_edge_width"), 0.06f);
    glBindVertexArray(cube_vao_);
    glBindBuffer(GL_ARRAY_BUFFER, instance_buffer_);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(ordered.size() * sizeof(Box)), ordered.data(),
                 GL_DYNAMIC_DRAW);
    glEnable(GL_CULL_FACE);
    glCullFace(GL_BACK);
    if (opaque > 0) glDrawArraysInstanced(GL_TRIANGLES, 0, 36, static_cast<GLsizei>(opaque));
    if (ordered.size() > opaque) {
        glDepthMask(GL_FALSE);
        // Instances start at `opaque`: point the attributes past the opaque ones.
        const auto offset = static_cast<std::uintptr_t>(opaque * sizeof(Box));
        glVertexAttribPointer(2, 3, GL_FLOAT, GL_FALSE, sizeof(Box), reinterpret_cast<void*>(offset));
        glVertexAttribPointer(3, 3, GL_FLOAT, GL_FALSE, sizeof(Box), reinterpret_cast<void*>(offset + 3 * sizeof(float)));
        glVertexAttribPointer(4, 4, GL_FLOAT, GL_FALSE, sizeof(Box), reinterpret_cast<void*>(offset + 6 * sizeof(float)));
        glDrawArraysInstanced(GL_TRIANGLES, 0, 36, static_cast<GLsizei>(ordered.size() - opaque));
        glVertexAttribPointer(2, 3, GL_FLOAT, GL_FALSE, sizeof(Box), nullptr);
        glVertexAttribPointer(3, 3, GL_FLOAT, GL_FALSE, sizeof(Box), reinterpret_cast<void*>(3 * sizeof(float)));
        glVertexAttribPointer(4, 4, GL_FLOAT, GL_FALSE, sizeof(Box), reinterpret_cast<void*>(6 * sizeof(float)));
    }

    // Resolve the multisampled picture into the texture ImGui draws.
    glBindFramebuffer(GL_READ_FRAMEBUFFER, msaa_fbo_);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, resolve_fbo_);
    glBlitFramebuffer(0, 0, pixel_width, pixel_height, 0, 0, pixel_width, pixel_height, GL_COLOR_BUFFER_BIT,
                      GL_NEAREST);
    restore_state();
    return texture_;
}

}  // namespace knobel::app
