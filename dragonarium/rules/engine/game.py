"""The whole game: a table's state with its history.

``Game`` wraps a ``GameState`` (see ``state``) with the actions taken, undo
and redo within the current turn, and the seed that makes the whole game
reproducible. The values a game speaks in (``Phase``, ``Decision``, ``Seat``,
``Outcome``) are importable from here too.
"""
from __future__ import annotations

import random
from typing import Optional, Sequence

from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.actions import Action
from dragonarium.rules.model.components import Catalog
from dragonarium.rules.model.decision import PROMPTS, Decision, Phase
from dragonarium.rules.model.levels import LevelChange, added, clamped, with_kind
from dragonarium.rules.model.refusal import Refusal, Rule
from dragonarium.rules.model.seeds import check_seed
from dragonarium.rules.engine.outcome import Outcome
from dragonarium.rules.model.seats import PlayerKind, Seat
from dragonarium.rules.engine.state import MAX_PLAYERS, REFILL, REFILL_WHEN_AT_MOST, SITE_SIZE, TURN_POINTS, GameState

__all__ = ["Game", "GameState", "Phase", "Decision", "PROMPTS", "Seat", "PlayerKind", "Outcome", "MAX_PLAYERS",
           "REFILL", "REFILL_WHEN_AT_MOST", "SITE_SIZE", "TURN_POINTS"]


class Game:
    """A game with its history: seed, actions, and undo/redo within the current turn."""

    def __init__(self, catalog: Catalog, seats: Sequence[Seat], seed: Optional[int] = None) -> None:
        """A new game; ``seed`` (0 to ``limits.MAX_SEED``, random when None) decides every shuffle."""
        self.seed = check_seed(seed) if seed is not None else random.randrange(1 << 31)
        self.start: Optional[GameState] = None
        """The position the game went on from, for a game made by ``from_state``; None for one set up from its seed."""
        self.state = GameState.setup(catalog, seats, self.seed)
        self.history: list[Action] = []
        self.first_seats = self.state.seats
        """Who played each seat as the game began (``levels`` says who plays it since)."""
        self.levels: tuple[LevelChange, ...] = ()
        """The changes of who plays a seat, made during the game (``change_kind``), in the order made."""
        self._turn_start = self.state.copy()
        self._turn_key = self._key()
        self._turn_actions: list[Action] = []
        self._redo: list[Action] = []

    @classmethod
    def from_state(cls, state: GameState, seed: int = 0) -> "Game":
        """A game that goes on from a stated position (lessons, bug reports); its history starts there."""
        game = cls.__new__(cls)
        game.seed = seed
        game.start = state.copy()
        game.state = state
        game.history = []
        game.first_seats, game.levels = state.seats, ()
        game._turn_start = state.copy()
        game._turn_key = game._key()
        game._turn_actions = []
        game._redo = []
        return game

    def _key(self) -> tuple[int, int]:
        return (self.state.round, self.state.turn)

    @property
    def catalog(self) -> Catalog:
        return self.state.catalog

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.state.seats

    def pending(self) -> Decision:
        return self.state.pending()

    def legal_actions(self) -> tuple[Action, ...]:
        return self.state.legal_actions()

    @property
    def over(self) -> bool:
        return self.state.over

    def apply(self, action: Action) -> None:
        """Apply an action (kept in ``history`` as the decision's choices write it: ``GameState.settled``); an
        illegal one raises ``IllegalAction`` and changes nothing."""
        self._apply(action)
        self._redo.clear()

    def _apply(self, action: Action) -> None:
        action = self.state.settled(action)  # kept as the choices write it: an old record's nest names its type
        self.state.apply(action)
        self.history.append(action)
        if self._key() != self._turn_key or self.state.over:
            self._turn_start = self.state.copy()
            self._turn_key = self._key()
            self._turn_actions = []
        else:
            self._turn_actions.append(action)

    def play_forced(self) -> list[Action]:
        """Apply every decision that has exactly one legal choice; returns what was applied."""
        applied = []
        while not self.state.over:
            choices = self.state.legal_actions()
            if len(choices) != 1:
                break
            self.apply(choices[0])
            applied.append(choices[0])
        return applied

    @property
    def can_undo(self) -> bool:
        return bool(self._turn_actions)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def change_kind(self, seat: int, kind: PlayerKind) -> None:
        """From now on seat ``seat`` (from 0) is played by ``kind``; kept in ``levels``. It is no action: undo
        keeps it."""
        if not 0 <= seat < len(self.seats):
            raise IndexError(f"seat {seat} of {len(self.seats)}")
        self.levels = added(self.levels, LevelChange(len(self.history), seat, PlayerKind(kind)), self.first_seats)
        self.state.seats = with_kind(self.state.seats, seat, kind)
        self._turn_start.seats = self.state.seats

    def undo(self) -> Action:
        """Take back the last action of the current turn."""
        if not self._turn_actions:
            raise IllegalAction(Refusal(Rule.NOTHING_TO_UNDO))
        last = self._turn_actions[-1]
        keep = self._turn_actions[:-1]
        self.state = self._turn_start.copy()
        del self.history[len(self.history) - len(self._turn_actions):]
        self._turn_actions = []
        for action in keep:
            self.state.apply(action)
            self.history.append(action)
            self._turn_actions.append(action)
        self.levels = clamped(self.levels, len(self.history))
        self._redo.append(last)
        return last

    def redo(self) -> Action:
        """Apply again the action last undone."""
        if not self._redo:
            raise IllegalAction(Refusal(Rule.NOTHING_TO_REDO))
        action = self._redo.pop()
        self._apply(action)
        return action

    def outcome(self) -> Outcome:
        return self.state.outcome()
