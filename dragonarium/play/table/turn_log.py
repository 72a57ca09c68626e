"""The turn log as the table shows it: one line a turn, ``Ann: fire/royal tile on B3-C3, +4`` (who, which tile,
where in board notation, the points the turn gained), and a short line where a round ends.

The points a turn gained are the player's score after the turn less their score before it, so ``TurnLog`` keeps
a copy of the game replayed action by action beside it: only the actions new since the last look are applied,
and an undo (the game's history no longer starting with what was replayed) replays from the start.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Sequence, Union

from dragonarium.i18n import _
from dragonarium.rules import (Action, Cell, Drafted, Event, FitsNowhere, Game, GameOver, GameState, Placed,
                               RoundEnded, cell_name, score, tile_name)
from dragonarium.play.table.level_lines import LevelChanged, level_line, with_levels


@dataclass(frozen=True)
class Turn:
    """A player's turn: the ``tile`` drafted, the ``cells`` it went on (none yet, or none at all when it was
    ``discarded``, fitting nowhere) and the ``points`` it gained (None when the score before it is not known)."""

    player: int
    tile: str
    cells: tuple[Cell, ...] = ()
    discarded: bool = False
    points: Optional[int] = None


@dataclass(frozen=True)
class RoundEnd:
    """Round ``round`` ended (``last``: and with it the game)."""

    round: int
    last: bool = False


Entry = Union[Turn, RoundEnd, LevelChanged]
NO_BREAK = "\u00a0"


def _told(entries: list[Entry], event: Event) -> None:
    """Add what ``event`` tells to ``entries``: a turn begins, its tile goes down or is discarded, a round ends."""
    if isinstance(event, Drafted):
        entries.append(Turn(event.player, event.tile))
    elif isinstance(event, (Placed, FitsNowhere)):
        turns = [index for index, entry in enumerate(entries) if isinstance(entry, Turn)]
        if turns:
            turn = entries[turns[-1]]
            assert isinstance(turn, Turn)
            entries[turns[-1]] = (replace(turn, cells=tuple(event.cells)) if isinstance(event, Placed)
                                  else replace(turn, discarded=True))
    elif isinstance(event, (RoundEnded, GameOver)):
        entries.append(RoundEnd(event.round, isinstance(event, GameOver)))


def entries_of(events: Sequence[Event]) -> list[Entry]:
    """The turns and round ends an event log tells, without points (a position read from a file has no history
    to count them from)."""
    entries: list[Entry] = []
    for event in events:
        _told(entries, event)
    return entries


class TurnLog:
    """A game's turns, with the points each gained, kept up with the game as it goes."""

    def __init__(self) -> None:
        self._replayed: list[Action] = []
        self._state: Optional[GameState] = None
        self._entries: list[Entry] = []
        self._before = 0
        """The score, at the start of the last turn, of its player."""
        self._counts: list[int] = []
        """How many entries there were once each number of actions was replayed (``_counts[0]``: none yet)."""

    def entries(self, game: Game) -> list[Entry]:
        """Every turn and round end of ``game`` so far, oldest first."""
        done = len(self._replayed)
        if self._state is None or game.history[:done] != self._replayed:
            self._state = game.start.copy() if game.start is not None else GameState.setup(
                game.catalog, game.seats, game.seed)
            # a game gone on from a position: what its log told before, without points
            self._replayed, self._entries, done = [], entries_of(self._state.log), 0
            self._counts = [len(self._entries)]
        for action in game.history[done:]:
            self._step(self._state, action)
            self._counts.append(len(self._entries))
        return with_levels(self._entries, self._counts, game.levels)

    def _step(self, state: GameState, action: Action) -> None:
        seen, player = len(state.log), state.current
        before = score(state.boards[player]).total
        state.apply(action)
        self._replayed.append(action)
        for event in state.log[seen:]:
            if isinstance(event, Drafted):
                self._before = before if event.player == player else score(state.boards[event.player]).total
            _told(self._entries, event)
        turns = [index for index, entry in enumerate(self._entries) if isinstance(entry, Turn)]
        if turns:
            turn = self._entries[turns[-1]]
            assert isinstance(turn, Turn)
            self._entries[turns[-1]] = replace(turn, points=score(state.boards[turn.player]).total - self._before)


def entry_line(entry: Entry, state: GameState) -> str:
    """One entry in words, in the language in use."""
    if isinstance(entry, LevelChanged):
        return level_line(entry, state)
    if isinstance(entry, RoundEnd):
        return (_("Round {round} ends: game over") if entry.last else _("Round {round} ends")).format(
            round=entry.round)
    who, tile = state.seats[entry.player].name, tile_name(state.catalog.tiles[entry.tile])
    if entry.cells:
        line = _("{player}: {tile} on {cells}").format(player=who, tile=tile,
                                                       cells="-".join(cell_name(cell) for cell in entry.cells))
    elif entry.discarded:
        line = _("{player}: {tile} fits nowhere").format(player=who, tile=tile)
    else:
        line = _("{player}: {tile}").format(player=who, tile=tile)
    if entry.points is None:
        return line
    said = _("{line}, {points}").format(line=line, points=f"{entry.points:+d}")
    head, _space, points = said.rpartition(" ")
    return f"{head}{NO_BREAK}{points}" if head else said  # the points never alone on a row
