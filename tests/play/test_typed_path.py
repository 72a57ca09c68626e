"""A typed path becomes the file meant or a refusal naming the problem; saving and loading through it."""
import os
from pathlib import Path

import pytest

from dragonarium.play.saves import load_game
from dragonarium.play.saving import default_save_text, load_from, save_to
from dragonarium.play.typed_path import Problem, Purpose, Refusal, typed_path
from dragonarium.rules import DataError, load_position, load_record, record_of, replay, save_record

from tests.support.games import CATALOG, new_game

NO_USER = "~nosuchuser-dragonarium"


def refused(text, purpose):
    result = typed_path(text, purpose)
    assert isinstance(result, Refusal), result
    assert result.purpose is purpose
    return result.problem, result.where


@pytest.mark.parametrize("purpose", list(Purpose))
def test_an_empty_or_blank_path_is_refused(purpose):
    for text in ("", "   ", "\t\n"):
        assert refused(text, purpose) == (Problem.EMPTY, "")


@pytest.mark.parametrize("purpose", list(Purpose))
def test_an_unknown_users_home_is_refused_not_raised(purpose):
    assert refused(f"{NO_USER}/x.yaml", purpose) == (Problem.UNKNOWN_USER, NO_USER[1:])
    assert refused(NO_USER, purpose) == (Problem.UNKNOWN_USER, NO_USER[1:])


def test_the_home_folder_and_spaces_around(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("USERPROFILE", str(tmp_path))
    assert typed_path("  ~/game.yaml ", Purpose.SAVE) == tmp_path / "game.yaml"
    assert typed_path("~", Purpose.LOAD) == Refusal(Problem.IS_A_FOLDER, Purpose.LOAD, str(tmp_path))


def test_saving_needs_the_folder_to_be_there_and_makes_none(tmp_path):
    missing = tmp_path / "no" / "such" / "dir"
    assert refused(str(missing / "x.yaml"), Purpose.SAVE) == (Problem.NO_FOLDER, str(missing))
    afile = tmp_path / "notes.txt"
    afile.write_text("")
    assert refused(str(afile / "x.yaml"), Purpose.SAVE) == (Problem.NOT_A_FOLDER, str(afile))
    assert refused(str(afile / "deeper" / "x.yaml"), Purpose.SAVE) == (Problem.NOT_A_FOLDER, str(afile))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


@pytest.mark.parametrize("purpose", list(Purpose))
def test_a_folder_a_fifo_and_a_nul_are_refused(tmp_path, purpose):
    assert refused(str(tmp_path), purpose) == (Problem.IS_A_FOLDER, str(tmp_path))
    assert refused("a\0b.yaml", purpose)[0] is Problem.NOT_A_NAME
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.yaml")
        assert refused(str(tmp_path / "pipe.yaml"), purpose) == (Problem.NOT_A_FILE, str(tmp_path / "pipe.yaml"))


def test_a_file_that_is_there_or_can_be_made_is_the_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "old.yaml").write_text("")
    for purpose in Purpose:
        assert typed_path(str(tmp_path / "old.yaml"), purpose) == tmp_path / "old.yaml"
        assert typed_path("new.yaml", purpose) == Path("new.yaml")
    assert typed_path(str(tmp_path / "gone" / "x.yaml"), Purpose.LOAD) == tmp_path / "gone" / "x.yaml", \
        "a file to load that is not there is the reader's to report, naming it"


def test_every_refusal_says_a_sentence_naming_what_is_wrong(tmp_path):
    for problem in Problem:
        for purpose in Purpose:
            words = Refusal(problem, purpose, "/the/place").words()
            assert words.endswith(".") and (words[0].isupper() or words.startswith("/the/place"))
            assert problem is Problem.EMPTY or "/the/place" in words


def test_save_to_refuses_writes_and_reports(tmp_path):
    game = new_game(2, 4)
    game.apply(game.legal_actions()[0])
    saved, words = save_to(game, str(tmp_path / "none" / "x.yaml"))
    assert not saved and str(tmp_path / "none") in words and not (tmp_path / "none").exists()
    saved, words = save_to(game, "")
    assert not saved and "busy" not in words
    saved, words = save_to(game, str(tmp_path / "mine.yaml"))
    assert saved and str(tmp_path / "mine.yaml") in words
    assert load_record(tmp_path / "mine.yaml") == record_of(game)


def test_load_from_gives_the_game_or_why_not(tmp_path):
    game = new_game(2, 4)
    game.apply(game.legal_actions()[0])
    save_record(game, tmp_path / "g.yaml")
    loaded, words = load_from(f"  {tmp_path / 'g.yaml'}  ", CATALOG)
    assert words == "" and loaded.history == game.history
    assert load_from(f"{NO_USER}/g.yaml", CATALOG)[0] is None
    missing, words = load_from(str(tmp_path / "nope.yaml"), CATALOG)
    assert missing is None and str(tmp_path / "nope.yaml") in words


EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize("load", [lambda path: load_game(path, CATALOG), lambda path: load_from(str(path), CATALOG)[0]],
                         ids=["play FILE", "the start screen's Load"])
def test_a_position_opens_as_a_game_that_goes_on_from_it(tmp_path, load):
    position = EXAMPLES / "milo-fire.yaml"
    game = load(position)
    assert game is not None and game.history == [] and game.state.same_table(load_position(position))
    game.apply(game.legal_actions()[0])
    save_record(game, tmp_path / "on.yaml")
    record = load_record(tmp_path / "on.yaml")
    assert record.start is not None and record.start.same_table(load_position(position)), "a record starting there"
    assert replay(record).state.same_table(game.state)


def test_a_file_neither_record_nor_position_is_refused_by_its_format_field(tmp_path):
    path = tmp_path / "what.yaml"
    path.write_text("format: dragonarium-lesson\nversion: 2\n")
    with pytest.raises(DataError) as refused:
        load_game(path, CATALOG)
    assert (refused.value.source, refused.value.where) == (str(path), "format")


def test_the_save_dialog_offers_a_file_in_the_home_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("USERPROFILE", str(tmp_path))
    assert default_save_text(new_game(2, 31)) == str(tmp_path / "dragonarium-31.yaml")
