"""The history of games: each game finished at the table kept once, its record and its result, in the player's
data folder; the keep_history setting."""
import json
from datetime import datetime, timedelta, timezone

import pytest

from dragonarium.play.base.commands import Command
from dragonarium.play.history.entry import RESULT_FORMAT, record_key
from dragonarium.play.history.keeper import HistoryKeeper
from dragonarium.play.history.folder import history_home
from dragonarium.play.history.store import keep_game, read_history
from dragonarium.play.session import PlaySession
from dragonarium.play.quality import Quality
from dragonarium.play.settings import Settings, load_settings, save_settings
from dragonarium.rules import Game, PlayerKind, Seat, load_record, record_of, replay

from tests.support.games import CATALOG, play_random

WHEN = datetime(2025, 3, 1, 14, 2, 11, tzinfo=timezone(timedelta(hours=1)))


def finished(seats, seed=3):
    return play_random(Game(CATALOG, seats, seed), seed)


def almost_finished(seats, seed=3):
    """A game one action from its end, and that action."""
    whole = finished(seats, seed)
    game = Game(CATALOG, seats, seed)
    for action in whole.history[:-1]:
        game.apply(action)
    return game, whole.history[-1]


def test_a_finished_game_is_kept_with_its_record_and_its_result(tmp_path):
    seats = [Seat("Ann", "library"), Seat("Bob", "church-ruins", PlayerKind.EASY)]
    game = finished(seats)
    kept = keep_game(tmp_path, game, WHEN)
    assert kept is not None and kept.record.parent == tmp_path
    record = load_record(kept.record, CATALOG)
    assert record == record_of(game)
    assert replay(record, CATALOG).over
    history = read_history(tmp_path)
    assert history.notes == () and [g.result for g in history.games] == [kept.result]
    result = history.games[0].result
    outcome = game.state.outcome()
    assert result.finished == WHEN and result.seed == 3 and result.key == record_key(record_of(game))
    assert [(p.name, p.kind, p.side) for p in result.players] == [("Ann", PlayerKind.HUMAN, "library"),
                                                                  ("Bob", PlayerKind.EASY, "church-ruins")]
    assert [p.score for p in result.players] == [sheet.total for sheet in outcome.sheets]
    assert [i for i, p in enumerate(result.players) if p.winner] == list(outcome.winners)
    assert result.solo_rank is None
    data = json.loads(kept.record.with_suffix(".json").read_text(encoding="utf-8"))
    assert data["format"] == RESULT_FORMAT and data["finished"] == "2025-03-01T14:02:11+01:00"


def test_a_solo_game_keeps_its_rank_as_the_data_names_it():
    game = finished([Seat("Solène", "marble-quarry")], seed=5)
    from dragonarium.play.history.entry import result_of

    result = result_of(game.state, record_of(game), WHEN)
    total = game.state.outcome().sheets[0].total
    assert result.solo_rank == CATALOG.solo.rank(total, 20).title
    assert not result.players[0].winner and result.place(0) == 1


def test_a_game_is_kept_once_however_often_it_is_finished(tmp_path):
    game = finished([Seat("Ann"), Seat("Bob")])
    assert keep_game(tmp_path, game, WHEN) is not None
    assert keep_game(tmp_path, game, WHEN + timedelta(days=1)) is None
    again = Game(CATALOG, game.seats, game.seed)  # loaded again and played to the same end
    for action in game.history:
        again.apply(action)
    assert keep_game(tmp_path, again) is None
    history = read_history(tmp_path)
    assert len(history.games) == 1 and history.games[0].result.finished == WHEN
    assert sorted(path.suffix for path in tmp_path.iterdir()) == [".json", ".yaml"]


def test_another_game_is_kept_beside_and_the_newest_comes_first(tmp_path):
    keep_game(tmp_path, finished([Seat("Ann"), Seat("Bob")], seed=3), WHEN)
    keep_game(tmp_path, finished([Seat("Ann")], seed=4), WHEN + timedelta(hours=2))
    keep_game(tmp_path, finished([Seat("Ann"), Seat("Cy")], seed=6), WHEN - timedelta(hours=2))
    assert [g.result.seed for g in read_history(tmp_path).games] == [4, 3, 6]


def test_the_session_keeps_the_game_its_last_move_ends_once_however_often_it_is_played_there(tmp_path):
    for _time in range(2):  # the same game loaded again from a save made before its last move
        game, last = almost_finished([Seat("Ann"), Seat("Bob")])
        session = PlaySession(game)
        session.history = HistoryKeeper(tmp_path)
        try:
            assert not game.over
            session.play(last)
            session.history.flush()
            assert game.over and len(read_history(tmp_path).games) == 1
        finally:
            session.close()
    finished_game = Game(CATALOG, game.seats, game.seed)
    for action in game.history:
        finished_game.apply(action)
    session = PlaySession(finished_game)  # a finished autosave loaded: nothing is played, nothing kept again
    session.history = HistoryKeeper(tmp_path)
    session.refusal()
    session.close()
    assert len(read_history(tmp_path).games) == 1


def test_a_session_without_a_keeper_keeps_nothing(tmp_path):
    game, last = almost_finished([Seat("Ann"), Seat("Bob")])
    session = PlaySession(game)
    session.play(last)
    session.close()
    assert game.over and list(tmp_path.iterdir()) == []


def test_a_game_not_over_is_not_kept(tmp_path):
    game, _last = almost_finished([Seat("Ann"), Seat("Bob")])
    keeper = HistoryKeeper(tmp_path)
    keeper.keep(game)
    keeper.flush()
    assert list(tmp_path.iterdir()) == []


def test_a_failed_write_is_said_and_leaves_the_last_good_files(tmp_path, monkeypatch):
    game = finished([Seat("Ann"), Seat("Bob")])
    keep_game(tmp_path, game, WHEN)
    before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
    other = finished([Seat("Ann"), Seat("Bob")], seed=8)

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device", str(tmp_path))

    monkeypatch.setattr("dragonarium.play.history.store.write_yaml", full)
    keeper = HistoryKeeper(tmp_path)
    keeper.keep(other)
    keeper.flush()
    assert "No space left on device" in keeper.error
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == before


def test_the_history_is_in_the_player_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("DRAGONARIUM_HOME", str(tmp_path))
    assert history_home() == tmp_path / "history"


def test_keep_history_is_on_by_default_and_read_back_as_saved(tmp_path):
    path = tmp_path / "settings.yaml"
    assert load_settings(path)[0].keep_history is True
    save_settings(Settings().with_keep_history(False), path)
    assert load_settings(path) == (Settings(keep_history=False), "")
    path.write_text("quality: fast\n")
    assert load_settings(path)[0].keep_history is True


@pytest.mark.parametrize("value", ["1", "sometimes", "[true]", "null"])
def test_a_keep_history_that_is_not_true_or_false_is_set_aside_and_named_and_the_rest_kept(tmp_path, value):
    path = tmp_path / "settings.yaml"
    path.write_text(f"quality: fast\nkeep_history: {value}\n")
    settings, problem = load_settings(path)
    assert settings == Settings(quality=Quality.FAST) and "settings.yaml" in problem and "keep_history" in problem
