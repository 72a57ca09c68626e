"""The History screen: from the start screen's History button, the games kept newest first a page at a time,
each opened in the review and back; the figures, the solo chart, the keep switch and the skipped files."""
from datetime import datetime, timedelta, timezone

import pytest

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.history_screen import ROWS, HistoryScreen
from dragonarium.app.screens.new_game_screen import NewGameScreen
from dragonarium.app.screens.review_screen import ReviewScreen
from dragonarium.app.table_app import TableApp
from dragonarium.play.history.figures import player_figures
from dragonarium.play.history.store import keep_game, read_history
from dragonarium.play.history.lines import figures_line
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.settings import Settings, load_settings
from dragonarium.rules import Game, PlayerKind, Seat

from tests.app.contexts import context_of
from tests.support.games import CATALOG, play_random

WHEN = datetime(2025, 3, 1, 14, 2, 11, tzinfo=timezone.utc)


def keep(folder, seats, seed, hours):
    keep_game(folder, play_random(Game(CATALOG, seats, seed), seed), WHEN + timedelta(hours=hours))


@pytest.fixture
def folder(tmp_path):
    folder = tmp_path / "history"
    keep(folder, [Seat("Ann"), Seat("Bob", "church-ruins", PlayerKind.EASY)], 3, 0)
    keep(folder, [Seat("Ann", "marble-quarry")], 4, 1)
    keep(folder, [Seat("Ann")], 5, 2)
    return folder


def screen_of(folder, opened=None, keeps=None, keep=True):
    return HistoryScreen(context_of(OffscreenBase.get((800, 450))), CATALOG, folder,
                         lambda path: opened.append(path) or "" if opened is not None else "", lambda: None,
                         keep=keep, on_keep=keeps.append if keeps is not None else lambda on: None)


def test_the_games_are_listed_newest_first_with_players_kinds_sides_scores_and_outcome(folder):
    screen = screen_of(folder)
    try:
        rows = [row["text"] for row in screen.rows]
        assert [row[:16] for row in rows] == ["2025-03-01 16:02", "2025-03-01 15:02", "2025-03-01 14:02"]
        assert "Ann (human, Marble Quarry)" in rows[1] and "Solo:" in rows[1]
        result = read_history(folder).games[2].result
        assert f"Bob (easy, Church Ruins): {result.players[1].score}" in rows[2]
        winner = next(p.name for p in result.players if p.winner)
        assert f"Winner: {winner}" in rows[2]
        assert screen.message["text"] == ""
    finally:
        screen.cleanup()


def test_many_games_are_shown_a_page_at_a_time(folder):
    for seed in range(10, 10 + ROWS):
        keep(folder, [Seat("Cy"), Seat("Dee")], seed, seed)
    screen = screen_of(folder)
    try:
        assert len(screen.games) == ROWS + 3 and len(screen.rows) == ROWS and screen.pages == 2
        first = [row["text"] for row in screen.rows]
        screen.wheel(-1)
        assert screen.page == 1 and len(screen.rows) == 3 and screen.rows[0]["text"] not in first
        screen.key("page_down")
        assert screen.page == 1, "the last page stops there"
        screen.key("page_up")
        assert [row["text"] for row in screen.rows] == first
        assert screen.page_label["text"] == "Page 1 of 2"
    finally:
        screen.cleanup()


def test_a_click_on_a_game_opens_its_record(folder):
    opened = []
    screen = screen_of(folder, opened)
    try:
        screen.rows[1]["command"](*screen.rows[1]["extraArgs"])
        assert opened == [read_history(folder).games[1].record]
    finally:
        screen.cleanup()


def test_each_players_figures_and_the_solo_chart_show(folder):
    screen = screen_of(folder)
    try:
        shown = [label["text"] for label in screen.figure_labels[1:]]
        assert shown == [figures_line(f) for f in player_figures(read_history(folder).games)]
        assert shown[0].startswith("Ann (human): 3 games (2 solo)")
        chart = screen.chart_view
        assert chart is not None and [p.side for p in chart.points] == ["marble-quarry", "library"]
        assert len(chart.bands) == 2 * len(CATALOG.solo.ranks)
        (x0, y0), (x1, y1) = chart.marks
        assert x0 < x1 and (y0 < y1) == (chart.points[0].score < chart.points[1].score)
    finally:
        screen.cleanup()


def test_the_switch_stops_keeping_games_and_says_so(folder):
    keeps = []
    screen = screen_of(folder, keeps=keeps)
    try:
        assert screen.keep_button["text"] == "Keep finished games: on"
        screen.toggle_keep()
        assert keeps == [False] and screen.keep_button["text"] == "Keep finished games: off"
    finally:
        screen.cleanup()


def test_a_skipped_file_is_named_on_a_line_of_the_screen(folder):
    (folder / "notes.txt").write_text("mine")
    (folder / "0123456789abcdef.json").write_text("{")
    screen = screen_of(folder)
    try:
        assert len(screen.rows) == 3
        assert "notes.txt" in screen.message["text"] and "0123456789abcdef.json" in screen.message["text"]
    finally:
        screen.cleanup()


def test_an_empty_history_says_how_it_fills(tmp_path):
    screen = screen_of(tmp_path / "none")
    try:
        assert screen.rows == [] and screen.empty is not None and screen.chart_view is None
    finally:
        screen.cleanup()


def open_app(tmp_path, settings=None):
    offscreen = OffscreenBase.get((800, 450))
    offscreen.fresh_scene()
    return TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                    settings=settings, settings_file=tmp_path / "settings.yaml", history=tmp_path / "history")


def start_button(screen, text):
    from direct.gui.DirectGui import DirectButton
    from direct.gui.DirectGuiBase import DirectGuiWidget

    for widget in list(DirectGuiWidget.guiDict.values()):
        if isinstance(widget, DirectButton) and not widget.isEmpty() and screen.root.isAncestorOf(widget) \
                and widget["text"] == text:
            return widget
    raise AssertionError(f"no {text} button")


def test_from_the_start_screen_to_the_history_into_the_review_and_back(tmp_path, folder):
    app = open_app(tmp_path)
    try:
        assert isinstance(app.screen, NewGameScreen)
        button = start_button(app.screen, "History")
        button["command"]()
        assert isinstance(app.screen, HistoryScreen) and len(app.screen.rows) == 3
        app.screen.open(app.screen.games[0])
        assert isinstance(app.screen, ReviewScreen)
        app.screen.on_quit()
        assert isinstance(app.screen, HistoryScreen)
        app.screen.toggle_keep()
        assert load_settings(tmp_path / "settings.yaml")[0].keep_history is False
    finally:
        app.close()


def test_a_game_finished_at_the_table_is_kept_unless_the_setting_is_off(tmp_path):
    for keep_on in (True, False):
        folder = tmp_path / f"{keep_on}"
        folder.mkdir()
        app = open_app(folder, Settings(keep_history=keep_on))
        whole = play_random(Game(CATALOG, [Seat("Ann"), Seat("Bob")], 7), 7)
        game = Game(CATALOG, whole.seats, 7)
        for action in whole.history[:-1]:
            game.apply(action)
        try:
            app.play(game)
            app.screen.session.play(whole.history[-1])
            app.history()
            assert isinstance(app.screen, HistoryScreen)
            assert len(app.screen.rows) == (1 if keep_on else 0)
        finally:
            app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1080, 1920), (2560, 1440)], ids=["1024x600", "1080x1920", "2560x1440"])
def test_the_history_fits_the_window_at_any_shape_and_grows_its_text_where_there_is_room(folder, size):
    from panda3d.core import Point3

    from dragonarium.app.screens.history_screen import TEXT
    from dragonarium.play.table.screen_layout import MIN_TEXT_PX

    offscreen = OffscreenBase.get(size, multisamples=0)
    base = offscreen.base
    screen = HistoryScreen(context_of(offscreen), CATALOG, folder, lambda path: "", lambda: None)
    try:
        window = base.render2d
        left, right, bottom, top = screen.root.node().getFrame()
        mat = screen.root.getMat(window)
        corners = [mat.xformPoint(Point3(x, 0, z)) for x in (left, right) for z in (bottom, top)]
        assert all(-1.001 <= c.x <= 1.001 and -1.001 <= c.z <= 1.001 for c in corners)
        smallest = TEXT * 0.85 * screen.root.getTransform(window).getScale().z * size[1] / 2
        if size[1] >= 1440:  # a page this full reaches 13 px text only in a tall enough window
            assert smallest >= MIN_TEXT_PX - 1e-6
    finally:
        screen.cleanup()
        OffscreenBase.get((1280, 720), multisamples=0)


LONG_NAMES = ("Aleksandra Konstantinovna Rimskaya-Korsa", "Bartholomew Maximilian von Habsburg-Loth",
              "Ζωή Παπαδοπούλου-Χατζηγεωργίου Ελευθερία", "Дмитрий Александрович Соколов-Микитов Ив")
ARABIC = "محمد بن راشد آل مكتوم"


@pytest.fixture
def crowded(tmp_path):
    """A four-player game of 40-character names, and a game of an Arabic name against a Hebrew one."""
    folder = tmp_path / "crowded"
    keep(folder, [Seat(name) for name in LONG_NAMES], 3, 0)
    keep(folder, [Seat(ARABIC), Seat("שרה לוי", "church-ruins", PlayerKind.EASY)], 4, 1)
    return folder


def words_box(button, window, size):
    """Where a row's words are drawn, in window pixels (x, y, width, height) as the layout record gives boxes."""
    from panda3d.core import Point3

    low, high = button.component("text0").getTightBounds(button.stateNodePath[0])
    mat = button.getMat(window)
    corners = [mat.xformPoint(Point3(x, 0, z)) for x in (low.x, high.x) for z in (low.z, high.z)]
    xs = [(c.x + 1) / 2 * size[0] for c in corners]
    ys = [(1 - c.z) / 2 * size[1] for c in corners]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def inside(box, outer) -> bool:
    x, y, w, h = box
    ox, oy, ow, oh = outer
    return x >= ox - 0.5 and y >= oy - 0.5 and x + w <= ox + ow + 0.5 and y + h <= oy + oh + 0.5


@pytest.mark.parametrize("size", [(800, 450), (1024, 768), (1920, 1080)], ids=["800x450", "1024x768", "1920x1080"])
def test_four_forty_character_names_and_an_arabic_one_stay_inside_their_rows(crowded, size):
    from dragonarium.app.gfx.bidi import ELLIPSIS
    from dragonarium.app.ui.layout_json import collect, problems

    offscreen = OffscreenBase.get(size, multisamples=0)
    base = offscreen.base
    screen = HistoryScreen(context_of(offscreen), CATALOG, crowded, lambda path: "", lambda: None)
    try:
        items = collect(base.aspect2d, size)
        rows = {item.text: item for item in items if item.kind == "button" and item.text.startswith("2025")}
        assert len(rows) == len(screen.rows) == 2
        for button in screen.rows:
            assert inside(words_box(button, base.render2d, size), rows[button["text"]].box), button["text"]
        assert problems(items, size, min_font_px=0) == []
        players = screen.rows[1]["text"].split("\n")[1]
        assert players.count(ELLIPSIS) == 4 and screen.shortened == [False, True]
        assert not any(name in players for name in LONG_NAMES), "each name cut, and its ellipsis shows it"
    finally:
        screen.cleanup()
        OffscreenBase.get((1280, 720), multisamples=0)


def test_the_whole_names_of_a_cut_row_show_under_the_pointer_inside_their_panel(crowded):
    from direct.gui.DirectGui import DGG

    from dragonarium.app.ui.layout_json import collect

    size = (1024, 768)
    offscreen = OffscreenBase.get(size, multisamples=0)
    base = offscreen.base
    screen = HistoryScreen(context_of(offscreen), CATALOG, crowded, lambda path: "", lambda: None)
    try:
        screen.show_detail(0)
        assert screen.detail is None, "nothing was cut in the first row"
        base.messenger.send(DGG.ENTER + screen.rows[1].guiId, [None])
        assert screen.detail is not None
        items = collect(base.aspect2d, size)
        panel = next(number for number, item in enumerate(items) if item.kind == "panel" and item.parent == 0)
        words = [item for item in items if item.parent == panel]
        assert len(words) == 1 and all(name in words[0].text for name in LONG_NAMES)
        assert inside(words[0].box, items[panel].box)
        base.messenger.send(DGG.EXIT + screen.rows[1].guiId, [None])
        assert screen.detail is None
    finally:
        screen.cleanup()
        OffscreenBase.get((1280, 720), multisamples=0)


def test_a_row_with_an_arabic_name_draws_its_letters_joined_and_turned_not_boxes(crowded):
    from tests.app.drawn_text import missing_letter_boxes, texts_under, unturned

    screen = screen_of(crowded)
    try:
        arabic_row = screen.rows[0]
        texts = texts_under(arabic_row)
        assert texts and all(ARABIC in text.getText() or "Winner" in text.getText() for text in texts)
        assert [text.getText() for text in texts if unturned(text.getText())] == []
        assert [missing_letter_boxes(text) for text in texts] == [0] * len(texts)
    finally:
        screen.cleanup()


def test_the_text_size_chosen_makes_the_history_larger_in_the_same_window(folder):
    """At 150 % the rows' words are half as large again as at 100 % in a 1024x768 window, and the page still holds
    inside it."""
    from dragonarium.app.ui.layout_json import collect

    offscreen = OffscreenBase.get((1024, 768), multisamples=0)
    found = {}
    try:
        for percent in (100, 150):
            screen = HistoryScreen(context_of(offscreen, text_size=percent), CATALOG, folder, lambda path: "",
                                   lambda: None)
            try:
                items = collect(offscreen.base.aspect2d, (1024, 768))
                rows = [item for item in items if item.kind == "button" and "Ann" in item.text]
                assert rows and all(0 <= item.box[1] and item.box[1] + item.box[3] <= 768 for item in items)
                found[percent] = rows[0].font_px
            finally:
                screen.cleanup()
    finally:
        OffscreenBase.get((1280, 720), multisamples=0)
    assert found[150] >= 1.4 * found[100]
