"""The focus is seen at a glance: its ring's two tones stand out against every colour beside them (a contrast of at
least 3:1 for one of them), and drawn, the ring's pixels are those tones round the focused button, gold or wooden,
in each drawing quality; the board's cursor is drawn in them too."""
import pytest
from panda3d.core import Point3

from dragonarium.app.gfx import palette
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.table_app import TableApp
from dragonarium.app.ui import style
from dragonarium.play.motion import Motion
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.settings import Settings
from dragonarium.rules import Game, Seat

from tests.app.key_driver import press
from tests.support.games import CATALOG

BESIDE_A_WIDGET = {
    "wood": style.WOOD, "wood lit": style.WOOD_LIT, "wood pressed": style.WOOD_PRESSED, "disabled": style.WOOD_DEAD,
    "gilt": style.GILT, "gilt lit": style.GILT_LIT, "gilt pressed": style.GILT_PRESSED, "walnut": style.WALNUT,
    "paper": style.PAPER, "cream words": style.INK, "window": (0.12, 0.11, 0.10), "table": palette.TABLE}
BESIDE_THE_CURSOR = {**{terrain.value: colour for terrain, colour in palette.TERRAIN_COLOUR.items()},
                     "board": palette.BOARD, "track": palette.TRACK, "gap": palette.GAP, "cliff": palette.CLIFF,
                     "pillar": palette.PILLAR_SQUARE, "hint": palette.GHOST_HINT, "legal": palette.GHOST_LEGAL,
                     "refused": palette.GHOST_REFUSED, "choose": (0.98, 0.98, 0.98),
                     **{f"player {n}": colour for n, colour in enumerate(palette.PLAYER_COLOURS, 1)}}


def luminance(colour) -> float:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("name, colour", sorted({**BESIDE_A_WIDGET, **BESIDE_THE_CURSOR}.items()))
def test_one_of_the_two_tones_stands_out_against_each_colour(name, colour):
    assert max(contrast(palette.FOCUS, colour), contrast(palette.FOCUS_EDGE, colour)) >= 3.0, name


def test_the_two_tones_stand_apart_from_each_other():
    assert contrast(palette.FOCUS, palette.FOCUS_EDGE) >= 7.0


def near(pixel, colour, tolerance=0.12) -> bool:
    return all(abs(p - c) <= tolerance for p, c in zip(pixel, colour))


def pixels_left_of(base, widget, image, reach=14):
    """The window's pixels from just inside ``widget``'s frame's left edge outwards, at its middle's height."""
    left, right, bottom, top = widget.node().getFrame()
    point = base.render2d.getRelativePoint(widget, Point3(left, 0, (bottom + top) / 2))
    width, height = image.getXSize(), image.getYSize()
    x, y = round((point.x + 1) / 2 * width), round((1 - point.z) / 2 * height)
    return [tuple(image.getXel(column, y)) for column in range(max(0, x - reach), x + 2)]


@pytest.mark.parametrize("quality", [Quality.FAST, Quality.FULL])
def test_the_ring_is_drawn_round_a_gold_and_a_wooden_button(tmp_path, quality):
    offscreen = OffscreenBase.get((1024, 768))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[quality],
                   settings_file=tmp_path / "settings.yaml", settings=Settings(motion=Motion.OFF))
    try:
        for want_selected in (True, False):
            for _step in range(10):
                press("tab")
                widget = app.host.focus.focused_widget()
                if style.is_selected(widget) == want_selected:
                    break
            offscreen.render_frames(2)
            row = pixels_left_of(offscreen.base, widget, offscreen.screenshot())
            assert any(near(pixel, palette.FOCUS) for pixel in row), (want_selected, row)
            assert any(near(pixel, palette.FOCUS_EDGE, 0.08) for pixel in row), (want_selected, row)
            app.host.focus.reset()
            offscreen.render_frames(2)
            row = pixels_left_of(offscreen.base, widget, offscreen.screenshot())
            assert not any(near(pixel, palette.FOCUS) for pixel in row), "no ring without the focus"
    finally:
        app.close()


def test_the_cursor_is_drawn_on_the_board_in_the_two_tones(tmp_path):
    offscreen = OffscreenBase.get((1024, 768))
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    app = TableApp(offscreen.base, CATALOG, game=Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4),
                   autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST])
    try:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        offscreen.render_frames(2)
        before = offscreen.screenshot()
        press("1")
        press("arrow_up")
        offscreen.render_frames(2)
        after = offscreen.screenshot()
        node = offscreen.base.render.find("**/key-cursor")
        assert not node.isEmpty()
        changed = [(x, y) for x in range(0, 1024, 2) for y in range(0, 768, 2)
                   if near(after.getXel(x, y), palette.FOCUS, 0.1)
                   and not near(before.getXel(x, y), palette.FOCUS, 0.1)]
        assert len(changed) > 40, "the cursor's sky blue brackets are drawn"
    finally:
        app.close()
