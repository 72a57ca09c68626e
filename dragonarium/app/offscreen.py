"""One Panda3D ShowBase per process for drawing without a display (renders, tests, benchmarks)."""
from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Optional

from panda3d.core import Filename, NodePath, PNMImage, WindowProperties, loadPrcFileData

from .assets import Assets
from .camera import setup_camera
from .window import has_display, multisample_prc, renderer_name, use_user_cache

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
"""

HEADLESS_PRC = """
load-display p3headlessgl
aux-display pandagl
"""
"""With no display, the offscreen pipe (EGL) is tried first, before an X11 one that can only fail and say so."""


class OffscreenBase:
    """A ShowBase with an offscreen window; ``get`` returns the process's one instance."""

    _instance: Optional["OffscreenBase"] = None

    def __init__(self, size: tuple[int, int], multisamples: int = 4) -> None:
        headless = "" if has_display() else HEADLESS_PRC
        loadPrcFileData("dragonarium-offscreen", PRC + headless + multisample_prc(multisamples) +
                        f"win-size {size[0]} {size[1]}\n")
        use_user_cache()
        from direct.showbase.ShowBase import ShowBase

        self.base = ShowBase()
        self.size = size
        self.assets = Assets()
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
        props = WindowProperties()
        props.setSize(*size)
        self.base.openMainWindow(props=props, keepCamera=True)
        self.base.setBackgroundColor(0.12, 0.11, 0.10, 1)
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
        """An empty scene root under render (the previous one is removed, its shadow buffers released)."""
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
        for _ in range(count):
            self.base.graphicsEngine.renderFrame()

    def screenshot(self) -> PNMImage:
        image = PNMImage()
        self.base.win.getScreenshot(image)
        return image

    def save(self, path: Path) -> None:
        """Write the last frame to ``path`` (its suffix names the format) in one step: a failed write leaves no
        file behind, and an earlier picture there stays whole. The folder must exist."""
        path = Path(path)
        partial = path.with_name(f".{path.stem}.{os.getpid()}.part{path.suffix}")
        try:
            if not self.base.win.saveScreenshot(Filename.fromOsSpecific(str(partial))):
                raise OSError(errno.EIO, "the picture could not be written", str(path))
            os.replace(partial, path)
        finally:
            if partial.exists():
                partial.unlink()
