"""At the table the turn log shows its newest turns with their points, says how many older ones it hides, and
Page Up / Page Down or the wheel over it reach them; a new turn brings it back to the newest."""
import random

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.table_app import TableApp
from dragonarium.app.ui.hud_panels import Hud
from dragonarium.play.table.screen_layout import lay_out
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.rules import Game, Seat

from tests.support.games import CATALOG


def late_game() -> Game:
    game, rng = Game(CATALOG, [Seat(name) for name in ("Ann", "Bob", "Cy", "Dee")], 5), random.Random(5)
    while game.state.round < 8:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_the_log_scrolls_back_with_the_keys_and_the_wheel_and_a_turn_brings_it_to_the_newest(tmp_path):
    offscreen = OffscreenBase.get((1280, 720), multisamples=0)
    offscreen.fresh_scene()
    app = TableApp(offscreen.base, CATALOG, autosave=tmp_path / "autosave.yaml", preset=PRESETS[Quality.FAST],
                   settings_file=tmp_path / "settings.yaml")
    try:
        app.play(late_game())
        screen = app.screen
        assert isinstance(screen, GameScreen)
        hud, log = screen.hud, screen.hud.panels["log"]
        newest = log.getText().split("\n")
        assert newest[0] == "Turn log" and newest[1].startswith("▲ ") and newest[-1] == "Round 7 ends"
        assert any(line.endswith(("+0", "+1", "+2", "+3", "+4", "+5", "+6", "+7")) for line in newest[2:])
        hidden = hud.fits["log"].above
        assert screen.key("page_up") and hud.fits["log"].above == hidden - 3 and hud.fits["log"].below == 3
        assert "▼ 3 more" in log.getText() and log.getText().split("\n")[-1] != "Round 7 ends"
        assert screen.key("page_down") and log.getText().split("\n") == newest
        x, y, width, _ = hud.plan.pixels(hud.plan.log)
        screen.pointer(x + width / 2, y + 20)  # over the log's first lines, in window pixels
        screen.wheel(1)
        assert hud.fits["log"].below == 3
        screen.wheel(-1)
        assert hud.fits["log"].below == 0
        screen.wheel(1)
        screen.game.apply(screen.game.legal_actions()[0])
        screen.refresh()
        assert hud.fits["log"].below == 0 and hud.scrolled["log"] == 0
    finally:
        app.close()


def test_the_wheel_over_a_panel_moves_its_lines_the_way_it_turns():
    """Up shows the lines hidden above, down those below, for a log (which starts at its newest) and for a panel
    that starts at its top alike."""
    offscreen = OffscreenBase.get((1280, 720), multisamples=0)
    hud = Hud(offscreen.fresh_overlay(), lay_out(1280, 720))
    try:
        hud.set_text("status", "\n".join(f"line {number}" for number in range(40)))
        hud.set_text("log", "\n".join(["Turn log"] + [f"turn {number}" for number in range(60)]))
        hud.settle()
        assert hud.fits["status"].above == 0 and hud.fits["status"].below > 0
        assert not hud.scroll("status", 3) and hud.scroll("status", -3) and hud.fits["status"].above == 3
        assert hud.scroll("status", 1) and hud.fits["status"].above == 2
        assert hud.fits["log"].below == 0 and not hud.scroll("log", -3)
        assert hud.scroll("log", 3) and hud.fits["log"].below == 3
    finally:
        hud.root.removeNode()
