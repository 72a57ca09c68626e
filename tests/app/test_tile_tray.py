"""The analysis board's tile tray: every free tile at once (all 50 of a 4-player game from 1024x768 and 1280x720
up, text 100 %), narrowed by "Find a tile", the tile picked framed, the tile under the pointer named, and reached
by keys: Tab makes the tray one stop, the arrows walk it, Enter picks, Page Up / Page Down pick the tile before or
after; fewer rows a page at a time where the text size chosen asks for room."""
from __future__ import annotations

import pytest
from direct.gui import DirectGuiGlobals as DGG
from direct.showbase.MessengerGlobal import messenger
from panda3d.core import Point3

from dragonarium.app.ui import tile_tray
from dragonarium.app.ui.tile_tray import TileTray
from dragonarium.setup.tile_order import tray_order

from tests.app.test_analysis_screen import open_board
from tests.support.games import CATALOG

WINDOW = (1024, 768)
"""The smallest window the tray shows whole in, at text 100 %."""


def shown_ids(tray: TileTray) -> list[str]:
    return [tile.id for tile in tray.shown() if tile is not None]


@pytest.mark.parametrize("size", [WINDOW, (1280, 720), (1920, 1080)])
def test_every_free_tile_of_four_players_is_in_sight_at_once_at_1024_by_768_and_larger(tmp_path, size):
    app, screen = open_board(tmp_path, size)
    try:
        screen.apply(screen.session.table_step("players+"))
        screen.apply(screen.session.table_step("players+"))
        assert len(screen.session.state.seats) == 4
        tray = screen.tools.tray
        assert tray.pages == 1 and sorted(shown_ids(tray)) == sorted(tile.id for tile in CATALOG.tiles_for(4))
        assert screen.scale >= 1.0, "the text at 100 % at least"
        window = screen.base.render2d
        lowest = min(window.getRelativePoint(swatch, Point3(0, 0, swatch.node().getFrame()[2])).z
                     for swatch in tray.swatches if not swatch.isHidden())
        assert lowest > -1, "the tray's last row inside the window"
    finally:
        app.close()


def test_find_a_tile_narrows_the_tray_and_the_tile_picked_is_framed_and_named(tmp_path):
    app, screen = open_board(tmp_path, WINDOW)
    try:
        tray = screen.tools.tray
        assert len(shown_ids(tray)) == len(CATALOG.tiles_for(2))
        screen.tools.search("pillar")
        found = shown_ids(tray)
        assert found and all(any(square.is_pillar_square for square in CATALOG.tiles[tile].squares)
                             for tile in found)
        swatch = tray.swatch_of(found[1])
        swatch.commandFunc(None)  # a click on it
        assert screen.session.tile == found[1]
        assert swatch["frameColor"] == tile_tray.PICKED
        assert all(other["frameColor"] == tile_tray.EDGE for other in tray.swatches if other is not swatch)
        first = tray.swatch_of(found[0])
        messenger.send(DGG.ENTER + first.guiId, [None])  # the pointer over its swatch
        assert tray.line() == tile_tray.words(CATALOG.tiles[found[0]]) == str(tray.name_label["text"])
        assert tray.line().endswith(f"({found[0]})")
        messenger.send(DGG.EXIT + first.guiId, [None])
        assert tray.line().endswith(f"({found[1]})"), "without a swatch under the pointer: the tile picked"
    finally:
        app.close()


def test_tab_reaches_the_tray_as_one_stop_the_arrows_walk_it_and_enter_picks(tmp_path):
    app, screen = open_board(tmp_path, WINDOW)
    try:
        tray, focus = screen.tools.tray, screen.focus
        while not tray.holds(focus.widget):
            screen.key("tab")
        assert focus.widget is tray.swatches[0] and focus.frame is not None
        screen.key("arrow_right")
        screen.key("arrow_down")
        assert focus.widget is tray.swatches[tile_tray.COLUMNS + 1]
        picked = tray.shown()[tile_tray.COLUMNS + 1]
        assert tray.line() == tile_tray.words(picked), "the swatch with the focus is named as under the pointer"
        screen.key("enter")
        assert screen.session.tile == picked.id
        screen.key("tab")
        assert not tray.holds(focus.widget), "Tab leaves the tray at once"
        screen.key("shift-tab")
        assert focus.widget is tray.swatches[tile_tray.COLUMNS + 1], "back on the tile picked"
        screen.key("escape")
        screen.key("page_down")
        order = [tile.id for tile in tray_order(screen.session.found())]
        assert screen.session.tile == order[order.index(picked.id) + 1]
    finally:
        app.close()


def test_the_arrows_cross_a_rows_empty_end():
    class Swatch:
        def __init__(self, slot):
            self.slot = slot

    tray = TileTray.__new__(TileTray)
    tray.swatches = [Swatch(slot) for slot in range(tile_tray.COLUMNS * tile_tray.ROWS)]
    tiles = list(CATALOG.tiles_for(2))
    tray.rows, tray.page, tray.rows_shown = ((*tiles[:3],), (*tiles[3:10],)), 0, tile_tray.ROWS
    assert tray.neighbour(tray.swatches[2], 1, 0) is tray.swatches[tile_tray.COLUMNS]
    assert tray.neighbour(tray.swatches[tile_tray.COLUMNS + 5], 0, -1) is tray.swatches[2]
    assert tray.neighbour(tray.swatches[tile_tray.COLUMNS + 5], 0, 1) is tray.swatches[tile_tray.COLUMNS + 5]


def test_at_text_150_percent_the_tray_shows_fewer_rows_a_page_at_a_time(tmp_path):
    import dataclasses

    app, screen = open_board(tmp_path, WINDOW)
    try:
        tray = screen.tools.tray
        assert tray.rows_shown == tile_tray.ROWS and tray.pages == 1
        screen.context = dataclasses.replace(screen.context, text_size=150)
        screen.layout(*WINDOW)
        assert tray.rows_shown < tile_tray.ROWS and tray.pages == 2
        assert screen.scale > 1.25, "the text nearer the size chosen than with the whole tray (1.03)"
        assert not tray.next_page.isHidden()
        last = tray.rows[-1][-1].id
        screen.key("page_up")  # from no tile picked: the last tile, on the last page
        assert screen.session.tile == last and tray.page == 1 and tray.swatch_of(last) is not None
        tray.turn_page(-1)
        assert tray.page == 0 and tray.swatch_of(last) is None
        assert screen.column_height * screen.scale <= 2 - 0.04 * screen.scale + 1e-9, "the column fits the window"
    finally:
        app.close()
