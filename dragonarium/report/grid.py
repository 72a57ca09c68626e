"""A board drawn as a text grid in the board notation: columns A-E, rows 5 (far) down to 1 (near).

Each cell has three lines: its top square and level (``fire L2``; a pillar square
``pillar:2 L1``; a printed shrine ``air shrine``; ``gap``, ``cliff``; nothing for
bare board), its egg in the short form ``type:spaces=stones`` (``water:ww=w.``),
and its dragons (``dragon fire``). Where the Assistant stands on a shrine the cell
says ``Assistant``. Squares and eggs are written as in the short form of position
files, their types in the language in use (``feu/eau:ww=w.`` in French); the
space and stone letters (``f``, ``w``, ``a``, ``*``, ``.``) are the notation's.
"""
from __future__ import annotations

from dragonarium.i18n import N_, _

from dragonarium.rules import (PRINTED, Board, Cell, PillarLayer, SquareLayer, cell_name, column_name, pillars,
                               row_name, space_letters, square_shown, stone_letters, type_word)

WIDTH = 12
"""Characters of a cell's text at least; a grid whose cells say more is wider, up to ``MAX_WIDTH``."""
MAX_WIDTH = 16
"""Characters of a cell's text at most; longer words are cut."""
MIN_LINES = 2
"""Lines of a row at least, so that the grid reads as squares; a row whose cells say more is taller."""
LEGEND = N_("Each cell: its top square and level (L), its egg as type:spaces=stones (f fire, w water, a air, "
            "* any; . an empty space), its dragons.")
"""What the grid's cells say, below the boards (translated where shown)."""


def top_text(board: Board, cell: Cell) -> str:
    """What lies on top of the cell, and its level."""
    spec = board.spec
    if cell in spec.gaps:
        return _("gap")
    if cell in spec.cliffs:
        return _("cliff")
    top = board.top(cell)
    if top is None:
        return _("pillars L{level}").format(level=board.level(cell)) if board.level(cell) else ""
    if top.tile == PRINTED:
        return _("{type} shrine").format(type=type_word(top.terrain)) if top.terrain else _("shrine")
    kind = _("pillar:{count}").format(count=top.square.pillars) if top.terrain is None else type_word(top.terrain)
    return _("{square} L{level}").format(square=kind, level=top.level)


def egg_text(top: SquareLayer) -> str:
    """An egg on a top square: ``water:ww=w.``; '' for a square without one."""
    egg = top.square.egg
    if egg is None:
        return ""
    if top.hatched:
        return _("{type} hatched").format(type=type_word(egg.terrain))
    return f"{type_word(egg.terrain)}:{space_letters(egg.spaces)}={stone_letters(top.stones)}"


def cell_lines(board: Board, cell: Cell) -> list[str]:
    """The cell's lines in the grid, top square first."""
    lines = [top_text(board, cell)]
    top = board.top(cell)
    if top is not None and egg_text(top):
        lines.append(egg_text(top))
    step = board.spec.track[board.step]
    if step.shrine and step.at == cell:
        lines.append(_("Assistant"))
    lines += [_("dragon {type}").format(type=type_word(kind)) for kind in board.dragons_on(cell)]
    return lines


def grid_lines(board: Board) -> list[str]:
    """The board as a grid: a header of column letters, then each row from 5 (far) to 1 (near)."""
    spec = board.spec
    rows = [[cell_lines(board, (row, col)) for col in range(spec.cols)] for row in range(spec.rows)]
    width = max([WIDTH] + [min(MAX_WIDTH, len(text)) for cells in rows for found in cells for text in found])
    rule = "   " + "+" + "+".join("-" * (width + 2) for _col in range(spec.cols)) + "+"
    header = "   " + "".join(" " + column_name(col).center(width + 2) for col in range(spec.cols))
    lines = [header.rstrip(), rule]
    for row, cells in enumerate(rows):
        height = max(MIN_LINES, max(len(found) for found in cells))
        for line in range(height):
            label = f" {row_name(row)} " if line == 0 else "   "
            texts = [(found[line] if line < len(found) else "")[:width].ljust(width) for found in cells]
            lines.append(label + "| " + " | ".join(texts) + " |")
        lines.append(rule)
    return lines


def stack_lines(board: Board) -> list[str]:
    """Each cell holding more than its top square, its stack bottom to top: ``D4: fire/fire:f (covered), 2 pillars,
    air/air:a`` (squares in their short form)."""
    lines = []
    for cell in board.cells():
        layers = [layer for layer in board.stack(cell)
                  if not (isinstance(layer, SquareLayer) and layer.tile == PRINTED)]
        if len(layers) < 2:
            continue
        words = []
        for depth, layer in enumerate(layers):
            if isinstance(layer, PillarLayer):
                words.append(pillars(layer.count))
            elif depth < len(layers) - 1:
                words.append(_("{square} (covered)").format(square=square_shown(layer.square, layer.stones)))
            else:
                words.append(square_shown(layer.square, layer.stones))
        lines.append(f"{cell_name(cell)}: {', '.join(words)}")
    return lines
