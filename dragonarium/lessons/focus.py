"""What a lesson step points at on the table: cells, stacks, site slots, the Assistant.

A step's ``show:`` list names the pieces its text speaks of (``B3``, ``stack
C2``, ``slot 1``, ``tile T09``, ``assistant``, ``domain air``, ``placed``,
``line``, ``choices``). ``Ref.resolve`` turns each into board cells or slots for
the table as it is, so the table can highlight them and keep the lesson's
panel off them.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional

from dragonarium.i18n import _
from dragonarium.rules import (Cell, ExtraDragon, FreeStone, Nest, NotationError, Stone, Terrain, Trade, largest_domain,
                               parse_cell)
from dragonarium.lessons.placeholders import Scene

REF_FORMS = ("B3", "stack B3", "slot N", "tile ID", "assistant", "domain TYPE", "placed", "line", "choices", "site")


class Style(Enum):
    """How a step's piece is lit, by the step field that names it: a piece to use, one to keep off, one to look at."""

    USE = "use"
    """A piece the step's move is to use (the egg to cover, the tile to take)."""
    AVOID = "avoid"
    """A piece the step's move must not use (an egg not ready, a dragon's square)."""
    INFO = "show"
    """A piece the text speaks of, shown for information."""


class RefError(ValueError):
    """A ``show:`` entry that names nothing known; the message says what is accepted."""


@dataclass(frozen=True)
class Focus:
    """The pieces a step points at: board cells (of the learner's board), stacks, site slots (from 0), the
    Assistant."""

    cells: tuple[Cell, ...] = ()
    stacks: tuple[Cell, ...] = ()
    slots: tuple[int, ...] = ()
    assistant: bool = False

    @property
    def empty(self) -> bool:
        return not (self.cells or self.stacks or self.slots or self.assistant)

    def __add__(self, other: "Focus") -> "Focus":
        return Focus(cells=_merge(self.cells, other.cells), stacks=_merge(self.stacks, other.stacks),
                     slots=_merge(self.slots, other.slots), assistant=self.assistant or other.assistant)


def _merge(first: tuple, second: tuple) -> tuple:
    return tuple(dict.fromkeys(first + second))


@dataclass(frozen=True)
class Ref:
    """One ``show:`` entry, read: its kind and argument."""

    kind: str
    arg: Optional[str] = None
    cell: Optional[Cell] = None
    slot: Optional[int] = None

    @classmethod
    def read(cls, text: object, tiles: frozenset[str]) -> "Ref":
        if not isinstance(text, str) or not text.strip():
            raise RefError(_("a piece to show is text, one of: {forms}").format(forms=", ".join(REF_FORMS)))
        words = text.split()
        head, rest = words[0], words[1:]
        if head in ("assistant", "placed", "line", "choices", "site") and not rest:
            return cls(head)
        if head == "stack" and len(rest) == 1:
            return cls("stack", cell=_cell(rest[0]))
        if head == "slot" and len(rest) == 1:
            if not rest[0].isdigit() or not 1 <= int(rest[0]) <= 6:
                raise RefError(_("{text}: a slot is numbered 1 (the left-most) to 6").format(text=repr(text)))
            return cls("slot", slot=int(rest[0]) - 1)
        if head == "tile" and len(rest) == 1:
            if rest[0] not in tiles:
                raise RefError(_("{text}: unknown tile {tile}").format(text=repr(text), tile=repr(rest[0])))
            return cls("tile", arg=rest[0])
        if head == "domain" and len(rest) == 1:
            try:
                Terrain(rest[0])
            except ValueError:
                raise RefError(_("{text}: a domain is of fire, water, air or royal").format(text=repr(text))) \
                    from None
            return cls("domain", arg=rest[0])
        if len(words) == 1:
            return cls("cell", cell=_cell(head))
        raise RefError(_("{text}: not a piece to show; one of: {forms}").format(text=repr(text),
                                                                               forms=", ".join(REF_FORMS)))

    def resolve(self, scene: Scene) -> Focus:
        """The cells or slots this entry points at on the table as it is."""
        state, board, trail = scene.state, scene.board, scene.trail
        if self.kind == "cell":
            return Focus(cells=(self.cell,))  # type: ignore[arg-type]
        if self.kind == "stack":
            return Focus(stacks=(self.cell,))  # type: ignore[arg-type]
        if self.kind == "slot":
            return Focus(slots=(self.slot,)) if self.slot is not None and self.slot < len(state.site) else Focus()
        if self.kind == "site":
            return Focus(slots=tuple(range(len(state.site))))
        if self.kind == "tile":
            return Focus(slots=(state.site.index(self.arg),)) if self.arg in state.site else Focus()
        if self.kind == "assistant":
            return Focus(assistant=True)
        if self.kind == "domain":
            domain = largest_domain(board, Terrain(self.arg))
            return Focus(cells=tuple(sorted(domain.cells))) if domain else Focus()
        if self.kind == "placed":
            return Focus(cells=trail.placed)
        if self.kind == "line":
            spec = board.spec
            cells = {cell for line in spec.track[board.step].lines for cell in line.cells(spec.rows, spec.cols)}
            return Focus(cells=tuple(sorted(cells)))
        choices = state.pending().choices
        cells = {choice.cell for choice in choices if isinstance(choice, (Nest, Stone, FreeStone, ExtraDragon, Trade))}
        return Focus(cells=tuple(sorted(cells)))


def _cell(text: str) -> Cell:
    try:
        return parse_cell(text)
    except NotationError as error:
        raise RefError(str(error)) from None


def resolve_all(refs: tuple[Ref, ...], scene: Scene) -> Focus:
    """Everything a step's ``show:`` list points at."""
    focus = Focus()
    for ref in refs:
        focus = focus + ref.resolve(scene)
    return focus
