#version 300 es
// Instanced boxes: the cubes of a Views shape, the ghosts of candidate cells, and the pixels of the
// three projections on the walls. Each instance is a box given by its centre, its size and its
// colour; the mesh is one unit cube (corners 0..1) with face normals.
layout(location = 0) in vec3 a_corner;   // 0..1
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec3 i_center;   // world units: one cell is 1
layout(location = 3) in vec3 i_size;
layout(location = 4) in vec4 i_color;

uniform mat4 u_view_projection;

out vec3 v_normal;
out vec4 v_color;
out vec3 v_local;   // the corner coordinates, for the edge lines
out vec3 v_size;

void main() {
    vec3 world = i_center + (a_corner - 0.5) * i_size;
    gl_Position = u_view_projection * vec4(world, 1.0);
    v_normal = a_normal;
    v_color = i_color;
    v_local = a_corner;
    v_size = i_size;
}
