"""One look for every widget: each screen, built offscreen, makes its DirectGUI widgets (buttons, entries, labels,
frames) and its panels through ``app.ui.style`` (each carries the style's tag), and every text is drawn in the
style's one font; a button's selected look stands apart from its other states."""
from __future__ import annotations

import pytest
from panda3d.core import NodePath

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.puzzle_flow import PuzzleFlow
from dragonarium.app.table_app import TableApp
from dragonarium.app.ui import style
from dragonarium.app.ui.layout_json import TAG
from dragonarium.app.gfx.palette import luminance
from dragonarium.lessons import load_lessons
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.review import judging as review
from dragonarium.play.review_session import ReviewSession
from dragonarium.rules import Game, Seat, save_record

from tests.app.test_history_screen import keep
from tests.support.games import CATALOG, new_game, play_random
from tests.support.judges import fake_judge
from tests.support.records import STRONG_OPENING, record

SIZE = (320, 180)


def unstyled(aspect2d: NodePath) -> list[str]:
    """The widgets and panels under ``aspect2d`` not made by the style (hidden ones included), and the texts drawn in
    another font."""
    found = []
    for node in aspect2d.findAllMatches("**/+PGItem"):
        if not node.hasTag(style.STYLE_TAG):
            found.append(f"{type(node.node()).__name__} {node.getName()}")
    for node in aspect2d.findAllMatches(f"**/={TAG}=panel"):
        if not node.hasTag(style.STYLE_TAG):
            found.append(f"panel {node.getName()}")
    for node in aspect2d.findAllMatches("**/+TextNode"):
        if node.node().getText() and node.node().getFont() != style.font():
            found.append(f"text {node.node().getText()[:20]!r} in another font")
    return found


@pytest.fixture
def app(tmp_path):
    offscreen = OffscreenBase.get(SIZE, multisamples=0)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    autosave = tmp_path / "autosave.yaml"
    last = new_game(2, 3)
    last.apply(last.legal_actions()[0])
    save_record(last, autosave)  # so the front door offers Continue
    history = tmp_path / "history"
    keep(history, [Seat("Ann"), Seat("Bob")], 3, 0)
    keep(history, [Seat("Ann")], 5, 1)  # a solo game: the solo chart
    keep(history, [Seat("Ann")], 6, 2)
    table = TableApp(offscreen.base, CATALOG, autosave=autosave, preset=PRESETS[Quality.FAST],
                     settings_file=tmp_path / "settings.yaml", history=history)
    table.puzzles = PuzzleFlow(table, progress_file=tmp_path / "puzzles.json")
    yield table
    table.close()


def test_the_front_door_its_pages_and_the_menus_are_styled(app):
    assert unstyled(app.base.aspect2d) == [], "the front door, every page"
    assert app.screen.continue_button is not None and style.is_selected(app.screen.continue_button)
    for open_menu in (app.lesson_menu, app.puzzle_menu, app.history):
        open_menu()
        assert unstyled(app.base.aspect2d) == [], open_menu.__name__


def test_the_play_screen_its_dialog_a_lesson_and_the_end_are_styled(app):
    app.play(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 4))
    screen = app.screen
    screen.apply(screen.session.play(screen.game.legal_actions()[0]))  # a tile held: the row of buttons
    screen.key("control-s")
    assert screen.save_dialog is not None
    assert unstyled(app.base.aspect2d) == [], "the play screen and its save dialog"
    screen.saving.close()
    screen.key("f1")
    assert unstyled(app.base.aspect2d) == [], "the help page"
    app.play(play_random(new_game(2, 7), 7))
    assert app.screen.pages.end_panel is not None and unstyled(app.base.aspect2d) == [], "the final page"
    app.play_lesson(load_lessons(catalog=CATALOG)[0])
    assert unstyled(app.base.aspect2d) == [], "a lesson"


def test_the_review_is_styled(app, monkeypatch):
    monkeypatch.setattr(review, "judge", fake_judge)
    session = ReviewSession(record(STRONG_OPENING), CATALOG)
    app.review(session)
    session.analysis.run()
    app.screen.tick(0.0)
    assert unstyled(app.base.aspect2d) == []


def test_a_selected_button_stands_apart_from_its_other_states_in_greys_too():
    base = OffscreenBase.get(SIZE, multisamples=0).base
    button = style.button(base.aspect2d, "fire", selected=False)
    try:
        wooden = [luminance(colour[:3]) for colour in button["frameColor"]]
        assert len(set(wooden)) == 4, "ready, pressed, under the pointer and disabled each look their own"
        style.set_selected(button, True)
        gold = luminance(button["frameColor"][0][:3])
        assert style.is_selected(button) and gold > max(wooden) + 0.2
        assert luminance(tuple(button.component("text0").fg)[:3]) < gold - 0.5, "dark words on gold"
        style.set_enabled(button, False)
        assert button["state"] == "disabled"
    finally:
        button.destroy()
