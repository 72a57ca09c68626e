"""The start screen's Load page: the saved games listed (a click loads one, an unreadable one says why), and a path
field that keeps whatever is typed in it, however long, scrolling instead of dropping characters."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.new_game_screen import NewGameScreen, Page
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import Game, Seat, save_record

from tests.support.games import CATALOG
from tests.support.xvfb import start_xvfb, wait_for

ROOT = Path(__file__).resolve().parents[2]
TOOLS = shutil.which("Xvfb") and shutil.which("xdotool")


def open_load_page(tmp_path, monkeypatch) -> TableApp:
    """The app on its Load page, with an autosave (Ann and Bob), a broken autosave-2 and a save in the home folder
    (Dee, Eve and Fay), the newest."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    autosave = tmp_path / "autosave.yaml"
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 9)
    game.apply(game.legal_actions()[0])
    save_record(game, autosave)
    (tmp_path / "autosave-2.yaml").write_text("format: dragonarium-record\nversion: 2\nseed: x\n")
    save_record(Game(CATALOG, [Seat("Dee"), Seat("Eve"), Seat("Fay")], 5), home / "dragonarium-5.yaml")
    for age, path in enumerate((home / "dragonarium-5.yaml", tmp_path / "autosave-2.yaml", autosave)):
        stamp = 2_000_000_000 - age * 60
        os.utime(path, (stamp, stamp))
    offscreen = OffscreenBase.get((320, 180), multisamples=0)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    app = TableApp(offscreen.base, CATALOG, autosave=autosave, preset=PRESETS[Quality.FAST],
                   settings_file=tmp_path / "settings.yaml")
    app.screen.show_page(Page.LOAD)
    return app


def test_the_saved_games_are_listed_newest_first_and_a_click_loads_one(tmp_path, monkeypatch):
    app = open_load_page(tmp_path, monkeypatch)
    try:
        screen = app.screen
        assert isinstance(screen, NewGameScreen) and screen.saved is not None
        own = [game.path.name for game in screen.saved.games[:3]]
        assert own == ["dragonarium-5.yaml", "autosave-2.yaml", "autosave.yaml"]
        rows = screen.saved.row_texts()
        assert rows[0].endswith("Saved (dragonarium-5.yaml): Dee, Eve, Fay, round 1")
        assert rows[2].endswith("Autosave (autosave.yaml): Ann, Bob, round 1")
        assert "two-player-game.yaml" in [game.path.name for game in screen.saved.games[3:]], "then the examples"
        screen.pick_saved(screen.saved.games[0])
        assert isinstance(app.screen, GameScreen)
        assert [seat.name for seat in app.screen.game.seats] == ["Dee", "Eve", "Fay"]
    finally:
        app.close()


def test_an_unreadable_saved_game_says_why_and_nothing_is_loaded(tmp_path, monkeypatch):
    app = open_load_page(tmp_path, monkeypatch)
    try:
        screen = app.screen
        broken = screen.saved.games[1]
        assert not broken.readable and "cannot be read: seed:" in screen.saved.row_texts()[1]
        assert screen.pick_saved(broken) is None
        assert app.screen is screen and screen.page == Page.LOAD
        assert screen.error["text"] == "autosave-2.yaml cannot be read: seed: expected a whole number, got text"
    finally:
        app.close()


def test_a_path_longer_than_the_field_is_kept_whole_and_loads(tmp_path, monkeypatch):
    app = open_load_page(tmp_path, monkeypatch)
    try:
        folder = tmp_path / ("a-folder-with-a-rather-long-name-" * 3) / "and-another-one-inside-it"
        folder.mkdir(parents=True)
        path = folder / "two-player-game-version-1.yaml"
        shutil.copy(ROOT / "examples" / "two-player-game-version-1.yaml", path)
        screen = app.screen
        assert screen.load_entry["overflow"], "the field scrolls"
        screen.load_entry.enterText(str(path))
        assert screen.load_entry.get() == str(path) and len(str(path)) > 3 * screen.load_entry["width"]
        screen._load_entry()  # the Load button
        assert isinstance(app.screen, GameScreen) and app.screen.game.seed == 7
    finally:
        app.close()


TYPIST = r"""
import sys
sys.path.insert(0, sys.argv[1])
from panda3d.core import loadPrcFileData
loadPrcFileData("", "win-size 400 200\nwin-origin 0 0\naudio-library-name null\nwindow-title Typist\n")
from direct.showbase.ShowBase import ShowBase
base = ShowBase()
from dragonarium.app.ui import style
entry = style.entry(base.aspect2d, width=8, pos=(-0.4, 0, 0), focus=1)
def done(text):
    print(repr(text), flush=True)
    base.userExit()
entry["command"] = done
print("ready", flush=True)
base.run()
"""


@pytest.mark.skipif(not TOOLS and not os.environ.get("CI"), reason="needs Xvfb and xdotool")
def test_characters_typed_past_the_end_of_a_field_are_kept(tmp_path):
    """Typed into a real window, key by key: a field 8 wide keeps a path of 56 characters."""
    typed = "/home/somebody/long/folder/two-player-game-version-1.yaml"
    xvfb, display = start_xvfb("800x600x24")
    env = {**os.environ, "DISPLAY": display}
    log = tmp_path / "typist.log"
    typist = None
    try:
        with log.open("wb") as output:
            typist = subprocess.Popen([sys.executable, "-c", TYPIST, str(ROOT)], env=env, stdout=output,
                                      stderr=subprocess.DEVNULL)
        window = wait_for(lambda: subprocess.run(["xdotool", "search", "--name", "Typist"], env=env,
                                                 capture_output=True, text=True).stdout.split(), 60,
                          "the window", typist, log)[0]
        wait_for(lambda: "ready" in log.read_text(), 60, "the field", typist, log)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, check=True, timeout=30)
        subprocess.run(["xdotool", "type", "--delay", "2", typed], env=env, check=True, timeout=60)
        subprocess.run(["xdotool", "key", "Return"], env=env, check=True, timeout=30)
        wait_for(lambda: len(log.read_text().splitlines()) > 1, 30, "the text entered", log=log)
        assert log.read_text().splitlines()[1] == repr(typed)
    finally:
        if typist is not None:
            typist.kill()
            typist.wait(10)
        xvfb.terminate()
        xvfb.wait(10)
