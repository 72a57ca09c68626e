"""Lesson files: read against the data they are played with, played through, and refused with file and field."""
import shutil
from pathlib import Path

import pytest

from dragonarium.lessons import LessonRun, load_lesson, load_lessons, read_lesson
from dragonarium.rules import (DataError, DataProblem, IllegalAction, Rule, SoloDiscardedFromSite, load_catalog,
                               parse_action, parse_cell)

from tests.support.games import CATALOG
from tests.lessons.lesson_files import HEADER, POSITION, STEP, lesson_from, write_lesson

ROOT = Path(__file__).resolve().parents[2]
FIRST = ROOT / "data" / "lessons" / "01-first-tile.yaml"


@pytest.mark.parametrize("edit, where, problem", [
    (lambda t: t.replace("title: Your first tiles\n", ""), "title", DataProblem.MISSING_FIELD),
    (lambda t: t.replace("topics: [placing]", "topics: [juggling]"), "topics[0]", "unknown topic"),
    (lambda t: t.replace("goal: {element: water}", "goal: {fly: 1}"), "steps[1].goal", "exactly one of"),
    (lambda t: t.replace("goal: {element: water}", "goal: {element: earth}"), "steps[1].goal.element",
     "unknown value"),
    (lambda t: t.replace("{place: {level: 1, apart: true}}", "{place: {}}"), "steps[0].goal.place", "says what"),
    (lambda t: t.replace("{place: {level: 1, apart: true}}", "{place: {level: 1, near: C2}}"),
     "steps[0].goal.place.near", DataProblem.UNKNOWN_FIELD),
    (lambda t: t.replace("solution: place A1 B1", "solution: place A1"), "steps[0].solution", "2 arguments"),
    (lambda t: t.replace("solution: place A1 B1", "solution: place A1 F1"), "steps[0].solution", "no column F"),
    (lambda t: t.replace("solution: place A1 B1", "solution: place D2 E2"), "steps[0].solution",
     "this step asks for the tile to lie apart"),
    (lambda t: t.replace("wrong: [place C3 D3, place D2 E2]", "wrong: [place A1 B1]"), "steps[0].wrong[0]",
     "the step accepts this move"),
    (lambda t: t.replace("use: [tile T19]", "use: [tile T99]"), "steps[2].use[0]", "unknown tile"),
    (lambda t: t.replace("use: [tile T19]", "use: [the moon]"), "steps[2].use[0]", "not a piece to show"),
    (lambda t: t.replace("{tile:T19} from", "{tile:T19} from C3 in"), "steps[2].ask", "states 'C3'"),
    (lambda t: t.replace("from {slot:T19}", "from {slot:T18}"), "steps[2].ask", "is not on the planning site"),
    (lambda t: t.replace("tile: T01", "tile: T99"), "position.tile", "unknown tile 'T99'"),
    (lambda t: t.replace("site: [T19, T08, T02]", "site: [T19, T08, T01]"), "position.site[2]",
     "(T01) is the tile drafted this turn"),
    (lambda t: t.replace("site: [T19, T08, T02]", "site: [T99, T08, T02]"), "position.site[0]", "unknown tile"),
    (lambda t: t.replace("supply: [T04, T05, T06, T07]", "supply: []").replace("site: [T19, T08, T02]",
                                                                                "site: [T19]"),
     "steps[1]", "the game ends after this move"),
    (lambda t: t.replace("version: 2", "version: 3"), "version", "unsupported version"),
])
def test_a_bad_lesson_file_names_the_field(tmp_path, edit, where, problem):
    """``problem``: the error's kind, or where the lesson's own checks give none, words of its message."""
    bad = write_lesson(tmp_path, edit(FIRST.read_text()), "bad.yaml")
    with pytest.raises(DataError) as caught:
        load_lesson(bad, CATALOG)
    assert caught.value.source.endswith("bad.yaml") and caught.value.where == where, str(caught.value)
    if isinstance(problem, DataProblem):
        assert caught.value.kind is problem, str(caught.value)
    else:
        assert problem in caught.value.problem


@pytest.mark.parametrize("old, new, where", [
    ("summary: Done.", "summary: ''", "summary"),
    ("  - ask: Lay the tile.", "  - ask: '  '", "steps[0].ask"),
    ("    done: Laid on {cells:placed}.", "    done: \"\\n\\u3000\"", "steps[0].done"),
])
def test_a_blank_text_the_learner_must_read_is_refused_naming_the_field(tmp_path, old, new, where):
    text = HEADER + POSITION + STEP
    assert old in text
    with pytest.raises(DataError) as caught:
        load_lesson(write_lesson(tmp_path, text.replace(old, new)), CATALOG)
    assert (caught.value.where, "blank" in caught.value.problem) == (where, True)


def test_an_optional_text_left_blank_is_no_text(tmp_path):
    lesson = lesson_from(tmp_path, POSITION + STEP.replace("    solution:", "    hint: ' '\n    solution:"),
                         HEADER + 'intro: " \\n"\n')
    assert (lesson.intro, lesson.steps[0].hint) == ("", "")


def test_the_old_first_lesson_s_claims_are_refused(tmp_path):
    """The text that said 'your air domain is now three squares' whatever the learner did."""
    text = FIRST.read_text().replace("your largest air domain is now {domain:air}.",
                                     "your air domain is now three squares.")
    with pytest.raises(DataError) as caught:
        load_lesson(write_lesson(tmp_path, text), CATALOG)
    assert caught.value.where == "steps[0].done" and "'three squares'" in caught.value.problem


def test_a_lesson_is_checked_against_the_data_it_is_played_with(tmp_path):
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    tiles = (data / "tiles.yaml").read_text()
    assert tiles.count("id: T19\n") == 1
    (data / "tiles.yaml").write_text(tiles.replace("id: T19\n", "id: T51\n"))  # the same counts, no T19
    smaller = load_catalog(data)
    assert "T19" not in smaller.tiles
    with pytest.raises(DataError) as caught:
        load_lessons(data / "lessons", smaller)
    assert caught.value.source.endswith("01-first-tile.yaml") and caught.value.where == "steps[2].goal.draft.tile"
    assert "unknown tile 'T19'" in caught.value.problem


def test_a_version_1_lesson_reads_its_cells_and_slots_in_the_old_notation(tmp_path):
    body = (POSITION.replace("pending: place\n  tile: T01\n", "pending: draft\n")
            + """steps:
  - ask: Take it.
    goal: {draft: {slot: 0}}
    done: Taken.
    solution: draft 0
    wrong: [draft 1]
  - ask: Lay it next to the air square.
    goal: {place: {touches: "3,2", level: 1}}
    done: Laid.
    solution: place 3,3 3,4
    wrong: ["place 4,0 4,1"]
""")
    old = lesson_from(tmp_path, body, HEADER.replace("version: 2\n", ""))
    assert old.version == 1
    run = LessonRun(old, CATALOG)
    assert run.play(old.steps[0].solution) is None
    assert run.check(old.steps[1].wrong[0]) == ("Not this move: this step asks for a square next to C2 (A1 and B1 "
                                                "are not next to it).")


def test_a_lesson_s_setup_reaches_a_decision_a_position_cannot_state(tmp_path):
    body = POSITION + """setup: [place D2 E2, element air]
steps:
  - ask: Put the air stone on {egg:C2}.
    show: [C2]
    goal: {stone: C2}
    done: "{egg:C2} needs {needs:C2}."
    solution: stone C2
"""
    lesson = lesson_from(tmp_path, body)
    run = LessonRun(lesson, CATALOG)
    assert run.game.pending().phase.value == "stone" and run.game.history == []
    assert run.play(lesson.steps[0].solution) is None
    assert run.feedback == "The air egg on C2 needs nothing more."
    broken = POSITION + "setup: [place C3 D3]\n" + STEP
    with pytest.raises(DataError) as caught:
        lesson_from(tmp_path, broken)
    with pytest.raises(IllegalAction) as refused:
        LessonRun(lesson_from(tmp_path), CATALOG).game.state.copy().apply(parse_action("place C3 D3"))
    assert [refusal.rule for refusal in refused.value.refusals] == [Rule.UNREADY_EGG]
    assert (caught.value.where, caught.value.problem) == ("setup[0]", f"place C3 D3: {refused.value.reason}")


def test_the_solo_discard_happens_only_in_a_lesson_about_it(tmp_path):
    body = POSITION + """steps:
  - ask: Lay the tile.
    show: [C2]
    goal: {place: {touches: C2}}
    done: Laid.
    solution: place D2 E2
  - ask: End the turn.
    show: [assistant]
    goal: {element: air}
    done: Over.
    solution: element water
"""
    body = body.replace("solution: element water", "solution: element air").replace("{element: air}",
                                                                                     "{element: water}")
    body = body.replace("solution: element air", "solution: element water")
    quiet = lesson_from(tmp_path, body)
    run = LessonRun(quiet, CATALOG)
    for step in quiet.steps:
        assert run.play(step.solution) is None
    assert run.game.state.site == ["T19", "T08", "T02"]
    about_it = lesson_from(tmp_path, body, HEADER + "solo_discard: true\n")
    run = LessonRun(about_it, CATALOG)
    for step in about_it.steps:
        assert run.play(step.solution) is None
    assert run.game.state.discarded == ["T02"] and SoloDiscardedFromSite(0, 2, "T02") in run.game.state.log
    assert run.game.state.site == ["T19", "T08", "T04", "T05", "T06", "T07"]  # 2 left: the site is refilled


def test_read_lesson_only_reads_and_load_lesson_also_plays(tmp_path):
    path = write_lesson(tmp_path, HEADER + POSITION + STEP.replace("place D2 E2", "place A1 B1"))
    assert read_lesson(path, CATALOG).steps[0].solution is not None
    with pytest.raises(DataError) as caught:
        load_lesson(path, CATALOG)
    assert caught.value.where == "steps[0].solution"


def test_a_missing_lessons_folder_is_named(tmp_path):
    with pytest.raises(DataError) as caught:
        load_lessons(tmp_path / "nowhere", CATALOG)
    assert "nowhere" in str(caught.value)


def test_a_step_lights_its_pieces_to_use_to_avoid_and_to_look_at_and_an_old_show_list_is_for_information(tmp_path):
    from dragonarium.lessons import Style
    step = POSITION + """steps:
  - ask: Lay the tile.
    use: [C2]
    avoid: [A1, A2]
    show: [assistant]
    goal: {place: {level: 1, touches: C2}}
    done: Laid on {cells:placed}.
    solution: place D2 E2
"""
    lesson = lesson_from(tmp_path, step, HEADER)
    lit = dict(LessonRun(lesson, CATALOG).highlights())
    assert lit[Style.USE].cells == (parse_cell("C2"),)
    assert lit[Style.AVOID].cells == (parse_cell("A1"), parse_cell("A2"))
    assert lit[Style.INFO].assistant and not lit[Style.INFO].cells
    old = lesson_from(tmp_path, step.replace("    use: [C2]\n    avoid: [A1, A2]\n", ""), HEADER)
    assert [style for style, _focus in LessonRun(old, CATALOG).highlights()] == [Style.INFO]
    with pytest.raises(DataError) as refused:
        lesson_from(tmp_path, step.replace("avoid: [A1, A2]", "avoid: [Z9]"), HEADER)
    assert refused.value.where == "steps[0].avoid[0]"


def test_the_lessons_package_names_each_of_its_names_module():
    import dragonarium.lessons as lessons

    assert sorted(lessons.__all__) == sorted(lessons._MODULE_OF)
    assert all(getattr(lessons, name) is not None for name in lessons.__all__)
