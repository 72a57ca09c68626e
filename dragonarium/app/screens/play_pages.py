"""The pages over the play screen's boards: the F1 help, the "Why?" panel in the right-hand column and the final
page of a finished game."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional, Sequence

from panda3d.core import NodePath

from dragonarium.play.table.screen_layout import Box, ScreenLayout
from dragonarium.rules import GameState
from dragonarium.app.ui.help_page import PAD, HelpPage

if TYPE_CHECKING:
    from dragonarium.play.why.explain import Explanation
    from dragonarium.app.ui.end_panel import EndPanel
    from dragonarium.app.ui.why_panel import WhyPanel


class PlayPages:
    """The pages in ``overlay``, each in its box of the screen's layout as ``plan()`` says it is now. The "Why?"
    panel is made, and its module loaded, when first shown (a quicker start); the final page when the game ends;
    Esc puts the final page away and brings it back (``end_hidden``)."""

    def __init__(self, overlay: NodePath, plan: Callable[[], ScreenLayout]) -> None:
        self.overlay = overlay
        self.plan = plan
        self.help_page = HelpPage(overlay)
        self._why_panel: Optional["WhyPanel"] = None
        self._why_layer = overlay.attachNewNode("why-layer")
        self.end_panel: Optional["EndPanel"] = None
        self.end_hidden = False
        """Esc put the final page away (Esc brings it back)."""

    @property
    def why_panel(self) -> "WhyPanel":
        if self._why_panel is None:
            from dragonarium.app.ui.why_panel import WhyPanel

            self._why_panel = WhyPanel(self._why_layer)
        return self._why_panel

    @property
    def end_open(self) -> bool:
        """The final page shows (unless the help covers it)."""
        return self.end_panel is not None and not self.end_hidden

    def game_over(self, state: GameState, on_review: Optional[Callable[[], None]] = None) -> None:
        """The final page of ``state``, made once (``on_review``: its Review button opens the game's review)."""
        if self.end_panel is None:
            from dragonarium.play.table.summary import final_summary  # the end's modules load when a game ends
            from dragonarium.app.ui.end_panel import EndPanel

            self.end_panel = EndPanel(self.overlay, final_summary(state), self.plan().page, on_review)

    def show(self, help_open: bool, why: Optional["Explanation"]) -> Optional["Explanation"]:
        """The help page over everything but the left column and the bottom strip (``help_open``), else the final
        page, else the "Why?" panel on ``why`` (None: closed); the explanation shown."""
        why = None if help_open or self.end_open else why
        if why is not None or self._why_panel is not None:
            self.why_panel.show(why, self.plan().why, lambda: self.plan().why_spare)
        self.help_page.root.show() if help_open else self.help_page.root.hide()
        if self.end_panel is not None:
            self.end_panel.root.hide() if help_open or self.end_hidden else self.end_panel.root.show()
        return why

    def hide_under_help(self, help_open: bool, widgets: Sequence[NodePath]) -> bool:
        """Whether the help is open over the whole window (``HelpPage.grown``): ``widgets`` are hidden while it
        is (nothing shows over it, nothing under it takes a click), shown again otherwise."""
        grown = help_open and self.help_page.grown
        for widget in widgets:
            widget.hide() if grown else widget.show()
        return grown

    def layout(self) -> None:
        """Each page in its box of the layout as it is now."""
        plan = self.plan()
        window = plan.window
        self.help_page.layout(plan.page, Box(window.left + PAD, window.right - PAD, window.bottom + PAD,
                                             window.top - PAD))
        if self._why_panel is not None:
            self._why_panel.show(self._why_panel.explanation, plan.why, lambda: self.plan().why_spare)
        if self.end_panel is not None:
            self.end_panel.layout(plan.page)

    def cleanup(self) -> None:
        if self.end_panel is not None:
            self.end_panel.destroy()
        if self._why_panel is not None:
            self._why_panel.destroy()
