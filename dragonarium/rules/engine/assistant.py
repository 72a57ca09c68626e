"""The Assistant: its walk around the track and where its stones may go."""
from __future__ import annotations

from dragonarium.i18n import _
from dragonarium.rules.engine.board import Board
from dragonarium.rules.model.errors import IllegalAction
from dragonarium.rules.text.notation import cell_name, line_name
from dragonarium.rules.model.values import Cell, Element
from dragonarium.rules.text.words import a_stone, listed, space_word


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
    if cell not in stone_targets(board, step, element):
        lines = listed([line_name(line) for line in board.spec.track[step].lines])
        raise IllegalAction(_("{stone} from step {step} cannot go on {cell}: it must go on an empty {space} of a top "
                              "square in {lines}").format(stone=a_stone(element), step=step, cell=cell_name(cell),
                                                          space=space_word(element), lines=lines), "stone-line")
    board.add_stone(cell, element)
