"""Scene updates touch only what changed; the sun's shadow pass draws depth only, of what casts a shadow."""
from panda3d.core import ColorWriteAttrib, ShaderAttrib

from dragonarium.app.scene.masks import SUN_CAMERA
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.scene.table_view import TableView
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules.model.actions import Place

from tests.support.games import new_game


def table(quality=Quality.FULL):
    base = OffscreenBase.get((800, 450))
    return TableView(base.assets, base.fresh_scene(), PRESETS[quality])


def test_a_placement_redraws_only_the_cells_it_touched_and_their_neighbours():
    game = new_game(2, 3)
    view = table()
    view.show(game.state)
    player = game.state.current
    board_view = view.board_views[player]
    track = board_view._track
    game.apply(game.legal_actions()[0])  # draft
    view.show(game.state)
    place = next(action for action in game.legal_actions() if isinstance(action, Place))
    game.apply(place)
    view.show(game.state)
    touched = set(place.cells)
    near = {(r + dr, c + dc) for r, c in touched for dr in (-1, 0, 1) for dc in (-1, 0, 1)}
    assert touched <= set(board_view.rebuilt_cells) <= near
    assert len(board_view.rebuilt_cells) < 25
    assert board_view._track is track, "the track is built once"
    assert view.rebuilt == [f"board-{player}"]


def test_the_shadow_pass_writes_depth_without_the_table_shader():
    view = table(Quality.FULL)
    view.show(new_game(2, 3).state)
    sun = view.sun.node()
    assert sun.isShadowCaster() and sun.getCameraMask() == SUN_CAMERA
    state = sun.getInitialState()
    shader = state.getAttrib(ShaderAttrib)
    assert shader is not None and shader.getShader() is None and not shader.autoShader(), "shader off"
    assert state.getOverride(ShaderAttrib) >= 1000, "it wins over the shader the table sets on its nodes"
    assert state.getAttrib(ColorWriteAttrib).getChannels() == ColorWriteAttrib.COff


def test_flat_things_cast_no_shadow_and_stacks_do():
    view = table(Quality.FULL)
    view.show(new_game(2, 3).state)
    board = view.board_nodes[0]
    for name in ("ring", "grid", "track", "coordinates"):
        assert board.find(f"**/{name}").isHidden(SUN_CAMERA), name
    assert view.root.find("surface").isHidden(SUN_CAMERA)
    for name in ("slabs", "pieces", "assistant"):
        node = board.find(f"**/{name}")
        assert not node.isEmpty() and not node.isHidden(SUN_CAMERA), name


def test_contact_shadows_are_drawn_in_fast_only():
    state = new_game(2, 3).state
    for quality, drawn in ((Quality.FAST, True), (Quality.FULL, False)):
        view = table(quality)
        view.show(state)
        assert view.board_nodes[0].find("**/contact-shadows").isEmpty() is not drawn
