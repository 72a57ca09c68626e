"""The table's sounds: one per cue, every byte made by scripts/make_sounds.py, short, small and not loud."""
from __future__ import annotations

import importlib.util
import wave
from pathlib import Path

import numpy as np
import pytest

from dragonarium.play.sound_cues import Cue

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
