"""``dragonarium puzzles [--json]`` and the puzzle check of ``validate-data``."""
import json
import shutil
from pathlib import Path

import pytest

from dragonarium.cli.commands import main

DATA = Path(__file__).resolve().parents[2] / "data"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_puzzles_lists_each_with_its_title_kind_side_and_difficulty_the_library_side_first(capsys):
    code, out, _ = run(capsys, "--lang", "en", "puzzles", "--json")
    puzzles = json.loads(out)["puzzles"]
    assert code == 0 and len(puzzles) >= 40
    first = puzzles[0]
    assert {"id", "title", "question", "kind", "side", "difficulty", "shortfall", "round", "answer",
            "value"} <= set(first)
    assert first["side"] == "library" and first["difficulty"] == 1
    assert first["title"] == f"Library side · level 1 · {first['question']}"
    assert {p["kind"] for p in puzzles} == {"draft", "nest", "element", "stone"}
    library = [p["difficulty"] for p in puzzles if p["side"] == "library"]
    assert [p["difficulty"] for p in puzzles[:len(library)]] == library == sorted(library)
    code, out, _ = run(capsys, "--lang", "en", "puzzles")
    lines = out.splitlines()
    assert code == 0 and len(lines) == len(puzzles)
    assert lines[0] == f"1. {first['title']} ({first['id']}): {first['kind']}, round {first['round']}"


def test_validate_data_checks_the_puzzles_and_names_a_bad_one(capsys, tmp_path):
    data = tmp_path / "data"  # three of the shipped puzzles: every one's values are played out again
    shutil.copytree(DATA, data, ignore=shutil.ignore_patterns("lessons", "puzzles"))
    (data / "puzzles").mkdir()
    for name in ("001.yaml", "002.yaml", "003.yaml"):
        shutil.copy(DATA / "puzzles" / name, data / "puzzles" / name)
    code, out, _ = run(capsys, "--lang", "en", "--data", str(data), "validate-data")
    assert code == 0 and "puzzles: 3" in out and "values reproduced" in out
    puzzle = sorted((data / "puzzles").glob("*.yaml"))[0]
    text = puzzle.read_text()
    start = text.index("value: ", text.index("answer:"))
    end = text.index("\n", start)
    puzzle.write_text(text[:start] + "value: 99.5" + text[end:])
    code, out, err = run(capsys, "--data", str(data), "validate-data")
    assert code == 2 and "all data files are valid" not in out
    assert f"{puzzle.name}: answer.value" in err


@pytest.mark.slow
def test_validate_data_reproduces_every_shipped_puzzles_values(capsys):
    code, out, _ = run(capsys, "--lang", "en", "validate-data")
    assert code == 0 and "values reproduced" in out
