"""Drawing a lesson at one of its steps, a puzzle, or a review at one of its decisions, with no display: the very
screen a person sees there (``render --lesson``, ``--puzzle``, ``--review``), and its layout record.

A lesson's earlier steps are played with the lesson's own answers (its scripted learner: ``LessonRun.play`` and
``finish``); a review shows the judgements kept beside its record and judges the decision shown when they lack
it, judging no other (a picture waits for one judgement only, and writes nothing beside the record).
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Optional, Sequence, Union

from dragonarium.i18n import _
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.review import judging
from dragonarium.play.review.cache import cache_path
from dragonarium.play.review_session import ReviewSession, open_record
from dragonarium.play.session import PlaySession
from dragonarium.play.table.marks import LegalMap, Mark
from dragonarium.rules import Catalog, DataError, DragonariumError
from dragonarium.app.drawing_quality import apply_look, preset_for
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.scene.scene_boxes import mark_items
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.puzzle_screen import PuzzleScreen
from dragonarium.app.screens.review_screen import ReviewScreen
from dragonarium.app.screens.screen_context import ScreenContext
from dragonarium.app.ui.layout_json import Item, collect, write

if TYPE_CHECKING:
    from dragonarium.lessons import Lesson
    from dragonarium.puzzles.model import Puzzle

Shown = Union[GameScreen, ReviewScreen]


class StillReview(ReviewSession):
    """A review that judges nothing by itself and keeps nothing beside its record (a picture of it)."""

    def start(self) -> None:
        """No analysis of its own: the judgements it holds are those it shows."""

    def save(self) -> None:
        """A picture writes nothing beside the record."""


def numbered(number: int, count: int, option: str) -> int:
    """``number`` (from 1) as an index, or a clear refusal naming ``option`` and the numbers there are."""
    if not 1 <= number <= count:
        raise DragonariumError(_("{option} is a number from 1 to {count}, not {number}").format(
            option=option, count=count, number=number))
    return number - 1


def lesson_at(context: ScreenContext, lesson: "Lesson", catalog: Catalog, step: int) -> GameScreen:
    """The lesson screen of ``lesson`` asking its ``step``-th step (from 1), the steps before it played with the
    lesson's own answers."""
    from dragonarium.lessons import LessonRun

    index = numbered(step, len(lesson.steps), "--step")
    run = LessonRun(lesson, catalog)
    while run.index < index:
        problem = run.play(run.lesson.steps[run.index].solution)
        if problem is not None:
            raise DataError(lesson.source, f"steps[{run.index}].solution", problem)
        run.finish()
    return GameScreen(context, PlaySession(run.game, lesson=run))


def puzzle_at(context: ScreenContext, puzzle: "Puzzle") -> PuzzleScreen:
    """The puzzle screen of ``puzzle``, as it opens."""
    return PuzzleScreen(context, puzzle, on_back=lambda: None, on_next=lambda: None)


def review_session(path: Path, catalog: Catalog, decision: int) -> tuple[StillReview, int]:
    """The review of the record at ``path`` with its ``decision``-th judged decision (from 1) judged, and that
    decision's action index."""
    session = StillReview(open_record(path, catalog), catalog, cache_path(path), str(path))
    index = session.analysis.wanted[numbered(decision, len(session.analysis.wanted), "--decision")]
    known = session.analysis.results()
    if index not in known:
        known[index] = judging.judge(session.states[index], session.actions[index], index)
    session.analysis = judging.Analysis(session.states, session.actions, known)
    return session, index


def review_at(context: ScreenContext, session: ReviewSession, index: int) -> ReviewScreen:
    """The review screen of ``session`` at the decision of action ``index``."""
    screen = ReviewScreen(context, session)
    screen.go(index)
    return screen


def screen_marks(screen: Shown) -> tuple[Mark, ...]:
    """What the screen marks on the table: a lesson's or a puzzle's rings, the decision's cells and ghosts (the
    legal map, over every free square, is not a mark to keep clear)."""
    session = screen.session
    marks: tuple[Mark, ...] = session.decision_marks()
    if isinstance(session, PlaySession):
        marks = session.lesson_marks() + marks
    return tuple(mark for mark in marks if not isinstance(mark, LegalMap))


def screen_items(screen: Shown, size: tuple[int, int]) -> list[Item]:
    """The layout record of ``screen`` in a window ``size`` pixels: every 2D element and every text drawn, then each
    marked cell, site slot or Assistant as the camera shows it (kind ``mark``)."""
    state = screen.session.state if isinstance(screen, ReviewScreen) else screen.game.state
    return collect(screen.base.aspect2d, size, every_text=True) + mark_items(screen.base, screen.table.places, state,
                                                             screen_marks(screen))


def offscreen_context(size: tuple[int, int], quality: Quality, text_size: int) -> ScreenContext:
    """A context on the process's offscreen base at ``size``, the look of ``quality``, the text at ``text_size``
    per cent; the previous screen's scene and layer are gone."""
    base = OffscreenBase.get(size, multisamples=0 if quality is Quality.FAST else 4)
    preset = PRESETS[Quality.FAST] if quality is Quality.FAST else preset_for(quality, base.base)
    apply_look(base.base, base.assets, preset)
    base.fresh_scene()
    base.fresh_overlay()
    return ScreenContext(base.base, base.assets, preset, text_size=text_size)


def save_screen(screen: Shown, size: tuple[int, int], out: Optional[Path],
                layout_json: Optional[Path] = None) -> list[Item]:
    """Draw ``screen`` to ``out`` (None: no picture), its layout record to ``layout_json`` (when given); the
    record, and the screen cleaned up."""
    try:
        screen.tick(0.0)
        if out is not None:
            base = OffscreenBase.get(size)
            base.render_frames(2)
            base.save(out)
        items = screen_items(screen, size)
        if layout_json is not None:
            write(items, size, layout_json)
        return items
    finally:
        screen.cleanup()


def find_puzzle(puzzles: Sequence["Puzzle"], name: str) -> "Puzzle":
    """The puzzle named ``name`` (its file's name without ``.yaml``), or a refusal naming those there are."""
    for puzzle in puzzles:
        if puzzle.id == name:
            return puzzle
    names = sorted(puzzle.id for puzzle in puzzles)
    raise DragonariumError(_("--puzzle names one of the {count} puzzles, {first} to {last}, not {name}").format(
        count=len(names), first=names[0] if names else "-", last=names[-1] if names else "-", name=name))
