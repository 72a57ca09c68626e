"""The look of the pieces on a board: empty spaces, stones, ready eggs, pillar slabs and level pips."""
import pytest

from dragonarium.app.scene.board_view import BoardView
from dragonarium.app.scene.layout import LEVEL_HEIGHT, cell_centre, level_z
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.rules.files.record import parse_position

POSITION = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    cells:
      "4,0": [fire/fire:ff=f.]
      "4,1": [fire/fire:ff=ff]
      "4,4": [royal/royal:**=..]
      "3,0": [fire, water, air/fire:fff=fff]
      "3,2": [fire, 2, water]
      "2,2": [fire, 1, air]
      "1,4": [air]
"""


def _view(board) -> BoardView:
    view = BoardView(OffscreenBase.get((800, 450)).assets)
    view.build(board)
    return view


@pytest.fixture(scope="module")
def board():
    return parse_position(POSITION).boards[0]


@pytest.fixture(scope="module")
def view(board):
    return _view(board)


def _kinds(view: BoardView, cell) -> list[str]:
    return [piece.kind for piece in view.pieces if piece.cell == cell]


def _of(view: BoardView, cell, kind: str):
    return [piece for piece in view.pieces if piece.cell == cell and piece.kind == kind]


def test_a_ready_egg_wears_a_bright_ring_and_an_unready_one_does_not(view):
    for ready in ((4, 1), (3, 0)):
        assert {"ready-halo", "ready-edge"} <= set(_kinds(view, ready)), ready
        egg, halo, edge = (_of(view, ready, kind)[0] for kind in ("egg", "ready-halo", "ready-edge"))
        # the ring reaches beyond the egg all round, lies below its top, and its dark edge lies beyond it
        assert halo.low[0] < egg.low[0] and halo.high[0] > egg.high[0] and halo.low[1] < egg.low[1]
        assert halo.high[2] < egg.high[2]
        assert edge.low[0] < halo.low[0] and edge.high[1] > halo.high[1]
    for unready in ((4, 0), (4, 4)):
        assert "egg" in _kinds(view, unready)
        assert not {"ready-halo", "ready-edge"} & set(_kinds(view, unready)), unready
    assert sorted(cell for cell, _ in view.figures["ready"]) == [(3, 0), (4, 1)]


def test_filling_the_last_space_marks_the_egg_ready(board):
    view = _view(board)
    filled = parse_position(POSITION.replace('"4,0": [fire/fire:ff=f.]', '"4,0": [fire/fire:ff=ff]')).boards[0]
    view.show(filled)
    assert (4, 0) in view.rebuilt_cells
    assert "ready-halo" in _kinds(view, (4, 0)) and "socket" not in _kinds(view, (4, 0))


def test_an_empty_space_and_a_stone_are_drawn_differently(view):
    # fire egg with one fire stone: the filled space shows the stone only, the empty one its recess
    cell = (4, 0)
    stones, spaces = _of(view, cell, "stone"), _of(view, cell, "socket")
    assert len(stones) == 1 and len(spaces) == 1
    stone, space = stones[0], spaces[0]
    assert stone.model is not space.model
    assert stone.low[0] < space.low[0], "the stone fills the first (left) space"
    # the stone stands clearly above the square, the empty space hardly at all
    top = level_z(1)
    assert stone.high[2] - top > 3 * (space.high[2] - top)
    # a royal egg's two empty spaces take any element: both are drawn as spaces, no stone
    assert len(_of(view, (4, 4), "socket")) == 2 and not _of(view, (4, 4), "stone")


def test_pillars_are_slabs_a_little_smaller_than_a_square_filling_their_levels(view):
    slabs = sorted(_of(view, (3, 2), "pillar"), key=lambda piece: piece.low[2])
    assert [z for piece in slabs for z in (piece.low[2], piece.high[2])] == pytest.approx(
        [level_z(1), level_z(2), level_z(2), level_z(3)], abs=1e-4)
    for slab in slabs:
        width, depth = slab.high[0] - slab.low[0], slab.high[1] - slab.low[1]
        assert 0.75 < width < 0.93 and 0.75 < depth < 0.93, (width, depth)
    assert len(_of(view, (2, 2), "pillar")) == 1


@pytest.mark.parametrize("cell, level", [((4, 0), 1), ((3, 0), 3), ((3, 2), 4), ((2, 2), 3), ((1, 4), 1),
                                         ((0, 0), 0)])
def test_level_pips_on_the_players_side_count_the_level(view, cell, level):
    pips = _of(view, cell, "pip")
    assert len(pips) == level
    if not pips:
        return
    x, y = cell_centre(cell)
    top = level_z(level)
    for pip in pips:
        assert pip.high[1] <= y - 0.45 + 1e-4, "on the side facing the player (-y)"
        assert top - LEVEL_HEIGHT < pip.low[2] and pip.high[2] < top, "on the top square's side"
    middles = sorted((pip.low[0] + pip.high[0]) / 2 for pip in pips)
    assert all(b - a > pips[0].high[0] - pips[0].low[0] for a, b in zip(middles, middles[1:])), "apart"
    assert sum(middles) / level == pytest.approx(x, abs=1e-4)
