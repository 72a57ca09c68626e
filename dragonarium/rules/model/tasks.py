"""A turn's pending work, one small value per kind of task.

The game keeps the current turn as a queue of these, first due first. Some
wait for a player's decision (drafting, placing, nesting, choosing an element,
placing a step's stone); the others the game carries out by itself (a reward
pillar, the solo discard, the end of the turn).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from dragonarium.rules.model.values import Element, Terrain


@dataclass(frozen=True)
class DraftTask:
    """Take a tile from the planning site."""


@dataclass(frozen=True)
class PlaceTask:
    """Place the drafted ``tile`` on one's board."""

    tile: str


@dataclass(frozen=True)
class FallbackTask:
    """The drafted ``tile`` fit nowhere and was discarded: place a stone of one's choice."""

    tile: str


@dataclass(frozen=True)
class NestTask:
    """Nest the dragon of ``terrain`` whose egg just hatched."""

    terrain: Terrain


@dataclass(frozen=True)
class ExtraDragonTask:
    """A cliff just filled up: place one more dragon of one of ``kinds`` off the cliffs."""

    kinds: tuple[Terrain, ...]


@dataclass(frozen=True)
class ElementTask:
    """Choose the element whose largest domain moves the Assistant."""


@dataclass(frozen=True)
class StepTask:
    """The Assistant is on ``step``: place its ``element`` stone in the step's lines."""

    step: int
    element: Element


@dataclass(frozen=True)
class RewardPillarTask:
    """The Assistant landed on a pillar reward ``step``: gain one pillar."""

    step: int


@dataclass(frozen=True)
class RewardStoneTask:
    """The Assistant landed on a stone reward ``step``: place a stone of one's choice."""

    step: int


@dataclass(frozen=True)
class SoloDiscardTask:
    """Solo play: discard a tile of the chosen element from the planning site."""


@dataclass(frozen=True)
class EndTurnTask:
    """Pass the turn on (and end the round after the last player)."""


Task = Union[DraftTask, PlaceTask, FallbackTask, NestTask, ExtraDragonTask, ElementTask, StepTask,
             RewardPillarTask, RewardStoneTask, SoloDiscardTask, EndTurnTask]

OWED_DRAGONS = (NestTask, ExtraDragonTask)
"""The tasks that each put one more dragon on the board."""
