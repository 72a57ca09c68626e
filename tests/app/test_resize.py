"""Resizing the window: the picture keeps the window's shape (a square cell stays square on screen), the preset
view is framed again, and the screen is laid out again for the new size.

The sequences run in a real window on a private Xvfb (the window events come from the X server, through
ShowBase's handler and the table's own), and offscreen, where the buffer sends no event and the host's window
watch is told of the change as a window event would.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.xvfb import start_xvfb

ROOT = Path(__file__).resolve().parents[2]
SIZES = ((1280, 720), (700, 700), (400, 900), (1600, 600), (250, 790), (1024, 768))
"""Wide, square, portrait, very wide, narrow, and back to an everyday window."""

SEQUENCE = r"""
import json, sys
from pathlib import Path
from panda3d.core import Point3, Point2
from dragonarium.rules import Game, Seat, load_catalog
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.app.scene.layout import cell_centre, level_z
from dragonarium.app.window_watch import RESIZED_EVENT

real, folder, sizes = sys.argv[1] == "window", Path(sys.argv[2]), json.loads(sys.argv[3])
catalog = load_catalog()
if real:
    from panda3d.core import WindowProperties, loadPrcFileData
    from dragonarium.app.audio import TableBase
    from dragonarium.app.window import configure, open_on_screen
    configure(False)
    base = TableBase(windowType="none")
    assert open_on_screen(base, None)
else:
    from dragonarium.app.offscreen import OffscreenBase
    base = OffscreenBase.get((960, 540), multisamples=0).base
from dragonarium.app.table_app import TableApp
app = TableApp(base, catalog, game=Game(catalog, [Seat("A"), Seat("B")], 4), preset=PRESETS[Quality.FULL],
               autosave=folder / "autosave.yaml", settings_file=folder / "settings.yaml", on_demand=True)
screen = app.screen
layouts, events = [], []
laid_out = screen.layout
screen.layout = lambda width, height: (layouts.append(width / height), laid_out(width, height))
base.accept(RESIZED_EVENT, lambda width, height: events.append([width, height]))

def pixel(point):
    film = Point2()
    inside = base.camLens.project(base.cam.getRelativePoint(base.render, point), film)
    return inside, ((film.x + 1) / 2 * base.win.getXSize(), (1 - film.y) / 2 * base.win.getYSize())

def cell_shape(player, cell):
    # the four corners of one square of the board, on screen
    place = screen.table.places[player]
    x, y = cell_centre(cell)
    z = level_z(screen.game.state.boards[player].level(cell))
    half = 0.5 * abs(cell_centre((0, 1))[0] - cell_centre((0, 0))[0] or cell_centre((1, 0))[1] - cell_centre((0, 0))[1])
    corners = [pixel(place.to_world(x + dx * half, y + dy * half, z)) for dx, dy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    xs, ys = [c[1][0] for c in corners], [c[1][1] for c in corners]
    side = lambda a, b: ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
    p = [c[1] for c in corners]
    return all(c[0] for c in corners), side(p[0], p[1]), side(p[1], p[2])

def steps(count):
    for _ in range(count):
        base.taskMgr.step()

screen.key("t")          # the view from above: a square of the board faces the camera
steps(60)                # the glide ends
out = []
for width, height in sizes:
    before = len(layouts)
    if real:
        wanted = WindowProperties()
        wanted.setSize(width, height)
        base.win.requestProperties(wanted)
        for _ in range(400):
            base.taskMgr.step()
            if (base.win.getXSize(), base.win.getYSize()) == (width, height) and len(layouts) > before:
                break
    else:
        base.win.setSize(width, height)
        app.host.window.fit()
    steps(3)
    inside, first_side, second_side = cell_shape(0, (2, 2))
    out.append({"size": [base.win.getXSize(), base.win.getYSize()], "lens": base.camLens.getAspectRatio(),
                "layouts": len(layouts) - before, "inside": inside, "sides": [first_side, second_side],
                "events": events[-1:]})
print(json.dumps(out))
"""


def run_sequence(kind: str, tmp_path, env=None) -> list[dict]:
    result = subprocess.run([sys.executable, "-c", SEQUENCE, kind, str(tmp_path), json.dumps(SIZES)], cwd=ROOT,
                            capture_output=True, text=True, timeout=240, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def check(steps: list[dict]) -> None:
    for step, size in zip(steps, SIZES):
        assert step["size"] == list(size)
        assert step["lens"] == pytest.approx(size[0] / size[1], rel=1e-3), f"the lens keeps the window's shape at {size}"
        first, second = step["sides"]
        assert first / second == pytest.approx(1.0, abs=0.02), f"a square of the board is square on screen at {size}"
        assert step["inside"], f"the view from above is framed again: the square is on screen at {size}"
        assert step["layouts"] >= 1 and step["events"] == [list(size)], f"the screen is laid out again at {size}"


@pytest.mark.slow  # the same sequences as the real window's above, through the offscreen host
def test_resizing_an_offscreen_window_keeps_squares_square(tmp_path):
    check(run_sequence("offscreen", tmp_path))


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")
def test_resizing_a_real_window_keeps_squares_square(tmp_path):
    import os

    xvfb, display = start_xvfb()
    try:
        check(run_sequence("window", tmp_path, env={**os.environ, "DISPLAY": display,
                                                     "DRAGONARIUM_HOME": str(tmp_path / "home")}))
    finally:
        xvfb.kill()
        xvfb.wait(10)
