"""Every general sentence of the "Why?" panel and of the help page is checked against the rule ids it summarises
(``panel_words.SUMMARISES``, ``help_text.SUMMARISES``): the engine refuses a literal table by each of those rules,
and a claim about every kind of square (which may be covered, where a dragon may nest) is tried on each kind, the
engine agreeing with the sentence and every exception the engine makes being one the sentence states."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pytest

from dragonarium.play.table import help_text
from dragonarium.play.why import panel_words
from dragonarium.rules import (ChooseElement, Decision, Draft, Element, ExtraDragon, Game, GameState, IllegalAction,
                               Nest, Phase, Place, Rule, Seat, Stone, Terrain, Trade, parse_cell)
from dragonarium.rules.engine.why_illegal import why_illegal

from tests.support.games import CATALOG
from tests.support.refused import position

SENTENCES: dict[str, tuple[Rule, ...]] = {
    **{panel_words.RULES[rule]: rules for rule, rules in panel_words.SUMMARISES.items()},
    **help_text.SUMMARISES}
"""Every general sentence (English, as written) and the rule ids it summarises."""

NAMED = {Rule.DRAGON: ("dragon",), Rule.GAP: ("gap",), Rule.CLIFF: ("cliff",), Rule.SHRINE_ASSISTANT: ("shrine",),
         Rule.UNREADY_EGG: ("egg",), Rule.ONE_DRAGON: ("takes no other", "another dragon")}
"""How a sentence states an exception of each rule (one of these words)."""


def cells(*names: str) -> tuple:
    return tuple(parse_cell(name) for name in names)


def refused_by(state: GameState, action) -> set[Rule]:
    """The rules the engine refuses ``action`` by (empty: allowed); the table is left as it was."""
    probe = state.copy()
    try:
        probe.apply(action)
    except IllegalAction as error:
        return {refusal.rule for refusal in error.refusals}
    return set()


# -- a table refused by each rule -----------------------------------------------------------------------------


def _hatched(side: str = "library", cells_text: str = "", dragons: str = "") -> GameState:
    """A fire dragon hatched by the air/air tile just laid on B2 and C2 (level 2), waiting to nest."""
    state = position("B2: [fire/fire:f=f], C2: [royal]" + (", " + cells_text if cells_text else ""), dragons=dragons,
                     side=side)
    state.apply(Place(cells("B2", "C2")))
    assert state.pending().phase is Phase.NEST
    return state


def _full_cliff() -> GameState:
    state = _hatched("lostwing-cliffs", dragons="A5: [water]")
    state.apply(Nest(parse_cell("A5")))
    return state


def _stepping(cells_text: str = "C3: [fire/fire:f]", side: str = "library") -> GameState:
    """The Assistant walks one fire step to step 9, looking along row 3."""
    state = position(cells_text, pending="element", assistant=8, side=side)
    state.apply(ChooseElement(Element.FIRE))
    return state


def _over() -> GameState:
    game = Game(CATALOG, [Seat("Ann")], 3)
    while not game.over:
        game.apply(game.legal_actions()[0])
    return game.state


def _history(step: str) -> Callable[[], set[Rule]]:
    def refused() -> set[Rule]:
        try:
            getattr(Game(CATALOG, [Seat("Ann")], 3), step)()
        except IllegalAction as error:
            return {refusal.rule for refusal in error.refusals}
        return set()
    return refused


SITE = "site: [T02, T03]\nsupply: [T04]\n"
REFUSED: dict[Rule, Callable[[], set[Rule]]] = {
    Rule.OFF_BOARD: lambda: refused_by(position(), Place(((2, 4), (2, 5)))),
    Rule.GAP: lambda: refused_by(position(side="church-ruins"), Place(cells("C1", "D1"))),
    Rule.CLIFF: lambda: refused_by(position(side="lostwing-cliffs"), Place(cells("A5", "B5"))),
    Rule.DRAGON: lambda: refused_by(position(dragons="E1: [fire]"), Place(cells("E1", "D1"))),
    Rule.UNREADY_EGG: lambda: refused_by(position("D4: [water/water:ww=w.]"), Place(cells("D4", "C4"))),
    Rule.SHRINE_ASSISTANT: lambda: refused_by(position(side="eternal-shrines", assistant=3), Place(cells("C5", "D5"))),
    Rule.PILLARS: lambda: refused_by(position("B3: [royal, royal]", pillars=1, fresh=2), Place(cells("B3", "C3"))),
    Rule.TILE_SHAPE: lambda: refused_by(position(), Place(cells("B3", "D3"))),
    Rule.NEST_PLACE: lambda: refused_by(_hatched(cells_text="D4: [water/water:w]"), Nest(parse_cell("D4"))),
    Rule.ONE_DRAGON: lambda: refused_by(_hatched(dragons="A1: [air]"), Nest(parse_cell("A1"))),
    Rule.EXTRA_OFF_CLIFF: lambda: refused_by(_full_cliff(), ExtraDragon(Terrain.FIRE, parse_cell("E3"))),
    Rule.EXTRA_TYPE: lambda: refused_by(_full_cliff(), ExtraDragon(Terrain.ROYAL, parse_cell("E1"))),
    Rule.STONE_LINE: lambda: refused_by(_stepping("C3: [fire/fire:f], A1: [fire/fire:f]"), Stone(parse_cell("A1"))),
    Rule.STONE_SPACE: lambda: refused_by(_stepping("C3: [fire/fire:f], A3: [water]"), Stone(parse_cell("A3"))),
    Rule.TRADE_COST: lambda: refused_by(position("C3: [fire/fire:f]", side="marble-quarry", pillars=1, fresh=2),
                                        Trade(parse_cell("C3"))),
    Rule.TRADE_SIDE: lambda: refused_by(position("C3: [fire/fire:f]"), Trade(parse_cell("C3"))),
    Rule.NO_SLOT: lambda: refused_by(position(pending="draft", more=SITE), Draft(5)),
    Rule.GAME_OVER: lambda: refused_by(_over(), Draft(0)),
    Rule.OUT_OF_TURN: lambda: refused_by(position(pending="draft", more=SITE), Place(cells("A1", "B1"))),
    Rule.NOTHING_TO_UNDO: _history("undo"),
    Rule.NOTHING_TO_REDO: _history("redo"),
    Rule.NOT_A_CHOICE: lambda: {refusal.rule for refusal in why_illegal(
        position(pending="element"), ChooseElement(Element.AIR), Decision(Phase.ELEMENT, 0, ()))},
}
"""For each rule, a literal table and a move the engine refuses by it."""


def test_every_general_sentence_names_the_rules_it_summarises():
    assert set(panel_words.SUMMARISES) == set(panel_words.RULES)
    assert set(help_text.SUMMARISES) == set(help_text.RULES)
    for rule, summarised in panel_words.SUMMARISES.items():
        assert rule in summarised, rule


@pytest.mark.parametrize("rule", list(Rule), ids=[rule.value for rule in Rule])
def test_the_engine_refuses_a_table_by_each_rule_a_sentence_summarises(rule):
    assert rule in REFUSED[rule](), rule


# -- which squares may be covered ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Ground:
    """A kind of square at ``cell`` (bare board at ``beside``), and the rules covering it breaks whatever its egg."""

    name: str
    cell: str
    beside: str
    cells: str = ""
    dragons: str = ""
    side: str = "library"
    assistant: int = 0
    unready: bool = False
    """Its egg still misses stones (covering it breaks ``UNREADY_EGG``)."""
    exceptions: tuple[Rule, ...] = ()


GROUNDS = (
    Ground("bare board", "C3", "D3"),
    Ground("a square without an egg", "C3", "D3", cells="C3: [fire]"),
    Ground("a pillar square", "C3", "D3", cells='C3: ["pillar:2"]'),
    Ground("a ready egg", "C3", "D3", cells="C3: [fire/fire:f=f]"),
    Ground("an egg missing a stone", "C3", "D3", cells="C3: [fire/fire:f]", unready=True),
    Ground("an empty royal egg", "C3", "D3", cells="C3: [royal/royal:**]", unready=True),
    Ground("a dragon on bare board", "C3", "D3", dragons="C3: [fire]", exceptions=(Rule.DRAGON,)),
    Ground("a dragon on a square without an egg", "C3", "D3", cells="C3: [fire]", dragons="C3: [water]",
           exceptions=(Rule.DRAGON,)),
    Ground("a dragon on a ready egg", "C3", "D3", cells="C3: [fire/fire:f=f]", dragons="C3: [air]",
           exceptions=(Rule.DRAGON,)),
    Ground("bare board of the Church Ruins", "A4", "A3", side="church-ruins"),
    Ground("a gap", "D1", "C1", side="church-ruins", exceptions=(Rule.GAP,)),
    Ground("a cliff", "A5", "A4", side="lostwing-cliffs", exceptions=(Rule.CLIFF,)),
    Ground("a cliff with a dragon", "A5", "A4", side="lostwing-cliffs", dragons="A5: [fire]",
           exceptions=(Rule.CLIFF,)),
    Ground("a shrine", "C5", "D5", side="eternal-shrines"),
    Ground("the shrine the Assistant stands on", "C5", "D5", side="eternal-shrines", assistant=3,
           exceptions=(Rule.SHRINE_ASSISTANT,)),
)


def covering(ground: Ground, on_pillars: bool) -> set[Rule]:
    """The rules broken by covering ``ground`` with a square of the air/air tile (its other square on bare board),
    or (``on_pillars``) with the pillars under it (its other square on a stack at level 2)."""
    extra = f"{ground.beside}: [royal, royal]" if on_pillars else ""
    table = ", ".join(part for part in (ground.cells, extra) if part)
    state = position(table, dragons=ground.dragons, side=ground.side, assistant=ground.assistant)
    return refused_by(state, Place(cells(ground.cell, ground.beside)))


COVER_SENTENCES = [text for text, rules in SENTENCES.items() if Rule.UNREADY_EGG in rules]


@pytest.mark.parametrize("text", COVER_SENTENCES, ids=lambda text: text[:40])
@pytest.mark.parametrize("on_pillars", [False, True], ids=["tile", "pillars"])
def test_what_may_be_covered_holds_on_every_kind_of_square(text, on_pillars):
    summarised = SENTENCES[text]
    for ground in GROUNDS:
        expected = set(ground.exceptions) | ({Rule.UNREADY_EGG} if ground.unready else set())
        assert covering(ground, on_pillars) == expected, ground.name
        assert expected <= set(summarised), (ground.name, "an exception the sentence does not state")
        for rule in ground.exceptions:
            assert any(word in text for word in NAMED[rule]), (ground.name, rule)


# -- where a dragon may nest ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Nesting:
    """A cell a hatched dragon is nested on, and the rules that refuses (none: it may nest there)."""

    name: str
    cell: str
    cells: str = ""
    dragons: str = ""
    side: str = "library"
    refused: tuple[Rule, ...] = ()


NESTINGS = (
    Nesting("a square of the tile just placed", "B2"),
    Nesting("bare board", "D4"),
    Nesting("a square holding a stone", "D4", cells="D4: [water/water:ww=w.]"),
    Nesting("a square without an egg", "D4", cells="D4: [water]", refused=(Rule.NEST_PLACE,)),
    Nesting("an egg without a stone", "D4", cells="D4: [water/water:w]", refused=(Rule.NEST_PLACE,)),
    Nesting("a dragon on bare board", "D4", dragons="D4: [air]", refused=(Rule.ONE_DRAGON,)),
    Nesting("a gap", "D1", side="church-ruins", refused=(Rule.GAP,)),
    Nesting("a cliff", "A5", side="lostwing-cliffs"),
    Nesting("a cliff holding a dragon", "A5", dragons="A5: [water]", side="lostwing-cliffs"),
    Nesting("a full cliff", "A5", dragons="A5: [water, air]", side="lostwing-cliffs", refused=(Rule.ONE_DRAGON,)),
    Nesting("an uncovered shrine", "C5", side="eternal-shrines"),
)

NEST_SENTENCES = [text for text, rules in SENTENCES.items() if Rule.NEST_PLACE in rules]


@pytest.mark.parametrize("text", NEST_SENTENCES, ids=lambda text: text[:40])
def test_where_a_dragon_may_nest_holds_on_every_kind_of_square(text):
    summarised = SENTENCES[text]
    for nesting in NESTINGS:
        state = _hatched(nesting.side, nesting.cells, nesting.dragons)
        assert refused_by(state, Nest(parse_cell(nesting.cell))) == set(nesting.refused), nesting.name
        assert set(nesting.refused) <= set(summarised), nesting.name
        for rule in set(nesting.refused) - {Rule.NEST_PLACE}:
            assert any(word in text for word in NAMED[rule]), (nesting.name, rule)


def test_a_stone_on_a_cliff_or_on_bare_board_is_refused_as_the_sentences_say():
    """The cliff's text says no stone goes there; the stone's text, that bare board and squares without an egg take
    none."""
    on_cliff = _stepping(side="lostwing-cliffs")
    assert refused_by(on_cliff, Stone(parse_cell("E3"))) == {Rule.CLIFF}
    assert "stone" in panel_words.RULES[Rule.CLIFF]
    assert refused_by(_stepping(), Stone(parse_cell("B3"))) == {Rule.STONE_SPACE}
    assert refused_by(_stepping("C3: [fire/fire:f], A3: [water]"), Stone(parse_cell("A3"))) == {Rule.STONE_SPACE}


@pytest.mark.parametrize("side, both", [("library", True), ("lostwing-cliffs", True), ("church-ruins", False)])
def test_a_corner_step_looks_along_both_lines_except_on_the_church_ruins(side, both):
    """The stone-line text: a corner step looks along its row and its column, but on the Church Ruins side every
    step looks along one line only."""
    assert "Church Ruins" in panel_words.RULES[Rule.STONE_LINE]
    state = position("C5: [fire/fire:f], A1: [fire/fire:f]", pending="element", assistant=23, side=side)
    state.apply(ChooseElement(Element.FIRE))
    assert state.pending().step == 0
    assert refused_by(state, Stone(parse_cell("C5"))) == set()
    assert refused_by(state, Stone(parse_cell("A1"))) == (set() if both else {Rule.STONE_LINE})
