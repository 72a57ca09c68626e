"""Saving never destroys the last good save: failures and crashes in the middle of a write."""
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from dragonarium.rules.game import Game, Seat
from dragonarium.rules.record import load_record, record_of, save_record, write_atomic

from tests.game.play import CATALOG

ROOT = Path(__file__).resolve().parents[2]


def a_game(actions=3):
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 12)
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    return game


def test_a_full_disk_in_the_middle_of_writing_keeps_the_old_save(tmp_path, monkeypatch):
    path = tmp_path / "autosave.yaml"
    good = a_game(2)
    save_record(good, path)
    real_fdopen = os.fdopen

    class FullDisk:
        def __init__(self, stream):
            self.stream = stream

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.stream.close()
            return False

        def write(self, text):
            self.stream.write(text[: len(text) // 2])
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fdopen", lambda *a, **k: FullDisk(real_fdopen(*a, **k)))
    with pytest.raises(OSError, match="No space"):
        save_record(a_game(4), path)
    monkeypatch.undo()
    assert load_record(path) == record_of(good)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.yaml"]


CRASHING_WRITER = r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
from dragonarium.rules.record import write_atomic
def slow_fsync(fd):
    print("writing", flush=True)
    time.sleep(30)
os.fsync = slow_fsync
write_atomic(sys.argv[2], "format: dragonarium-record\nversion: 1\nseed: 99\n" + "#" * 100000)
"""


def test_a_crash_during_a_save_leaves_the_previous_save_readable(tmp_path):
    path = tmp_path / "autosave.yaml"
    good = a_game(3)
    save_record(good, path)
    child = subprocess.Popen([sys.executable, "-c", CRASHING_WRITER, str(ROOT), str(path)], stdout=subprocess.PIPE,
                             text=True)
    assert child.stdout.readline().strip() == "writing"
    child.send_signal(signal.SIGKILL)
    child.wait(10)
    assert load_record(path) == record_of(good)


def test_a_failed_autosave_is_reported_and_play_goes_on(tmp_path):
    from dragonarium.play.autosave import Autosaver
    from dragonarium.play.controller import PlayController
    from dragonarium.rules.actions import Draft

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be")
    game = a_game(0)
    saver = Autosaver(blocker / "autosave.yaml")
    controller = PlayController(game, autosave=saver)
    try:
        assert controller.play(Draft(0))
        assert saver.flush()
        assert "Autosave failed" in controller.save_error
        assert game.history == [Draft(0)]
    finally:
        saver.close()


def test_write_atomic_replaces_in_one_step(tmp_path):
    path = tmp_path / "x.yaml"
    write_atomic(path, "a: 1\n")
    write_atomic(path, "a: 2\n")
    assert path.read_text() == "a: 2\n" and len(list(tmp_path.iterdir())) == 1

