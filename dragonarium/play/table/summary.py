"""The end of a game in words and numbers: ranking, tie-break, breakdowns, the solo table."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from dragonarium.i18n import _, ngettext
from dragonarium.rules import GameState, Outcome, TERRAINS, Terrain
from dragonarium.play.base.names import dragons, listed, points, type_word


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
    """How a tie for the lead was broken, as a whole sentence ('' without a tie)."""
    solo_lines: tuple[str, ...] = ()
    solo_title: Optional[str] = None

    def heading(self, player: PlayerSummary) -> str:
        """A player's line title: the place and name, then ``(winner)``, or the rank reached in a solo game."""
        if self.solo_title is not None:
            return _("{player} - {rank}").format(player=player.name, rank=self.solo_title)
        if player.winner:
            return _("{rank}. {player} (winner)").format(rank=player.rank, player=player.name)
        return _("{rank}. {player}").format(rank=player.rank, player=player.name)

    def lines(self) -> list[str]:
        """The final screen as text."""
        out = []
        for player in self.players:
            parts = ", ".join(_("{part} {size}x{height}={points}").format(
                part=type_word(Terrain(kind)), size=size, height=height, points=scored)
                for kind, size, height, scored in player.types)
            out.append(_("{heading}: {points} - {types}, royal dragons {count}x3={royal}; {dragons}").format(
                heading=self.heading(player), points=points(player.total), types=parts, count=player.royal_dragons,
                royal=player.royal_dragon_points, dragons=dragons(player.dragons)))
        if self.tie_break:
            out.append(self.tie_break)
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
        bonus, total = state.boards[0].spec.solo_bonus, outcome.sheets[0].total
        table = ["  " + _("{points}+ : {rank}").format(points=rank.minimum + bonus, rank=rank.shown_title)
                 for rank in state.catalog.solo.ranks]
        if bonus:
            result = ngettext("Solo: {count} point - {rank} (thresholds +{bonus} on the {side} side)",
                              "Solo: {count} points - {rank} (thresholds +{bonus} on the {side} side)", total).format(
                count=total, rank=outcome.solo_rank, bonus=bonus, side=state.boards[0].spec.shown_title)
        else:
            result = ngettext("Solo: {count} point - {rank}", "Solo: {count} points - {rank}", total).format(
                count=total, rank=outcome.solo_rank)
        solo_lines = (result, *table)
    return FinalSummary(tuple(players), tie_break(state, outcome), solo_lines, outcome.solo_rank)


def tie_break(state: GameState, outcome: Outcome) -> str:
    """How a tie for the most points was broken, as a sentence: the most dragons wins, or the victory is shared
    ('' when one player has the most points alone)."""
    best = max(sheet.total for sheet in outcome.sheets)
    leaders = [index for index, sheet in enumerate(outcome.sheets) if sheet.total == best]
    if len(leaders) < 2:
        return ""
    most = max(outcome.sheets[index].dragons for index in leaders)
    winners = [state.seats[index].name for index in outcome.winners]
    if len(winners) == 1:
        return _("Tied on {points}: {winner} wins with the most dragons ({dragons}).").format(
            points=points(best), winner=winners[0], dragons=most)
    return _("Tied on {points} and {dragons}: the victory is shared by {players}.").format(
        points=points(best), dragons=dragons(most), players=listed(winners))
