"""The analysis board's table-wide controls as edit values, and what they show in words: the board selected (its
side, its pillars, its Assistant), the number of players, whose turn it is and the decision waiting.

Each control steps a fact by one (``table_edit``): the next side, one pillar more or less, the Assistant a step on
or back, a player more or less, the next player to move, the next decision (draft, place the picked tile, the
game over); any other edit is typed as its line.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from dragonarium.i18n import _
from dragonarium.rules import MAX_PLAYERS, GameState, Phase, Waiting
from dragonarium.setup import (Edit, SetAssistant, SetDecision, SetPillars, SetPlayers, SetSide, SetSite,
                               SetSupply, SetTurn)
from dragonarium.play.review.text import task_words


@dataclass(frozen=True)
class TableFacts:
    """The table's controls' words."""

    board: str
    side: str
    pillars: str
    fresh: str
    assistant: str
    players: str
    turn: str
    decision: str


def table_facts(state: GameState, selected: int) -> TableFacts:
    """The words of the controls of ``state``, board ``selected`` (from 0) selected."""
    index = min(selected, len(state.boards) - 1)
    board, seat = state.boards[index], state.seats[index]
    if state.over:
        decision = _("Waits: nothing, the game is over")
    else:
        decision = _("Waits: {task}").format(task=task_words(state))
    return TableFacts(
        board=_("Board {number}: {name}").format(number=index + 1, name=seat.name),
        side=_("Side: {side}").format(side=board.spec.shown_title),
        pillars=_("Usable pillars: {count}").format(count=board.pillars),
        fresh=_("Pillars gained this round: {count}").format(count=board.fresh_pillars),
        assistant=_("Assistant on step {step}").format(step=board.step),
        players=_("Players: {count}").format(count=len(state.seats)),
        turn=_("To move: {name}").format(name=state.seats[state.current].name),
        decision=decision)


def table_edit(state: GameState, selected: int, tile: Optional[str], what: str) -> Optional[Edit]:
    """The edit a table control makes (``what``: ``side``, ``usable+``, ``usable-``, ``fresh+``, ``fresh-``,
    ``assistant+``, ``assistant-``, ``players+``, ``players-``, ``turn``, ``decision``); None when it has nowhere
    to go (no fewer than 1 player, no more than 4). ``selected`` is the board selected (from 0), ``tile`` the
    tile picked."""
    index = min(selected, len(state.boards) - 1)
    board = state.boards[index]
    if what == "side":
        sides = sorted(state.catalog.boards, key=lambda name: (name != "library", name))
        side = state.seats[index].side
        return SetSide(index + 1, sides[(sides.index(side) + 1) % len(sides)] if side in sides else sides[0])
    if what.startswith("usable") or what.startswith("fresh"):
        step = 1 if what.endswith("+") else -1
        usable, fresh = board.pillars, board.fresh_pillars
        if what.startswith("usable"):
            usable += step
        else:
            fresh += step
        return None if min(usable, fresh) < 0 else SetPillars(usable, fresh)
    if what.startswith("assistant"):
        steps = len(board.spec.track)
        return SetAssistant((board.step + (1 if what.endswith("+") else -1)) % steps)
    if what.startswith("players"):
        count = len(state.seats) + (1 if what.endswith("+") else -1)
        return SetPlayers(count) if 1 <= count <= MAX_PLAYERS else None
    if what == "turn":
        return SetTurn((state.current + 1) % len(state.seats) + 1)
    if what == "decision":
        return SetDecision(next_decision(state, tile))
    raise ValueError(f"no table control {what!r}")


def next_decision(state: GameState, tile: Optional[str]) -> Optional[Waiting]:
    """The decision after the one waiting, in the order draft, place (the picked ``tile``, when it is on no board
    and not on the site or in the supply), the game over, draft again."""
    if state.over:
        return Waiting(Phase.DRAFT)
    phase = state.pending().phase
    free = tile is not None and tile not in state.site and tile not in state.supply
    if phase is Phase.DRAFT and free:
        return Waiting(Phase.PLACE, tile=tile)
    if phase is Phase.DRAFT or phase is Phase.PLACE:
        return None
    return Waiting(Phase.DRAFT)


def tile_edit(state: GameState, tile: Optional[str], where: str) -> Optional[Edit]:
    """The picked ``tile`` added at the end of the planning site (``where`` ``site``) or of the supply (``supply``:
    drawn after those there); None with no tile picked."""
    if tile is None:
        return None
    if where == "site":
        return SetSite(tuple(state.site) + (tile,))
    return SetSupply(tuple(state.supply) + (tile,))
