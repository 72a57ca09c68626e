"""The ladder of computer players, weakest first: random, easy, medium, strong, expert; ``make_player`` makes
one by its kind."""
from __future__ import annotations

from typing import Optional

from dragonarium.rules import PlayerKind
from dragonarium.bots.expert import EXPERT_BUDGET, ExpertPlayer
from dragonarium.bots.medium import MediumPlayer
from dragonarium.bots.players import EasyPlayer, Player, RandomPlayer, StrongPlayer

__all__ = ["make_player"]


def make_player(kind: str, seed: int = 0, budget: Optional[float] = None) -> Player:
    """The computer player of ``kind`` (a ``PlayerKind`` or its name). ``budget``: the strong player's seconds of
    playouts per tile choice (none by default), the expert's seconds per draft at most (``EXPERT_BUDGET`` by
    default). A kind no computer plays raises ``DragonariumError``."""
    kind = PlayerKind.named(kind, PlayerKind.computers())
    if kind is PlayerKind.RANDOM:
        return RandomPlayer(seed)
    if kind is PlayerKind.EASY:
        return EasyPlayer(seed)
    if kind is PlayerKind.MEDIUM:
        return MediumPlayer(seed)
    if kind is PlayerKind.EXPERT:
        return ExpertPlayer(seed, budget=EXPERT_BUDGET if not budget else budget)
    return StrongPlayer(seed, budget=budget or 0.0)
