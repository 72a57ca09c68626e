"""Copies of the shipped data for the commands the tests run on it."""
import shutil
from pathlib import Path

DATA = Path(__file__).resolve().parents[2] / "data"


def data_without_puzzles(folder: Path, *also: str) -> Path:
    """The shipped data in ``folder``/data, but its puzzles (and the folders ``also`` names): ``validate-data``
    plays every puzzle's values out again, which the tests of other things need not wait for."""
    data = folder / "data"
    shutil.copytree(DATA, data, ignore=shutil.ignore_patterns("puzzles", *also))
    return data
