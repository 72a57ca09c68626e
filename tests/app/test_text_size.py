"""The text size setting: chosen on the start screen, remembered, read back (a bad value named), used by the
table; and the table lays its screen out again when the window side says the window was resized."""
import pytest
from panda3d.core import Point3

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.new_game_screen import NewGameScreen
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.settings import Settings, load_settings, save_settings
from dragonarium.play.table.screen_layout import TEXT_SIZES, text_pixels
from dragonarium.rules.engine.game import Game, Seat

from tests.support.games import CATALOG


def test_the_text_size_is_read_back_as_saved_and_an_older_file_means_100(tmp_path):
    path = tmp_path / "settings.yaml"
    save_settings(Settings(text_size=130), path)
    assert load_settings(path) == (Settings(text_size=130), "")
    path.write_text("quality: fast\n", encoding="utf-8")
    assert load_settings(path)[0].text_size == 100


@pytest.mark.parametrize("value", ["200", "80", "big", "true", "1.2"])
def test_a_text_size_out_of_range_or_of_the_wrong_kind_gives_the_defaults_and_names_the_field(tmp_path, value):
    path = tmp_path / "settings.yaml"
    path.write_text(f"text_size: {value}\n", encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings == Settings() and str(path) in problem and "text_size" in problem


def app_at(size, tmp_path, settings=None) -> TableApp:
    offscreen = OffscreenBase.get(size, multisamples=0)
    offscreen.fresh_scene()
    return TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                    settings=settings, settings_file=tmp_path / "settings.yaml")


def test_the_start_screen_button_cycles_the_text_size_remembers_it_and_the_table_uses_it(tmp_path):
    app = app_at((1280, 720), tmp_path)
    try:
        start = app.screen
        assert isinstance(start, NewGameScreen) and start.context.text_size == 100
        plain_scale = start.root.getScale()[0]
        start.text_size_button.commandFunc(None)  # the button's own command, as a click runs it
        assert load_settings(tmp_path / "settings.yaml")[0].text_size == TEXT_SIZES[TEXT_SIZES.index(100) + 1]
        again = app.screen
        assert again is not start and again.context.text_size == app.settings.text_size
        assert again.root.getScale()[0] > plain_scale
        app.play(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4))
        assert isinstance(app.screen, GameScreen)
        assert app.screen.plan.text_px == pytest.approx(text_pixels(1280, 720, app.settings.text_size / 100))
    finally:
        app.close()


def resize(app: TableApp, size) -> None:
    """Make the offscreen window ``size`` (a new buffer: no window event reaches the screens)."""
    OffscreenBase.get(size, multisamples=0)
    assert (app.base.win.getXSize(), app.base.win.getYSize()) == size


def test_a_resize_lays_the_shown_screen_out_again_for_the_new_size(tmp_path):
    app = app_at((1280, 720), tmp_path)
    try:
        app.play(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4))
        resize(app, (1080, 1920))
        app.relayout()  # as the host does on a resize (a buffer sends no window event)
        assert app.screen.plan.size == (1080, 1920) and app.screen.plan.arrangement == "bands"
        app.start_screen()
        before = app.screen.root.getScale()[0]
        resize(app, (1024, 600))
        app.relayout()
        assert app.screen.root.getScale()[0] != pytest.approx(before)
    finally:
        app.close()
        OffscreenBase.get((1280, 720), multisamples=0)


@pytest.mark.parametrize("size", [(1024, 600), (1080, 1920)], ids=["1024x600", "1080x1920"])
def test_the_start_screen_fits_a_wide_or_tall_window_at_every_text_size(tmp_path, size):
    from dragonarium.app.screens.new_game_screen import SMALLEST_TEXT

    for percent in (TEXT_SIZES[0], TEXT_SIZES[-1]):
        app = app_at((1280, 720), tmp_path, Settings(text_size=percent))
        try:
            resize(app, size)  # as a window resized to it: aspect2d takes the tall shape
            app.relayout()
            root, window = app.screen.root, app.base.render2d
            left, right, bottom, top = root.node().getFrame()  # the screen's card, every widget inside it
            mat = root.getMat(window)
            corners = [mat.xformPoint(Point3(x, 0, z)) for x in (left, right) for z in (bottom, top)]
            assert all(-1.001 <= c.x <= 1.001 and -1.001 <= c.z <= 1.001 for c in corners), (size, percent)
            smallest = SMALLEST_TEXT * root.getTransform(window).getScale().z * size[1] / 2
            assert smallest >= 13.0 - 1e-6, (size, percent)
        finally:
            app.close()
            OffscreenBase.get((1280, 720), multisamples=0)
