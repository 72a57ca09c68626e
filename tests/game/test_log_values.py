"""The game state holds values, never text: its log is events, and playing a game makes no text at all (computer
players try thousands of moves)."""
from __future__ import annotations

import dataclasses
import gettext
from enum import Enum

import pytest

from dragonarium import i18n
from dragonarium.rules import (EVENTS, PRINTED, BoardSpec, Catalog, Drafted, FitsNowhere, Game, GameState, Placed,
                               SquareSpec, StartingTileSpec, TileSpec)

from tests.support.games import CATALOG, new_game, play_random, seats
from tests.support.records import written_and_replayed

SIDES = ["library", "church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines"]
# each player count with one side every time (a different side for each count), the other sides in the slow soak
GAMES = [pytest.param(count, side, seed, marks=() if side == SIDES[count % len(SIDES)] else pytest.mark.slow)
         for count in (1, 2, 3, 4) for seed, side in enumerate(SIDES, count)]
DATA = (Catalog, BoardSpec, TileSpec, StartingTileSpec, SquareSpec)
"""The component data a state refers to: the catalog's, not the state's own."""


class CountingTranslations(gettext.NullTranslations):
    """English, counting every message asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[str] = []

    def gettext(self, message: str) -> str:
        self.asked.append(message)
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        self.asked.append(singular)
        return singular if n == 1 else plural


@pytest.fixture
def counting(monkeypatch) -> CountingTranslations:
    translations = CountingTranslations()
    monkeypatch.setattr(i18n, "_active", translations)
    return translations


def texts_in(value: object, where: str = "state") -> list[tuple[str, str]]:
    """Every string held in ``value``, with where it is, walking into its fields and containers (not into the
    component data, and not into enum members, which are names of values)."""
    if isinstance(value, Enum) or isinstance(value, DATA) or value is None:
        return []
    if isinstance(value, str):
        return [(where, value)]
    if isinstance(value, dict):
        return [found for key, item in value.items()
                for found in texts_in(key, f"{where} key") + texts_in(item, f"{where}[{key!r}]")]
    if isinstance(value, (list, tuple, set, frozenset)):
        return [found for index, item in enumerate(value) for found in texts_in(item, f"{where}[{index}]")]
    if dataclasses.is_dataclass(value):
        return [found for field in dataclasses.fields(value)
                for found in texts_in(getattr(value, field.name), f"{where}.{field.name}")]
    slots = getattr(type(value), "__slots__", ())
    return [found for name in slots for found in texts_in(getattr(value, name), f"{where}.{name}")]


def ids_and_names(state: GameState) -> set[str]:
    """The strings a state may hold: tile ids (a square printed on the board has its own), and the names and sides
    of its seats."""
    return (set(state.catalog.tiles) | {tile.id for tile in state.catalog.starting_tiles} | {PRINTED}
            | {seat.name for seat in state.seats} | {seat.side for seat in state.seats})


@pytest.mark.parametrize("count, side, seed", GAMES)
def test_a_whole_game_logs_events_only_and_asks_for_no_words(counting, count, side, seed):
    game = Game(CATALOG, seats(count, side), seed)
    states = [game.state.copy()]
    play_random(game, seed, lambda game, decision: states.append(game.state.copy()) if seed % 2 else None)
    assert counting.asked == [], "playing a game makes no text"
    log = game.state.log
    assert len(log) > 40 and all(isinstance(event, EVENTS) for event in log)
    drafted, placed, fits_nowhere = (sum(isinstance(event, kind) for event in log)
                                     for kind in (Drafted, Placed, FitsNowhere))
    assert drafted == placed + fits_nowhere > 0
    for state in states + [game.state]:
        strange = [(where, text) for where, text in texts_in(state) if text not in ids_and_names(state)]
        assert strange == [], "the state holds no text but tile ids and the seats' names and sides"


def test_a_state_walked_for_text_finds_a_line_in_its_log():
    """The walk above sees the log: a sentence slipped into it is found."""
    state = new_game(2, 5).state
    state.log.append("Ann: draft of the fire/water tile (T04)")
    assert ("state.log[0]", "Ann: draft of the fire/water tile (T04)") in texts_in(state)
    assert [text for _where, text in texts_in(state) if text not in ids_and_names(state)] == [state.log[0]]


def test_a_copy_keeps_its_own_log_and_the_same_table_does_not_compare_logs():
    game = play_random(new_game(3, 8), 8)
    state = game.state
    other = state.copy()
    assert other.log == state.log and other.log is not state.log and other.same_table(state)
    other.log.append(Drafted(0, 0, "T01"))
    assert len(other.log) == len(state.log) + 1 and other.same_table(state)


@pytest.mark.parametrize("count, seed", [(1, 4), (2, 10), (4, 3)])
def test_a_replayed_record_logs_the_same_events(count, seed):
    game = play_random(new_game(count, seed), seed)
    again = written_and_replayed(game)
    assert again.state.log == game.state.log and again.state.same_table(game.state)
