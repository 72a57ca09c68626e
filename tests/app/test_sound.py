"""The table's sounds: each change plays its cues, M mutes and unmutes (remembered), and with null audio or no
sound device at all the table is silent without an error or a line of log."""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dragonarium.app.audio import TableSound
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.settings import Settings, load_settings
from dragonarium.play.sound_cues import Cue
from dragonarium.rules import Draft, Game, Seat
from dragonarium.play.session import PlaySession

from tests.app.contexts import context_of
from tests.app.driver import SIZE, Driver
from tests.support.games import CATALOG

ROOT = Path(__file__).resolve().parents[2]


def sounding_screen(seed: int = 4, muted: bool = False) -> tuple[GameScreen, TableSound, list[bool]]:
    offscreen = OffscreenBase.get(SIZE)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    sound = TableSound(offscreen.base, muted=muted)
    mutes: list[bool] = []
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], seed)
    screen = GameScreen(context_of(offscreen, sound=sound), PlaySession(game), on_mute=mutes.append)
    return screen, sound, mutes


def test_with_null_audio_each_change_plays_its_cues_and_nothing_is_said(capfd):
    OffscreenBase.get(SIZE)
    capfd.readouterr()
    screen, sound, _ = sounding_screen()
    try:
        assert not sound.device and list(sound.played) == [], "opening the table is silent"
        Driver(screen).play(Draft(0))
        assert list(sound.played) == [Cue.TILE_PICKED]
        screen.key("r")
        screen.left_click(*Driver(screen).slot_pixel(1))  # the site, while a tile is to be placed
        assert list(sound.played) == [Cue.TILE_PICKED, Cue.TILE_TURNED, Cue.REFUSED]
    finally:
        screen.cleanup()
    assert capfd.readouterr() == ("", ""), "no error and no log line"


def test_m_mutes_and_unmutes_and_while_a_file_name_is_typed_it_is_a_letter():
    screen, sound, mutes = sounding_screen()
    try:
        assert screen.key("m") and sound.muted and mutes == [True]
        Driver(screen).play(Draft(0))
        assert list(sound.played) == [], "muted: the draft is not heard"
        screen.key("m")
        assert not sound.muted and mutes == [True, False]
        screen.key("r")
        assert list(sound.played) == [Cue.TILE_TURNED], "what happened while muted is not played later"
        screen.saving.open_dialog()
        assert screen.key("m") is False and not sound.muted
    finally:
        screen.cleanup()


def test_muting_is_remembered_by_the_next_table(tmp_path):
    offscreen = OffscreenBase.get(SIZE)
    offscreen.fresh_scene()
    settings_file = tmp_path / "settings.yaml"
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings=Settings(volume=35), settings_file=settings_file)
    try:
        app.play(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4))
        app.screen.key("m")
        assert load_settings(settings_file) == (Settings(volume=35, muted=True), "")
    finally:
        app.close()
    again = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                     settings=load_settings(settings_file)[0], settings_file=settings_file)
    try:
        assert (again.sound.muted, again.sound.volume) == (True, 35)
    finally:
        again.close()


WINDOW_AUDIO = textwrap.dedent("""
    import json
    from panda3d.core import loadPrcFileData
    from dragonarium.app.window import COMMON, SOUND
    loadPrcFileData("test", COMMON + SOUND + "window-type none\\n")  # a window's settings, with no window
    from dragonarium.app.audio import TableBase, TableSound
    from dragonarium.play.sound_cues import Cue
    base = TableBase()
    sound = TableSound(base)
    sound.play([Cue.TILE_PLACED])
    placed = sound._sound(Cue.TILE_PLACED)
    print(json.dumps({"device": sound.device, "seconds": placed.length(), "playing": placed.status() == 2}))
    base.destroy()
""")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSOFT_DRIVERS chooses OpenAL Soft's backends")
@pytest.mark.parametrize("drivers, device", [("no-such-driver", False), ("null", True)],
                         ids=["no-sound-device", "a-device-that-plays-into-nothing"])
def test_a_window_s_sound_opens_without_a_word_with_or_without_a_device(drivers, device):
    env = dict(os.environ, ALSOFT_DRIVERS=drivers, PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", WINDOW_AUDIO], capture_output=True, text=True, env=env,
                            timeout=120)
    assert (result.returncode, result.stderr) == (0, "")
    heard = json.loads(result.stdout)
    assert heard["device"] is device
    if device:
        assert heard["playing"] and abs(heard["seconds"] - 0.26) < 0.01, "the shipped file plays through OpenAL"
