"""The 3D table as a player sees it: levels, colours, figures, B-side cells, updates."""
import pytest

from dragonarium.app.scene.board_frame import reward_marks
from dragonarium.app.scene.layout import cell_centre, level_z
from dragonarium.rules.model.actions import Draft
from dragonarium.rules.files.record import parse_position
from dragonarium.rules.model.values import Terrain

from tests.app.scene_helpers import Shot, hue_of, terrain_seen
from tests.support.games import new_game, play_random

STACKS = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    side: %s
    cells:
      "1,1": [fire, water, air]
      "1,3": [royal]
      "3,1": [water, water]
      "3,3": [fire]
      "2,0": [royal/fire:ff=f.]
      "4,4": [air/air:a=a]
    dragons:
      "4,0": [water]
      "3,3": [royal]
"""


BARE = """
format: dragonarium-position
version: 1
players:
  - {name: Ann, side: %s}
"""


@pytest.fixture(scope="module")
def stacks():
    return Shot(parse_position(STACKS % "library"))


def test_each_top_face_shows_its_type(stacks):
    for cell, level, terrain in (((1, 1), 3, Terrain.AIR), ((1, 3), 1, Terrain.ROYAL), ((3, 1), 2, Terrain.WATER)):
        assert terrain_seen(stacks.seen(0, cell, level)) is terrain, cell


FRONT_ROW = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    cells:
      "4,3": [fire, water, air]
      "4,1": [fire]
"""


def test_a_level_three_square_is_drawn_above_a_level_one_square():
    from dragonarium.app.scene.camera import View

    # a low view from the player's side: each stack's silhouette ends at its real height
    shot = Shot(parse_position(FRONT_ROW), view=View(0.0, 0.0, 0.45, 0.0, -8.0, 10.0))
    for cell, level, terrain in (((4, 3), 3, Terrain.AIR), ((4, 1), 1, Terrain.FIRE)):
        front = shot.cell_point(0, cell, level, 0.0, -0.47)
        just_below = shot.project((front[0], front[1], front[2] - 0.06))
        just_above = shot.project((front[0], front[1], front[2] + 0.22))
        assert terrain_seen(shot.pixel(just_below)) is terrain, cell
        assert terrain_seen(shot.pixel(just_above)) is not terrain, cell
    high = shot.project(shot.cell_point(0, (4, 3), 3, 0.0, -0.47))
    low = shot.project(shot.cell_point(0, (4, 1), 1, 0.0, -0.47))
    assert high[1] < low[1], "the level-3 top is higher on screen"


def test_a_covered_square_is_hidden(stacks):
    assert terrain_seen(stacks.seen(0, (1, 1), 3)) is Terrain.AIR
    assert terrain_seen(stacks.seen(0, (1, 1), 1, 0.0, -0.3)) is not Terrain.FIRE


def test_dragons_show_in_their_type_colour(stacks):
    # the bare-board water dragon at (4, 0): its body fills points a little above the board
    seen = []
    for dz in (0.12, 0.2, 0.28):
        for dx in (-0.1, 0.0, 0.1):
            point = stacks.cell_point(0, (4, 0), 0, dx, 0.0)
            seen.append(terrain_seen(stacks.pixel(stacks.project((point[0], point[1], dz)))))
    assert seen.count(Terrain.WATER) >= 3, seen


def test_figures_equal_the_state():
    state = play_random(new_game(4, 6), 6).state
    shot = Shot(state)
    for index, board in enumerate(state.boards):
        dragons = shot.table.figures("dragon")[index]
        assert len(dragons) == board.dragon_count()
        assert sorted((c, t.value) for c, t in dragons) == sorted(
            (cell, t.value) for cell in board.cells() for t in board.dragons_on(cell))
        stones = sum(1 for cell in board.cells() if board.top(cell) for s in board.top(cell).stones if s)
        assert len(shot.table.figures("stone")[index]) == stones
        pieces = shot.table.board_views[index].pieces
        assert sum(piece.kind == "dragon" for piece in pieces) == board.dragon_count()
        assert sum(piece.kind == "stone" for piece in pieces) == stones


def test_church_ruins_gaps_are_dark():
    shot = Shot(parse_position(BARE % "church-ruins"))
    for cell in ((4, 3), (3, 3), (0, 4)):
        h, s, v = hue_of(shot.seen(0, cell, 0, 0.2, 0.2))
        assert v < 0.3, cell


def test_lostwing_cliffs_are_grey_rock():
    shot = Shot(parse_position(BARE % "lostwing-cliffs"))
    for cell in ((0, 0), (2, 4), (4, 1)):
        rgb = shot.seen(0, cell, 0, 0.1, 0.0)
        assert terrain_seen(rgb) is None and hue_of(rgb)[1] < 0.3, cell


def test_eternal_shrines_show_their_type():
    shot = Shot(parse_position(BARE % "eternal-shrines"))
    for cell, terrain in (((0, 2), Terrain.FIRE), ((2, 4), Terrain.WATER), ((4, 2), Terrain.AIR)):
        point = shot.cell_point(0, cell, 0, 0.25, -0.25)
        seen = terrain_seen(shot.pixel(shot.project((point[0], point[1], 0.04))))
        assert seen is terrain, cell


def test_an_action_redraws_only_what_changed():
    game = new_game(2, 3)
    shot = Shot(game.state)
    player = game.state.current
    game.apply(Draft(0))
    shot.table.show(game.state)
    assert shot.table.rebuilt == ["site"]
    game.apply(game.legal_actions()[0])
    shot.table.show(game.state)
    assert shot.table.rebuilt == [f"board-{player}"]


def test_four_player_end_of_game_table_keeps_its_3d_passes_within_100_draw_calls():
    """The table's share of the 150 draw calls a frame may make (the 2D layer takes the rest; the whole frame,
    every pass, is counted from the OpenGL log by scripts/bench_table.py)."""
    from dragonarium.app.scene.masks import SUN_CAMERA

    state = play_random(new_game(4, 6), 6).state
    shot = Shot(state)
    nodes = list(shot.base.base.render.findAllMatches("**/+GeomNode"))
    main = sum(n.node().getNumGeoms() for n in nodes)
    shadow = sum(n.node().getNumGeoms() for n in nodes if not n.isHidden(SUN_CAMERA))
    assert main + shadow <= 100 and shadow < main / 2


PILLARS = """
format: dragonarium-position
version: 1
players:
  - name: Ann
    cells:
      "1,1": [fire, 2, water]
"""


def test_level_height_is_one_pillar():
    from dragonarium.app.gfx.assets import Assets

    assert Assets().model("pillar").getTightBounds()[1].z == pytest.approx(1.0, abs=0.01)
    # a water square on two pillars over a level-1 fire square: the pillar slabs fill levels 2 and 3 exactly,
    # from the fire square's top to the water square's underside, and the water top shows at level 4
    shot = Shot(parse_position(PILLARS))
    tokens = [(piece.low, piece.high) for piece in shot.table.board_views[0].pieces if piece.kind == "pillar"]
    spans = sorted((low[2], high[2]) for low, high in tokens)
    assert [z for span in spans for z in span] == pytest.approx(
        [level_z(1), level_z(2), level_z(2), level_z(3)], abs=0.005)
    x, y = cell_centre((1, 1))
    for low, high in tokens:
        assert ((low[0] + high[0]) / 2, (low[1] + high[1]) / 2) == pytest.approx((x, y), abs=0.005)
    assert sorted(shot.table.figures("square")[0]) == [((1, 1), "fire", 1), ((1, 1), "water", 4)]
    assert terrain_seen(shot.seen(0, (1, 1), 4, 0.3, -0.3)) is Terrain.WATER


def test_a_reward_on_a_shrine_is_drawn_only_while_the_shrine_is_uncovered():
    uncovered = parse_position(BARE % "eternal-shrines")
    assert reward_marks(uncovered.boards[0]) == [6, 9, 18]
    covered = parse_position("""
format: dragonarium-position
version: 1
players:
  - name: Ann
    side: eternal-shrines
    cells:
      "2,4": [water/water:w]
""")
    assert reward_marks(covered.boards[0]) == [6, 18]
