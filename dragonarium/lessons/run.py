"""A lesson being played: the game, the current step, the judge of each move, and what the panel says.

``LessonRun.check`` judges a move before it is made: an illegal move is
refused with the rule it breaks, a legal one that misses the step's goal with
what the step asked and what the move did instead. Nothing changes until the
move is accepted. A step is done only once the table is as its ``done`` text
says: when its move opens decisions that finish it (the stones of the walk it
started, the nest of the dragon it hatched) and the next step does not ask for
them, the learner makes them first (``finishing``), each legal choice accepted.
``applied`` then moves on to the next step. Every text is rendered from the
table as it is when it is shown (``texts``), so it stays true whatever accepted
move the learner made.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from dragonarium.i18n import N_, _
from dragonarium.rules import (POSITION_FORMAT, Action, Catalog, DataError, DragonariumError, Game, GameState,
                               IllegalAction, Phase, position_from_data, shown)
from dragonarium.lessons.focus import Focus, Ref, Style, resolve_all
from dragonarium.lessons.goals import ACTION_KIND, DOING, Move, for_each
from dragonarium.lessons.language import check_translation
from dragonarium.lessons.learner import LEARNER
from dragonarium.lessons.model import Lesson, Step
from dragonarium.lessons.placeholders import Scene
from dragonarium.lessons.texts import render
from dragonarium.lessons.trail import Trail

COMPLETE = N_("Lesson complete.")
"""Said once the last step is done (a message: translated where it is shown)."""
FINISH = N_("To finish this move, {doing}.")
"""What the panel asks while the learner makes the decisions a step's move opened (``{doing}``: the decision)."""
CHOICES = Ref("choices")
FOLLOW_UPS = frozenset({Phase.STONE, Phase.REWARD_STONE, Phase.NEST, Phase.EXTRA_DRAGON, Phase.FALLBACK_STONE})
"""The decisions that finish the move before them: the stones of a walk, the nest of a hatched dragon."""


@dataclass(frozen=True)
class StepStart:
    """The table as a step found it, to start that step again."""

    state: GameState
    moves: int
    trail: Trail
    feedback: str


def lesson_state(lesson: Lesson, catalog: Catalog) -> GameState:
    """The table a lesson starts from: its position, the solo discard as the lesson says, then its setup moves."""
    mapping = {"format": POSITION_FORMAT, "version": lesson.version, **lesson.position}
    try:
        state = position_from_data(mapping, lesson.source, catalog)
    except DataError as error:
        raise DataError(error.source, f"position.{error.where}" if error.where else "position",
                        error.problem) from None
    if len(state.seats) != 1:
        raise DataError(lesson.source, "position.players", _("a lesson has one player, the learner"))
    state.seats = (replace(state.seats[0], name=shown(LEARNER)),)
    state.solo_discard = lesson.solo_discard
    for index, action in enumerate(lesson.setup):
        try:
            state.apply(action)
        except IllegalAction as error:
            raise DataError(lesson.source, f"setup[{index}]", f"{action}: {error.reason}") from None
    return state


class LessonRun:
    """A lesson being played: the game, the current step, and what to say."""

    def __init__(self, lesson: Lesson, catalog: Catalog) -> None:
        self.lesson = lesson
        self.catalog = catalog
        self.game = Game.from_state(lesson_state(lesson, catalog))
        self.index = 0
        self.feedback = ""
        """What the last accepted move did (the step's ``done`` text, said for the table after it)."""
        self.trail = Trail()
        self.finishing = False
        """The current step's move is made; the decisions it opened are being made (each legal choice accepted)."""
        self._accepted: Optional[tuple[Action, Trail]] = None
        self._starts = [self._snapshot()]

    # -- reading ---------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Optional[Step]:
        return None if self.finished else self.lesson.steps[self.index]

    @property
    def scene(self) -> Scene:
        step = self.step
        return Scene(self.game.state, self.trail, None if step is None else step.goal)

    def say(self, template: str, strict: bool = False, step: Optional[Step] = None) -> str:
        """``template`` of ``step`` (the current one by default), in the language in use, said for the table as it
        is now (``strict``: an unsayable placeholder raises)."""
        scene = self.scene if step is None else Scene(self.game.state, self.trail, step.goal)
        return render(shown(template), scene, strict=strict)

    def ask(self) -> str:
        step = self.step
        return "" if step is None else self.say(step.ask)

    def summary(self) -> str:
        return self.say(self.lesson.summary)

    def text(self) -> str:
        """What the lesson panel says now: the title and progress, what the last move did (before the first step is
        done: the lesson's intro), what to do next."""
        total = len(self.lesson.steps)
        head = _("{title} ({step}/{steps})").format(title=self.lesson.display_title, step=min(self.index + 1, total),
                                                   steps=total)
        parts = [head]
        if self.finishing:
            parts.append(_(FINISH).format(doing=self.game.state.pending().doing))
            return "\n".join(parts)
        if self.feedback:
            parts.append(self.feedback)
        elif self.index == 0 and self.lesson.intro:  # the lesson has just opened
            parts.append(self.say(self.lesson.intro))
        if self.finished:
            parts.append(shown(COMPLETE) + (" " + self.summary() if self.lesson.summary else ""))
        else:
            parts.append(self.ask())
        return "\n".join(parts)

    def every_text(self) -> tuple[str, ...]:
        """What the panel would say at each step of the lesson and once it is complete, said for the table as it is
        now: what sizes the panel once for the whole lesson, so that the board does not move under the pointer as the
        lesson goes on (a note under the ask, a refusal or a hint, is the screen's to leave room for)."""
        steps = self.lesson.steps
        total = len(steps)
        texts = []
        for index, step in enumerate(steps):
            head = _("{title} ({step}/{steps})").format(title=self.lesson.display_title, step=index + 1, steps=total)
            before = self.say(self.lesson.intro) if index == 0 and self.lesson.intro else (
                self.say(steps[index - 1].done, step=steps[index - 1]) if index else "")
            texts.append("\n".join(part for part in (head, before, self.say(step.ask, step=step)) if part))
        if steps:
            head = _("{title} ({step}/{steps})").format(title=self.lesson.display_title, step=total, steps=total)
            texts.append("\n".join((head, self.say(steps[-1].done, step=steps[-1]), shown(COMPLETE) + (
                " " + self.summary() if self.lesson.summary else ""))))
        return tuple(texts)

    def focus(self) -> Focus:
        """The pieces the current step speaks of, in every style (while its move is finished: the choices open;
        nothing once the lesson is complete)."""
        focus = Focus()
        for _style, pieces in self.highlights():
            focus = focus + pieces
        return focus

    def highlights(self) -> tuple[tuple[Style, Focus], ...]:
        """The pieces the current step lights, by style: to use, to avoid, for information (while its move is
        finished: the choices open, to use)."""
        step = self.step
        if step is None:
            return ()
        if self.finishing:
            return ((Style.USE, resolve_all((CHOICES,), self.scene)),)
        lit = ((style, resolve_all(refs, self.scene)) for style, refs in step.lit())
        return tuple((style, focus) for style, focus in lit if not focus.empty)

    @property
    def restartable(self) -> bool:
        """Whether there is a step to play again: one done, or the one whose move is being finished."""
        return self.index > 0 or self.finishing

    # -- judging and moving on ---------------------------------------------------------------
    def check(self, action: Action) -> Optional[str]:
        """None when the move is what the step asks for; otherwise why not (and nothing changes)."""
        self._accepted = None
        step = self.step
        if step is None:
            return _("Lesson complete. Choose the next lesson, or go back to the start.")
        state = self.game.state
        if self.finishing:
            return self._check_follow_up(action)
        goal = step.goal
        hint = f" {self.say(step.hint)}" if step.hint else ""
        probe = state.copy()
        try:
            probe.apply(action)
        except IllegalAction as error:
            return _("Not allowed: {reason}.").format(reason=error.reason) + " " + goal.request(state) + hint
        other = goal.other_kind(action)
        if other is not None:
            return _("Not this move: this step asks you to {wanted}, not to {done}.").format(
                wanted=shown(DOING[goal.kind]), done=shown(DOING[other])) + hint
        misses = goal.misses(Move(state, action, probe))
        if misses:
            return _("Not this move: this step asks for {wanted}.").format(wanted=for_each(misses)) + hint
        self._accepted = (action, self.trail.after(probe.log[len(state.log):]))
        return None

    def _check_follow_up(self, action: Action) -> Optional[str]:
        state = self.game.state
        probe = state.copy()
        try:
            probe.apply(action)
        except IllegalAction as error:
            return _("Not allowed: {reason}.").format(reason=error.reason) + " " + _(FINISH).format(
                doing=state.pending().doing)
        self._accepted = (action, self.trail.after(probe.log[len(state.log):]))
        return None

    def applied(self, action: Action) -> None:
        """A move ``check`` accepted was made: the step is done once the decisions its move opened are made, then
        the lesson moves on to the next step."""
        step = self.step
        if step is None:
            return
        if self._accepted is not None and self._accepted[0] == action:
            self.trail = self._accepted[1]
        self._accepted = None
        self.finishing = self._opens_follow_up()
        if self.finishing:
            return
        self.index += 1
        self.feedback = self.say(step.done, step=step)
        self._starts.append(self._snapshot())

    def _opens_follow_up(self) -> bool:
        """Whether the decision now open finishes the move just made, and the next step does not ask for it."""
        state = self.game.state
        decision = state.pending()
        if state.over or decision.phase not in FOLLOW_UPS:
            return False
        following = self.lesson.steps[self.index + 1] if self.index + 1 < len(self.lesson.steps) else None
        return following is None or all(ACTION_KIND[type(choice)] is not following.goal.kind
                                        for choice in decision.choices)

    def play(self, action: Action) -> Optional[str]:
        """Judge and, when accepted, make ``action`` (a scripted learner; the table goes through its controller);
        ``finish`` makes the decisions it opens."""
        problem = self.check(action)
        if problem is None:
            self.game.apply(action)
            self.applied(action)
        return problem

    def finish(self) -> list[Action]:
        """Make the decisions the current step's move opened, each with its first choice (a scripted learner);
        returns the moves made."""
        made = []
        while self.finishing:
            action = self.game.state.pending().choices[0]
            problem = self.play(action)
            assert problem is None, problem
            made.append(action)
        return made

    def answer(self) -> Optional[Action]:
        """A move the step accepts now, for a hint: its solution when the table still takes it, else the first
        legal move it accepts (None once the lesson is complete). Nothing changes."""
        if self.step is None:
            return None
        kept = self._accepted
        try:
            for action in (self.step.solution, *self.game.legal_actions()):
                if self.check(action) is None:
                    return action
            return None
        finally:
            self._accepted = kept

    # -- starting again ------------------------------------------------------------------------
    def _snapshot(self) -> StepStart:
        return StepStart(self.game.state.copy(), len(self.game.history), self.trail, self.feedback)

    def restart_step(self) -> None:
        """Go back to the start of the last step done, to play it again (a refused move changes nothing, so the
        step being asked needs no restart); while a step's move is being finished, that step. Before any step is
        done: back to the start."""
        if self.finishing:
            self.finishing = False
        elif self.index > 0:
            self.index -= 1
            self._starts.pop()
        self._rewind(self._starts[self.index])

    def restart(self) -> None:
        """Start the lesson over from its first step."""
        self.index = 0
        self.finishing = False
        del self._starts[1:]
        self._rewind(self._starts[0])

    def _rewind(self, start: StepStart) -> None:
        self.game.state = start.state.copy()
        del self.game.history[start.moves:]
        self.trail = start.trail
        self.feedback = start.feedback
        self._accepted = None


def check_text(run: LessonRun, template: str, where: str, step: Optional[Step] = None) -> str:
    """``template`` said strictly for the table now, in the language in use; an unsayable placeholder, or a
    translation that drops a placeholder or could lie, is a ``DataError`` naming ``where``."""
    try:
        check_translation(template, run.catalog)
        return run.say(template, strict=True, step=step)
    except DragonariumError as error:
        raise DataError(run.lesson.source, where, str(error)) from None
