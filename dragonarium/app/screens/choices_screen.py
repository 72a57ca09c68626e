"""The review's judgement of each choice of the decision waiting on an analysis board: a row a choice, best first,
with its points now, later (the next turn's best tile) and lost against the strong player's choice, judged on a
thread of its own while the page shows (``play.review.choices``). Page Up / Page Down turn its pages, Esc goes
back to the board."""
from __future__ import annotations

from typing import Callable

from panda3d.core import TextNode

from dragonarium.i18n import _, decimal
from dragonarium.play.base.commands import KEY_TABLE, Command, KeySet
from dragonarium.play.review.choices import ChoicesJudging
from dragonarium.play.review.text import move_words, task_words
from dragonarium.play.table.screen_layout import page_scale
from dragonarium.rules import GameState
from dragonarium.app.ui import style
from dragonarium.app.ui.layer_scale import fit_layer
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.app.screens.screen_context import ScreenContext

HALF_WIDTH, HALF_HEIGHT = 1.3, 0.9
TEXT = 0.038
ROWS = 14
ROW = 0.09


def choice_line(state: GameState, found) -> str:
    """``draft slot 2 (the fire/water tile): now +4, later +3, lost 1.5`` (the strong player's choice says so)."""
    line = _("{move}: now {now}, later {later}, lost {lost}").format(
        move=move_words(state, found.action), now=_signed(found.now), later=_signed(found.later),
        lost=decimal(round(found.lost, 1)))
    return line + (" - " + _("the strong player's choice") if found.best else "")


def _signed(points: int) -> str:
    return f"+{points}" if points >= 0 else str(points)


class ChoicesScreen(ScreenBase):
    """Judges each choice of the decision waiting at ``state`` and lists them; ``on_back`` returns to the board."""

    def __init__(self, context: ScreenContext, state: GameState, on_back: Callable[[], None]) -> None:
        self.context = context
        self.state = state
        self.on_back = on_back
        self.judging = ChoicesJudging(state)
        self.page = 0
        self.root = tag(style.panel(context.base.aspect2d, (-HALF_WIDTH, HALF_WIDTH, -HALF_HEIGHT, HALF_HEIGHT),
                                    _("Each choice judged"), 0.07), "panel")
        asked = _("nothing: the game is over") if state.over else _("{player}: {task}").format(
            player=state.seats[state.pending().player].name, task=task_words(state))
        tag(style.label(self.root, _("The decision waiting: {asked}").format(asked=asked), TEXT,
                        (-1.2, 0, 0.68), align=TextNode.ALeft, text_wordwrap=2.4 / TEXT), "text")
        self.progress = tag(style.label(self.root, "", TEXT * 0.9, (-1.2, 0, 0.6), style.NOTE,
                                        align=TextNode.ALeft), "text")
        self.rows = [tag(style.label(self.root, "", TEXT, (-1.2, 0, 0.5 - i * ROW), align=TextNode.ALeft), "text")
                     for i in range(ROWS)]
        tag(style.button(self.root, _("Back"), on_back, (), 0.05, pos=(-1.0, 0, -0.82),
                         frameSize=(-3.5, 3.5, -0.6, 1.1)), "button")
        self.shown: tuple = ()
        self.judging.start()
        self.layout(*context.window_size())
        self.refresh()

    def refresh(self) -> None:
        """The rows judged so far on the page shown, and how far the judging is."""
        done, total = self.judging.progress()
        results = self.judging.results()
        pages = max(1, -(-len(results) // ROWS))
        self.page = min(self.page, pages - 1)
        shown = results[self.page * ROWS:(self.page + 1) * ROWS]
        key = (tuple(shown), done, self.judging.error is not None, self.page)
        if key == self.shown:
            return
        self.shown = key
        for row, label in enumerate(self.rows):
            style.set_text(label, choice_line(self.state, shown[row]) if row < len(shown) else "")
        if self.judging.error is not None:
            progress = _("The judging stopped: {error}").format(error=self.judging.error)
        elif not total:
            progress = _("There is no choice to judge.")
        else:
            progress = _("{done} of {total} choices judged, page {page} of {pages}").format(
                done=done, total=total, page=self.page + 1, pages=pages)
        style.set_text(self.progress, progress)
        self.context.request_frame(scene=False)

    def tick(self, seconds: float) -> None:
        self.refresh()

    def layout(self, width: int, height: int) -> None:
        fit_layer(self.root, page_scale(width, height, HALF_WIDTH, HALF_HEIGHT, TEXT, self.context.text_scale),
                  width, height)

    def turn(self, pages: int) -> None:
        self.page = max(0, self.page + pages)
        self.refresh()

    def wheel(self, direction: int, zoom: bool = False) -> None:
        self.turn(-direction)

    def key(self, name: str) -> bool:
        command = KEY_TABLE[KeySet.ANALYSIS].get(name)
        if command is Command.BACK:
            self.on_back()
        elif command in (Command.PREVIOUS_PAGE, Command.NEXT_PAGE):
            self.turn(-1 if command is Command.PREVIOUS_PAGE else 1)
        else:
            return False
        return True

    def cleanup(self) -> None:
        self.judging.close()
        self.root.destroy()
