"""The front door: the table drawn behind its menu, its pages laid out cleanly at every window size, and the
settings it holds (sound and volume among them) remembered through the settings file."""
from __future__ import annotations

from dataclasses import replace

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.new_game_screen import NewGameScreen, Page
from dragonarium.app.table_app import TableApp
from dragonarium.app.ui import style
from dragonarium.app.ui.layout_json import collect, problems
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.settings import Settings, load_settings
from dragonarium.rules import Game, Seat, save_record

from tests.support.games import CATALOG

SIZES = [(1024, 768), (1280, 720), (1920, 1080), (2560, 1440), (1080, 1920)]
PAGES = (Page.HOME, Page.NEW, Page.LOAD, Page.SETTINGS)


def open_app(tmp_path, size=(320, 180), last: bool = True, scaled: bool = True) -> TableApp:
    """The app on its front door in a window ``size``; not ``scaled``: its 3D scene drawn at the window's size
    (a scaled scene's buffer, once made for a large window, leaves the offscreen base changed for the tests after)."""
    offscreen = OffscreenBase.get(size, multisamples=0)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    autosave = tmp_path / "autosave.yaml"
    if last:
        game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 9)
        game.apply(game.legal_actions()[0])
        save_record(game, autosave)
    preset = PRESETS[Quality.FAST] if scaled else replace(PRESETS[Quality.FAST], scene_pixels=0)
    return TableApp(offscreen.base, CATALOG, autosave=autosave, preset=preset, settings_file=tmp_path / "settings.yaml")


def test_the_table_of_the_game_to_continue_is_drawn_behind_the_menu_and_leaves_with_it(tmp_path):
    app = open_app(tmp_path)
    try:
        screen = app.screen
        assert isinstance(screen, NewGameScreen) and screen.table is not None
        front = app.base.render.find("**/front-table")
        assert not front.isEmpty() and len(screen.table.table.places) == 2
        assert screen.table.table.matches(load_last(tmp_path).state), "the game Continue resumes"
        assert screen.board_window()[0] > -1.0, "beside the menu, not under it"
        screen.show_page(Page.NEW)
        assert screen.board_window() == (-1.0, 1.0, -1.0, 1.0)
        assert style.is_selected(screen.continue_button), "Continue is the way in offered first"
        app.play(Game(CATALOG, [Seat("A"), Seat("B")], 4))
        assert app.base.render.find("**/front-table").isEmpty(), "the table of the front door is gone"
    finally:
        app.close()


def load_last(tmp_path):
    from dragonarium.play.saving import load_from

    return load_from(str(tmp_path / "autosave.yaml"), CATALOG)[0]


def test_without_a_game_to_continue_new_game_leads_the_menu(tmp_path):
    app = open_app(tmp_path, last=False)
    try:
        screen = app.screen
        assert screen.continue_button is None and screen.table is not None
        new_game = next(button for button in screen.pages[Page.HOME].findAllMatches("**/+PGButton")
                        if button.getPythonTag("selected"))
        assert "New game" in new_game.node().getStateDef(0).findAllMatches("**/+TextNode")[0].node().getText()
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_page_of_the_front_door_lays_out_cleanly(tmp_path, size):
    app = open_app(tmp_path, size, scaled=False)
    try:
        app.relayout()
        for page in PAGES:
            app.screen.show_page(page)
            items = collect(app.base.aspect2d, size)
            assert any(item.kind == "button" for item in items), page
            assert problems(items, size) == [], (size, page)
    finally:
        app.close()
        OffscreenBase.get((1280, 720), multisamples=0)  # the wide shape again, as the other tests expect it


def test_sound_and_volume_are_set_heard_and_remembered(tmp_path):
    app = open_app(tmp_path)
    try:
        panel = app.screen.settings
        assert panel.volume == 80 and not panel.muted and style.is_selected(panel.mute_button)
        panel.toggle_mute()
        assert app.sound.muted and load_settings(tmp_path / "settings.yaml")[0].muted
        assert not style.is_selected(panel.mute_button)
        for _ in range(3):
            panel.change_volume(10)
        assert panel.volume == 100 and app.sound.volume == 100, "no louder than 100"
        panel.change_volume(-10)
        assert load_settings(tmp_path / "settings.yaml")[0].volume == 90 and app.sound.volume == 90
        for _ in range(12):
            panel.change_volume(-10)
        assert app.settings.volume == 0 and panel.volume_label["text"] == "Volume: 0"
        app.start_screen()
        assert app.screen.settings.volume == 0 and app.screen.settings.muted, "shown as remembered"
    finally:
        app.close()


def test_a_language_or_text_size_chosen_brings_the_settings_page_back(tmp_path):
    app = open_app(tmp_path)
    try:
        app.screen.show_page(Page.SETTINGS)
        app.screen.next_text_size()
        assert app.screen.page == Page.SETTINGS and app.settings.text_size == 115
    finally:
        app.close()


@pytest.mark.parametrize("volume", [-1, 101, True, 50.5])
def test_a_volume_out_of_range_is_refused(volume):
    with pytest.raises(ValueError):
        Settings().with_volume(volume)


def test_a_new_game_page_starts_from_the_seats_of_the_game_last_begun_there(tmp_path):
    app = open_app(tmp_path, last=False)
    try:
        screen = app.screen
        screen.set_players(3)
        screen.next_kind(1)                  # Player 2: easy
        screen.next_kind(2)
        screen.next_kind(2)                  # Player 3: medium
        screen.next_side(0)
        screen.entries[0].enterText("Ann")
        first = screen.start()
        assert first is not None
        app.start_screen()
        again = app.screen
        assert isinstance(again, NewGameScreen) and again.players == 3
        assert again.seats() == list(first.seats)
        assert [button["text"] for button in again.kind_buttons[:3]] == ["human", "easy", "medium"]
        assert again.side_buttons[0]["text"] == CATALOG.boards[first.seats[0].side].shown_title
    finally:
        app.close()
