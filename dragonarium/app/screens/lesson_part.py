"""The play screen's part for a lesson: the view of its step's marks, made only when a lesson is played (its modules
load for a lesson only)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from panda3d.core import NodePath

from dragonarium.app.scene.table_view import TableView

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
