"""Where the window opens and how large, and how its size and place are remembered in the settings file."""
from __future__ import annotations

import pytest

from dragonarium.play.settings import Settings, load_settings, save_settings
from dragonarium.play.quality import Quality
from dragonarium.play.window_place import MIN_SIDE, WindowPlace, fitted_size, opening_place


@pytest.mark.parametrize("desktop", [(1024, 768), (1280, 800), (1920, 1080), (3840, 2160), (1080, 1920),
                                     (800, 600), (64, 64), (3440, 1440)])
def test_a_new_window_is_the_largest_16_9_inside_90_percent_of_the_desktop(desktop):
    width, height = fitted_size(desktop)
    assert width <= desktop[0] and height <= desktop[1]
    assert width <= 0.9 * max(desktop[0], MIN_SIDE) + 1 and height <= 0.9 * max(desktop[1], MIN_SIDE) + 1 or (
        min(width, height) == MIN_SIDE)
    if min(desktop) > 200:
        assert width / height == pytest.approx(16 / 9, rel=0.01)
        # the largest: one side takes (almost) the whole 90 %
        assert width >= 0.9 * desktop[0] - 2 or height >= 0.9 * desktop[1] - 2


def test_on_a_1024x768_screen_the_window_is_no_longer_1280x720():
    assert fitted_size((1024, 768)) == (921, 518)
    place = opening_place(None, (1024, 768))
    assert (place.width, place.height) == (921, 518)
    assert place.fits((1024, 768)) and place.x == (1024 - 921) // 2


def test_a_remembered_window_opens_where_it_was_when_it_fits():
    remembered = WindowPlace(1000, 600, 40, 30)
    assert opening_place(remembered, (1920, 1080)) == remembered
    # the corner off a smaller desktop: the same size, centred
    assert opening_place(WindowPlace(1000, 600, 1500, 900), (1280, 800)) == WindowPlace(1000, 600, 140, 100)
    # larger than the desktop now: a fitting one
    too_large = opening_place(WindowPlace(2500, 1400, 0, 0), (1280, 800))
    assert (too_large.width, too_large.height) == fitted_size((1280, 800))


def test_the_window_is_remembered_in_the_settings_file(tmp_path):
    path = tmp_path / "settings.yaml"
    save_settings(Settings(quality=Quality.FAST).with_window(WindowPlace(1111, 666, 12, 34)), path)
    settings, problem = load_settings(path)
    assert problem == ""
    assert settings.window == WindowPlace(1111, 666, 12, 34) and settings.quality is Quality.FAST


@pytest.mark.parametrize("window, field", [
    ("[1, 2]", "window"), ("{width: 10, height: 600}", "window.width"), ("{width: 800, height: big}", "window.height"),
    ("{width: 800}", "window.height"), ("{width: 800, height: 600, x: 5}", "window.y"),
    ("{width: 800, height: 600, depth: 3}", "window.depth"), ("{width: true, height: 600}", "window.width"),
    ("{width: 800, height: 99999999}", "window.height")])
def test_a_bad_remembered_window_is_ignored_and_named_and_the_rest_is_kept(tmp_path, window, field):
    path = tmp_path / "settings.yaml"
    path.write_text(f"quality: fast\nwindow: {window}\n")
    settings, problem = load_settings(path)
    assert settings.window is None and settings.quality is Quality.FAST
    assert str(path) in problem and field in problem
