"""A kept result that contradicts itself or its record is skipped with a note naming the file and the field, and
counted nowhere: a solo game marked as won, a game of three with no winner, a score its record does not give."""
import json
from dataclasses import replace
from datetime import datetime, timezone

from dragonarium.play.history.entry import record_key
from dragonarium.play.history.figures import player_figures
from dragonarium.play.history.store import keep_game, read_history
from dragonarium.rules import Game, Seat, record_of, record_to_yaml

from tests.support.games import CATALOG, play_random

WHEN = datetime(2025, 3, 1, 14, 2, 11, tzinfo=timezone.utc)


def kept(folder, seats, seed):
    """The result file of the game of ``seats`` and ``seed`` played to its end and kept in ``folder``, and the
    game."""
    game = play_random(Game(CATALOG, seats, seed), seed)
    return keep_game(folder, game, WHEN).record.with_suffix(".json"), game


def edit(result, change):
    data = json.loads(result.read_text(encoding="utf-8"))
    change(data)
    result.write_text(json.dumps(data), encoding="utf-8")


def skipped(folder):
    """The games listed and each note's file name and field (what comes before the first colon)."""
    history = read_history(folder, CATALOG)
    return history.games, {note.file.name: note.problem.split(":")[0] for note in history.notes}


def test_a_solo_game_marked_as_won_is_skipped_and_counts_no_win(tmp_path):
    result, _game = kept(tmp_path, [Seat("Ann")], 4)
    edit(result, lambda data: data["players"][0].update(winner=True))
    games, notes = skipped(tmp_path)
    assert games == () and notes == {result.name: "players[0].winner"}
    assert not player_figures(games)


def test_a_game_of_three_with_no_winner_is_skipped(tmp_path):
    result, game = kept(tmp_path, [Seat("Ann"), Seat("Bob"), Seat("Cy")], 5)
    edit(result, lambda data: [player.update(winner=False) for player in data["players"]])
    games, notes = skipped(tmp_path)
    first = game.state.outcome().winners[0]
    assert games == () and notes == {result.name: f"players[{first}].winner"}


def test_a_score_its_record_contradicts_is_skipped(tmp_path):
    solo, solo_game = kept(tmp_path, [Seat("Ann")], 4)
    edit(solo, lambda data: data["players"][0].update(score=9999))
    pair, pair_game = kept(tmp_path, [Seat("Ann"), Seat("Bob")], 3)
    winner = pair_game.state.outcome().winners[0]
    edit(pair, lambda data: data["players"][winner].update(score=9999))  # still the winner: only the record says no
    games, notes = skipped(tmp_path)
    assert games == () and notes == {solo.name: "players[0].score", pair.name: f"players[{winner}].score"}
    problem = next(note.problem for note in read_history(tmp_path, CATALOG).notes if note.file == solo)
    assert "9999" in problem and str(solo_game.state.outcome().sheets[0].total) in problem


def test_a_record_changed_after_its_result_is_skipped_naming_the_key(tmp_path):
    result, game = kept(tmp_path, [Seat("Ann"), Seat("Bob")], 3)
    record = result.with_suffix(".yaml")
    record.write_text(record_to_yaml(record_of(game)).replace("seed: 3", "seed: 4"), encoding="utf-8")
    assert skipped(tmp_path) == ((), {result.name: "key"})


def test_a_result_whose_record_stops_before_the_end_is_skipped_naming_the_record(tmp_path):
    result, game = kept(tmp_path, [Seat("Ann"), Seat("Bob")], 3)
    unfinished = replace(record_of(game), actions=tuple(game.history[:-1]))
    key = record_key(unfinished)
    data = json.loads(result.read_text(encoding="utf-8"))
    result.unlink()
    result.with_suffix(".yaml").unlink()
    (tmp_path / f"{key[:16]}.yaml").write_text(record_to_yaml(unfinished), encoding="utf-8")
    (tmp_path / f"{key[:16]}.json").write_text(json.dumps({**data, "key": key}), encoding="utf-8")
    history = read_history(tmp_path, CATALOG)
    assert history.games == () and [note.file.name for note in history.notes] == [f"{key[:16]}.yaml"]
    assert "does not end" in history.notes[0].problem
