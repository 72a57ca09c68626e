"""One Panda3D ShowBase per process for drawing without a display (renders, tests, benchmarks)."""
from __future__ import annotations

import errno
from pathlib import Path
from typing import Optional

from panda3d.core import NodePath, PNMImage, StringStream, loadPrcFileData

from dragonarium.i18n import _
from dragonarium.rules import write_atomic

from dragonarium.app.gfx.assets import Assets
from dragonarium.app.gfx.font import install as install_font
from dragonarium.app.scene.camera import setup_camera
from dragonarium.app.window import has_display, multisample_prc, renderer_name
from dragonarium.app.window_watch import keep_shape

PRC = """
window-type offscreen
audio-library-name null
notify-level-display error
notify-level-device fatal
notify-level-glgsg error
sync-video false
print-pipe-types false
notify-level-x11display fatal
loader-support-entry-points false
model-cache-dir
"""

HEADLESS_PRC = """
load-display p3headlessgl
aux-display pandagl
"""
"""With no display, the offscreen pipe (EGL) is tried first, before an X11 one that can only fail and say so."""

PNG_START = b"\x89PNG\r\n\x1a\n"
PNG_END = b"\x00\x00\x00\x00IEND\xaeB`\x82"
"""A whole PNG begins with its signature and ends with its empty IEND chunk."""


class OffscreenBase:
    """A ShowBase with an offscreen window; ``get`` returns the process's one instance."""

    _instance: Optional["OffscreenBase"] = None

    def __init__(self, size: tuple[int, int], multisamples: int = 4) -> None:
        headless = "" if has_display() else HEADLESS_PRC
        loadPrcFileData("dragonarium-offscreen", PRC + headless + multisample_prc(multisamples) +
                        f"win-size {size[0]} {size[1]}\n")
        from direct.showbase.ShowBase import ShowBase

        self.base = ShowBase()
        self.size = size
        self.assets = Assets()
        install_font()
        self.scene: Optional[NodePath] = None
        self.overlay: Optional[NodePath] = None
        self.base.disableMouse()
        self.base.setBackgroundColor(0.12, 0.11, 0.10, 1)
        setup_camera(self.base)

    @classmethod
    def get(cls, size: tuple[int, int] = (1280, 720), multisamples: int = 4) -> "OffscreenBase":
        """The process's offscreen base; ``multisamples`` counts only when it is first made."""
        if cls._instance is None:
            cls._instance = cls(size, multisamples)
        elif cls._instance.size != size:
            cls._instance.resize(size)
        return cls._instance

    def resize(self, size: tuple[int, int]) -> None:
        """The buffer at ``size``, the lens and the 2D layer of its shape (a buffer sends no window event)."""
        self.base.win.setSize(*size)
        keep_shape(self.base)
        setup_camera(self.base)
        self.size = size

    @property
    def renderer(self) -> str:
        return renderer_name(self.base)

    @property
    def camera(self) -> NodePath:
        return self.base.camera

    @property
    def lens(self):
        return self.base.camLens

    def fresh_scene(self) -> NodePath:
        """An empty scene root under render (the previous one is removed, its shadow buffers released; a table's scene
        buffer left behind is given up)."""
        kept = getattr(self.base, "scene_scale", None)
        if kept is not None:
            kept.release()
        if self.scene is not None:
            for light in self.scene.findAllMatches("**/+DirectionalLight"):
                light.node().setShadowCaster(False)
            self.scene.removeNode()
        self.base.render.clearLight()
        self.scene = self.base.render.attachNewNode("scene")
        return self.scene

    def fresh_overlay(self) -> NodePath:
        """An empty root in the 2D layer (the previous one is removed)."""
        if self.overlay is not None:
            self.overlay.removeNode()
        self.overlay = self.base.aspect2d.attachNewNode("overlay")
        return self.overlay

    def render_frames(self, count: int = 2) -> None:
        for _frame in range(count):
            self.base.graphicsEngine.renderFrame()

    def screenshot(self) -> PNMImage:
        image = PNMImage()
        self.base.win.getScreenshot(image)
        return image

    def save(self, path: Path) -> None:
        """Write the last frame to ``path`` (its suffix names the format) in one step: the picture is made in
        memory and checked, then written beside ``path`` and renamed over it (``write_atomic``), so a full disk
        or any failure raises an ``OSError`` naming ``path`` and an earlier picture there stays whole."""
        data = picture_bytes(self.screenshot(), Path(path).suffix)
        if data is None:
            raise OSError(errno.EIO, _("the picture could not be made"), str(path))
        write_atomic(path, data)


def picture_bytes(image: PNMImage, suffix: str) -> Optional[bytes]:
    """``image`` in the format of ``suffix`` (``.png``); None when Panda3D does not make it whole."""
    stream = StringStream()
    data = stream.getData() if image.write(stream, f"picture{suffix}") else b""
    if not data or (suffix.lower() == ".png" and not (data.startswith(PNG_START) and data.endswith(PNG_END))):
        return None
    return data
