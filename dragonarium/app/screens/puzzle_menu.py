"""The list of puzzles, from the start screen's Puzzles button: today's puzzle first, then a button per puzzle
(the Library side first, then the easiest first) with its mark (solved, best grade), a page at a time (Page Up /
Page Down and the buttons turn the pages). A larger text size makes every text larger and a page hold fewer
puzzles; a wide window gives the page its width, a button whose words are a little too wide draws them smaller,
and when they are much too wide for two columns the list takes one."""
from __future__ import annotations

from typing import Callable, Sequence


from panda3d.core import TextNode

from dragonarium.i18n import _
from dragonarium.play.base.commands import KEY_TABLE, Command, KeySet
from dragonarium.puzzles.model import Puzzle
from dragonarium.puzzles.progress import Progress
from dragonarium.puzzles.puzzle_words import short_title, standing_text
from dragonarium.app.ui import style
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.ui.widgets import fit_words
from dragonarium.play.table.screen_layout import page_scale
from dragonarium.app.ui.layer_scale import fit_layer
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.app.screens.screen_context import ScreenContext

ROWS = 10
"""Puzzles in a column at most (fewer as the text grows)."""
COLUMNS = 2  # two columns: a button names the side, the level and the question
ROW_SPACING = 0.12
LIST_FOOT = -0.7
"""The last row's lowest place: the lines under the list stay clear."""
PANEL_HALF_WIDTH, PANEL_HALF_HEIGHT = 1.3, 0.95
WIDEST = 1.7
SHRINK = 1.3
"""Two columns while the widest button's words need at most this many times its room: those too wide are drawn
smaller to fit (``widgets.fit_words``); wider still, one column."""
"""The page's half width at most: in a wide window it takes the room, so that two columns hold larger text."""
SMALLEST_TEXT = 0.04


def button_text(number: int, puzzle: Puzzle, progress: Progress) -> str:
    """``12. Library, level 2: stone - best 80/100`` (solved ones say so)."""
    mark = progress.mark(puzzle.id)
    text = _("{number}. {title}").format(number=number, title=short_title(puzzle))
    if mark.solved:
        return text + " - " + _("solved")
    if mark.best:
        return text + " - " + _("best {percent}/100").format(percent=mark.best)
    return text


class PuzzleMenu(ScreenBase):
    """``on_pick`` receives the puzzle picked (today's is ``today``), ``on_back`` returns to the start screen."""

    def __init__(self, context: ScreenContext, puzzles: Sequence[Puzzle], progress: Progress, today: Puzzle,
                 on_pick: Callable[[Puzzle], None], on_back: Callable[[], None], page: int = 0,
                 own: Sequence[Puzzle] = (), unreadable: Sequence[tuple[str, str]] = ()) -> None:
        self.own = list(own)
        """The player's own puzzles ("From your games", on pages of their own after the shipped ones), and the
        files of theirs not read: (file name, problem)."""
        self.unreadable = list(unreadable)
        self.context = context
        self.puzzles = list(puzzles)
        self.progress = progress
        self.today = today
        self.on_pick = on_pick
        self.on_back = on_back
        self.page = page
        self.grow = grow = context.text_scale
        """The text size chosen: every text of the page that many times larger, the page kept to the window."""
        width, height = context.window_size()
        self.half_width = max(PANEL_HALF_WIDTH, min(WIDEST, width / max(height, 1) * 0.94))
        """The page's half width: as wide as the window leaves it, between the narrowest page and ``WIDEST``."""
        self.columns = COLUMNS if self._widest(COLUMNS) <= SHRINK else 1
        self.rows = max(1, min(ROWS, int((self.list_top(0.45) - LIST_FOOT) / (ROW_SPACING * grow) + 1e-6) + 1))
        self.per_page = self.rows * self.columns
        self.root = style.panel(context.base.aspect2d, (-self.half_width, self.half_width,
                                                -PANEL_HALF_HEIGHT, PANEL_HALF_HEIGHT))
        self.buttons: list = []
        self._draw()

    def _widest(self, columns: int) -> float:
        """How many times its column's room the widest puzzle's button text (its mark included) takes when the list
        has ``columns``."""
        measure = TextNode("measure")
        measure.setFont(style.font())
        room = (2 * self.half_width / columns - 0.2) / (0.04 * self.grow)
        widest = max((measure.calcWidth(button_text(number, puzzle, self.progress))
                      for number, puzzle in enumerate([*self.puzzles, *self.own], 1)), default=0.0)
        return widest / room

    def list_top(self, top: float) -> float:
        """The first row's place: ``top`` at text size 100 %, lower as the title and the lines over the list grow."""
        return top - 0.25 * (self.grow - 1)

    @property
    def pages(self) -> int:
        return self.shipped_pages + self.own_pages

    @property
    def shipped_pages(self) -> int:
        return max(1, -(-len(self.puzzles) // self.per_page))

    @property
    def own_pages(self) -> int:
        return -(-(len(self.own) + len(self.unreadable)) // self.per_page)

    def _draw(self) -> None:
        for child in self.root.getChildren():
            child.removeNode()
        self.buttons = []
        if self.page >= self.shipped_pages:
            self._draw_own(self.page - self.shipped_pages)
            return
        solved, grow = self.progress.solved, self.grow
        style.title(self.root, _("Puzzles"), 0.09 * grow, (0, 0, 0.8 - 0.03 * (grow - 1)))
        style.label(self.root, _("{solved} of {count} solved").format(solved=solved, count=len(self.puzzles))
                    + " - " + standing_text(self.progress.rating, self.progress.streak), 0.045 * grow,
                    (0, 0, 0.72 - 0.12 * (grow - 1)))
        number = self.puzzles.index(self.today) + 1
        today = style.button(self.root, _("Today's puzzle: {button}").format(
            button=button_text(number, self.today, self.progress)), self.on_pick, [self.today], 0.05 * grow,
            selected=True, pos=(0, 0, 0.6 - 0.2 * (grow - 1)))
        self.buttons.append(tag(today, "button"))
        width = 2 * self.half_width / self.columns
        scale = 0.04 * grow
        first = self.page * self.per_page
        for index, puzzle in enumerate(self.puzzles[first:first + self.per_page]):
            column, row = divmod(index, self.rows)
            x = -self.half_width + width * (column + 0.5)
            half = (width / 2 - 0.06) / scale
            button = style.button(self.root, button_text(first + index + 1, puzzle, self.progress), self.on_pick,
                                  [puzzle], scale, pos=(x, 0, self.list_top(0.45) - row * ROW_SPACING * grow),
                                  frameSize=(-half, half, -0.7, 1.1))
            fit_words(button, 2 * half - 0.8)
            self.buttons.append(tag(button, "button"))
        self._page_controls()
        if self.progress.note:
            style.label(self.root, self.progress.note, 0.035 * grow, (0, 0, -0.74), style.WARNING,
                        text_wordwrap=60 / grow)
        self.layout(*self.context.window_size())

    def _page_controls(self) -> None:
        """Back; with more than one page, the page shown and the buttons to the pages before and after it (none
        past either end)."""
        grow = self.grow
        if self.pages > 1:
            style.label(self.root, _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages),
                        0.04 * grow, (0, 0, -0.77))
            if self.page > 0:
                style.button(self.root, _("Previous page"), self.turn, [-1], 0.045 * grow, pos=(-0.75, 0, -0.87))
            if self.page < self.pages - 1:
                style.button(self.root, _("Next page"), self.turn, [1], 0.045 * grow, pos=(0.75, 0, -0.87))
        style.button(self.root, _("Back"), self.on_back, (), 0.05 * grow, pos=(0, 0, -0.87))

    def _draw_own(self, page: int) -> None:
        """A page of "From your games": a button per puzzle of the player's own, largest loss first, newest game
        first, then each file that could not be read, named."""
        grow = self.grow
        style.title(self.root, _("From your games"), 0.09 * grow, (0, 0, 0.8 - 0.03 * (grow - 1)))
        style.label(self.root, _("The biggest mistakes of the games you kept, to find the better move."), 0.045 * grow,
                    (0, 0, 0.72 - 0.12 * (grow - 1)), text_wordwrap=2 * self.half_width / (0.045 * grow) - 2)
        entries: list = [*self.own, *self.unreadable][page * self.per_page:(page + 1) * self.per_page]
        width = 2 * self.half_width / self.columns
        scale = 0.04 * grow
        for index, entry in enumerate(entries):
            column, row = divmod(index, self.rows)
            place = (-self.half_width + width * (column + 0.5), 0, self.list_top(0.55) - row * ROW_SPACING * grow)
            if isinstance(entry, Puzzle):
                half = (width / 2 - 0.06) / scale
                number = self.own.index(entry) + 1
                button = style.button(self.root, button_text(number, entry, self.progress), self.on_pick, [entry],
                                      scale, pos=place, frameSize=(-half, half, -0.7, 1.1))
                fit_words(button, 2 * half - 0.8)
                self.buttons.append(tag(button, "button"))
            else:
                style.label(self.root, _("{file}: unreadable").format(file=entry[0]), scale, place, style.WARNING)
        if self.unreadable:
            name, problem = self.unreadable[0]
            style.label(self.root, _("{file} was not read: {problem}").format(file=name, problem=problem),
                        0.035 * grow, (0, 0, -0.7), style.WARNING, text_wordwrap=60 / grow)
        self._page_controls()
        self.layout(*self.context.window_size())

    def turn(self, step: int) -> None:
        """Show the page ``step`` pages on (pages past the ends stop at them)."""
        page = max(0, min(self.pages - 1, self.page + step))
        if page != self.page:
            self.page = page
            self._draw()

    def layout(self, width: int, height: int) -> None:
        fit_layer(self.root, page_scale(width, height, self.half_width, PANEL_HALF_HEIGHT, SMALLEST_TEXT * self.grow),
                  width, height)

    def key(self, name: str) -> bool:
        """Esc goes back to the start screen; Page Up / Page Down turn the pages."""
        command = KEY_TABLE[KeySet.MENU].get(name)
        if command in (Command.PREVIOUS_PAGE, Command.NEXT_PAGE):
            self.turn(-1 if command is Command.PREVIOUS_PAGE else 1)
            return True
        if command is not Command.BACK:
            return False
        self.on_back()
        return True

    def cleanup(self) -> None:
        self.root.destroy()
