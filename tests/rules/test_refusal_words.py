"""A refusal in words: each rule's one-line reason in English (one wording test per language), made from the
values when read, so that the same error speaks the language in use at that moment; and a refusal as JSON."""
import json

import pytest

from dragonarium import i18n
from dragonarium.rules import (Axis, Draft, Element, ExtraDragon, Facts, FreeStone, Game, IllegalAction, Line, Nest,
                               Phase, Place, Refusal, Rule, Seat, Stone, Terrain, Trade, load_catalog, parse_cell,
                               parse_square_text, refusal_text, refusals_text)

from tests.support.french import catalog_folder

CATALOG = load_catalog()
T01 = CATALOG.tiles["T01"]
FIRE, WATER, AIR = Element.FIRE, Element.WATER, Element.AIR


def at(*names: str):
    return tuple(parse_cell(name) for name in names)


def tile(square: int, **facts) -> Facts:
    return Facts(action=Place(at("A5", "B5")), tile=T01, square=square, **facts)


ENGLISH = [
    (Refusal(Rule.OFF_BOARD, ((0, 5),), tile(2)), "square 2 would be off the board"),
    (Refusal(Rule.GAP, at("B4"), tile(2)), "square 2 (B4) would be over a gap in the ruins, where nothing can stand"),
    (Refusal(Rule.CLIFF, at("A5"), tile(1, capacity=2)), "square 1 (A5) would be on a cliff, where only dragons may go"),
    (Refusal(Rule.DRAGON, at("B5"), tile(2, under_pillars=False, dragons=(Terrain.FIRE,))),
     "square 2 (B5) would cover a dragon"),
    (Refusal(Rule.DRAGON, at("B5"), tile(2, under_pillars=True, dragons=(Terrain.WATER,))),
     "the pillars under square 2 (B5) would cover a dragon"),
    (Refusal(Rule.UNREADY_EGG, at("C3"), tile(2, egg=Terrain.WATER, missing=(WATER,))),
     "square 2 (C3) would cover an egg that still needs a water stone"),
    (Refusal(Rule.UNREADY_EGG, at("A5"), tile(1, egg=Terrain.FIRE, missing=(FIRE, AIR))),
     "square 1 (A5) would cover an egg that still needs a fire stone and an air stone"),
    (Refusal(Rule.UNREADY_EGG, at("A5"), tile(1, egg=Terrain.ROYAL, missing=(None, None))),
     "square 1 (A5) would cover an egg that still needs two matching stones"),
    (Refusal(Rule.UNREADY_EGG, at("C4"), tile(2, under_pillars=True, egg=Terrain.AIR, missing=(AIR,))),
     "the pillars under square 2 (C4) would cover an egg that still needs an air stone"),
    (Refusal(Rule.SHRINE_ASSISTANT, at("C5"), tile(1, shrine=Terrain.FIRE)),
     "square 1 (C5) would cover the shrine the Assistant stands on"),
    (Refusal(Rule.PILLARS, at("C4", "B4"), tile(2, pillars_needed=2, pillars_usable=1, pillars_fresh=2)),
     "square 2 (C4) needs 2 pillars under it, you have 1 usable (2 more from next round)"),
    (Refusal(Rule.PILLARS, at("C4", "B4"), tile(2, pillars_needed=1, pillars_usable=0, pillars_fresh=0)),
     "square 2 (C4) needs 1 pillar under it, you have 0 usable"),
    (Refusal(Rule.TILE_SHAPE, at("A5", "B4"), Facts(action=Place(at("A5", "B4")))),
     "the two squares of a tile lie side by side; A5 and B4 do not touch"),
    (Refusal(Rule.NEST_PLACE, at("D4"), Facts(action=Nest(parse_cell("D4")), levels=(1,))),
     "a dragon cannot nest on D4: dragons nest on the tile just placed, on a square holding stones, or on bare "
     "board"),
    (Refusal(Rule.NEST_PLACE, ((5, 0),), Facts(action=Nest((5, 0)))), "a dragon nests on the board, not off it"),
    (Refusal(Rule.GAP, at("B4"), Facts(action=Nest(parse_cell("B4")))), "a dragon cannot nest on B4: it is a gap"),
    (Refusal(Rule.ONE_DRAGON, at("A1"), Facts(action=Nest(parse_cell("A1")), dragons=(Terrain.AIR,), cliff=False,
                                              capacity=2)), "a dragon cannot nest on A1: it already holds a dragon"),
    (Refusal(Rule.ONE_DRAGON, at("A5"), Facts(action=Nest(parse_cell("A5")), cliff=True, capacity=2)),
     "a dragon cannot nest on A5: the cliff already holds 2 dragons"),
    (Refusal(Rule.EXTRA_OFF_CLIFF, at("A5"), Facts(action=ExtraDragon(Terrain.FIRE, parse_cell("A5")))),
     "the extra dragon cannot go on A5: it goes on a non-cliff square of the tile just placed, a square holding "
     "stones, or bare board, one dragon per square"),
    (Refusal(Rule.ONE_DRAGON, at("D1"), Facts(action=ExtraDragon(Terrain.FIRE, parse_cell("D1")), cliff=False)),
     "the extra dragon cannot go on D1: it already holds a dragon"),
    (Refusal(Rule.EXTRA_TYPE, (), Facts(types=(Terrain.FIRE, Terrain.WATER))),
     "the extra dragon is of a type on the cliff with dragons left in the supply: fire, water"),
    (Refusal(Rule.STONE_LINE, at("A3"), Facts(action=Stone(parse_cell("A3")), step=7, lines=(Line(Axis.ROW, 0),),
                                              element=AIR)),
     "an air stone from step 7 cannot go on A3: it must go on an empty air space of a top square in row 5"),
    (Refusal(Rule.STONE_SPACE, at("D2"), Facts(action=FreeStone(FIRE, parse_cell("D2")), element=FIRE)),
     "a fire stone cannot go on D2: it needs an empty fire space on a top square"),
    (Refusal(Rule.STONE_SPACE, at("C3"), Facts(action=Trade(parse_cell("C3")), element=FIRE)),
     "the fire stone cannot go on C3: it needs an empty fire space on a top square"),
    (Refusal(Rule.STONE_SPACE, at("C3"), Facts(element=FIRE, bare=True)), "C3 has no egg to take a stone"),
    (Refusal(Rule.STONE_SPACE, at("C3"), Facts(element=FIRE, egg=Terrain.WATER)),
     "the egg on C3 has no empty space for a fire stone"),
    (Refusal(Rule.TRADE_COST, (), Facts(cost=2, pillars_usable=1)), "a trade costs 2 usable pillars, you have 1"),
    (Refusal(Rule.TRADE_SIDE), "only the Marble Quarry side trades pillars for stones"),
    (Refusal(Rule.NO_SLOT, (), Facts(slot=7, slots=3)), "the planning site has slots 1 to 3; there is no slot 8"),
    (Refusal(Rule.GAME_OVER), "the game is over"),
    (Refusal(Rule.OUT_OF_TURN, (), Facts(action=Place(at("A1", "B1")), phase=Phase.DRAFT)),
     "now is the time to choose a tile from the planning site, not to place a tile"),
    (Refusal(Rule.NOTHING_TO_UNDO), "nothing to undo in this turn"),
    (Refusal(Rule.NOTHING_TO_REDO), "nothing to redo"),
    (Refusal(Rule.NOT_A_CHOICE, (), Facts(action=Draft(0))), "draft 1 is not one of the legal choices"),
]


@pytest.mark.parametrize("refusal, words", ENGLISH, ids=[f"{r.rule.value}-{n}" for n, (r, _w) in enumerate(ENGLISH)])
def test_each_rule_in_english(refusal, words):
    assert refusal_text(refusal) == words


def test_every_rule_has_its_english_words():
    assert {refusal.rule for refusal, _words in ENGLISH} == set(Rule)


def test_a_placement_says_its_tile_and_cells_then_every_rule_it_breaks():
    facts = {"action": Place(at("D4", "C4")), "tile": T01}
    refusals = (Refusal(Rule.UNREADY_EGG, at("D4"), Facts(square=1, egg=Terrain.WATER, missing=(WATER,), **facts)),
                Refusal(Rule.DRAGON, at("C4"), Facts(square=2, under_pillars=False, **facts)))
    assert refusals_text(refusals) == ("the air/air tile cannot go on D4 and C4: square 1 (D4) would cover an egg "
                                       "that still needs a water stone; square 2 (C4) would cover a dragon")
    assert str(IllegalAction(*refusals)) == refusals_text(refusals)


@pytest.fixture
def french(tmp_path):
    i18n.use_language("fr", catalog_folder(tmp_path))
    yield
    i18n.use_language("en")


def test_each_rule_in_french(french):
    said = [(refusal.rule, refusal_text(refusal)) for refusal, _words in ENGLISH]
    assert said[1] == (Rule.GAP, "la case 2 (B4) serait au-dessus d'un trou dans les ruines, où rien ne tient")
    assert said[2] == (Rule.CLIFF, "la case 1 (A5) serait sur une falaise, où seuls les dragons peuvent aller")
    assert said[3] == (Rule.DRAGON, "un dragon serait couvert par la case 2 (B5)")
    assert said[8] == (Rule.UNREADY_EGG, "un œuf qui attend encore une pierre d'air serait couvert par les piliers "
                                         "sous la case 2 (C4)")
    assert said[10] == (Rule.PILLARS, "la case 2 (C4) demande 2 piliers dessous ; utilisables : 1 (2 de plus à la "
                                      "manche suivante)")
    assert said[15] == (Rule.GAP, "un dragon ne peut pas s'installer en B4 : c'est un trou")
    said = dict(reversed(said))
    assert said[Rule.TRADE_SIDE] == "seule la face Carrière de marbre échange des piliers contre des pierres"
    assert said[Rule.EXTRA_TYPE].startswith("le dragon de plus est d'un type présent sur la falaise")
    english = dict(reversed([(refusal.rule, words) for refusal, words in ENGLISH]))
    assert [rule for rule in Rule if said[rule] == english[rule]] == [], "every rule is said in French"


def test_the_words_are_made_when_read_in_the_language_then_in_use(tmp_path):
    game = Game(CATALOG, [Seat("Ann"), Seat("Bob")], 3)
    with pytest.raises(IllegalAction) as caught:
        game.apply(Place(((0, 0), (0, 1))))
    error = caught.value
    assert str(error) == "now is the time to choose a tile from the planning site, not to place a tile"
    i18n.use_language("fr", catalog_folder(tmp_path))
    try:
        assert str(error) == ("il faut maintenant choisir une tuile sur le Site de planification, et non poser "
                              "une tuile")
    finally:
        i18n.use_language("en")
    assert error.refusals == (Refusal(Rule.OUT_OF_TURN, (), Facts(action=Place(((0, 0), (0, 1))),
                                                                  phase=Phase.DRAFT)),)


def test_a_refusal_as_json_names_cells_and_values_by_their_ids():
    refusal = Refusal(Rule.PILLARS, at("C3", "B3"), Facts(
        action=Place(at("B3", "C3")), tile=T01, square=2, levels=(0, 2), tile_level=3, pillars_needed=2,
        pillars_usable=1, pillars_fresh=2))
    assert refusal.to_json() == {"rule": "pillars", "cells": ["C3", "B3"], "facts": {
        "action": "place B3 C3", "kind": "place", "tile": "T01", "square": 2, "levels": [0, 2], "tile_level": 3,
        "pillars_needed": 2, "pillars_usable": 1, "pillars_fresh": 2}}
    stone = Refusal(Rule.STONE_SPACE, at("E3"), Facts(
        action=Stone(parse_cell("E3")), step=0, lines=(Line(Axis.ROW, 0), Line(Axis.COL, 0)), element=FIRE,
        top=parse_square_text("royal/royal:**")[0], egg=Terrain.ROYAL, missing=(None, WATER), held=WATER,
        allowed=at("A5"), dragons=(Terrain.AIR,), slot=0, phase=Phase.STONE))
    assert stone.to_json()["facts"] == {
        "action": "stone E3", "kind": "stone", "dragons": ["air"], "top": "royal/royal:**", "egg": "royal",
        "missing": ["any", "water"], "held": "water", "step": 0, "lines": ["5", "A"], "element": "fire",
        "allowed": ["A5"], "slot": 1, "phase": "stone"}
    off = Refusal(Rule.OFF_BOARD, ((0, 5),), Facts(square=2))
    assert off.to_json() == {"rule": "off-board", "cells": [None], "facts": {"square": 2}}
    assert json.loads(json.dumps(stone.to_json())) == stone.to_json()
