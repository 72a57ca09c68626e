"""A lesson as read from its file: a position, an optional setup, and steps that each ask for one move."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dragonarium.rules import Action, shown
from dragonarium.lessons.focus import Ref, Style
from dragonarium.lessons.goals import Goal

TOPICS = ("placing", "stacking", "pillars", "eggs-and-stones", "hatching", "nesting", "dragon-types", "assistant",
          "royal-eggs", "scoring", "game-end", "church-ruins", "lostwing-cliffs", "marble-quarry", "eternal-shrines")
"""The rule topics lessons teach; every topic has at least one lesson."""


@dataclass(frozen=True)
class Step:
    """One move a lesson asks for: texts (templates, see ``texts``), the goal, what to show, moves to test it."""

    ask: str
    goal: Goal
    done: str
    solution: Action
    hint: str = ""
    wrong: tuple[Action, ...] = ()
    show: tuple[Ref, ...] = ()
    """The pieces its text speaks of, shown for information."""
    use: tuple[Ref, ...] = ()
    """The pieces its move is to use."""
    avoid: tuple[Ref, ...] = ()
    """The pieces its move must not use."""

    def lit(self) -> tuple[tuple[Style, tuple[Ref, ...]], ...]:
        """Each style with the pieces lit in it (styles with none left out)."""
        return tuple((style, refs) for style, refs in ((Style.USE, self.use), (Style.AVOID, self.avoid),
                                                      (Style.INFO, self.show)) if refs)


@dataclass(frozen=True)
class Lesson:
    """A lesson: where it starts, what it teaches, its steps."""

    id: str
    title: str
    topics: tuple[str, ...]
    intro: str
    summary: str
    position: Any
    steps: tuple[Step, ...]
    source: str
    setup: tuple[Action, ...] = ()
    order: int = 99
    version: int = 2
    """The notation of its cells and actions (docs/FORMAT.md): 2 is ``B3``, 1 is ``row,col``."""
    solo_discard: bool = False
    """Whether the solo discard happens at the end of a turn (only in a lesson about it)."""
    teaches: str = ""
    """What the lesson teaches, in one line (its English; the Lessons menu shows it under the title)."""

    @property
    def display_title(self) -> str:
        """The title in the language in use (``title`` is the file's English)."""
        return shown(self.title)
