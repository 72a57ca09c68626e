"""The hint in words: for every decision a hint can be asked at, a sentence in the board notation whose every claim
(domain sizes and heights, points, eggs, dragons, pillars, next turn's tile) holds on the table."""
import random
import re

import pytest

from dragonarium.bots.explain import advise, explain, hint_advisor
from dragonarium.bots.players import Choice
from dragonarium.play.table.hint_text import PHRASES, hint_message
from dragonarium.rules import ChooseElement, Element, Game, Phase, Seat, parse_action, parse_position, score

from tests.support.games import CATALOG
from tests.support.positions import APART, BLOCKED, CHURCH, CLIFF, COLUMN, HATCH, QUARRY, READY, position
from tests.play.hint_claims import check_hint

SITUATIONS = {
    "draft": (position(APART, "pending: draft", site="T06, T01, T03"), [], Phase.DRAFT,
              r"^Hint: Take the water/water tile \(slot 1\) and place it on (C3-C4|C4-C3): it joins your water domain "
              r"to 4 squares at height 1"),
    "place": (position(APART, "pending: place\ntile: T06"), [], Phase.PLACE,
              r"^Hint: Place the tile on (C3-C4|C4-C3): it joins your water domain"),
    "place, hatching": (position(HATCH, "pending: place\ntile: T06"), [], Phase.PLACE,
                        r"it hatches the water egg on B3 \(its dragon nests on [A-E][1-5]\)"),
    "nest": (position(READY, "pending: place\ntile: T06"), ["place B3 C3"], Phase.NEST,
             r"^Hint: Nest the water dragon on [A-E][1-5]: it grows your water domain"),
    "element": (position(COLUMN, "pending: element"), [], Phase.ELEMENT,
                r"^Hint: Choose water: the Assistant walks 3 steps and its stones ready the water egg on A5\.$"),
    "stone": (position(COLUMN, "pending: element"), ["element water"], Phase.STONE,
              r"^Hint: Put the water stone on A5: it readies the water egg there"),
    "fallback draft": (position(BLOCKED, "pending: draft", site="T01, T02", extra="    dragons:\n      E1: [fire]"),
                       [], Phase.DRAFT, r"^Hint: Take the air/air tile \(slot 1\): it fits nowhere on your board"),
    "fallback stone": (position(BLOCKED, "pending: draft", site="T01, T02", extra="    dragons:\n      E1: [fire]"),
                       ["draft 1"], Phase.FALLBACK_STONE, r"^Hint: Put a water stone on [A-E][1-5]: it readies"),
    "cliff": (position(CLIFF, "pending: place\ntile: T01", site="T02", side="lostwing-cliffs",
                       extra="    dragons:\n      E3: [fire]"), ["place D2 E2"], Phase.NEST,
              r"^Hint: Nest the water dragon on E3: it fills the cliff, which brings an extra dragon\.$"),
    "extra dragon": (position(CLIFF, "pending: place\ntile: T01", site="T02", side="lostwing-cliffs",
                              extra="    dragons:\n      E3: [fire]"), ["place D2 E2", "nest E3"],
                     Phase.EXTRA_DRAGON, r"^Hint: Put the extra (fire|water) dragon on [A-E][1-5]"),
    "trade": (position(QUARRY, "pending: element", side="marble-quarry").replace("pillars: 2", "pillars: 6"), [],
              Phase.ELEMENT, r"^Hint: Trade 2 pillars for a fire stone on C3: it readies the fire egg there"),
    "reward stone": (position(CHURCH, "pending: element", side="church-ruins", extra="    assistant: 23"),
                     ["element fire", "stone A5"], Phase.REWARD_STONE,
                     r"^Hint: Put (a water stone on E2|an air stone on E1): it readies the (water|air) egg there"),
    "nothing to gain": (position("      B3: [fire]", "pending: element"), [], Phase.ELEMENT,
                        r"^Hint: Choose \w+: every choice here does about as well\.$"),
}


def situation(name):
    text, actions, phase, expected = SITUATIONS[name]
    state = parse_position(text)
    for action in actions:
        state.apply(parse_action(action))
    assert state.pending().phase is phase
    return state, expected


@pytest.mark.parametrize("name", list(SITUATIONS))
def test_each_decision_has_a_hint_in_words_whose_claims_hold_on_the_table(name):
    state, expected = situation(name)
    advisor = hint_advisor(seed=1)
    advice = advise(state, advisor=advisor)
    text = hint_message(advice.outlook)
    assert re.search(expected, text), text
    claims = check_hint(state, advice, advisor)
    assert claims, f"no claim checked in {text!r}"


def test_a_draft_hint_says_what_the_walk_readies_and_what_next_turn_may_bring():
    state, _ = situation("draft")
    advisor = hint_advisor(seed=1)
    advice = advise(state, advisor=advisor)
    text = hint_message(advice.outlook)
    assert re.search(r"; then your water walk readies the eggs on [A-E1-5, and]+\. Next turn, if it is still on the "
                     r"site, the .+ tile could go on", text), text
    checked = check_hint(state, advice, advisor)
    assert any(claim.startswith("Next turn") for claim in checked)
    assert any(claim.startswith("your water walk readies") for claim in checked)


def test_the_domain_stated_is_the_domain_after_the_move():
    state, _ = situation("place")
    advice = advise(state, advisor=hint_advisor(seed=1))
    match = re.search(r"joins your water domain to (\d+) squares at height (\d+) \(\+(\d+) points now\)",
                      hint_message(advice.outlook))
    after = state.copy()
    after.apply(advice.choice.action)
    sheet, before = score(after.boards[0]), score(state.boards[0])
    water = sheet.types[Element.WATER.terrain]
    assert (water.size, water.height) == (int(match[1]), int(match[2]))
    assert water.points - before.types[Element.WATER.terrain].points == int(match[3])


def test_a_trade_that_is_not_the_best_choice_is_still_worded_when_explained():
    cells = QUARRY.replace("water/water:ww", "fire/fire:ff")
    state = parse_position(position(cells, "pending: element", side="marble-quarry").replace("pillars: 2",
                                                                                            "pillars: 6"))
    advisor = hint_advisor(seed=1)
    ranked = [Choice(parse_action("trade C2"), 0.0), Choice(ChooseElement(Element.FIRE), 0.0)]
    outlook = explain(state, ranked, advisor)
    assert hint_message(outlook) == "Hint: Trade 2 pillars for a fire stone on C2: the fire egg there then needs " \
                                    "1 more stone."
    assert outlook.move.pillars_spent == 2 and state.boards[0].pillars == 6, "the state explained is left as it was"


# Every cell holds a square, none with stones but two ready water eggs side by side on B3 and C3: the water/water
# tile laid over both hatches two dragons, and once the first has nested on one of its squares, the second can go
# only on the other.
FULL = "".join(f"      {c}{r}: [fire]\n" for r in range(1, 6) for c in "ABCDE" if f"{c}{r}" not in ("B3", "C3"))
FULL += "      B3: [water/water:w=w]\n      C3: [water/water:w=w]"


def test_the_only_choice_is_said_to_be_so():
    state = parse_position(position(FULL, "pending: place\ntile: T06"))
    state.apply(parse_action("place B3 C3"))
    state.apply(parse_action("nest B3"))
    assert state.pending().choices == (parse_action("nest C3"),)
    advisor = hint_advisor(seed=1)
    advice = advise(state, advisor=advisor)
    assert hint_message(advice.outlook) == "Hint: Nest the water dragon on C3: it is the only choice."
    check_hint(state, advice, advisor)


@pytest.mark.parametrize("side, seed", [("library", 2), ("marble-quarry", 5), ("lostwing-cliffs", 7),
                                        ("church-ruins", 11), ("eternal-shrines", 13)])
def test_hints_in_played_games_state_only_true_things_in_the_board_notation(side, seed):
    game = Game(CATALOG, [Seat("A", side), Seat("B", side)], seed)
    rng = random.Random(seed)
    asked = 0
    while not game.over and asked < 6:
        state = game.state
        if rng.random() < 0.3:
            advisor = hint_advisor(seed=asked)
            advice = advise(state, advisor=advisor)
            text = hint_message(advice.outlook)
            check_hint(state, advice, advisor)
            assert not re.search(r"\d+\.\d+|\bT\d\d\b|\(\d+, \d+\)|\bslot 0\b", text), text
            assert advice.choice.action in state.legal_actions()
            asked += 1
        game.apply(rng.choice(game.legal_actions()))


def test_every_phrase_is_one_format_string_with_named_placeholders():
    for key, phrase in PHRASES.items():
        assert "{}" not in phrase and not re.search(r"\{\d", phrase), key
        assert not re.search(r"\b[A-E][1-5]\b|\d", phrase.replace("{", "").replace("}", "")), key
