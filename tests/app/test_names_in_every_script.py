"""Players named in Arabic, Hebrew, Greek and Cyrillic, on every screen that names them (the new game page, the
table and its panels, the final page, the review, the history): no text draws a box for a missing letter, and
every Arabic or Hebrew word is laid out right to left (``gfx.bidi``). The table's name plates are geometry made
of their text: they are checked for boxes only."""
from __future__ import annotations

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.table_app import TableApp
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.review import judging as review
from dragonarium.play.review_session import ReviewSession
from dragonarium.rules import Game, Seat, load_record, save_record

from tests.app.drawn_text import boxes_drawn, missing_letter_boxes, texts_under, unturned
from tests.app.test_history_screen import keep
from tests.support.games import CATALOG, play_random
from tests.support.judges import fake_judge

NAMES = ("محمد بن راشد", "שרה לוי", "Ζωή Παπαδοπούλου", "Дмитрий Соколов")
SIZE = (640, 360)


def wrong(base) -> list[str]:
    """The texts drawn with a box for a missing letter or with an Arabic or Hebrew word not turned."""
    found = []
    for root in (base.aspect2d, base.render):
        for text in texts_under(root):
            words = text.getText()
            if unturned(words):
                found.append(f"not turned: {words[:40]!r}")
            if missing_letter_boxes(text):
                found.append(f"boxes for missing letters: {words[:40]!r}")
    found += [f"boxes for missing letters on the name plates: {boxes_drawn(plates)}"
              for plates in base.render.findAllMatches("**/names") if boxes_drawn(plates)]
    return found


@pytest.fixture
def app(tmp_path):
    offscreen = OffscreenBase.get(SIZE, multisamples=0)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    history = tmp_path / "history"
    keep(history, [Seat(name) for name in NAMES], 3, 0)
    table = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                     settings_file=tmp_path / "settings.yaml", history=history)
    yield table
    table.close()


def test_the_new_game_page_the_table_and_the_final_page_draw_every_name(app):
    app.start_screen("new")
    for entry, name in zip(app.screen.entries, NAMES):
        entry.enterText(name)
    app.screen.set_players(4)
    assert wrong(app.base) == [], "the new game page"
    game = Game(CATALOG, [Seat(name) for name in NAMES], 4)
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    app.play(game)
    app.screen.key("o")  # the scores over the boards
    assert wrong(app.base) == [], "the table"
    app.play(play_random(Game(CATALOG, [Seat(name) for name in NAMES], 7), 7))
    assert app.screen.pages.end_panel is not None and wrong(app.base) == [], "the final page"


def test_the_review_and_the_history_draw_every_name(app, monkeypatch, tmp_path):
    monkeypatch.setattr(review, "judge", fake_judge)
    save_record(play_random(Game(CATALOG, [Seat(name) for name in NAMES], 7), 7), tmp_path / "game.yaml")
    session = ReviewSession(load_record(tmp_path / "game.yaml"), CATALOG)
    app.review(session)
    session.analysis.run()
    app.screen.tick(0.0)
    assert wrong(app.base) == [], "the review"
    app.history()
    assert len(app.screen.rows) == 1 and wrong(app.base) == [], "the history"
