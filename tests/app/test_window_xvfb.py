"""A real window under Xvfb: the first turn played with synthetic mouse events (xdotool).

The X server runs on the first free display from :90 and is used once it says it
is ready (``-displayfd``); the test clicks once the window shows the table
(ImageMagick's ``import`` reads the window's pixels), and every later step waits
for the autosave to record the action, each wait bounded by a timeout.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dragonarium.app.scene.layout import board_places, cell_centre, level_z, site_place, site_positions
from dragonarium.app.scene.table_view import SITE_SCALE
from dragonarium.rules.engine.game import Phase
from dragonarium.rules.files.record import load_record, replay
from tests.support.table_window import TableWindow, button_centre
from tests.support.xvfb import start_xvfb, wait_for

WIDTH, HEIGHT = 1280, 720
TOOLS = shutil.which("Xvfb") and shutil.which("xdotool") and shutil.which("import")
pytestmark = pytest.mark.skipif(not TOOLS and not os.environ.get("CI"),
                                reason="needs Xvfb, xdotool and ImageMagick's import")

RECORD = """format: dragonarium-record
version: 1
seed: 21
players:
  - {name: Ann, side: library}
  - {name: Bob, side: library}
actions: []
"""


def window_pixels(window_id: str, env: dict) -> bytes:
    """The window's pixels as raw RGB bytes (empty when it cannot be read yet)."""
    return subprocess.run(["import", "-silent", "-window", window_id, "-depth", "8", "rgb:-"], env=env,
                          capture_output=True, timeout=30).stdout


def shows_a_picture(pixels: bytes) -> bool:
    """More than a handful of colours: not a blank or cleared window."""
    return len(pixels) >= WIDTH * HEIGHT * 3 and len(set(pixels[::97])) > 16


def test_first_turn_in_a_real_window(tmp_path):
    xvfb, display = start_xvfb()
    record = tmp_path / "start.yaml"
    record.write_text(RECORD)
    env = {**os.environ, "DISPLAY": display, "DRAGONARIUM_HOME": str(tmp_path / "home")}
    # the window as it was last closed (a new one would take 90 % of the 1280x800 desktop)
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "settings.yaml").write_text(f"window: {{width: {WIDTH}, height: {HEIGHT}, x: 0, y: 0}}\n")
    app, log = None, tmp_path / "app.log"
    try:
        with log.open("wb") as output:  # a file, not a pipe nobody reads: the app can never block on its output
            app = subprocess.Popen([sys.executable, "-m", "dragonarium", "play", str(record)], env=env,
                                   stdout=output, stderr=subprocess.STDOUT, cwd=Path(__file__).resolve().parents[2])
        window_id = wait_for(lambda: subprocess.run(["xdotool", "search", "--name", "Dragonarium"], env=env,
                                                    capture_output=True, text=True).stdout.split(), 90,
                             "the window", app, log)[0]
        geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window_id], env=env,
                                  capture_output=True, text=True, check=True).stdout
        values = dict(line.split("=") for line in geometry.split())
        offset = (int(values["X"]), int(values["Y"]))
        autosave = tmp_path / "home" / "autosave.yaml"
        game = replay(load_record(record))
        first = game.state.current
        drafted = game.state.site[0]
        places = board_places(2)
        window = TableWindow(env, offset, first, places)
        wait_for(lambda: shows_a_picture(window_pixels(window_id, env)), 60, "the table drawn in the window", app, log)

        def actions():
            return load_record(autosave).actions if autosave.exists() else ()

        # draft the left-most planning-site tile
        frame = site_place(places, first)
        sx, sy = site_positions(len(game.state.site))[0]
        window.click(window.pixel(frame.to_world(sx, sy + SITE_SCALE / 2, level_z(1))))
        wait_for(lambda: len(actions()) == 1, what="the draft", app=app, log=log)
        assert str(actions()[0]) == "draft 1"
        # place it on bare board at the front-left corner, level 1
        x, y = cell_centre((4, 0))
        window.click(window.pixel(places[first].to_world(x, y, 0.0)))
        wait_for(lambda: len(actions()) == 2, what="the placement", app=app, log=log)
        assert str(actions()[1]) == "place A1 B1"
        game = replay(load_record(autosave))
        while game.pending().phase is Phase.NEST:
            cell = game.pending().choices[0].cell
            x, y = cell_centre(cell)
            count = len(actions())
            window.click(window.pixel(places[first].to_world(x, y, level_z(game.state.boards[first].level(cell)))))
            wait_for(lambda: len(actions()) == count + 1, what="a nest", app=app, log=log)
            game = replay(load_record(autosave))
        # the element buttons: fire is the first of the bottom row
        assert game.pending().phase is Phase.ELEMENT
        count = len(actions())
        window.click(window.layer_pixel(*button_centre(game)))
        wait_for(lambda: len(actions()) == count + 1, what="the element", app=app, log=log)
        assert str(actions()[-1]) == "element fire"
        game = replay(load_record(autosave))
        while game.state.current == first and game.pending().phase is Phase.STONE:
            cell = game.pending().choices[0].cell
            x, y = cell_centre(cell)
            count = len(actions())
            window.click(window.pixel(places[first].to_world(x, y, level_z(game.state.boards[first].level(cell)))))
            wait_for(lambda: len(actions()) == count + 1, what="a stone", app=app, log=log)
            game = replay(load_record(autosave))
        assert game.state.current != first, "the first turn is over"
        board = game.state.boards[first]
        assert board.level((4, 0)) == 1 and board.level((4, 1)) == 1
        assert board.top((4, 0)).tile == drafted and board.top((4, 0)).part == 0
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(10)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(10)
