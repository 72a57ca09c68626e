"""The table's sounds: one per cue, every byte made by scripts/make_sounds.py, short, small and not loud."""
from __future__ import annotations

import ast
import importlib.util
import sys
import wave
from pathlib import Path

import numpy as np
import pytest

from dragonarium import paths
from dragonarium.play.sound_cues import Cue

from tests.test_built_app import build_script, included

ROOT = Path(__file__).resolve().parents[1]
SOUNDS = ROOT / "sounds"
LONG = {Cue.ROUND_ENDED, Cue.GAME_OVER}
"""The chimes that close a round or the game may ring longer."""


def make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def samples(path: Path) -> tuple[np.ndarray, int, int, int]:
    """The samples of a WAV file in [-1, 1), its rate, channels and bytes per sample."""
    with wave.open(str(path), "rb") as sound:
        frames = sound.readframes(sound.getnframes())
        return (np.frombuffer(frames, "<i2") / 32768.0, sound.getframerate(), sound.getnchannels(),
                sound.getsampwidth())


def test_the_sounds_folder_holds_a_file_for_each_cue_and_nothing_else():
    assert sorted(path.name for path in SOUNDS.iterdir()) == sorted(cue.file_name for cue in Cue)


def test_rebuilding_the_sounds_gives_the_same_bytes(tmp_path):
    written = make_sounds().build(tmp_path)
    assert [path.name for path in written] == [cue.file_name for cue in Cue]
    changed = [path.name for path in written if path.read_bytes() != (SOUNDS / path.name).read_bytes()]
    assert changed == []


@pytest.mark.parametrize("cue", list(Cue), ids=lambda cue: cue.value)
def test_each_sound_is_short_small_mono_16_bit_and_not_loud(cue):
    path = SOUNDS / cue.file_name
    sound, rate, channels, width = samples(path)
    assert (rate, channels, width) == (22050, 1, 2)
    assert path.stat().st_size < 100_000
    seconds = len(sound) / rate
    assert 0.05 <= seconds <= (1.5 if cue in LONG else 0.65)
    peak_db = 20 * np.log10(np.max(np.abs(sound)))
    assert -20 < peak_db <= -5.9, "about -6 dBFS at the loudest, never near clipping"
    assert abs(sound[0]) < 1e-3 and abs(sound[-1]) < 1e-3, "starts and ends in silence: no click"


def setup_plugins() -> list[str]:
    """The ``plugins`` setup.py gives build_apps, read without running it."""
    for node in ast.walk(ast.parse((ROOT / "setup.py").read_text())):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value == "plugins":
                    return ast.literal_eval(value)
    raise AssertionError("setup.py gives no plugins")


def test_the_built_app_ships_every_sound_and_the_audio_plugin_that_plays_them(tmp_path):
    names = [f"sounds/{cue.file_name}" for cue in Cue]
    assert [name for name in names if not included(name)] == []
    assert not included("scripts/make_sounds.py")
    assert "p3openal_audio" in setup_plugins()
    assert set(names) <= set(build_script().missing_files(tmp_path)), "the check of a built folder asks for them"


def test_the_table_finds_its_sounds_in_a_checkout_and_beside_a_built_app(monkeypatch, tmp_path):
    assert paths.sounds_root() == SOUNDS
    app = tmp_path / "manylinux2014_x86_64"
    (app / "data").mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(app / "dragonarium"))
    assert paths.sounds_root() == app / "sounds"
