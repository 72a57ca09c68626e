"""The player's own puzzles: keeping a finished game writes its biggest mistakes of a person's seat as puzzle
files, largest loss first; the Puzzles list shows them in a section of their own, and a file there that cannot be
read is listed as unreadable."""
import shutil

import pytest

from dragonarium.play.history.keeper import HistoryKeeper
from dragonarium.play.review.judging import Judgement
from dragonarium.puzzles.grading import StrongEvaluator
from dragonarium.puzzles.model import Kind
from dragonarium.puzzles.own import load_own_puzzles, write_own_puzzles
from dragonarium.rules import Game, Seat

from tests.support.games import CATALOG, play_random

LOSSES = {30: 9.0, 29: 4.0, 97: 6.0, 91: 5.0, 120: 8.0, 92: 2.5, 101: 2.0, 12: 1.5}
"""The losses the stand-in judge gives (action index from 0), 0 elsewhere: 30 is a placement (tried again from
its draft, 29, which counts once), 97 a nest, 91 a stone whose move was the best there after all (no puzzle), 120
a fallback stone (no puzzle asks for it), 92 and 101 stones, 12 below the threshold."""


def stand_in(state, played, index):
    return Judgement(index, state.pending().player, state.pending().phase, played, played, LOSSES.get(index, 0.0))


def finished_game():
    """A game played at random to its end: Ann is a person, Bob a computer (his decisions are not judged)."""
    return play_random(Game(CATALOG, [Seat("Ann"), Seat("Bob", kind="strong")], 7), 7)


@pytest.fixture(scope="module")
def kept(tmp_path_factory):
    """The own puzzles folder once the game was kept in the history, and the game's key."""
    home = tmp_path_factory.mktemp("home")
    heard = []

    def make(record, result):
        heard.append(result.key)
        write_own_puzzles(home / "puzzles", record, result.key, CATALOG, when="2026-12-06 09:00", judge=stand_in)

    keeper = HistoryKeeper(home / "history", on_kept=make)
    keeper.keep(finished_game())
    keeper.flush(after=True)
    assert keeper.error == "" and len(heard) == 1
    keeper.keep(finished_game())  # kept already: nothing made again
    keeper.flush(after=True)
    assert len(heard) == 1
    return home / "puzzles", heard[0][:16]


def test_keeping_a_game_writes_its_three_biggest_mistakes_largest_loss_first(kept):
    folder, stem = kept
    assert sorted(path.name for path in folder.iterdir()) == [f"{stem}-1.yaml", f"{stem}-2.yaml", f"{stem}-3.yaml"]
    own = load_own_puzzles(folder, CATALOG)
    assert own.unreadable == ()
    assert [puzzle.id for puzzle in own.puzzles] == [f"{stem}-1", f"{stem}-2", f"{stem}-3"]
    assert [puzzle.order for puzzle in own.puzzles] == [1, 2, 3]
    assert [puzzle.kind for puzzle in own.puzzles] == [Kind.DRAFT, Kind.NEST, Kind.STONE]
    assert [puzzle.found_in for puzzle in own.puzzles] == [
        "your game of 2026-12-06 09:00, action 31", "your game of 2026-12-06 09:00, action 98",
        "your game of 2026-12-06 09:00, action 93"]
    assert [(puzzle.value, puzzle.easy_value) for puzzle in own.puzzles] == [(13.09, 6.24), (1.91, -2.09), (0.4, 0.1)]
    assert [str(puzzle.answer) for puzzle in own.puzzles] == ["draft 1, place D4 E4", "nest C5", "stone E1"]
    assert [str(puzzle.easy) for puzzle in own.puzzles] == ["draft 2, place A5 A4", "nest A5", "stone A4"]
    assert all(puzzle.state.seats[puzzle.state.current].name == "Ann" for puzzle in own.puzzles)


def test_the_puzzles_list_has_them_in_a_section_of_their_own_and_a_bad_file_listed_as_unreadable(kept, tmp_path):
    from direct.gui.DirectGui import DirectLabel

    from dragonarium.app.puzzle_flow import PuzzleFlow
    from dragonarium.app.screens.puzzle_menu import PuzzleMenu
    from dragonarium.app.screens.puzzle_screen import PuzzleScreen
    from tests.app.test_history_screen import open_app

    folder = tmp_path / "puzzles"
    shutil.copytree(kept[0], folder)
    (folder / "bad.yaml").write_text("format: [\n")
    app = open_app(tmp_path)
    app.own_puzzles = folder
    try:
        app.puzzles = PuzzleFlow(app, progress_file=tmp_path / "puzzles.json")
        app.puzzle_menu()
        menu = app.screen
        assert isinstance(menu, PuzzleMenu)
        assert [puzzle.id for puzzle in menu.own] == [puzzle.id for puzzle in load_own_puzzles(kept[0]).puzzles]
        assert [name for name, _ in menu.unreadable] == ["bad.yaml"]
        assert menu.pages == menu.shipped_pages + 1
        menu.turn(menu.shipped_pages)  # the page after the shipped ones
        texts = [button["text"] for button in menu.buttons]
        assert [text.split(". ", 1)[0] for text in texts] == ["1", "2", "3"]  # the largest loss first
        assert [text.endswith(kind) for text, kind in zip(texts, ("tile and placement", "nest", "stone"))] == [True] * 3
        labels = [label["text"] for label in DirectLabel.guiDict.values()
                  if isinstance(label, DirectLabel) and not label.isEmpty() and menu.root.isAncestorOf(label)]
        assert "From your games" in labels and "bad.yaml: unreadable" in labels
        assert any(text.startswith("bad.yaml was not read: ") for text in labels)
        app.puzzles.play(menu.own[1])
        assert isinstance(app.screen, PuzzleScreen) and isinstance(app.screen.run.judge, StrongEvaluator)
        assert app.puzzles.following(menu.own[2]).id == menu.own[0].id  # the next of the player's own
    finally:
        app.close()
