"""The marks over the table, as plain values: what to draw where, worked out from the game; the table only draws them.

A mark is one of ``TileGhost`` (a tile as it would lie), ``HeldTile`` (the held tile floating off its board),
``CellFrames`` (frames on cells), ``CellRings`` (rings around cells), ``SiteFrame`` (a frame around a tile of the
planning site), ``AssistantFrame`` (a frame around the Assistant) and ``LegalMap`` (``play.table.legal_map``). Its
``Tone`` says what it is for: a cell to choose, a hint, a broken rule, a lesson's piece.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Optional, Sequence, Union

from dragonarium.rules import (Action, Cell, Decision, Draft, ExtraDragon, FreeStone, GameState, Nest, Phase, Place,
                               Placement, Stone, TileSpec, Trade, Verdict, check_placement)
from dragonarium.play.base.picks import CellPick, Pick
from dragonarium.play.table.legal_map import LegalMap, legal_map

if TYPE_CHECKING:
    from dragonarium.lessons import Focus
    from dragonarium.play.why.explain import Explanation

CELL_ACTIONS = (Nest, Stone, FreeStone, ExtraDragon, Trade)
"""The actions that choose one cell of the board."""


class Tone(Enum):
    """What a mark is for (the table gives each its colour)."""

    HELD = "held"
    """The held tile: green where it may go, red where it may not."""
    CHOOSE = "choose"
    """A cell a click may choose now."""
    HINT = "hint"
    """What the strong player would do (a hint, or the best move in a review)."""
    PLAYED = "played"
    """The move played, in a review (beside the strong player's choice)."""
    BREAKS = "breaks"
    """A square that breaks the rule a refused move broke (the "Why?" panel's)."""
    LESSON = "lesson"
    """A piece the lesson's step speaks of, shown for information."""
    LESSON_USE = "lesson-use"
    """A piece the lesson's step asks you to use."""
    LESSON_AVOID = "lesson-avoid"
    """A piece the lesson's step asks you to keep off."""


LESSON_TONES = (Tone.LESSON_USE, Tone.LESSON_AVOID, Tone.LESSON)
"""A lesson's tones, in the order its marks and its legend give them."""


class GhostKind(Enum):
    """What a tile's ghost says, each drawn with its own shape and colour."""

    LEGAL = "legal"
    """The held tile may go there."""
    REFUSED = "refused"
    """The held tile may not go there."""
    HINT = "hint"
    """Where the strong player would place the tile."""
    PLAYED = "played"
    """Where the tile played went (or, for a tile drafted, where the strong player would place it), in a review."""


@dataclass(frozen=True)
class TileGhost:
    """A tile as it would lie on the board of ``player``, with the rules' ``verdict`` there."""

    player: int
    verdict: Verdict
    tone: Tone = Tone.HELD
    judged: bool = False
    """A lesson refused this placement, legal as it is: drawn as refused (no tick)."""

    @property
    def tile(self) -> TileSpec:
        return self.verdict.tile

    @property
    def cells(self) -> tuple[Cell, Cell]:
        """Under its first square, then its second."""
        return self.verdict.placement.cells

    @property
    def legal(self) -> bool:
        return self.verdict.legal and not self.judged

    @property
    def kind(self) -> GhostKind:
        if self.tone is Tone.HINT:
            return GhostKind.HINT
        if self.tone is Tone.PLAYED:
            return GhostKind.PLAYED
        return GhostKind.LEGAL if self.legal else GhostKind.REFUSED

    @property
    def level(self) -> int:
        """The level its squares would lie at (a refused tile is shown at level 1 at least)."""
        return max(self.verdict.level, 1)

    @property
    def pillar_cell(self) -> Optional[Cell]:
        """The cell that would need pillars under the tile (None: none would)."""
        return self.verdict.pillar_cell

    @property
    def pillars(self) -> int:
        return self.verdict.pillars_needed

    @property
    def broken(self) -> tuple[Cell, ...]:
        """The cells that break a rule, each once."""
        return tuple(dict.fromkeys(problem.cell for problem in self.verdict.problems if problem.cell is not None))


@dataclass(frozen=True)
class HeldTile:
    """The tile ``player`` holds, off their board: it floats under the pointer, turned ``rotation`` quarter turns;
    ``pointer`` is what the pointer is on (another player's board, or nothing)."""

    player: int
    tile: TileSpec
    rotation: int
    pointer: Optional[Pick]


@dataclass(frozen=True)
class CellFrames:
    """Frames on ``cells`` of the board of ``player``."""

    player: int
    cells: tuple[Cell, ...]
    tone: Tone


@dataclass(frozen=True)
class CellRings:
    """Rings just outside ``cells`` of the board of ``player`` (a frame inside one stays seen)."""

    player: int
    cells: tuple[Cell, ...]
    tone: Tone


@dataclass(frozen=True)
class SiteFrame:
    """A frame around the tile in ``slot`` (from 0) of the planning site."""

    slot: int
    tone: Tone


@dataclass(frozen=True)
class AssistantFrame:
    """A frame around the Assistant of ``player``."""

    player: int
    tone: Tone


Mark = Union[TileGhost, CellFrames, CellRings, SiteFrame, AssistantFrame, LegalMap]
"""A mark of the layer that changes only with the game or a switch (``HeldTile`` follows the pointer)."""
LessonMark = Union[CellRings, AssistantFrame, SiteFrame]
"""A mark a lesson's step lights, in the tone of its style."""


def held_tile(state: GameState, decision: Decision, rotation: int, pointer: Optional[Pick],
              computer: bool = False) -> Optional[HeldTile]:
    """The held tile while it floats: a tile is to be placed by a person (not a ``computer`` player, whose tile
    follows no pointer) and the pointer is not on a cell of the placer's board (there the tile's ghost shows
    instead)."""
    if state.over or computer or decision.phase is not Phase.PLACE or decision.tile is None:
        return None
    if isinstance(pointer, CellPick) and pointer.player == decision.player:
        return None
    return HeldTile(decision.player, state.tile(decision.tile), rotation, pointer)


def decision_marks(state: GameState, decision: Decision, targets: Sequence[Cell], hint_action: Optional[Action],
                   hint_cells: Optional[tuple[Cell, Cell]], legal_map_on: bool) -> tuple[Mark, ...]:
    """The marks of ``decision``: the hint (``hint_action``, and for a draft the ``hint_cells`` its tile would
    cover), the legal map when it is on, and the ``targets`` a click may choose. None once the game is over."""
    if state.over:
        return ()
    marks: list[Mark] = []
    if hint_action is not None:
        marks += hint_marks(state, decision, hint_action, hint_cells)
    if legal_map_on and decision.phase is Phase.PLACE and decision.tile is not None:
        marks.append(legal_map(state.boards[decision.player], state.tile(decision.tile), decision.player))
    if targets:
        marks.append(CellFrames(decision.player, tuple(targets), Tone.CHOOSE))
    return tuple(marks)


def hint_marks(state: GameState, decision: Decision, action: Action,
               cells: Optional[tuple[Cell, Cell]] = None, tone: Tone = Tone.HINT) -> list[Mark]:
    """A hint of ``action`` at ``decision``: the tile as it would lie; for a draft, the tile to take framed on the
    site and, with ``cells``, as it would lie there; for an action on a cell, that cell framed. ``tone``
    ``PLAYED`` draws a move played the same way, in its own look."""
    board = state.boards[decision.player]
    if isinstance(action, Place) and decision.phase is Phase.PLACE and decision.tile is not None:
        verdict = check_placement(board, state.tile(decision.tile), Placement(action.cells))
        return [TileGhost(decision.player, verdict, tone)]
    if isinstance(action, Draft) and decision.phase is Phase.DRAFT:
        marks: list[Mark] = [SiteFrame(action.slot, tone)]
        if cells is not None:
            verdict = check_placement(board, state.tile(state.site[action.slot]), Placement(cells))
            marks.append(TileGhost(decision.player, verdict, tone))
        return marks
    if isinstance(action, CELL_ACTIONS):
        return [CellFrames(decision.player, (action.cell,), tone)]
    return []


def why_marks(explanation: Optional["Explanation"]) -> tuple[Mark, ...]:
    """The squares that break the rule the "Why?" panel explains, on the board of its player."""
    if explanation is None or not explanation.highlight:
        return ()
    return (CellFrames(explanation.player, explanation.highlight, Tone.BREAKS),)


def lesson_marks(focus: "Focus", player: int = 0, tone: Tone = Tone.LESSON) -> tuple[LessonMark, ...]:
    """The pieces a lesson's step lights in one style (``focus``, marked in ``tone``), on the learner's board and
    the planning site."""
    marks: list[LessonMark] = []
    cells = tuple(dict.fromkeys(focus.cells + focus.stacks))
    if cells:
        marks.append(CellRings(player, cells, tone))
    if focus.assistant:
        marks.append(AssistantFrame(player, tone))
    marks += [SiteFrame(slot, tone) for slot in focus.slots]
    return tuple(marks)
