"""Lesson files: reading them, and checking each by playing it through.

A lesson is loaded against the data it will be played with (``--data DIR``,
``$DRAGONARIUM_DATA``): its position, tiles and moves must exist there. Then it
is played along its solutions: each step must accept its solution and refuse
its wrong moves, and every text must be sayable at the point it is shown. A
mistake is a ``DataError`` naming the file and the field.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterator, Optional

from dragonarium.i18n import _
from dragonarium.paths import data_root
from dragonarium.rules import (VERSIONS, Catalog, DataError, Fields, check_characters, default_data_dir, listed,
                               load_catalog, read_yaml)
from dragonarium.lessons.model import TOPICS, Lesson
from dragonarium.lessons.reading import read_action, read_step, read_text
from dragonarium.lessons.run import LessonRun, check_text

LESSONS_DIR = "lessons"
SHIPPED = "data/lessons"
"""Where the shipped lessons lie in the source tree, as the message catalogs name them."""


def lessons_dir(data: Optional[Path] = None) -> Path:
    """The lessons folder of a data folder (the shipped data, or ``$DRAGONARIUM_DATA``, by default)."""
    return (Path(data) if data is not None else default_data_dir()) / LESSONS_DIR


def load_lessons(directory: Optional[Path] = None, catalog: Optional[Catalog] = None) -> list[Lesson]:
    """Every lesson file of the folder, checked, in the order of their ``order`` field (then file name)."""
    folder = Path(directory) if directory is not None else lessons_dir()
    catalog = catalog or load_catalog()
    if not folder.is_dir():
        raise DataError(str(folder), "", _("no lessons folder here"))
    lessons = [load_lesson(path, catalog) for path in sorted(folder.glob("*.yaml"))]
    return sorted(lessons, key=lambda lesson: (lesson.order, lesson.id))


def load_lesson(path: Path, catalog: Optional[Catalog] = None) -> Lesson:
    """One lesson file, read and played through along its solutions."""
    catalog = catalog or load_catalog()
    lesson = read_lesson(path, catalog)
    verify(lesson, catalog)
    return lesson


def read_lesson(path: Path, catalog: Catalog) -> Lesson:
    """A lesson file's fields, each checked on its own (``verify`` then plays it)."""
    source = str(path)
    fields = Fields(read_yaml(Path(path)), source, "")
    version = fields.integer("version", 1)
    if version not in VERSIONS:
        raise fields.error("version", _("unsupported version {version} (lessons are read in versions {versions})")
                           .format(version=version, versions=listed([str(v) for v in VERSIONS])))
    order = fields.integer("order", 99, low=0, high=999)
    title = check_characters(fields, "title", fields.string("title"))
    topics = []
    for where, topic in fields.items("topics"):
        if topic not in TOPICS:
            raise DataError(source, where, _("unknown topic {topic}; topics: {topics}").format(
                topic=repr(topic), topics=", ".join(TOPICS)))
        topics.append(topic)
    if not topics:
        raise fields.error("topics", _("a lesson teaches at least one topic"))
    intro = read_text(fields, "intro", catalog, "")
    summary = read_text(fields, "summary", catalog)
    teaches = read_text(fields, "teaches", catalog, "")
    solo_discard = fields.raw("solo_discard", False)
    if not isinstance(solo_discard, bool):
        raise fields.error("solo_discard", _("true or false"))
    position = fields.raw("position")
    if not isinstance(position, dict):
        raise fields.error("position", _("a position mapping (players, and optionally site, supply, pending)"))
    setup = tuple(read_action(value, source, where, version) for where, value in fields.items("setup", []))
    steps = tuple(read_step(item, source, where, version, catalog) for where, item in fields.items("steps"))
    fields.done()
    if not steps:
        raise fields.error("steps", _("a lesson needs at least one step"))
    return Lesson(id=Path(path).stem, title=title, topics=tuple(topics), intro=intro, summary=summary,
                  position=position, steps=steps, source=source, setup=setup, order=order, version=version,
                  solo_discard=solo_discard, teaches=teaches)


def verify(lesson: Lesson, catalog: Catalog) -> None:
    """Play ``lesson`` along its solutions: each is accepted, each wrong move refused, every text sayable; the
    game goes on at the end unless the lesson teaches the game's end."""
    run = LessonRun(lesson, catalog)
    check_text(run, lesson.intro, "intro")
    check_text(run, lesson.teaches, "teaches")
    for index, step in enumerate(lesson.steps):
        where = f"steps[{index}]"
        check_text(run, step.ask, f"{where}.ask")
        run.focus()
        for number, wrong in enumerate(step.wrong):
            if run.check(wrong) is None:
                raise DataError(lesson.source, f"{where}.wrong[{number}]",
                                _("{move}: the step accepts this move").format(move=wrong))
        check_text(run, step.hint, f"{where}.hint")
        problem = run.play(step.solution)
        if problem is not None:
            raise DataError(lesson.source, f"{where}.solution", f"{step.solution}: {problem}")
        run.finish()
        check_text(run, step.done, f"{where}.done", step)
        last = index == len(lesson.steps) - 1
        if run.game.over and not (last and "game-end" in lesson.topics):
            raise DataError(lesson.source, where, _("the game ends after this move; give the position a supply "
                                                    "for its round ends, or end a lesson about the game's end "
                                                    "(topic game-end) with the move that ends the game"))
    check_text(run, lesson.summary, "summary")


def translatable_texts(directory: Optional[Path] = None) -> Iterator[tuple[str, str]]:
    """(English text, ``data/lessons/<file>.yaml:<field>``) for every text a learner reads in the shipped lessons
    (or in ``directory``, the lessons folder of a data folder, named by their path): the title, intro and summary,
    each step's ask, hint and done, as the loader reads them (YAML folding done). The message catalogs translate
    them like the code's texts."""
    folder = Path(directory) if directory is not None else data_root() / LESSONS_DIR
    catalog = load_catalog(folder.parent)
    for path in sorted(folder.glob("*.yaml")):
        lesson = read_lesson(path, catalog)
        name = f"{SHIPPED}/{path.name}" if directory is None else str(path)
        fields = [("title", lesson.title), ("teaches", lesson.teaches), ("intro", lesson.intro),
                  ("summary", lesson.summary)]
        for index, step in enumerate(lesson.steps):
            fields += [(f"steps[{index}].{key}", text) for key, text in
                       (("ask", step.ask), ("hint", step.hint), ("done", step.done))]
        for where, text in fields:
            if text:
                yield text, f"{name}:{where}"
