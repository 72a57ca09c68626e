"""The window the table benchmark opens, and what a frame in it draws: draw calls, GL draws and triangles per pass,
counted from the OpenGL spam log and checked first on a scene of known Geoms (``run_calibration``).

Used by ``bench_table_probe.py``.
"""
from __future__ import annotations

import ctypes
import re
from pathlib import Path
from typing import Any, Callable

SPAM = ":display:gsg:glgsg"
DRAW_LINE = re.compile(r"\bdraw_(triangles|tristrips|trifans|lines|linestrips|points|patches)\w*: \S+, (\d+), (\d+)")
Frame = Callable[[], Any]


def open_base(size: tuple[int, int], multisamples: int, finish: str, window: str = "offscreen"):
    """A ShowBase with a window of ``size`` (``offscreen``, or ``onscreen`` on the display in ``$DISPLAY``); the
    same settings for the bare and the table runs."""
    from panda3d.core import loadPrcFileData

    loadPrcFileData("bench-table", f"""window-type {window}
audio-library-name null
notify-level-display error
notify-level-device fatal
notify-level-glgsg error
sync-video false
framebuffer-multisample {1 if multisamples else 0}
multisamples {multisamples}
win-size {size[0]} {size[1]}
gl-finish {'true' if finish == 'prc' else 'false'}
""")
    from direct.showbase.ShowBase import ShowBase

    return ShowBase()


def finisher(method: str) -> Frame:
    """Waits until everything asked of OpenGL so far is drawn (``once``); nothing for ``prc``, Panda3D does it."""
    if method == "prc":
        return lambda: None
    for name in ("libGL.so.1", "libOpenGL.so.0", "libGL.dylib", "opengl32"):
        try:
            return getattr(ctypes.CDLL(name), "glFinish")
        except (OSError, AttributeError):
            continue
    raise SystemExit("no OpenGL library with glFinish found; run with --finish prc")


def triangles(kind: str, primitives: int, vertices: int) -> int:
    """Triangles in one logged primitive: a list counts its triangles; strips count their vertices less two
    each, less the two repeated vertices that join one strip to the next; fans their vertices less two each."""
    if kind == "triangles":
        return primitives
    if kind == "tristrips" and primitives:
        return vertices - 4 * primitives + 2
    if kind == "trifans":
        return vertices - 2 * primitives
    return 0


class DrawCounter:
    """Counts what the OpenGL state guardian draws in one frame, per pass, from its spam log."""

    def __init__(self, base, log: Path) -> None:
        from panda3d.core import OFileStream, StreamWriter

        log.unlink(missing_ok=True)
        self.base, self.log, self.frames = base, log, 0
        self.stream = OFileStream(str(log))
        self.writer = StreamWriter(self.stream, False)

    def _label(self, camera) -> str:
        from panda3d.core import LightLensNode

        if isinstance(camera.node(), LightLensNode):
            return "shadow"
        if camera == self.base.cam:
            return "3d"
        if camera in (self.base.cam2d, self.base.cam2dp):
            return "2d"
        return camera.getName() or "other"

    def _mark(self, text: str) -> None:
        self.writer.appendData(f"\n@@bench {text}\n".encode())

    def count(self, frame: Frame) -> dict[str, Any]:
        """Run ``frame`` with the spam on; its Geoms drawn (the draw calls), GL draw calls and triangles, per pass
        (each display region of each window is marked in the log as it is drawn)."""
        from panda3d.core import NS_error, NS_spam, Notify, PythonCallbackObject

        notify = Notify.ptr()
        category, previous = notify.getCategory(SPAM), notify.getOstreamPtr()
        regions = []
        for window in self.base.graphicsEngine.getWindows():
            for region in window.getActiveDisplayRegions():
                if region.getCamera().isEmpty() or region.getDrawCallback() is not None:
                    continue

                def draw(data, label=self._label(region.getCamera())) -> None:
                    self._mark(f"region {label}")
                    data.upcall()

                region.setDrawCallback(PythonCallbackObject(draw))
                regions.append(region)
        self.frames += 1
        notify.setOstreamPtr(self.stream, False)
        self._mark(f"frame {self.frames}")
        category.setSeverity(NS_spam)
        try:
            frame()
        finally:
            category.setSeverity(NS_error)
            self._mark(f"end {self.frames}")
            self.stream.flush()
            notify.setOstreamPtr(previous, False)
            for region in regions:
                region.clearDrawCallback()
        text = self.log.read_text(errors="replace")
        text = text[text.rindex(f"@@bench frame {self.frames}\n"):text.rindex(f"@@bench end {self.frames}\n")]
        pieces = text.split("\n", 1)[1].split("@@bench region ")
        passes: dict[str, dict[str, int]] = {}
        for label, body in [("other", pieces[0])] + [piece.split("\n", 1) for piece in pieces[1:]]:
            tally = passes.setdefault(label, {"geoms": 0, "gl_draws": 0, "triangles": 0})
            tally["geoms"] += body.count("begin_draw_primitives:")
            for kind, primitives, vertices in DRAW_LINE.findall(body):
                tally["gl_draws"] += 1
                tally["triangles"] += triangles(kind, int(primitives), int(vertices))
        passes = {label: tally for label, tally in passes.items() if any(tally.values())}
        return {"draw_calls": sum(t["geoms"] for t in passes.values()),
                "gl_draws": sum(t["gl_draws"] for t in passes.values()),
                "triangles": sum(t["triangles"] for t in passes.values()),
                "by_pass": {label: tally["geoms"] for label, tally in passes.items()},
                "triangles_by_pass": {label: tally["triangles"] for label, tally in passes.items()}}


CALIBRATION_LIGHT = """uniform struct p3d_LightSourceParameters { vec4 color; sampler2DShadow shadowMap;
    mat4 shadowViewMatrix; } p3d_LightSource[1];
"""
CALIBRATION_VERTEX = "#version 130\n" + CALIBRATION_LIGHT + """uniform mat4 p3d_ModelViewProjectionMatrix;
uniform mat4 p3d_ModelViewMatrix;
in vec4 p3d_Vertex;
out vec4 v_shadow;
void main() {
    gl_Position = p3d_ModelViewProjectionMatrix * p3d_Vertex;
    v_shadow = p3d_LightSource[0].shadowViewMatrix * (p3d_ModelViewMatrix * p3d_Vertex);
}
"""
CALIBRATION_FRAGMENT = "#version 130\n" + CALIBRATION_LIGHT + """in vec4 v_shadow;
out vec4 o_color;
void main() { o_color = vec4(textureProj(p3d_LightSource[0].shadowMap, v_shadow)); }
"""


def run_calibration(plan: dict) -> dict:
    """Count a scene of known Geoms without and with a shadow caster; refuse to go on if the counts differ."""
    from panda3d.core import CardMaker, DirectionalLight, Shader

    base = open_base((320, 180), 0, plan["finish"])
    counter = DrawCounter(base, Path(plan["work"]) / "calibration.log")
    root = base.render.attachNewNode("calibration")
    card = CardMaker("card")  # one Geom, a strip of two triangles
    card.setFrame(-0.4, 0.4, -0.4, 0.4)
    cards = 5
    for index in range(cards):
        root.attachNewNode(card.generate()).setPos(index - 2, 10, 0)
    box = base.loader.loadModel("models/box")  # one Geom of six strips, 12 triangles
    box.reparentTo(root)
    box.setPos(0, 10, 1.5)
    base.aspect2d.attachNewNode(card.generate()).setScale(0.1)
    frame = base.graphicsEngine.renderFrame
    frame(), frame()
    plain = counter.count(frame)
    sun = DirectionalLight("sun")
    sun.setShadowCaster(True, 128, 128)
    sun.getLens().setFilmSize(30, 30)
    sun.getLens().setNearFar(-30, 30)
    light = root.attachNewNode(sun)
    light.setPosHpr(0, 10, 0, 0, -30, 0)
    root.setLight(light)
    root.setShader(Shader.make(Shader.SL_GLSL, CALIBRATION_VERTEX, CALIBRATION_FRAGMENT))
    frame(), frame()
    shadowed = counter.count(frame)
    scene, tris = {"3d": cards + 1, "2d": 1}, {"3d": 2 * cards + 12, "2d": 2}
    for counted, geoms, drawn in ((plain, scene, tris), (shadowed, {"shadow": cards + 1, **scene},
                                                         {"shadow": 2 * cards + 12, **tris})):
        if not counted["by_pass"]:
            raise SystemExit(f"no begin_draw_primitives lines in {counter.log}: this Panda3D build writes no "
                             "OpenGL spam log, so draw calls cannot be counted")
        if counted["by_pass"] != geoms or counted["triangles_by_pass"] != drawn:
            raise SystemExit(f"draw-call count check failed on the calibration scene: expected Geoms {geoms} and "
                             f"triangles {drawn}, counted {counted['by_pass']} and {counted['triangles_by_pass']}")
    return {"plain": plain["by_pass"], "shadow_caster": shadowed["by_pass"], "passed": True}
