"""Quitting the table remembers the window's size in ``settings.yaml``, keeping the file's good fields and the
ones this version does not know; a quit that changed nothing leaves the file alone."""
import os

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.play.motion import Motion
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.settings import Settings, load_settings
from dragonarium.play.window_place import WindowPlace
from dragonarium.rules import read_yaml

from tests.support.games import CATALOG

TEXT = "language: fr\ntext_size: 150\nmotion: reduced\nquality: fast\nvolume: 101\nhints: sparse\n"
"""Four good values, one out of range, and a field of a newer version."""


def app_with(path) -> TableApp:
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    settings, note = load_settings(path)
    assert "volume" in note
    return TableApp(offscreen.base, CATALOG, autosave=path.parent / "autosave.yaml", preset=PRESETS[Quality.FAST],
                    settings=settings, settings_file=path, notice=note)


def test_a_window_changed_before_quit_is_written_with_the_good_and_the_unknown_fields(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text(TEXT, encoding="utf-8")
    app = app_with(path)
    app.host.window.place = WindowPlace(1000, 560, 30, 40)  # the person resized the window
    app.close()
    assert load_settings(path) == (Settings(language="fr", text_size=150, motion=Motion.REDUCED,
                                            quality=Quality.FAST, window=WindowPlace(1000, 560, 30, 40),
                                            unknown=(("hints", "sparse"),)), "")
    assert read_yaml(path)["hints"] == "sparse"


def test_a_quit_that_changed_nothing_leaves_the_file_alone(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text(TEXT + "window: {width: 1000, height: 560, x: 30, y: 40}\n", encoding="utf-8")
    os.utime(path, (1_000_000_000, 1_000_000_000))
    app = app_with(path)
    app.host.window.place = WindowPlace(1000, 560, 30, 40)  # where it opened
    app.close()
    assert path.stat().st_mtime == 1_000_000_000 and "volume: 101" in path.read_text(encoding="utf-8")
