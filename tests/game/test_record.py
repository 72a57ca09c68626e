"""Game records: the round trip, exact replay, and clear errors."""
import pytest

from dragonarium.rules.errors import DataError
from dragonarium.rules.record import (
    ReplayError, load_record, parse_record, record_of, record_to_yaml, replay, save_record, write_atomic,
)

from tests.game.play import new_game, play_random

HEADER = """
format: dragonarium-record
version: 1
seed: 5
players:
  - {name: Ann, side: library}
  - {name: Bob, side: library}
"""


def test_record_round_trips_exactly():
    game = play_random(new_game(2, 21), 21)
    record = record_of(game)
    assert parse_record(record_to_yaml(record)) == record


def test_replaying_reproduces_the_game():
    game = play_random(new_game(3, 8), 8)
    again = replay(record_of(game))
    assert again.state.same_table(game.state)
    assert again.history == game.history


def test_replay_stops_at_the_first_illegal_action_with_its_index_and_rule():
    game = new_game(2, 5)
    first = game.legal_actions()[0]
    text = HEADER + f"actions:\n  - {first}\n  - place 0,0 4,4\n"
    with pytest.raises(Exception) as caught:
        replay(parse_record(text))
    assert "side by side" in str(caught.value)
    text = HEADER + f"actions:\n  - {first}\n  - element fire\n"
    with pytest.raises(ReplayError) as caught:
        replay(parse_record(text))
    assert caught.value.index == 1
    assert str(caught.value) == "action 1: element fire: now is the time to place the tile on your board, " \
                                "not to choose an element"


def test_replay_names_the_placement_rule():
    game = new_game(2, 5)
    game.apply(game.legal_actions()[0])
    tile = game.pending().tile
    bad = None
    from dragonarium.rules.actions import Place
    for r in range(5):
        for c in range(4):
            action = Place(((r, c), (r, c + 1)))
            if action not in game.legal_actions():
                bad = action
                break
        if bad:
            break
    text = HEADER + f"actions:\n  - {game.history[0]}\n  - {bad}\n"
    with pytest.raises(ReplayError) as caught:
        replay(parse_record(text))
    assert caught.value.index == 1 and f"tile {tile} cannot go at" in str(caught.value)


@pytest.mark.parametrize("text, where", [
    ("format: chess\nversion: 1\nseed: 1\nplayers: [{name: A}]\n", "format"),
    (HEADER.replace("version: 1", "version: 9"), "version"),
    (HEADER.replace("seed: 5", "seed: five"), "seed"),
    (HEADER.replace("side: library}\n  - {name: Bob", "side: moon}\n  - {name: Bob"), "players[0].side"),
    (HEADER + "actions:\n  - fly away\n", "actions[0]"),
    (HEADER + "actions:\n  - place 1,1\n", "actions[0]"),
    (HEADER + "actions: 3\n", "actions"),
    (HEADER + "colour: red\n", "colour"),
    ("format: dragonarium-record\nversion: 1\nseed: 1\nplayers: []\n", "players"),
])
def test_malformed_records_name_the_field(text, where):
    with pytest.raises(DataError) as caught:
        parse_record(text, "game.yaml")
    assert str(caught.value).startswith(f"game.yaml: {where}:")


def test_hostile_yaml_is_refused_not_run(tmp_path):
    marker = tmp_path / "ran"
    path = tmp_path / "evil.yaml"
    path.write_text(f'format: !!python/object/apply:os.system ["touch {marker}"]\n')
    with pytest.raises(DataError, match="evil.yaml"):
        load_record(path)
    assert not marker.exists()


def test_save_and_load(tmp_path):
    game = new_game(2, 3)
    game.apply(game.legal_actions()[0])
    save_record(game, tmp_path / "saves" / "game.yaml")
    assert load_record(tmp_path / "saves" / "game.yaml") == record_of(game)


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "save.yaml"
    write_atomic(path, "good: 1\n")

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.replace", broken)
    with pytest.raises(OSError):
        write_atomic(path, "new: 2\n")
    assert path.read_text() == "good: 1\n"
    assert [p.name for p in tmp_path.iterdir()] == ["save.yaml"]
