"""The Assistant walking its track step by step, from where it stood to where the rules put it.

While it walks it is lifted off the board: it casts no shadow and is drawn in the pointer's pass (``masks``), so a
frame of its walk shows the table as kept and never redraws the shadow map; on its last step it is set down.
"""
from __future__ import annotations

from typing import Sequence

from dragonarium.play.motion import STEP_SECONDS
from dragonarium.rules import Board
from dragonarium.app.scene.board_view import assistant_spot
from dragonarium.app.scene.masks import PLAYER_CAMERA, POINTER_CAMERA, SUN_CAMERA, casts_no_shadow, follows_pointer
from dragonarium.app.scene.table_view import TableView

HOP = 0.15
"""How high the Assistant hops between two steps."""

Spot = tuple[float, float, float]


class AssistantWalks:
    """Animates each board's Assistant along the steps it walked since the last ``follow``."""

    def __init__(self, table: TableView, boards: Sequence[Board]) -> None:
        self.table = table
        self.steps = [board.step for board in boards]
        self.walks: dict[int, list[Spot]] = {}
        self.clock = 0.0
        self.enabled = True
        """False: an Assistant that moved stands on its last step at once (the ``motion`` setting)."""

    def follow(self, boards: Sequence[Board]) -> None:
        """Start a walk for every Assistant that moved since the last call."""
        for index, board in enumerate(boards):
            old = self.steps[index] if index < len(self.steps) else board.step
            if old != board.step and self.enabled:
                count = len(board.spec.track)
                path = [(old + k) % count for k in range(((board.step - old) % count) + 1)]
                self.walks[index] = [assistant_spot(board, step) for step in path]
                self.clock = 0.0
        self.steps = [board.step for board in boards]

    def wait(self, seconds: float) -> None:
        """The walks begin ``seconds`` from now (what the change showed first still moves)."""
        if self.walks:
            self.clock = -seconds

    def finish(self) -> None:
        """Every walking Assistant on its last step at once."""
        if self.walks:
            self.tick(max(len(spots) for spots in self.walks.values()) * STEP_SECONDS - min(self.clock, 0.0))

    @property
    def walking(self) -> bool:
        return bool(self.walks)

    def tick(self, seconds: float) -> None:
        """Move each walking Assistant; a finished walk leaves it on its last step."""
        if not self.walks:
            return
        self.clock += seconds
        position = max(self.clock, 0.0) / STEP_SECONDS
        for index, spots in list(self.walks.items()):
            node = self.table.board_nodes[index].find("**/assistant")
            if position >= len(spots) - 1 or node.isEmpty():
                if not node.isEmpty():
                    node.setPos(*spots[-1])
                    node.show(PLAYER_CAMERA | POINTER_CAMERA | SUN_CAMERA)  # set down: drawn with the table again
                del self.walks[index]
                continue
            follows_pointer(casts_no_shadow(node))
            k = int(position)
            t = position - k
            a, b = spots[k], spots[k + 1]
            node.setPos(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t,
                        a[2] + (b[2] - a[2]) * t + HOP * (1 - (2 * t - 1) ** 2))
