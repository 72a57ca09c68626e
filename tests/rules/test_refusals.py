"""Every rule an action or a placement can break: the action raises ``IllegalAction`` whose refusals carry the rule's
id, the cells involved and the facts that break it, as values (no words)."""
import pytest

from dragonarium.rules import (Axis, ChooseElement, Decision, Draft, Element, ExtraDragon, Facts, FreeStone, Game,
                               IllegalAction, Line, Nest, Phase, Place, Refusal, Rule, Seat, Stone, Terrain, Trade,
                               load_catalog, parse_cell, parse_square_text)
from dragonarium.rules.engine.why_illegal import why_illegal

from tests.support.refused import position

CATALOG = load_catalog()
FIRE, WATER, AIR = Element.FIRE, Element.WATER, Element.AIR


def cells(*names: str):
    return tuple(parse_cell(name) for name in names)


def refused(state, action):
    """The refusals of ``action``, which must change nothing."""
    before = state.copy()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert state.same_table(before)
    return caught.value.refusals


def placing(state, first, second):
    """The refusals of placing T01 on ``first`` and ``second``, and the facts every one of them starts with."""
    action = Place(cells(first, second))
    return refused(state, action), {"action": action, "tile": state.tile("T01")}


# -- a tile and where it goes ---------------------------------------------------------------------------------


def test_off_board():
    action = Place(((2, 4), (2, 5)))
    assert refused(position(), action) == (
        Refusal(Rule.OFF_BOARD, ((2, 5),), Facts(action=action, tile=CATALOG.tiles["T01"], square=2)),)


def test_gap():
    found, facts = placing(position(side="church-ruins"), "C1", "D1")
    assert found == (Refusal(Rule.GAP, cells("D1"), Facts(square=2, **facts)),)


def test_cliff():
    found, facts = placing(position(side="lostwing-cliffs"), "A5", "B5")
    assert found == (Refusal(Rule.CLIFF, cells("A5"), Facts(square=1, capacity=2, **facts)),)


def test_dragon():
    found, facts = placing(position(dragons="E1: [fire]"), "E1", "D1")
    assert found == (Refusal(Rule.DRAGON, cells("E1"), Facts(square=1, under_pillars=False, levels=(0,),
                                                              dragons=(Terrain.FIRE,), **facts)),)


def test_dragon_under_the_pillars_of_a_square():
    found, facts = placing(position("B2: [royal, royal]", dragons="C2: [air]"), "B2", "C2")
    assert found == (Refusal(Rule.DRAGON, cells("C2"), Facts(square=2, under_pillars=True, levels=(0,),
                                                              dragons=(Terrain.AIR,), **facts)),)


def test_unready_egg():
    found, facts = placing(position("D4: [water/water:ww=w.]"), "D4", "C4")
    assert found == (Refusal(Rule.UNREADY_EGG, cells("D4"), Facts(
        square=1, under_pillars=False, levels=(1,), egg=Terrain.WATER, missing=(WATER,), filled=1, spaces=2,
        **facts)),)


def test_an_empty_royal_egg_misses_two_stones_of_any_element():
    found, _facts = placing(position("D4: [royal/royal:**]"), "D4", "C4")
    assert [(r.rule, r.facts.egg, r.facts.missing, r.facts.filled) for r in found] == [
        (Rule.UNREADY_EGG, Terrain.ROYAL, (None, None), 0)]


def test_shrine_assistant():
    found, facts = placing(position(side="eternal-shrines", assistant=3), "C5", "D5")
    assert found == (Refusal(Rule.SHRINE_ASSISTANT, cells("C5"), Facts(square=1, shrine=Terrain.FIRE, **facts)),)


def test_pillars():
    found, facts = placing(position("B3: [royal, royal]", pillars=1, fresh=2), "B3", "C3")
    assert found == (Refusal(Rule.PILLARS, cells("C3", "B3"), Facts(
        square=2, levels=(0, 2), tile_level=3, pillars_needed=2, pillars_usable=1, pillars_fresh=2, **facts)),), \
        "the square short of pillars first, then the square it lies level with"


def test_a_placement_breaks_several_rules_in_one_refusal_each():
    found, _facts = placing(position("A2: [royal, water/water:w]", dragons="B2: [air]", pillars=1), "A2", "B2")
    assert [(r.rule, r.cells) for r in found] == [(Rule.UNREADY_EGG, cells("A2")), (Rule.DRAGON, cells("B2")),
                                                 (Rule.PILLARS, cells("B2", "A2"))]


def test_tile_shape():
    action = Place(cells("B3", "D3"))
    assert refused(position(), action) == (Refusal(Rule.TILE_SHAPE, cells("B3", "D3"), Facts(action=action)),)


# -- dragons --------------------------------------------------------------------------------------------------


@pytest.fixture
def nesting():
    """A fire dragon hatched by the tile just placed on B4 and C4 (level 2)."""
    state = position("B4: [fire/fire:f=f], C4: [royal], D4: [water/water:w]", dragons="A1: [air]")
    state.apply(Place(cells("B4", "C4")))
    assert state.pending().phase is Phase.NEST
    return state


def test_nest_place(nesting):
    allowed = tuple(choice.cell for choice in nesting.pending().choices)
    action = Nest(parse_cell("D4"))
    assert refused(nesting, action) == (Refusal(Rule.NEST_PLACE, cells("D4"), Facts(
        action=action, levels=(1,), placed=cells("B4", "C4"), allowed=allowed, dragon=Terrain.FIRE)),)
    assert set(cells("B4", "C4", "A5")) <= set(allowed)


def test_one_dragon(nesting):
    found = refused(nesting, Nest(parse_cell("A1")))
    assert [(r.rule, r.cells, r.facts.dragons, r.facts.cliff, r.facts.capacity) for r in found] == [
        (Rule.ONE_DRAGON, cells("A1"), (Terrain.AIR,), False, 2)]


def test_one_dragon_is_two_on_a_full_cliff():
    state = position("B4: [fire/fire:f=f], C4: [royal]", dragons="A5: [water, air]", side="lostwing-cliffs")
    state.apply(Place(cells("B4", "C4")))
    found = refused(state, Nest(parse_cell("A5")))
    assert [(r.rule, r.cells, r.facts.dragons, r.facts.cliff, r.facts.capacity) for r in found] == [
        (Rule.ONE_DRAGON, cells("A5"), (Terrain.WATER, Terrain.AIR), True, 2)]


def test_a_dragon_never_nests_in_a_gap():
    state = position("A3: [fire/fire:f=f], B3: [royal]", side="church-ruins")
    state.apply(Place(cells("A3", "B3")))
    found = refused(state, Nest(parse_cell("D1")))
    assert [(r.rule, r.cells, type(r.facts.action)) for r in found] == [(Rule.GAP, cells("D1"), Nest)]


@pytest.fixture
def extra():
    """A Lostwing Cliffs board whose cliff A5 has just taken its second dragon (water, then fire)."""
    state = position("B4: [fire/fire:f=f], C4: [royal], D1: [royal]", dragons="A5: [water]", side="lostwing-cliffs")
    state.apply(Place(cells("B4", "C4")))
    state.apply(Nest(parse_cell("A5")))
    assert state.pending().phase is Phase.EXTRA_DRAGON
    return state


def test_extra_off_cliff(extra):
    action = ExtraDragon(Terrain.FIRE, parse_cell("E3"))
    allowed = tuple(c.cell for c in extra.pending().choices if c.terrain is Terrain.FIRE)
    assert refused(extra, action) == (Refusal(Rule.EXTRA_OFF_CLIFF, cells("E3"), Facts(
        action=action, dragon=Terrain.FIRE, allowed=allowed)),)


def test_extra_type(extra):
    action = ExtraDragon(Terrain.ROYAL, parse_cell("E1"))
    assert refused(extra, action) == (Refusal(Rule.EXTRA_TYPE, (), Facts(
        action=action, dragon=Terrain.ROYAL, types=(Terrain.FIRE, Terrain.WATER))),)


def test_the_extra_dragon_nests_by_the_usual_rules(extra):
    found = refused(extra, ExtraDragon(Terrain.WATER, parse_cell("D1")))
    assert [(r.rule, r.cells, r.facts.dragon, r.facts.levels, r.facts.placed) for r in found] == [
        (Rule.NEST_PLACE, cells("D1"), Terrain.WATER, (1,), cells("B4", "C4"))]


# -- stones and trades ----------------------------------------------------------------------------------------


@pytest.fixture
def stepping():
    """The Assistant has walked 1 step (the fire domain is C3 alone) to step 9, looking along row 3."""
    row = 'A3: [water], B3: [water/fire:f=f], C3: [fire/fire:f], D3: [water/water:w], E3: [royal/royal:**=w.]'
    state = position(row, pending="element", assistant=8)
    state.apply(ChooseElement(FIRE))
    assert state.pending().step == 9
    return state


def test_stone_line(stepping):
    action = Stone(parse_cell("A1"))
    assert refused(stepping, action) == (Refusal(Rule.STONE_LINE, cells("A1"), Facts(
        action=action, step=9, lines=(Line(Axis.ROW, 2),), element=FIRE, allowed=cells("C3"))),)


@pytest.mark.parametrize("cell, facts", [
    ("A3", {"top": parse_square_text("water")[0], "levels": (1,), "egg": None}),
    ("B3", {"top": parse_square_text("water/fire:f")[0], "egg": Terrain.FIRE, "filled": 1, "spaces": 1}),
    ("D3", {"egg": Terrain.WATER, "filled": 0, "spaces": 1, "missing": (WATER,), "held": None}),
    ("E3", {"egg": Terrain.ROYAL, "filled": 1, "spaces": 2, "missing": (WATER,), "held": WATER}),
])
def test_stone_space(stepping, cell, facts):
    refusal, = refused(stepping, Stone(parse_cell(cell)))
    assert (refusal.rule, refusal.cells, refusal.facts.element, refusal.facts.step) == (
        Rule.STONE_SPACE, cells(cell), FIRE, 9)
    assert {key: getattr(refusal.facts, key) for key in facts} == facts


def test_a_stone_on_bare_board_is_said_to_be_on_bare_board():
    state = position("C3: [fire/fire:f]", pending="element", assistant=8)
    state.apply(ChooseElement(FIRE))
    refusal, = refused(state, Stone(parse_cell("B3")))
    assert (refusal.rule, refusal.facts.bare, refusal.facts.top) == (Rule.STONE_SPACE, True, None)


def test_a_stone_of_choice_needs_a_space_of_its_element():
    state = position("C3: [water/water:w], A1: [fire/fire:f]", side="church-ruins", pending="reward-stone",
                     assistant=3, more="element: air\n")
    action = FreeStone(FIRE, parse_cell("C3"))
    refusal, = refused(state, action)
    assert (refusal.rule, refusal.cells, refusal.facts.action, refusal.facts.allowed) == (
        Rule.STONE_SPACE, cells("C3"), action, cells("A1"))
    assert (refusal.facts.egg, refusal.facts.missing, refusal.facts.element) == (Terrain.WATER, (WATER,), FIRE)


def test_trade_cost():
    action = Trade(parse_cell("C3"))
    assert refused(position("C3: [fire/fire:f]", side="marble-quarry", pillars=1, fresh=2), action) == (
        Refusal(Rule.TRADE_COST, (), Facts(action=action, cost=2, pillars_usable=1, pillars_fresh=2, element=FIRE)),)


def test_a_trade_needs_a_space_for_its_stone():
    refusal, = refused(position("C3: [fire/fire:f], D3: [air/air:a]", side="marble-quarry"), Trade(parse_cell("D3")))
    assert (refusal.rule, refusal.cells, refusal.facts.element, refusal.facts.allowed) == (
        Rule.STONE_SPACE, cells("D3"), FIRE, cells("C3"))


def test_trade_side():
    action = Trade(parse_cell("C3"))
    assert refused(position("C3: [fire/fire:f]"), action) == (Refusal(Rule.TRADE_SIDE, (), Facts(action=action)),)


# -- the turn -------------------------------------------------------------------------------------------------


SITE = "site: [T02, T03]\nsupply: [T04]\n"


def test_no_slot():
    state = position(pending="draft", more=SITE)
    slots = len(state.site)
    assert refused(state, Draft(slots + 2)) == (Refusal(Rule.NO_SLOT, (), Facts(action=Draft(slots + 2),
                                                                                slot=slots + 2, slots=slots)),)


def test_out_of_turn():
    action = Place(cells("A1", "B1"))
    refusal, = refused(position(pending="draft", more=SITE), action)
    assert refusal == Refusal(Rule.OUT_OF_TURN, (), Facts(action=action, phase=Phase.DRAFT))
    assert refusal.facts.to_json()["kind"] == "place"


def test_game_over():
    game = Game(CATALOG, [Seat("Ann")], 3)
    while not game.over:
        game.apply(game.legal_actions()[0])
    action = Draft(0)
    assert refused(game.state, action) == (Refusal(Rule.GAME_OVER, (), Facts(action=action)),)


@pytest.mark.parametrize("step, rule", [("undo", Rule.NOTHING_TO_UNDO), ("redo", Rule.NOTHING_TO_REDO)])
def test_nothing_to_undo_or_redo(step, rule):
    game = Game(CATALOG, [Seat("Ann")], 3)
    with pytest.raises(IllegalAction) as caught:
        getattr(game, step)()
    assert caught.value.refusals == (Refusal(rule),)


def test_not_a_choice():
    state = position(pending="element")
    action = ChooseElement(AIR)
    assert why_illegal(state, action, Decision(Phase.ELEMENT, 0, ())) == (
        Refusal(Rule.NOT_A_CHOICE, (), Facts(action=action, phase=Phase.ELEMENT)),)


def test_every_rule_is_tested_here():
    tested = {name for name in globals() if name.startswith("test_")}
    named = {f"test_{rule.name.lower()}" for rule in Rule} - {"test_nothing_to_undo", "test_nothing_to_redo"}
    assert named <= tested | {"test_nothing_to_undo_or_redo"}, named - tested
