"""A lesson's game saved to a file (a record starting from the lesson's position) is the lesson's game again: it
replays to the same table, the solo discard kept as the lesson set it, and it can be reviewed."""
from __future__ import annotations

import pytest

from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.review.judging import game_states
from dragonarium.rules import (DataError, dump_yaml, load_record, parse_position, position_to_mapping, replay,
                               save_record)

from tests.support.games import CATALOG

LESSONS = load_lessons(catalog=CATALOG)


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_a_lesson_played_along_its_solutions_and_saved_replays_to_the_same_table(lesson, tmp_path):
    run = LessonRun(lesson, CATALOG)
    for step in lesson.steps:
        assert run.play(step.solution) is None
    path = tmp_path / "lesson-game.yaml"
    save_record(run.game, path)
    record = load_record(path, CATALOG)
    replayed = replay(record, CATALOG, source=str(path))
    assert replayed.state.solo_discard is lesson.solo_discard
    assert replayed.state.same_table(run.game.state)
    states = game_states(record, CATALOG, str(path))
    assert len(states) == len(record.actions) + 1 and states[-1].same_table(run.game.state)


def test_a_position_keeps_that_a_solo_game_makes_no_discard():
    lesson = next(lesson for lesson in LESSONS if not lesson.solo_discard)
    state = LessonRun(lesson, CATALOG).game.state
    mapping = position_to_mapping(state)
    assert mapping["solo_discard"] is False
    assert parse_position(dump_yaml(mapping), "kept.yaml", CATALOG).solo_discard is False
    state.solo_discard = True
    assert "solo_discard" not in position_to_mapping(state)


def test_a_solo_discard_that_is_not_true_or_false_names_its_field():
    lesson = next(lesson for lesson in LESSONS if not lesson.solo_discard)
    mapping = position_to_mapping(LessonRun(lesson, CATALOG).game.state)
    mapping["solo_discard"] = "no"
    with pytest.raises(DataError) as caught:
        parse_position(dump_yaml(mapping), "bad.yaml", CATALOG)
    assert (caught.value.source, caught.value.where) == ("bad.yaml", "solo_discard")
