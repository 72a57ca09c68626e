"""The play screen's part for a lesson: the view of its step's marks, made only when a lesson is played (its modules
load for a lesson only)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from panda3d.core import NodePath

from dragonarium.app.scene.table_view import TableView
from dragonarium.app.ui.hud_panels import text_rows
from dragonarium.play.table.screen_layout import Measure

if TYPE_CHECKING:
    from dragonarium.app.scene.lesson_view import LessonView, ToScreen
    from dragonarium.lessons import LessonRun


def lesson_view(lesson: Optional["LessonRun"], root: NodePath, table: TableView,
                to_screen: "ToScreen") -> Optional["LessonView"]:
    """The rings of the lesson's steps over ``table`` (None outside a lesson)."""
    if lesson is None:
        return None
    from dragonarium.app.scene.lesson_view import LessonView

    return LessonView(root, table, to_screen)


NOTE_ROWS = 3
"""The rows kept under a step's words: a refusal or a hint (two rows) and the legend of the marks."""


class SteadyRows:
    """The rows the lesson's panel keeps for the whole lesson: the most any of its steps needs, with room for a note
    under the ask, so that its box (and the board framed under it) stays put as the lesson goes on, and a refused
    click does not move the board under the pointer. It grows only when a text needs more (``every_text``: the
    panel's words at each step; a puzzle has none)."""

    def __init__(self, every_text: Callable[[], tuple[str, ...]]) -> None:
        self.every_text = every_text
        self._rows: dict[float, int] = {}

    def measure(self, text: str) -> Measure:
        """The rows the panel takes at a width (in ems) while it shows ``text``."""
        def rows(width_em: float) -> int:
            key = round(width_em, 2)
            if key not in self._rows:
                texts = self.every_text()
                self._rows[key] = max((text_rows(each, width_em) for each in texts), default=0) + (
                    NOTE_ROWS if texts else 0)
            return max(text_rows(text, width_em), self._rows[key])
        return rows
