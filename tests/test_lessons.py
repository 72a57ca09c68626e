"""Guided lessons: each can be completed by a scripted learner and explains a wrong move."""
import pytest

from dragonarium.lessons import load_lesson, load_lessons
from dragonarium.play.changes import Change
from dragonarium.play.session import PlaySession
from dragonarium.rules.errors import DataError

LESSONS = load_lessons()


def test_at_least_five_lessons_and_one_per_b_side():
    assert len(LESSONS) >= 5
    sides = {player.get("side", "library") for lesson in LESSONS for player in lesson.position["players"]}
    assert {"church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines"} <= sides
    titles = " ".join(lesson.title.lower() for lesson in LESSONS)
    for theme in ("first tile", "pillar", "hatch", "assistant", "points"):
        assert theme in titles


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_a_scripted_learner_completes_the_lesson_and_wrong_moves_are_explained(lesson):
    run = lesson.start()
    session = PlaySession(run.game, lesson=run)
    assert lesson.intro or lesson.steps[0].ask
    try:
        for step in lesson.steps:
            assert step.ask in run.text()
            if step.wrong_example is not None:
                before = run.game.state.copy()
                assert session.controller.play(step.wrong_example) is Change.PANEL, step.wrong_example
                assert session.controller.message, "the refusal is explained"
                assert run.game.state.same_table(before), "a refused move changes nothing"
            moves = len(run.game.history)
            assert session.controller.play(step.solution) is Change.ALL, step.solution
            assert len(run.game.history) == moves + 1
        assert run.finished and "complete" in run.text()
    finally:
        session.close()


def test_every_step_with_a_wrong_example_for_most_steps():
    steps = [step for lesson in LESSONS for step in lesson.steps]
    assert sum(step.wrong_example is not None for step in steps) >= len(steps) * 0.8


@pytest.mark.parametrize("edit, where", [
    (lambda t: t.replace("title: Your first tile\n", ""), "title"),
    (lambda t: t.replace("goal: {place: {level: 1}}", "goal: {fly: 1}"), "steps[0].goal"),
    (lambda t: t.replace("solution: place D2 E2", "solution: place D2"), "steps[0].solution"),
    (lambda t: t.replace("solution: place D2 E2", "solution: place D2 F2"), "steps[0].solution"),
    (lambda t: t.replace("solution: place D2 E2", "solution: place 3,3 3,4"), "steps[0].solution"),
    (lambda t: t.replace("tile: T01", "tile: T99"), "tile"),
    (lambda t: t.replace("version: 2", "version: 3"), "version"),
])
def test_a_bad_lesson_file_names_the_field(tmp_path, edit, where):
    from pathlib import Path

    source = Path(__file__).resolve().parents[1] / "data" / "lessons" / "01-first-tile.yaml"
    bad = tmp_path / "bad.yaml"
    bad.write_text(edit(source.read_text()))
    with pytest.raises(DataError) as caught:
        load_lesson(bad)
    assert "bad.yaml" in str(caught.value) and where in str(caught.value)


VERSION_1 = """
order: 3
title: Old notation
position:
  players:
    - {name: You, start: S1, assistant: 1, cells: {"0,1": [fire/fire:f]}}
  site: [T09, T01]
  supply: [T02, T05]
  pending: element
steps:
  - {ask: Fire., goal: {element: fire}, hint: Fire., solution: "element fire"}
  - {ask: Top egg., goal: {actions: ["stone 0,1"]}, hint: Top., solution: "stone 0,1", wrong_example: "stone 2,1"}
  - {ask: Slot one., goal: {actions: ["draft 0"]}, hint: Left., solution: "draft 0"}
  - {ask: Cover., goal: {place: {covers: [0, 1]}}, hint: Cover., solution: "place 0,2 0,1"}
"""

VERSION_2 = """
version: 2
order: 3
title: Old notation
position:
  players:
    - {name: You, start: S1, assistant: 1, cells: {B5: [fire/fire:f]}}
  site: [T09, T01]
  supply: [T02, T05]
  pending: element
steps:
  - {ask: Fire., goal: {element: fire}, hint: Fire., solution: "element fire"}
  - {ask: Top egg., goal: {actions: ["stone B5"]}, hint: Top., solution: "stone B5", wrong_example: "stone B3"}
  - {ask: Slot one., goal: {actions: ["draft 1"]}, hint: Left., solution: "draft 1"}
  - {ask: Cover., goal: {place: {covers: B5}}, hint: Cover., solution: "place C5 B5"}
"""


def test_a_lesson_without_a_version_reads_the_old_notation_and_equals_its_version_2_twin(tmp_path):
    old, new = tmp_path / "old.yaml", tmp_path / "new.yaml"
    old.write_text(VERSION_1)
    new.write_text(VERSION_2)
    _, before = load_lesson(old)
    _, after = load_lesson(new)
    assert (before.version, after.version) == (1, 2)
    assert before.steps == after.steps
    assert after.steps[3].goal.covers == (0, 1)
    assert before.start().game.state.same_table(after.start().game.state)
