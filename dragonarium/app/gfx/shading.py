"""A small GLSL shader: textured, vertex-coloured surfaces lit by one sun with soft shadows.

Panda3D's automatic shader needs Cg, which the offscreen EGL pipe does not
offer, so the table brings its own: ambient plus one directional light whose
shadow map (rendered by Panda3D for a shadow-casting light) is sampled with a
few taps of percentage-closer filtering.
"""
from __future__ import annotations

from panda3d.core import NodePath, Shader

LIGHT = """
uniform struct p3d_LightSourceParameters {
    vec4 color;
    vec4 position;
    sampler2DShadow shadowMap;
    mat4 shadowViewMatrix;
} p3d_LightSource[1];
"""

VERTEX = """
#version 130
uniform mat4 p3d_ModelViewProjectionMatrix;
uniform mat4 p3d_ModelViewMatrix;
uniform mat3 p3d_NormalMatrix;
{light}in vec4 p3d_Vertex;
in vec3 p3d_Normal;
in vec4 p3d_Color;
in vec2 p3d_MultiTexCoord0;
out vec3 v_normal;
out vec4 v_color;
out vec2 v_uv;
out vec4 v_shadow;
void main() {
    gl_Position = p3d_ModelViewProjectionMatrix * p3d_Vertex;
    vec4 view_position = p3d_ModelViewMatrix * p3d_Vertex;
    v_normal = normalize(p3d_NormalMatrix * p3d_Normal);
    v_color = p3d_Color;
    v_uv = p3d_MultiTexCoord0;
    v_shadow = p3d_LightSource[0].shadowViewMatrix * view_position;
}
"""

FRAGMENT = """
#version 130
uniform sampler2D p3d_Texture0;
uniform vec4 p3d_ColorScale;
uniform struct p3d_LightModelParameters { vec4 ambient; } p3d_LightModel;
{light}uniform vec2 shadow_texel;
in vec3 v_normal;
in vec4 v_color;
in vec2 v_uv;
in vec4 v_shadow;
out vec4 o_color;
void main() {
    vec4 base = texture(p3d_Texture0, v_uv) * v_color * p3d_ColorScale;
    vec3 normal = normalize(v_normal);
    vec3 to_light = normalize(p3d_LightSource[0].position.xyz);
    float diffuse = max(dot(normal, to_light), 0.0);
    vec4 coord = v_shadow;
    coord.z -= 0.0015 * coord.w;
    // four taps half a texel apart: with the map's linear filtering each tap already blends 2 x 2 texels,
    // so the edge is as soft as nine point taps at less than half the cost
    float lit = 0.0;
    for (int dx = 0; dx < 2; ++dx) {
        for (int dy = 0; dy < 2; ++dy) {
            vec4 offset = vec4((vec2(dx, dy) - 0.5) * shadow_texel * coord.w, 0.0, 0.0);
            lit += textureProj(p3d_LightSource[0].shadowMap, coord + offset);
        }
    }
    lit /= 4.0;
    vec3 light = p3d_LightModel.ambient.rgb + p3d_LightSource[0].color.rgb * diffuse * lit;
    o_color = vec4(base.rgb * light, base.a);
}
"""


def apply_shadow_shader(root: NodePath, shadow_size: int) -> None:
    """Light everything under ``root`` with the table's shader."""
    shader = Shader.make(Shader.SL_GLSL, VERTEX.replace("{light}", LIGHT), FRAGMENT.replace("{light}", LIGHT))
    root.setShader(shader)
    root.setShaderInput("shadow_texel", (1.0 / shadow_size, 1.0 / shadow_size))
