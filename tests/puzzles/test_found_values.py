"""What the grading evaluator found for a puzzle file is kept: checked again, the file costs no search, unless the
file, the grading code or the component data changed."""
import shutil

import pytest

from dragonarium.puzzles import found_values as kept
from dragonarium.puzzles.files import load_puzzle
from dragonarium.puzzles.grading import ExpertEvaluator
from dragonarium.rules import DataError

from tests.puzzles.support import SHIPPED


@pytest.fixture
def data(tmp_path, monkeypatch):
    """A data folder of the shipped component data and one shipped puzzle, with a parse cache of its own."""
    monkeypatch.setenv("DRAGONARIUM_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / "data"
    folder.mkdir()
    for path in SHIPPED.parent.glob("*.yaml"):
        shutil.copy(path, folder)
    (folder / "puzzles").mkdir()
    shutil.copy(sorted(SHIPPED.glob("*.yaml"))[-1], folder / "puzzles" / "001.yaml")  # a draft, the dearest
    kept.fingerprint.cache_clear()
    yield folder
    kept.fingerprint.cache_clear()


def count_searches(monkeypatch):
    asked = []
    real = ExpertEvaluator.value
    monkeypatch.setattr(ExpertEvaluator, "value", lambda self, *a: asked.append(1) or real(self, *a))
    return asked


def test_a_puzzle_checked_again_is_not_searched_again(data, monkeypatch):
    asked = count_searches(monkeypatch)
    first = load_puzzle(data / "puzzles" / "001.yaml")
    assert len(asked) == 1
    again = load_puzzle(data / "puzzles" / "001.yaml")
    assert len(asked) == 1 and again.value == first.value


def test_a_change_to_the_component_data_or_the_file_finds_the_values_anew(data, monkeypatch):
    asked = count_searches(monkeypatch)
    load_puzzle(data / "puzzles" / "001.yaml")
    catalog = next(data.glob("*.yaml"))
    catalog.write_text(catalog.read_text() + "\n# a comment\n")
    kept.fingerprint.cache_clear()
    load_puzzle(data / "puzzles" / "001.yaml")
    assert len(asked) == 2
    puzzle = data / "puzzles" / "001.yaml"
    text = puzzle.read_text()
    start = text.index("value: ", text.index("answer:"))
    puzzle.write_text(text[:start] + "value: 99.5" + text[text.index("\n", start):])
    with pytest.raises(DataError) as caught:
        load_puzzle(puzzle)
    assert caught.value.where == "answer.value" and len(asked) == 3


def test_the_fingerprint_follows_the_grading_code(data, monkeypatch, tmp_path):
    before = kept.fingerprint(data)
    package = tmp_path / "package"
    shutil.copytree(__import__("dragonarium").__path__[0], package / "dragonarium",
                    ignore=shutil.ignore_patterns("__pycache__"))
    grading = package / "dragonarium" / "puzzles" / "grading.py"
    grading.write_text(grading.read_text().replace("ORDERS = 12", "ORDERS = 13"))
    monkeypatch.setattr(kept.dragonarium, "__file__", str(package / "dragonarium" / "__init__.py"))
    kept.fingerprint.cache_clear()
    assert kept.fingerprint(data) not in (None, before)


def test_the_fingerprint_follows_the_board_sides(data):
    shutil.copytree(SHIPPED.parent / "boards", data / "boards")
    before = kept.fingerprint(data)
    side = data / "boards" / "library.yaml"
    side.write_text(side.read_text() + "\n# a comment\n")
    kept.fingerprint.cache_clear()
    assert kept.fingerprint(data) not in (None, before)
