"""An analysis board being set up, as plain Python: the table (``setup.SetupTable``), undo and redo, what a click
puts or takes away (the mode, the picked tile and its turn, a stone's element, a dragon's type), the cell cursor
the keys move, and the last refusal kept as a value for the screen to say in words.

Every input becomes edit values (``setup.edits``: ``put T05 A1 A2``...) applied with ``setup.apply_edit``; a click
on another board than the one selected selects it first (``board 2``), in the same step of undo. ``lines`` are
the edits that made the table from where it started, so a list of them (``setup.build``) makes the same table.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional, Sequence

from dragonarium.i18n import N_, _
from dragonarium.rules import (Catalog, Element, GameState, Placement, PillarLayer, Terrain, TileSpec,
                               Verdict, cell_name, tile_name)
from dragonarium.play.base.changes import Change
from dragonarium.play.base.picks import CellPick, Pick, SitePick
from dragonarium.play.table.marks import TileGhost
from dragonarium.play.analysis_saving import save_position
from dragonarium.play.analysis_table import table_edit, tile_edit
from dragonarium.setup import (AddDragon, AddPillar, AddStone, Edit, EditRefused, EditSyntaxError, PutTile, Reason,
                               SelectBoard, SetSite, SetupTable, TakeDragon, TakePillar, TakeStone, TakeTile,
                               apply_edit, find_tiles, parse_edit, reason_text, tiles_on_table, to_position, to_state)


class Mode(Enum):
    """What a click on a cell does."""

    TILE = "tile"
    PILLAR = "pillar"
    STONE = "stone"
    DRAGON = "dragon"
    TAKE = "take"
    """Take away what is on top: a dragon, a loose pillar, a stone, else the tile."""


MODE_WORDS = {Mode.TILE: N_("Put a tile"), Mode.PILLAR: N_("Add a pillar"), Mode.STONE: N_("Add a stone"),
              Mode.DRAGON: N_("Add a dragon"), Mode.TAKE: N_("Take away")}
NO_TILE = N_("Pick a tile first: click it in the tray (or type what its squares show, such as 'fire egg' or 'pillar').")
ROWS, COLUMNS = 5, 5
AIM_CENTRE = 0.15
"""How far from a cell's centre (in cells) the pointer turns the held tile toward an edge."""


@dataclass(frozen=True)
class Refused:
    """An edit the table refused: its line and why (``reason``, a value worded where it is shown; else ``text``,
    already in words: a line that is no edit, a control with nowhere to go)."""

    line: str
    text: str = ""
    reason: Optional[Reason] = None
    catalog: Optional[Catalog] = None

    @property
    def words(self) -> str:
        return self.text if self.reason is None else reason_text(self.reason, self.catalog)


class AnalysisSession:
    """The table set up from ``table`` (``setup.empty_table`` or ``setup.from_state``)."""

    def __init__(self, table: SetupTable, catalog: Catalog) -> None:
        self.catalog = catalog
        self.table = table
        self.lines: list[str] = []
        """The edits applied since the board opened, in order (undone ones taken off)."""
        self._done: list[tuple[SetupTable, int]] = []
        """Undo: each step's table before it, and how many lines there were."""
        self._undone: list[tuple[SetupTable, list[str]]] = []
        self.mode = Mode.TILE
        self.tile: Optional[str] = None
        """The picked tile's id (what a click puts, in ``Mode.TILE``)."""
        self.rotation = 0
        self.element = Element.FIRE
        self.terrain = Terrain.FIRE
        self.words = ""
        """What the tile picker looks for (``setup.tile_search.find_tiles``)."""
        self.hovered: Optional[Pick] = None
        self.cursor = CellPick(0, (ROWS - 1, 0))
        """The cell the keys point at (the arrows move it, Enter acts on it)."""
        self.refused: Optional[Refused] = None
        self.done_at: Optional[Pick] = None
        """Where the last click's edits were made: while the pointer stays there the line says them done, not what
        a second click would do (it would be refused: the cell holds what was just put)."""
        self.done = ""
        self.message = ""
        self._state: Optional[tuple[SetupTable, GameState]] = None

    # -- what is shown -----------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The table as a game's state (drawn by the screen; the ask tools play on a copy of it)."""
        if self._state is None or self._state[0] is not self.table:
            self._state = (self.table, to_state(self.table, self.catalog))
        return self._state[1]

    @property
    def selected(self) -> int:
        """The board the edits of one board act on (from 0)."""
        return self.table.selected

    def found(self) -> list[TileSpec]:
        """The tiles the picker offers for ``words``, best first (every tile when none are typed): those of the
        player count that are not on the table yet (``setup.find_tiles``)."""
        state = self.state
        return list(find_tiles(self.catalog, self.words, len(state.seats), tiles_on_table(state)))

    @property
    def picked(self) -> Optional[TileSpec]:
        return None if self.tile is None else self.catalog.tiles.get(self.tile)

    def can_undo(self) -> bool:
        return bool(self._done)

    def can_redo(self) -> bool:
        return bool(self._undone)

    # -- choosing what a click does ------------------------------------------------------
    def set_mode(self, mode: Mode) -> Change:
        self.mode = mode
        self.refused = None
        return Change.POINTER | Change.PANEL

    def search(self, words: str) -> Change:
        """Look for the tiles whose squares show ``words``; a single tile found is picked."""
        self.words = words
        found = self.found()
        if len(found) == 1:
            return self.pick_tile(found[0].id)
        return Change.PANEL

    def pick_tile(self, tile: str) -> Change:
        """Hold tile ``tile``: clicks put it (``Mode.TILE``)."""
        self.tile, self.mode, self.refused = tile, Mode.TILE, None
        return Change.POINTER | Change.PANEL

    def rotate(self, delta: int = 1) -> Change:
        self.rotation = (self.rotation + delta) % 4
        return Change.POINTER | Change.PANEL

    def set_element(self, element: Element) -> Change:
        self.element, self.mode = element, Mode.STONE
        return Change.POINTER | Change.PANEL

    def set_terrain(self, terrain: Terrain) -> Change:
        self.terrain, self.mode = terrain, Mode.DRAGON
        return Change.POINTER | Change.PANEL

    # -- clicks and the cursor -----------------------------------------------------------
    def edits_at(self, pick: Optional[Pick]) -> list[Edit]:
        """What a click on ``pick`` makes, in order (selecting its board first when it is another); taking away a
        tile of the planning site; none off the boards, or with no tile picked in ``Mode.TILE``."""
        if isinstance(pick, SitePick) and self.mode is Mode.TAKE and pick.slot < len(self.state.site):
            site = self.state.site
            return [SetSite(tuple(site[:pick.slot] + site[pick.slot + 1:]))]
        if not isinstance(pick, CellPick):
            return []
        edit = self._edit(pick)
        if edit is None:
            return []
        return ([SelectBoard(pick.player + 1)] if pick.player != self.selected else []) + [edit]

    def _edit(self, pick: CellPick) -> Optional[Edit]:
        cell = pick.cell
        if self.mode is Mode.TILE:
            return None if self.tile is None else PutTile(self.tile, Placement.at(cell, self.rotation).cells)
        if self.mode is Mode.PILLAR:
            return AddPillar(cell)
        if self.mode is Mode.STONE:
            return AddStone(self.element, cell)
        if self.mode is Mode.DRAGON:
            return AddDragon(self.terrain, cell)
        return self._taking(pick)

    def _taking(self, pick: CellPick) -> Edit:
        """What a click takes away: the dragon on top, else a loose pillar, else a stone, else the tile."""
        board, cell = self.state.boards[pick.player], pick.cell
        if not board.on_grid(cell):
            return TakeTile(cell)
        stack = board.stack(cell)
        if board.dragons_on(cell):
            return TakeDragon(cell)
        if self.table.loose_on(pick.player, cell) or (stack and isinstance(stack[-1], PillarLayer)):
            return TakePillar(cell)
        top = board.top(cell)
        if top is not None and top.has_stones:
            return TakeStone(cell)
        return TakeTile(cell)

    def aim(self, east: float, north: float) -> Change:
        """The pointer is ``east`` and ``north`` of its cell's centre (in cells, on the board as its player sees
        it): the held tile's second square goes toward the nearest edge, so a click puts a tile any way round.
        Near the centre the tile keeps its turn (R, the wheel)."""
        if max(abs(east), abs(north)) < AIM_CENTRE:
            return Change.NONE
        rotation = (0 if east > 0 else 2) if abs(east) >= abs(north) else (3 if north > 0 else 1)
        if rotation == self.rotation:
            return Change.NONE
        self.rotation = rotation
        return Change.POINTER

    def hover(self, pick: Optional[Pick]) -> Change:
        if pick == self.hovered:
            return Change.NONE
        self.hovered = pick
        if pick != self.done_at:  # the pointer has left the cell edited: the next click is asked anew
            self.done_at, self.done = None, ""
        if isinstance(pick, CellPick):
            self.cursor = pick
        return Change.POINTER

    def click(self, pick: Optional[Pick]) -> Change:
        """Apply what a click on ``pick`` makes; off the boards, or with no tile picked, say why nothing happens."""
        if isinstance(pick, CellPick):
            self.cursor = pick
        edits = self.edits_at(pick)
        if not edits:
            if self.mode is Mode.TILE and self.tile is None and isinstance(pick, CellPick):
                self.refused = Refused("", _(NO_TILE))
                return Change.PANEL | Change.POINTER
            return Change.NONE
        return self.apply(edits)

    def move_cursor(self, columns: int, rows: int) -> Change:
        """The arrows: the cursor moves a cell (from one board's edge to the next board's)."""
        player, (row, column) = self.cursor.player, self.cursor.cell
        column, row = column + columns, row - rows  # row 0 is the far edge; up on the keys goes away from the player
        boards = len(self.state.boards)
        if column < 0 or column >= COLUMNS:
            player = (player + (1 if column >= COLUMNS else -1)) % boards
            column %= COLUMNS
        self.cursor = CellPick(player, (max(0, min(ROWS - 1, row)), column))
        self.hovered = self.cursor
        return Change.POINTER

    def put(self) -> Change:
        """Enter: act on the cursor's cell as a click would."""
        return self.click(self.cursor)

    # -- applying edits ------------------------------------------------------------------
    def trial(self, edits: Sequence[Edit]) -> tuple[Optional[SetupTable], Optional[Refused]]:
        """The table ``edits`` would make, or the refusal of the first one refused (nothing changes)."""
        table = self.table
        for edit in edits:
            try:
                table = apply_edit(table, edit, self.catalog)
            except EditRefused as error:
                return None, Refused(edit.text(), reason=error.reason, catalog=self.catalog)
        return table, None

    def apply(self, edits: Sequence[Edit]) -> Change:
        """Apply ``edits`` as one step of undo; a refusal changes nothing and is kept to be said."""
        table, refused = self.trial(edits)
        if table is None:
            self.refused = refused
            return Change.PANEL | Change.POINTER
        self._done.append((self.table, len(self.lines)))
        self._undone.clear()
        self.table = table
        self.lines += [edit.text() for edit in edits]
        self.refused, self.message = None, ""
        self.done_at, self.done = self.hovered, _("Done: {edit}").format(edit="; ".join(edit.text() for edit in edits))
        if isinstance(edits[-1], PutTile) and edits[-1].tile == self.tile:
            self.tile = None  # it lies on the table now: the next tile is picked from the list
        return Change.ALL

    def apply_line(self, line: str) -> Change:
        """A typed edit line (``put T05 A1 A2``, ``decision place T05``...); a line that is no edit is refused
        with what is wrong."""
        try:
            edit = parse_edit(line)
        except EditSyntaxError as error:
            self.refused = Refused(line, str(error))
            return Change.PANEL
        return self.apply([edit])

    def undo(self) -> Change:
        if not self._done:
            self.message = _("Nothing to undo.")
            return Change.PANEL
        table, count = self._done.pop()
        self._undone.append((self.table, self.lines[count:]))
        self.table, self.lines = table, self.lines[:count]
        self.refused, self.message = None, _("Undone.")
        return Change.ALL

    def redo(self) -> Change:
        if not self._undone:
            self.message = _("Nothing to redo.")
            return Change.PANEL
        table, lines = self._undone.pop()
        self._done.append((self.table, len(self.lines)))
        self.table, self.lines = table, self.lines + lines
        self.refused, self.message = None, _("Redone.")
        return Change.ALL

    def table_step(self, what: str) -> Change:
        """A table control (``analysis_table.table_edit``); one with nowhere to go says so."""
        edit = table_edit(self.state, self.selected, self.tile, what)
        if edit is None:
            self.refused = Refused("", _("That is as far as it goes."))
            return Change.PANEL
        return self.apply([edit])

    def tile_to(self, where: str) -> Change:
        """The picked tile to the end of the planning site (``site``) or of the supply (``supply``)."""
        edit = tile_edit(self.state, self.tile, where)
        if edit is None:
            self.refused = Refused("", _(NO_TILE))
            return Change.PANEL
        return self.apply([edit])

    # -- the ghost and what a click would do ----------------------------------------------------
    def ghost(self) -> Optional[TileGhost]:
        """The picked tile as it would lie where the pointer (or the cursor) is: drawn as refused when the table
        refuses it."""
        pick = self.hovered
        tile = self.picked
        if self.mode is not Mode.TILE or tile is None or not isinstance(pick, CellPick):
            return None
        placement = Placement.at(pick.cell, self.rotation)
        table, refused = self.trial(self.edits_at(pick))
        board = self.state.boards[pick.player]
        level = board.level(pick.cell) + 1 if board.on_grid(pick.cell) else 1
        if table is not None:
            after = to_state(table, self.catalog).boards[pick.player]
            level = after.level(pick.cell)
        verdict = Verdict(tile, placement, level, None, 0, ())
        return TileGhost(pick.player, verdict, judged=refused is not None)

    def preview(self) -> str:
        """What a click where the pointer is would do, or why the table refuses it, in words (nothing while the
        pointer stays where the last click's edits were made: those are said done)."""
        if self.done and self.hovered == self.done_at:
            return ""
        edits = self.edits_at(self.hovered)
        if not edits:
            return ""
        table, refused = self.trial(edits)
        line = edits[-1].text()
        if refused is not None:
            return _("{edit}: refused: {reason}").format(edit=line, reason=refused.words)
        return line

    def status(self) -> str:
        """The line under the table: the refusal, else a notice, else what a click does now."""
        if self.refused is not None:
            if not self.refused.line:
                return self.refused.words
            return _("Refused: {edit}: {reason}").format(edit=self.refused.line, reason=self.refused.words)
        if self.message:
            return self.message
        if self.done and self.hovered == self.done_at:
            return self.done
        if self.mode is Mode.TILE:
            tile = self.picked
            if tile is None:
                return _(NO_TILE)
            return _("Click the cell of its first square to put the {tile} (R turns it).").format(tile=tile_name(tile))
        return _(MODE_WORDS[self.mode])

    def cursor_words(self) -> str:
        """Where the keys' cursor is: ``Board 2 (Bob), C3``."""
        player = self.cursor.player
        seats = self.state.seats
        name = seats[player].name if player < len(seats) else ""
        return _("Board {number} ({name}), {cell}").format(number=player + 1, name=name,
                                                           cell=cell_name(self.cursor.cell))

    # -- saving ------------------------------------------------------------------------
    def save_as(self, text: str) -> bool:
        """Save the table as a position at the typed path ``text``; a table that cannot be written yet (pillars
        holding up no tile) is refused with its reason."""
        try:
            position = to_position(self.table)
        except EditRefused as error:
            self.refused = Refused("", reason=error.reason, catalog=self.catalog)
            return False
        saved, self.message = save_position(position, text)
        self.refused = None
        return saved

