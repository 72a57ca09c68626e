"""Two eggs hatch at once: the player chooses which dragon nests next, the choices name its type, and a nest
naming no type is the first due's (the records written before the choice)."""
import pytest

from dragonarium.rules import (ExtraDragon, Game, IllegalAction, Nest, Phase, Rule, Terrain, parse_action,
                               parse_position, position_to_mapping)
from dragonarium.rules.files.record import parse_record, record_of, record_to_yaml, replay

from tests.support.hatches import CLIFFS, PLACE

WATER, FIRE, AIR = Terrain.WATER, Terrain.FIRE, Terrain.AIR

E3, A1, B1 = (2, 4), (4, 0), (4, 1)


def hatched():
    state = parse_position(CLIFFS)
    state.apply(PLACE)
    return state


def test_both_orders_are_legal_and_the_choices_name_the_type():
    decision = hatched().pending()
    assert decision.phase is Phase.NEST and decision.terrain is FIRE and decision.nest_types == (FIRE, WATER)
    assert Nest(E3, FIRE) in decision.choices and Nest(E3, WATER) in decision.choices
    assert {choice.terrain for choice in decision.choices} == {FIRE, WATER}
    assert str(Nest(E3, WATER)) == "nest water E3" and parse_action("nest water E3") == Nest(E3, WATER)


def test_the_second_dragon_nests_first_and_fills_the_cliff():
    state = hatched()
    state.apply(Nest(E3, WATER))
    board = state.boards[0]
    assert board.dragons_on(E3) == (AIR, WATER)
    decision = state.pending()
    assert decision.phase is Phase.EXTRA_DRAGON
    assert {choice.terrain for choice in decision.choices} == {AIR, WATER}, "the cliff's types, water not fire"
    assert position_to_mapping(state)["nest"] == ["fire"], "the fire dragon still waits"
    state.apply(ExtraDragon(AIR, A1))
    decision = state.pending()
    assert decision.phase is Phase.NEST and decision.terrain is FIRE and decision.nest_types == ()
    assert Nest(B1) in decision.choices and E3 not in {choice.cell for choice in decision.choices}
    state.apply(Nest(B1))
    assert board.dragons_on(B1) == (FIRE,) and state.pending().phase is Phase.ELEMENT


def test_the_first_due_nesting_first_fills_the_cliff_with_its_own_type():
    state = hatched()
    state.apply(Nest(E3, FIRE))
    assert state.boards[0].dragons_on(E3) == (AIR, FIRE)
    assert {choice.terrain for choice in state.pending().choices} == {AIR, FIRE}
    assert position_to_mapping(state)["nest"] == ["water"]


def test_a_nest_naming_no_type_is_the_first_due_and_is_kept_naming_it():
    game = Game.from_state(hatched())
    game.apply(Nest(E3))
    assert game.state.boards[0].dragons_on(E3) == (AIR, FIRE)
    assert game.history == [Nest(E3, FIRE)]


def test_a_type_not_waiting_is_refused_and_changes_nothing():
    state = hatched()
    before = state.copy()
    with pytest.raises(IllegalAction) as caught:
        state.apply(Nest(A1, AIR))
    assert [refusal.rule for refusal in caught.value.refusals] == [Rule.NOT_A_CHOICE]
    assert state.same_table(before)


def test_one_type_waiting_needs_no_type_and_takes_its_own():
    state = parse_position(CLIFFS.replace("[fire/fire:f=f]", "[water/water:w=w]"))
    state.apply(PLACE)
    decision = state.pending()
    assert decision.nest_types == () and Nest(E3) in decision.choices and Nest(E3, WATER) not in decision.choices
    game = Game.from_state(state)
    game.apply(Nest(A1, WATER))
    assert game.history == [Nest(A1)] and game.state.boards[0].dragons_on(A1) == (WATER,)


def test_a_type_with_no_dragon_left_is_not_offered():
    state = parse_position(CLIFFS + "dragon_supply: {water: 0}\n")
    state.apply(PLACE)
    assert state.pending().nest_types == () and Nest(A1) in state.pending().choices


RECORD = """
format: dragonarium-record
version: 2
start:
{start}
actions:
{actions}
"""


def record_text(actions):
    start = "\n".join("  " + line for line in CLIFFS.strip().splitlines()[2:])
    return RECORD.format(start=start, actions="\n".join(f"  - {action}" for action in actions))


def test_an_old_record_replays_as_it_was_played_and_is_written_back_naming_the_type():
    old = parse_record(record_text(["place D2 E2", "nest E3", "extra-dragon fire A1", "nest B1"]))
    game = replay(old)
    board = game.state.boards[0]
    assert board.dragons_on(E3) == (AIR, FIRE) and board.dragons_on(A1) == (FIRE,)
    assert board.dragons_on(B1) == (WATER,)
    assert [str(action) for action in game.history] == ["place D2 E2", "nest fire E3", "extra-dragon fire A1",
                                                      "nest B1"]
    again = replay(parse_record(record_to_yaml(record_of(game))))
    assert again.state.same_table(game.state)


def test_a_record_keeps_the_order_chosen():
    game = replay(parse_record(record_text(["place D2 E2", "nest water E3", "extra-dragon water A1",
                                            "nest B1"])))
    board = game.state.boards[0]
    assert (board.dragons_on(E3), board.dragons_on(A1), board.dragons_on(B1)) == ((AIR, WATER), (WATER,), (FIRE,))
    text = record_to_yaml(record_of(game))
    assert "nest water E3" in text
    assert replay(parse_record(text)).state.same_table(game.state)
