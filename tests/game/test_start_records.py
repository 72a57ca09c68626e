"""Records that start from a position (``start:``) instead of a seed, and are played forward from there."""
import pytest
import yaml

from dragonarium.rules import (DataError, Element, Game, Phase, ReplayError, Rule, Stone, parse_cell, parse_position,
                               parse_record, record_of, record_to_yaml, replay)

from tests.support.records import written_and_replayed

START = """
format: dragonarium-record
version: 2
start:
  players:
    - name: Coco
      assistant: 6
      cells:
        B5: [royal/royal:**]
        A3: [air/air:a]
        E2: [royal/royal:**=w.]
  site: [T01, T02]
  supply: [T03, T04]
  pending: stone
  element: air
  steps_left: 1
actions:
%s
"""
"""Coco walks air: the stone of step 6 is due (row 5 and column E), one more step to come."""


def actions(*lines):
    return START % "\n".join(f"  - {line}" for line in lines)


def test_a_record_from_a_position_plays_its_actions_forward():
    game = replay(parse_record(actions("stone B5", "stone B5")))
    state = game.state
    assert state.boards[0].top(parse_cell("B5")).stones == (Element.AIR, Element.AIR)
    assert state.discarded == ["T01"], "solo: the right-most air tile of the site"
    assert (state.round, state.site, state.supply) == (2, ["T02", "T03", "T04"], [])
    assert state.pending().phase is Phase.DRAFT
    assert [str(action) for action in game.history] == ["stone B5", "stone B5"]


def test_the_start_is_never_changed_by_a_replay():
    record = parse_record(actions("stone B5"))
    replay(record)
    assert record.start.pending().phase is Phase.STONE and record.start.boards[0].step == 6
    assert replay(record).state.same_table(replay(record).state)


def test_a_game_made_from_a_position_is_recorded_from_it_and_replays_the_same():
    start = parse_record(actions()).start
    game = Game.from_state(start.copy())
    game.apply(Stone(parse_cell("B5")))
    written = yaml.safe_load(record_to_yaml(record_of(game)))
    assert "seed" not in written and "players" not in written
    assert written["start"]["pending"] == "stone" and written["start"]["steps_left"] == 1
    assert written["actions"] == ["stone B5"]
    again = written_and_replayed(game)
    assert again.state.same_table(game.state)


def test_an_illegal_action_after_the_start_is_named_by_its_number():
    with pytest.raises(ReplayError) as caught:
        replay(parse_record(actions("stone B5", "stone A3")))
    assert caught.value.index == 1
    refusal, = caught.value.refusals
    assert (refusal.rule, refusal.cells) == (Rule.STONE_LINE, (parse_cell("A3"),))
    assert (refusal.facts.step, refusal.facts.element, refusal.facts.allowed) == (7, Element.AIR, (parse_cell("B5"),))


@pytest.mark.parametrize("old, new, field", [
    ("start:\n", "seed: 3\nstart:\n", "seed"),
    ("start:\n", "start:\n  format: dragonarium-position\n", "start.format"),
    ("    - name: Coco\n", "    - name: Coco\n      side: moon\n", "start.players[0].side"),
    ("  steps_left: 1\n", "  steps_left: 1\n  step: 6\n", "start.step"),
    ("  element: air\n", "", "start.element"),
])
def test_a_bad_start_is_refused_by_its_field(old, new, field):
    with pytest.raises(DataError) as caught:
        parse_record(actions("stone B5").replace(old, new), "game.yaml")
    assert str(caught.value).startswith(f"game.yaml: {field}:"), str(caught.value)


def test_a_start_that_is_not_a_position_is_refused():
    with pytest.raises(DataError, match="game.yaml: start: a position"):
        parse_record("format: dragonarium-record\nversion: 2\nstart: [1, 2]\nactions: []\n", "game.yaml")


def test_the_start_is_the_same_table_as_the_position_it_states():
    record = parse_record(actions())
    body = yaml.safe_load(actions())["start"]
    position = parse_position(yaml.safe_dump({"format": "dragonarium-position", "version": 2, **body}))
    assert record.start.same_table(position) and record.seats == position.seats
