"""A lesson text with a great many placeholders: said in time in proportion to its length, and refused by the
loader, the lessons list and ``validate-data`` with the file and the field, well within a second or two."""
import shutil
import time

import pytest

from dragonarium.cli.commands import main
from dragonarium.lessons import Scene, TextError, Trail, render
from dragonarium.lessons.texts import MAX_PLACEHOLDERS, check_template, starts_sentence
from dragonarium.lessons.loading import load_lesson
from dragonarium.rules import DataError, parse_position

from tests.lessons.lesson_files import HEADER, POSITION, write_lesson
from tests.support.games import CATALOG
from tests.support.loaders import ROOT

MANY = 60_000
"""As many ``{round}`` as a file under the 1 MiB limit holds with room to spare (some 420 KB)."""
SOON = 2.0
"""Seconds: far more than any of these takes now, far less than the minutes a search from the start of the text
before each placeholder took."""
TABLE = """format: dragonarium-position
version: 2
players:
  - {name: You, start: S1}
site: [T08, T09]
supply: [T03, T04, T05]
pending: element
round: 4
"""


def hostile_lesson(folder, name="02-many.yaml"):
    step = ('steps:\n  - ask: "' + "{round}" * MANY + '"\n    goal: {place: {level: 1, touches: C2}}\n'
            "    done: Laid on {cells:placed}.\n    solution: place D2 E2\n")
    return write_lesson(folder, HEADER + POSITION + step, name)


def test_a_text_of_many_placeholders_is_said_in_time_and_each_sentence_capitalised():
    scene = Scene(parse_position(TABLE), Trail())
    started = time.perf_counter()
    said = render("{round}. " * MANY + "\n{round} {round}", scene)
    assert time.perf_counter() - started < SOON
    assert said == "Round 4. " * MANY + "\nRound 4 round 4"


@pytest.mark.parametrize("before, starts", [("", True), ("Hello. ", True), ("Hello! \n ", True), ("Why?  ", True),
                                            ("Hello.", False), ("Hello, ", False), ("  ", False), ("a\n", True),
                                            ("{round} ", False)])
def test_a_placeholder_starts_a_sentence_at_the_start_after_a_line_break_or_after_a_full_stop_and_a_space(
        before, starts):
    assert starts_sentence(before + "{round}", len(before)) is starts


def test_a_text_holds_at_most_the_most_placeholders():
    check_template("{round} " * MAX_PLACEHOLDERS, CATALOG)
    with pytest.raises(TextError, match=f"more than {MAX_PLACEHOLDERS} placeholders"):
        check_template("{round} " * (MAX_PLACEHOLDERS + 1), CATALOG)


def test_the_loader_refuses_a_text_of_many_placeholders_naming_the_file_and_field_in_time(tmp_path):
    path = hostile_lesson(tmp_path)
    started = time.perf_counter()
    with pytest.raises(DataError) as caught:
        load_lesson(path, CATALOG)
    assert time.perf_counter() - started < SOON
    assert (caught.value.source, caught.value.where) == (str(path), "steps[0].ask")


@pytest.mark.parametrize("command", ["lessons", "validate-data"])
def test_the_commands_refuse_a_lesson_of_many_placeholders_in_time(tmp_path, capsys, command):
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data, ignore=shutil.ignore_patterns("lessons", "puzzles"))
    (data / "lessons").mkdir()
    path = hostile_lesson(data / "lessons")
    started = time.perf_counter()
    code = main(["--lang", "en", "--data", str(data), command])
    assert time.perf_counter() - started < SOON
    assert code == 2 and f"{path}: steps[0].ask: more than {MAX_PLACEHOLDERS} placeholders" in capsys.readouterr().err
