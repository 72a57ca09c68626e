"""The end of a game in words and numbers: ranking, tie-break, breakdowns, the solo table."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..rules import GameState, TERRAINS, amount


@dataclass(frozen=True)
class PlayerSummary:
    rank: int
    name: str
    total: int
    dragons: int
    royal_dragons: int
    royal_dragon_points: int
    types: tuple[tuple[str, int, int, int], ...]
    """(type, size, height, points) for fire, water, air, royal."""
    winner: bool


@dataclass(frozen=True)
class FinalSummary:
    players: tuple[PlayerSummary, ...]
    tie_break: str
    solo_lines: tuple[str, ...] = ()
    solo_title: Optional[str] = None

    def heading(self, player: PlayerSummary) -> str:
        """A player's line title: the place and name, then ``(winner)``, or the rank reached in a solo game."""
        if self.solo_title is not None:
            return f"{player.name} - {self.solo_title}"
        return f"{player.rank}. {player.name}" + (" (winner)" if player.winner else "")

    def lines(self) -> list[str]:
        """The final screen as text."""
        out = []
        for player in self.players:
            parts = ", ".join(f"{kind} {size}x{height}={points}" for kind, size, height, points in player.types)
            out.append(f"{self.heading(player)}: {amount(player.total, 'point')} - {parts}, royal dragons "
                       f"{player.royal_dragons}x3={player.royal_dragon_points}; {amount(player.dragons, 'dragon')}")
        if self.tie_break:
            out.append(self.tie_break.capitalize() + ".")
        out.extend(self.solo_lines)
        return out


def final_summary(state: GameState) -> FinalSummary:
    outcome = state.outcome()
    order = sorted(range(len(state.seats)), key=lambda i: (-outcome.sheets[i].total, -outcome.sheets[i].dragons))
    players = []
    rank = 0
    previous: Optional[tuple[int, int]] = None
    for position, index in enumerate(order, start=1):
        sheet = outcome.sheets[index]
        key = (sheet.total, sheet.dragons)
        if key != previous:
            rank, previous = position, key
        types = tuple((t.value, sheet.types[t].size, sheet.types[t].height, sheet.types[t].points) for t in TERRAINS)
        players.append(PlayerSummary(rank, state.seats[index].name, sheet.total, sheet.dragons, sheet.royal_dragons,
                                     sheet.royal_dragon_points, types, index in outcome.winners))
    solo_lines: tuple[str, ...] = ()
    if state.solo:
        bonus = state.boards[0].spec.solo_bonus
        table = [f"  {rank.minimum + bonus}+ : {rank.title}" for rank in state.catalog.solo.ranks]
        note = f" (thresholds +{bonus} on the {state.boards[0].spec.title} side)" if bonus else ""
        solo_lines = (f"Solo: {outcome.sheets[0].total} points - {outcome.solo_rank}{note}", *table)
    return FinalSummary(tuple(players), outcome.tie_break, solo_lines, outcome.solo_rank)
