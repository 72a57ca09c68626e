"""The table's sounds, played through Panda3D's audio (OpenAL): each cue's file from ``sounds/``, at the volume
and mute the player chose.

With no sound device (or ``audio-library-name null``, as in tests and offscreen drawing) Panda3D gives null audio
managers, whose sounds play nothing: the table is silent and goes on as ever. ``TableBase`` opens the audio with
the process's error output shut for that moment, so a missing device is not reported by the audio libraries
(OpenAL, ALSA) at every start either.
"""
from __future__ import annotations

import os
import sys
from collections import deque
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Optional, Sequence

from direct.showbase.ShowBase import ShowBase
from panda3d.core import AudioSound

from dragonarium.app.gfx.asset_files import memory_copy
from dragonarium.guarded_read import FileRefused
from dragonarium.paths import sounds_root
from dragonarium.play.settings import VOLUME
from dragonarium.play.sound_cues import Cue

CUE_GAP = 0.12
"""Seconds between the cues of one change, so a placement's knock comes before the hatch's chime."""
HEARD = 32
"""How many of the cues played last are kept (``TableSound.played``)."""


@contextmanager
def quiet_errors() -> Iterator[None]:
    """Nothing written to the process's error output (file descriptor 2, where C libraries write) comes out
    while the block runs; where there is no such descriptor (a program without a console), nothing changes."""
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield
        return
    try:
        with open(os.devnull, "w") as nowhere:
            os.dup2(nowhere.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class TableBase(ShowBase):
    """Panda3D's ShowBase, whose audio managers open without a word (see ``quiet_errors``)."""

    def createBaseAudioManagers(self) -> None:
        with quiet_errors():
            super().createBaseAudioManagers()


class TableSound:
    """Plays cues on ``base``'s first sound-effects manager; each file is loaded the first time its cue plays.

    ``volume`` goes from 0 (silent) to 100; ``muted`` silences every cue until unmuted."""

    def __init__(self, base: ShowBase, volume: int = VOLUME, muted: bool = False,
                 folder: Optional[Path] = None) -> None:
        self.base = base
        self.volume = volume
        self.muted = muted
        self.folder = folder if folder is not None else sounds_root()
        self._sounds: dict[Cue, Optional[AudioSound]] = {}
        self.played: deque[Cue] = deque(maxlen=HEARD)
        """The cues last played, oldest first (muted ones are not played)."""

    @property
    def device(self) -> bool:
        """True when a sound device plays what is played (False: the table is silent)."""
        managers = self.base.sfxManagerList
        return bool(managers) and managers[0].isValid()

    def set_muted(self, muted: bool) -> None:
        self.muted = muted

    def play(self, cues: Sequence[Cue]) -> tuple[Cue, ...]:
        """Play ``cues``, one change's, the first now and each next one ``CUE_GAP`` later; what is played (nothing
        while muted or at volume 0)."""
        if self.muted or self.volume <= 0 or not cues:
            return ()
        self._start(cues[0])
        for index, cue in enumerate(cues[1:], start=1):
            self.base.taskMgr.doMethodLater(index * CUE_GAP, self._later, f"sound-{cue.value}", extraArgs=[cue])
        return tuple(cues)

    def _later(self, cue: Cue) -> None:
        if not self.muted:
            self._start(cue)

    def _start(self, cue: Cue) -> None:
        sound = self._sound(cue)
        if sound is None:
            return
        sound.setVolume(self.volume / 100)
        sound.play()
        self.played.append(cue)

    def _sound(self, cue: Cue) -> Optional[AudioSound]:
        """The cue's loaded sound; None when its file is missing (the cue is silent) or no manager plays sounds."""
        if cue not in self._sounds:
            path = self.folder / cue.file_name
            try:
                loaded = self.base.loader.loadSfx(memory_copy(path))
            except FileRefused:  # missing, a pipe, a device or too large: the cue is silent
                loaded = None
            self._sounds[cue] = loaded
        return self._sounds[cue]

    def stop(self) -> None:
        """Stop what is playing and what was to follow (the table closes)."""
        for cue in Cue:
            self.base.taskMgr.remove(f"sound-{cue.value}")
        for sound in self._sounds.values():
            if sound is not None:
                sound.stop()
