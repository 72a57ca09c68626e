"""Where an analysis board starts from (the start screen's "Analysis board"): an empty table of the sides chosen,
a copy of the game in progress (the game Continue resumes), or a saved game or position at any of its decisions.

Nothing chosen here is changed: a saved game is read, the game in progress is copied (``play.analysis_sources``
says what each offers), and ``on_open`` receives the state the board starts from.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from direct.gui.DirectGui import DirectButton
from panda3d.core import TextNode

from dragonarium.i18n import _
from dragonarium.play.analysis_sources import Decisions, decisions_of, in_progress
from dragonarium.play.base.commands import KEY_TABLE, Command, KeySet
from dragonarium.play.saved_games import SavedGame, save_folder, saved_games
from dragonarium.play.table.screen_layout import page_scale
from dragonarium.paths import examples_root
from dragonarium.rules import Catalog, GameState
from dragonarium.app.ui import style
from dragonarium.app.ui.layer_scale import fit_layer
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.screens.analysis_focus import FocusRing
from dragonarium.app.screens.saved_list import SavedList
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.app.screens.screen_context import ScreenContext

HALF_WIDTH, HALF_HEIGHT = 1.2, 0.9
TEXT = 0.042
SMALLEST_TEXT = 0.038
LIST_TOP = 0.14
"""The top of the list of saved games and positions."""
STEP_Z = -0.72
"""The row that steps through a saved game's decisions."""


class AnalysisSources(ScreenBase):
    """The page of the ways an analysis board starts; ``on_open`` receives the state chosen, ``on_empty`` the sides
    of an empty table (one a player), ``on_back`` returns to the start screen. ``autosave`` is the autosave the
    game in progress is read from."""

    def __init__(self, context: ScreenContext, catalog: Catalog, autosave: Optional[Path],
                 on_open: Callable[[GameState], None], on_empty: Callable[[tuple[str, ...]], None],
                 on_back: Callable[[], None], on_resume: Optional[Callable[[], None]] = None) -> None:
        """``on_resume`` returns to the board left with Back, as it was (None: none was left)."""
        self.context = context
        self.catalog = catalog
        self.autosave = autosave
        self.on_open, self.on_empty, self.on_back = on_open, on_empty, on_back
        self.sides = sorted(catalog.boards, key=lambda name: (name != "library", name))
        self.players = 2
        self.seat_sides = ["library"] * 4
        frame = (-HALF_WIDTH, HALF_WIDTH, -HALF_HEIGHT, HALF_HEIGHT)
        self.root = tag(style.panel(context.base.aspect2d, frame, _("Analysis board"), 0.08), "panel")
        self._empty_row()
        self.progress_button = tag(style.button(self.root, _("Copy the game in progress"), self.open_in_progress, (),
                                                TEXT, pos=(-0.55, 0, 0.3), frameSize=(-8, 8, -0.6, 1.1)), "button")
        resume = _("Back to the board being set up")
        half = TextNode("measure").calcWidth(resume) / 2 + 0.9  # at the top right, as wide as its words
        self.resume_button = tag(style.button(self.root, resume, on_resume, (), TEXT,
                                              pos=(HALF_WIDTH - 0.07 - half * TEXT, 0, 0.78),
                                              frameSize=(-half, half, -0.6, 1.1)),
                                 "button") if on_resume is not None else None
        tag(style.label(self.root, _("Or a saved game or position:"), TEXT, (-1.1, 0, LIST_TOP + 0.03),
                        align=0), "text")
        games = saved_games(autosave, catalog, save_folder(), examples_root()) if autosave is not None else []
        self.saved = SavedList(self.root, games, self.pick_saved, -1.1, LIST_TOP - 0.02, 2.2)
        self.decisions: Optional[Decisions] = None
        self.step = 0
        self.step_label = tag(style.label(self.root, "", TEXT * 0.9, (-0.7, 0, STEP_Z - 0.1), align=0,
                                          text_wordwrap=1.75 / (TEXT * 0.9)), "text")
        self.step_buttons = [tag(style.button(self.root, text, self.move, [steps], TEXT,
                                              pos=(-1.05 + 0.2 * i, 0, STEP_Z), frameSize=(-1.8, 1.8, -0.6, 1.1)),
                                 "button") for i, (text, steps) in enumerate((("|<", -10_000), ("<", -1), (">", 1),
                                                                              (">|", 10_000)))]
        self.open_button = tag(style.button(self.root, _("Open at this decision"), self.open_decision, (), TEXT,
                                            selected=True, pos=(0.05, 0, STEP_Z), frameSize=(-6.5, 6.5, -0.6, 1.1)),
                               "button")
        tag(style.button(self.root, _("Back"), on_back, (), 0.05, pos=(-0.95, 0, -0.83),
                         frameSize=(-3.5, 3.5, -0.6, 1.1)), "button")
        self.error = tag(style.label(self.root, "", SMALLEST_TEXT, (0, 0, 0.7), style.WARNING,
                                     text_wordwrap=2.2 / SMALLEST_TEXT), "text")
        self._show_steps()
        self.set_players(self.players)
        self.focus = FocusRing(context.base.aspect2d, self.controls())
        self.layout(*context.window_size())

    def _empty_row(self) -> None:
        tag(style.label(self.root, _("An empty table, players:"), TEXT, (-1.1, 0, 0.6), align=0), "text")
        self.count_buttons = [tag(style.button(self.root, str(n) if n > 1 else _("solo"), self.set_players, [n],
                                               TEXT, pos=(-0.15 + 0.2 * n, 0, 0.6), frameSize=(-1.8, 1.8, -0.6, 1.1)),
                                  "button") for n in range(1, 5)]
        self.side_buttons: list[DirectButton] = [
            tag(style.button(self.root, self.side_title("library"), self.next_side, [i], TEXT * 0.9,
                             pos=(-0.85 + 0.5 * i, 0, 0.47), frameSize=(-5.2, 5.2, -0.6, 1.1)), "button")
            for i in range(4)]
        self.empty_button = tag(style.button(self.root, _("Set up an empty table"), self.open_empty, (), TEXT,
                                             selected=True, pos=(0.65, 0, 0.3), frameSize=(-7, 7, -0.6, 1.1)),
                                "button")

    def side_title(self, side: str) -> str:
        return self.catalog.boards[side].shown_title

    def set_players(self, count: int) -> None:
        self.players = count
        for i, button in enumerate(self.side_buttons):
            button.show() if i < count else button.hide()
        for n, button in enumerate(self.count_buttons, start=1):
            style.set_selected(button, n == count)

    def next_side(self, seat: int) -> None:
        """Cycle the side of the board of seat ``seat``."""
        current = self.sides.index(self.seat_sides[seat])
        self.seat_sides[seat] = self.sides[(current + 1) % len(self.sides)]
        style.set_text(self.side_buttons[seat], self.side_title(self.seat_sides[seat]))

    def open_empty(self) -> None:
        self.on_empty(tuple(self.seat_sides[:self.players]))

    def open_in_progress(self) -> None:
        """The game Continue would resume, copied (the game and its autosave stay as they are)."""
        state, problem = in_progress(self.autosave, self.catalog)
        if state is None:
            style.set_text(self.error, problem)
            return
        self.on_open(state)

    def pick_saved(self, saved: SavedGame) -> None:
        """A saved position opens at once; a saved game offers its decisions, starting from the last."""
        decisions, problem = decisions_of(saved, self.catalog)
        if decisions is None:
            style.set_text(self.error, problem)
            return
        style.set_text(self.error, "")
        if len(decisions.states) == 1:
            self.on_open(decisions.states[0].copy())
            return
        self.decisions, self.step = decisions, len(decisions.states) - 1
        self._show_steps()

    def move(self, steps: int) -> None:
        """Go ``steps`` decisions later (earlier when negative), stopping at the first and the last."""
        if self.decisions is not None:
            self.step = max(0, min(len(self.decisions.states) - 1, self.step + steps))
            self._show_steps()

    def _show_steps(self) -> None:
        shown = self.decisions is not None
        for button in (*self.step_buttons, self.open_button):
            button.show() if shown else button.hide()
        style.set_text(self.step_label, "" if self.decisions is None else self.decisions.line(self.step))

    def open_decision(self) -> None:
        if self.decisions is not None:
            self.on_open(self.decisions.states[self.step].copy())

    def layout(self, width: int, height: int) -> None:
        fit_layer(self.root, page_scale(width, height, HALF_WIDTH, HALF_HEIGHT, SMALLEST_TEXT,
                                        self.context.text_scale), width, height)
        if hasattr(self, "focus"):
            self.focus.redraw()

    def controls(self) -> list:
        """Every control shown, in the order Tab reaches them (the list's rows as its page shows them)."""
        return [*self.count_buttons, *self.side_buttons, self.progress_button, self.empty_button, *self.saved.rows,
                self.saved.previous_button, self.saved.next_button, *self.step_buttons, self.open_button,
                *([self.resume_button] if self.resume_button is not None else [])]

    def key(self, name: str) -> bool:
        """Esc goes back (the focus leaves the controls first); Tab and Shift+Tab move the focus, Enter presses
        the control focused, Page Up / Page Down turn the list's pages."""
        command = KEY_TABLE[KeySet.ANALYSIS].get(name)
        if command is Command.BACK:
            self.focus.clear() if self.focus.active else self.on_back()
        elif command in (Command.FOCUS_NEXT, Command.FOCUS_PREVIOUS):
            self.focus.widgets = self.controls()
            self.focus.move(1 if command is Command.FOCUS_NEXT else -1)
        elif command is Command.ACTIVATE and self.focus.active:
            self.focus.press()
            self.focus.widgets = self.controls()
            self.focus.redraw()
        elif command in (Command.PREVIOUS_PAGE, Command.NEXT_PAGE):
            self.saved.turn(-1 if command is Command.PREVIOUS_PAGE else 1)
        else:
            return False
        self.context.request_frame(scene=False)
        return True

    def wheel(self, direction: int, zoom: bool = False) -> None:
        self.saved.turn(-direction)

    def cleanup(self) -> None:
        self.focus.destroy()
        self.root.destroy()
