"""Who plays a seat: one PlayerKind, read and written by records and positions, checked where it is named."""
import pytest
import yaml

from dragonarium.rules import (DataError, DragonariumError, PlayerKind, Seat, parse_position, parse_record,
                               position_to_mapping, record_to_yaml)

RECORD = """
format: dragonarium-record
version: 1
seed: 5
players:
  - {name: Ann, kind: %s}
  - {name: Bob}
"""

POSITION = """
format: dragonarium-position
version: 1
players:
  - {name: Ann, start: S1, kind: %s}
  - {name: Bob, start: S2}
pending: draft
"""


def test_a_kind_named_by_its_text_becomes_the_kind_and_still_equals_the_text():
    seat = Seat("Ann", kind="strong")
    assert seat.kind is PlayerKind.STRONG and seat.kind == "strong"
    assert Seat("Bob").kind is PlayerKind.HUMAN and not Seat("Bob").kind.is_computer
    assert PlayerKind.computers() == (PlayerKind.RANDOM, PlayerKind.EASY, PlayerKind.MEDIUM, PlayerKind.STRONG,
                                      PlayerKind.EXPERT)


def test_an_unknown_kind_is_refused_with_the_known_ones():
    with pytest.raises(DragonariumError, match="unknown player kind 'genius'; one of human, random, easy, medium, strong, expert"):
        Seat("Ann", kind="genius")
    with pytest.raises(DragonariumError, match="'human'; one of random, easy, medium, strong, expert"):
        PlayerKind.named("human", PlayerKind.computers())


def test_records_read_and_write_kinds_as_plain_text():
    record = parse_record(RECORD % "easy")
    assert [seat.kind for seat in record.seats] == [PlayerKind.EASY, PlayerKind.HUMAN]
    players = yaml.safe_load(record_to_yaml(record))["players"]
    assert [player["kind"] for player in players] == ["easy", "human"]


def test_positions_read_and_write_kinds_as_plain_text():
    state = parse_position(POSITION % "random")
    assert state.seats[0].kind is PlayerKind.RANDOM
    assert [player["kind"] for player in position_to_mapping(state)["players"]] == ["random", "human"]


@pytest.mark.parametrize("text, parse", [(RECORD, parse_record), (POSITION, parse_position)])
def test_an_unknown_kind_in_a_file_names_the_field(text, parse):
    with pytest.raises(DataError) as caught:
        parse(text % "genius", "game.yaml")
    assert str(caught.value).startswith("game.yaml: players[0].kind: unknown player kind 'genius'")
