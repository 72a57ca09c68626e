"""How a game went, by the strong player's estimate: each player's estimated standing after every action, and the
key moments, the decisions that cost their player most.

A player's **estimate** is the strong player's value of their board (``bots.evaluation.state_value``): the points
scored now plus what the board promises (ready eggs, stones on the way, pillars, open squares), the promise
weighing less as the game nears its end, so that once the game is over it is the final score. A **key moment** is
one of the ``KEY_MOMENTS`` decisions with the largest loss (the points the move played gave up against the strong
player's choice, by the same estimate), the earlier first among equal losses; a decision that lost nothing is none.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from dragonarium.rules import GameState
from dragonarium.play.review.judging import Judgement

KEY_MOMENTS = 3
"""How many key moments a review names."""


def estimate(state: GameState) -> tuple[float, ...]:
    """Each player's estimate at ``state``, in seat order, in points (to a tenth)."""
    from dragonarium.bots.evaluation import state_value
    from dragonarium.bots.players import promise_left

    promise = 0.0 if state.over else promise_left(state)  # nothing promised counts once the game is over
    return tuple(round(state_value(state, player, promise), 1) for player in range(len(state.seats)))


def estimates(states: Sequence[GameState]) -> list[tuple[float, ...]]:
    """The estimate at each of ``states`` (a review's: before each action, then after the last)."""
    return [estimate(state) for state in states]


def key_moments(judgements: Mapping[int, Judgement], count: int = KEY_MOMENTS) -> list[int]:
    """The action indexes (from 0) of the ``count`` decisions that lost most, the largest loss first."""
    lost = [judgement for judgement in judgements.values() if judgement.loss > 0]
    lost.sort(key=lambda judgement: (-judgement.loss, judgement.index))
    return [judgement.index for judgement in lost[:count]]
