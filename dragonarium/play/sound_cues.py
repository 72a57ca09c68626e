"""Which sound goes with what happens at the table, as values: a ``Cue`` for each kind of change.

The rules' events say what a move did (``cues_of``); a refused click and a turn of the held tile are the
controller's (``CueWatch`` sees both). The sounds themselves are files under ``sounds/``, one per cue
(``scripts/make_sounds.py`` makes them); the app plays the cues this module names, and knows nothing of what they
stand for. Only the game on the table is heard: a computer player's search, on copies of the state, is not.
"""
from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Iterable, Optional

from dragonarium.rules import (Drafted, EggHatched, EmptySite, Event, ExtraDragonNested, FitsNowhere, FreeStoneLost,
                               FreeStonePlaced, Game, GameOver, Nested, NoExtraDragon, NoneNests, Phase, PillarsGained,
                               Placed, RewardPillar, RewardStoneLost, RoundEnded, ShrineSkipped, SoloDiscardedFromSite,
                               SoloDiscardedFromSupply, SoloNothingDiscarded, StepStonePlaced, StoneLost, Traded,
                               Walked)

if TYPE_CHECKING:
    from dragonarium.play.controller import PlayController


class Cue(Enum):
    """A short sound; its value names its file, ``sounds/<value>.wav``."""

    TILE_PICKED = "tile-picked"
    """A tile is taken from the planning site."""
    TILE_TURNED = "tile-turned"
    """The held tile turns a quarter turn."""
    TILE_PLACED = "tile-placed"
    """A tile settles on a board."""
    REFUSED = "refused"
    """A click or a key the rules (or the moment) refuse."""
    STONE = "stone"
    """A stone lands on an egg's space: the Assistant's, a stone of choice, a trade's."""
    LOST = "lost"
    """Something that cannot come: a stone with no space, a dragon with none left, a tile that fits nowhere."""
    HATCHED = "hatched"
    """An egg hatches."""
    NESTED = "nested"
    """A dragon nests on its square."""
    ROUND_ENDED = "round-ended"
    GAME_OVER = "game-over"

    @property
    def file_name(self) -> str:
        return f"{self.value}.wav"


EVENT_CUES: dict[type, Optional[Cue]] = {
    Drafted: Cue.TILE_PICKED, FitsNowhere: Cue.LOST, Placed: Cue.TILE_PLACED, PillarsGained: None,
    EggHatched: Cue.HATCHED, Nested: Cue.NESTED, ExtraDragonNested: Cue.NESTED, FreeStonePlaced: Cue.STONE,
    Walked: None, ShrineSkipped: None, StepStonePlaced: Cue.STONE, Traded: Cue.STONE, EmptySite: None,
    FreeStoneLost: Cue.LOST, NoExtraDragon: Cue.LOST, NoneNests: Cue.LOST, StoneLost: Cue.LOST, RewardPillar: None,
    RewardStoneLost: Cue.LOST, SoloDiscardedFromSite: None, SoloDiscardedFromSupply: None,
    SoloNothingDiscarded: None, RoundEnded: Cue.ROUND_ENDED, GameOver: Cue.GAME_OVER,
}
"""Each kind of event's cue; None: it is heard through another (the pillars under a placed tile, the walk through
its stones) or not at all (the solo discards, an empty site)."""

MOST_CUES = 4
"""One change sounds at most this many cues: a walk's many stones are one stone's sound."""


def cues_of(events: Iterable[Event]) -> tuple[Cue, ...]:
    """What ``events`` (one change's, in order) sound like: each cue once, in the order it first comes; the game's
    end stands for the round's that comes with it."""
    cues: list[Cue] = []
    for event in events:
        cue = EVENT_CUES[type(event)]
        if cue is not None and cue not in cues:
            cues.append(cue)
    if Cue.GAME_OVER in cues and Cue.ROUND_ENDED in cues:
        cues.remove(Cue.ROUND_ENDED)
    return tuple(cues[:MOST_CUES])


class CueWatch:
    """Follows the game on the table and its controller; ``cues`` says what was heard since it was last asked.

    A move (anyone's, a person's or a computer's, a redo) is heard through the events it added to the log; a
    refusal through the controller's count of them; a quarter turn of the held tile through its rotation. An undo,
    which puts a copy of the turn's start in place, is silent, and so is the table's first showing."""

    def __init__(self, game: Game, controller: "PlayController") -> None:
        self.game = game
        self.controller = controller
        self._mark()

    def _mark(self) -> None:
        self._state = self.game.state
        self._seen = len(self._state.log)
        self._moves = len(self.game.history)
        self._refusals = self.controller.refusals
        self._rotation = self.controller.rotation

    def cues(self) -> tuple[Cue, ...]:
        """The cues of what changed since the last call (or since the watch began)."""
        state, controller = self.game.state, self.controller
        heard: tuple[Cue, ...] = ()
        if state is self._state and len(state.log) > self._seen:
            heard = cues_of(state.log[self._seen:])
        elif controller.refusals != self._refusals:
            heard = (Cue.REFUSED,)
        elif (controller.rotation != self._rotation and len(self.game.history) == self._moves
              and controller.decision.phase is Phase.PLACE and not controller.computer_turn):
            heard = (Cue.TILE_TURNED,)
        self._mark()
        return heard
