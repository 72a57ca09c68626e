"""Each kind of action says its verb and its arguments once: its text is derived from them, the parser is built from
the kinds (reading back every text, refusing an unknown verb or a wrong count of words), and the decisions, the
lessons' kinds of goal and the phrases of refusals follow the same kinds."""
from dataclasses import dataclass, fields

import pytest

from dragonarium import i18n
from dragonarium.lessons.goals import ACTION_KIND, DOING, Kind
from dragonarium.rules import (ACTIONS, ActionSyntaxError, ChooseElement, Decision, Draft, Element, ExtraDragon,
                               FreeStone, Nest, Phase, Place, Stone, Terrain, Trade, parse_action)
from dragonarium.rules.model.actions import ActionKind
from dragonarium.rules.model.decision import verb
from dragonarium.rules.model.action_text import Arg
from dragonarium.rules.text.notation import read_action

from tests.support.french import catalog_folder

EXAMPLES = {
    Draft: (Draft(0), "draft 1"),
    Place: (Place(((2, 1), (1, 1))), "place B3 B4"),
    Nest: (Nest((4, 0)), "nest A1"),
    ExtraDragon: (ExtraDragon(Terrain.ROYAL, (0, 4)), "extra-dragon royal E5"),
    ChooseElement: (ChooseElement(Element.AIR), "element air"),
    Stone: (Stone((3, 2)), "stone C2"),
    FreeStone: (FreeStone(Element.WATER, (1, 3)), "free-stone water D4"),
    Trade: (Trade((2, 2)), "trade C3"),
}
"""An action of every kind and its text."""
VERSION_1 = {"draft 0": Draft(0), "place 2,1 1,1": Place(((2, 1), (1, 1))), "nest 4,0": Nest((4, 0)),
             "extra-dragon fire 0,4": ExtraDragon(Terrain.FIRE, (0, 4)), "element fire": ChooseElement(Element.FIRE),
             "stone 3,2": Stone((3, 2)), "free-stone air 1,3": FreeStone(Element.AIR, (1, 3)),
             "trade 2,2": Trade((2, 2))}
"""Lines of version 1 records (cells as row,col; slots from 0) and what they read as."""


def test_there_is_an_example_of_every_kind_of_action():
    assert set(EXAMPLES) == set(ACTIONS) and {type(action) for action in VERSION_1.values()} == set(ACTIONS)


@pytest.mark.parametrize("kind", ACTIONS, ids=lambda kind: kind.verb)
def test_every_kind_of_action_writes_its_verb_and_arguments_and_reads_back(kind):
    action, text = EXAMPLES[kind]
    assert str(action) == text and text.split()[0] == kind.verb
    assert parse_action(text) == action and parse_action(str(action)) == action
    assert parse_action(f"  {text.replace(' ', '   ')} ") == action, "spaces between words do not matter"


@pytest.mark.parametrize("text", VERSION_1)
def test_version_1_lines_still_read(text):
    assert parse_action(text, version=1) == VERSION_1[text]


@pytest.mark.parametrize("kind", ACTIONS, ids=lambda kind: kind.verb)
def test_each_kind_says_one_argument_for_each_of_its_fields(kind):
    assert len(kind.takes) == len(fields(kind)) and all(isinstance(arg, Arg) for arg in kind.takes)


def test_a_kind_of_action_cannot_leave_out_what_it_is():
    with pytest.raises(TypeError):
        class Silent(ActionKind, verb="silent", takes=()):  # noqa: F841 - no answers, no phrase
            pass


def test_the_verbs_are_the_kinds_own_each_once():
    verbs = [kind.verb for kind in ACTIONS]
    assert len(set(verbs)) == len(verbs) == 8
    assert verbs == ["draft", "place", "nest", "extra-dragon", "element", "stone", "free-stone", "trade"]


def test_an_unknown_verb_is_refused_naming_every_verb():
    for text in ("fly B3", "Draft 1", "draft-1", "place_tile B3 B4"):
        with pytest.raises(ActionSyntaxError) as caught:
            parse_action(text)
        assert all(kind.verb in str(caught.value) for kind in ACTIONS), caught.value


@pytest.mark.parametrize("kind", ACTIONS, ids=lambda kind: kind.verb)
def test_a_wrong_count_of_arguments_is_refused_with_the_count_it_takes(kind):
    words = EXAMPLES[kind][1].split()
    takes = f"{len(words) - 1} argument" + ("s" if len(words) > 2 else "")
    too_many = words + ["B2"]
    if kind is Nest:  # the dragon's type may be left out
        takes, too_many = "1 or 2 arguments", words + ["B2", "B3"]
    for wrong in (words[:-1], too_many):
        with pytest.raises(ActionSyntaxError) as caught:
            parse_action(" ".join(wrong))
        assert str(caught.value).endswith(f"{kind.verb} takes {takes}")


def test_a_nest_names_its_dragon_only_when_given():
    assert str(Nest((4, 0), Terrain.FIRE)) == "nest fire A1" and parse_action("nest fire A1") == Nest((4, 0),
                                                                                                        Terrain.FIRE)
    assert parse_action("nest water 4,0", version=1) == Nest((4, 0), Terrain.WATER)
    with pytest.raises(ActionSyntaxError) as caught:
        parse_action("nest A1 fire")
    assert "unknown dragon type 'A1'" in str(caught.value)


@pytest.mark.parametrize("value", ["", "   ", None, 3, ["draft", "1"]])
def test_what_is_not_a_line_of_words_is_refused(value):
    with pytest.raises(ActionSyntaxError):
        parse_action(value)


def test_a_new_kind_of_action_brings_its_verb_to_the_parser_and_the_decisions():
    @dataclass(frozen=True)
    class Swap(ActionKind, verb="swap", takes=(Arg.CELL, Arg.ELEMENT), answers=(Phase.STONE,), phrase="swap a stone"):
        cell: tuple[int, int]
        element: Element

    kinds = ACTIONS + (Swap,)
    swap = Swap((0, 0), Element.FIRE)
    assert str(swap) == "swap A5 fire" and read_action("swap A5 fire", kinds) == swap
    with pytest.raises(ActionSyntaxError) as caught:
        read_action("swap A5", kinds)
    assert "swap takes 2 arguments" in str(caught.value)
    with pytest.raises(ActionSyntaxError) as caught:
        read_action("fly A5", kinds)
    assert "swap" in str(caught.value)
    assert Decision(Phase.STONE, 0, ()).expects(swap) and not Decision(Phase.DRAFT, 0, ()).expects(swap)
    assert verb(swap) == "swap a stone"


def test_each_decision_expects_the_kinds_that_answer_it():
    expected = {Phase.DRAFT: {Draft}, Phase.PLACE: {Place}, Phase.FALLBACK_STONE: {FreeStone},
                Phase.REWARD_STONE: {FreeStone}, Phase.NEST: {Nest}, Phase.EXTRA_DRAGON: {ExtraDragon},
                Phase.ELEMENT: {ChooseElement}, Phase.STONE: {Stone}, Phase.OVER: set()}
    for phase in Phase:
        decision = Decision(phase, 0, ())
        assert {kind for kind, (action, _text) in EXAMPLES.items() if decision.expects(action)} == expected[phase]


def test_the_lessons_kinds_of_goal_are_the_kinds_of_action():
    assert [kind.value for kind in Kind] == [action.verb for action in ACTIONS]
    assert {ACTION_KIND[type(action)].value for action, _text in EXAMPLES.values()} == {k.verb for k in ACTIONS}
    assert set(DOING) == set(Kind), "each kind of goal is said"
    assert Kind("free-stone") is Kind.FREE_STONE and Kind.EXTRA_DRAGON.value == "extra-dragon"


def test_what_taking_each_kind_does_is_said_in_the_language_in_use(tmp_path):
    english = [verb(action) for action, _text in EXAMPLES.values()]
    assert english[:2] == ["draft a tile", "place a tile"] and len(set(english)) == len(english)
    i18n.use_language("fr", catalog_folder(tmp_path))
    try:
        french = [verb(action) for action, _text in EXAMPLES.values()]
    finally:
        i18n.use_language("en")
    assert french[1] == "poser une tuile" and all(a != b for a, b in zip(english, french))
