"""Positions that wait at any decision (stone, nest, fallback stone, extra dragon, reward stone, a trade's turn),
with the context the decision needs: the right choices, written back and read again unchanged."""
import pytest
import yaml

from dragonarium.rules import (DataError, DataProblem, Element, ExtraDragon, FreeStone, Nest, Phase, Stone, Terrain,
                               Trade, parse_cell, parse_position, position_to_mapping)

from tests.support.positions import EXTRA, FALLBACK, HEAD, NEST, REWARD, STONE

ALL_CELLS = [parse_cell(f"{column}{row}") for row in range(5, 0, -1) for column in "ABCDE"]


def round_trip(state):
    text = yaml.safe_dump(position_to_mapping(state), sort_keys=False)
    again = parse_position(text)
    assert again.same_table(state)
    assert again.waiting() == state.waiting()
    return yaml.safe_load(text)


def test_a_nest_names_the_dragon_and_may_use_the_tile_just_placed():
    state = parse_position(NEST)
    decision = state.pending()
    assert decision.phase is Phase.NEST and decision.terrain is Terrain.WATER
    refused = {parse_cell("C3"), parse_cell("A1")}  # a square without stones; a dragon already there
    assert decision.nest_types == (Terrain.WATER, Terrain.FIRE), "two types wait: the player chooses which nests"
    assert set(decision.choices) == {Nest(cell, kind) for kind in decision.nest_types for cell in ALL_CELLS
                                     if cell not in refused}
    assert state.dragons_owed() == 2
    mapping = round_trip(state)
    assert {key: mapping[key] for key in ("pending", "tile", "placed", "nest")} == {
        "pending": "nest", "tile": "T08", "placed": ["D3", "D2"], "nest": ["water", "fire"]}
    state.apply(Nest(parse_cell("D3")))
    assert state.pending().terrain is Terrain.FIRE
    assert round_trip(state)["nest"] == ["fire"]


def test_a_steps_stone_names_the_element_the_step_and_the_steps_to_come():
    state = parse_position(STONE)
    decision = state.pending()
    assert (decision.phase, decision.element, decision.step) == (Phase.STONE, Element.AIR, 6)
    assert decision.choices == (Stone(parse_cell("B5")),)
    mapping = round_trip(state)
    assert (mapping["pending"], mapping["element"], mapping["steps_left"]) == ("stone", "air", 1)
    state.apply(Stone(parse_cell("B5")))
    decision = state.pending()
    assert (decision.phase, decision.step) == (Phase.STONE, 7)  # row 5: the royal egg now waits for air
    assert decision.choices == (Stone(parse_cell("B5")),)
    assert "steps_left" not in round_trip(state)


def test_a_reward_stone_goes_anywhere_then_the_walk_goes_on():
    state = parse_position(REWARD)
    decision = state.pending()
    assert (decision.phase, decision.step) == (Phase.REWARD_STONE, 3)
    assert set(decision.choices) == {FreeStone(Element.WATER, parse_cell("A1")), FreeStone(Element.AIR,
                                     parse_cell("C5")), FreeStone(Element.WATER, parse_cell("B2"))}
    assert round_trip(state)["steps_left"] == 2
    state.apply(FreeStone(Element.WATER, parse_cell("B2")))
    assert state.over is False and state.boards[0].step == 5, "the two steps still to come were walked"


def test_a_cliffs_extra_dragon_is_of_either_type_off_the_cliffs_before_the_next_nest():
    state = parse_position(EXTRA)
    decision = state.pending()
    assert decision.phase is Phase.EXTRA_DRAGON
    off = {parse_cell(name) for name in ("A5", "B1", "E3", "C3")}  # the three cliffs; a square without stones
    assert set(decision.choices) == {ExtraDragon(kind, cell) for kind in (Terrain.FIRE, Terrain.WATER)
                                     for cell in ALL_CELLS if cell not in off}
    mapping = round_trip(state)
    assert (mapping["extra_dragon"], mapping["nest"]) == (["fire", "water"], ["fire"])
    state.apply(ExtraDragon(Terrain.WATER, parse_cell("D2")))
    assert (state.pending().phase, state.pending().terrain) == (Phase.NEST, Terrain.FIRE)


def test_a_fallback_stone_goes_on_any_matching_empty_space():
    state = parse_position(FALLBACK)
    decision = state.pending()
    assert (decision.phase, decision.tile) == (Phase.FALLBACK_STONE, "T08")
    assert set(decision.choices) == {FreeStone(Element.FIRE, cell) for cell in ALL_CELLS}
    assert round_trip(state)["tile"] == "T08"
    state.apply(FreeStone(Element.FIRE, parse_cell("C3")))
    assert state.pending().phase is Phase.ELEMENT


def test_trades_are_open_at_any_decision_of_a_marble_quarry_turn():
    text = NEST.replace("  - name: Ann\n", "  - name: Ann\n    side: marble-quarry\n    pillars: 2\n")
    state = parse_position(text)
    trades = {action for action in state.legal_actions() if isinstance(action, Trade)}
    assert trades == {Trade(parse_cell("D2"))}, "the only empty fire space"
    state.apply(Trade(parse_cell("D2")))
    assert state.boards[0].pillars == 0 and state.pending().phase is Phase.NEST
    assert not any(isinstance(action, Trade) for action in state.legal_actions())


@pytest.mark.parametrize("text, old, new, field, words", [
    (NEST, "placed: [D3, D2]\n", "", "placed", "needs the two cells the drafted tile was placed on"),
    (NEST, "placed: [D3, D2]", "placed: [D3, D1]", "placed", "D3 and D1 do not touch"),
    (NEST, "placed: [D3, D2]", "placed: [C4, D4]", "placed", "C4 holds no tile square"),
    (NEST, "placed: [D3, D2]", "placed: [B4, C4]", "placed", "C4 holds no tile square"),
    (NEST, "nest: [water, fire]", "nest: [water, moon]", "nest[1]", "unknown dragon type 'moon'"),
    (NEST, "nest: [water, fire]", "nest: [water, fire]\ndragon_supply: {water: 0}", "pending",
     "no water dragon left in the supply"),
    (NEST, "pending: nest", "pending: element", "nest", "given only with pending 'nest' or 'extra-dragon'"),
    (STONE, "element: air\n", "", "element", "needs the element the Assistant walks for"),
    (STONE, "steps_left: 1", "steps_left: -1", "steps_left", DataProblem.OUT_OF_RANGE),
    (STONE.replace("assistant: 6", "assistant: 1"), "element: air", "element: fire", "pending",
     "step 1: no empty fire space in its lines"),
    (REWARD, "assistant: 3", "assistant: 4", "pending", "step 4, which gives no stone of choice"),
    (EXTRA, "extra_dragon: [fire, water]", "extra_dragon: [fire, royal]", "extra_dragon",
     "no cliff of Ann's board is full with fire and royal dragons"),
    (EXTRA, "extra_dragon: [fire, water]\n", "", "extra_dragon", "needs the types on the full cliff"),
    (FALLBACK, "tile: T08", "tile: T99", "tile", "unknown tile 'T99'"),
    (FALLBACK.replace("      A1: [fire/fire:f]\n      B1: [fire/fire:f]\n", ""), "", "", "tile",
     "fits on the board of Ann"),
    (HEAD + "players: [{name: Ann}]\n", "", "nest: [fire]\n", "nest", "given only with a pending decision"),
    (HEAD + "players: [{name: Ann}]\npending: draft\n", "", "tile: T05\n", "tile", "no tile is drafted yet"),
])
def test_a_context_that_does_not_fit_the_decision_or_the_board_is_refused_by_name(text, old, new, field, words):
    with pytest.raises(DataError) as caught:
        parse_position(text.replace(old, new) if old else text + new, "pos.yaml")
    message = str(caught.value)
    assert message.startswith(f"pos.yaml: {field}:"), message
    if isinstance(words, DataProblem):  # the kind, where the reader gives one
        assert caught.value.kind is words, message
    else:
        assert words is None or words in message, message
