"""Where a territory tile may go: the forced level, the pillars it needs, and why not.

A tile over cells whose tops are at levels t1 and t2 lies at
L = max(t1, t2) + 1: the higher square rests directly on what is below it, and
the lower one (if lower) stands on L - 1 - t pillars. So "at least one square
rests on another square", "the tile lies flat" and "pillars under one square
only" hold by construction; what can still fail is listed in ``Rule``.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterator, Optional

from dragonarium.i18n import _, ngettext
from dragonarium.rules.engine.board import Board, Coverage, SquareLayer
from dragonarium.rules.model.components import PillarSource, TileSpec
from dragonarium.rules.model.errors import IllegalAction
from dragonarium.rules.text.notation import cell_name, cells_name, tile_name
from dragonarium.rules.model.values import Cell, Element, Terrain
from dragonarium.rules.text.words import stones

ROTATIONS: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
"""Where the second square lies from the first, for rotations 0-3 (east, south, west, north)."""


class Rule(str, Enum):
    """A placement rule a tile can break."""

    OFF_BOARD = "off-board"
    GAP = "gap"
    CLIFF = "cliff"
    DRAGON = "dragon"
    UNREADY_EGG = "unready-egg"
    SHRINE_ASSISTANT = "shrine-assistant"
    PILLARS = "pillars"


@dataclass(frozen=True)
class Placement:
    """Where a tile goes: its first square on ``cells[0]``, its second on ``cells[1]``."""

    cells: tuple[Cell, Cell]

    def __post_init__(self) -> None:
        (r0, c0), (r1, c1) = self.cells
        if abs(r0 - r1) + abs(c0 - c1) != 1:
            raise IllegalAction(_("the two squares of a tile lie side by side; {cells} do not touch").format(
                cells=cells_name(self.cells)), "shape")

    @classmethod
    def at(cls, anchor: Cell, rotation: int) -> "Placement":
        """The first square on ``anchor``, the second toward ``ROTATIONS[rotation % 4]``."""
        dr, dc = ROTATIONS[rotation % 4]
        return cls((anchor, (anchor[0] + dr, anchor[1] + dc)))

    @property
    def rotation(self) -> int:
        (r0, c0), (r1, c1) = self.cells
        return ROTATIONS.index((r1 - r0, c1 - c0))

    def __str__(self) -> str:
        """The two cells, first square first: ``B3 and B4``."""
        return cells_name(self.cells)


@dataclass(frozen=True)
class Problem:
    """One rule a placement breaks, said for a player."""

    rule: Rule
    message: str
    square: Optional[int] = None
    cell: Optional[Cell] = None

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Verdict:
    """The rules' answer for a tile at a placement."""

    tile: TileSpec
    placement: Placement
    level: int
    pillar_cell: Optional[Cell]
    pillars_needed: int
    problems: tuple[Problem, ...]

    @property
    def legal(self) -> bool:
        return not self.problems

    @property
    def reason(self) -> str:
        """Every broken rule in one sentence, or '' when legal."""
        text = ""
        for problem in self.problems:
            text = _("{reasons}; {reason}").format(reasons=text, reason=problem.message) if text else problem.message
        return text

    @property
    def summary(self) -> str:
        """A legal placement in words: ``Level 2, 1 pillar under square 1 (B3)`` ('' when refused)."""
        if not self.legal:
            return ""
        if self.pillars_needed and self.pillar_cell is not None:
            square = self.placement.cells.index(self.pillar_cell) + 1
            return ngettext("Level {level}, {count} pillar under square {square} ({cell})",
                            "Level {level}, {count} pillars under square {square} ({cell})",
                            self.pillars_needed).format(level=self.level, count=self.pillars_needed, square=square,
                                                        cell=cell_name(self.pillar_cell))
        return _("Level {level}").format(level=self.level)


def describe_needs(needs: tuple[Optional[Element], ...]) -> str:
    """``a water stone``, ``two fire stones``, ``a fire stone and an air stone``, ``two matching stones``."""
    if len(needs) == 1 and needs[0] is None:
        return _("a stone of any element")
    return stones(needs)


def _blocking_rule(board: Board, cell: Cell, index: int) -> Optional[Rule]:
    """The rule that keeps the top of ``cell`` from being covered, or None."""
    spec = board.spec
    if cell in spec.gaps:
        return Rule.GAP
    if cell in spec.cliffs:
        return Rule.CLIFF
    if board.dragons[index]:
        return Rule.DRAGON
    stack = board.stacks[index]
    if stack:
        layer = stack[-1]
        if isinstance(layer, SquareLayer):
            if not layer.ready:
                return Rule.UNREADY_EGG
            if layer.level == 0 and cell in spec.shrines and _assistant_cell(board) == cell:
                return Rule.SHRINE_ASSISTANT
    return None


def _blocker(board: Board, cell: Cell, index: int, square: int, by_pillars: bool) -> Optional[Problem]:
    """Why the top of ``cell`` may not be covered, said for the player, or None."""
    rule = _blocking_rule(board, cell, index)
    if rule is None:
        return None
    named = _("square {square} ({cell})").format(square=square + 1, cell=cell_name(cell))
    who = _("the pillars under {square}").format(square=named) if by_pillars else named
    if rule is Rule.GAP:
        message = _("{square} would be over a gap in the ruins, where nothing can stand").format(square=named)
    elif rule is Rule.CLIFF:
        message = _("{square} would be on a cliff, where only dragons may go").format(square=named)
    elif rule is Rule.DRAGON:
        message = _("{what} would cover a dragon").format(what=who)
    elif rule is Rule.UNREADY_EGG:
        layer = board.stacks[index][-1]
        assert isinstance(layer, SquareLayer)
        message = _("{what} would cover an egg that still needs {stones}").format(
            what=who, stones=describe_needs(layer.needs()))
    else:
        message = _("{square} would cover the shrine the Assistant stands on").format(square=named)
    return Problem(rule, message, square, cell)


def _assistant_cell(board: Board) -> Optional[Cell]:
    step = board.spec.track[board.step]
    return step.at if step.shrine else None


def check_placement(board: Board, tile: TileSpec, placement: Placement) -> Verdict:
    """Judge ``tile`` at ``placement`` on ``board``: level, pillars, and every rule broken."""
    problems: list[Problem] = []
    tops = []
    for square, cell in enumerate(placement.cells):
        if not board.on_grid(cell):
            problems.append(Problem(Rule.OFF_BOARD, _("square {square} would be off the board").format(
                square=square + 1), square, cell))
            tops.append(None)
        else:
            tops.append(board.level(cell))
    if problems:
        return Verdict(tile, placement, 0, None, 0, tuple(problems))
    level = max(tops) + 1
    low = 0 if tops[0] <= tops[1] else 1
    pillars_needed = level - 1 - tops[low]
    pillar_cell = placement.cells[low] if pillars_needed else None
    for square, cell in enumerate(placement.cells):
        blocked = _blocker(board, cell, board.index(cell), square, by_pillars=(square == low and pillars_needed > 0))
        if blocked is not None:
            problems.append(blocked)
    shortage = _pillar_shortage(board, pillars_needed, low, pillar_cell)
    if shortage is not None:
        problems.append(shortage)
    return Verdict(tile, placement, level, pillar_cell, pillars_needed, tuple(problems))


def _pillar_shortage(board: Board, needed: int, square: int, cell: Optional[Cell]) -> Optional[Problem]:
    if cell is None or needed == 0 or board.spec.pillar_source is PillarSource.SUPPLY or needed <= board.pillars:
        return None
    if board.fresh_pillars:
        message = ngettext("square {square} ({cell}) needs {count} pillar under it, you have {usable} usable "
                           "({fresh} more from next round)",
                           "square {square} ({cell}) needs {count} pillars under it, you have {usable} usable "
                           "({fresh} more from next round)", needed)
    else:
        message = ngettext("square {square} ({cell}) needs {count} pillar under it, you have {usable} usable",
                           "square {square} ({cell}) needs {count} pillars under it, you have {usable} usable",
                           needed)
    return Problem(Rule.PILLARS, message.format(square=square + 1, cell=cell_name(cell), count=needed,
                                                usable=board.pillars, fresh=board.fresh_pillars), square, cell)


def legal_placements(board: Board, tile: TileSpec) -> list[Verdict]:
    """Every legal placement of ``tile``: all cell pairs, both ways round."""
    return list(_legal_placements(board, tile))


def can_place(board: Board, tile: TileSpec) -> bool:
    """True when ``tile`` has a legal placement (found without listing them all)."""
    return next(_legal_placements(board, tile), None) is not None


def _legal_placements(board: Board, tile: TileSpec) -> Iterator[Verdict]:
    spec = board.spec
    rows, cols = spec.rows, spec.cols
    size = rows * cols
    levels = [0] * size
    free = [False] * size
    for index in range(size):
        cell = (index // cols, index % cols)
        stack = board.stacks[index]
        levels[index] = stack[-1].level if stack else 0
        free[index] = _blocking_rule(board, cell, index) is None
    supply = spec.pillar_source is PillarSource.SUPPLY
    have = board.pillars
    for index in range(size):
        if not free[index]:
            continue
        r, c = index // cols, index % cols
        for rotation, (dr, dc) in enumerate(ROTATIONS):
            r1, c1 = r + dr, c + dc
            if not (0 <= r1 < rows and 0 <= c1 < cols):
                continue
            other = r1 * cols + c1
            if not free[other]:
                continue
            t0, t1 = levels[index], levels[other]
            level = (t0 if t0 > t1 else t1) + 1
            needed = level - 1 - (t1 if t0 > t1 else t0)
            if needed and not supply and needed > have:
                continue
            cells = ((r, c), (r1, c1))
            pillar_cell = None if not needed else (cells[1] if t0 > t1 else cells[0])
            yield Verdict(tile, Placement(cells), level, pillar_cell, needed, ())


def apply_placement(board: Board, tile: TileSpec, placement: Placement) -> tuple[Verdict, Coverage]:
    """Place ``tile``: raises ``IllegalAction`` (board unchanged) or covers what is below."""
    verdict = check_placement(board, tile, placement)
    if not verdict.legal:
        raise IllegalAction(_("the {tile} cannot go on {cells}: {reasons}").format(
            tile=tile_name(tile), cells=placement, reasons=verdict.reason), verdict.problems[0].rule.value)
    gained = 0
    hatched: list[Terrain] = []
    covered: list[Cell] = []
    gained_at: list[Cell] = []
    hatched_at: list[Cell] = []
    for part, cell in enumerate(placement.cells):
        pillars, egg = board.cover(cell)
        if board.top(cell) is not None:
            covered.append(cell)
        gained += pillars
        if pillars:
            gained_at.append(cell)
        if egg is not None:
            hatched.append(egg)
            hatched_at.append(cell)
        if cell == verdict.pillar_cell:
            board.push_pillars(cell, verdict.pillars_needed)
            if board.spec.pillar_source is PillarSource.PLAYER:
                board.pillars -= verdict.pillars_needed
        board.push_square(cell, tile.squares[part], verdict.level, tile.id, part)
    board.gain_pillars(gained)
    return verdict, Coverage(pillars_gained=gained, hatched=tuple(hatched), covered=tuple(covered),
                             gained_at=tuple(gained_at), hatched_at=tuple(hatched_at))
