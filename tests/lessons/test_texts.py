"""Lesson texts state numbers and places only through placeholders, said from the table as it is."""
import pytest

from dragonarium.lessons import PLACEHOLDERS, Scene, TextError, Trail, literal_claims, render
from dragonarium.lessons.texts import check_template
from dragonarium.rules import Element, parse_action, parse_position

from tests.support.games import CATALOG

TABLE = """format: dragonarium-position
version: 2
players:
  - name: You
    start: S1
    pillars: 2
    fresh_pillars: 1
    assistant: 1
    cells:
      A5: [royal/royal:**=w.]
      B5: [fire/fire:ff=f.]
      D5: [fire]
      E5: [fire, fire]
      C1: [air]
      D2: [air]
      D1: [air]
    dragons:
      A1: [royal]
site: [T08, T09]
supply: [T03, T04, T05]
pending: element
round: 4
"""


@pytest.fixture
def scene() -> Scene:
    return Scene(parse_position(TABLE), Trail())


@pytest.mark.parametrize("template, said", [
    ("{domain:air}", "4 squares"),          # C2 of the start tile, C1, D1 and D2
    ("{domain:water}", "1 square"),
    ("{steps:fire}", "2 steps"),            # D5 and E5
    ("{height:fire}", "height 2"),
    ("{score:fire}", "2 x 2 = 4 points"),
    ("{points:royal}", "1 point"), ("{points:water}", "1 point"), ("{points:dragons}", "3 points"),
    ("{score:royal}", "1 x 1 = 1 point"),    # the centre square; A1's dragon on bare board is height 0
    ("{points:dragons}", "3 points"),
    ("{per-royal-dragon}", "3 points"),
    ("{dragons}", "1 dragon"), ("{dragons:fire}", "no fire dragons"),
    ("{pillars}", "2 pillars"), ("{pillars:fresh}", "1 pillar"),
    ("{level:E5}", "level 2"), ("{level:A1}", "level 0"),
    ("{egg:B5}", "the fire egg on B5"), ("{needs:B5}", "a fire stone"), ("{holds:B5}", "a fire stone"),
    ("{needs:A5}", "a water stone"), ("{holds:A5}", "a water stone"), ("{needs:C4}", "a fire stone"),
    ("{square:D5}", "the fire square on D5"), ("{cell:C3}", "C3"),
    ("{step}", "step 1"), ("{line}", "column A"), ("{stop:fire}", "step 3, facing column C"),
    ("{stop:royal-free}", None),
    ("{slot:T09}", "slot 2"), ("{tile:T09}", "pillar/fire tile"),
    ("{supply}", "3 tiles"), ("{site}", "2 tiles"), ("{round}", "round 4"),
    ("{dragon-supply:royal}", "11 royal dragons"), ("{cliff}", "2 dragons"),
])
def test_each_placeholder_says_the_table(scene, template, said):
    if said is None:
        with pytest.raises(TextError):
            render(template, scene)
    else:
        assert render(f"~ {template}", scene) == f"~ {said}"


def test_a_placeholder_starting_a_sentence_is_capitalised(scene):
    assert render("{egg:B5} waits. Then {egg:B5}: {egg:B5}", scene) == (
        "The fire egg on B5 waits. Then the fire egg on B5: the fire egg on B5")


def test_the_last_moves_are_said_from_the_trail():
    state = parse_position(TABLE.replace("pending: element\n", "pending: place\ntile: T01\n"))
    state.apply(parse_action("place E5 E4"))
    trail = Trail().after(state.log)
    scene = Scene(state, trail)
    assert render("{cells:placed} on {level:placed}, on {pillars:placed}: the {tile:placed}", scene) == (
        "E5 and E4 on level 3, on 2 pillars: the air/air tile")
    before = len(state.log)
    state.apply(parse_action("element air"))
    walked = trail.after(state.log[before:])
    assert walked.placed == trail.placed and walked.element is Element.AIR
    # C2, C1, D1, D2: 4 steps from step 1; the walk waits at step 3 for its stone, so it has walked steps 2 and 3
    assert state.pending().step == 3
    assert render("~ {walk}; {walk:left}", Scene(state, walked)) == "~ steps 2 and 3; steps 4 and 5"


def test_what_is_not_on_the_table_cannot_be_said(scene):
    for template in ("{egg:C3}", "{cells:placed}", "{walk}", "{dragon}", "{tile:held}", "{slot:T01}", "{trade}",
                     "{nesting}", "{asked}"):
        with pytest.raises(TextError):
            render(template, scene)
    assert render("{egg:C3}", scene, strict=False) == "{egg:C3}"


@pytest.mark.parametrize("text, claims", [
    ("Its two air squares touch: your air domain is now three squares.", ["two air squares", "three squares"]),
    ("The Assistant walks 3 steps.", ["3"]),
    ("Put the stone on B5.", ["B5"]),
    ("Take the left-most tile from slot one.", ["slot one", "left-most"]),
    ("The egg in the top-left corner, facing column B.", ["column B", "top-left"]),
    ("Your air domain is {domain:air}; cover {egg:B5} from {slot:T09}.", []),
    ("A tile lies flat, and one of its squares rests on a square.", []),
])
def test_literal_claims_are_found_outside_placeholders(text, claims):
    assert sorted(literal_claims(text)) == sorted(claims)


@pytest.mark.parametrize("template, problem", [
    ("your air domain is three squares", "states 'three squares'"),
    ("{domains:air}", "unknown placeholder {domains}"),
    ("{domain:earth}", "a type"),
    ("{domain}", "needs a type"),
    ("{step:3}", "takes no argument"),
    ("{egg:F9}", "no column F"),
    ("{tile:T99}", "unknown tile 'T99'"),
    ("{slot:held}", "unknown tile 'held'"),
    ("a {brace", "a brace that opens no placeholder"),
])
def test_a_template_that_could_lie_or_cannot_be_said_is_refused(template, problem):
    with pytest.raises(TextError) as caught:
        check_template(template, CATALOG)
    assert problem in str(caught.value)


def test_every_placeholder_is_documented():
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "LESSONS.md").read_text()
    for name in PLACEHOLDERS:
        assert f"{{{name}" in doc, name
