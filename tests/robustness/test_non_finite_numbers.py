"""No file takes a number that is not finite: ``.nan``, ``.inf`` or ``-.inf`` in any numeric field of any kind of
file is refused with the file and the field named, and the JSON the commands and the game write never holds
``NaN`` or ``Infinity``."""
import ast
import json
import math
import shutil
from functools import lru_cache
from pathlib import Path

import pytest
import yaml

from dragonarium.cli.commands import main
from dragonarium.play.history.entry import result_from_json
from dragonarium.play.settings import Settings, load_settings
from dragonarium.puzzles.progress import load_progress
from dragonarium.rules.files.yamlfile import dump_yaml, parse_yaml
from dragonarium.rules.model.errors import DataError, DataProblem

from tests.support.fuzz import paths_in_document
from tests.support.loaders import LOADERS, ROOT, SAVE

NON_FINITE = {".nan": math.nan, ".inf": math.inf, "-.inf": -math.inf}


MORE_FILES = {"board": "data/boards/*.yaml", "lesson": "data/lessons/*.yaml", "game file": "examples/*.yaml",
              "puzzle": "data/puzzles/*.yaml"}
"""Where more good files of a kind are, whose numeric fields the first one lacks (a lesson's goal levels, a
position's round, a B-side's cliff capacity)."""


@lru_cache(maxsize=None)
def document_of(path):
    return parse_yaml(SAVE if path is None else path.read_text(encoding="utf-8"), str(path))


def good_files(name):
    return [LOADERS[name][0], *sorted(ROOT.glob(MORE_FILES.get(name, "no such files")))]


def numeric_fields(*documents):
    """One path to each numeric field of ``documents``: of the items of a list, the cells of a board or the
    documents, the first that has the field stands for the others. Each path comes with the document it is in."""
    seen, found = set(), []
    for document in documents:
        for path in paths_in_document(document):
            value = document
            for key in path:
                value = value[key]
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                continue
            shape = tuple("#" if isinstance(key, int) or key[:1].isupper() and key[1:].isdigit() else key
                          for key in path)
            if shape not in seen:
                seen.add(shape)
                found.append((document, path))
    return found


def with_value(document, path, value):
    mutated = json.loads(json.dumps(document))  # a deep copy of plain data
    holder = mutated
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    return mutated


def field_named(where, path):
    """``where`` names the field at ``path``: each key and index of it, in order (a list item may be named with
    its id besides: ``tiles[3] (id T04).set``)."""
    at = 0
    for key in path:
        part = f"[{key}]" if isinstance(key, int) else str(key)
        at = where.find(part, at)
        if at < 0:
            return False
        at += len(part)
    return True


CASES = [(name, document, path) for name in sorted(LOADERS)
         for document, path in numeric_fields(*(document_of(file) for file in good_files(name)))]


def test_every_kind_of_file_has_numeric_fields_to_try():
    fields = {(name, ".".join(map(str, path))) for name, _document, path in CASES}
    assert {name for name, _field in fields} == set(LOADERS)
    assert {("puzzle", "answer.value"), ("puzzle", "easy.value"), ("lesson", "steps.0.goal.place.level"),
            ("board", "cliff_capacity"), ("game file", "seed")} <= fields


@pytest.mark.parametrize("spelled", sorted(NON_FINITE))
@pytest.mark.parametrize("name, document, path", CASES,
                         ids=[f"{name}:{'.'.join(map(str, path))}" for name, _document, path in CASES])
def test_a_number_that_is_not_finite_is_refused_naming_the_file_and_field(tmp_path, name, document, path, spelled):
    file = tmp_path / "file.yaml"
    text = dump_yaml(with_value(document, path, NON_FINITE[spelled]))
    assert spelled in text
    file.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        LOADERS[name][1](file)
    assert caught.value.source == str(file)
    assert field_named(caught.value.where, path), (caught.value.where, path)


@pytest.mark.parametrize("spelled", sorted(NON_FINITE))
def test_a_puzzle_s_value_that_is_not_finite_says_so(tmp_path, spelled):
    file = tmp_path / "001.yaml"
    file.write_text((ROOT / "data" / "puzzles" / "001.yaml").read_text().replace(
        "value: ", f"value: {spelled}  # ", 1), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        LOADERS["puzzle"][1](file)
    assert (caught.value.where, caught.value.kind) == ("answer.value", DataProblem.NOT_FINITE)
    assert spelled in caught.value.problem


@pytest.mark.parametrize("command", [["validate-data"], ["puzzles", "--json"], ["puzzles"]])
def test_the_commands_refuse_a_puzzle_whose_value_is_not_a_number(tmp_path, capsys, command):
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data, ignore=shutil.ignore_patterns("lessons", "puzzles"))
    (data / "puzzles").mkdir()
    puzzle = data / "puzzles" / "001.yaml"
    puzzle.write_text((ROOT / "data" / "puzzles" / "001.yaml").read_text().replace("value: ", "value: .nan  # ", 1),
                      encoding="utf-8")
    code = main(["--lang", "en", "--data", str(data), *command])
    out, err = capsys.readouterr()
    assert code == 2 and "NaN" not in out and "all data files are valid" not in out
    assert f"{puzzle}: answer.value: .nan is not a finite number" in err


SETTINGS = {"volume": 50, "text_size": 100, "window": {"width": 900, "height": 700, "x": 10, "y": 20}}


@pytest.mark.parametrize("value", NON_FINITE.values(), ids=NON_FINITE.keys())
@pytest.mark.parametrize("path", [path for _document, path in numeric_fields(SETTINGS)], ids=".".join)
def test_settings_with_a_number_that_is_not_finite_name_the_file_and_field(tmp_path, path, value):
    file = tmp_path / "settings.yaml"
    file.write_text(yaml.safe_dump(with_value(SETTINGS, path, value)), encoding="utf-8")
    settings, problem = load_settings(file)
    assert f"{file}: {'.'.join(path)}:" in problem
    kept = Settings()
    if path[0] == "window":  # the window's place is set aside whole, the other settings kept
        assert settings.window is None and (settings.volume, settings.text_size) == (50, 100)
    else:  # the bad setting alone falls back to its default
        assert getattr(settings, path[0]) == getattr(kept, path[0]) and settings.window is not None


RESULT = {"format": "dragonarium-history", "version": 1, "key": "0" * 64, "finished": "2025-03-01T14:02:11+00:00",
          "seed": 3, "players": [{"name": "Ann", "kind": "human", "side": "library", "score": 61, "dragons": 4,
                                  "winner": True},
                                 {"name": "Bob", "kind": "strong", "side": "library", "score": 58, "dragons": 3,
                                  "winner": False}],
          "solo_rank": None}


@pytest.mark.parametrize("value", NON_FINITE.values(), ids=NON_FINITE.keys())
@pytest.mark.parametrize("path", [path for _document, path in numeric_fields(RESULT)],
                         ids=lambda path: ".".join(map(str, path)))
def test_a_history_result_with_a_number_that_is_not_finite_names_the_field(path, value):
    assert result_from_json(RESULT, "result.json").seed == 3
    with pytest.raises(DataError) as caught:
        result_from_json(json.loads(json.dumps(with_value(RESULT, path, value))), "result.json")
    assert caught.value.source == "result.json" and field_named(caught.value.where, path), caught.value.where


PROGRESS = {"format": "dragonarium-puzzle-progress", "version": 1, "puzzles": {"001": {"solved": True, "best": 80}}}


@pytest.mark.parametrize("value", NON_FINITE.values(), ids=NON_FINITE.keys())
@pytest.mark.parametrize("path", [path for _document, path in numeric_fields(PROGRESS)], ids=".".join)
def test_puzzle_progress_with_a_number_that_is_not_finite_names_the_file_and_field(tmp_path, path, value):
    file = tmp_path / "puzzles.json"
    file.write_text(json.dumps(with_value(PROGRESS, path, value)), encoding="utf-8")
    progress = load_progress(file)
    assert progress.marks == {} and f"{file}: {'.'.join(path)}" in progress.note


JSON_WRITERS = ("cli", "puzzles", "play/review")
"""The folders whose modules write JSON from what files hold: the ``--json`` commands, the puzzle progress, the
review's cache."""


def test_json_is_written_refusing_nan_and_infinity():
    """A value that is not finite is an error where JSON is written, never ``NaN`` in the output."""
    package = ROOT / "dragonarium"
    loose = []
    for folder in JSON_WRITERS:
        for module in sorted((package / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                        node.func.attr in ("dump", "dumps") and getattr(node.func.value, "id", "") == "json":
                    strict = any(keyword.arg == "allow_nan" and getattr(keyword.value, "value", True) is False
                                 for keyword in node.keywords)
                    if not strict:
                        loose.append(f"{Path(module).relative_to(package)}:{node.lineno}")
    assert loose == []
