"""The autosave is written off the table's thread: the newest record wins, a failure is reported, nothing is torn."""
import errno
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from dragonarium.play.autosave import Autosaver
from dragonarium.rules import load_record, record_of, save_record
from dragonarium.play.saves import autosave_files, latest_autosave

from tests.support.games import new_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def saver(tmp_path):
    saver = Autosaver(tmp_path / "autosave.yaml")
    yield saver
    saver.close()


def test_the_newest_record_is_on_disk_after_a_flush(saver):
    game = new_game(2, 5)
    for _ in range(6):
        game.apply(game.legal_actions()[0])
        saver.save(game)
    assert saver.flush() and saver.error == ""
    assert load_record(saver.path) == record_of(game)


def test_saving_returns_before_the_disk_is_written(saver, monkeypatch):
    gate = threading.Event()
    real_replace = os.replace

    def slow_replace(source, target):
        gate.wait(10)
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", slow_replace)
    game = new_game(2, 5)
    saver.save(game)  # returns although the write is held up
    assert not saver.path.exists()
    game.apply(game.legal_actions()[0])
    saver.save(game)
    gate.set()
    assert saver.flush()
    assert load_record(saver.path) == record_of(game), "the newest record is the one that stays"


def test_a_failed_write_is_reported_and_the_last_good_save_kept(saver, monkeypatch):
    game = new_game(2, 5)
    saver.save(game)
    assert saver.flush()
    good = saver.path.read_text()

    def disk_full(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    game.apply(game.legal_actions()[0])
    saver.save(game)
    assert saver.flush()
    assert saver.error == "Autosave failed: No space left on device"
    assert saver.path.read_text() == good
    monkeypatch.undo()
    saver.save(game)
    assert saver.flush() and saver.error == "", "a later good write clears the report"


def a_played_game(actions):
    game = new_game(2, 5)
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    return game


def test_a_lock_that_cannot_be_taken_sends_the_game_to_a_file_of_its_own(tmp_path):
    """``.autosave.yaml.lock`` is a folder, so nobody can hold ``autosave.yaml``: no table writes it, each goes on
    to a file it can hold."""
    path = tmp_path / "autosave.yaml"
    save_record(a_played_game(2), path)
    before = path.read_bytes()
    (tmp_path / ".autosave.yaml.lock").mkdir()
    first, second = Autosaver(path), None
    try:
        assert first.path == tmp_path / "autosave-2.yaml"
        assert "autosave-2.yaml" in first.notice
        other = subprocess.run([sys.executable, "-c", CLAIMER, str(ROOT), str(path)], capture_output=True,
                               text=True, timeout=60)
        assert other.stdout.split() == ["autosave-3.yaml"], other.stderr  # another table, at once
        game = a_played_game(4)
        first.save(game)
        assert first.flush() and first.error == ""
        assert load_record(first.path) == record_of(game)
        assert path.read_bytes() == before, "the file nobody could hold is never written"
    finally:
        first.close()
    assert latest_autosave(path) == first.path


def test_when_no_autosave_can_be_held_nothing_is_written_and_the_table_says_why(tmp_path):
    path = tmp_path / "autosave.yaml"
    for candidate in autosave_files(path):
        (tmp_path / f".{candidate.name}.lock").mkdir()
    saver = Autosaver(path)
    try:
        assert saver.notice.startswith("Autosave failed: ") and os.strerror(errno.EISDIR) in saver.notice
        saver.save(a_played_game(1))
        assert saver.flush() and saver.error == ""
    finally:
        saver.close()
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".yaml"]


CLAIMER = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from dragonarium.play.saves import SaveLock, autosave_files, claim_autosave
if len(sys.argv) > 3:  # every autosave file, as that many tables would
    held = [(path, SaveLock.take(path)) for path in autosave_files(Path(sys.argv[2]))]
else:
    held = [claim_autosave(Path(sys.argv[2]))[:2]]
print(" ".join(path.name for path, lock in held if lock is not None), flush=True)
if len(sys.argv) > 3:
    time.sleep(60)
"""


def test_a_table_beyond_the_last_free_autosave_writes_none(tmp_path):
    from dragonarium.play.saves import TABLES

    path = tmp_path / "autosave.yaml"
    save_record(a_played_game(2), path)
    before = path.read_bytes()
    others = subprocess.Popen([sys.executable, "-c", CLAIMER, str(ROOT), str(path), "all"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert len(others.stdout.readline().split()) == TABLES  # as many tables as there are files
        saver = Autosaver(path)
        try:
            assert saver.notice == f"{TABLES} tables are saving already: this game is not saved automatically"
            saver.save(a_played_game(4))
            assert saver.flush()
        finally:
            saver.close()
        assert path.read_bytes() == before, "the first table's game is untouched"
    finally:
        others.kill()
        others.wait(10)
        others.stdout.close()


def test_a_delayed_save_waits_its_time_unless_it_is_waited_for(saver):
    game = new_game(2)
    saver.save(game, delay=60.0)
    writer = threading.Event()
    threading.Timer(0.3, writer.set).start()
    writer.wait()
    assert not saver.path.exists()  # not yet: its time has not come, and nobody waits for it
    assert saver.flush(5.0) and load_record(saver.path).actions == record_of(game).actions


def test_a_delayed_save_is_written_when_the_table_closes(tmp_path):
    game = new_game(2)
    saving = Autosaver(tmp_path / "autosave.yaml")
    saving.save(game, delay=60.0)
    saving.close()
    assert load_record(tmp_path / "autosave.yaml").actions == record_of(game).actions
