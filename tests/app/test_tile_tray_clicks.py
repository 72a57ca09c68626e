"""Issue 42's measure of the tile tray: a finished board recreated through the analysis board by clicks alone, at
most three a tile (a click on the tile's swatch, a click on its first square's cell near the edge its second square
lies beyond, a right click only where that edge cannot give the turn), and the board made is the board played.

The board is the second player's at the end of ``examples/two-player-game.yaml``: its starting tile S1 (set by
the edit lines ``start S4``, ``board 2``, ``start S1``, as a person types them once) and the 11 tiles the player
placed, in the order placed, two of them over a pillar (each laid with a click on "Add a pillar" and one on the
cell, counted apart)."""
from __future__ import annotations

from pathlib import Path

from direct.showbase.MessengerGlobal import messenger
from panda3d.core import MouseButton

from dragonarium.app.scene.layout import cell_centre, level_z
from dragonarium.play.analysis_session import Mode
from dragonarium.rules import Game, PillarLayer, Placement, load_record
from dragonarium.rules.model.actions import Place

from tests.app.test_analysis_screen import open_board
from tests.support.games import CATALOG

WINDOW = (1024, 768)
"""The smallest window the tray shows whole in, at text 100 %."""

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "two-player-game.yaml"
PLAYER = 1
"""The second player's board."""
NEAR_EDGE = 0.35
"""How far from the cell's centre the click falls, toward the second square (in cells)."""


def played() -> tuple[Game, list[tuple[str, tuple]]]:
    """The example replayed to its end, and the second player's tiles in the order placed, with their cells."""
    record = load_record(EXAMPLE, CATALOG)
    game = Game(CATALOG, record.seats, record.seed)
    placed = []
    for action in record.actions:
        if isinstance(action, Place) and game.state.current == PLAYER:
            placed.append((game.state.drafted, action.cells))
        game.apply(action)
    return game, placed


def stacks(board) -> list[list[tuple]]:
    """A board's stacks as what lies in them: pillars, and each tile's square and its level."""
    return [[("pillar", layer.level) if isinstance(layer, PillarLayer) else (layer.tile, layer.part, layer.level)
             for layer in stack] for stack in board.stacks]


def starting_tile(board) -> str:
    return next(layer.tile for stack in board.stacks for layer in stack
                if getattr(layer, "tile", "") in {start.id for start in CATALOG.starting_tiles})


def click_widget(widget) -> None:
    messenger.send(widget.node().getClickEvent(MouseButton.one()), [None])  # as a click on it


def test_a_finished_board_is_recreated_in_at_most_three_clicks_a_tile(tmp_path):
    game, placed = played()
    target = game.state.boards[PLAYER]
    assert len(placed) == 11
    app, screen = open_board(tmp_path, WINDOW)
    try:
        session, tray = screen.session, screen.tools.tray
        starts = [starting_tile(board) for board in game.state.boards]
        for line in (f"start {starts[0]}", "board 2", f"start {starts[1]}"):  # S4 and S1, as typed once
            screen.tools.line.enterText(line)
            screen.tools.line.commandFunc(None)  # Enter in the edit field
        screen.key("2")  # the camera on board 2
        while screen.animating:
            screen.tick(0.1)
        place = screen.table.places[PLAYER]
        used: list[tuple[str, int]] = []
        pillar_clicks = 0
        for tile, cells in placed:
            for cell in cells:  # a pillar under this tile in the board played: laid first
                stack = target.stack(cell)
                layer = next(index for index, layer in enumerate(stack) if getattr(layer, "tile", None) == tile)
                if layer and isinstance(stack[layer - 1], PillarLayer):
                    click_widget(screen.tools.mode_buttons[Mode.PILLAR])
                    board = session.state.boards[PLAYER]
                    x, y = cell_centre(cell)
                    screen.left_click(*screen.picker.screen_point(place.to_world(x, y, level_z(board.level(cell)))))
                    pillar_clicks += 2
            clicks = 0
            swatch = tray.swatch_of(tile)
            assert swatch is not None, f"{tile} is in sight on the tray"
            click_widget(swatch)
            clicks += 1
            assert session.tile == tile
            board = session.state.boards[PLAYER]
            (x, y), (x2, y2) = cell_centre(cells[0]), cell_centre(cells[1])
            z = level_z(board.level(cells[0]))
            at = screen.picker.screen_point(place.to_world(x + (x2 - x) * NEAR_EDGE, y + (y2 - y) * NEAR_EDGE, z))
            screen.pointer(*at)
            if session.rotation != Placement(cells).rotation:  # the edge cannot give the turn: from the centre
                at = screen.picker.screen_point(place.to_world(x, y, z))
                screen.pointer(*at)
                while session.rotation != Placement(cells).rotation and clicks < 6:
                    screen.drag.press("right", *at)
                    screen.drag.release("right")
                    clicks += 1
            screen.left_click(*at)
            clicks += 1
            assert session.lines[-1].endswith(f"put {tile} {cells_text(cells)}"), session.lines[-1:]
            used.append((tile, clicks))
        print("clicks per tile:", " ".join(f"{tile} {count}" for tile, count in used),
              f"(pillars: {pillar_clicks}, total: {sum(count for _tile, count in used) + pillar_clicks})")
        assert all(count <= 3 for _tile, count in used), used
        assert stacks(session.state.boards[PLAYER]) == stacks(target)
    finally:
        app.close()


def cells_text(cells) -> str:
    from dragonarium.rules import cell_name

    return " ".join(cell_name(cell) for cell in cells)
