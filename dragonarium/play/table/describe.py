"""Plain-words descriptions of what is on the table, for the hover panel and the turn log."""
from __future__ import annotations

from dragonarium.i18n import N_, _, ngettext
from dragonarium.rules import Board, Cell, PRINTED, PillarLayer, SquareLayer, cell_name
from dragonarium.play.base.names import egg_word, square_word, type_word

LAYER = N_("{where}: {what}")
COVERED_LAYER = N_("{where}: {what} (covered)")
"""A layer of a stack, under the top one or the top one itself."""


def stack_lines(board: Board, cell: Cell) -> list[str]:
    """A cell's stack, top first, as a player reads it."""
    spec = board.spec
    title = _("{cell}, level {level}").format(cell=cell_name(cell), level=board.level(cell))
    if cell in spec.gaps:
        return [title, _("a gap in the ruins: nothing can go here")]
    lines = [title]
    dragons = board.dragons_on(cell)
    if dragons:
        lines.append(ngettext("dragon: {types}", "dragons: {types}", len(dragons)).format(
            types=", ".join(type_word(d) for d in dragons)))
    if cell in spec.cliffs:
        lines.append(_("a cliff: only dragons, up to {capacity}").format(capacity=spec.cliff_capacity))
    stack = board.stack(cell)
    for depth, layer in enumerate(reversed(stack)):
        if isinstance(layer, PillarLayer):
            pillars = ngettext("{count} pillar (levels {low}-{high})", "{count} pillars (levels {low}-{high})",
                               layer.count)
            lines.append("  " + pillars.format(count=layer.count, low=layer.level - layer.count + 1, high=layer.level))
            continue
        where = _("printed shrine") if layer.tile == PRINTED else _("level {level}").format(level=layer.level)
        lines.append("  " + _(COVERED_LAYER if depth > 0 else LAYER).format(where=where, what=_square_text(layer)))
    if not stack and not dragons and cell not in spec.cliffs:
        lines.append("  " + _("bare board"))
    return lines


def _square_text(layer: SquareLayer) -> str:
    """A tile square in words: its type, its egg, the egg's spaces and stones."""
    square = layer.square
    if square.terrain is None:
        return ngettext("pillar square granting {count}", "pillar square granting {count}", square.pillars).format(
            count=square.pillars)
    name = square_word(square.terrain)
    if square.egg is None:
        return name
    egg = egg_word(square.egg.terrain)
    if layer.hatched:
        return _("{square}, {egg} (hatched)").format(square=name, egg=egg)
    filled = sum(1 for s in layer.stones if s is not None)
    spaces = ", ".join(_("any") if want is None else type_word(want) for want in square.egg.spaces)
    words = {"square": name, "egg": egg, "spaces": spaces, "filled": filled, "total": len(square.egg.spaces)}
    if layer.ready:
        return _("{square}, {egg} [{spaces}]: {filled}/{total} stones, ready to hatch").format(**words)
    return _("{square}, {egg} [{spaces}]: {filled}/{total} stones").format(**words)
