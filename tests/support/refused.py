"""Refused moves on literal tables, and the "Why?" panel's explanation of each: the tables the panel's tests (its
values, its words in English and in French) share. Cells in the board notation (version 2 positions)."""
from __future__ import annotations

from dragonarium.play.why.explain import Explanation, explain, explain_action, explain_verdict
from dragonarium.rules import (Axis, ChooseElement, Draft, Element, ExtraDragon, Facts, GameState, Line, Nest, Phase,
                               Place, Placement, Refusal, Rule, Stone, Terrain, Trade, check_placement, parse_cell,
                               parse_position)


def position(cells: str = "", dragons: str = "", side: str = "library", pillars: int = 3, fresh: int = 0,
             pending: str = "place", assistant: int = 0, more: str = "") -> GameState:
    """A one-player table in version 2 notation, the air/air tile T01 drafted (unless ``pending`` says otherwise),
    with ``more`` lines of the position."""
    text = (f"format: dragonarium-position\nversion: 2\nplayers:\n  - name: Ann\n    side: {side}\n"
            f"    pillars: {pillars}\n    fresh_pillars: {fresh}\n    assistant: {assistant}\n"
            f"    cells: {{{cells}}}\n    dragons: {{{dragons}}}\npending: {pending}\n{more}")
    if pending == "place":
        text += "tile: T01\n"
    return parse_position(text)


def why_placing(state: GameState, first: str, second: str) -> Explanation:
    """Why the air/air tile cannot go on ``first`` and ``second`` (None when it can)."""
    cells = (parse_cell(first), parse_cell(second))
    verdict = check_placement(state.boards[0], state.tile("T01"), Placement(cells))
    return explain_verdict(state, 0, verdict)


def cells(*names: str) -> tuple:
    """Cells from their names in the board notation."""
    return tuple(parse_cell(name) for name in names)


def pillars_short() -> Explanation:
    """The tile over B3 (level 2) and bare C3, with 1 usable pillar and 2 from next round: 2 are needed."""
    return why_placing(position('B3: [royal, royal]', pillars=1, fresh=2), "B3", "C3")


def off_the_board(cell: tuple[int, int], inside: tuple[int, int], cells_text: str = "") -> Explanation:
    """The air/air tile with its first square on ``inside`` and its second on ``cell``, off the board."""
    state = position(cells_text)
    return explain_verdict(state, 0, check_placement(state.boards[0], state.tile("T01"), Placement((inside, cell))))


def off_the_right_edge() -> Explanation:
    """The tile on E3 with its second square past column E."""
    return off_the_board((2, 5), (2, 4), 'E3: [fire]')


EDGES = {"far": ((-1, 2), (0, 2)), "near": ((5, 2), (4, 2)), "left": ((2, -1), (2, 0))}
"""A cell past each other edge of the board, and the cell beside it on the board."""


def unready_egg() -> Explanation:
    """The tile over D4, whose water egg has 1 of its 2 stones."""
    return why_placing(position('D4: [water/water:ww=w.], B2: [fire/fire:f=f]'), "D4", "C4")


def dragon_under_pillars() -> Explanation:
    """The tile over B2 (level 2) and C2, where an air dragon nested: pillars would cover it."""
    return why_placing(position('B2: [royal, royal]', dragons='C2: [air]'), "B2", "C2")


def dragon_under_a_square() -> Explanation:
    """The tile's first square over E1, where a fire dragon nested."""
    return why_placing(position(dragons='E1: [fire]'), "E1", "D1")


def several_rules() -> Explanation:
    """The tile over an unready water egg on A2 (level 2) and an air dragon on B2, with 1 pillar."""
    return why_placing(position('A2: [royal, water/water:w]', dragons='B2: [air]', pillars=1), "A2", "B2")


def a_gap() -> Explanation:
    """The tile's second square over the gap D1 of the Church Ruins."""
    return why_placing(position(side="church-ruins"), "C1", "D1")


def a_cliff() -> Explanation:
    """The tile's first square on the cliff A5 of the Lostwing Cliffs."""
    return why_placing(position(side="lostwing-cliffs"), "A5", "B5")


def the_shrine() -> Explanation:
    """The tile's first square on the fire shrine C5 of the Eternal Shrines, where the Assistant stands."""
    return why_placing(position(side="eternal-shrines", assistant=3), "C5", "D5")


def nesting() -> GameState:
    """A fire dragon hatched by the tile just placed on B4 and C4 (level 2)."""
    state = position('B4: [fire/fire:f=f], C4: [royal], D4: [water/water:w]', dragons='A1: [air]')
    state.apply(Place(cells("B4", "C4")))
    assert state.pending().phase is Phase.NEST
    return state


def extra_dragon_on_a_cliff() -> Explanation:
    """The cliff's extra dragon put on the cliff E3 (Lostwing Cliffs)."""
    state = position('B4: [fire/fire:f=f], C4: [royal]', dragons='A5: [water]', side="lostwing-cliffs")
    state.apply(Place(cells("B4", "C4")))
    state.apply(Nest(parse_cell("A5")))
    assert state.pending().phase is Phase.EXTRA_DRAGON
    return explain_action(state, ExtraDragon(Terrain.FIRE, parse_cell("E3")))


def stepping() -> GameState:
    """The Assistant has walked 1 step (the fire domain is C3 alone) to step 9, looking along row 3."""
    row = ('A3: [water], B3: [water/fire:f=f], C3: [fire/fire:f], D3: [water/water:w], '
           'E3: [royal/royal:**=w.]')
    state = position(row, pending="element", assistant=8)
    state.apply(ChooseElement(Element.FIRE))
    decision = state.pending()
    assert decision.phase is Phase.STONE and decision.step == 9
    return state


def corner_step() -> Explanation:
    """A fire stone from step 0 (row 5 and column A) put on C3."""
    state = position('A5: [fire/fire:f]', pending="element", assistant=23)
    state.apply(ChooseElement(Element.FIRE))
    assert state.pending().step == 0
    return explain_action(state, Stone(parse_cell("C3")))


def bare_board() -> Explanation:
    """A fire stone from step 9 (row 3) put on bare B3."""
    state = position('C3: [fire/fire:f]', pending="element", assistant=8)
    state.apply(ChooseElement(Element.FIRE))
    return explain_action(state, Stone(parse_cell("B3")))


def trade_short() -> Explanation:
    """A trade with 1 usable pillar (Marble Quarry): it costs 2."""
    state = position('C3: [fire/fire:f]', side="marble-quarry", pillars=1, fresh=2)
    return explain_action(state, Trade(parse_cell("C3")))


def trade_without_a_space() -> Explanation:
    """A trade's fire stone put on the air egg of D3."""
    state = position('C3: [fire/fire:f], D3: [air/air:a]', side="marble-quarry", pillars=3)
    return explain_action(state, Trade(parse_cell("D3")))


def out_of_turn() -> Explanation:
    """A draft while the drafted tile waits to be placed."""
    return explain_action(position(), Draft(0))


def from_the_values() -> tuple[Explanation, tuple[Refusal, ...]]:
    """The panel of two refusals written out as values (an unready egg, a dragon under pillars)."""
    state = position()
    board = state.boards[0]
    assert board.level(parse_cell("D4")) == 0 and not board.dragons_on(parse_cell("C4"))
    place = Place(cells("D4", "C4"))
    refusals = (
        Refusal(Rule.UNREADY_EGG, cells("D4"), Facts(action=place, tile=state.tile("T01"), square=1, levels=(3,),
                                                     under_pillars=False, egg=Terrain.WATER,
                                                     missing=(Element.WATER, Element.WATER), filled=0, spaces=2)),
        Refusal(Rule.DRAGON, cells("C4"), Facts(action=place, tile=state.tile("T01"), square=2, levels=(2,),
                                                under_pillars=True, dragons=(Terrain.ROYAL,))))
    return explain(board, 0, refusals), refusals


def stone_from_the_values() -> Explanation:
    """The panel of a step's stone off its line, written out as a value."""
    board = position().boards[0]
    refusal = Refusal(Rule.STONE_LINE, cells("A1"), Facts(action=Stone(parse_cell("A1")), step=9, element=Element.FIRE,
                                                          lines=(Line(Axis.ROW, 2),), allowed=cells("C3", "D3")))
    return explain(board, 0, (refusal,))


def no_such_slot() -> Explanation:
    """The panel of a draft from slot 9 of 4, written out as a value."""
    return explain(position().boards[0], 0, (Refusal(Rule.NO_SLOT, (), Facts(action=Draft(8), slot=8, slots=4)),))
