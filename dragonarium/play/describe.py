"""Plain-words descriptions of what is on the table, for the hover panel and the turn log."""
from __future__ import annotations

from ..rules import Board, Cell, PRINTED, PillarLayer, cell_name


def stack_lines(board: Board, cell: Cell) -> list[str]:
    """A cell's stack, top first, as a player reads it."""
    spec = board.spec
    title = f"{cell_name(cell)}, level {board.level(cell)}"
    if cell in spec.gaps:
        return [title, "a gap in the ruins: nothing can go here"]
    lines = [title]
    dragons = board.dragons_on(cell)
    if dragons:
        lines.append("dragon" + ("s" if len(dragons) > 1 else "") + ": " + ", ".join(d.value for d in dragons))
    if cell in spec.cliffs:
        lines.append(f"a cliff: only dragons, up to {spec.cliff_capacity}")
    stack = board.stack(cell)
    for depth, layer in enumerate(reversed(stack)):
        covered = depth > 0
        if isinstance(layer, PillarLayer):
            lines.append(f"  {layer.count} pillar{'s' if layer.count > 1 else ''} (levels "
                         f"{layer.level - layer.count + 1}-{layer.level})")
            continue
        square = layer.square
        where = "printed shrine" if layer.tile == PRINTED else f"level {layer.level}"
        if square.terrain is None:
            text = f"pillar square granting {square.pillars}"
        else:
            text = f"{square.terrain.value} square"
            if square.egg is not None:
                text += f", {square.egg.terrain.value} egg"
                if layer.hatched:
                    text += " (hatched)"
                else:
                    filled = sum(1 for s in layer.stones if s is not None)
                    spaces = ", ".join("any" if want is None else want.value for want in square.egg.spaces)
                    text += f" [{spaces}]: {filled}/{len(square.egg.spaces)} stones"
                    if layer.ready:
                        text += ", ready to hatch"
        lines.append(f"  {where}: {text}" + (" (covered)" if covered else ""))
    if not stack and not dragons and cell not in spec.cliffs:
        lines.append("  bare board")
    return lines
