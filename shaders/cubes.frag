#version 300 es
// Lambert light from above-front-right plus ambient, and a dark line along each box edge so that
// neighbouring cubes of the same colour stay apart.
precision mediump float;

in vec3 v_normal;
in vec4 v_color;
in vec3 v_local;
in vec3 v_size;

uniform vec3 u_light_direction;  // towards the light, normalised
uniform float u_edge_width;      // in world units

out vec4 out_color;

void main() {
    float light = 0.45 + 0.55 * max(dot(normalize(v_normal), u_light_direction), 0.0);
    // Distance to the nearest edge of this face, in world units: two of the three local coordinates
    // vary across a face; the edge is where either of them reaches 0 or 1.
    vec3 to_edge = min(v_local, 1.0 - v_local) * v_size;
    vec3 across = to_edge + abs(v_normal) * 1e3;  // ignore the axis the face is perpendicular to
    float edge = min(across.x, min(across.y, across.z));
    float line = 1.0 - smoothstep(u_edge_width * 0.5, u_edge_width, edge);
    vec3 color = v_color.rgb * light;
    color = mix(color, color * 0.45, line * step(0.5, v_color.a));
    out_color = vec4(color, v_color.a);
}
