"""Names and texts hold only characters that are drawn: a control or format character is refused with the file
and the field, a name of invisible characters only is blank, the joiners writing needs are kept."""
import shutil
from pathlib import Path

import pytest

from dragonarium.cli.commands import main
from dragonarium.lessons import load_lesson
from dragonarium.report.data import lessons_line
from dragonarium.rules import DataError, load_catalog
from dragonarium.rules.files.limits import name_problem
from dragonarium.rules.files.record import parse_position, parse_record
from dragonarium.rules.files.text_checks import is_blank, refused_character

ROOT = Path(__file__).resolve().parents[2]
RECORD = """format: dragonarium-record
version: 2
seed: 3
players:
  - {name: "%s", side: library, kind: human}
  - {name: Bob, side: library, kind: human}
actions: []
"""
POSITION = 'format: dragonarium-position\nversion: 2\nplayers:\n  - name: "%s"\n'
FORMAT_CHARACTERS = ["\u202e", "\u202d", "\u2066", "\u200e", "\u200f", "\ufeff", "\u200b", "\u00ad", "\u2060",
                     "\U000e0041"]


@pytest.mark.parametrize("char", FORMAT_CHARACTERS + ["\x1b", "\t", "\x7f", "\x85", "\u2028", "\u2029", "\ud800"])
def test_a_name_holding_a_control_or_format_character_is_refused_naming_it(char):
    problem = name_problem(f"Ann{char}Bob")
    assert "control characters" in problem and f"U+{ord(char):04X}" in problem


@pytest.mark.parametrize("name", ["\u200b", "\u200b\u200b ", "\ufeff", "\u200d", " \u200c ", "\u3164", "\u2800",
                                  "\u0301", "\u00a0\u2003", "\u115f\u1160"])
def test_a_name_of_invisible_characters_only_is_blank(name):
    assert is_blank(name) and "not all blank" in name_problem(name)


@pytest.mark.parametrize("name", ["Ann", "Ännie 🐉", "Αλέξανδρος", "مریم", "می\u200cخواهم", "👩\u200d👩\u200d👧",
                                  "क्\u200dष", "Zoë", "e\u0301"])
def test_names_in_any_writing_are_kept_with_the_joiners_writing_needs(name):
    assert name_problem(name) == "" and not is_blank(name) and refused_character(name) is None


@pytest.mark.parametrize("parse, text", [(parse_record, RECORD), (parse_position, POSITION)])
@pytest.mark.parametrize("name", ["\\u202eAnn", "\\ufeffAnn", "\\u200b", "Ann\\u2066"])
def test_records_and_positions_refuse_an_invisible_name_naming_the_file_and_field(parse, text, name):
    with pytest.raises(DataError) as caught:
        parse(text % name, "game.yaml")
    assert (caught.value.source, caught.value.where) == ("game.yaml", "players[0].name")


@pytest.fixture
def data(tmp_path) -> Path:
    """A copy of the shipped data, lessons included, to spoil."""
    shutil.copytree(ROOT / "data", tmp_path / "data")
    return tmp_path / "data"


def spoil(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("file, old, new, where", [
    ("boards/library.yaml", "title: Library", 'title: "Library\\e[2J"', "title"),
    ("boards/church-ruins.yaml", "title: Church Ruins", 'title: "\\u202eChurch Ruins"', "title"),
    ("boards/library.yaml", "title: Library", 'title: "Libr\\nary"', "title"),
    ("solo.yaml", 'title: "Egg Cracker"', 'title: "Egg\\tCracker"', "ranks[4].title"),
    ("solo.yaml", 'title: "Egg Cracker"', 'title: "Egg Cracker\\u2028"', "ranks[4].title"),
])
def test_a_data_title_holding_a_control_character_is_refused_at_load_and_by_validate_data(data, capsys, file, old,
                                                                                          new, where):
    spoil(data / file, old, new)
    with pytest.raises(DataError) as caught:
        load_catalog(data)
    assert (caught.value.source, caught.value.where) == (str(data / file), where)
    assert main(["--data", str(data), "validate-data"]) == 2
    err = capsys.readouterr().err
    assert f"{data / file}: {where}: " in err and err.count("\n") == 1


ASK = "  - ask: Take the {tile:T19} from {slot:T19} of the planning site."


@pytest.mark.parametrize("old, new, where", [
    ("title: Your first tiles", 'title: "Your first tiles\\e[31m"', "title"),
    ("title: Your first tiles", 'title: "Your first\\ntiles"', "title"),
    (ASK, '  - ask: "\\e[H\\e[JTake the {tile:T19} from {slot:T19} of the planning site."', "steps[2].ask"),
    ("    solution: element water", '    hint: "Choose\\twater."\n    solution: element water', "steps[1].hint"),
    ("intro: Every turn", 'intro: \u202eEvery turn', "intro"),
    ("summary: >-\n  A tile", "summary: >-\n  \u200bA tile", "summary"),
])
def test_a_lesson_text_holding_a_control_character_is_refused_at_load_and_by_validate_data(data, capsys, old, new,
                                                                                           where):
    lesson = data / "lessons" / "01-first-tile.yaml"
    spoil(lesson, old, new)
    with pytest.raises(DataError) as caught:
        load_lesson(lesson, load_catalog(data))
    assert (caught.value.source, caught.value.where) == (str(lesson), where)
    assert main(["--data", str(data), "validate-data"]) == 2
    err = capsys.readouterr().err
    assert f"{lesson}: {where}: " in err and err.count("\n") == 1


def test_a_lesson_text_may_break_its_lines(data):
    """Loaded and played along its solutions, and the lessons check of ``validate-data`` passes (the rest of that
    command, the component data and the puzzles, does not read the lessons)."""
    lesson = data / "lessons" / "01-first-tile.yaml"
    spoil(lesson, ASK, '  - ask: "Now a new turn.\\nTake the {tile:T19} from {slot:T19} of the planning site."')
    catalog = load_catalog(data)
    assert load_lesson(lesson, catalog).steps[2].ask.startswith("Now a new turn.\nTake")
    assert lessons_line(data / "lessons", catalog).startswith(f"lessons: {len(list(lesson.parent.glob('*.yaml')))}, ")


@pytest.mark.parametrize("file, old, new, where", [
    ("boards/library.yaml", "title: Library", "title: ''", "title"),
    ("boards/church-ruins.yaml", "title: Church Ruins", "title: '   '", "title"),
    ("solo.yaml", 'title: "Egg Cracker"', "title: ''", "ranks[4].title"),
    ("solo.yaml", 'title: "Egg Cracker"', 'title: "\\u3164 "', "ranks[4].title"),
    ("lessons/02-stacking.yaml", "title: Building up", "title: ''", "title"),
])
def test_a_blank_title_is_refused_at_load_and_by_validate_data(data, capsys, file, old, new, where):
    """A blank title listed a lesson as ``2.  (02-stacking)``; a rank or a side without one is as much a mistake."""
    spoil(data / file, old, new)
    with pytest.raises(DataError) as caught:
        catalog = load_catalog(data)
        load_lesson(data / file, catalog)  # reached when the lesson is the file spoilt
    assert (caught.value.source, caught.value.where) == (str(data / file), where)
    assert "blank" in caught.value.problem
    assert main(["--data", str(data), "validate-data"]) == 2
    assert f"{data / file}: {where}: " in capsys.readouterr().err
