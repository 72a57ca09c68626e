"""Guided lessons: each can be completed by a scripted learner and explains a wrong move."""
import pytest

from dragonarium.lessons import load_lesson, load_lessons
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
    assert lesson.intro or lesson.steps[0].ask
    for step in lesson.steps:
        assert step.ask in run.text()
        if step.wrong_example is not None:
            before = run.game.state.copy()
            accepted, why = run.attempt(step.wrong_example)
            assert not accepted and why, step.wrong_example
            assert run.game.state.same_table(before), "a refused move changes nothing"
        accepted, _ = run.attempt(step.solution)
        assert accepted, step.solution
    assert run.finished and "complete" in run.text()


def test_every_step_with_a_wrong_example_for_most_steps():
    steps = [step for lesson in LESSONS for step in lesson.steps]
    assert sum(step.wrong_example is not None for step in steps) >= len(steps) * 0.8


@pytest.mark.parametrize("edit, where", [
    (lambda t: t.replace("title: Your first tile\n", ""), "title"),
    (lambda t: t.replace("goal: {place: {level: 1}}", "goal: {fly: 1}"), "steps[0].goal"),
    (lambda t: t.replace("solution: place 3,3 3,4", "solution: place 3,3"), "steps[0].solution"),
    (lambda t: t.replace("tile: T01", "tile: T99"), "tile"),
])
def test_a_bad_lesson_file_names_the_field(tmp_path, edit, where):
    from pathlib import Path

    source = Path(__file__).resolve().parents[1] / "data" / "lessons" / "01-first-tile.yaml"
    bad = tmp_path / "bad.yaml"
    bad.write_text(edit(source.read_text()))
    with pytest.raises(DataError) as caught:
        load_lesson(bad)
    assert "bad.yaml" in str(caught.value) and where in str(caught.value)
