"""A puzzle being solved at the table: the game on its position, the learner's answer and its grade.

``PuzzleRun`` answers the table as a lesson run does (``check``, ``applied``, ``text``, ``finished``,
``restartable``, ``restart_step``, ``highlights``), so the play screen plays it the way it plays a lesson: every
legal move of the puzzle's decision is accepted (a draft, then the placement of its tile), and once the answer is
complete it is graded and the table goes back to the puzzle's position. An answer short of the best gets one more
try, its grade not shown (``RETRIES``); the second answer, or a first that finds the best move, is graded and shown
with the best move beside it, each drawn on the table, and each move's points in parts that add up (``figures``).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Optional

from dragonarium.i18n import _
from dragonarium.rules import Action, Draft, Game, GameState, IllegalAction, Place, Trade
from dragonarium.puzzles.figures import DIGITS, Parts, outlook_of, parts_of, scored_now, stone_spots
from dragonarium.puzzles.grading import Evaluator, Grade, grade
from dragonarium.puzzles.model import Answer, Puzzle
from dragonarium.puzzles.puzzle_words import explanation, figures_lines, grade_sentence, title

RETRIES = 1
"""Answers short of the best move that may be tried again before the answer is shown."""
PRACTICE = 0
"""The try number ``on_graded`` hears for an answer given after the answer was shown (it counts for no rating)."""


class PuzzleRun:
    """``puzzle`` being solved; ``on_graded`` hears each grade shown with its try (1, 2, or ``PRACTICE`` once the
    answer was shown; the table keeps the progress with it); ``standing(graded)`` says the rating and the streak
    (``graded``: with the last answer's change)."""

    def __init__(self, puzzle: Puzzle, judge: Optional[Evaluator] = None,
                 on_graded: Callable[[Puzzle, Grade, int], None] = lambda puzzle, grade, tries: None,
                 standing: Callable[[bool], str] = lambda graded: "") -> None:
        self.puzzle = puzzle
        self.judge = judge
        self.on_graded = on_graded
        self.standing = standing
        self.tries = 0
        """Answers given since the puzzle opened (or since the answer was last shown)."""
        self.shown = False
        """The answer was shown once: later answers are practice."""
        self.answer: Optional[Answer] = None
        """The answer graded and shown (beside the best move)."""
        self.figures: tuple[Optional[Parts], Optional[Parts]] = (None, None)
        """The parts of the best move's points and of the answer's (None when it is the best) as shown."""
        self.spots: dict[Answer, tuple] = {}
        """The cells the stones of each shown move go on this turn (an element's walk)."""
        self._start = _as_learner(puzzle.state)
        self.game = Game.from_state(self._start.copy())
        self.drafted: Optional[Draft] = None
        self.grade: Optional[Grade] = None
        self.words = ""
        """The grade and the explanation, once the answer is graded."""

    @property
    def finished(self) -> bool:
        """The answer is graded (the puzzle takes no more moves until it is tried again)."""
        return self.grade is not None

    @property
    def restartable(self) -> bool:
        return self.grade is not None or self.drafted is not None

    def check(self, action: Action) -> Optional[str]:
        """None when ``action`` is a move of the puzzle's answer; otherwise why not."""
        if self.grade is not None:
            return _("This puzzle is answered: try it again, or go on to the next one.")
        if isinstance(action, Trade):
            return _("This puzzle asks for a move of its decision, not a trade.")
        try:
            self.game.state.copy().apply(action)
        except IllegalAction as error:
            return _("Not allowed: {reason}.").format(reason=error.reason)
        return None

    def applied(self, action: Action) -> None:
        """A move ``check`` accepted was made: a draft waits for its placement; a complete answer is graded."""
        if isinstance(action, Draft):
            self.drafted = action
            return
        if isinstance(action, Place) and self.drafted is not None:
            answer = Answer(self.drafted, action.cells)
        else:
            answer = Answer(action)
        self.answered(answer)

    @property
    def retrying(self) -> bool:
        """A first answer fell short of the best and the puzzle waits for the second."""
        return self.grade is None and self.tries > 0

    def answered(self, answer: Answer) -> Grade:
        """Grade ``answer`` and put the table back at the puzzle's position. Short of the best with a try left: say
        so and nothing more; otherwise show the grade, each move's points in parts, and why the best move is
        best (both moves are drawn)."""
        state = self.puzzle.state
        found = grade(state, answer, self.puzzle.value, self.judge, self.puzzle.answer)
        self.tries += 1
        if not found.found and self.tries <= RETRIES and not self.shown:
            self.words = _("Not the best move: try once more. The answer is shown after your next try.")
            self._rewind()
            return found
        best = self.parts(self.puzzle.answer, self.puzzle.value)
        yours = None if found.found else self.parts(answer, found.points)
        lines = [grade_sentence(found, best, yours)]
        lines += figures_lines(state, best, None if yours is None else (answer, yours))
        lines.append(_("The best move: {why}").format(why=explanation(state, self.puzzle.answer)))
        self.words = "\n".join(lines)
        self.figures = (best, yours)
        self.grade = found
        self.answer = answer
        self._rewind()
        tries = PRACTICE if self.shown else self.tries
        self.shown = True
        self.on_graded(self.puzzle, found, tries)
        return found

    def parts(self, answer: Answer, points: float) -> Parts:
        """``answer``'s ``points`` in the parts shown (scored now, and later by the estimate); where its stones go
        is kept in ``spots``."""
        outlook = outlook_of(self.puzzle.state, answer)
        self.spots[answer] = stone_spots(outlook)
        return parts_of(points, scored_now(outlook), DIGITS)

    def play(self, action: Action) -> Optional[str]:
        """Judge and, when accepted, make ``action`` (a scripted learner; the table goes through its controller)."""
        problem = self.check(action)
        if problem is None:
            self.game.apply(action)
            self.applied(action)
        return problem

    def text(self) -> str:
        """The puzzle's panel: its title, then what to do, or the grade and the explanation."""
        head = title(self.puzzle)
        standing = self.standing(self.grade is not None)  # the last answer's change only beside its grade
        tail = f"\n{standing}" if standing else ""
        if self.grade is not None:
            return f"{head}\n{self.words}{tail}"
        if self.drafted is not None:
            body = _("Now place the tile: its points are graded once it is placed.")
        else:
            body = _("Make your move with the mouse: it is graded by the points it makes.")
        if self.retrying:
            body = f"{self.words}\n{body}"
        return f"{head}\n{body}{tail}"

    def highlights(self) -> tuple:
        return ()

    def restart_step(self) -> None:
        """Try the puzzle again from its position (once the answer was shown, for practice)."""
        if self.grade is not None:
            self.tries = 0
            self.words = ""
        self.grade = None
        self.answer = None
        self._rewind()

    def _rewind(self) -> None:
        self.drafted = None
        self.game.state = self._start.copy()
        del self.game.history[:]


def _as_learner(state: GameState) -> GameState:
    """The puzzle's position with the player to move named "You" in the language in use (the files say it in
    English)."""
    table = state.copy()
    seat = table.seats[table.current]
    seats = list(table.seats)
    seats[table.current] = replace(seat, name=_("You"))
    table.seats = tuple(seats)
    return table
