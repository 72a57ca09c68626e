"""What a game can hold: seeds, names, and the bounds positions and records are refused past, naming the field."""
import time

import pytest

from dragonarium.rules.files import limits
from dragonarium.rules.model.errors import DataError, DragonariumError
from dragonarium.rules.engine.game import Game, Seat
from dragonarium.rules.files.record import parse_position, parse_record, record_of, record_to_yaml, replay

from tests.support.games import CATALOG, new_game, play_random
from dragonarium.rules.model.seeds import parse_seed

MAX_SEED = (1 << 63) - 1


# -- seeds -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1, MAX_SEED])
def test_every_seed_a_record_holds_starts_a_game_and_round_trips(seed):
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], seed)
    game.apply(game.legal_actions()[0])
    record = parse_record(record_to_yaml(record_of(game)))
    assert record.seed == seed and replay(record).state.same_table(game.state)


@pytest.mark.parametrize("seed", [-1, -3, MAX_SEED + 1, 10 ** 30, True, 1.5, "7"])
def test_a_seed_no_record_could_hold_is_refused_when_the_game_starts(seed):
    with pytest.raises(DragonariumError, match=f"a seed is a whole number from 0 to {MAX_SEED}"):
        Game(CATALOG, [Seat("Ann")], seed)


@pytest.mark.parametrize("text, seed", [("", None), ("  ", None), ("42", 42), (" 007 ", 7), (str(MAX_SEED), MAX_SEED)])
def test_a_typed_seed_is_read(text, seed):
    assert parse_seed(text) == seed


@pytest.mark.parametrize("text", ["-3", "+3", "²", "٣", "1e3", "3.0", "abc", "1 2", str(MAX_SEED + 1), "9" * 5000])
def test_a_typed_seed_that_is_not_one_is_refused_briefly(text):
    with pytest.raises(DragonariumError) as caught:
        parse_seed(text)
    assert str(caught.value).startswith(f"a seed is a whole number from 0 to {MAX_SEED}, not ")
    assert len(str(caught.value)) < 120


# -- names -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Ann", "Ännie 🐉", "x" * 40, "Ann Bob"])
def test_names_a_player_can_have(name):
    assert limits.name_problem(name) == ""


@pytest.mark.parametrize("name, problem", [
    ("", "1 to 40 characters"), ("   ", "1 to 40 characters"), ("x" * 41, "1 to 40 characters"),
    ("Ann\nwinner: Bob", "control characters"), ("\x1b[31mAnn", "control characters"),
    ("Ann\u2028Bob", "control characters"),
])
def test_names_no_player_can_have(name, problem):
    assert problem in limits.name_problem(name)


# -- the bounds follow from the rules and the data -----------------------------------------------------------

@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_real_games_stay_well_inside_the_bounds(players):
    bound_rounds = limits.max_rounds(CATALOG, players)
    for seed in range(3):
        game = play_random(new_game(players, seed), seed)
        assert game.state.round <= bound_rounds
        assert len(game.history) <= limits.max_actions(CATALOG, players) // 10
        for board in game.state.boards:
            squares = [sum(1 for layer in stack if hasattr(layer, "square")) for stack in board.stacks]
            assert max(squares) <= limits.max_stack(CATALOG)
            assert sum(squares) <= limits.max_squares(CATALOG)


def test_the_bounds_with_the_shipped_data():
    assert [limits.max_rounds(CATALOG, n) for n in (1, 2, 3, 4)] == [14, 14, 14, 14]
    assert limits.max_stack(CATALOG) == 15 and limits.max_squares(CATALOG) == 33
    assert [limits.site_size(n) for n in (1, 2, 3, 4)] == [6, 6, 5, 6]
    assert [limits.max_actions(CATALOG, n) for n in (2, 4)] == [3235, 6469]  # as docs/FORMAT.md says


# -- records -----------------------------------------------------------------------------------------------

RECORD = """format: dragonarium-record
version: 2
seed: 3
players: [{name: Ann}, {name: Bob}]
"""


def test_a_record_longer_than_any_game_is_refused_before_its_actions_are_read():
    bound = limits.max_actions(CATALOG, 2)
    text = RECORD + "actions:\n" + "- draft 1\n" * (bound + 1)
    start = time.process_time()
    with pytest.raises(DataError) as caught:
        parse_record(text, "long.yaml")
    assert time.process_time() - start < 5.0
    assert str(caught.value) == (f"long.yaml: actions: {bound + 1} actions, more than a game of 2 players can have "
                                 f"(at most {bound})")


def test_a_record_as_long_as_the_bound_is_read():
    bound = limits.max_actions(CATALOG, 2)
    record = parse_record(RECORD + "actions:\n" + "- draft 1\n" * bound)
    assert len(record.actions) == bound


RECORD_PLAYERS = {
    "none": ("[]", "1 to 4 players, got 0"),
    "five thousand": ("[" + ", ".join(["{name: A}"] * 5000) + "]", "1 to 4 players, got 5000"),
    "a blank name": ("[{name: ''}]", "a name has 1 to 40 characters"),
    "a line break in a name": ('[{name: "A\\nwinner: B"}]', "control characters"),
}


@pytest.mark.parametrize("players, problem", RECORD_PLAYERS.values(), ids=RECORD_PLAYERS.keys())
def test_record_players_are_bounded(players, problem):
    text = RECORD.replace("players: [{name: Ann}, {name: Bob}]", f"players: {players}")
    with pytest.raises(DataError) as caught:
        parse_record(text, "game.yaml")
    assert str(caught.value).startswith("game.yaml: players") and problem in str(caught.value)


# -- positions ---------------------------------------------------------------------------------------------

def position(players, site="[T01]", supply="[T02]", version=2):
    return (f"format: dragonarium-position\nversion: {version}\nplayers:\n{players}site: {site}\n"
            f"supply: {supply}\npending: draft\n")


ANN = "  - name: Ann\n    start: S1\n"


def refusal(text):
    with pytest.raises(DataError) as caught:
        parse_position(text, "pos.yaml")
    return str(caught.value)


def test_a_literal_position_inside_the_bounds_reads():
    state = parse_position(position(ANN + "    cells:\n      A1: [fire, 1, water]\n", site="[T01, T03, T05]"))
    assert state.site == ["T01", "T03", "T05"] and state.boards[0].level((4, 0)) == 3


@pytest.mark.parametrize("players, where, problem", [
    ("  - {name: '', start: S1}\n", "players[0].name", "a name has 1 to 40 characters"),
    ("  - {name: '   ', start: S1}\n", "players[0].name", "a name has 1 to 40 characters"),
    (f"  - {{name: {'x' * 5000}, start: S1}}\n", "players[0].name", "a name has 1 to 40 characters"),
    ('  - {name: "A\\e[31m", start: S1}\n', "players[0].name", "no control characters"),
    ("  - {name: Ann, kind: lava}\n", "players[0].kind", "unknown player kind 'lava'; one of human"),
    ("  - {name: Ann, kind: [a]}\n", "players[0].kind", "expected text, got a list"),
    ("".join(f"  - {{name: P{i}}}\n" for i in range(200)), "players", "1 to 4 players, got 200"),
])
def test_position_players_are_checked_like_a_records(players, where, problem):
    message = refusal(position(players))
    assert message.startswith(f"pos.yaml: {where}: ") and problem in message
    assert message.count("pos.yaml") == 1


@pytest.mark.parametrize("site, supply, where, problem", [
    ("[T01, T01]", "[]", "site[1]", "the air/air tile (T01) is already at site[0]: each tile is in one place"),
    ("[T01]", "[T02, T01]", "supply[1]", "(T01) is already at site[0]"),
    ("[T01, T02, T03, T04, T05, T06, T07]", "[]", "site",
     "7 tiles; the planning site of a game of 1 player holds at most 6"),
    ("[" + ", ".join(["T01"] * 200) + "]", "[]", "site", "200 tiles; the planning site"),
])
def test_the_site_and_supply_hold_each_tile_once_and_no_more_than_the_game_lays_out(site, supply, where, problem):
    message = refusal(position(ANN, site=site, supply=supply))
    assert message.startswith(f"pos.yaml: {where}: ") and problem in message


def test_a_placed_tile_is_in_one_place():
    placed = ANN + "    cells:\n      A1: [{tile: T05, part: 0}]\n      B1: [{tile: T05, part: 1}]\n"
    assert parse_position(position(placed)).boards[0].top((4, 1)).tile == "T05"
    message = refusal(position(placed, site="[T05]"))
    assert message == ("pos.yaml: players[0].cells.A1: the royal (air egg)/air tile (T05) is on this board and at "
                       "site[0]: each tile is in one place")
    twice = ANN + "    cells:\n      A1: [{tile: T05, part: 0}]\n      E1: [{tile: T05, part: 0}]\n"
    assert refusal(position(twice)) == ("pos.yaml: players[0].cells.E1: square 0 of the royal (air egg)/air tile "
                                        "(T05) is already at players[0].cells.A1")


@pytest.mark.parametrize("version, keys", [
    (1, ('"0,0"', '" 0,0"')), (1, ('"4,0"', '"4,0 "')), (2, ("A5", "a5")), (2, ("B3", '" B3"')),
])
def test_two_keys_for_one_cell_are_refused_not_merged(version, keys):
    cells = "".join(f"      {key}: [fire]\n" for key in keys)
    message = refusal(position("  - name: Ann\n    cells:\n" + cells, version=version))
    assert "is given twice, as" in message and message.startswith("pos.yaml: players[0].cells.")


def test_a_version_1_cell_with_a_leading_zero_alone_is_refused():
    message = refusal(position('  - name: Ann\n    cells:\n      "00,1": [fire]\n', version=1))
    assert "off the 5 x 5 board (version 1 rows and columns are one digit, 0 to 4)" in message


def test_two_keys_for_one_cell_of_dragons_are_refused():
    dragons = "    dragons:\n      A1: [fire]\n      a1: [water]\n"
    assert "A1 is given twice, as 'A1' and 'a1'" in refusal(position(ANN + dragons))


def test_a_stack_taller_than_the_game_can_build_is_refused_before_it_is_built():
    tallest = limits.max_stack(CATALOG)
    stack = ", ".join(["fire"] * tallest)
    assert parse_position(position(f"  - name: Ann\n    cells:\n      A1: [{stack}]\n")).boards[0].level((4, 0)) == \
        tallest
    start = time.process_time()
    message = refusal(position(f"  - name: Ann\n    cells:\n      A1: [{', '.join(['fire'] * 2000)}]\n"))
    assert time.process_time() - start < 2.0
    assert message == (f"pos.yaml: players[0].cells.A1: 2000 items stacked; a cell holds at most {tallest} squares "
                       f"(one from each tile its player can place)")


def test_more_squares_on_a_board_than_its_player_can_place_are_refused():
    cells = "".join(f"      {column}{row}: [fire, fire]\n" for column in "ABCDE" for row in (1, 2, 4, 5))
    message = refusal(position(ANN + "    cells:\n" + cells))
    assert f"more than {limits.max_squares(CATALOG)} squares on one board" in message


@pytest.mark.parametrize("square, problem", [
    ("fire/fire:" + "f" * 10_000, "an egg has 1 to 3 spaces, not 10000"),
    ("pillar:²", "a pillar square is written pillar:N with N from 1 to 9"),
    ("pillar:" + "9" * 5000, "a pillar square is written pillar:N"),
])
def test_a_square_no_tile_has_is_refused_briefly(square, problem):
    message = refusal(position(f"  - name: Ann\n    cells:\n      A1: ['{square}']\n"))
    assert message.startswith("pos.yaml: players[0].cells.A1[0]: ") and problem in message
    assert len(message) < 200
