"""Where a territory tile may go: the forced level, the pillars it needs, and why not.

A tile over cells whose tops are at levels t1 and t2 lies at
L = max(t1, t2) + 1: the higher square rests directly on what is below it, and
the lower one (if lower) stands on L - 1 - t pillars. So "at least one square
rests on another square", "the tile lies flat" and "pillars under one square
only" hold by construction; what can still fail is a ``Refusal`` of a placement ``Rule``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Optional

from dragonarium.i18n import _, ngettext
from dragonarium.rules.engine.board import Board, Coverage, SquareLayer
from dragonarium.rules.engine.illegal import IllegalAction
from dragonarium.rules.model.actions import Place
from dragonarium.rules.model.components import PillarSource, TileSpec
from dragonarium.rules.model.refusal import Facts, Refusal, Rule
from dragonarium.rules.model.values import Cell, Terrain
from dragonarium.rules.model.cell_names import cell_name
from dragonarium.rules.text.notation import cells_name
from dragonarium.rules.text.refusal_words import reasons_text

ROTATIONS: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
"""Where the second square lies from the first, for rotations 0-3 (east, south, west, north)."""


@dataclass(frozen=True)
class Placement:
    """Where a tile goes: its first square on ``cells[0]``, its second on ``cells[1]``."""

    cells: tuple[Cell, Cell]

    def __post_init__(self) -> None:
        (r0, c0), (r1, c1) = self.cells
        if abs(r0 - r1) + abs(c0 - c1) != 1:
            raise IllegalAction(Refusal(Rule.TILE_SHAPE, self.cells, Facts(action=Place(self.cells))))

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
class Verdict:
    """The rules' answer for a tile at a placement."""

    tile: TileSpec
    placement: Placement
    level: int
    pillar_cell: Optional[Cell]
    pillars_needed: int
    problems: tuple[Refusal, ...]
    """Every rule the placement breaks (each refusal names the tile and the placement as its action)."""

    @property
    def legal(self) -> bool:
        return not self.problems

    @property
    def reason(self) -> str:
        """Every broken rule in one sentence, in the language in use, or '' when legal."""
        return reasons_text(self.problems)

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


def _blocker(board: Board, cell: Cell, index: int, rule: Rule, tile: TileSpec, placement: Placement, square: int,
             by_pillars: bool) -> Refusal:
    """The refusal of ``rule``, which keeps the top of ``cell`` from being covered by square ``square`` (from 0) or,
    ``by_pillars``, by the pillars under it, with its facts."""
    extra: dict[str, Any] = {}
    if rule is Rule.CLIFF:
        extra = {"capacity": board.spec.cliff_capacity}
    elif rule is Rule.DRAGON:
        extra = {"under_pillars": by_pillars, "levels": (board.level(cell),), "dragons": board.dragons[index]}
    elif rule is Rule.UNREADY_EGG:
        layer = board.stacks[index][-1]
        assert isinstance(layer, SquareLayer) and layer.square.egg is not None
        extra = {"under_pillars": by_pillars, "levels": (layer.level,), "egg": layer.square.egg.terrain,
                 "missing": layer.needs(), "filled": sum(1 for stone in layer.stones if stone is not None),
                 "spaces": len(layer.stones)}
    elif rule is Rule.SHRINE_ASSISTANT:
        extra = {"shrine": board.spec.shrines[cell]}
    return Refusal(rule, (cell,), _facts(tile, placement, square, **extra))


def _assistant_cell(board: Board) -> Optional[Cell]:
    step = board.spec.track[board.step]
    return step.at if step.shrine else None


def check_placement(board: Board, tile: TileSpec, placement: Placement) -> Verdict:
    """Judge ``tile`` at ``placement`` on ``board``: level, pillars, and every rule broken."""
    problems: list[Refusal] = []
    tops: list[int] = []
    for square, cell in enumerate(placement.cells):
        if not board.on_grid(cell):
            problems.append(Refusal(Rule.OFF_BOARD, (cell,), _facts(tile, placement, square)))
        else:
            tops.append(board.level(cell))
    if problems:
        return Verdict(tile, placement, 0, None, 0, tuple(problems))
    level = max(tops) + 1
    low = 0 if tops[0] <= tops[1] else 1
    pillars_needed = level - 1 - tops[low]
    pillar_cell = placement.cells[low] if pillars_needed else None
    for square, cell in enumerate(placement.cells):
        index = board.index(cell)
        rule = _blocking_rule(board, cell, index)
        if rule is not None:
            problems.append(_blocker(board, cell, index, rule, tile, placement, square,
                                     by_pillars=(square == low and pillars_needed > 0)))
    if pillar_cell is not None and _short_of_pillars(board, pillars_needed):
        high = placement.cells[1 - low]
        problems.append(Refusal(Rule.PILLARS, (pillar_cell, high), _facts(
            tile, placement, low, levels=(tops[low], tops[1 - low]), tile_level=level, pillars_needed=pillars_needed,
            pillars_usable=board.pillars, pillars_fresh=board.fresh_pillars)))
    return Verdict(tile, placement, level, pillar_cell, pillars_needed, tuple(problems))


def _facts(tile: TileSpec, placement: Placement, square: int, **extra: Any) -> Facts:
    """What every refusal of a placement says: the tile, the placement, which of its squares (from 0 here), and
    the ``extra`` facts of its rule."""
    return Facts(action=Place(placement.cells), tile=tile, square=square + 1, **extra)


def _short_of_pillars(board: Board, needed: int) -> bool:
    return needed > 0 and board.spec.pillar_source is not PillarSource.SUPPLY and needed > board.pillars


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
        for dr, dc in ROTATIONS:
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
        raise IllegalAction(*verdict.problems)
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
