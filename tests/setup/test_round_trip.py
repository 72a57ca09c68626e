"""A table set up goes to a game state and back unchanged, and a game or a position comes in at its decision; what
is written is the position the project's loader reads back to the same table."""
from pathlib import Path

import pytest

from dragonarium.rules import Game, Seat, dump_yaml, load_game_file, parse_position, position_to_mapping
from dragonarium.setup import from_state, to_position, to_state

from tests.setup.tables import CATALOG, edited, table_of

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
TABLE = ("name 1 Ann", "side 2 lostwing-cliffs", "site T01 T02", "supply T03", "put T05 A3 A4", "pillar B4",
         "put T07 B4 A4", "stone fire B3", "board 2", "dragon fire A5", "dragon air A5", "assistant 4",
         "pillars 1 2", "round 2", "decision place T09")


def test_a_table_goes_to_a_state_and_back_unchanged():
    table = table_of(*TABLE)
    again = from_state(to_state(table, CATALOG))
    assert again.position == table.position
    assert edited(again, "board 2") == table


def test_the_position_written_reads_back_to_the_same_table():
    table = table_of(*TABLE)
    state = parse_position(dump_yaml(to_position(table)), catalog=CATALOG)
    assert position_to_mapping(state) == to_position(table)


@pytest.mark.parametrize("name", ["seventy-five.yaml", "cliff-extra-dragon.yaml", "coco-air-from-step-6.yaml",
                                  "milo-fire.yaml"])
def test_a_position_or_a_record_comes_in_at_its_decision(name):
    state = load_game_file(EXAMPLES / name, CATALOG)[0]
    table = from_state(state)
    assert table.selected == state.current
    assert position_to_mapping(to_state(table, CATALOG)) == position_to_mapping(state)


def test_a_game_in_progress_comes_in_and_can_be_edited():
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 5)
    table = from_state(game.state)
    drafted = edited(table, "decision draft")
    assert to_position(drafted)["pending"] == "draft"
