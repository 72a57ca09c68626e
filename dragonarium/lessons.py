"""Guided lessons: a position, then steps that each ask for a move and check it with the rules.

Lessons are data files (``data/lessons/*.yaml``, see docs/LESSONS.md). A step's
goal says which moves it accepts; an illegal move is refused with the rule it
breaks, a legal move that misses the goal with the step's hint. Nothing is
applied unless the move is accepted.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from .rules import (POSITION_FORMAT, VERSIONS, Action, ActionSyntaxError, Catalog, Cell, ChooseElement, DataError,
                    Element, Fields, Game, IllegalAction, NotationError, Place, Placement, Terrain, check_cell,
                    check_placement, default_data_dir, load_catalog, parse_action, position_from_data, read_cell,
                    read_yaml, score)

GOAL_KINDS = ("actions", "place", "element", "score", "any")


@dataclass(frozen=True)
class Goal:
    """What a step accepts: exact actions, a placement with given traits, an element, or a score reached."""

    kind: str
    actions: tuple[Action, ...] = ()
    level: Optional[int] = None
    pillars: Optional[int] = None
    covers: Optional[Cell] = None
    hatches: Optional[bool] = None
    element: Optional[Element] = None
    terrain: Optional[Terrain] = None
    at_least: int = 0

    def met(self, game: Game, action: Action) -> bool:
        """True when the (legal) ``action`` fulfils the goal in ``game``'s current state."""
        state = game.state
        if self.kind == "any":
            return True
        if self.kind == "actions":
            return action in self.actions
        if self.kind == "element":
            return isinstance(action, ChooseElement) and action.element is self.element
        if self.kind == "place":
            if not isinstance(action, Place):
                return False
            board = state.board
            tile = state.tile(state.pending().tile or "")
            verdict = check_placement(board, tile, Placement(action.cells))
            if self.level is not None and verdict.level != self.level:
                return False
            if self.pillars is not None and verdict.pillars_needed != self.pillars:
                return False
            if self.covers is not None and self.covers not in action.cells:
                return False
            if self.hatches is not None:
                hatches = any((top := board.top(cell)) is not None and top.square.egg is not None and top.ready
                              for cell in action.cells)
                if hatches != self.hatches:
                    return False
            return True
        if self.kind == "score":
            probe = state.copy()
            probe.apply(action)
            sheet = score(probe.boards[state.current])
            value = sheet.types[self.terrain].points if self.terrain is not None else sheet.total
            return value >= self.at_least
        return False


@dataclass(frozen=True)
class Step:
    """One move the lesson asks for."""

    ask: str
    goal: Goal
    hint: str
    done: str
    solution: Action
    wrong_example: Optional[Action] = None


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    intro: str
    position: Any
    steps: tuple[Step, ...]
    source: str
    version: int = 1
    """The notation of its cells and actions (docs/FORMAT.md): 2 is ``B3``, 1 is ``row,col``."""

    def start(self, catalog: Optional[Catalog] = None) -> "LessonRun":
        return LessonRun(self, catalog or load_catalog())


class LessonRun:
    """A lesson being played: the game, the current step, and what to say."""

    def __init__(self, lesson: Lesson, catalog: Catalog) -> None:
        self.lesson = lesson
        state = position_from_data({"format": POSITION_FORMAT, "version": lesson.version, **lesson.position},
                                   lesson.source, catalog)
        self.game = Game.from_state(state)
        self.index = 0
        self.feedback = ""

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Optional[Step]:
        return None if self.finished else self.lesson.steps[self.index]

    def text(self) -> str:
        """What the lesson panel says now."""
        head = f"{self.lesson.title} ({min(self.index + 1, len(self.lesson.steps))}/{len(self.lesson.steps)})"
        body = "Lesson complete. Well done!" if self.finished else self.step.ask  # type: ignore[union-attr]
        parts = [head, body]
        if self.feedback:
            parts.append(self.feedback)
        return "\n".join(parts)

    def check(self, action: Action) -> Optional[str]:
        """None when the move is what the step asks for; otherwise why not (and nothing changes)."""
        step = self.step
        if step is None:
            return "The lesson is complete."
        if action not in self.game.legal_actions():
            probe = self.game.state.copy()
            try:
                probe.apply(action)
            except IllegalAction as error:
                return f"Not allowed: {error.reason}. {step.hint}"
        if not step.goal.met(self.game, action):
            return step.hint
        return None

    def applied(self) -> None:
        """The step's move was made: move on."""
        step = self.step
        if step is None:
            return
        self.feedback = step.done
        self.index += 1


def lessons_dir() -> Path:
    return default_data_dir() / "lessons"


def load_lessons(directory: Optional[Path] = None) -> list[Lesson]:
    """Every lesson file of the folder, in order of their ``order`` field."""
    folder = Path(directory) if directory is not None else lessons_dir()
    lessons = [load_lesson(path) for path in sorted(folder.glob("*.yaml"))]
    return [lesson for _, lesson in sorted(lessons, key=lambda pair: pair[0])]


def _action(value: Any, source: str, where: str, version: int) -> Action:
    try:
        return parse_action(value, version)
    except ActionSyntaxError as error:
        raise DataError(source, where, str(error)) from None


def load_lesson(path: Path) -> tuple[int, Lesson]:
    source = str(path)
    fields = Fields(read_yaml(path), source, "")
    version = fields.integer("version", 1)
    if version not in VERSIONS:
        raise fields.error("version", f"unsupported version {version} (lessons are read in versions "
                                      f"{' and '.join(str(v) for v in VERSIONS)})")
    order = fields.integer("order", 99, low=0, high=999)
    title = fields.string("title")
    intro = fields.string("intro", "")
    position = fields.raw("position")
    if not isinstance(position, dict):
        raise fields.error("position", "a position mapping (players, and optionally site, supply, pending)")
    steps = []
    for where, item in fields.items("steps"):
        step = Fields(item, source, where)
        goal_fields = step.sub("goal")
        steps.append(Step(ask=step.string("ask"), goal=_goal(goal_fields, version), hint=step.string("hint"),
                          done=step.string("done", "Good."),
                          solution=_action(step.raw("solution"), source, step.path("solution"), version),
                          wrong_example=_action(step.raw("wrong_example"), source, step.path("wrong_example"),
                                                version) if step.has("wrong_example") else None))
        step.done()
    fields.done()
    if not steps:
        raise fields.error("steps", "a lesson needs at least one step")
    lesson = Lesson(id=path.stem, title=title, intro=intro, position=position, steps=tuple(steps), source=source,
                    version=version)
    LessonRun(lesson, load_catalog())  # the position must load
    return order, lesson


def _goal(fields: Fields, version: int) -> Goal:
    kinds = [kind for kind in GOAL_KINDS if fields.has(kind)]
    if len(kinds) != 1:
        raise DataError(fields.source, fields.where, f"a goal has exactly one of {', '.join(GOAL_KINDS)}")
    kind = kinds[0]
    if kind == "actions":
        actions = tuple(_action(item, fields.source, where, version) for where, item in fields.items("actions"))
        fields.done()
        return Goal("actions", actions=actions)
    if kind == "element":
        goal = Goal("element", element=fields.choice("element", Element))
        fields.done()
        return goal
    if kind == "any":
        fields.raw("any")
        fields.done()
        return Goal("any")
    if kind == "score":
        sub = fields.sub("score")
        terrain = sub.choice("type", Terrain, None)
        goal = Goal("score", terrain=terrain, at_least=sub.integer("at_least", low=0))
        sub.done()
        fields.done()
        return goal
    sub = fields.sub("place")
    covers = sub.raw("covers", None)
    goal = Goal("place", level=sub.integer("level", None, low=1, high=20), pillars=sub.integer("pillars", None,
                low=0, high=20), covers=_covers(covers, fields.source, sub.path("covers"), version) if covers else None,
                hatches=sub.raw("hatches", None))
    sub.done()
    fields.done()
    return goal


def _covers(value: Any, source: str, where: str, version: int) -> Cell:
    """The cell a placement goal covers: ``B3``, or ``[row, col]`` in a version 1 lesson."""
    if version < 2:
        return check_cell(value, source, where)
    try:
        return read_cell(value, version)
    except NotationError as error:
        raise DataError(source, where, str(error)) from None
