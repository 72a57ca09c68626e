"""The autosave is written off the table's thread: the newest record wins, a failure is reported, nothing is torn."""
import os
import threading

import pytest

from dragonarium.play.autosave import Autosaver
from dragonarium.rules import load_record, record_of

from tests.game.play import new_game


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
