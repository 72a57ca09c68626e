"""The table's menu, Players: a button a seat passes it on to the next kind (a person, then the computers from easy
to expert); the game, its record and the turn log follow; Esc goes back to the menu. A lesson has no such page."""
from __future__ import annotations

from dragonarium.play.table.level_lines import LevelChanged
from dragonarium.rules import Game, LevelChange, PlayerKind, Seat

from tests.app.test_table_menu import _buttons, click, open_table
from tests.support.games import CATALOG


def test_players_changes_who_plays_each_seat_from_the_menu():
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob", kind=PlayerKind.EASY)], 4)
    screen, heard = open_table(game)
    try:
        screen.key("escape")
        assert [widget["text"] for widget in _buttons(screen)] == ["Resume", "Save", "Settings", "Players",
                                                                   "Quit to the start screen"]
        click(screen, "Players")
        assert screen.table_menu.players_open
        assert [widget["text"] for widget in _buttons(screen)] == ["Ann: human", "Bob: easy", "Back"]
        for words in ("Bob: easy", "Bob: medium", "Bob: strong"):
            click(screen, words)
        assert [widget["text"] for widget in _buttons(screen)] == ["Ann: human", "Bob: expert", "Back"]
        assert screen.table_menu.note["text"] == "Bob is now played by the expert computer."
        assert game.seats[1].kind is PlayerKind.EXPERT and game.levels == (LevelChange(0, 1, PlayerKind.EXPERT),)
        assert 1 in screen.session.computers and game.history == [], "the computer waits while the menu is open"
        assert screen.turn_log.entries(game)[-1] == LevelChanged(1, PlayerKind.EXPERT)
        screen.key("escape")
        assert screen.table_menu.shown and not screen.table_menu.players_open, "Esc: back to the menu"
        click(screen, "Players")
        click(screen, "Back")
        assert screen.table_menu.shown and not screen.table_menu.players_open
        screen.key("escape")
        assert not screen.table_menu.shown and heard == []
    finally:
        screen.cleanup()


def test_a_computers_seat_handed_to_a_person_waits_for_the_person():
    game = Game(CATALOG, [Seat("Ann", kind=PlayerKind.EASY), Seat("Bob", kind=PlayerKind.EASY)], 4)
    screen, heard = open_table(game)
    try:
        seat = game.state.current
        name = game.seats[seat].name
        screen.key("escape")
        click(screen, "Players")
        for words in ("easy", "medium", "strong", "expert"):
            click(screen, f"{name}: {words}")
        assert game.seats[seat].kind is PlayerKind.HUMAN and seat not in screen.session.computers
        assert game.levels == (LevelChange(0, seat, PlayerKind.HUMAN),)
        screen.key("escape")
        screen.key("escape")
        for _ in range(20):
            screen.tick(0.5)
        assert game.history == [] and not screen.controller.computer_turn, "the person's move is awaited"
    finally:
        screen.cleanup()
