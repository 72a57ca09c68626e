"""The Assistant: its walk around the track and where its stones may go."""
from __future__ import annotations

from typing import Optional

from dragonarium.rules.engine.board import Board
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.actions import Stone
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.model.values import Cell, Element


def step_available(board: Board, step: int) -> bool:
    """False for a shrine step whose shrine a tile now covers (it is skipped)."""
    track_step = board.spec.track[step]
    return not track_step.shrine or board.level(track_step.at) == 0


def next_step(board: Board, step: int) -> int:
    """The step after ``step`` clockwise, skipping covered shrines."""
    count = len(board.spec.track)
    for offset in range(1, count + 1):
        candidate = (step + offset) % count
        if step_available(board, candidate):
            return candidate
    return step


def walk(board: Board, steps: int) -> list[int]:
    """The steps the Assistant lands on, in order, when it moves ``steps`` times."""
    path = []
    current = board.step
    for _step in range(steps):
        current = next_step(board, current)
        path.append(current)
    return path


def line_cells(board: Board, step: int) -> list[Cell]:
    """The cells a step looks along, each once, in row order."""
    return list(board.spec.step_cells[step])


def stone_targets(board: Board, step: int, element: Element) -> list[Cell]:
    """Cells in the step's lines whose top square's egg has an empty space for ``element``."""
    return [cell for cell in line_cells(board, step) if board.accepts_stone(cell, element)]


def anywhere_targets(board: Board, element: Element) -> list[Cell]:
    """Every cell whose top egg takes ``element`` (a stone placed 'regardless of row or column')."""
    return [cell for cell in board.spec.cells if board.accepts_stone(cell, element)]


def place_stone_at_step(board: Board, step: int, element: Element, cell: Cell) -> None:
    """Place the step's stone on ``cell``, which must be one of the step's targets."""
    refusal = why_not_at_step(board, step, element, cell)
    if refusal is not None:
        raise IllegalAction(refusal)
    board.add_stone(cell, element)


def why_not_at_step(board: Board, step: int, element: Element, cell: Cell) -> Optional[Refusal]:
    """Why the stone of ``element`` that ``step`` brings may not go on ``cell`` (None when it may): outside the
    step's row and column, or no space for it there."""
    allowed = stone_targets(board, step, element)
    if cell in allowed:
        return None
    context = {"action": Stone(cell), "step": step, "lines": board.spec.track[step].lines, "allowed": tuple(allowed)}
    if cell not in board.spec.step_cells[step]:
        return Refusal(Rule.STONE_LINE, (cell,), Facts(element=element, **context))
    return board.why_no_stone(cell, element, **context) or Refusal(Rule.STONE_SPACE, (cell,),
                                                                    Facts(element=element, **context))
