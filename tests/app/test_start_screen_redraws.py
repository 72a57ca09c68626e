"""Every click on a start-screen button draws the frame that shows its new value, with the pointer left still.

A real window on a private Xvfb, the table drawing on demand as it does for a player; each click goes through the
window's own input device (pointer in the window, mouse button 1 down and up), so the mouse watcher, the
DirectGUI button and the frame pacer hear it as they hear a player's click. The pixels of the button (or of the
Load error) in the frame drawn after the click differ from those before it.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.xvfb import start_xvfb

ROOT = Path(__file__).resolve().parents[2]

CLICKS = r"""
import json, sys
from pathlib import Path
from panda3d.core import MouseButton, PNMImage, Point3
from direct.showbase.ShowBase import ShowBase
from dragonarium.app.window import configure, open_on_screen
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import load_catalog

folder = Path(sys.argv[1])
configure(False)
base = ShowBase(windowType="none")
assert open_on_screen(base, None)
catalog = load_catalog()
app = TableApp(base, catalog, preset=PRESETS[Quality.FAST], autosave=folder / "autosave.yaml",
               settings_file=folder / "settings.yaml", on_demand=True)
screen, frames = app.screen, app.host.frames

def steps(count):
    for _ in range(count):
        base.taskMgr.step()

def box(node):
    # a DirectGUI frame is drawn from its PGItem's frame, not from geometry of the scene graph
    left, right, bottom, top = node.node().getFrame() if hasattr(node.node(), "getFrame") else node["frameSize"]
    low = base.render2d.getRelativePoint(node, Point3(left, 0, bottom))
    high = base.render2d.getRelativePoint(node, Point3(right, 0, top))
    width, height = base.win.getXSize(), base.win.getYSize()
    return (int((low.x + 1) / 2 * width), int((1 - high.z) / 2 * height),
            int((high.x + 1) / 2 * width), int((1 - low.z) / 2 * height))

def shot(area):
    image = base.win.getScreenshot()
    picture = PNMImage()
    image.store(picture)
    left, top, right, bottom = area
    return [tuple(round(c, 2) for c in picture.getXel(x, y)) for y in range(max(0, top), min(picture.getYSize(), bottom))
            for x in range(max(0, left), min(picture.getXSize(), right))]

def click(button, shown, value):
    device = base.win.getInputDevice(0)  # choosing the quality may have opened the window again
    left, top, right, bottom = box(button)
    device.setPointerInWindow((left + right) // 2, (top + bottom) // 2)
    steps(20)                                    # hovered, drawn, then idle
    before, drawn_before, value_before = shot(box(shown())), frames.frames_drawn, value()
    steps(5)
    idle_drawn = frames.frames_drawn - drawn_before
    device.buttonDown(MouseButton.one())
    device.buttonUp(MouseButton.one())           # a DirectButton runs its command on release
    drawn = frames.frames_drawn
    for _ in range(10):
        base.taskMgr.step()
        if frames.frames_drawn > drawn and value() != value_before:
            break
    # the first frame drawn after the release: is its value there?
    return {"idle_drawn": idle_drawn, "drawn": frames.frames_drawn - drawn, "changed": value() != value_before,
            "pixels_differ": shot(box(shown())) != before, "value": str(value())}

out = {}
label = lambda button: (lambda: button["text"])
same = lambda node: (lambda: node)
screen.show_page("new")   # the new game's page over the table
steps(10)
out["players 3"] = click(screen.count_buttons[2], same(screen.count_buttons[2]), lambda: screen.players)
out["kind 2"] = click(screen.kind_buttons[1], same(screen.kind_buttons[1]), label(screen.kind_buttons[1]))
out["side 2"] = click(screen.side_buttons[1], same(screen.side_buttons[1]), label(screen.side_buttons[1]))
screen.show_page("settings")
steps(10)
out["quality"] = click(screen.quality_button, same(screen.quality_button), label(screen.quality_button))
if screen.language_button is not None:
    # the start screen is made again in the other language
    out["language"] = click(screen.language_button, lambda: app.screen.language_button,
                            lambda: app.screen.language_button["text"])
screen = app.screen
screen.show_page("load")
screen.load_entry.enterText(str(folder / "no such game.yaml"))
steps(5)
out["load error"] = click(screen.load_button, same(screen.root), lambda: screen.error["text"])
print(json.dumps(out))
"""


def run(tmp_path, env) -> dict:
    result = subprocess.run([sys.executable, "-c", CLICKS, str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                            timeout=240, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.mark.slow  # a real window clicked through; tests/app/test_frames.py checks the same drawing on demand offscreen
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")
def test_each_start_screen_click_draws_its_new_value_without_a_pointer_move(tmp_path):
    xvfb, display = start_xvfb()
    try:
        clicks = run(tmp_path, {**os.environ, "DISPLAY": display, "DRAGONARIUM_HOME": str(tmp_path / "home")})
    finally:
        xvfb.kill()
        xvfb.wait(10)
    print(clicks)
    assert {"players 3", "kind 2", "side 2", "quality", "load error"} <= set(clicks)
    for name, seen in clicks.items():
        assert seen["idle_drawn"] == 0, f"{name}: nothing is drawn while the pointer rests on the button"
        assert seen["changed"], f"{name}: the click reached the button"
        assert seen["drawn"] >= 1, f"{name}: a frame is drawn after the click"
        assert seen["pixels_differ"], f"{name}: the frame drawn shows the new value"
