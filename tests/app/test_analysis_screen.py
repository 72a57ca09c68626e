"""The analysis board's screen offscreen: opened from the start screen, a tile put by the mouse and by the keys, a
position saved that the commands read, the play screen asked on a copy, and a game played on from the table."""
from __future__ import annotations

from types import SimpleNamespace

from direct.showbase.MessengerGlobal import messenger
from panda3d.core import MouseButton

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.analysis_screen import AnalysisScreen
from dragonarium.app.screens.analysis_sources import AnalysisSources
from dragonarium.app.screens.ask_screen import AskScreen
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.new_game_screen import Page
from dragonarium.app.screens.play_on_page import PlayOnPage
from dragonarium.app.table_app import TableApp
from dragonarium.cli.commands import main
from dragonarium.play.base.commands import Command
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import PlayerKind, load_position, parse_cell
from dragonarium.setup import build, to_position

from tests.app.driver import Driver
from tests.support.games import CATALOG


def open_board(tmp_path, size: tuple[int, int] = (800, 450)) -> tuple[TableApp, AnalysisScreen]:
    """The start screen's "Analysis board", then an empty table of two Library boards, in a window of ``size``."""
    offscreen = OffscreenBase.get(size)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings_file=tmp_path / "settings.yaml")
    button = next(button for button in app.screen.pages[Page.HOME].findAllMatches("**/+PGButton")
                  if button.node().getStateDef(0).findAllMatches("**/+TextNode")[0].node().getText()
                  == "Analysis board")
    messenger.send(button.node().getClickEvent(MouseButton.one()), [None])  # as a click on it
    assert isinstance(app.screen, AnalysisSources)
    app.screen.open_empty()
    assert isinstance(app.screen, AnalysisScreen)
    return app, app.screen


def pixel(screen: AnalysisScreen, player: int, name: str) -> tuple[float, float]:
    """Where the pointer goes to aim at cell ``name`` of board ``player`` (the camera looking down on it)."""
    shim = SimpleNamespace(game=SimpleNamespace(state=screen.session.state), table=screen.table,
                           controls=screen.controls, base=screen.base, picker=screen.picker)
    return Driver(shim).cell_pixel(player, parse_cell(name))  # type: ignore[arg-type]


def test_a_tile_put_by_the_mouse_and_one_by_the_keys_make_the_table_of_their_edit_list(tmp_path):
    app, screen = open_board(tmp_path)
    try:
        session = screen.session
        screen.tools.search("fire air")
        session.pick_tile("T03")
        at = pixel(screen, 0, "A1")
        screen.pointer(*at)
        assert session.ghost() is not None and session.ghost().legal
        screen.left_click(*at)
        assert session.lines == ["put T03 A1 B1"]
        screen.apply(session.pick_tile("T06"))
        for key in ("arrow_up", "arrow_right", "arrow_right", "arrow_right", "r", "enter"):
            assert screen.key(key)
        assert session.lines == ["put T03 A1 B1", "put T06 D2 D1"]
        assert to_position(build(session.lines, CATALOG)) == to_position(session.table)
        assert screen.key("control-z") and session.lines == ["put T03 A1 B1"]
        assert screen.key("control-y") and len(session.lines) == 2
    finally:
        app.close()


def test_a_refused_tile_is_said_in_words_under_the_table(tmp_path):
    app, screen = open_board(tmp_path)
    try:
        screen.apply(screen.session.pick_tile("T03"))
        screen.key("r")
        screen.key("r")  # its second square left of A1: off the board
        screen.key("enter")
        assert screen.session.lines == [] and screen.session.refused is not None
        assert screen.line.getText().startswith("Refused: put T03 A1")
    finally:
        app.close()


def test_tab_reaches_every_control_and_enter_presses_it(tmp_path):
    app, screen = open_board(tmp_path)
    try:
        screen.key("tab")
        assert screen.focus.widget is screen.tools.mode_buttons[next(iter(screen.tools.mode_buttons))]
        assert screen.focus.frame is not None, "the focus is seen"
        screen.key("enter")  # the first control: a pillar a click
        screen.key("escape")  # the focus leaves the controls: the keys act on the board again
        screen.key("enter")
        assert screen.session.lines == ["pillar A1"]
        assert not screen.root.find("**/loose-0-4-0").isEmpty(), "the pillar under no tile is drawn on A1"
    finally:
        app.close()


def test_a_saved_position_is_read_by_the_commands_and_a_game_plays_on_from_it(tmp_path, capsys):
    app, screen = open_board(tmp_path)
    try:
        session = screen.session
        session.pick_tile("T03")
        screen.left_click(*pixel(screen, 0, "A1"))
        screen.key("control-s")
        assert screen.save_dialog is not None
        path = tmp_path / "dragonarium-position-1.yaml"
        assert screen.save_as(str(path))
        assert load_position(path, CATALOG).same_table(session.state)
        assert main(["legal", str(path), "--why"]) == 0
        capsys.readouterr()
        screen.key("a")
        assert isinstance(app.screen, AskScreen) and app.screen.session.autosaver is None
        assert app.screen.game.state.same_table(session.state)
        app.screen.press(Command.BACK)
        assert isinstance(app.screen, AnalysisScreen) and app.screen.session is session
        app.screen.play()
        assert isinstance(app.screen, PlayOnPage)
        app.screen.next_kind(1)
        app.screen.play()
        assert isinstance(app.screen, GameScreen) and not isinstance(app.screen, AskScreen)
        game = app.screen.game
        assert [seat.kind for seat in game.seats] == [PlayerKind.HUMAN, PlayerKind.EASY]
        assert game.start is not None and app.screen.session.autosaver is not None
    finally:
        app.close()


def test_a_saved_game_opens_at_any_of_its_decisions_and_the_game_in_progress_as_a_copy(tmp_path):
    from dragonarium.play.saved_games import Origin, read_saved
    from dragonarium.rules import Game, Seat, save_record

    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 9)
    for _ in range(4):
        game.apply(game.legal_actions()[0])
    save_record(game, tmp_path / "autosave.yaml")
    written = (tmp_path / "autosave.yaml").read_bytes()
    app, screen = open_board(tmp_path)
    try:
        screen.back()
        sources = app.screen
        assert isinstance(sources, AnalysisSources)
        sources.pick_saved(read_saved(tmp_path / "autosave.yaml", Origin.AUTOSAVE, 0.0, CATALOG))
        assert sources.step == 4 and "decision 5 of 5" in sources.step_label["text"]
        sources.move(-3)
        sources.open_decision()
        replayed = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 9)
        replayed.apply(replayed.legal_actions()[0])
        assert isinstance(app.screen, AnalysisScreen) and app.screen.session.state.same_table(replayed.state)
        app.screen.back()
        app.screen.resume_button["command"]()  # the board left, as it was
        assert isinstance(app.screen, AnalysisScreen) and app.screen.session.state.same_table(replayed.state)
        app.screen.back()
        app.screen.open_in_progress()
        assert app.screen.session.state.same_table(game.state)
        assert (tmp_path / "autosave.yaml").read_bytes() == written, "the game in progress is untouched"
    finally:
        app.close()


def test_one_click_near_a_cells_edge_puts_the_tile_toward_that_edge(tmp_path):
    from dragonarium.app.scene.layout import cell_centre, level_z

    app, screen = open_board(tmp_path)
    try:
        session = screen.session
        screen.apply(session.pick_tile("T03"))
        pixel(screen, 0, "B1")  # the camera looking down on board 1
        x, y = cell_centre(parse_cell("B1"))
        near_top = screen.picker.screen_point(screen.table.places[0].to_world(x, y + 0.35, level_z(0)))
        screen.left_click(*near_top)
        assert session.lines == ["put T03 B1 B2"]
    finally:
        app.close()


def test_the_page_a_board_starts_from_is_reached_by_keys_alone(tmp_path):
    app, screen = open_board(tmp_path)
    try:
        screen.key("escape")
        sources = app.screen
        assert isinstance(sources, AnalysisSources)
        for _ in range(3):  # solo, 2, 3 players
            sources.key("tab")
        sources.key("enter")
        assert sources.players == 3 and sources.focus.frame is not None
        sources.key("tab")  # 4 players
        sources.key("tab")  # the first board's side
        sources.key("enter")
        assert sources.seat_sides[0] != "library"
        while sources.focus.widget is not sources.empty_button:
            sources.key("tab")
        sources.key("enter")
        assert isinstance(app.screen, AnalysisScreen) and len(app.screen.session.state.seats) == 3
        assert app.screen.session.state.seats[0].side == sources.seat_sides[0]
    finally:
        app.close()


def test_each_choice_of_the_decision_waiting_is_judged_on_its_own_page(tmp_path):
    import time

    from dragonarium.app.screens.choices_screen import ChoicesScreen

    app, screen = open_board(tmp_path)  # an empty table waits for the element that moves the Assistant
    try:
        screen.key("j")
        page = app.screen
        assert isinstance(page, ChoicesScreen)
        end = time.monotonic() + 20
        while not page.judging.finished and time.monotonic() < end:
            time.sleep(0.05)
        page.refresh()
        rows = [str(row["text"]) for row in page.rows if row["text"]]
        assert len(rows) == 3 and all("now" in row and "lost" in row for row in rows)
        assert "the strong player's choice" in rows[0]
        page.key("escape")
        assert isinstance(app.screen, AnalysisScreen) and app.screen.session is screen.session
    finally:
        app.close()


def test_a_field_clicked_into_takes_the_letters_typed_not_the_boards_keys(tmp_path):
    app, screen = open_board(tmp_path)
    try:
        for field in (screen.tools.line, screen.tools.find):
            field.guiItem.setFocus(True)  # as a click on it gives it (the widget's "focus" option is not told)
            assert screen.tools.typing()
            assert screen.key("a") is False and isinstance(app.screen, AnalysisScreen), "A types, it does not ask"
            assert screen.key("escape") and not screen.tools.typing(), "Esc leaves the field"
    finally:
        app.close()


def test_the_ghost_and_the_cursor_are_drawn_in_the_pointers_pass(tmp_path):
    from dragonarium.app.scene.masks import PLAYER_CAMERA

    app, screen = open_board(tmp_path)
    try:
        screen.session.pick_tile(screen.session.found()[0].id)
        screen.pointer(*pixel(screen, 0, "A1"))  # a move of the pointer alone: the scene kept is not drawn again
        assert len(screen.pointer_marks) == 2, "the held tile's ghost and the cursor"
        assert all(mark.getParent() == screen.pointer_root for mark in screen.pointer_marks)
        assert screen.pointer_root.isHidden(PLAYER_CAMERA), "not in the scene kept: in the pass drawn over it"
    finally:
        app.close()


def test_a_key_of_the_table_says_where_it_works_and_changes_nothing(tmp_path):
    app, screen = open_board(tmp_path)
    try:
        lines = list(screen.session.lines)
        for name, said in (("h", "H works at the table"), ("shift-h", "Shift+H works at the table"),
                           ("o", "O works at the table")):
            assert screen.key(name)
            assert said in screen.session.status() and "Ask the rules (A)" in screen.session.status()
        assert screen.session.lines == lines and isinstance(app.screen, AnalysisScreen)
    finally:
        app.close()
