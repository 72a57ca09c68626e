"""A puzzle being solved at the table: the game on its position, the learner's answer and its grade.

``PuzzleRun`` answers the table as a lesson run does (``check``, ``applied``, ``text``, ``finished``,
``restartable``, ``restart_step``, ``highlights``), so the play screen plays it the way it plays a lesson: every
legal move of the puzzle's decision is accepted (a draft, then the placement of its tile), and once the answer is
complete it is graded, the table goes back to the puzzle's position and the best move is drawn there.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Optional

from dragonarium.i18n import _
from dragonarium.rules import Action, Draft, Game, GameState, IllegalAction, Place, Trade
from dragonarium.puzzles.grading import Evaluator, Grade, grade
from dragonarium.puzzles.model import Answer, Puzzle
from dragonarium.puzzles.puzzle_words import explanation, grade_sentence, move_words, title


class PuzzleRun:
    """``puzzle`` being solved; ``on_graded`` hears each grade (the table keeps the progress with it)."""

    def __init__(self, puzzle: Puzzle, judge: Optional[Evaluator] = None,
                 on_graded: Callable[[Puzzle, Grade], None] = lambda puzzle, grade: None) -> None:
        self.puzzle = puzzle
        self.judge = judge
        self.on_graded = on_graded
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

    def answered(self, answer: Answer) -> Grade:
        """Grade ``answer``, say the grade and why the best move is best, and put the table back at the puzzle's
        position (where the best move is drawn)."""
        state = self.puzzle.state
        found = grade(state, answer, self.puzzle.value, self.judge, self.puzzle.answer)
        lines = [grade_sentence(found)]
        if not found.found:
            lines.append(_("Your move: {move}.").format(move=move_words(state, answer)))
        lines.append(_("The best move: {why}").format(why=explanation(state, self.puzzle.answer)))
        self.words = "\n".join(lines)
        self.grade = found
        self._rewind()
        self.on_graded(self.puzzle, found)
        return found

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
        if self.grade is not None:
            return f"{head}\n{self.words}"
        if self.drafted is not None:
            return f"{head}\n" + _("Now place the tile: its points are graded once it is placed.")
        return f"{head}\n" + _("Make your move with the mouse: it is graded by the points it makes.")

    def highlights(self) -> tuple:
        return ()

    def restart_step(self) -> None:
        """Try the puzzle again from its position."""
        self.grade = None
        self.words = ""
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
