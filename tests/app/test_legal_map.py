"""The legal map: a black-and-white card with a tick on every pair the held tile may cover, and its count in
words under the table."""
import pytest
from panda3d.core import GeomVertexReader, NodePath

from dragonarium.app.scene.layout import board_places
from dragonarium.app.scene.mark_meshes import OUTLINE, legal_map_node
from dragonarium.play.hud import legal_count_text, message_text
from dragonarium.play.table.legal_map import legal_map
from dragonarium.play.base.picks import SitePick
from dragonarium.play.session import PlaySession
from dragonarium.rules import Game, Phase, Seat, Terrain, legal_placements
from dragonarium.rules.files.record import parse_position
from dragonarium.play.base.commands import Command

from tests.app.scene_helpers import Shot, terrain_seen
from tests.app.test_marks_on_squares import close_over
from tests.support.games import CATALOG

ROYAL_PAIR = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    cells:
      "2,2": [royal]
      "2,3": [royal]
      "0,0": [fire]
      "0,1": [water]
site: [T01, T02]
supply: [T03, T04]
pending: place
tile: T05
"""


def test_the_count_names_placements_and_pairs_in_words():
    state = parse_position(ROYAL_PAIR)
    board, tile = state.boards[0], state.tile("T05")
    placements, pairs = len(list(legal_placements(board, tile))), len(legal_map(board, tile).pairs)
    assert 1 < pairs < placements
    assert legal_count_text(board, tile) == f"{placements} legal placements for this tile, on {pairs} pairs of cells"


def test_the_map_draws_one_card_per_pair_the_count_speaks_of():
    state = parse_position(ROYAL_PAIR)
    board, tile = state.boards[0], state.tile("T05")
    node = legal_map_node(NodePath("test"), board_places(1)[0], board, legal_map(board, tile))
    cards = node.findAllMatches("**/map-level")
    assert f"on {cards.getNumPaths()} pairs of cells" in legal_count_text(board, tile)
    texts = sorted(card.node().getText() for card in cards)
    levels = sorted(str(pair.level) + (f"+{pair.pillars}p" if pair.pillars else "") for pair in legal_map(board, tile).pairs)
    assert texts == levels


def test_the_map_uses_no_colour_a_square_has():
    state = parse_position(ROYAL_PAIR)
    node = legal_map_node(NodePath("test"), board_places(1)[0], state.boards[0],
                          legal_map(state.boards[0], state.tile("T05")))
    colours = set()
    for geom_node in node.findAllMatches("**/+GeomNode"):
        for index in range(geom_node.node().getNumGeoms()):
            column = GeomVertexReader(geom_node.node().getGeom(index).getVertexData(), "color")
            while not column.isAtEnd():
                colours.add(tuple(round(c, 2) for c in tuple(column.getData4())[:3]))
    assert colours and all(terrain_seen(colour) is None for colour in colours)
    assert all(max(colour) - min(colour) < 0.1 for colour in colours), "black and white only, no tint"
    assert all(tuple(card.node().getTextColor())[:3] == pytest.approx(OUTLINE, abs=0.01)
               for card in node.findAllMatches("**/map-level"))


def test_on_a_royal_pair_the_card_reads_as_no_territory():
    state = parse_position(ROYAL_PAIR)
    board, tile = state.boards[0], state.tile("T05")
    assert ((2, 2), (2, 3)) in [pair.cells for pair in legal_map(board, tile).pairs]
    shot = Shot(state, view=close_over(state, (2, 2)), shadows=False)
    royal_before = shot.seen(0, (2, 2), 1, 0.5, 0.3)
    assert terrain_seen(royal_before) is Terrain.ROYAL
    legal_map_node(shot.table.root, shot.table.places[0], board, legal_map(board, tile))
    shot.base.render_frames(2)
    shot.image = shot.base.screenshot()
    # the card on the edge the two royal squares share: white with a dark edge, never a territory's colour
    for dx, dy in ((0.5, 0.0), (0.5, 0.12), (0.5, -0.12)):
        seen = shot.seen(0, (2, 2), 1, dx, dy)
        assert terrain_seen(seen) is None and max(seen) - min(seen) < 0.15, (dx, dy, seen)
    assert shot.seen(0, (2, 2), 1, 0.5, 0.3) == pytest.approx(royal_before, abs=0.05)


def test_the_message_line_gives_the_count_while_the_map_is_on():
    game = Game(CATALOG, [Seat("Ann")], 4)
    session = PlaySession(game)
    try:
        session.click(SitePick(0, (0.0, 0.0, 0.0)))
        assert game.pending().phase is Phase.PLACE
        state = game.state
        words = legal_count_text(state.boards[0], state.tile(game.pending().tile))
        assert words not in message_text(session)
        session.press(Command.LEGAL_MAP)
        assert words in message_text(session).split("\n")
    finally:
        session.close()


BLOCKED = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    cells:
      "2,2": [fire/water:wa]
    dragons:
      "4,4": [royal]
site: [T01, T02]
supply: [T03, T04]
pending: place
tile: T05
"""


def test_a_cross_marks_every_cell_no_legal_placement_covers_and_only_those():
    state = parse_position(BLOCKED)
    board, tile = state.boards[0], state.tile("T05")
    node = legal_map_node(NodePath("test"), board_places(1)[0], board, legal_map(board, tile))
    crossed = set(node.getPythonTag("crossed"))
    covered = {cell for verdict in legal_placements(board, tile) for cell in verdict.placement.cells}
    assert {(2, 2), (4, 4)} <= crossed, "an unready egg and a dragon cannot be covered"
    assert crossed == set(board.cells()) - covered
