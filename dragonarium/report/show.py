"""``dragonarium show``: the whole state of a table, as text for a terminal or as JSON."""
from __future__ import annotations

from typing import Any, Optional, Sequence

from dragonarium.i18n import _
from dragonarium.rules import (Board, GameState, ScoreSheet, TERRAINS, board_to_mapping, cell_name, counted, dragons,
                               kind_word, line_name, points, score, shown, slot_name, square_text, tile_name, type_word)
from dragonarium.report.context import context_json, context_lines, step_lines
from dragonarium.report.grid import LEGEND, egg_text, grid_lines, stack_lines


def sheet_json(sheet: ScoreSheet) -> dict[str, Any]:
    """A score sheet as JSON: total, dragons, royal dragons, and each type's domain."""
    return {
        "total": sheet.total,
        "dragons": sheet.dragons,
        "royal_dragons": sheet.royal_dragons,
        "domains": {t.value: {"size": s.size, "height": s.height, "points": s.points} for t, s in sheet.types.items()},
    }


def sheet_text(sheet: ScoreSheet) -> str:
    """``23 points (fire 2x2=4, ..., royal dragons 1x3=3; 4 dragons)``."""
    parts = [_("{type} {size}x{height}={points}").format(type=type_word(t), size=s.size, height=s.height,
                                                          points=s.points) for t, s in sheet.types.items()]
    return _("{points} ({domains}, royal dragons {royal}x3={royal_points}; {dragons})").format(
        points=points(sheet.total), domains=", ".join(parts), royal=sheet.royal_dragons,
        royal_points=sheet.royal_dragon_points, dragons=dragons(sheet.dragons))


def players_of(state: GameState, player: Optional[int]) -> Sequence[int]:
    """The seats to show: one (``player``, from 0) or all."""
    return range(len(state.seats)) if player is None else [player]


def show_text(state: GameState, player: Optional[int] = None) -> str:
    """The table in words: round, pending decision and context, site, supply, dragons left, then each board."""
    lines = [(_("Round {round} (solo)") if state.solo else _("Round {round}")).format(round=state.round)]
    context = context_lines(state)
    first = context[0] if state.over else _("Pending: {decision}").format(decision=context[0])
    lines += [first] + ["  " + line for line in context[1:]]
    site = ", ".join(_("{slot} {tile}").format(slot=slot_name(slot), tile=tile_name(state.tile(tile), tagged=True))
                     for slot, tile in enumerate(state.site)) or _("empty")
    lines.append(_("Planning site: {site}").format(site=site))
    lines.append(_("Supply: {tiles}").format(tiles=counted("tile", len(state.supply))))
    lines.append(_("Dragons left: {dragons}").format(dragons=", ".join(
        _("{count} {type}").format(count=state.dragons[t], type=type_word(t)) for t in TERRAINS)))
    for index in players_of(state, player):
        lines.append("")
        lines += board_text(state, index)
    lines += ["", shown(LEGEND)]
    return "\n".join(lines)


def board_text(state: GameState, index: int) -> list[str]:
    """One player's board: the grid, then pillars, Assistant, dragons and score."""
    seat, board = state.seats[index], state.boards[index]
    heading = _("Board of {player} ({side}, {kind}), to play") if index == state.current and not state.over else \
        _("Board of {player} ({side}, {kind})")
    lines = [heading.format(player=seat.name, side=board.spec.shown_title, kind=kind_word(seat.kind))]
    lines += grid_lines(board)
    stacks = stack_lines(board)
    if stacks:
        lines += [_("Stacks, bottom to top:")] + ["  " + line for line in stacks]
    if board.fresh_pillars:
        lines.append(_("Pillars: {usable} usable, {fresh} gained this round (usable from the next)").format(
            usable=board.pillars, fresh=board.fresh_pillars))
    else:
        lines.append(_("Pillars: {usable} usable").format(usable=board.pillars))
    lines.append(_("Assistant: step {step}, looking along {lines}").format(step=board.step,
                                                                          lines=step_lines(board, board.step)))
    nested = [_("{type} on {cell}").format(type=type_word(kind), cell=cell_name(cell))
              for cell in board.cells() for kind in board.dragons_on(cell)]
    lines.append(_("Dragons: {dragons}").format(dragons=", ".join(nested) if nested else _("none")))
    lines.append(_("Score: {score}").format(score=sheet_text(score(board))))
    return lines


def show_json(state: GameState, player: Optional[int] = None) -> dict[str, Any]:
    """The table as JSON (see docs/FORMAT.md, "show")."""
    return {
        "round": state.round,
        "over": state.over,
        "pending": context_json(state),
        "site": [{"slot": int(slot_name(slot)), "tile": tile, "name": tile_name(state.tile(tile))}
                 for slot, tile in enumerate(state.site)],
        "supply": len(state.supply),
        "dragons_left": {t.value: state.dragons[t] for t in TERRAINS},
        "players": [player_json(state, index) for index in players_of(state, player)],
    }


def player_json(state: GameState, index: int) -> dict[str, Any]:
    seat, board = state.seats[index], state.boards[index]
    stacks = board_to_mapping(board, state.catalog)["cells"]
    return {
        "name": seat.name,
        "side": board.spec.name,
        "kind": seat.kind.value,
        "pillars": {"usable": board.pillars, "fresh": board.fresh_pillars},
        "assistant": {"step": board.step, "lines": [line_name(line) for line in board.spec.track[board.step].lines]},
        "cells": {cell_name(cell): cell_json(board, cell, stacks) for cell in board.cells()},
        "dragons": [{"cell": cell_name(cell), "type": kind.value} for cell in board.cells()
                    for kind in board.dragons_on(cell)],
        "score": sheet_json(score(board)),
    }


def cell_json(board: Board, cell: tuple[int, int], stacks: dict[str, Any]) -> dict[str, Any]:
    """One cell: level, top square (short form), egg, dragons, board feature and the stack as a position writes
    it."""
    top = board.top(cell)
    spec = board.spec
    feature = ("gap" if cell in spec.gaps else "cliff" if cell in spec.cliffs else
               "shrine" if cell in spec.shrines else None)
    egg = None
    if top is not None and top.square.egg is not None:
        spaces, _colon, stones = egg_text(top).partition(":")[2].partition("=")
        egg = {"type": top.square.egg.terrain.value, "spaces": spaces, "stones": stones, "ready": top.ready}
    kind = None if top is None else "pillar" if top.terrain is None else top.terrain.value
    return {
        "level": board.level(cell),
        "top": square_text(top.square, top.stones) if top is not None else None,
        "type": kind,
        "egg": egg,
        "dragons": [kind.value for kind in board.dragons_on(cell)],
        "feature": feature,
        "stack": stacks.get(cell_name(cell), []),
    }
