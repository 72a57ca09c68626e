"""The analysis board's column of tools: what a click does (a tile found by what its squares show, a pillar, a
stone of an element, a dragon of a type, taking away), the board selected (its side, its pillars, its
Assistant), the table (players, whose turn, the decision waiting) and a field to type any edit line.

Each control makes edit values through the session (``play.analysis_session``), the same ones a click makes;
``refresh`` shows the session as it is now.
"""
from __future__ import annotations

from typing import Callable, Optional

from direct.gui.DirectGui import DirectButton, DirectEntry
from panda3d.core import NodePath, TextNode

from dragonarium.i18n import _
from dragonarium.play.analysis_session import MODE_WORDS, AnalysisSession, Mode
from dragonarium.play.analysis_table import TableFacts, table_facts
from dragonarium.play.base.changes import Change
from dragonarium.rules import ELEMENTS, TERRAINS, Element, Terrain, TileSpec, stone_word, type_word
from dragonarium.setup.tile_order import tray_order, tray_rows
from dragonarium.app.ui import style
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.ui import tile_tray
from dragonarium.app.ui.tile_tray import TileTray

WIDTH = 0.98
"""The column's width, in the layer's units."""
TEXT = 0.034
ROW = 0.068


class AnalysisTools:
    """The column under ``parent`` (its top left at the parent's origin); ``changed`` hears what each control
    changed, ``typing`` is told when a field takes or leaves the keys."""

    def __init__(self, parent: NodePath, session: AnalysisSession, changed: Callable[[Change], None]) -> None:
        self.session = session
        self.changed = changed
        self.root = parent
        self._into = parent
        """Where the controls being made go (under the tray: ``lower``, lifted when the tray shows fewer rows)."""
        self.buttons: list[DirectButton] = []
        """Every control, in the order Tab reaches them."""
        z = -0.06
        tag(style.title(parent, _("Analysis board"), 0.05, (WIDTH / 2, 0, z - 0.015)), "text")
        z -= ROW * 1.3
        self.mode_buttons: dict[Mode, DirectButton] = {}
        for i, mode in enumerate((Mode.PILLAR, Mode.STONE, Mode.DRAGON, Mode.TAKE)):
            key = {Mode.PILLAR: "P", Mode.STONE: "S", Mode.DRAGON: "D", Mode.TAKE: "X"}[mode]
            self.mode_buttons[mode] = self._button(_("{what} ({key})").format(what=_(MODE_WORDS[mode]), key=key),
                                                   self._mode, [mode], (0.25 + 0.48 * (i % 2), z - ROW * (i // 2)),
                                                   5.9)
        z -= ROW * 2
        self.element_buttons = {element: self._button(stone_word(element), self._element, [element],
                                                       (0.165 + 0.325 * i, z), 4.5)
                                for i, element in enumerate(ELEMENTS)}
        z -= ROW
        self.terrain_buttons = {terrain: self._button(type_word(terrain), self._terrain, [terrain],
                                                      (0.125 + 0.245 * i, z), 3.4)
                                for i, terrain in enumerate(TERRAINS)}
        z -= ROW * 1.2
        self.find = self._field(_("Find a tile (F):"), z, self._searched)
        self._typed = ""
        z -= ROW * 0.45
        self.tray = TileTray(parent, z, WIDTH, self._pick, lambda: self.changed(Change.POINTER))
        self.buttons += [*self.tray.swatches, self.tray.previous_page, self.tray.next_page]
        z = self.tray.bottom - ROW * 0.55
        self.lower = self._into = parent = parent.attachNewNode("under-tray")
        self.turn_button = self._button(_("Turn (R)"), self._rotate, [], (0.17, z), 4.0)
        self.site_button = self._button(_("To the site"), self._to, ["site"], (0.5, z), 4.4)
        self.supply_button = self._button(_("To the supply"), self._to, ["supply"], (0.83, z), 4.4)
        z -= ROW * 1.25
        self.board_label = tag(style.label(parent, "", TEXT, (0.02, 0, z), align=TextNode.ALeft,
                                           text_wordwrap=WIDTH / TEXT - 1), "text")
        z -= ROW
        self.side_button = self._button("", self._table, ["side"], (WIDTH / 2, z), 13.8)
        z -= ROW
        self.pillar_label = tag(style.label(parent, "", TEXT, (0.02, 0, z), align=TextNode.ALeft), "text")
        self._button("-", self._table, ["usable-"], (0.8, z), 0.9)
        self._button("+", self._table, ["usable+"], (0.9, z), 0.9)
        z -= ROW
        self.fresh_label = tag(style.label(parent, "", TEXT, (0.02, 0, z), align=TextNode.ALeft), "text")
        self._button("-", self._table, ["fresh-"], (0.8, z), 0.9)
        self._button("+", self._table, ["fresh+"], (0.9, z), 0.9)
        z -= ROW
        self.assistant_label = tag(style.label(parent, "", TEXT, (0.02, 0, z), align=TextNode.ALeft), "text")
        self._button("-", self._table, ["assistant-"], (0.8, z), 0.9)
        self._button("+", self._table, ["assistant+"], (0.9, z), 0.9)
        z -= ROW * 1.25
        self.players_label = tag(style.label(parent, "", TEXT, (0.02, 0, z), align=TextNode.ALeft), "text")
        self._button("-", self._table, ["players-"], (0.8, z), 0.9)
        self._button("+", self._table, ["players+"], (0.9, z), 0.9)
        z -= ROW
        self.turn_of = self._button("", self._table, ["turn"], (WIDTH / 2, z), 13.8)
        z -= ROW
        self.decision_button = self._button("", self._table, ["decision"], (WIDTH / 2, z), 13.8)
        z -= ROW * 1.2
        self.line = self._field(_("Edit:"), z, self._line)
        self.full_bottom = self.bottom = z - ROW / 2
        self.refresh()

    def _field(self, words: str, z: float, command: Callable[[str], None]) -> DirectEntry:
        """A field to type in, after its ``words``, to the column's right edge."""
        tag(style.label(self._into, words, TEXT, (0.02, 0, z), align=TextNode.ALeft), "text")
        left = 0.04 + TextNode("measure").calcWidth(words) * TEXT
        width = (WIDTH - left) / TEXT - 0.6  # in the field's ems, its rim aside
        return tag(style.entry(self._into, scale=TEXT, width=width, pos=(left, 0, z), command=command), "entry")

    def _button(self, text: str, command: Callable, extra: list, at: tuple[float, float], half: float,
                align: bool = False) -> DirectButton:
        options = {"text_align": TextNode.ALeft} if align else {}
        x = at[0] - half * TEXT + 0.3 * TEXT if align else at[0]
        button = tag(style.button(self._into, text, command, extra, TEXT, pos=(x, 0, at[1]),
                                  frameSize=(-0.3, 2 * half - 0.3, -0.6, 1.1) if align else (-half, half, -0.6, 1.1),
                                  **options), "button")
        self.buttons.append(button)
        return button

    def fit_tray(self, rows: int) -> None:
        """Show ``rows`` rows of the tray (the others a page at a time), the controls under it lifted to follow."""
        lift = self.tray.set_rows(rows)
        self.lower.setZ(lift)
        self.bottom = self.full_bottom + lift

    # -- the controls ---------------------------------------------------------------------
    def _mode(self, mode: Mode) -> None:
        self.changed(self.session.set_mode(mode))

    def _element(self, element: Element) -> None:
        self.changed(self.session.set_element(element))

    def _terrain(self, terrain: Terrain) -> None:
        self.changed(self.session.set_terrain(terrain))

    def _rotate(self) -> None:
        self.changed(self.session.rotate(1))

    def _pick(self, tile: str) -> None:
        self.changed(self.session.pick_tile(tile))

    def _to(self, where: str) -> None:
        self.changed(self.session.tile_to(where))

    def _table(self, what: str) -> None:
        self.changed(self.session.table_step(what))

    def _searched(self, text: str) -> None:
        self.search(text)

    def search(self, text: str) -> None:
        """Show the tiles whose squares show ``text`` from the tray's first page."""
        self._typed = text
        self.tray.page = 0
        self.changed(self.session.search(text))

    def typed_now(self) -> None:
        """The tile field's text as typed so far: the list follows it at each step."""
        text = self.find.get()
        if text != self._typed:
            self.search(text)

    def _line(self, text: str) -> None:
        change = self.session.apply_line(text)
        if self.session.refused is None:
            self.line.enterText("")
        self.changed(change)

    def found(self) -> tuple[TileSpec, ...]:
        """The tiles found, in the tray's order (``setup.tile_order``)."""
        return tray_order(self.session.found(), self.session.words)

    def next_tile(self, step: int) -> Change:
        """Page Up / Page Down: the tile before or after the one picked, in the tray's order."""
        ids = [tile.id for tile in self.found()]
        if not ids:
            return Change.NONE
        current = ids.index(self.session.tile) if self.session.tile in ids else (-1 if step > 0 else 0)
        return self.session.pick_tile(ids[(current + step) % len(ids)])

    def typing(self) -> bool:
        """A field takes the keys (its item's own focus: a click gives it without the widget's option knowing)."""
        return self.find.guiItem.getFocus() or self.line.guiItem.getFocus()

    def stop_typing(self) -> None:
        self.find["focus"] = 0
        self.line["focus"] = 0

    def focus_find(self) -> None:
        self.find["focus"] = 1

    # -- showing the session --------------------------------------------------------------
    def refresh(self) -> None:
        session = self.session
        for mode, button in self.mode_buttons.items():
            style.set_selected(button, session.mode is mode)
        for element, button in self.element_buttons.items():
            style.set_selected(button, session.mode is Mode.STONE and session.element is element)
        for terrain, button in self.terrain_buttons.items():
            style.set_selected(button, session.mode is Mode.DRAGON and session.terrain is terrain)
        self.tray.show(tray_rows(self.found(), tile_tray.COLUMNS, session.words),
                       session.tile if session.mode is Mode.TILE else None)
        self._show_table(table_facts(session.state, session.selected))

    def _show_table(self, facts: TableFacts) -> None:
        style.set_text(self.board_label, facts.board)
        style.set_text(self.side_button, facts.side)
        style.set_text(self.pillar_label, facts.pillars)
        style.set_text(self.fresh_label, facts.fresh)
        style.set_text(self.assistant_label, facts.assistant)
        style.set_text(self.players_label, facts.players)
        style.set_text(self.turn_of, facts.turn)
        style.set_text(self.decision_button, facts.decision)

    def focused_words(self, widget: Optional[NodePath]) -> str:
        return "" if widget is None else str(widget["text"])

    def destroy(self) -> None:
        for button in self.buttons:
            button.destroy()
        self.find.destroy()
        self.line.destroy()
