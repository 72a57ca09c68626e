"""A history folder holding what the history does not write: each bad, foreign or hostile file is skipped with a
note naming it, never read whole nor waited on, and the games beside it are listed."""
import json
import os
import threading
from datetime import datetime, timedelta, timezone

import pytest

from dragonarium.play.history.store import MAX_RESULT_BYTES, keep_game, read_history
from dragonarium.rules import Game, Seat

from tests.support.games import CATALOG, play_random

WHEN = datetime(2025, 3, 1, 14, 2, 11, tzinfo=timezone.utc)


@pytest.fixture
def folder(tmp_path):
    """A history of one good game."""
    keep_game(tmp_path, play_random(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 3), 3), WHEN)
    return tmp_path


def good_result(folder):
    return next(path for path in folder.iterdir() if path.name.endswith(".json"))


def read_soon(folder):
    """``read_history`` run aside: a read that blocks fails the test instead of hanging it."""
    found = []
    reader = threading.Thread(target=lambda: found.append(read_history(folder)), daemon=True)
    reader.start()
    reader.join(20)
    assert found, "reading the history blocked"
    return found[0]


def notes_of(history):
    return {note.file.name: note.problem for note in history.notes}


def test_a_corrupt_result_is_skipped_with_a_note_naming_it_and_the_other_games_are_listed(folder):
    (folder / "0123456789abcdef.json").write_text('{"format": "dragonarium-history", ')
    (folder / "0123456789abcdef.yaml").write_text("format: dragonarium-record\n")
    history = read_history(folder)
    assert len(history.games) == 1
    assert "not JSON" in notes_of(history)["0123456789abcdef.json"]
    assert "0123456789abcdef.json" in history.notes[0].words()


def test_a_result_with_a_bad_field_names_the_field(folder):
    data = json.loads(good_result(folder).read_text())
    data["players"][1]["score"] = "a lot"
    bad = folder / "fedcba9876543210.json"
    data["key"] = "fedcba9876543210" + data["key"][16:]
    bad.write_text(json.dumps(data))
    (folder / "fedcba9876543210.yaml").write_text("")
    assert notes_of(read_history(folder))[bad.name].startswith("players[1].score")


@pytest.mark.parametrize("change, field", [
    (lambda d: d.update(format="something-else"), "format"),
    (lambda d: d.update(version=2), "version"),
    (lambda d: d.update(finished="yesterday"), "finished"),
    (lambda d: d.update(finished="2025-03-01T14:02:11"), "finished"),
    (lambda d: d["players"][0].update(kind="wizard"), "players[0].kind"),
    (lambda d: d["players"][0].update(name="A\u202eB"), "players[0].name"),
    (lambda d: d["players"][0].update(winner="yes"), "players[0].winner"),
    (lambda d: d.update(solo_rank="Egg Cracker"), "solo_rank"),
    (lambda d: d.update(extra=1), "'extra'"),
    (lambda d: d.pop("seed"), "seed"),
])
def test_a_result_not_as_written_is_skipped_naming_the_field(folder, change, field):
    path = good_result(folder)
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    history = read_history(folder)
    assert history.games == () and notes_of(history)[path.name].startswith(field)


def test_a_result_of_another_game_than_its_name_or_without_its_record_is_skipped(folder):
    path = good_result(folder)
    path.rename(folder / "00000000000000aa.json")
    (folder / "00000000000000aa.yaml").write_text("")
    assert "key" in notes_of(read_history(folder))["00000000000000aa.json"]
    path.with_suffix(".yaml").unlink()
    (folder / "00000000000000aa.json").rename(path)
    notes = notes_of(read_history(folder))
    assert path.with_suffix(".yaml").name in notes[path.name]


def test_foreign_files_and_folders_are_named_and_hidden_files_pass_unsaid(folder):
    (folder / "notes.txt").write_text("my notes")
    (folder / "1111111111111111.json").mkdir()
    (folder / "2222222222222222.yaml").write_text("")
    (folder / ".3333333333333333.json.123.abcdef12.tmp").write_text("{")
    history = read_history(folder)
    assert len(history.games) == 1
    assert set(notes_of(history)) == {"notes.txt", "1111111111111111.json", "2222222222222222.yaml"}
    assert "folder" in notes_of(history)["1111111111111111.json"]


def test_a_huge_result_is_not_read_whole(folder):
    huge = folder / "4444444444444444.json"
    with open(huge, "wb") as stream:
        stream.truncate(1 << 36)  # sparse: 64 GiB that a whole read would never finish
    (folder / "4444444444444444.yaml").write_text("")
    history = read_soon(folder)
    assert str(MAX_RESULT_BYTES) in notes_of(history)[huge.name] and len(history.games) == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_is_not_waited_on(folder):
    os.mkfifo(folder / "5555555555555555.json")
    history = read_soon(folder)
    assert "5555555555555555.json" in notes_of(history) and len(history.games) == 1


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_link_to_a_device_is_not_read(folder):
    (folder / "6666666666666666.json").symlink_to("/dev/zero")
    history = read_soon(folder)
    assert "regular file" in notes_of(history)["6666666666666666.json"] and len(history.games) == 1


def test_json_nested_too_deep_is_skipped(folder):
    (folder / "7777777777777777.json").write_text("[" * 7000 + "]" * 7000)
    history = read_soon(folder)
    assert "nested too deep" in notes_of(history)["7777777777777777.json"]


def test_a_damaged_result_is_written_again_when_its_game_is_kept(tmp_path):
    game = play_random(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 3), 3)
    kept = keep_game(tmp_path, game, WHEN)
    result = kept.record.with_suffix(".json")
    result.write_text("{")
    assert keep_game(tmp_path, game, WHEN + timedelta(days=1)) is not None
    assert read_history(tmp_path).notes == () and len(read_history(tmp_path).games) == 1


def test_a_folder_that_cannot_be_listed_is_a_note(tmp_path):
    blocker = tmp_path / "history"
    blocker.write_text("a file where the folder should be")
    history = read_history(blocker)
    assert history.games == () and history.notes[0].file == blocker
    assert read_history(tmp_path / "missing") == read_history(tmp_path / "missing2")
    assert read_history(tmp_path / "missing").notes == ()
