"""``dragonarium show``: the whole state of a table, as text for a terminal or as JSON."""
from __future__ import annotations

from typing import Any, Optional, Sequence

from ..rules import (TERRAINS, Board, GameState, ScoreSheet, amount, board_to_mapping, cell_name, score, slot_name,
                     square_text, tile_name)
from .context import context_json, context_lines, step_lines
from .grid import LEGEND, egg_text, grid_lines, stack_lines


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
    parts = [f"{t.value} {s.size}x{s.height}={s.points}" for t, s in sheet.types.items()]
    return (f"{amount(sheet.total, 'point')} ({', '.join(parts)}, royal dragons {sheet.royal_dragons}x3="
            f"{sheet.royal_dragon_points}; {amount(sheet.dragons, 'dragon')})")


def players_of(state: GameState, player: Optional[int]) -> Sequence[int]:
    """The seats to show: one (``player``, from 0) or all."""
    return range(len(state.seats)) if player is None else [player]


def show_text(state: GameState, player: Optional[int] = None) -> str:
    """The table in words: round, pending decision and context, site, supply, dragons left, then each board."""
    lines = [f"Round {state.round}" + (" (solo)" if state.solo else "")]
    context = context_lines(state)
    lines += [("" if state.over else "Pending: ") + context[0]] + ["  " + line for line in context[1:]]
    site = ", ".join(f"{slot_name(slot)} {tile_name(state.tile(tile), tagged=True)}"
                     for slot, tile in enumerate(state.site)) or "empty"
    lines.append(f"Planning site: {site}")
    lines.append(f"Supply: {amount(len(state.supply), 'tile')}")
    lines.append("Dragons left: " + ", ".join(f"{state.dragons[t]} {t.value}" for t in TERRAINS))
    for index in players_of(state, player):
        lines.append("")
        lines += board_text(state, index)
    lines += ["", LEGEND]
    return "\n".join(lines)


def board_text(state: GameState, index: int) -> list[str]:
    """One player's board: the grid, then pillars, Assistant, dragons and score."""
    seat, board = state.seats[index], state.boards[index]
    turn = ", to play" if index == state.current and not state.over else ""
    lines = [f"Board of {seat.name} ({board.spec.title}, {seat.kind.value}){turn}"]
    lines += grid_lines(board)
    stacks = stack_lines(board)
    if stacks:
        lines += ["Stacks, bottom to top:"] + ["  " + line for line in stacks]
    fresh = f", {board.fresh_pillars} gained this round (usable from the next)" if board.fresh_pillars else ""
    lines.append(f"Pillars: {board.pillars} usable{fresh}")
    lines.append(f"Assistant: step {board.step}, looking along {step_lines(board, board.step)}")
    dragons = [f"{kind.value} on {cell_name(cell)}" for cell in board.cells() for kind in board.dragons_on(cell)]
    lines.append(f"Dragons: {', '.join(dragons) if dragons else 'none'}")
    lines.append(f"Score: {sheet_text(score(board))}")
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
        "assistant": {"step": board.step, "lines": [str(line) for line in board.spec.track[board.step].lines]},
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
