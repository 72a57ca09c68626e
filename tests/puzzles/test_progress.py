"""The puzzle progress in the player's data folder: solved and best grade kept, a file that cannot be read ignored
with a note, today's puzzle chosen by the date."""
import json
from datetime import date

import pytest

from dragonarium.puzzles.progress import FILE_NAME, Mark, Progress, load_progress, progress_path, save_progress, todays


def test_the_progress_is_kept_and_read_back(tmp_path):
    path = tmp_path / FILE_NAME
    progress = Progress().graded("007", 40).graded("007", 75).graded("007", 60).graded("012", 100)
    save_progress(progress, path)
    read = load_progress(path)
    assert read.note == "" and read.marks == {"007": Mark(False, 75), "012": Mark(True, 100)}
    assert read.solved == 1 and read.mark("999") == Mark()


def test_solved_stays_solved_and_the_best_grade_stays_the_best(tmp_path):
    progress = Progress().graded("001", 100).graded("001", 20)
    assert progress.mark("001") == Mark(True, 100)


@pytest.mark.parametrize("content", [b"{not json", b'{"format": "something else", "version": 1, "puzzles": {}}',
                                     b'{"format": "dragonarium-puzzle-progress", "version": 1, '
                                     b'"puzzles": {"001": {"solved": "yes", "best": 10}}}',
                                     b'{"format": "dragonarium-puzzle-progress", "version": 1, '
                                     b'"puzzles": {"001": {"solved": true, "best": 400}}}',
                                     b"\xff\xfe"])
def test_a_corrupt_progress_file_is_ignored_with_a_note(tmp_path, content):
    path = tmp_path / FILE_NAME
    path.write_bytes(content)
    progress = load_progress(path)
    assert progress.marks == {} and str(path) in progress.note
    save_progress(progress.graded("001", 50), path)  # the next grade writes a good file over it
    assert json.loads(path.read_text())["puzzles"] == {"001": {"solved": False, "best": 50}}


def test_no_file_yet_is_no_progress_and_no_note(tmp_path):
    assert load_progress(tmp_path / FILE_NAME) == Progress()


def test_the_file_lies_in_the_players_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("DRAGONARIUM_HOME", str(tmp_path))
    assert progress_path() == tmp_path / FILE_NAME


def test_todays_puzzle_is_chosen_by_the_date():
    ids = [f"{n:03d}" for n in range(1, 41)]
    day = date(2026, 12, 1)
    assert todays(ids, day) == todays(ids, date(2026, 12, 1))
    following = todays(ids, date(2026, 12, 2))
    assert ids.index(following) == (ids.index(todays(ids, day)) + 1) % len(ids)
    assert todays([], day) is None
