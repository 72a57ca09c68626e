"""The "Why?" panel's picture: a player's board square by square, with the squares a refusal concerns marked.

A ``Picture`` is plain data: for each square of the board (and any square of a refused tile that would lie off
it) its ground, type, level, a few letters for what stands on it, and a mark saying what part it plays in the
refusal. The table draws it as coloured squares; ``text`` writes it as lines of characters.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Mapping, Optional

from dragonarium.i18n import _
from dragonarium.rules import PRINTED, Board, Cell, Terrain, cell_name, column_name, row_name
from dragonarium.play.why.panel_words import FRAMES, LETTERS, LEVEL_NOTE, OFF_NOTE


class Mark(str, Enum):
    """The part a square plays in a refusal, from least to most telling."""

    NONE = "none"
    LINE = "line"
    """In the row or column the Assistant looks along."""
    ALLOWED = "allowed"
    """A square the refused piece may go to now."""
    TILE = "tile"
    """Under a square of the refused tile, and not what is wrong."""
    BREAKS = "breaks"
    """What breaks the rule."""


class Ground(str, Enum):
    """What fills a square of the picture."""

    BARE = "bare"
    TERRITORY = "territory"
    PILLAR = "pillar"
    GAP = "gap"
    CLIFF = "cliff"
    OFF = "off"
    """Outside the board: where a square of the refused tile would hang."""


MARK_SIGN = {Mark.NONE: " ", Mark.LINE: "~", Mark.ALLOWED: "+", Mark.TILE: "*", Mark.BREAKS: "!"}
"""How ``Picture.text`` shows each mark before a square's level."""


@dataclass(frozen=True)
class PictureSquare:
    """One square of the picture: ``level`` of its top, ``terrain`` of its top square (None for bare board, a
    pillar square, a gap, a cliff or off the board), ``letters`` from ``why_words.LETTERS``."""

    cell: Cell
    ground: Ground
    terrain: Optional[Terrain]
    level: int
    letters: str
    mark: Mark

    @property
    def name(self) -> str:
        """``B3``, or '' off the board."""
        return "" if self.ground is Ground.OFF else cell_name(self.cell)

    def text(self) -> str:
        """Four characters: the mark's sign, the level, the letters (`` -- `` off the board)."""
        if self.ground is Ground.OFF:
            return f"{MARK_SIGN[self.mark]}-- "
        return f"{MARK_SIGN[self.mark]}{self.level}{self.letters:<2}"[:4]


@dataclass(frozen=True)
class Picture:
    """The squares of ``rows`` x ``cols`` (internal indices, far row and left column first), row by row."""

    rows: tuple[int, ...]
    cols: tuple[int, ...]
    squares: tuple[PictureSquare, ...]

    def at(self, cell: Cell) -> PictureSquare:
        return self.squares[self.rows.index(cell[0]) * len(self.cols) + self.cols.index(cell[1])]

    def marked(self, mark: Mark) -> tuple[Cell, ...]:
        """The cells carrying ``mark``, row by row."""
        return tuple(square.cell for square in self.squares if square.mark is mark)

    @staticmethod
    def row_label(row: int) -> str:
        """``3``, or '' for a row off the board."""
        name = row_name(row)
        return "" if name == "?" else name

    @staticmethod
    def column_label(col: int) -> str:
        name = column_name(col)
        return "" if name == "?" else name

    def legend(self) -> tuple[str, ...]:
        """What the picture's letters and frames mean, those it shows only, and what its numbers are."""
        letters = [_("{letter}: {meaning}").format(letter=letter, meaning=_(LETTERS[letter])) for letter in LETTERS
                   if any(letter in square.letters for square in self.squares)]
        frames = [_(FRAMES[mark.value]) for mark in (Mark.BREAKS, Mark.TILE, Mark.ALLOWED, Mark.LINE)
                  if any(square.mark is mark for square in self.squares)]
        if any(square.ground is Ground.OFF for square in self.squares):
            frames.append(_(OFF_NOTE))
        return tuple(line for line in (", ".join(frames), ", ".join(letters)) if line) + (_(LEVEL_NOTE),)

    def text(self) -> tuple[str, ...]:
        """The picture as lines: a heading of column letters, then a row label and four characters a square."""
        lines = [("   " + "".join(f" {self.column_label(col):<3}" for col in self.cols)).rstrip()]
        for row in self.rows:
            squares = "".join(self.at((row, col)).text() for col in self.cols)
            lines.append(f"{self.row_label(row):>2} {squares}".rstrip())
        return tuple(lines)


def draw_board(board: Board, marks: Mapping[Cell, Mark], beyond: Iterable[Cell] = ()) -> Picture:
    """The picture of ``board`` with ``marks`` on its squares, widened to show the cells of ``beyond`` that lie
    off the board (a refused tile's square hanging over an edge)."""
    spec = board.spec
    outside = [cell for cell in beyond if not board.on_grid(cell)]
    rows = tuple(range(min([0] + [r for r, _ in outside]), max([spec.rows - 1] + [r for r, _ in outside]) + 1))
    cols = tuple(range(min([0] + [c for _, c in outside]), max([spec.cols - 1] + [c for _, c in outside]) + 1))
    squares = []
    for row in rows:
        for col in cols:
            cell = (row, col)
            mark = marks.get(cell, Mark.NONE)
            if not board.on_grid(cell):
                squares.append(PictureSquare(cell, Ground.OFF, None, 0, "", mark))
            else:
                squares.append(_square(board, cell, mark))
    return Picture(rows, cols, tuple(squares))


def _square(board: Board, cell: Cell, mark: Mark) -> PictureSquare:
    spec = board.spec
    top = board.top(cell)
    letters = "D" if board.dragons_on(cell) else ""
    if cell in spec.gaps:
        return PictureSquare(cell, Ground.GAP, None, 0, "G" + letters, mark)
    if cell in spec.cliffs:
        return PictureSquare(cell, Ground.CLIFF, None, 0, "C" + letters, mark)
    if top is not None and top.tile == PRINTED:
        step = spec.track[board.step]
        assistant = "A" if step.shrine and step.at == cell else ""
        return PictureSquare(cell, Ground.TERRITORY, top.terrain, board.level(cell), "S" + assistant + letters, mark)
    if top is not None and top.square.egg is not None:
        letters += "R" if top.ready else "E"
    if top is None:
        ground = Ground.BARE
    else:
        ground = Ground.PILLAR if top.terrain is None else Ground.TERRITORY
    return PictureSquare(cell, ground, top.terrain if top else None, board.level(cell), letters, mark)
