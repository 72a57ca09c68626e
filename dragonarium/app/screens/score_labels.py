"""The play screen's scoring overlay (``scene.overlay_view.ScoreOverlay``), made, and its modules loaded, when first
shown: a quicker start. Its labels keep off the hover panel's region of the screen's plan whatever it shows."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional, Sequence

from panda3d.core import NodePath

from dragonarium.rules import GameState
from dragonarium.app.scene.layout import BoardPlace
from dragonarium.play.table.screen_layout import ScreenLayout

if TYPE_CHECKING:
    from dragonarium.app.scene.overlay_view import ScoreOverlay


class ScoreLabels:
    """The scoring overlay of a play screen: outlines under ``root`` (the 3D scene), labels and totals in ``layer``
    (the 2D layer), placed in the boxes of ``plan()``; ``wanted()`` says whether the player has it on."""

    def __init__(self, root: NodePath, layer: NodePath, plan: Callable[[], ScreenLayout],
                 wanted: Callable[[], bool]) -> None:
        self.layer = layer
        self._plan = plan
        self._wanted = wanted
        self.made: Optional["ScoreOverlay"] = None
        """The overlay once first shown (None before)."""
        self._places = (root.attachNewNode("score-overlay-place"), layer.attachNewNode("score-overlay-labels-place"))

    @property
    def overlay(self) -> "ScoreOverlay":
        """The overlay, made now if it was never shown."""
        if self.made is None:
            from dragonarium.app.scene.label_search import LabelSearch
            from dragonarium.app.scene.overlay_view import ScoreOverlay

            outlines, labels = self._places
            self.made = ScoreOverlay(outlines, self.layer, labels, LabelSearch())
            self.place()
            self.made.set_visible(self._wanted())
        return self.made

    def show(self, state: GameState, places: Sequence[BoardPlace]) -> None:
        """Show or hide the overlay as the player wants it, drawn for ``state`` (its site beyond the board of the
        player to move)."""
        wanted = self._wanted()
        if wanted or self.made is not None:
            self.overlay.set_visible(wanted)
        if wanted:
            self.overlay.show(state.boards, list(places), [seat.name for seat in state.seats], state.current)

    def place(self) -> None:
        """The totals in the plan's box for them, the labels kept off its hover panel (placed by the next
        ``follow``)."""
        if self.made is not None:
            plan = self._plan()
            self.made.place_totals(plan.totals.left, plan.totals.top, plan.totals.width, (plan.hover,))

    def follow(self, base, force: bool = False, moving: bool = False) -> bool:
        """``ScoreOverlay.follow`` once it is made; True when the labels moved."""
        return self.made is not None and self.made.follow(base, force, moving)
