"""Game records: the round trip, exact replay, both versions of the notation, and clear errors."""
from pathlib import Path

import pytest
import yaml

from dragonarium.rules import ChooseElement, Element, Facts, Phase, Refusal, Rule
from dragonarium.rules.model.errors import DataError
from dragonarium.rules.model.actions import Draft, Place, Stone
from dragonarium.storage.atomic import write_atomic
from dragonarium.rules.files.record import (ReplayError, load_record, parse_record, record_of, record_to_yaml, replay,
                                            save_record)

from tests.support.games import new_game, play_random

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

HEADER = """
format: dragonarium-record
version: 2
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
    text = HEADER + f"actions:\n  - {first}\n  - place A5 E1\n"
    with pytest.raises(ReplayError) as caught:
        replay(parse_record(text))
    assert (caught.value.index, caught.value.rule, caught.value.refusals[0].cells) == (
        1, Rule.TILE_SHAPE, ((0, 0), (4, 4)))
    text = HEADER + f"actions:\n  - {first}\n  - element fire\n"
    with pytest.raises(ReplayError) as caught:
        replay(parse_record(text))
    assert caught.value.index == 1
    assert caught.value.refusals == (Refusal(Rule.OUT_OF_TURN, (), Facts(action=ChooseElement(Element.FIRE),
                                                                         phase=Phase.PLACE)),)
    assert str(caught.value) == f"action 2: element fire: {caught.value.reason}"


def test_replay_names_the_placement_rule():
    game = new_game(2, 5)
    game.apply(game.legal_actions()[0])
    tile = game.pending().tile
    bad = None
    from dragonarium.rules.model.actions import Place
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
    assert caught.value.index == 1 and str(caught.value).startswith(f"action 2: {bad}: ")
    assert caught.value.refusals and all(refusal.facts.tile == game.state.tile(tile) and refusal.facts.action == bad
                                         for refusal in caught.value.refusals)
    assert caught.value.rule in (Rule.UNREADY_EGG, Rule.DRAGON, Rule.PILLARS, Rule.OFF_BOARD)


@pytest.mark.parametrize("text, where", [
    ("format: chess\nversion: 2\nseed: 1\nplayers: [{name: A}]\n", "format"),
    (HEADER.replace("version: 2", "version: 9"), "version"),
    (HEADER.replace("version: 2", "version: 0"), "version"),
    (HEADER.replace("seed: 5", "seed: five"), "seed"),
    (HEADER.replace("side: library}\n  - {name: Bob", "side: moon}\n  - {name: Bob"), "players[0].side"),
    (HEADER + "actions:\n  - fly away\n", "actions[0]"),
    (HEADER + "actions:\n  - place B3\n", "actions[0]"),
    (HEADER + "actions:\n  - place B3 F3\n", "actions[0]"),
    (HEADER + "actions:\n  - place 2,1 1,1\n", "actions[0]"),
    (HEADER + "actions:\n  - draft 0\n", "actions[0]"),
    (HEADER.replace("version: 2", "version: 1") + "actions:\n  - place B3 B4\n", "actions[0]"),
    (HEADER.replace("version: 2", "version: 1") + "actions:\n  - nest 5,0\n", "actions[0]"),
    (HEADER + "actions: 3\n", "actions"),
    (HEADER + "colour: red\n", "colour"),
    ("format: dragonarium-record\nversion: 2\nseed: 1\nplayers: []\n", "players"),
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
    save_record(game, tmp_path / "game.yaml")
    assert load_record(tmp_path / "game.yaml") == record_of(game)


def test_saving_into_a_missing_folder_makes_no_folder(tmp_path):
    with pytest.raises(FileNotFoundError) as refused:
        save_record(new_game(2, 3), tmp_path / "saves" / "deeper" / "game.yaml")
    assert refused.value.filename == str(tmp_path / "saves" / "deeper" / "game.yaml")
    assert list(tmp_path.iterdir()) == []


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


def test_a_record_is_written_in_version_2_with_the_board_notation():
    game = new_game(2, 3)
    game.apply(Draft(0))
    data = yaml.safe_load(record_to_yaml(record_of(game)))
    assert data["version"] == 2 and data["actions"] == ["draft 1"]
    record = parse_record(HEADER + "actions:\n  - draft 6\n  - place a1 B1\n  - stone E5\n")
    assert record.actions == (Draft(5), Place(((4, 0), (4, 1))), Stone((0, 4)))


def test_a_version_1_record_reads_like_its_version_2_twin():
    old = HEADER.replace("version: 2", "version: 1") + "actions:\n  - draft 0\n  - place 2,1 1,1\n  - stone 0,4\n"
    new = HEADER + "actions:\n  - draft 1\n  - place B3 B4\n  - stone E5\n"
    assert parse_record(old) == parse_record(new)
    assert record_to_yaml(parse_record(old)) == record_to_yaml(parse_record(new))


def test_the_version_1_example_replays_to_the_same_game_as_the_version_2_one():
    old = load_record(EXAMPLES / "two-player-game-version-1.yaml")
    new = load_record(EXAMPLES / "two-player-game.yaml")
    assert yaml.safe_load((EXAMPLES / "two-player-game-version-1.yaml").read_text())["version"] == 1
    assert yaml.safe_load((EXAMPLES / "two-player-game.yaml").read_text())["version"] == 2
    assert old == new
    assert replay(old).state.same_table(replay(new).state)


def test_every_action_of_a_game_round_trips_through_its_text():
    from dragonarium.rules.text.notation import parse_action

    game = play_random(new_game(3, 11), 11)
    for action in game.history:
        assert parse_action(str(action)) == action
