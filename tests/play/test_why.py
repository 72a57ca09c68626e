"""Why a move is refused: each refusal names its rule, the cells and levels concerned, and pictures the board."""
import pytest

from dragonarium.play.why.explain import explain, explain_action, explain_verdict
from dragonarium.play.why.picture import Ground, Mark
from dragonarium.play.why.words import RULES, TITLES
from dragonarium.rules import (Axis, ChooseElement, Draft, Element, ExtraDragon, Facts, Line, Nest, Phase, Place,
                               Placement, Refusal, Rule, Stone, Terrain, Trade, check_placement, parse_cell,
                               parse_position)


def position(cells: str = "", dragons: str = "", side: str = "library", pillars: int = 3, fresh: int = 0,
             pending: str = "place", assistant: int = 0):
    """A one-player table in version 2 notation, the air/air tile T01 drafted (unless ``pending`` says otherwise)."""
    text = (f"format: dragonarium-position\nversion: 2\nplayers:\n  - name: Ann\n    side: {side}\n"
            f"    pillars: {pillars}\n    fresh_pillars: {fresh}\n    assistant: {assistant}\n"
            f"    cells: {{{cells}}}\n    dragons: {{{dragons}}}\npending: {pending}\n")
    if pending == "place":
        text += "tile: T01\n"
    return parse_position(text)


def why_placing(state, first: str, second: str):
    cells = (parse_cell(first), parse_cell(second))
    verdict = check_placement(state.boards[0], state.tile("T01"), Placement(cells))
    return explain_verdict(state, 0, verdict)


def cells(*names: str):
    return tuple(parse_cell(name) for name in names)


def test_a_legal_placement_needs_no_explaining():
    assert why_placing(position(), "B3", "C3") is None


def test_pillars_name_both_levels_and_what_the_player_has():
    state = position('B3: [royal, royal]', pillars=1, fresh=2)
    why = why_placing(state, "B3", "C3")
    assert why.topics == (Rule.PILLARS,)
    reason = why.reasons[0]
    assert reason.example == (
        "B3 is level 2 and C3 is level 0: the tile would lie at level 3, so square 2 needs 2 pillars under it.",
        "You have 1 pillar to use now; 2 more can be used from next round.")
    assert reason.cells == cells("C3") and why.highlight == cells("C3")
    assert why.heading == "Why the air/air tile cannot go on B3 and C3"
    picture = why.picture
    assert (picture.at(parse_cell("B3")).level, picture.at(parse_cell("C3")).level) == (2, 0)
    assert picture.at(parse_cell("B3")).mark is Mark.TILE and picture.at(parse_cell("C3")).mark is Mark.BREAKS
    assert picture.at(parse_cell("A1")).mark is Mark.NONE


def test_off_the_board_names_the_edge_and_the_square_still_on_it():
    state = position('E3: [fire]')
    verdict = check_placement(state.boards[0], state.tile("T01"), Placement(((2, 4), (2, 5))))
    why = explain_verdict(state, 0, verdict)
    assert why.topics == (Rule.OFF_BOARD,)
    assert why.reasons[0].example == ("Square 1 is on E3, at level 1.",
                                      "Square 2 would hang past column E, off the right-hand edge of the board.")
    assert why.picture.cols == (0, 1, 2, 3, 4, 5), "the picture widens to show where the square would hang"
    hanging = why.picture.at((2, 5))
    assert hanging.ground is Ground.OFF and hanging.mark is Mark.BREAKS and hanging.name == ""
    assert why.highlight == (), "nothing to light up on the table off its edge"
    assert why.picture.legend()[0] == ("thick red frame: breaks the rule, white frame: the tile's squares, "
                                       "dark grey square: off the board")


@pytest.mark.parametrize("cell, line, edge", [((-1, 2), "row 5", "far"), ((5, 2), "row 1", "near"),
                                              ((2, -1), "column A", "left-hand")])
def test_every_edge_is_named(cell, line, edge):
    state = position()
    inside = (cell[0] + (1 if cell[0] < 0 else -1 if cell[0] > 4 else 0), cell[1] + (1 if cell[1] < 0 else 0))
    why = explain_verdict(state, 0, check_placement(state.boards[0], state.tile("T01"), Placement((inside, cell))))
    assert f"Square 2 would hang past {line}, off the {edge} edge of the board." in why.reasons[0].example


def test_an_unready_egg_says_how_full_it_is_and_what_it_needs():
    why = why_placing(position('D4: [water/water:ww=w.], B2: [fire/fire:f=f]'), "D4", "C4")
    assert why.topics == (Rule.UNREADY_EGG,) and why.highlight == cells("D4")
    assert why.reasons[0].example == ("Square 1 would lie on D4 (level 1): the water egg there has 1 of its 2 spaces "
                                      "filled and still needs a water stone.",)
    assert why.picture.at(parse_cell("D4")).letters == "E" and why.picture.at(parse_cell("D4")).level == 1
    assert why.picture.at(parse_cell("B2")).letters == "R", "a ready egg, which may be covered"


def test_a_dragon_under_pillars_is_said_to_be_under_the_pillars():
    why = why_placing(position('B2: [royal, royal]', dragons='C2: [air]'), "B2", "C2")
    assert why.topics == (Rule.DRAGON,)
    assert why.reasons[0].example == ("The pillars under square 2 would stand on C2 (level 0), where an air dragon "
                                      "has nested.",)
    assert why.picture.at(parse_cell("C2")).letters == "D"


def test_a_dragon_under_a_square():
    why = why_placing(position(dragons='E1: [fire]'), "E1", "D1")
    assert why.reasons[0].example == ("Square 1 would lie on E1 (level 0), where a fire dragon has nested.",)
    assert why.highlight == cells("E1") and why.picture.at(parse_cell("D1")).mark is Mark.TILE


def test_several_rules_each_get_their_reason_in_the_order_found():
    state = position('A2: [royal, water/water:w]', dragons='B2: [air]', pillars=1)
    why = why_placing(state, "A2", "B2")
    assert why.topics == (Rule.UNREADY_EGG, Rule.DRAGON, Rule.PILLARS)
    assert why.highlight == cells("A2", "B2")
    assert "A2 is level 2 and B2 is level 0" in why.reasons[2].example[0]


def test_a_gap_of_the_ruins():
    why = why_placing(position(side="church-ruins"), "A4", "B4")
    assert why.topics == (Rule.GAP,)
    assert why.reasons[0].example == ("Square 2 would lie over B4, a gap in the floor.",)
    gap = why.picture.at(parse_cell("B4"))
    assert gap.ground is Ground.GAP and gap.letters == "G" and gap.mark is Mark.BREAKS


def test_a_cliff_says_how_many_dragons_it_holds_in_the_rule():
    why = why_placing(position(side="lostwing-cliffs"), "A5", "B5")
    assert why.topics == (Rule.CLIFF,)
    assert why.reasons[0].example == ("Square 1 would lie on A5, a cliff square.",)
    assert "(2 at most)" in why.reasons[0].rule
    assert why.picture.at(parse_cell("A5")).ground is Ground.CLIFF


def test_the_shrine_the_assistant_stands_on():
    why = why_placing(position(side="eternal-shrines", assistant=3), "C5", "D5")
    assert why.topics == (Rule.SHRINE_ASSISTANT,)
    assert why.reasons[0].example == ("Square 1 would lie on C5, the fire shrine, where the Assistant stands now.",)
    assert why.picture.at(parse_cell("C5")).letters == "SA"


def test_a_refused_place_action_is_explained_like_its_ghost():
    state = position('D4: [water/water:ww=w.]')
    why = explain_action(state, Place(cells("D4", "C4")))
    assert why.topics == (Rule.UNREADY_EGG,) and why.refusal.startswith("the air/air tile cannot go on D4 and C4")
    assert explain_action(state, Place(cells("A1", "B1"))) is None


# -- dragons ---------------------------------------------------------------------------------------------------


@pytest.fixture
def nesting():
    """A fire dragon hatched by the tile just placed on B4 and C4 (level 2)."""
    state = position('B4: [fire/fire:f=f], C4: [royal], D4: [water/water:w]', dragons='A1: [air]')
    state.apply(Place(cells("B4", "C4")))
    assert state.pending().phase is Phase.NEST
    return state


def test_a_dragon_cannot_nest_on_a_square_without_stones_away_from_the_tile(nesting):
    why = explain_action(nesting, Nest(parse_cell("D4")))
    assert why.topics == (Rule.NEST_PLACE,) and why.heading == "Why the dragon cannot nest on D4"
    assert why.reasons[0].example[0] == ("D4 (level 1) is not a square of the tile just placed (B4 and C4), not bare "
                                         "board, and has no stone on it.")
    allowed = why.picture.marked(Mark.ALLOWED)
    assert set(cells("B4", "C4", "A5")) <= set(allowed) and parse_cell("D4") not in allowed
    assert why.reasons[0].example[1] == f"{len(allowed)} squares take it now; their corners are marked in green."
    assert why.highlight == cells("D4")


def test_a_square_holds_one_dragon(nesting):
    why = explain_action(nesting, Nest(parse_cell("A1")))
    assert why.topics == (Rule.ONE_DRAGON,)
    assert why.reasons[0].example[0] == "A1 already holds an air dragon."


def test_the_extra_dragon_of_a_full_cliff_goes_off_the_cliffs():
    state = position('B4: [fire/fire:f=f], C4: [royal]', dragons='A5: [water]', side="lostwing-cliffs")
    state.apply(Place(cells("B4", "C4")))
    state.apply(Nest(parse_cell("A5")))
    assert state.pending().phase is Phase.EXTRA_DRAGON
    why = explain_action(state, ExtraDragon(Terrain.FIRE, parse_cell("E3")))
    assert why.topics == (Rule.EXTRA_OFF_CLIFF,) and why.reasons[0].example[0] == "E3 is a cliff square."
    assert parse_cell("E3") not in why.picture.marked(Mark.ALLOWED)


# -- stones ----------------------------------------------------------------------------------------------------


@pytest.fixture
def stepping():
    """The Assistant has walked 1 step (the fire domain is C3 alone) to step 9, looking along row 3."""
    row = ('A3: [water], B3: [water/fire:f=f], C3: [fire/fire:f], D3: [water/water:w], '
           'E3: [royal/royal:**=w.]')
    state = position(row, pending="element", assistant=8)
    state.apply(ChooseElement(Element.FIRE))
    decision = state.pending()
    assert decision.phase is Phase.STONE and decision.step == 9
    return state


def test_a_step_stone_outside_the_assistants_line(stepping):
    why = explain_action(stepping, Stone(parse_cell("A1")))
    assert why.topics == (Rule.STONE_LINE,) and why.heading == "Why a fire stone cannot go on A1"
    assert why.reasons[0].example[0] == "From step 9 the Assistant looks along row 3, and A1 is not in it."
    assert set(why.picture.marked(Mark.LINE)) == set(cells("A3", "B3", "D3", "E3"))
    assert why.picture.marked(Mark.ALLOWED) == cells("C3") and why.highlight == cells("A1")
    assert why.reasons[0].example[1] == "Only C3 takes it now; its corners are marked in green."


@pytest.mark.parametrize("cell, sentence", [
    ("A3", "The water square on A3 has no egg."),
    ("B3", "The fire egg on B3 already has a stone in every space."),
    ("D3", "The water egg on D3 has room only for a water stone, not for a fire stone."),
    ("E3", "The royal egg on E3 already holds a water stone, so its other space takes only water."),
])
def test_a_step_stone_in_line_but_without_a_space(stepping, cell, sentence):
    why = explain_action(stepping, Stone(parse_cell(cell)))
    assert why.topics == (Rule.STONE_SPACE,) and why.reasons[0].example[0] == sentence
    assert why.highlight == (parse_cell(cell),)


def test_a_corner_step_names_both_its_lines():
    state = position('A5: [fire/fire:f]', pending="element", assistant=23)
    state.apply(ChooseElement(Element.FIRE))
    assert state.pending().step == 0
    why = explain_action(state, Stone(parse_cell("C3")))
    assert why.reasons[0].example[0] == ("From step 0 the Assistant looks along row 5 and column A, and C3 is in "
                                         "neither.")


def test_a_stone_on_bare_board():
    state = position('C3: [fire/fire:f]', pending="element", assistant=8)
    state.apply(ChooseElement(Element.FIRE))
    why = explain_action(state, Stone(parse_cell("B3")))
    assert why.reasons[0].example[0] == "B3 is bare board: there is no egg to take a stone."


# -- trades and the rest ---------------------------------------------------------------------------------------


def test_a_trade_without_enough_usable_pillars():
    state = position('C3: [fire/fire:f]', side="marble-quarry", pillars=1, fresh=2)
    why = explain_action(state, Trade(parse_cell("C3")))
    assert why.topics == (Rule.TRADE_COST,)
    assert why.reasons[0].example[0] == "A trade costs 2 pillars; you have 1 pillar to use now."
    assert "give back 2 pillars for a fire stone" in why.reasons[0].rule


def test_a_trade_onto_an_egg_without_a_fire_space():
    state = position('C3: [fire/fire:f], D3: [air/air:a]', side="marble-quarry", pillars=3)
    why = explain_action(state, Trade(parse_cell("D3")))
    assert why.topics == (Rule.STONE_SPACE,)
    assert why.reasons[0].example[0] == "The air egg on D3 has room only for an air stone, not for a fire stone."
    assert why.picture.marked(Mark.ALLOWED) == cells("C3")


def test_a_move_out_of_turn_quotes_the_rules():
    state = position()
    why = explain_action(state, Draft(0))
    assert why.topics == (Rule.OUT_OF_TURN,) and why.reasons[0].example == (f"The rules answer: {why.refusal}.",)
    assert why.highlight == ()


# -- from the values alone ------------------------------------------------------------------------------------


def test_the_panel_is_made_from_the_refusal_values_alone():
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
    why = explain(board, 0, refusals)
    assert why.topics == (Rule.UNREADY_EGG, Rule.DRAGON) and why.refusals == refusals
    assert why.heading == "Why the air/air tile cannot go on D4 and C4"
    assert why.reasons[0].example == ("Square 1 would lie on D4 (level 3): the water egg there has 0 of its 2 spaces "
                                      "filled and still needs two water stones.",), "the level and the egg of the facts"
    assert why.reasons[1].example == ("The pillars under square 2 would stand on C4 (level 2), where a royal dragon "
                                      "has nested.",)
    assert why.highlight == cells("C4", "D4") and why.reasons[1].title == TITLES[Rule.DRAGON]


def test_a_stone_refusal_draws_the_lines_and_the_cells_its_facts_name():
    board = position().boards[0]
    refusal = Refusal(Rule.STONE_LINE, cells("A1"), Facts(action=Stone(parse_cell("A1")), step=9, element=Element.FIRE,
                                                          lines=(Line(Axis.ROW, 2),), allowed=cells("C3", "D3")))
    why = explain(board, 0, (refusal,))
    assert why.heading == "Why a fire stone cannot go on A1"
    assert why.reasons[0].example == ("From step 9 the Assistant looks along row 3, and A1 is not in it.",
                                      "2 squares take it now; their corners are marked in green.")
    assert set(why.picture.marked(Mark.LINE)) == set(cells("A3", "B3", "E3"))
    assert why.picture.marked(Mark.ALLOWED) == cells("C3", "D3") and why.highlight == cells("A1")


def test_a_rule_of_the_turn_quotes_the_rules_own_words_of_the_values():
    refusal = Refusal(Rule.NO_SLOT, (), Facts(action=Draft(8), slot=8, slots=4))
    why = explain(position().boards[0], 0, (refusal,))
    assert why.topics == (Rule.NO_SLOT,) and why.heading == "Why this move is refused"
    assert why.reasons[0].example == ("The rules answer: the planning site has slots 1 to 4; there is no slot 9.",)
    assert why.reasons[0].title == TITLES[Rule.NO_SLOT] and why.highlight == ()


def test_every_rule_has_a_title_and_a_rule_text():
    assert set(TITLES) == set(Rule) == set(RULES)


def test_the_picture_reads_as_text():
    why = why_placing(position('B3: [royal, royal]', dragons='E1: [fire]', pillars=0), "B3", "C3")
    lines = why.picture.text()
    assert lines[0].split() == ["A", "B", "C", "D", "E"]
    assert lines[3] == " 3  0  *2  !0   0   0", "row 3: B3 is a tile square at level 2, C3 breaks the rule at 0"
    assert lines[5].endswith("0D"), "E1 holds a dragon"
    assert why.picture.legend()[0] == "thick red frame: breaks the rule, white frame: the tile's squares"
    assert "D: dragon" in why.picture.legend()[1]
    assert why.lines()[0] == why.heading and why.reasons[0].rule in why.lines()
