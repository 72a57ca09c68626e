"""The host binds every key of the one key table and hands the window's input to the screen on show through the
``Screen`` protocol; the window's own key (F11) is the window's."""
from direct.showbase.MessengerGlobal import messenger

from dragonarium.app.host import ScreenHost
from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.screen import ScreenBase
from dragonarium.play.base.commands import BOUND_KEYS, KEY_TABLE, Command, KeySet


class Listener(ScreenBase):
    """A screen that notes every call the host makes."""

    def __init__(self) -> None:
        self.heard: list[tuple] = []

    def key(self, name: str) -> bool:
        self.heard.append(("key", name))
        return True

    def wheel(self, direction: int, zoom: bool = False) -> None:
        self.heard.append(("wheel", direction, zoom))

    def layout(self, width: int, height: int) -> None:
        self.heard.append(("layout", width, height))

    def tick(self, seconds: float) -> None:
        self.heard.append(("tick",))

    def cleanup(self) -> None:
        self.heard.append(("cleanup",))


def test_every_key_of_the_table_reaches_the_screen_and_the_window_keeps_its_own():
    base = OffscreenBase.get((1280, 720)).base
    host = ScreenHost(base)
    screen = Listener()
    host.show(screen)
    toggled = []
    host.window.toggle_full_screen = lambda: toggled.append(True)
    try:
        for name in BOUND_KEYS:
            messenger.send(name)
        window_keys = set(KEY_TABLE[KeySet.WINDOW])
        assert [call for call in screen.heard if call[0] == "key"] == [
            ("key", name) for name in BOUND_KEYS if name not in window_keys]
        assert KEY_TABLE[KeySet.WINDOW] == {"f11": Command.FULL_SCREEN} and toggled == [True]
        assert {"home", "end", "page_up", "escape", "control-s"} <= set(BOUND_KEYS)
        messenger.send("control-wheel_up")
        assert screen.heard[-1] == ("wheel", 1, True)
        host.resized(640, 480)
        assert ("layout", 640, 480) in screen.heard
        host.show(None)
        assert screen.heard[-1] == ("cleanup",)
    finally:
        host.screen = None


def test_each_screen_reads_its_own_part_of_the_table():
    play, review = KEY_TABLE[KeySet.PLAY], KEY_TABLE[KeySet.REVIEW]
    assert play["arrow_left"] is Command.CURSOR_LEFT and review["arrow_left"] is Command.PREVIOUS
    assert play["shift-arrow_left"] is review["shift-arrow_left"] is Command.ORBIT_LEFT
    assert play["escape"] is Command.CLOSE and review["escape"] is Command.BACK
    assert play["3"] is Command.CHOOSE_3 and play["shift-3"] is review["shift-3"] is review["3"] is Command.BOARD_3
    assert KEY_TABLE[KeySet.HISTORY] == {"page_up": Command.PREVIOUS_PAGE, "page_down": Command.NEXT_PAGE,
                                         "escape": Command.BACK}
    assert KEY_TABLE[KeySet.MENU] == {"escape": Command.BACK, "page_up": Command.PREVIOUS_PAGE,
                                      "page_down": Command.NEXT_PAGE}
    assert KEY_TABLE[KeySet.FOCUS] == {"tab": Command.FOCUS_NEXT, "shift-tab": Command.FOCUS_PREVIOUS,
                                       "enter": Command.ACTIVATE, "space": Command.ACTIVATE}
