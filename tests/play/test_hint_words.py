"""The hint in words: for each kind of fact an ``Outlook`` holds, the words the hint says it with, in English and in
French, in the board notation (cells A-E and 1-5, slots from 1, tiles by their squares). The facts themselves are
tested against the table apart (test_hint_facts.py); here the outlooks are written out as values."""
import re
from collections import Counter

import pytest

from dragonarium import i18n
from dragonarium.bots.outlook import (DomainChange, DragonPlaced, Effects, Hatch, NextTurn, Outlook, Source,
                                      StonePut, Walk)
from dragonarium.play.table import hint_text
from dragonarium.play.table.hint_text import PHRASES, hint_message
from dragonarium.rules import (ChooseElement, Draft, Element, ExtraDragon, FreeStone, Nest, Phase, Place, Stone,
                               Terrain, Trade, parse_cell)

from tests.support.french import catalog_folder, english_left
from tests.support.games import CATALOG

FIRE, WATER, AIR, ROYAL = Terrain.FIRE, Terrain.WATER, Terrain.AIR, Terrain.ROYAL
T01, T03, T06 = CATALOG.tiles["T01"], CATALOG.tiles["T03"], CATALOG.tiles["T06"]


def at(*names: str):
    return tuple(parse_cell(name) for name in names)


def cell(name: str):
    return parse_cell(name)


def effects(points_before: int = 0, points: int = 0, *domains: DomainChange, **facts) -> Effects:
    return Effects(points_before, points, tuple(domains), **facts)


def stone(name: str, element: Element, source: Source, missing: int = 0, egg: Terrain = None) -> StonePut:
    return StonePut(cell(name), element, egg or element.terrain, source, missing)


def draft(move: Effects, cells=at("C3", "C4"), **facts) -> Outlook:
    return Outlook(Draft(0), Phase.DRAFT, move, tile=T06, cells=cells, level=1, **facts)


def place(move: Effects, cells=at("C3", "C4"), level: int = 1, **facts) -> Outlook:
    return Outlook(Place(cells), Phase.PLACE, move, tile=T06, cells=cells, level=level, **facts)


def element(kind: Element, move: Effects, **facts) -> Outlook:
    return Outlook(ChooseElement(kind), Phase.ELEMENT, move, **facts)


JOINED = DomainChange(WATER, 1, 1, 4, 1, joined=2)
WALK_READIES = effects(4, 4, walk=Walk(Element.WATER, 4, 3), stones=(
    stone("B3", Element.WATER, Source.WALK), stone("D3", Element.WATER, Source.WALK),
    stone("E3", Element.WATER, Source.WALK, missing=1, egg=ROYAL)))
NEXT = NextTurn(T03, at("C2", "C1"), effects(4, 6, DomainChange(FIRE, 1, 1, 2, 1, 1)))
NEXT_HATCH = NextTurn(T03, at("B3", "B2"), effects(4, 4, hatched=(Hatch(WATER, cell("B3")),)))
NEXT_BOTH = NextTurn(T03, at("B3", "B2"), effects(4, 7, DomainChange(FIRE, 1, 1, 2, 1, 1), DomainChange(
    AIR, 0, 0, 1, 1, 0), hatched=(Hatch(WATER, cell("B3")),)))

SAID = [
    ("draft, joined, your walk readies, next turn's points",
     draft(effects(1, 4, JOINED), then=WALK_READIES, next_turn=NEXT),
     "Hint: Take the water/water tile (slot 1) and place it on C3-C4: it joins your water domain to 4 squares at "
     "height 1 (+3 points now); then your water walk readies the eggs on B3 and D3. Next turn, if it is still on the "
     "site, the fire/air tile could go on C2-C1 for +2 points."),
    ("draft that fits nowhere, a stone of choice readies",
     Outlook(Draft(1), Phase.DRAFT, effects(3, 3, pillars_gained=1), tile=T01, fits_nowhere=True,
             then=effects(3, 3, stones=(stone("A1", Element.WATER, Source.CHOICE),))),
     "Hint: Take the air/air tile (slot 2): it fits nowhere on your board, so it is discarded for a pillar and a "
     "stone of your choice; then a stone of your choice readies the water egg on A1."),
    ("place at a level, raised, next turn's hatching",
     place(effects(2, 4, DomainChange(WATER, 2, 1, 2, 2, 1)), level=2, then=effects(4, 4), next_turn=NEXT_HATCH),
     "Hint: Place the tile on C3-C4 at level 2: it raises your water domain to height 2 (+2 points now). Next turn, "
     "if it is still on the site, the fire/air tile could go on B3-B2 and hatch the water egg on B3."),
    ("place on pillars, grown, pillar square, next turn's points and hatching",
     place(effects(2, 6, DomainChange(WATER, 2, 1, 3, 2, 1), pillars_gained=2, pillars_spent=1), cells=at("D4", "D5"),
           level=3, pillars_under=1, then=effects(6, 6), next_turn=NEXT_BOTH),
     "Hint: Place the tile on D4-D5 at level 3, raised on 1 pillar: it grows your water domain to 3 squares at "
     "height 2 (+4 points now), and it covers a pillar square: +2 pillars from next round. Next turn, if it is "
     "still on the site, the fire/air tile could go on B3-B2 for +3 points and hatch the water egg on B3."),
    ("place, started, hatches, its dragon nests",
     place(effects(0, 1, DomainChange(WATER, 0, 0, 1, 1, 0), hatched=(Hatch(FIRE, cell("C3")),),
                   dragons=(DragonPlaced(FIRE, cell("A1")),))),
     "Hint: Place the tile on C3-C4: it starts your water domain: 1 square at height 1 (+1 point now), and it "
     "hatches the fire egg on C3 (its dragon nests on A1)."),
    ("place, hatches with no dragon to nest, in all",
     place(effects(3, 5, JOINED, DomainChange(FIRE, 2, 1, 1, 1, 1), hatched=(Hatch(AIR, cell("C4")),))),
     "Hint: Place the tile on C3-C4: it joins your water domain to 4 squares at height 1 (+3 points now), and it "
     "hatches the air egg on C4, +2 points in all."),
    ("place, hatches many, royal dragons",
     place(effects(0, 6, hatched=(Hatch(ROYAL, cell("C3")), Hatch(ROYAL, cell("C4"))),
                   dragons=(DragonPlaced(ROYAL, cell("A1")), DragonPlaced(ROYAL, cell("E5"))), royal_points=6)),
     "Hint: Place the tile on C3-C4: it hatches the eggs on C3 and C4, and the royal dragons score 6 points."),
    ("place, one royal dragon",
     place(effects(0, 3, hatched=(Hatch(ROYAL, cell("C3")),), dragons=(DragonPlaced(ROYAL, cell("C3")),),
                   royal_points=3)),
     "Hint: Place the tile on C3-C4: it hatches the royal egg on C3 (its dragon nests on C3), and the royal dragon "
     "scores 3 points."),
    ("place, shrunk but scoring more",
     place(effects(3, 4, DomainChange(FIRE, 3, 1, 2, 2, 1))),
     "Hint: Place the tile on C3-C4: your fire domain becomes 2 squares at height 2 (+1 point now)."),
    ("place, changes no points",
     place(effects(3, 3)),
     "Hint: Place the tile on C3-C4: it changes no points now."),
    ("place, domains started and joined at height 0, your walk puts a stone",
     place(effects(0, 0, DomainChange(WATER, 0, 0, 2, 0, 0), DomainChange(FIRE, 1, 0, 3, 0, 2)),
           then=effects(0, 0, walk=Walk(Element.WATER, 2, 1), stones=(
               stone("B3", Element.WATER, Source.WALK, missing=1, egg=ROYAL),))),
     "Hint: Place the tile on C3-C4: it starts your water domain: 2 squares at height 0, and it joins your fire "
     "domain to 3 squares at height 0; then your water walk puts a stone on B3."),
    ("place, domains grown and raised at height 0, your walk puts stones",
     place(effects(0, 0, DomainChange(AIR, 1, 0, 2, 0, 1), DomainChange(ROYAL, 0, 0, 0, 1, 0)),
           then=effects(0, 0, walk=Walk(Element.AIR, 2, 2), stones=(
               stone("B3", Element.AIR, Source.WALK, missing=1, egg=ROYAL),
               stone("A3", Element.AIR, Source.WALK, missing=1, egg=ROYAL)))),
     "Hint: Place the tile on C3-C4: it grows your air domain to 2 squares at height 0, and it raises your royal "
     "domain to height 1; then your air walk puts stones on A3 and B3."),
    ("element, its stones ready",
     element(Element.WATER, effects(4, 4, walk=Walk(Element.WATER, 3, 1), stones=(
         stone("A5", Element.WATER, Source.WALK),))),
     "Hint: Choose water: the Assistant walks 3 steps and its stones ready the water egg on A5."),
    ("element, a stone on one cell, and a stone of choice readies",
     element(Element.AIR, effects(4, 4, walk=Walk(Element.AIR, 2, 1), stones=(
         stone("B2", Element.AIR, Source.WALK, missing=1, egg=ROYAL), stone("E1", Element.AIR, Source.CHOICE)))),
     "Hint: Choose air: the Assistant walks 2 steps and puts a stone on B2, and a stone of your choice readies the "
     "air egg on E1."),
    ("element, stones on cells, a reward pillar",
     element(Element.FIRE, effects(4, 4, walk=Walk(Element.FIRE, 3, 2), pillars_gained=1, stones=(
         stone("C2", Element.FIRE, Source.WALK, missing=1), stone("C4", Element.FIRE, Source.WALK, missing=1)))),
     "Hint: Choose fire: the Assistant walks 3 steps and puts stones on C2 and C4, and a reward step gives +1 "
     "pillar."),
    ("element, the walk alone",
     element(Element.FIRE, effects(4, 4, walk=Walk(Element.FIRE, 1, 0))),
     "Hint: Choose fire: the Assistant walks 1 step."),
    ("element, as good as any",
     element(Element.FIRE, effects(4, 4, walk=Walk(Element.FIRE, 1, 0)), as_good=True),
     "Hint: Choose fire: every choice here does about as well."),
    ("many eggs readied",
     element(Element.WATER, effects(4, 4, walk=Walk(Element.WATER, 5, 5), stones=tuple(
         stone(name, Element.WATER, Source.WALK) for name in ("A1", "A2", "A3", "A4", "A5")))),
     "Hint: Choose water: the Assistant walks 5 steps and its stones ready 5 eggs."),
    ("a step's stone readies its egg",
     Outlook(Stone(cell("A5")), Phase.STONE, effects(4, 4, stones=(stone("A5", Element.WATER, Source.WALK),)),
             element=Element.WATER),
     "Hint: Put the water stone on A5: it readies the water egg there, to hatch when a tile covers it."),
    ("a stone of choice, the egg needs more",
     Outlook(FreeStone(Element.AIR, cell("E1")), Phase.FALLBACK_STONE,
             effects(4, 4, stones=(stone("E1", Element.AIR, Source.CHOICE, missing=1, egg=ROYAL),))),
     "Hint: Put an air stone on E1: the royal egg there then needs 1 more stone."),
    ("a trade",
     Outlook(Trade(cell("C2")), Phase.ELEMENT, effects(4, 4, pillars_spent=2, stones=(
         stone("C2", Element.FIRE, Source.TRADE, missing=1),))),
     "Hint: Trade 2 pillars for a fire stone on C2: the fire egg there then needs 1 more stone."),
    ("nest, grown",
     Outlook(Nest(cell("B2")), Phase.NEST, effects(2, 3, DomainChange(WATER, 2, 1, 3, 1, 1),
                                                   dragons=(DragonPlaced(WATER, cell("B2")),)), dragon=WATER),
     "Hint: Nest the water dragon on B2: it grows your water domain to 3 squares at height 1 (+1 point now)."),
    ("nest on a cliff that fills",
     Outlook(Nest(cell("E3")), Phase.NEST, effects(2, 2, dragons=(DragonPlaced(WATER, cell("E3")),)), dragon=WATER,
             extra_dragon=True),
     "Hint: Nest the water dragon on E3: it fills the cliff, which brings an extra dragon."),
    ("the extra dragon, the only choice",
     Outlook(ExtraDragon(FIRE, cell("D2")), Phase.EXTRA_DRAGON,
             effects(2, 2, dragons=(DragonPlaced(FIRE, cell("D2")),)), only_choice=True),
     "Hint: Put the extra fire dragon on D2: it is the only choice."),
]
"""An outlook for each kind of fact, with the hint's words for it in English."""


@pytest.fixture
def french(tmp_path):
    i18n.use_language("fr", catalog_folder(tmp_path))
    yield
    i18n.use_language("en")


@pytest.mark.parametrize("outlook, words", [(outlook, words) for _name, outlook, words in SAID],
                         ids=[name for name, _outlook, _words in SAID])
def test_each_kind_of_fact_in_english(outlook, words):
    assert hint_message(outlook) == words


def test_every_phrase_says_some_fact(monkeypatch):
    said = []
    phrase = hint_text._say

    def noted(key, **fields):
        said.append(key)
        return phrase(key, **fields)

    monkeypatch.setattr(hint_text, "_say", noted)
    for _name, outlook, _words in SAID:
        hint_message(outlook)
        hint_message(outlook, samples=16)  # the deeper hint's form
    assert set(said) == set(PHRASES)


def board_notation(text: str) -> Counter:
    """The cells, slots and numbers of a text (the board notation's), each as often as it is named."""
    return Counter(re.findall(r"\b[A-E][1-5]\b|[+-]?\d+", text))


@pytest.mark.parametrize("outlook, english", [(outlook, words) for _name, outlook, words in SAID],
                         ids=[name for name, _outlook, _words in SAID])
def test_each_kind_of_fact_in_french(french, outlook, english):
    words = hint_message(outlook)
    assert words != english and english_left(words) == []
    assert board_notation(words) == board_notation(english), "the same cells, slots and numbers"


def test_a_hint_in_french_reads_as_french(french):
    said = {name: hint_message(outlook) for name, outlook, _words in SAID}
    assert said["draft, joined, your walk readies, next turn's points"] == (
        "Conseil : Prenez la tuile eau/eau (emplacement 1) et posez-la en C3-C4 : votre domaine d'eau se relie "
        "et passe à 4 cases à la hauteur 1 (+3 points tout de suite) ; ensuite, votre marche d'eau complète les "
        "œufs en B3 et D3. Au prochain tour, si elle est encore sur le Site, la tuile feu/air pourrait aller en "
        "C2-C1 pour +2 points.")
    assert said["a stone of choice, the egg needs more"] == (
        "Conseil : Posez une pierre d'air en E1 : il manque alors à l'œuf royal à cet endroit encore 1 pierre.")
    assert said["the extra dragon, the only choice"] == "Conseil : Posez le dragon de feu supplémentaire en D2 : " \
                                                        "c'est le seul choix."


def test_every_phrase_is_one_format_string_with_named_placeholders():
    for key, phrase in PHRASES.items():
        assert "{}" not in phrase and not re.search(r"\{\d", phrase), key
        assert not re.search(r"\b[A-E][1-5]\b|\d", phrase.replace("{", "").replace("}", "")), key
