"""Each player's figures over the games kept: games, wins, mean and best score; and the solo chart, each solo
score over time against the rank it reached.

A player is a name as typed together with who played it: ``Ann`` the person and a computer seat named ``Ann``
are two players. Wins count the games of two or more players won, a shared victory included.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Optional, Sequence

from dragonarium.rules import Catalog, PlayerKind, SoloRank
from dragonarium.play.history.store import KeptGame


@dataclass(frozen=True)
class PlayerFigures:
    """One player's figures: ``games`` played, ``solo`` of them alone, ``wins`` (games of two or more players
    won), the ``mean`` and ``best`` score."""

    name: str
    kind: PlayerKind
    games: int
    solo: int
    wins: int
    mean: float
    best: int


@dataclass(frozen=True)
class SoloPoint:
    """A solo game on the chart: when it ended, its side (the data's id), score and rank (the data's title), and
    how far that side raises every rank's threshold."""

    finished: datetime
    side: str
    score: int
    rank: str
    bonus: int


@dataclass(frozen=True)
class SoloChart:
    """A player's solo games, oldest first, and the ranks (best first) whose thresholds, raised by each game's
    side bonus, make the bands behind them."""

    name: str
    kind: PlayerKind
    points: tuple[SoloPoint, ...]
    ranks: tuple[SoloRank, ...]

    def band(self, point: SoloPoint) -> list[tuple[SoloRank, int, Optional[int]]]:
        """The bands behind ``point``: each rank with the lowest score that reaches it on the game's side and the
        lowest that reaches the rank above (None for the best rank)."""
        bands = []
        above: Optional[int] = None
        for rank in self.ranks:
            low = rank.minimum + point.bonus if rank.minimum else 0
            bands.append((rank, low, above))
            above = low
        return bands


def player_figures(games: Sequence[KeptGame]) -> tuple[PlayerFigures, ...]:
    """Every player's figures, the most games first (then by name)."""
    scores: dict[tuple[str, PlayerKind], list[int]] = {}
    wins: dict[tuple[str, PlayerKind], int] = {}
    solo: dict[tuple[str, PlayerKind], int] = {}
    for kept in games:
        for player in kept.result.players:
            key = (player.name, player.kind)
            scores.setdefault(key, []).append(player.score)
            wins[key] = wins.get(key, 0) + int(player.winner)
            solo[key] = solo.get(key, 0) + int(kept.result.solo)
    figures = [PlayerFigures(name, kind, len(points), solo[(name, kind)], wins[(name, kind)],
                             sum(points) / len(points), max(points))
               for (name, kind), points in scores.items()]
    return tuple(sorted(figures, key=lambda f: (-f.games, f.name.casefold(), f.name, f.kind.value)))


def solo_charts(games: Sequence[KeptGame], catalog: Catalog) -> tuple[SoloChart, ...]:
    """A chart for each player with solo games kept (the most games first); a side the data in use does not
    know raises no threshold."""
    points: dict[tuple[str, PlayerKind], list[SoloPoint]] = {}
    for kept in games:
        result = kept.result
        if not result.solo or result.solo_rank is None:
            continue
        player = result.players[0]
        board = catalog.boards.get(player.side)
        bonus = board.solo_bonus if board is not None else 0
        points.setdefault((player.name, player.kind), []).append(
            SoloPoint(result.finished, player.side, player.score, result.solo_rank, bonus))
    charts = [SoloChart(name, kind, tuple(sorted(found, key=lambda p: p.finished)), catalog.solo.ranks)
              for (name, kind), found in points.items()]
    return tuple(sorted(charts, key=lambda c: (-len(c.points), c.name.casefold(), c.name)))
