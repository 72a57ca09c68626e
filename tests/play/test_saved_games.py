"""The Load page's saved games: the autosaves, the saves and the examples, the player's own newest first, each with
its date, players and round; a file that cannot be read is listed as such, never raised."""
import os
from datetime import datetime

from dragonarium.play.saved_games import Origin, SavedGame, saved_games, saved_line
from dragonarium.rules import Game, Seat, save_record

from tests.support.games import CATALOG

BROKEN = "format: dragonarium-record\nversion: 2\nseed: x\n"


def played(names, seed, actions):
    game = Game(CATALOG, [Seat(name) for name in names], seed)
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    return game


def written(path, when: str) -> None:
    stamp = datetime.fromisoformat(when).timestamp()
    os.utime(path, (stamp, stamp))


def test_autosaves_saves_and_examples_are_listed_the_players_own_newest_first(tmp_path):
    data, home, examples = (tmp_path / name for name in ("data", "home", "examples"))
    for folder in (data, home, examples):
        folder.mkdir()
    save_record(played(["Ann", "Bob"], 3, 12), data / "autosave.yaml")
    written(data / "autosave.yaml", "2026-03-02 10:00")
    save_record(played(["Cy"], 4, 0), data / "autosave-2.yaml")
    written(data / "autosave-2.yaml", "2026-03-01 09:30")
    save_record(played(["Dee", "Eve", "Fay"], 5, 40), home / "dragonarium-5.yaml")
    written(home / "dragonarium-5.yaml", "2026-03-03 18:45")
    (home / "notes.yaml").write_text("not a save of the table\n")  # not a save dialog's name: left out
    save_record(played(["Gus", "Hal"], 6, 3), examples / "old.yaml")
    written(examples / "old.yaml", "2026-01-01 08:00")
    save_record(played(["Ivy", "Jo"], 7, 3), examples / "new.yaml")
    written(examples / "new.yaml", "2026-04-01 08:00")

    games = saved_games(data / "autosave.yaml", CATALOG, home, examples)

    assert [(game.path.name, game.origin, game.written.strftime("%Y-%m-%d %H:%M"), game.players, game.round)
            for game in games] == [
        ("dragonarium-5.yaml", Origin.SAVE, "2026-03-03 18:45", ("Dee", "Eve", "Fay"), 4),
        ("autosave.yaml", Origin.AUTOSAVE, "2026-03-02 10:00", ("Ann", "Bob"), 2),
        ("autosave-2.yaml", Origin.AUTOSAVE, "2026-03-01 09:30", ("Cy",), 1),
        ("new.yaml", Origin.EXAMPLE, "2026-04-01 08:00", ("Ivy", "Jo"), 1),
        ("old.yaml", Origin.EXAMPLE, "2026-01-01 08:00", ("Gus", "Hal"), 1),
    ]
    assert all(game.readable and not game.over for game in games)
    assert saved_line(games[0]) == "2026-03-03 18:45  Saved (dragonarium-5.yaml): Dee, Eve, Fay, round 4"


def test_a_file_that_cannot_be_read_is_listed_as_unreadable_with_its_reason(tmp_path):
    (tmp_path / "autosave.yaml").write_text(BROKEN)
    written(tmp_path / "autosave.yaml", "2026-03-02 10:00")
    (tmp_path / "dragonarium-1.yaml").write_bytes(b"\xff\xfe not text")
    (tmp_path / "dragonarium-2.yaml").mkdir()  # a folder with a save's name

    games = saved_games(tmp_path / "autosave.yaml", CATALOG, tmp_path)

    assert {game.path.name for game in games} == {"autosave.yaml", "dragonarium-1.yaml", "dragonarium-2.yaml"}
    assert all(not game.readable and game.players == () for game in games)
    autosave = next(game for game in games if game.path.name == "autosave.yaml")
    assert autosave.problem == "seed: expected a whole number, got text"
    assert saved_line(autosave) == ("2026-03-02 10:00  Autosave (autosave.yaml): cannot be read: seed: expected a "
                                    "whole number, got text")


def test_a_finished_game_says_so_and_nothing_there_lists_nothing(tmp_path):
    finished = SavedGame(tmp_path / "x.yaml", Origin.EXAMPLE, datetime(2026, 5, 1, 12, 0), ("Ann", "Bob"), 12, True)
    assert saved_line(finished) == "2026-05-01 12:00  Example (x.yaml): Ann, Bob, game over after round 12"
    assert saved_games(tmp_path / "none" / "autosave.yaml", CATALOG, tmp_path / "none", tmp_path / "none") == []
