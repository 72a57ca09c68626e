"""Drawing primitives: generated meshes, batching, the shader, assets and the palette."""
