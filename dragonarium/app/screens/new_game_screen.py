"""The start screen: players, names, board sides, seed; continue the last game or load one."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from direct.gui.DirectGui import DirectButton, DirectEntry, DirectFrame, DirectLabel
from direct.showbase.ShowBase import ShowBase
from panda3d.core import TextNode

from dragonarium.i18n import LANGUAGES, _, current_language
from dragonarium.play.motion import Motion
from dragonarium.play.quality import Quality
from dragonarium.rules import (NAME_LENGTH, Catalog, DragonariumError, Game, PlayerKind, Seat, is_blank, kind_line,
                               kind_word, name_problem, parse_seed)
from dragonarium.play.saving import load_from
from dragonarium.play.saves import latest_autosave
from dragonarium.play.table.screen_layout import TEXT_SIZES, page_scale
from dragonarium.app.ui.words import MOTION_NAMES, QUALITY_NAMES
from dragonarium.app.ui.layer_scale import fit_layer

FG = (0.97, 0.95, 0.88, 1)
HALF_WIDTH, HALF_HEIGHT = 1.2, 0.9
"""The screen's frame, in the window's 2D units at scale 1."""
SMALLEST_TEXT = 0.042


class NewGameScreen:
    """Choose a new game's table, or continue or load a saved one; ``on_start`` receives the game."""

    def __init__(self, base: ShowBase, catalog: Catalog, on_start: Callable[[Game], None],
                 autosave: Optional[Path] = None, extra_buttons: tuple[tuple[str, Callable[[], None]], ...] = (),
                 quality: Quality = Quality.AUTO, on_quality: Callable[[Quality], None] = lambda quality: None,
                 notice: str = "", on_exit: Optional[Callable[[], None]] = None,
                 on_language: Optional[Callable[[str], None]] = None, text_size: int = 100,
                 on_text_size: Optional[Callable[[int], None]] = None, motion: Motion = Motion.FULL,
                 on_motion: Optional[Callable[[Motion], None]] = None) -> None:
        """``on_exit`` ends the application (the Quit button shows only when it is given); ``on_language``
        receives the language chosen with the Language button (shown only when it is given), ``on_text_size``
        the text size chosen with its button (in per cent; shown only when it is given), ``on_motion`` the
        motion chosen with its button (shown only when it is given)."""
        self.base = base
        self.catalog = catalog
        self.on_start = on_start
        self.autosave = autosave
        self.sides = sorted(catalog.boards, key=lambda name: (name != "library", name))
        self.players = 2
        self.names = [_("Player {number}").format(number=i + 1) for i in range(4)]
        self.seat_sides = ["library"] * 4
        self.seat_kinds = [PlayerKind.HUMAN] * 4
        self.root = DirectFrame(parent=base.aspect2d, frameColor=(0.1, 0.09, 0.08, 0.92),
                                frameSize=(-HALF_WIDTH, HALF_WIDTH, -HALF_HEIGHT, HALF_HEIGHT))
        DirectLabel(parent=self.root, text="Dragonarium", scale=0.11, pos=(0, 0, 0.72), text_fg=(1, 0.85, 0.3, 1),
                    frameColor=(0, 0, 0, 0))
        DirectLabel(parent=self.root, text=_("Players:"), scale=0.05, pos=(-0.85, 0, 0.52), text_fg=FG,
                    frameColor=(0, 0, 0, 0))
        self.count_buttons = [DirectButton(parent=self.root, text=str(n) if n > 1 else _("solo"), scale=0.05,
                                           pos=(-0.55 + 0.2 * n, 0, 0.52), command=self.set_players, extraArgs=[n])
                              for n in range(1, 5)]
        self.headings = [
            DirectLabel(parent=self.root, text=text, scale=0.042, pos=(x, 0, 0.43), text_fg=(1, 0.85, 0.3, 1),
                        text_align=0 if x < -1 else 2, frameColor=(0, 0, 0, 0))
            for text, x in ((_("Name"), -1.1), (_("Played by"), -0.2), (_("Board side"), 0.6))]
        self.entries: list[DirectEntry] = []
        self.side_buttons: list[DirectButton] = []
        self.kind_buttons: list[DirectButton] = []
        for i in range(4):
            y = 0.34 - i * 0.13
            self.entries.append(DirectEntry(parent=self.root, initialText=self.names[i], scale=0.05, width=10,
                                            pos=(-1.1, 0, y)))
            self.kind_buttons.append(DirectButton(parent=self.root, text=kind_word(PlayerKind.HUMAN), scale=0.045,
                                                  pos=(-0.2, 0, y),
                                                  command=self.next_kind, extraArgs=[i], frameSize=(-5, 5, -0.7, 1)))
            self.side_buttons.append(DirectButton(parent=self.root, text=self.side_title("library"), scale=0.045,
                                                  pos=(0.6, 0, y),
                                                  command=self.next_side, extraArgs=[i], frameSize=(-6, 6, -0.7, 1)))
        self.kind_line = DirectLabel(parent=self.root, text="", scale=0.036, pos=(-0.2, 0, -0.135), text_fg=FG,
                                     frameColor=(0, 0, 0, 0), text_wordwrap=60)
        """How the kind just chosen for a seat plays, in a line."""
        DirectLabel(parent=self.root, text=_("Seed (optional):"), scale=0.045, pos=(-0.34, 0, -0.22), text_fg=FG,
                    text_align=TextNode.ARight, frameColor=(0, 0, 0, 0))
        self.seed_entry = DirectEntry(parent=self.root, initialText="", scale=0.045, width=10, pos=(-0.3, 0, -0.22))
        DirectButton(parent=self.root, text=_("Start"), scale=0.07, pos=(0, 0, -0.38), command=self.start)
        y = -0.52
        last = latest_autosave(autosave) if autosave is not None else None
        self.continue_button: Optional[DirectButton] = None
        """Continues the newest autosave no other running table holds."""
        if last is not None:
            self.continue_button = DirectButton(parent=self.root, text=_("Continue the last game"), scale=0.05,
                                                pos=(-0.5, 0, y), command=self.load, extraArgs=[str(last)])
        DirectLabel(parent=self.root, text=_("Load:"), scale=0.045, pos=(-0.88, 0, -0.66), text_fg=FG,
                    text_align=TextNode.ARight, frameColor=(0, 0, 0, 0))
        self.load_entry = DirectEntry(parent=self.root, initialText="", scale=0.045, width=22, pos=(-0.85, 0, -0.66),
                                      command=self.load)
        self.load_button = DirectButton(parent=self.root, text=_("Load"), scale=0.05, pos=(0.35, 0, -0.66),
                                        command=self._load_entry)
        for index, (label, command) in enumerate(extra_buttons):
            x = 0.5 + 0.45 * (index - max(0, len(extra_buttons) - 2))  # the last at the right, where two were
            DirectButton(parent=self.root, text=label, scale=0.05, pos=(x, 0, y), command=command)
        self.quality = quality
        self.on_quality = on_quality
        self.quality_button = DirectButton(parent=self.root, text=self._quality_label(), scale=0.045,
                                           pos=(0.75, 0, -0.22), command=self.next_quality,
                                           frameSize=(-5.2, 5.2, -0.7, 1))
        self.on_language = on_language
        self.language_button: Optional[DirectButton] = None
        if on_language is not None:
            self.language_button = DirectButton(parent=self.root, text=self._language_label(), scale=0.045,
                                                pos=(0.8, 0, 0.74), command=self.next_language,
                                                frameSize=(-5.2, 5.2, -0.7, 1))
        self.text_size = text_size
        self.on_text_size = on_text_size
        self.text_size_button: Optional[DirectButton] = None
        if on_text_size is not None:
            self.text_size_button = DirectButton(parent=self.root, text=self._text_size_label(), scale=0.045,
                                                 pos=(-0.8, 0, 0.74), command=self.next_text_size,
                                                 frameSize=(-5.2, 5.2, -0.7, 1))
        self.motion = motion
        self.on_motion = on_motion
        self.motion_button: Optional[DirectButton] = None
        if on_motion is not None:
            self.motion_button = DirectButton(parent=self.root, text=self._motion_label(), scale=0.045,
                                              pos=(0.75, 0, -0.31), command=self.next_motion,
                                              frameSize=(-5.2, 5.2, -0.7, 1))
        self.error = DirectLabel(parent=self.root, text=notice, scale=0.042, pos=(0, 0, -0.8), text_fg=(1, 0.45, 0.35, 1),
                                 frameColor=(0, 0, 0, 0), text_wordwrap=50)
        self.quit_button: Optional[DirectButton] = None
        if on_exit is not None:
            self.quit_button = DirectButton(parent=self.root, text=_("Quit"), scale=0.05, pos=(1.0, 0, -0.66),
                                            command=on_exit)
        self.set_players(2)
        self.layout(base.win.getXSize(), base.win.getYSize())

    def layout(self, width: int, height: int) -> None:
        """Scale the screen for a window ``width`` x ``height`` pixels: inside it, its text at the size chosen."""
        fit_layer(self.root, page_scale(width, height, HALF_WIDTH, HALF_HEIGHT, SMALLEST_TEXT, self.text_size / 100),
                  width, height)

    def _text_size_label(self) -> str:
        # the per cent sign is in the value: a catalog entry may not hold a bare '%'
        return _("Text size: {percent}").format(percent=f"{self.text_size} %")

    def next_text_size(self) -> None:
        """Cycle the size of the text (``TEXT_SIZES``); ``on_text_size`` remembers it and shows the screen again."""
        larger = [size for size in TEXT_SIZES if size > self.text_size]
        self.text_size = larger[0] if larger else TEXT_SIZES[0]
        self.text_size_button["text"] = self._text_size_label()
        if self.on_text_size is not None:
            self.on_text_size(self.text_size)

    def set_players(self, count: int) -> None:
        self.players = count
        for i in range(4):
            visible = i < count
            for widget in (self.entries[i], self.side_buttons[i], self.kind_buttons[i]):
                widget.show() if visible else widget.hide()
        for n, button in enumerate(self.count_buttons, start=1):
            button["frameColor"] = (1, 0.8, 0.3, 1) if n == count else (0.8, 0.78, 0.7, 1)

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
        order = [PlayerKind.HUMAN] + [kind for kind in PlayerKind.computers() if kind is not PlayerKind.RANDOM]
        self.seat_kinds[seat] = order[(order.index(self.seat_kinds[seat]) + 1) % len(order)]
        self.kind_buttons[seat]["text"] = kind_word(self.seat_kinds[seat])
        self.kind_line["text"] = kind_line(self.seat_kinds[seat])

    def _quality_label(self) -> str:
        return _("Quality: {quality}").format(quality=_(QUALITY_NAMES[self.quality]))

    def _motion_label(self) -> str:
        return _("Motion: {motion}").format(motion=_(MOTION_NAMES[self.motion]))

    def next_motion(self) -> None:
        """Cycle how much the table moves to show each change: full, reduced (short fades only), off; it is
        remembered."""
        order = list(Motion)
        self.motion = order[(order.index(self.motion) + 1) % len(order)]
        if self.motion_button is not None:
            self.motion_button["text"] = self._motion_label()
        if self.on_motion is not None:
            self.on_motion(self.motion)

    def next_quality(self) -> None:
        """Cycle the drawing quality: auto (chosen from the graphics card), fast, full; it is remembered."""
        order = list(Quality)
        self.quality = order[(order.index(self.quality) + 1) % len(order)]
        self.quality_button["text"] = self._quality_label()
        self.on_quality(self.quality)

    @staticmethod
    def _language_label() -> str:
        """The language now spoken, named in itself (``Language: English``, ``Langue : Français``)."""
        return _("Language: {language}").format(language=LANGUAGES[current_language()])

    def next_language(self) -> None:
        """Speak the next language of ``LANGUAGES``: ``on_language`` applies it, remembers it and shows the start
        screen again in it."""
        order = list(LANGUAGES)
        following = order[(order.index(current_language()) + 1) % len(order)]
        if self.on_language is not None:
            self.on_language(following)

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
            self.error["text"] = f"{text[:1].upper()}{text[1:]}."
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
            self.error["text"] = problem
            return None
        self.on_start(game)
        return game

    def cleanup(self) -> None:
        self.root.destroy()


