"""The puzzles follow ``--data`` as the lessons do: the table's Puzzles screen and today's puzzle, and
``dragonarium puzzles``, list the puzzles of the data in use, not the shipped ones."""
import json
import shutil
from pathlib import Path

from dragonarium.cli.commands import main

from tests.puzzles.support import SHIPPED
from tests.support.games import CATALOG

DATA = Path(__file__).resolve().parents[2] / "data"
CHOSEN = ("004", "017", "031")
"""The stems of the shipped puzzles the other data keeps."""


def other_data(tmp_path) -> Path:
    """A copy of the shipped data with three of its puzzles only."""
    data = tmp_path / "data"
    shutil.copytree(DATA, data, ignore=shutil.ignore_patterns("puzzles"))
    (data / "puzzles").mkdir()
    for stem in CHOSEN:
        shutil.copy(SHIPPED / f"{stem}.yaml", data / "puzzles" / f"{stem}.yaml")
    return data


def test_the_tables_puzzle_list_and_todays_puzzle_are_those_of_the_folder_it_is_given(tmp_path):
    from dragonarium.app.offscreen import OffscreenBase
    from dragonarium.app.screens.puzzle_menu import PuzzleMenu
    from dragonarium.app.table_app import TableApp
    from dragonarium.play.quality import PRESETS, Quality

    folder = other_data(tmp_path) / "puzzles"
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings_file=tmp_path / "settings.yaml", history=tmp_path / "history", puzzles=folder)
    try:
        app.puzzle_menu()
        menu = app.screen
        assert isinstance(menu, PuzzleMenu)
        assert sorted(puzzle.id for puzzle in menu.puzzles) == sorted(CHOSEN)
        assert menu.today.id in CHOSEN and Path(menu.today.source).parent == folder
    finally:
        app.close()


def test_the_puzzles_command_lists_the_puzzles_of_data(tmp_path, capsys):
    data = other_data(tmp_path)
    assert main(["--data", str(data), "puzzles", "--json"]) == 0
    assert sorted(puzzle["id"] for puzzle in json.loads(capsys.readouterr().out)["puzzles"]) == sorted(CHOSEN)
