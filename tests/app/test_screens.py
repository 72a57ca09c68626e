"""The start screen, saving and loading, and help."""
from dragonarium.app.screens.new_game_screen import NewGameScreen
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.rules.files.record import load_record, record_of

from tests.app.contexts import context_of
from tests.app.driver import Driver, open_screen
from tests.support.games import CATALOG


def start_screen(autosave=None):
    offscreen = OffscreenBase.get((800, 450))
    started = []
    screen = NewGameScreen(context_of(offscreen), CATALOG, started.append, autosave)
    return screen, started


def test_new_game_with_players_names_sides_and_seed():
    screen, started = start_screen()
    try:
        screen.set_players(3)
        screen.entries[0].set("Ann")
        screen.next_side(1)
        screen.next_kind(2)
        screen.next_kind(2)
        assert "turn" in screen.kind_line["text"]  # how the medium player plays, in a line
        screen.next_kind(2)
        screen.seed_entry.set("42")
        game = screen.start()
        assert started == [game]
        assert [s.name for s in game.seats] == ["Ann", "Player 2", "Player 3"]
        assert game.seats[1].side != "library" and game.seats[2].side == "library"
        assert game.seed == 42
        assert [s.kind for s in game.seats] == ["human", "human", "strong"]
    finally:
        screen.cleanup()


def test_the_seat_rows_have_headings_and_sides_show_their_printed_names():
    screen, started = start_screen()
    try:
        assert [label["text"] for label in screen.headings] == ["Name", "Played by", "Board side"]
        assert screen.side_buttons[0]["text"] == "Library"
        screen.next_side(0)
        side = screen.seat_sides[0]
        assert screen.side_buttons[0]["text"] == CATALOG.boards[side].title != side
        assert "-" not in screen.side_buttons[0]["text"]
        assert screen.quit_button is None, "no Quit without a way to end the application"
    finally:
        screen.cleanup()


def test_quit_calls_the_exit_it_was_given():
    offscreen = OffscreenBase.get((800, 450))
    exits = []
    screen = NewGameScreen(context_of(offscreen), CATALOG, lambda game: None, on_exit=lambda: exits.append(True))
    try:
        assert screen.quit_button is not None and screen.quit_button["text"] == "Quit"
        screen.quit_button["command"]()
        assert exits == [True]
    finally:
        screen.cleanup()


def test_solo_is_one_player():
    screen, started = start_screen()
    try:
        screen.set_players(1)
        assert len(screen.start().seats) == 1
    finally:
        screen.cleanup()


def test_a_bad_seed_or_file_is_refused_with_a_message(tmp_path):
    screen, started = start_screen()
    try:
        screen.seed_entry.set("abc")
        assert screen.start() is None and "whole number" in screen.error["text"]
        bad = tmp_path / "bad.yaml"
        bad.write_text("format: dragonarium-record\nversion: 7\n")
        assert screen.load(str(bad)) is None
        assert "bad.yaml" in screen.error["text"] and "version" in screen.error["text"]
        assert screen.load(str(tmp_path / "nope.yaml")) is None and "cannot read" in screen.error["text"]
        assert started == []
    finally:
        screen.cleanup()


def test_continue_the_last_game(tmp_path):
    game = Game(CATALOG, [Seat("A"), Seat("B")], 9)
    game.apply(game.legal_actions()[0])
    save = tmp_path / "autosave.yaml"
    from dragonarium.rules.files.record import save_record

    save_record(game, save)
    screen, started = start_screen(save)
    try:
        loaded = screen.load(str(save))
        assert loaded.history == game.history and started == [loaded]
    finally:
        screen.cleanup()


def test_save_as_and_a_failed_save_leaves_the_game_untouched(tmp_path):
    game = Game(CATALOG, [Seat("A"), Seat("B")], 9)
    screen = open_screen(game)
    try:
        Driver(screen).play(game.legal_actions()[0])
        screen.key("control-s")
        assert screen.save_dialog is not None
        assert screen.saving.save_as(str(tmp_path / "mine.yaml"))
        assert load_record(tmp_path / "mine.yaml") == record_of(game)
        (tmp_path / "dir").mkdir()
        before = game.state.copy()
        assert not screen.saving.save_as(str(tmp_path / "dir"))
        assert "not saved" in screen.controller.message and str(tmp_path / "dir") in screen.controller.message
        assert (tmp_path / "dir").is_dir() and list((tmp_path / "dir").iterdir()) == []
        assert game.state.same_table(before)
    finally:
        screen.cleanup()


def test_the_save_dialog_refuses_a_typed_path_that_cannot_be_meant_and_makes_no_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = Game(CATALOG, [Seat("A"), Seat("B")], 9)
    screen = open_screen(game)
    try:
        Driver(screen).play(game.legal_actions()[0])
        for typed, named in [("~nosuchuser-dragonarium/x.yaml", "nosuchuser-dragonarium"),
                             (str(tmp_path / "no" / "such" / "dir" / "x.yaml"), str(tmp_path / "no" / "such" / "dir")),
                             ("", ""), ("   ", "")]:
            screen.key("control-s")
            assert screen.save_dialog is not None
            assert not screen.saving.save_as(typed), typed
            assert screen.save_dialog is None and "not saved" in screen.controller.message
            assert named in screen.controller.message
            assert "busy" not in screen.controller.message
        assert list(tmp_path.iterdir()) == [], "no folder made, nothing written"
        assert screen.saving.save_as("here.yaml") and load_record(tmp_path / "here.yaml") == record_of(game)
    finally:
        screen.cleanup()


def test_the_load_box_refuses_a_typed_path_that_cannot_be_meant(tmp_path):
    screen, started = start_screen()
    try:
        assert screen.load("~nosuchuser-dragonarium/x.yaml") is None
        assert "nosuchuser-dragonarium" in screen.error["text"]
        assert screen.load(str(tmp_path)) is None and str(tmp_path) in screen.error["text"]
        assert screen.load("  ") is None and screen.error["text"] == "Type the path of a saved game to load."
        screen.load_entry.set("~nosuchuser-dragonarium/y.yaml")
        screen._load_entry()  # the Load button
        assert "nosuchuser-dragonarium" in screen.error["text"]
        assert started == []
    finally:
        screen.cleanup()


def test_f1_shows_and_hides_the_help():
    game = Game(CATALOG, [Seat("A"), Seat("B")], 9)
    screen = open_screen(game)
    try:
        help_node = screen.overlay.find("**/help")
        assert help_node.isHidden()
        screen.key("f1")
        assert not help_node.isHidden() and "Controls" in screen.pages.help_page.text()
        screen.key("escape")
        assert help_node.isHidden()
    finally:
        screen.cleanup()


def test_the_final_screen_shows_each_players_breakdown_as_a_chart():
    from tests.support.games import new_game, play_random

    game = play_random(new_game(3, 5), 5)
    screen = open_screen(game)
    try:
        panel = screen.pages.end_panel
        assert panel is not None
        sheets = game.outcome().sheets
        for seat, sheet in zip(game.seats, sheets):
            shown = {kind: points for name, kind, points in panel.bars if name == seat.name}
            assert shown == {**{t.value: s.points for t, s in sheet.types.items()},
                             "dragons": sheet.royal_dragon_points}
        screen.key("escape")
        assert panel.root.isHidden()
    finally:
        screen.cleanup()


MAX_SEED = (1 << 63) - 1


def test_a_typed_seed_no_record_could_hold_is_refused_where_it_is_typed():
    screen, started = start_screen()
    try:
        for text in ("-3", "²", "٣", "9" * 5000, str(MAX_SEED + 1)):
            screen.seed_entry.set(text)
            assert screen.start() is None
            assert screen.error["text"].startswith(f"A seed is a whole number from 0 to {MAX_SEED}, not ")
            assert len(screen.error["text"]) < 120
        assert started == []
    finally:
        screen.cleanup()


def test_the_largest_seed_round_trips_from_the_start_screen_through_a_save(tmp_path):
    from dragonarium.rules.files.record import save_record

    screen, started = start_screen()
    try:
        screen.seed_entry.set(str(MAX_SEED))
        game = screen.start()
        assert game.seed == MAX_SEED
        game.apply(game.legal_actions()[0])
        save_record(game, tmp_path / "autosave.yaml")
        loaded = screen.load(str(tmp_path / "autosave.yaml"))
        assert loaded.seed == MAX_SEED and loaded.state.same_table(game.state)
    finally:
        screen.cleanup()


def test_continue_offers_the_newest_autosave(tmp_path):
    import os

    from dragonarium.rules.files.record import save_record

    older, newer = Game(CATALOG, [Seat("A"), Seat("B")], 1), Game(CATALOG, [Seat("C"), Seat("D")], 2)
    save_record(older, tmp_path / "autosave.yaml")
    save_record(newer, tmp_path / "autosave-2.yaml")
    os.utime(tmp_path / "autosave.yaml", (1, 1))
    screen, started = start_screen(tmp_path / "autosave.yaml")
    try:
        assert screen.continue_button["extraArgs"] == [str(tmp_path / "autosave-2.yaml")]
        screen.continue_button["command"](*screen.continue_button["extraArgs"])
        assert [seat.name for seat in started[0].seats] == ["C", "D"]
    finally:
        screen.cleanup()
    empty, _ = start_screen(tmp_path / "elsewhere" / "autosave.yaml")
    try:
        assert empty.continue_button is None
    finally:
        empty.cleanup()


def test_a_typed_name_of_invisible_characters_is_blank_and_one_with_a_format_character_is_refused():
    screen, started = start_screen()
    try:
        screen.entries[0].set("\u200b\u200b")
        screen.entries[1].set("\ufeff ")
        assert [seat.name for seat in screen.start().seats] == ["Player 1", "Player 2"]
        screen.entries[1].set("\u202eBob")
        assert screen.start() is None and len(started) == 1
        assert "player 2" in screen.error["text"] and "U+202E" in screen.error["text"]
        screen.entries[1].set("Αλέξανδρος")
        assert [seat.name for seat in screen.start().seats] == ["Player 1", "Αλέξανδρος"]
    finally:
        screen.cleanup()
