"""The analysis board's tile tray: every tile found drawn at once, each as a small picture of its two squares as
they look on the table, in a grid a person reads by eye (``setup.tile_order``: grouped by the pair of square types,
each first type starting a row).

A swatch is a button: a click (or Enter on the focused one) picks its tile, the tile picked is framed in gold, and
the line under the tray names the tile under the pointer (else the tile picked, else how many are shown). A
swatch's squares are the board's: the terrain atlas's square of their type (its colour and symbol: the flame, the
waves, the swirl, the crown, one or two pillars), the egg in its type's colour on a dark rim, and under it one dot
per stone space in the colour of the element it takes (grey: any). The tile's first square is at the left.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from direct.gui import DirectGuiGlobals as DGG
from direct.gui.DirectGui import DirectButton
from panda3d.core import NodePath

from dragonarium.i18n import _
from dragonarium.rules import SquareSpec, TileSpec, tile_name
from dragonarium.app.gfx import palette
from dragonarium.app.gfx.asset_files import load_texture
from dragonarium.app.gfx.mesh import Mesh
from dragonarium.guarded_read import FileRefused
from dragonarium.paths import textures_root
from dragonarium.app.ui import style
from dragonarium.app.ui.layout_json import tag

COLUMNS = 7
ROWS = 8
"""Rows shown at once (every tile of a 4-player game: 8 rows); more rows are shown a page at a time."""
SQUARE = 0.055
"""A square's side, in the 2D layer's units: small enough that the column holds all 8 rows in a window 720 pixels
high at text 100 % (its text at least 13 px)."""
PAD = 0.005
"""The frame round a swatch's picture (gold round the tile picked)."""
ROW_PITCH = SQUARE + 2 * PAD + 0.0045
LINE = 0.068
"""The line under the tray: the tile's name, the pages."""
TEXT = 0.034
RIM: palette.RGBA = (0.12, 0.1, 0.08, 1.0)
"""The egg's and the stone spaces' dark rim, as the board's egg rim."""
EDGE: palette.RGBA = (*palette.GAP, 1.0)
PICKED: palette.RGBA = (*palette.ACTIVE_FRAME, 1.0)
SEAM = 0.03
"""Half the width of the line between a swatch's squares, in squares."""
SPACE_SPOTS = {1: (0.12,), 2: (-0.02, 0.26), 3: (-0.16, 0.12, 0.4)}
"""Where a square's stone spaces lie across it (from its centre, in squares), under the egg."""


def words(tile: TileSpec) -> str:
    """The tile as the tray names it: ``water/royal (water egg) tile (T05)``."""
    return f"{tile_name(tile)} ({tile.id})"


def tile_picture(tile: TileSpec, size: float = SQUARE) -> NodePath:
    """``tile``'s two squares side by side, ``size`` each, the first at the left, centred on the origin of the 2D
    layer's plane: the atlas's squares, then each egg and its stone spaces drawn over them."""
    picture = NodePath(f"tile-{tile.id}")
    squares, marks = Mesh(), Mesh()
    for part, square in enumerate(tile.squares):
        x = (part - 0.5) * size
        u0, v0, u1, v1 = palette.atlas_uv(palette.square_slot(square))
        half = size / 2
        squares.quad(((x - half, -half, 0), (x + half, -half, 0), (x + half, half, 0), (x - half, half, 0)),
                     (0, 0, 1), palette.WHITE, (u0, v0, u1, v1))
        _egg(marks, square, x, size)
    seam = SEAM * size  # the dark line between the two squares, as the tile's edge on the board
    marks.quad(((-seam, -size / 2, 0), (seam, -size / 2, 0), (seam, size / 2, 0), (-seam, size / 2, 0)), (0, 0, 1),
               EDGE)
    face = picture.attachNewNode(squares.node("squares"))
    try:
        face.setTexture(load_texture(textures_root() / "terrain_atlas.png"))
    except FileRefused:
        pass  # the squares are drawn plain: the name under the tray still says the tile
    picture.attachNewNode(marks.node("eggs"))
    picture.setP(90)  # the meshes face up (+z): turned to face the 2D layer's viewer
    return picture


def _egg(mesh: Mesh, square: SquareSpec, x: float, size: float) -> None:
    """The egg on ``square`` (centred on ``x``): a disc of its type's colour on a dark rim, its stone spaces under
    it."""
    egg = square.egg
    if egg is None:
        return
    cx, cy = x + 0.12 * size, 0.1 * size
    mesh.disc(cx, cy, 0.001, 0.23 * size, RIM, sides=20)
    mesh.disc(cx, cy, 0.002, 0.17 * size, palette.lighten(palette.TERRAIN_COLOUR[egg.terrain], 0.25), sides=20)
    for spot, want in zip(SPACE_SPOTS.get(len(egg.spaces), SPACE_SPOTS[3]), egg.spaces):
        colour = palette.ANY_SPACE if want is None else palette.element_colour(want)
        mesh.disc(x + spot * size, -0.31 * size, 0.003, 0.13 * size, RIM, sides=12)
        mesh.disc(x + spot * size, -0.31 * size, 0.004, 0.085 * size, (*colour, 1.0), sides=12)


class TileTray:
    """The tray under ``parent``, its top left at (0, ``top``), ``width`` wide; ``pick(tile_id)`` hears a swatch
    pressed, ``hover()`` that the line under the tray changed (so the screen redraws)."""

    def __init__(self, parent: NodePath, top: float, width: float, pick: Callable[[str], None],
                 hover: Callable[[], None]) -> None:
        self.parent = parent
        self.pick = pick
        self.on_hover = hover
        self.rows: tuple[tuple[TileSpec, ...], ...] = ()
        self.picked: Optional[str] = None
        self.hovered: Optional[str] = None
        self._named_by_focus = False
        self.page = 0
        self.rows_shown = ROWS
        """The rows drawn at once (fewer where the window cannot hold them at the text size chosen)."""
        self._pictures: dict[str, NodePath] = {}
        pitch = width / COLUMNS
        frame = (-SQUARE - PAD, SQUARE + PAD, -SQUARE / 2 - PAD, SQUARE / 2 + PAD)
        self.swatches: list[DirectButton] = []
        for slot in range(COLUMNS * ROWS):
            x, z = pitch * (slot % COLUMNS + 0.5), top - ROW_PITCH * (slot // COLUMNS + 0.5)
            swatch = DirectButton(parent=parent, relief=DGG.FLAT, frameSize=frame, frameColor=EDGE, pos=(x, 0, z),
                                  command=self._pressed, extraArgs=[slot], pressEffect=0, rolloverSound=None,
                                  clickSound=None)
            style.mark(swatch, "swatch")
            tag(swatch, "swatch")
            swatch.bind(DGG.ENTER, self._entered, [slot])
            swatch.bind(DGG.EXIT, self._left, [slot])
            swatch.attachNewNode(f"picture-{slot}")
            self.swatches.append(swatch)
        self.bottom = top - ROW_PITCH * ROWS - LINE * 0.55
        self.foot = parent.attachNewNode("tray-foot")
        """The line under the tray and the page buttons, lifted when fewer rows are drawn."""
        self.name_label = tag(style.label(self.foot, "", TEXT * 0.9, (width / 2, 0, self.bottom)), "text")
        self.previous_page = tag(style.button(self.foot, "<", self.turn_page, [-1], TEXT,
                                              pos=(0.05, 0, self.bottom), frameSize=(-1.2, 1.2, -0.6, 1.1)), "button")
        self.next_page = tag(style.button(self.foot, ">", self.turn_page, [1], TEXT,
                                          pos=(width - 0.05, 0, self.bottom), frameSize=(-1.2, 1.2, -0.6, 1.1)),
                             "button")
        self.bottom -= LINE * 0.45

    # -- what is shown ----------------------------------------------------------------------------
    @property
    def tiles(self) -> tuple[TileSpec, ...]:
        return tuple(tile for row in self.rows for tile in row)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.rows) // self.rows_shown))

    def set_rows(self, rows: int) -> float:
        """Draw ``rows`` rows at once (1 to ``ROWS``); returns how far the foot of the tray is lifted."""
        self.rows_shown = max(1, min(ROWS, rows))
        lift = (ROWS - self.rows_shown) * ROW_PITCH
        self.foot.setZ(lift)
        self.show(self.rows, self.picked)
        return lift

    def shown(self) -> list[Optional[TileSpec]]:
        """The tiles on the tray's page shown, slot by slot (None: a slot left empty at a row's end)."""
        slots: list[Optional[TileSpec]] = []
        for row in self.rows[self.page * self.rows_shown:(self.page + 1) * self.rows_shown]:
            slots += [*row, *[None] * (COLUMNS - len(row))]
        while slots and slots[-1] is None:
            slots.pop()
        return slots

    def show(self, rows: Sequence[Sequence[TileSpec]], picked: Optional[str]) -> None:
        """Show ``rows`` of tiles (``setup.tile_order.tray_rows``, at most ``COLUMNS`` a row), ``picked`` framed;
        the page keeps the tile picked in sight."""
        self.rows, self.picked = tuple(tuple(row) for row in rows), picked
        ids = [tile.id for tile in self.tiles]
        for number, row in enumerate(self.rows):
            if any(tile.id == picked for tile in row):
                self.page = number // self.rows_shown
        self.page = min(self.page, self.pages - 1)
        if self.hovered not in ids:
            self.hovered = None
        self._draw()

    def turn_page(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))
        self._draw()
        self.on_hover()

    def _draw(self) -> None:
        shown = self.shown()
        for slot, swatch in enumerate(self.swatches):
            holder = swatch.find(f"picture-{slot}")
            holder.node().removeAllChildren()
            tile = shown[slot] if slot < len(shown) else None
            if tile is None:
                swatch.hide()
                continue
            self._picture(tile).instanceTo(holder)
            swatch["frameColor"] = PICKED if tile.id == self.picked else EDGE
            swatch.setPythonTag("tile", tile.id)
            swatch.show()
        paged = self.pages > 1
        for button in (self.previous_page, self.next_page):
            button.show() if paged else button.hide()
        style.set_enabled(self.previous_page, self.page > 0)
        style.set_enabled(self.next_page, self.page < self.pages - 1)
        style.set_text(self.name_label, self.line())

    def _picture(self, tile: TileSpec) -> NodePath:
        if tile.id not in self._pictures:
            self._pictures[tile.id] = tile_picture(tile)
        return self._pictures[tile.id]

    def line(self) -> str:
        """The line under the tray: the tile under the pointer, else the tile picked, else how many are shown (and
        the page, when there are several)."""
        named = self.hovered or self.picked
        tiles = {tile.id: tile for tile in self.tiles}
        if named in tiles:
            return words(tiles[named])
        if not self.tiles:
            return _("No tile shows that.")
        if self.pages > 1:
            return _("{count} tiles, page {page} of {pages}").format(count=len(self.tiles), page=self.page + 1,
                                                                    pages=self.pages)
        return _("{count} tiles: click one to pick it").format(count=len(self.tiles))

    # -- the swatches -----------------------------------------------------------------------------
    def swatch_of(self, tile: str) -> Optional[DirectButton]:
        """The swatch showing ``tile`` on the page shown (None: not shown)."""
        for swatch in self.swatches:
            if not swatch.isHidden() and swatch.getPythonTag("tile") == tile:
                return swatch
        return None

    def holds(self, widget: Optional[NodePath]) -> bool:
        return widget is not None and any(widget is swatch for swatch in self.swatches)

    def entry(self) -> Optional[DirectButton]:
        """The swatch the focus lands on from outside the tray: the tile picked's, else the first."""
        return (self.swatch_of(self.picked) if self.picked else None) or (
            self.swatches[0] if self.shown() else None)

    def neighbour(self, swatch: DirectButton, columns: int, rows: int) -> DirectButton:
        """The swatch ``columns`` right (left: -1) or ``rows`` down (up: -1) of ``swatch`` (the arrows): across
        a row's empty end to the next swatch shown; up or down, the nearest one shown at the left in that row;
        ``swatch`` itself at the tray's edge."""
        shown = self.shown()
        slot = next(index for index, other in enumerate(self.swatches) if other is swatch)
        if columns:
            moved = slot + columns
            while 0 <= moved < len(shown) and shown[moved] is None:
                moved += columns
            return self.swatches[moved] if 0 <= moved < len(shown) else swatch
        row = slot // COLUMNS + rows
        while 0 <= row * COLUMNS < len(shown):
            for column in range(slot % COLUMNS, -1, -1):
                at = row * COLUMNS + column
                if at < len(shown) and shown[at] is not None:
                    return self.swatches[at]
            row += rows
        return swatch

    def _tile_at(self, slot: int) -> Optional[TileSpec]:
        shown = self.shown()
        return shown[slot] if slot < len(shown) else None

    def _pressed(self, slot: int) -> None:
        tile = self._tile_at(slot)
        if tile is not None:
            self.pick(tile.id)

    def hover(self, tile: Optional[str]) -> None:
        """The pointer is over ``tile``'s swatch (None: over none): the line under the tray names it."""
        if tile != self.hovered:
            self.hovered = tile
            style.set_text(self.name_label, self.line())
            self.on_hover()

    def focus_on(self, widget: Optional[NodePath]) -> None:
        """The keyboard's focus is on ``widget``: a swatch's tile is named as under the pointer (and no longer
        once the focus leaves the tray)."""
        if widget is not None and self.holds(widget):
            self.hover(widget.getPythonTag("tile"))
            self._named_by_focus = True
        elif self._named_by_focus:
            self._named_by_focus = False
            self.hover(None)

    def _entered(self, slot: int, _where: object = None) -> None:
        tile = self._tile_at(slot)
        if tile is not None:
            self.hover(tile.id)

    def _left(self, slot: int, _where: object = None) -> None:
        tile = self._tile_at(slot)
        if tile is not None and tile.id == self.hovered:
            self.hover(None)
