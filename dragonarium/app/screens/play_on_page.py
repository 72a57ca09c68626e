"""Play on from an analysis board: who plays each seat (a person or a computer player), then a new game from the
table, autosaved as any new game. Tab and Shift+Tab move the focus over its buttons, Enter presses one, Esc goes
back to the board."""
from __future__ import annotations

from typing import Callable, Sequence

from dragonarium.i18n import _
from dragonarium.play.base.commands import KEY_TABLE, Command, KeySet
from dragonarium.play.table.screen_layout import page_scale
from dragonarium.rules import PlayerKind, Seat, kind_line, kind_word
from dragonarium.app.ui import style
from dragonarium.app.ui.layer_scale import fit_layer
from dragonarium.app.ui.layout_json import tag
from dragonarium.app.screens.analysis_focus import FocusRing
from dragonarium.app.screens.new_game_screen import offered_kinds
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.app.screens.screen_context import ScreenContext

HALF_WIDTH, HALF_HEIGHT = 0.9, 0.6
TEXT = 0.045


class PlayOnPage(ScreenBase):
    """``seats`` as the board has them; ``on_play`` receives who plays each, ``on_back`` returns to the board."""

    def __init__(self, context: ScreenContext, seats: Sequence[Seat], on_play: Callable[[tuple[PlayerKind, ...]], None],
                 on_back: Callable[[], None]) -> None:
        self.context = context
        self.on_play, self.on_back = on_play, on_back
        self.kinds = [seat.kind if seat.kind in offered_kinds() else PlayerKind.HUMAN for seat in seats]
        self.root = tag(style.panel(context.base.aspect2d, (-HALF_WIDTH, HALF_WIDTH, -HALF_HEIGHT, HALF_HEIGHT),
                                    _("Play on from here"), 0.07), "panel")
        self.buttons = []
        for i, seat in enumerate(seats):
            z = 0.3 - i * 0.13
            tag(style.label(self.root, seat.name, TEXT, (-0.8, 0, z), align=0), "text")
            self.buttons.append(tag(style.button(self.root, kind_word(self.kinds[i]), self.next_kind, [i], TEXT,
                                                 pos=(0.35, 0, z), frameSize=(-6, 6, -0.6, 1.1)), "button"))
        self.line = tag(style.label(self.root, _("A new game from this table; the board stays as it is."), 0.038,
                                    (0, 0, -0.25), style.NOTE, text_wordwrap=40), "text")
        play = tag(style.button(self.root, _("Play"), self.play, (), 0.055, selected=True, pos=(0.45, 0, -0.45),
                                frameSize=(-3.5, 3.5, -0.6, 1.1)), "button")
        back = tag(style.button(self.root, _("Back"), on_back, (), 0.05, pos=(-0.45, 0, -0.45),
                                frameSize=(-3.5, 3.5, -0.6, 1.1)), "button")
        self.focus = FocusRing(self.root.getParent(), self.buttons + [play, back])
        self.layout(*context.window_size())

    def next_kind(self, seat: int) -> None:
        order = offered_kinds()
        self.kinds[seat] = order[(order.index(self.kinds[seat]) + 1) % len(order)]
        style.set_text(self.buttons[seat], kind_word(self.kinds[seat]))
        style.set_text(self.line, kind_line(self.kinds[seat]))

    def play(self) -> None:
        self.on_play(tuple(self.kinds))

    def layout(self, width: int, height: int) -> None:
        fit_layer(self.root, page_scale(width, height, HALF_WIDTH, HALF_HEIGHT, 0.038, self.context.text_scale),
                  width, height)
        self.focus.redraw()

    def key(self, name: str) -> bool:
        command = KEY_TABLE[KeySet.ANALYSIS].get(name)
        if command is Command.BACK:
            self.on_back()
        elif command in (Command.FOCUS_NEXT, Command.FOCUS_PREVIOUS):
            self.focus.move(1 if command is Command.FOCUS_NEXT else -1)
        elif command is Command.ACTIVATE:
            self.focus.press()
        else:
            return False
        self.context.request_frame(scene=False)
        return True

    def cleanup(self) -> None:
        self.focus.destroy()
        self.root.destroy()
