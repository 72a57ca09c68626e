"""What an analysis board may start from, as values: the game in progress (copied from the game Continue resumes)
and a saved game or position at any of its decisions. Nothing here writes or changes a file or a game."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from dragonarium.i18n import _
from dragonarium.rules import Catalog, DragonariumError, GameState, load_game_file, record_of
from dragonarium.play.review.judging import game_states
from dragonarium.play.review.text import task_words
from dragonarium.play.saved_games import SavedGame
from dragonarium.play.saves import latest_autosave


@dataclass(frozen=True)
class Decisions:
    """The states of a saved file a board may start from: before each action of a game (and after the last), or
    the one state of a position."""

    name: str
    states: tuple[GameState, ...]

    def line(self, index: int) -> str:
        """``Decision 4 of 31 (Ann: place the fire/water tile)`` for the ``index``-th state (from 0)."""
        state = self.states[index]
        if state.over:
            doing = _("game over")
        else:
            doing = _("{player}: {task}").format(player=state.seats[state.pending().player].name,
                                                 task=task_words(state))
        return _("{file}: decision {number} of {count} ({doing})").format(
            file=self.name, number=index + 1, count=len(self.states), doing=doing)


def decisions_of(saved: SavedGame, catalog: Catalog) -> tuple[Optional[Decisions], str]:
    """The decisions of the saved file ``saved``, or None and why it cannot be read."""
    if not saved.readable:
        return None, _("{file} cannot be read: {problem}").format(file=saved.path.name, problem=saved.problem)
    try:
        state, game = load_game_file(saved.path, catalog)
        states = (state,) if game is None else tuple(game_states(record_of(game), catalog, str(saved.path)))
    except (DragonariumError, OSError) as error:
        return None, _("{file} cannot be read: {problem}").format(file=saved.path.name, problem=error)
    return Decisions(saved.path.name, states), ""


def in_progress(autosave: Optional[Path], catalog: Catalog) -> tuple[Optional[GameState], str]:
    """A copy of the game Continue resumes (the newest autosave no other table holds), or None and why not."""
    last = latest_autosave(autosave) if autosave is not None else None
    if last is None:
        return None, _("There is no game in progress to copy.")
    try:
        state, _game = load_game_file(last, catalog)
    except (DragonariumError, OSError) as error:
        return None, _("{file} cannot be read: {problem}").format(file=last.name, problem=error)
    return state.copy(), ""
