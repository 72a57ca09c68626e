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
