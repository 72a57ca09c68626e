#!/usr/bin/env python3
"""Make the table's sounds from code: one short WAV file per cue of ``dragonarium.play.sound_cues``.

    python3 scripts/make_sounds.py [--out DIR]

writes ``DIR/sounds/<cue>.wav`` (mono, 16-bit, 22050 Hz); DIR defaults to the repository root. Every sample is
computed here: wooden clicks and knocks are noise bursts shaped in frequency and a few decaying resonances, the
chimes a few partials with their own envelopes, the refusal a low muted thud. The noise comes from an integer
hash of the sample's index, not a random generator, so running the script again writes the same bytes.
"""
from __future__ import annotations

import argparse
import sys
import wave
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from dragonarium.play.sound_cues import Cue  # noqa: E402

RATE = 22050
"""Samples a second."""
FADE_SECONDS = 0.008
"""Every sound ends on a short fade to silence, so stopping never clicks."""
FADE_IN_SECONDS = 0.001
"""And starts from silence (the filtering leaves a trace of its end at its start)."""
LOWEST = 40.0
"""Hz: lower than that, small speakers only rattle (and an offset from zero would click)."""


# -- the pieces sounds are made of ---------------------------------------------------------------------------------

def _times(seconds: float) -> np.ndarray:
    return np.arange(int(round(seconds * RATE)), dtype=np.float64) / RATE


def _noise(count: int, seed: int) -> np.ndarray:
    """White noise in [-1, 1): a 32-bit integer hash (lowbias32) of each sample's index and ``seed``."""
    x = (np.arange(count, dtype=np.uint32) + np.uint32((seed * 0x9E3779B9) & 0xFFFFFFFF)).astype(np.uint32)
    x ^= x >> np.uint32(16)
    x *= np.uint32(0x7FEB352D)
    x ^= x >> np.uint32(15)
    x *= np.uint32(0x846CA68B)
    x ^= x >> np.uint32(16)
    return x.astype(np.float64) / 2.0 ** 31 - 1.0


def _shaped(signal: np.ndarray, gain: Callable[[np.ndarray], np.ndarray]) -> np.ndarray:
    """``signal`` with each frequency scaled by ``gain(frequency in Hz)``."""
    spectrum = np.fft.rfft(signal)
    frequencies = np.fft.rfftfreq(len(signal), 1.0 / RATE)
    return np.fft.irfft(spectrum * gain(frequencies), len(signal))


def _band(signal: np.ndarray, centre: float, octaves: float) -> np.ndarray:
    """A bell-shaped band around ``centre``, ``octaves`` wide at about half height."""
    def gain(f: np.ndarray) -> np.ndarray:
        distance = np.log2(np.maximum(f, 1.0) / centre) / (octaves / 2.355)
        return np.exp(-0.5 * distance ** 2)
    return _shaped(signal, gain)


def _lowpass(signal: np.ndarray, cutoff: float) -> np.ndarray:
    return _shaped(signal, lambda f: 1.0 / np.sqrt(1.0 + (f / cutoff) ** 4))


def _envelope(t: np.ndarray, start: float, attack: float, decay: float) -> np.ndarray:
    """Silent before ``start``, a smooth rise over ``attack`` seconds, then an exponential fall (time constant
    ``decay``)."""
    local = t - start
    rise = np.sin(0.5 * np.pi * np.clip(local / attack, 0.0, 1.0)) ** 2
    return np.where(local < 0, 0.0, rise * np.exp(-np.maximum(local, 0.0) / decay))


def _burst(t: np.ndarray, seed: int, start: float, decay: float, centre: float, octaves: float) -> np.ndarray:
    """A click: band-limited noise that dies away fast."""
    return _band(_noise(len(t), seed), centre, octaves) * _envelope(t, start, 0.0008, decay)


def _modes(t: np.ndarray, start: float, modes: Sequence[tuple[float, float, float]]) -> np.ndarray:
    """Resonances struck at ``start``: (frequency, amplitude, decay) each, like a piece of wood knocked."""
    local = np.maximum(t - start, 0.0)
    out = np.zeros_like(t)
    for frequency, amplitude, decay in modes:
        out += amplitude * np.sin(2 * np.pi * frequency * local) * _envelope(t, start, 0.001, decay)
    return out


def _note(t: np.ndarray, start: float, frequency: float, decay: float, loudness: float = 1.0) -> np.ndarray:
    """A soft chime: a few partials, the higher ones fading sooner, with a gentle attack."""
    partials = ((1.0, 1.0), (2.0, 0.28), (2.76, 0.12), (3.0, 0.07), (5.4, 0.03))
    local = np.maximum(t - start, 0.0)
    out = np.zeros_like(t)
    for ratio, amplitude in partials:
        out += amplitude * np.sin(2 * np.pi * frequency * ratio * local) * _envelope(t, start, 0.006, decay / ratio)
    return loudness * out


def _glide(t: np.ndarray, start: float, begin: float, end: float, seconds: float) -> np.ndarray:
    """A sine whose pitch slides from ``begin`` to ``end`` Hz over ``seconds`` (evenly in pitch)."""
    local = np.clip(t - start, 0.0, None)
    ratio = np.log(end / begin) / seconds
    sliding = np.minimum(local, seconds)
    phase = begin * np.expm1(ratio * sliding) / ratio + end * (local - sliding)
    return np.sin(2 * np.pi * phase)


def _finish(signal: np.ndarray, peak_db: float) -> bytes:
    """The samples as 16-bit little-endian PCM: nothing below ``LOWEST`` Hz, the loudest at ``peak_db`` dBFS, a
    fade at each end."""
    signal = _shaped(signal, lambda f: f ** 2 / (f ** 2 + LOWEST ** 2))
    fade_in, fade_out = int(FADE_IN_SECONDS * RATE), int(FADE_SECONDS * RATE)
    signal[:fade_in] *= np.linspace(0.0, 1.0, fade_in)
    signal[len(signal) - fade_out:] *= np.linspace(1.0, 0.0, fade_out)
    signal *= 10 ** (peak_db / 20) / np.max(np.abs(signal))
    return np.round(signal * 32767).astype("<i2").tobytes()


# -- the sounds ----------------------------------------------------------------------------------------------------

def tile_picked() -> bytes:
    """A light wooden tick: the tile leaves the site."""
    t = _times(0.09)
    sound = _burst(t, 1, 0.0, 0.010, 2300, 1.2) + _modes(t, 0.0, ((1380, 0.45, 0.014), (2260, 0.25, 0.009)))
    return _finish(sound, -9)


def tile_turned() -> bytes:
    """A tiny dry tick, quieter than the rest: it comes with every quarter turn."""
    t = _times(0.06)
    return _finish(_burst(t, 2, 0.0, 0.005, 3400, 1.0) + _modes(t, 0.0, ((2900, 0.25, 0.007),)), -15)


def tile_placed() -> bytes:
    """A wooden knock: a tile laid down on the board."""
    t = _times(0.26)
    knock = _modes(t, 0.0, ((205, 1.0, 0.055), (470, 0.6, 0.038), (1040, 0.32, 0.020), (1730, 0.18, 0.011)))
    contact = _lowpass(_noise(len(t), 3), 1800) * _envelope(t, 0.0, 0.0006, 0.008)
    return _finish(knock + 1.4 * contact, -6)


def refused() -> bytes:
    """A low muted thud: no."""
    t = _times(0.2)
    # low, yet with an overtone that small speakers can play
    thud = (_glide(t, 0.0, 185, 115, 0.12) + 0.35 * _glide(t, 0.0, 370, 230, 0.12)) * _envelope(t, 0.0, 0.003, 0.045)
    felt = _lowpass(_noise(len(t), 4), 600) * _envelope(t, 0.0, 0.001, 0.012)
    return _finish(thud + 0.8 * felt, -10)


def stone() -> bytes:
    """A small stone set down on wood, with one little bounce."""
    t = _times(0.14)
    ring = ((1650, 0.5, 0.024), (2480, 0.32, 0.016), (3900, 0.16, 0.009))
    first = _burst(t, 5, 0.0, 0.004, 3000, 1.3) + _modes(t, 0.0, ring)
    bounce = _burst(t, 6, 0.034, 0.003, 3200, 1.3) + _modes(t, 0.034, ring)
    return _finish(first + 0.35 * bounce, -9)


def lost() -> bytes:
    """A soft falling plop: what was due does not come."""
    t = _times(0.3)
    envelope = _envelope(t, 0.0, 0.006, 0.085)
    sound = (_glide(t, 0.0, 540, 250, 0.24) + 0.2 * _glide(t, 0.0, 1080, 500, 0.24)) * envelope
    return _finish(sound, -13)


def hatched() -> bytes:
    """A shell's two small cracks, then a chime."""
    t = _times(0.65)
    cracks = _burst(t, 7, 0.0, 0.005, 2600, 1.4) + 0.7 * _burst(t, 8, 0.045, 0.004, 3100, 1.4)
    return _finish(0.9 * cracks + _note(t, 0.07, 784.0, 0.24), -7)


def nested() -> bytes:
    """Two soft rising notes: a dragon settles."""
    t = _times(0.6)
    return _finish(_note(t, 0.0, 659.3, 0.2, 0.8) + _note(t, 0.11, 987.8, 0.22), -8)


def round_ended() -> bytes:
    """Three soft notes going up (C, E, G)."""
    t = _times(1.0)
    notes = sum(_note(t, 0.13 * index, frequency, 0.32, 0.85)
                for index, frequency in enumerate((523.3, 659.3, 784.0)))
    return _finish(notes, -9)


def game_over() -> bytes:
    """An arpeggio to the high C, held over a low C."""
    t = _times(1.5)
    notes = sum(_note(t, 0.15 * index, frequency, 0.34, 0.8)
                for index, frequency in enumerate((523.3, 659.3, 784.0)))
    last = _note(t, 0.45, 1046.5, 0.6) + _note(t, 0.45, 261.6, 0.7, 0.55)
    return _finish(notes + last, -6)


SOUNDS: dict[Cue, Callable[[], bytes]] = {
    Cue.TILE_PICKED: tile_picked, Cue.TILE_TURNED: tile_turned, Cue.TILE_PLACED: tile_placed, Cue.REFUSED: refused,
    Cue.STONE: stone, Cue.LOST: lost, Cue.HATCHED: hatched, Cue.NESTED: nested, Cue.ROUND_ENDED: round_ended,
    Cue.GAME_OVER: game_over,
}
"""Each cue's sound."""


def write_wav(path: Path, frames: bytes) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def build(root: Path) -> list[Path]:
    """Write every cue's sound under ``root/sounds``; the files written, in the order of ``Cue``."""
    folder = root / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for cue in Cue:
        path = folder / cue.file_name
        write_wav(path, SOUNDS[cue]())
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT, help="output root (sounds/ goes under it)")
    args = parser.parse_args(argv)
    for path in build(args.out):
        print(f"{path.relative_to(args.out)}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
