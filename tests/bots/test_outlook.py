"""The facts behind a hint (an ``Outlook``), read off literal positions: what the move and the rest of the turn
change on the board, and the tile hoped for next turn."""
from dragonarium.bots.outlook import (Advice, DomainChange, Hatch, Shift, Source, Walk, advise, board_effects,
                                      hint_advisor)
from dragonarium.bots.players import StrongPlayer
from dragonarium.rules import (Draft, Element, Nest, Phase, Place, Placement, Terrain, Trade, apply_placement,
                               parse_action, parse_cell, parse_position, score)

from tests.support.boards import CATALOG, board
from tests.support.positions import APART, BLOCKED, CLIFF, COLUMN, HATCH, QUARRY, position


def cells(*names):
    return tuple(parse_cell(name) for name in names)


def advice_at(text: str, *actions: str) -> tuple:
    state = parse_position(text)
    for action in actions:
        state.apply(parse_action(action))
    before = state.copy()
    advice = advise(state, advisor=hint_advisor(seed=1))
    assert isinstance(advice, Advice) and state.same_table(before), "advice leaves the state as it was"
    return state, advice.choice, advice.outlook


def test_a_placement_that_joins_two_domains_says_so_and_what_the_walk_then_readies():
    state, choice, outlook = advice_at(position(APART, "pending: place\ntile: T06"))
    assert set(choice.action.cells) == set(cells("C3", "C4"))
    assert outlook.tile.id == "T06" and outlook.cells == choice.action.cells and outlook.level == 1
    water = outlook.move.domains[0]
    assert water == DomainChange(Terrain.WATER, size_before=1, height_before=1, size=4, height=1, joined=2)
    assert water.shift is Shift.JOINED and water.gain == 3 and outlook.move.gain == 3
    then = outlook.then
    assert then.walk == Walk(Element.WATER, steps=4, stones=then.walk.stones) and then.walk.stones >= 3
    assert {stone.cell for stone in then.readied} >= set(cells("B3", "D3"))
    assert all(stone.source is Source.WALK and stone.element is Element.WATER for stone in then.stones)


def test_a_draft_is_told_with_the_placement_in_mind_and_the_tile_hoped_for_next_turn():
    state, choice, outlook = advice_at(position(APART, "pending: draft", site="T06, T01, T03"))
    assert choice.action == Draft(0) and outlook.tile.id == "T06" and outlook.cells == choice.cells
    assert outlook.move.domains[0].shift is Shift.JOINED
    upcoming = outlook.next_turn
    assert upcoming is not None and upcoming.tile.id in ("T01", "T03")
    probe = state.copy()
    probe.apply(choice.action)
    probe.apply(Place(choice.cells))
    assert upcoming.tile.id in probe.site, "the tile hoped for is still on the site after the draft"


def test_a_hatching_placement_names_the_egg_and_where_its_dragon_nests():
    state, choice, outlook = advice_at(position(HATCH, "pending: place\ntile: T06"))
    assert parse_cell("B3") in choice.action.cells
    assert outlook.move.hatched == (Hatch(Terrain.WATER, parse_cell("B3")),)
    (dragon,) = outlook.move.dragons
    assert dragon.terrain is Terrain.WATER
    probe = state.copy()
    probe.apply(choice.action)
    assert probe.pending().phase is Phase.NEST and Nest(dragon.cell) in probe.pending().choices
    probe.apply(Nest(dragon.cell))
    assert score(probe.boards[0]).total == outlook.move.points


def test_an_element_is_told_by_its_whole_walk():
    state, choice, outlook = advice_at(position(COLUMN, "pending: element"))
    assert outlook.phase is Phase.ELEMENT and outlook.then is None and outlook.next_turn is None
    assert outlook.move.walk == Walk(Element.WATER, steps=3, stones=1) and outlook.move.walk.lost == 2
    (stone,) = outlook.move.stones
    assert (stone.cell, stone.egg, stone.readies) == (parse_cell("A5"), Terrain.WATER, True)


def test_a_tile_that_fits_nowhere_and_the_stone_of_choice_that_follows():
    text = position(BLOCKED, "pending: draft", site="T01, T02", extra="    dragons:\n      E1: [fire]")
    _, choice, outlook = advice_at(text)
    assert outlook.fits_nowhere and outlook.cells is None and choice.cells is None
    assert outlook.then.pillars_gained == 0, "the pillar came with the draft itself"
    assert outlook.move.pillars_gained == 1
    assert outlook.then.stones[0].source is Source.CHOICE


def test_nesting_on_a_cliff_that_then_holds_two_dragons_brings_an_extra_dragon():
    text = position(CLIFF, "pending: place\ntile: T01", site="T02", side="lostwing-cliffs",
                    extra="    dragons:\n      E3: [fire]")
    _, choice, outlook = advice_at(text, "place D2 E2")
    assert str(choice.action) == "nest E3" and outlook.extra_dragon and outlook.dragon is Terrain.WATER
    assert outlook.move.dragons[0].cell == parse_cell("E3") and outlook.move.gain == 0


def test_a_trade_spends_pillars_for_a_stone_that_readies_an_egg():
    text = position(QUARRY, "pending: element", side="marble-quarry").replace("pillars: 2", "pillars: 6")
    _, choice, outlook = advice_at(text)
    assert choice.action == Trade(parse_cell("C3"))
    assert outlook.move.pillars_spent == 2 and outlook.move.pillars_gained == 0
    (stone,) = outlook.move.stones
    assert (stone.source, stone.element, stone.readies) == (Source.TRADE, Element.FIRE, True)


def test_board_effects_compares_two_boards():
    before = board("""
    pillars: 2
    cells:
      "2,1": [water]
      "2,3": [water]
      "2,2": [fire/fire:f=f]
    """)
    after = before.copy()
    tile = CATALOG.tiles["T06"]
    apply_placement(after, tile, Placement(((2, 2), (1, 2))))
    found = board_effects(before, after)
    water = [change for change in found.domains if change.terrain is Terrain.WATER][0]
    assert (water.size_before, water.size, water.height, water.joined) == (1, 4, 2, 2)
    assert found.hatched == (Hatch(Terrain.FIRE, (2, 2)),)
    assert found.pillars_spent == 1 and found.gain == score(after).total - score(before).total


def test_every_choice_alike_is_said_to_be_so():
    _, _, outlook = advice_at(position("      B3: [fire]", "pending: element"))
    assert outlook.as_good and not outlook.only_choice and not outlook.move.stones


def test_no_advice_once_the_game_is_over():
    state = parse_position(position("      B3: [fire]", ""))
    assert state.pending().phase is Phase.OVER
    assert advise(state) is None


def test_the_hint_searches_less_than_the_strong_player():
    strong, hint = StrongPlayer(), hint_advisor()
    assert hint.budget == 0 and hint.looked_at < strong.looked_at and hint.played_through < strong.played_through
