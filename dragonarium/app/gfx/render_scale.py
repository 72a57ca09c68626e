"""Drawing the 3D scene at fewer pixels than a large window has, scaled up to it; the 2D layer keeps the window's.

A software renderer's frame costs about as much as the pixels it fills: at 1920 x 1080 the ``fast`` table took
twice its 1280 x 720 time. With a pixel budget (``Preset.scene_pixels``), a window with more pixels than that gets
its 3D scene drawn into an offscreen buffer of the window's shape and at most that many pixels, shown across the
window as a texture (Panda3D's ``FilterManager``: the player's camera draws into the buffer, and an orthographic
camera shows the buffer's texture in the camera's place), filtered linearly or, ``crisp``, by nearest texel; the
panels, buttons and text are drawn after it, at the window's own resolution. A window within the budget draws its
scene directly, with no buffer.

While the scene is drawn into the buffer the window's depth buffer holds nothing anyone reads (the 2D layer never
tests depth), so the 2D layer's depth clear, two megapixels of memory traffic a frame at 1920 x 1080, is skipped.

With ``keep`` the scene is drawn into a buffer at every size (of the window's own size when that is within the
budget), with its depth, and the quad copies both into the window. The buffer is drawn only when the frame pacer
says the scene changed (``frames.FramePacer.scene_buffer``): a frame in which only what follows the pointer changed
(the held tile's ghost) copies the last picture and its depth, and the pointer's pass (``scene.masks``) draws the
ghost over it, hidden where the table stands in front of it. On a software renderer that frame costs a copy
instead of the whole table.
"""
from __future__ import annotations

import math
from typing import Callable, Optional

from direct.filter.FilterManager import FilterManager
from panda3d.core import (ATS_none, DepthTestAttrib, FrameBufferProperties, GraphicsOutput, RenderAttrib, SamplerState,
                          Shader, Texture)


COPY_VERTEX = """
#version 130
uniform mat4 p3d_ModelViewProjectionMatrix;
in vec4 p3d_Vertex;
in vec2 p3d_MultiTexCoord0;
out vec2 v_uv;
void main() {
    gl_Position = p3d_ModelViewProjectionMatrix * p3d_Vertex;
    v_uv = p3d_MultiTexCoord0;
}
"""

COPY_FRAGMENT = """
#version 130
uniform sampler2D scene_color;
uniform sampler2D scene_depth;
in vec2 v_uv;
out vec4 o_color;
void main() {
    o_color = texture(scene_color, v_uv);
    gl_FragDepth = texture(scene_depth, v_uv).r;
}
"""
"""The quad of a kept scene: its colour, and its depth for the pointer's pass to be hidden by."""

DEPTH_BITS = 24
"""The scene's buffer asks for this much depth. Asked for none in particular (Panda3D's default of 1 bit), some
drivers give a buffer 16 bits of depth: from the default camera that cannot tell a step's number from the disc it
lies on, nor a name from its plate, and they show through each other in stripes."""


def scene_size(window: tuple[int, int], pixels: int) -> Optional[tuple[int, int]]:
    """The size of the buffer the scene is drawn into for a ``window`` (width, height) and a budget of ``pixels``:
    the window's shape with at most ``pixels`` pixels; None when the window has no more than that (or no budget)."""
    width, height = window
    if pixels <= 0 or width * height <= pixels:
        return None
    scale = math.sqrt(pixels / (width * height))
    return max(1, int(width * scale)), max(1, int(height * scale))


class RenderScale:
    """Keeps ``base``'s 3D scene within ``pixels`` pixels (0: always at the window's size), and with ``keep`` in a
    buffer at every size; ``fit`` after every change of the window's size."""

    def __init__(self, base, pixels: int = 0, crisp: bool = False, keep: bool = False,
                 on_kept: Callable[[bool], None] = lambda kept: None) -> None:
        """``on_kept(kept)`` hears when the scene starts (True) or stops (False) being kept in a buffer."""
        self.base = base
        self.on_kept = on_kept
        self.pixels = pixels
        self.crisp = crisp
        self.keep = keep
        self._manager: Optional[FilterManager] = None
        self._texture: Optional[Texture] = None

    @property
    def size(self) -> Optional[tuple[int, int]]:
        """The size the scene is drawn at, when it is drawn into a buffer (None: at the window's own size)."""
        buffer = self.buffer
        return None if buffer is None else (buffer.getXSize(), buffer.getYSize())

    @property
    def kept(self) -> Optional[GraphicsOutput]:
        """The buffer the scene is kept in, with its depth (None: no buffer, or one drawn at every frame)."""
        return self.buffer if self.keep else None

    @property
    def buffer(self) -> Optional[GraphicsOutput]:
        """The buffer the scene is drawn into (None when it is drawn straight into the window)."""
        return self._manager.buffers[0] if self._manager is not None and self._manager.buffers else None

    def set_pixels(self, pixels: int, crisp: bool = False, keep: bool = False) -> None:
        """A new budget, filter and keeping (a new preset), applied at once."""
        self.pixels = pixels
        if keep != self.keep:
            self.keep = keep
            self.release()
        if crisp != self.crisp:
            self.crisp = crisp
            if self._texture is not None:
                self._filter(self._texture)
        self.fit()

    def fit(self) -> None:
        """Draw the scene into a buffer of ``scene_size`` for the window as it is now, or straight into it."""
        window = self.base.win
        if window is None or not window.hasSize():
            self.release()
            return
        wanted = scene_size((window.getXSize(), window.getYSize()), self.pixels)
        if wanted is None and self.keep:
            wanted = (window.getXSize(), window.getYSize())
        if self._manager is not None and (wanted is None or self._manager.win != window):
            self.release()
        if wanted is None:
            return
        if self._manager is None:
            self._start(window, wanted)
        else:
            self._manager.forcex, self._manager.forcey = wanted
            self._manager.resizeBuffers()
            if self._texture is not None:
                self._filter(self._texture)

    def _start(self, window, size: tuple[int, int]) -> None:
        # one buffer per window: a table before this one that was never closed gives its up (its camera back)
        previous = getattr(self.base, "scene_scale", None)
        if previous is not None and previous is not self:
            previous.release()
        self.base.scene_scale = self
        # a buffer's texture padded up to a power of two (Panda3D's default, "textures-power-2 down") would show
        # only its drawn corner on the quad, which spans the texture's whole 0-1 range; the table's own textures
        # are powers of two already, so no other texture changes
        Texture.setTexturesPower2(ATS_none)
        manager = FilterManager(window, self.base.cam, *size)
        texture = _clamped("scene-at-scale")
        self._filter(texture)
        depth = None
        if self.keep:
            depth = _clamped("scene-depth")
            depth.setMinfilter(SamplerState.FT_nearest)
            depth.setMagfilter(SamplerState.FT_nearest)
        properties = buffer_properties(window.getFbProperties().getMultisamples() if self.keep else 0)
        quad = manager.renderSceneInto(colortex=texture, depthtex=depth, fbprops=properties)
        if quad is None:  # no offscreen buffer to be had: the scene stays drawn at the window's size
            manager.cleanup()
            manager.ignoreAll()
            return
        quad.setColor(1, 1, 1, 1)  # the manager tints its quad for a filter's shader to replace; shown as it is
        if depth is not None:
            # drawn after every other offscreen pass (the sun's shadow map, sort -10, which the scene samples), just
            # before the window
            manager.buffers[0].setSort(window.getSort() - 1)
            quad.setShader(Shader.make(Shader.SL_GLSL, COPY_VERTEX, COPY_FRAGMENT))
            quad.setShaderInput("scene_color", texture)
            quad.setShaderInput("scene_depth", depth)
            # the depth is written everywhere, whatever was there: a test that always passes (with no test at all,
            # OpenGL writes no depth)
            quad.setAttrib(DepthTestAttrib.make(RenderAttrib.M_always))
            quad.setDepthWrite(True)
            self.on_kept(True)
        self._manager, self._texture = manager, texture
        self._clear_2d_depth(False)

    def _filter(self, texture: Texture) -> None:
        if self.keep and self.pixels_fit():
            texture.setMinfilter(SamplerState.FT_nearest)  # one texel to each pixel: a copy
            texture.setMagfilter(SamplerState.FT_nearest)
            return
        sampling = SamplerState.FT_nearest if self.crisp else SamplerState.FT_linear
        texture.setMinfilter(sampling)
        texture.setMagfilter(sampling)

    def pixels_fit(self) -> bool:
        """The window is within the budget (its scene is drawn at its own size)."""
        window = self.base.win
        return window is None or not window.hasSize() or \
            scene_size((window.getXSize(), window.getYSize()), self.pixels) is None

    def _clear_2d_depth(self, clear: bool) -> None:
        camera = getattr(self.base, "cam2d", None)
        if camera is not None and not camera.isEmpty():
            for index in range(camera.node().getNumDisplayRegions()):
                camera.node().getDisplayRegion(index).setClearDepthActive(clear)

    def release(self) -> None:
        """Draw the scene straight into the window again."""
        if self._manager is None:
            return
        self._manager.cleanup()
        self._manager.ignoreAll()
        self._manager, self._texture = None, None
        self._clear_2d_depth(True)
        self.on_kept(False)
        if getattr(self.base, "scene_scale", None) is self:
            self.base.scene_scale = None


def buffer_properties(multisamples: int) -> FrameBufferProperties:
    """What the scene's buffer asks for: ``DEPTH_BITS`` of depth and ``multisamples`` samples per pixel."""
    properties = FrameBufferProperties()
    properties.setDepthBits(DEPTH_BITS)
    properties.setMultisamples(multisamples)
    return properties


def _clamped(name: str) -> Texture:
    texture = Texture(name)
    texture.setWrapU(SamplerState.WM_clamp)
    texture.setWrapV(SamplerState.WM_clamp)
    return texture
