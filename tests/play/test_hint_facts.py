"""The hint's facts: for every decision a hint can be asked at, the ``Outlook`` the strong player's choice comes with
(``dragonarium.bots.outlook``) says what the move does, and every fact of it holds on the table (domain sizes and
heights, points now, eggs hatched and readied, dragons, pillars, next turn's tile). How the facts are worded is
tested apart (test_hint_words.py)."""
import random
import re
from dataclasses import replace

import pytest

from dragonarium.bots.outlook import (Advice, DragonPlaced, Hatch, Shift, Source, StonePut, Walk, advise, explain,
                                      hint_advisor)
from dragonarium.bots.players import Choice
from dragonarium.play.table.hint_text import hint_message
from dragonarium.rules import (ChooseElement, Draft, Element, ExtraDragon, FreeStone, Game, Nest, Phase,
                               Seat, Stone, Terrain, Trade, parse_action, parse_cell, parse_position, score)

from tests.support.games import CATALOG
from tests.support.hint_facts import check_outlook
from tests.support.positions import APART, BLOCKED, CHURCH, CLIFF, COLUMN, HATCH, QUARRY, READY, ROYAL, position

WATER, FIRE = Terrain.WATER, Terrain.FIRE


def at(*names: str):
    return tuple(parse_cell(name) for name in names)


def first_gain(outlook):
    """The type, shift, size and height of the domain that gains most."""
    change = outlook.move.domains[0]
    return change.terrain, change.shift, change.size, change.height


def readied(effects):
    return [(stone.cell, stone.egg, stone.source) for stone in effects.readied]


SITUATIONS = {
    "draft": (position(APART, "pending: draft", site="T06, T01, T03"), [], Phase.DRAFT,
              lambda o: (o.action, o.tile.id, set(o.cells), o.level, first_gain(o)),
              (Draft(0), "T06", set(at("C3", "C4")), 1, (WATER, Shift.JOINED, 4, 1))),
    "place": (position(APART, "pending: place\ntile: T06"), [], Phase.PLACE,
              lambda o: (o.action.cells in (at("C3", "C4"), at("C4", "C3")), first_gain(o)[:2]),
              (True, (WATER, Shift.JOINED))),
    "place, hatching": (position(HATCH, "pending: place\ntile: T06"), [], Phase.PLACE,
                        lambda o: (o.move.hatched, [dragon.terrain for dragon in o.move.dragons]),
                        ((Hatch(WATER, parse_cell("B3")),), [WATER])),
    "place, royal dragon": (position(ROYAL, "pending: place\ntile: T06", extra="    dragons:\n      E1: [royal]"),
                            [], Phase.PLACE,
                            lambda o: ([hatch.terrain for hatch in o.move.hatched],
                                       [dragon.terrain for dragon in o.move.dragons], o.move.royal_points),
                            ([Terrain.ROYAL], [Terrain.ROYAL], 3)),
    "nest": (position(READY, "pending: place\ntile: T06"), ["place B3 C3"], Phase.NEST,
             lambda o: (type(o.action), o.dragon, first_gain(o)[:2]), (Nest, WATER, (WATER, Shift.GROWN))),
    "element": (position(COLUMN, "pending: element"), [], Phase.ELEMENT,
                lambda o: (o.action, o.move.walk.steps, readied(o.move), o.move.pillars_gained, o.then),
                (ChooseElement(Element.WATER), 3, [(parse_cell("A5"), WATER, Source.WALK)], 0, None)),
    "stone": (position(COLUMN, "pending: element"), ["element water"], Phase.STONE,
              lambda o: (o.action, o.element, readied(o.move)),
              (Stone(parse_cell("A5")), Element.WATER, [(parse_cell("A5"), WATER, Source.WALK)])),
    "fallback draft": (position(BLOCKED, "pending: draft", site="T01, T02", extra="    dragons:\n      E1: [fire]"),
                       [], Phase.DRAFT, lambda o: (o.action, o.tile.id, o.fits_nowhere, o.cells),
                       (Draft(0), "T01", True, None)),
    "fallback stone": (position(BLOCKED, "pending: draft", site="T01, T02", extra="    dragons:\n      E1: [fire]"),
                       ["draft 1"], Phase.FALLBACK_STONE,
                       lambda o: (type(o.action), o.action.element, [stone.readies for stone in o.move.stones]),
                       (FreeStone, Element.WATER, [True])),
    "cliff": (position(CLIFF, "pending: place\ntile: T01", site="T02", side="lostwing-cliffs",
                       extra="    dragons:\n      E3: [fire]"), ["place D2 E2"], Phase.NEST,
              lambda o: (o.action, o.dragon, o.extra_dragon, o.move.gain),
              (Nest(parse_cell("E3")), WATER, True, 0)),
    "extra dragon": (position(CLIFF, "pending: place\ntile: T01", site="T02", side="lostwing-cliffs",
                              extra="    dragons:\n      E3: [fire]"), ["place D2 E2", "nest E3"], Phase.EXTRA_DRAGON,
                     lambda o: (type(o.action), o.action.terrain in (FIRE, WATER)), (ExtraDragon, True)),
    "trade": (position(QUARRY, "pending: element", side="marble-quarry").replace("pillars: 2", "pillars: 6"), [],
              Phase.ELEMENT, lambda o: (o.action, o.move.pillars_spent, readied(o.move)),
              (Trade(parse_cell("C3")), 2, [(parse_cell("C3"), FIRE, Source.TRADE)])),
    "reward stone": (position(CHURCH, "pending: element", side="church-ruins", extra="    assistant: 23"),
                     ["element fire", "stone A5"], Phase.REWARD_STONE,
                     lambda o: ((o.action.element, o.action.cell) in ((Element.WATER, parse_cell("E2")),
                                                                     (Element.AIR, parse_cell("E1"))),
                                [(stone.egg is o.action.element.terrain, stone.readies) for stone in o.move.stones]),
                     (True, [(True, True)])),
    "nothing to gain": (position("      B3: [fire]", "pending: element"), [], Phase.ELEMENT,
                        lambda o: (type(o.action), o.as_good, o.only_choice, o.move.stones, o.move.pillars_gained),
                        (ChooseElement, True, False, (), 0)),
}

"""Each decision a hint is asked at: the position, the actions that lead to the decision, its phase, and the facts
the hint must hold (read by the function, then as expected)."""


def situation(name):
    text, actions, phase, _facts, _expected = SITUATIONS[name]
    state = parse_position(text)
    for action in actions:
        state.apply(parse_action(action))
    assert state.pending().phase is phase
    return state


def hinted(state, seed=1):
    """The hint for ``state`` and the advisor that found it (to replay its moves)."""
    advisor = hint_advisor(seed=seed)
    before = state.copy()
    advice = advise(state, advisor=advisor)
    assert state.same_table(before), "a hint leaves the table as it was"
    return advice, advisor


@pytest.mark.parametrize("name", list(SITUATIONS))
def test_each_decision_has_a_hint_whose_facts_hold_on_the_table(name):
    state = situation(name)
    advice, advisor = hinted(state)
    _text, _actions, _phase, facts, expected = SITUATIONS[name]
    assert facts(advice.outlook) == expected
    assert advice.choice.action in state.legal_actions()
    check_outlook(state, advice, advisor)


def test_a_draft_hint_tells_what_the_walk_then_readies_and_what_next_turn_may_bring():
    state = situation("draft")
    advice, advisor = hinted(state)
    outlook = advice.outlook
    assert outlook.then.walk.element is Element.WATER
    assert {stone.source for stone in outlook.then.readied} == {Source.WALK} and outlook.then.readied
    assert outlook.next_turn is not None and outlook.next_turn.tile.id in ("T01", "T03")
    played = check_outlook(state, advice, advisor)
    assert outlook.next_turn.tile.id in played.rest.after.site


def test_the_domain_told_is_the_domain_after_the_move():
    state = situation("place")
    advice, _advisor = hinted(state)
    after = state.copy()
    after.apply(advice.choice.action)
    sheet, before = score(after.boards[0]), score(state.boards[0])
    water = next(change for change in advice.outlook.move.domains if change.terrain is WATER)
    assert (water.size, water.height) == (sheet.types[WATER].size, sheet.types[WATER].height)
    assert water.gain == sheet.types[WATER].points - before.types[WATER].points > 0


def test_a_trade_that_is_not_the_best_choice_is_still_told_when_explained():
    cells = QUARRY.replace("water/water:ww", "fire/fire:ff")
    state = parse_position(position(cells, "pending: element", side="marble-quarry").replace("pillars: 2",
                                                                                            "pillars: 6"))
    advisor = hint_advisor(seed=1)
    ranked = [Choice(parse_action("trade C2"), 0.0), Choice(ChooseElement(Element.FIRE), 0.0)]
    outlook = explain(state, ranked, advisor)
    assert outlook.action == Trade(parse_cell("C2")) and outlook.move.pillars_spent == 2
    assert outlook.move.stones == (StonePut(parse_cell("C2"), Element.FIRE, FIRE, Source.TRADE, missing=1),)
    assert state.boards[0].pillars == 6, "the state explained is left as it was"
    check_outlook(state, Advice(ranked[0], outlook), advisor)


# Every cell holds a square, none with stones but two ready water eggs side by side on B3 and C3: the water/water
# tile laid over both hatches two dragons, and once the first has nested on one of its squares, the second can go
# only on the other.
FULL = "".join(f"      {c}{r}: [fire]\n" for r in range(1, 6) for c in "ABCDE" if f"{c}{r}" not in ("B3", "C3"))
FULL += "      B3: [water/water:w=w]\n      C3: [water/water:w=w]"


def test_the_only_choice_is_told_so():
    state = parse_position(position(FULL, "pending: place\ntile: T06"))
    state.apply(parse_action("place B3 C3"))
    state.apply(parse_action("nest B3"))
    assert state.pending().choices == (parse_action("nest C3"),)
    advice, advisor = hinted(state)
    outlook = advice.outlook
    assert (outlook.action, outlook.only_choice, outlook.as_good) == (Nest(parse_cell("C3")), True, False)
    check_outlook(state, advice, advisor)


@pytest.mark.parametrize("side, seed", [pytest.param("library", 2, marks=pytest.mark.slow), ("marble-quarry", 5),
                                        ("lostwing-cliffs", 7), ("church-ruins", 11),
                                        pytest.param("eternal-shrines", 13, marks=pytest.mark.slow)])
def test_hints_in_played_games_hold_only_true_facts_worded_in_the_board_notation(side, seed):
    game = Game(CATALOG, [Seat("A", side), Seat("B", side)], seed)
    rng = random.Random(seed)
    asked = 0
    while not game.over and asked < 6:
        state = game.state
        if rng.random() < 0.3:
            advice, advisor = hinted(state, seed=asked)
            check_outlook(state, advice, advisor)
            text = hint_message(advice.outlook)
            assert not re.search(r"\d+\.\d+|\bT\d\d\b|\(\d+, \d+\)|\bslot 0\b", text), text
            assert advice.choice.action in state.legal_actions()
            asked += 1
        game.apply(rng.choice(game.legal_actions()))


FALSE = {
    "points": lambda o: replace(o, move=replace(o.move, points=o.move.points + 1)),
    "domain size": lambda o: replace(o, move=replace(o.move, domains=(replace(o.move.domains[0],
                                                                              size=o.move.domains[0].size + 1),)
                                                     + o.move.domains[1:])),
    "domains joined": lambda o: replace(o, move=replace(o.move, domains=(replace(o.move.domains[0], joined=1),)
                                                        + o.move.domains[1:])),
    "a stone's cell": lambda o: replace(o, then=replace(o.then, stones=(replace(o.then.stones[0], cell=(4, 4)),)
                                                        + o.then.stones[1:])),
    "a stone's source": lambda o: replace(o, then=replace(o.then, stones=(replace(o.then.stones[0],
                                                                                  source=Source.CHOICE),)
                                                          + o.then.stones[1:])),
    "an egg's empty spaces": lambda o: replace(o, then=replace(o.then, stones=(
        replace(o.then.stones[0], missing=o.then.stones[0].missing + 1),) + o.then.stones[1:])),
    "the walk's steps": lambda o: replace(o, then=replace(o.then, walk=Walk(Element.WATER, 5, o.then.walk.stones))),
    "a dragon": lambda o: replace(o, move=replace(o.move, dragons=(DragonPlaced(WATER, (0, 0)),))),
    "a pillar": lambda o: replace(o, move=replace(o.move, pillars_gained=1)),
    "the level": lambda o: replace(o, level=2),
    "the cells": lambda o: replace(o, cells=tuple(reversed(o.cells))),
    "next turn's tile": lambda o: replace(o, next_turn=replace(o.next_turn, tile=CATALOG.tiles["T06"])),
    "next turn's points": lambda o: replace(o, next_turn=replace(o.next_turn, effects=replace(
        o.next_turn.effects, points=o.next_turn.effects.points + 1))),
    "only choice": lambda o: replace(o, only_choice=True),
}
"""A false fact of each kind, made from the true outlook of a draft hint."""


@pytest.fixture(scope="module")
def draft_hint():
    state = situation("draft")
    return (state, *hinted(state))


@pytest.mark.parametrize("kind", list(FALSE))
def test_a_false_fact_is_caught(draft_hint, kind):
    state, advice, advisor = draft_hint
    check_outlook(state, advice, advisor)
    wrong = FALSE[kind](advice.outlook)
    assert wrong != advice.outlook
    with pytest.raises(AssertionError):
        check_outlook(state, Advice(advice.choice, wrong), advisor)
