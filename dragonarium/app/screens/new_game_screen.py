"""The front door: the game's name over the table it is played on, and the ways in: Continue (the last game),
New game (players, who plays each seat, board sides, seed), Lessons, Puzzles, History, Load, Settings and Quit.

The menu is a column at the left with the table beside it; New game, Load and Settings each open a page of their
own over the table, with Back to the menu. Every page's widgets exist from the start (hidden with their page), so
the screen's fields and buttons can be driven whichever page shows.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional, Sequence

from direct.gui.DirectGui import DirectButton, DirectEntry, DirectFrame
from panda3d.core import Point3, TextNode

from dragonarium.i18n import _
from dragonarium.play.base.commands import KEY_TABLE, Command, KeySet
from dragonarium.play.motion import Motion
from dragonarium.play.quality import Quality
from dragonarium.rules import (NAME_LENGTH, Catalog, DragonariumError, Game, PlayerKind, Seat, is_blank, kind_line,
                               kind_word, name_problem, parse_seed)
from dragonarium.play.saving import load_from
from dragonarium.play.saves import latest_autosave
from dragonarium.play.saved_games import SavedGame, save_folder, saved_games
from dragonarium.paths import examples_root
from dragonarium.play.table.screen_layout import page_scale
from dragonarium.app.ui import style
from dragonarium.app.ui.layer_scale import fit_layer
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.screens.settings_panel import Choices, SettingsPanel
from dragonarium.app.screens.front_table import FrontTable, shown_state
from dragonarium.app.screens.saved_list import SavedList
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.app.screens.screen_context import ScreenContext

HALF_WIDTH, HALF_HEIGHT = 1.2, 0.9
"""The screen's frame, in the window's 2D units at scale 1."""
SMALLEST_TEXT = 0.042
MENU_RIGHT = -0.1
"""The menu column's right edge; the table shows beside it."""
MENU_SCALE = 0.05
MENU_SPACING = 0.135
LOAD_Z = -0.3
"""The Load page's path field, under the list of saved games."""


def offered_kinds() -> list[PlayerKind]:
    """Who may play a seat, in the order the button cycles: a person, then the computer players."""
    return [PlayerKind.HUMAN] + [kind for kind in PlayerKind.computers() if kind is not PlayerKind.RANDOM]


class Page:
    HOME, NEW, LOAD, SETTINGS = "home", "new", "load", "settings"


class NewGameScreen(ScreenBase):
    """The front door; ``on_start`` receives the game chosen (new, continued or loaded)."""

    def __init__(self, context: ScreenContext, catalog: Catalog, on_start: Callable[[Game], None],
                 autosave: Optional[Path] = None, extra_buttons: tuple[tuple[str, Callable[[], None]], ...] = (),
                 choices: Optional[Choices] = None, notice: str = "", on_exit: Optional[Callable[[], None]] = None,
                 backdrop: bool = False, page: str = Page.HOME, seats: Sequence[Seat] = ()) -> None:
        """``extra_buttons`` go in the menu between New game and Load (Lessons, Puzzles, History); ``on_exit`` ends
        the application (Quit shows only when it is given); ``choices`` are the settings shown and where each one
        chosen goes (the text size, the motion and the language are ``context``'s). ``backdrop`` draws the table
        behind the menu (the game Continue would resume); ``page`` is the page shown first; ``seats`` fill the New
        game page as they were (the game last started here), each one a side of the catalog's."""
        self.context = context
        base = self.base = context.base
        self.catalog = catalog
        self.on_start = on_start
        self.autosave = autosave
        self.sides = sorted(catalog.boards, key=lambda name: (name != "library", name))
        self.players = 2
        self.names = [_("Player {number}").format(number=i + 1) for i in range(4)]
        self.seat_sides = ["library"] * 4
        self.seat_kinds = [PlayerKind.HUMAN] * 4
        known = [seat for seat in seats[:4] if seat.side in catalog.boards]
        if known and len(known) == len(seats):
            self.players = len(known)
            for i, seat in enumerate(known):
                self.names[i], self.seat_sides[i] = seat.name, seat.side
                self.seat_kinds[i] = seat.kind if seat.kind in offered_kinds() else PlayerKind.HUMAN
        self.root = style.plain(DirectFrame(parent=base.aspect2d, frameColor=style.CLEAR,
                                            frameSize=(-HALF_WIDTH, HALF_WIDTH, -HALF_HEIGHT, HALF_HEIGHT)), "layer")
        last = latest_autosave(autosave) if autosave is not None else None
        self.pages: dict[str, DirectFrame] = {}
        self.continue_button: Optional[DirectButton] = None
        """Continues the newest autosave no other running table holds."""
        self.quit_button: Optional[DirectButton] = None
        self._home(last, extra_buttons, on_exit)
        self._new_game()
        self._load_page()
        panel = self._page(Page.SETTINGS, _("Settings"), (-0.85, 0.85, -HALF_HEIGHT, HALF_HEIGHT))
        self.settings = SettingsPanel(panel, context, choices or Choices())
        self._back(panel, -0.5)
        self.error = tag(style.label(self.root, notice, SMALLEST_TEXT, (0, 0, 0), style.WARNING), "text")
        self.page = page
        self.table: Optional[FrontTable] = (FrontTable(context, shown_state(catalog, last), self.board_window)
                                            if backdrop else None)
        self.set_players(self.players)
        self.show_page(page)
        self.layout(*context.window_size())

    # -- the pages --------------------------------------------------------------------------------
    def _page(self, name: str, heading: str, frame: tuple[float, float, float, float] = (
            -HALF_WIDTH, HALF_WIDTH, -HALF_HEIGHT, HALF_HEIGHT)) -> DirectFrame:
        panel = tag(style.panel(self.root, frame, heading, 0.09 if name != Page.HOME else 0.13), "panel")
        self.pages[name] = panel
        return panel

    def _back(self, panel: DirectFrame, x: float = -0.95) -> None:
        tag(style.button(panel, _("Back"), self.show_page, [Page.HOME], 0.05, pos=(x, 0, -0.78),
                         frameSize=(-3.5, 3.5, -0.6, 1.1)), "button")

    def _home(self, last: Optional[Path], extra: tuple[tuple[str, Callable[[], None]], ...],
              on_exit: Optional[Callable[[], None]]) -> None:
        entries: list[tuple[str, Callable, list, bool]] = []
        if last is not None:
            entries.append((_("Continue the last game"), self.load, [str(last)], True))
        entries.append((_("New game"), self.show_page, [Page.NEW], last is None))
        entries += [(label, command, [], False) for label, command in extra]
        entries += [(_("Load a game"), self.show_page, [Page.LOAD], False),
                    (_("Settings"), self.show_page, [Page.SETTINGS], False)]
        if on_exit is not None:
            entries.append((_("Quit"), on_exit, [], False))
        # as tall as the menu and room for a notice under it
        bottom = max(-HALF_HEIGHT, 0.5 - len(entries) * MENU_SPACING - 0.3)
        panel = self._page(Page.HOME, "Dragonarium", (-HALF_WIDTH, MENU_RIGHT, bottom, HALF_HEIGHT))
        centre = (-HALF_WIDTH + MENU_RIGHT) / 2
        half = ((MENU_RIGHT + HALF_WIDTH) / 2 - 0.08) / MENU_SCALE
        for row, (text, command, args, first) in enumerate(entries):
            button = tag(style.button(panel, text, command, args, MENU_SCALE, selected=first,
                                      pos=(centre, 0, 0.5 - row * MENU_SPACING),
                                      frameSize=(-half, half, -0.6, 1.1)), "button")
            if text == _("Continue the last game"):
                self.continue_button = button
            elif on_exit is not None and command is on_exit:
                self.quit_button = button
        self.menu_bottom = 0.5 - len(entries) * MENU_SPACING

    def _new_game(self) -> None:
        panel = self._page(Page.NEW, _("New game"))
        tag(style.label(panel, _("Players:"), 0.05, (-0.85, 0, 0.55)), "text")
        self.count_buttons = [tag(style.button(panel, str(n) if n > 1 else _("solo"), self.set_players, [n], 0.05,
                                               pos=(-0.55 + 0.2 * n, 0, 0.55), frameSize=(-1.6, 1.6, -0.6, 1.1)),
                                  "button") for n in range(1, 5)]
        self.headings = [tag(style.title(panel, text, 0.042, (x, 0, 0.43), TextNode.ALeft if x < -1 else 2), "text")
                         for text, x in ((_("Name"), -1.1), (_("Played by"), -0.2), (_("Board side"), 0.6))]
        self.entries: list[DirectEntry] = []
        self.side_buttons: list[DirectButton] = []
        self.kind_buttons: list[DirectButton] = []
        for i in range(4):
            y = 0.33 - i * 0.13
            self.entries.append(tag(style.entry(panel, initialText=self.names[i], scale=0.05, width=10,
                                                pos=(-1.1, 0, y)), "entry"))
            self.kind_buttons.append(tag(style.button(panel, kind_word(self.seat_kinds[i]), self.next_kind, [i], 0.045,
                                                      pos=(-0.2, 0, y), frameSize=(-5, 5, -0.6, 1.1)), "button"))
            self.side_buttons.append(tag(style.button(panel, self.side_title(self.seat_sides[i]), self.next_side, [i],
                                                      0.045, pos=(0.6, 0, y), frameSize=(-6, 6, -0.6, 1.1)), "button"))
        self.kind_line = tag(style.label(panel, "", 0.042, (-0.1, 0, -0.17), style.NOTE, text_wordwrap=50), "text")
        """How the kind just chosen for a seat plays, in a line."""
        tag(style.label(panel, _("Seed (optional):"), 0.045, (-0.34, 0, -0.3), align=TextNode.ARight), "text")
        self.seed_entry = tag(style.entry(panel, initialText="", scale=0.045, width=10, pos=(-0.3, 0, -0.3)), "entry")
        self.start_button = tag(style.button(panel, _("Start"), self.start, (), 0.07, selected=True,
                                             pos=(0, 0, -0.5), frameSize=(-3.5, 3.5, -0.6, 1.1)), "button")
        self._back(panel)

    def _load_page(self) -> None:
        """The saved games (listed when the page first shows: ``saved_list``) over a path field that scrolls."""
        panel = self._page(Page.LOAD, _("Load a game"))
        self.saved: Optional[SavedList] = None
        tag(style.label(panel, _("Path:"), 0.045, (-0.88, 0, LOAD_Z), align=TextNode.ARight), "text")
        self.load_entry = tag(style.entry(panel, initialText="", scale=0.045, width=27, pos=(-0.85, 0, LOAD_Z),
                                          command=self.load), "entry")
        self.load_button = tag(style.button(panel, _("Load"), self._load_entry, (), 0.05, selected=True,
                                            pos=(0.75, 0, LOAD_Z), frameSize=(-2.5, 2.5, -0.6, 1.1)), "button")
        self._back(panel)

    def _list_saved(self) -> SavedList:
        """The list of saved games, read once, when the Load page first shows."""
        if self.saved is None:
            games = (saved_games(self.autosave, self.catalog, save_folder(), examples_root())
                     if self.autosave is not None else [])
            self.saved = SavedList(self.pages[Page.LOAD], games, self.pick_saved, -1.1, 0.66, 2.2)
        return self.saved

    def pick_saved(self, saved: SavedGame) -> Optional[Game]:
        """Load a game of the list; an unreadable one says why."""
        if not saved.readable:
            style.set_text(self.error, _("{file} cannot be read: {problem}").format(file=saved.path.name,
                                                                                   problem=saved.problem))
            return None
        self.load_entry.enterText(str(saved.path))
        return self.load(str(saved.path))

    def show_page(self, name: str) -> None:
        """Show the page ``name`` (``Page``): the menu beside the table, or another page over it; the message line
        goes with it."""
        self.page = name
        if name == Page.LOAD:
            self._list_saved()
        for page_name, panel in self.pages.items():
            panel.show() if page_name == name else panel.hide()
        panel = self.pages[name]
        self.error.reparentTo(panel)
        left, right, bottom, top = panel["frameSize"]
        if name == Page.HOME:
            z, wrap = self.menu_bottom + 0.02, (right - left - 0.12) / SMALLEST_TEXT
        else:
            z, wrap = (-0.65 if name != Page.LOAD else LOAD_Z - 0.13), (right - left - 0.2) / SMALLEST_TEXT
        self.error.setPos((left + right) / 2, 0, z)
        self.error["text_wordwrap"] = wrap
        self._frame_table()

    def _frame_table(self) -> None:
        if self.table is not None:
            self.table.reframe()

    def board_window(self) -> tuple[float, float, float, float]:
        """Where the table's boards are framed (-1 to 1 both ways): beside the menu on the front page, the whole
        window behind another page."""
        if self.page != Page.HOME or self.base.win is None:
            return (-1.0, 1.0, -1.0, 1.0)
        right_of_menu = self.base.render2d.getRelativePoint(self.pages[Page.HOME], Point3(MENU_RIGHT, 0, 0)).x
        return (min(0.6, right_of_menu + 0.05), 1.0, -1.0, 1.0)

    def layout(self, width: int, height: int) -> None:
        """Scale the screen for a window ``width`` x ``height`` pixels: inside it, its text at the size chosen."""
        fit_layer(self.root, page_scale(width, height, HALF_WIDTH, HALF_HEIGHT, SMALLEST_TEXT, self.context.text_scale),
                  width, height)
        self._frame_table()

    def key(self, name: str) -> bool:
        """Esc goes back to the menu from a page; on the menu it says there is no page to go back to."""
        if KEY_TABLE[KeySet.MENU].get(name) is not Command.BACK:
            return False
        if self.page != Page.HOME:
            self.show_page(Page.HOME)
        else:
            style.set_text(self.error, _("This is the start screen: there is no page to go back to."))
        return True

    def wheel(self, direction: int, zoom: bool = False) -> None:
        """On the Load page the wheel turns the list's pages: up to newer games, down to older."""
        if self.page == Page.LOAD and self.saved is not None:
            self.saved.turn(-direction)

    # -- the settings (on their own page) ------------------------------------------------------------
    @property
    def quality_button(self) -> DirectButton:
        return self.settings.quality_button

    @property
    def language_button(self) -> Optional[DirectButton]:
        return self.settings.language_button

    @property
    def text_size_button(self) -> Optional[DirectButton]:
        return self.settings.text_size_button

    @property
    def motion_button(self) -> Optional[DirectButton]:
        return self.settings.motion_button

    @property
    def quality(self) -> Quality:
        return self.settings.quality

    @property
    def motion(self) -> Motion:
        return self.settings.motion

    def next_quality(self) -> None:
        self.settings.next_quality()

    def next_motion(self) -> None:
        self.settings.next_motion()

    def next_text_size(self) -> None:
        self.settings.next_text_size()

    def next_language(self) -> None:
        self.settings.next_language()

    # -- the new game ---------------------------------------------------------------------------------
    def set_players(self, count: int) -> None:
        self.players = count
        for i in range(4):
            visible = i < count
            for widget in (self.entries[i], self.side_buttons[i], self.kind_buttons[i]):
                widget.show() if visible else widget.hide()
        for n, button in enumerate(self.count_buttons, start=1):
            style.set_selected(button, n == count)

    def next_side(self, seat: int) -> None:
        current = self.sides.index(self.seat_sides[seat])
        self.seat_sides[seat] = self.sides[(current + 1) % len(self.sides)]
        self.side_buttons[seat]["text"] = self.side_title(self.seat_sides[seat])

    def side_title(self, side: str) -> str:
        """A board side as printed on it (``Church Ruins``), not its id."""
        return self.catalog.boards[side].shown_title

    def next_kind(self, seat: int) -> None:
        """Cycle who plays a seat: a person, or the easy, medium, strong or expert computer player; the line under
        the seats says how the one chosen plays."""
        order = offered_kinds()
        self.seat_kinds[seat] = order[(order.index(self.seat_kinds[seat]) + 1) % len(order)]
        self.kind_buttons[seat]["text"] = kind_word(self.seat_kinds[seat])
        self.kind_line["text"] = kind_line(self.seat_kinds[seat])

    def seats(self) -> list[Seat]:
        """The seats as typed: a name left blank (or only invisible characters) is ``Player N``; a name holding a
        control or format character is a ``DragonariumError`` saying which player's."""
        seats = []
        for i in range(self.players):
            typed = self.entries[i].get().strip()
            name = _("Player {number}").format(number=i + 1) if is_blank(typed) else typed[:NAME_LENGTH]
            problem = name_problem(name)
            if problem:
                raise DragonariumError(_("the name of player {number}: {problem}").format(number=i + 1,
                                                                                         problem=problem))
            seats.append(Seat(name, self.seat_sides[i], self.seat_kinds[i]))
        return seats

    def start(self) -> Optional[Game]:
        try:
            game = Game(self.catalog, self.seats(), parse_seed(self.seed_entry.get()))
        except DragonariumError as error:
            text = str(error)
            style.set_text(self.error, f"{text[:1].upper()}{text[1:]}.")  # it may quote a name
            return None
        self.on_start(game)
        return game

    def _load_entry(self) -> None:
        self.load(self.load_entry.get())

    def load(self, path_text: str) -> Optional[Game]:
        """Load a saved game from the typed ``path_text`` (``saving.load_from``); a path that cannot be meant or
        a bad file is refused with its reason."""
        game, problem = load_from(path_text, self.catalog)
        if game is None:
            style.set_text(self.error, problem)
            return None
        self.on_start(game)
        return game

    def cleanup(self) -> None:
        if self.table is not None:
            self.table.cleanup()
        self.root.destroy()
