#!/usr/bin/env python3
"""Play a whole game against a computer in the real window under Xvfb, with clicks, at several window sizes and
text sizes, and keep screenshots of what it shows.

    python3 scripts/xvfb_game.py FOLDER [--players 2] [--computer easy] [--seed 11] [--motion full]

starts an X server (Xvfb, 2560 x 1440, on the first free display from :90) and plays one game of "You" against
computer seats, in segments: each segment writes the settings (the window's size at the top-left corner, the text
size), opens the table with ``dragonarium play`` on the game so far (the first on a new game, the others on the
autosave, as Continue does), plays ``--turns`` of the person's turns with xdotool (the easy player's choice,
clicked as a person clicks it: the site's tile, the cells with right clicks to turn the tile, a nest, a button)
and closes the window. Segments go through 1024 x 768, 1920 x 1080 and 2560 x 1440 at 100 % and 150 % text (and
a narrow 800 x 1000), then again until the game is over. Screenshots (ImageMagick's ``import``) are taken when the
person's turn starts, after each click, and every ``--every`` seconds while a computer plays:
FOLDER/SSS-WxH-T-NNN-what.png. It needs Xvfb, xdotool and ImageMagick.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from dragonarium.app.scene.layout import board_places, cell_centre, level_z, site_place, site_positions  # noqa: E402
from dragonarium.app.scene.table_view import SITE_SCALE  # noqa: E402
from dragonarium.app.ui.layer_scale import text_scale  # noqa: E402
from dragonarium.bots import make_player  # noqa: E402
from dragonarium.play.base.commands import DragonChoice  # noqa: E402
from dragonarium.play.controller import PlayController  # noqa: E402
from dragonarium.play.session import PlaySession  # noqa: E402
from dragonarium.play.table.screen_layout import View, lay_out  # noqa: E402
from dragonarium.rules import (Draft, Game, Nest, Place, Placement, PlayerKind, Seat, Stone,  # noqa: E402
                               load_catalog, load_record, record_of, record_to_yaml, replay)
from tests.support.table_window import TableWindow, button_centre  # noqa: E402
from tests.support.xvfb import start_xvfb, wait_for  # noqa: E402
from xvfb_walk import missing_tools  # noqa: E402


SEGMENTS = ((1024, 768, 100), (1024, 768, 150), (1920, 1080, 100), (1920, 1080, 150), (2560, 1440, 100),
            (2560, 1440, 150), (800, 1000, 100))
HUMAN = 0


class Window(TableWindow):
    """The play screen of a ``size`` window at ``percent`` text, its top-left corner at the screen's, framed on the
    person's board (``TableWindow`` with the screen's own layout: its text size, players and switches)."""

    def __init__(self, env: dict, game: Game, size: tuple[int, int], percent: int) -> None:
        session = PlaySession(game)
        switches = len(session.switches())
        session.close()
        plan = lay_out(*size, text_scale(percent), View.PLAYER, len(game.state.boards), switches)
        super().__init__(env, (0, 0), HUMAN, board_places(len(game.state.boards)), size, plan)

    def cell(self, game: Game, cell) -> tuple[int, int]:
        x, y = cell_centre(cell)
        return self.pixel(self.places[HUMAN].to_world(x, y, level_z(game.state.boards[HUMAN].level(cell))))

    def button(self, game: Game, index: int) -> tuple[int, int]:
        """Where button ``index`` of the decision's row shows."""
        return self.layer_pixel(*button_centre(game, index, self.size, self.plan))


def shoot(folder: Path, name: str, size: tuple[int, int], env: dict) -> None:
    width, height = size
    subprocess.run(["import", "-silent", "-window", "root", "-crop", f"{width}x{height}+0+0", "+repage",
                    str(folder / f"{name}.png")], env=env, check=True, timeout=60)


def game_of(path: Path) -> Game:
    return replay(load_record(path))


def clickable(game: Game, action) -> bool:
    buttons = [button.press for button in PlayController(game).buttons()]
    return isinstance(action, (Draft, Place, Nest, Stone)) or action in buttons


def click_action(window: Window, game: Game, action) -> None:
    """Click ``action`` as a person does."""
    buttons = [button.press for button in PlayController(game).buttons()]
    if action in buttons:
        window.click(window.button(game, buttons.index(action)))
    elif isinstance(action, Draft):
        frame = site_place(window.places, HUMAN)
        sx, sy = site_positions(len(game.state.site))[action.slot]
        window.click(window.pixel(frame.to_world(sx, sy + SITE_SCALE / 2, level_z(1))))
    elif isinstance(action, Place):
        target = window.cell(game, action.cells[0])
        window.move(target)
        for _ in range(Placement(action.cells).rotation):
            window.click(target, button=3)
        window.click(target)
    elif isinstance(action, Nest) and action.terrain is not None:  # which hatched dragon nests next, then where
        window.click(window.button(game, buttons.index(DragonChoice(action.terrain))))
        window.click(window.cell(game, action.cell))
    elif isinstance(action, (Nest, Stone)):
        window.click(window.cell(game, action.cell))
    else:
        raise RuntimeError(f"no click made for {action}")


def segment(folder: Path, number: int, home: Path, record: Path, env: dict, size: tuple[int, int], percent: int,
            turns: int, every: float, motion: str, seed: int) -> tuple[Game, list[str]]:
    """Open the table on ``record`` at ``size`` and ``percent`` text, play ``turns`` of the person's turns; the
    game as the autosave holds it when the window closed, and what was seen."""
    width, height = size
    (home / "settings.yaml").write_text(f"window: {{width: {width}, height: {height}, x: 0, y: 0}}\n"
                                        f"motion: {motion}\nauto_forced: true\ntext_size: {percent}\n")
    tag = f"{number:02d}-{width}x{height}-{percent}"
    log, seen = folder / f"{tag}-app.log", []
    autosave = home / "autosave.yaml"
    with log.open("wb") as output:
        app = subprocess.Popen([sys.executable, "-m", "dragonarium", "play", str(record)], env=env, stdout=output,
                               stderr=subprocess.STDOUT, cwd=ROOT)
    chooser = make_player("easy", seed)
    shot = 0

    def snap(what: str) -> None:
        nonlocal shot
        shot += 1
        shoot(folder, f"{tag}-{shot:03d}-{what}", size, env)

    try:
        wait_for(lambda: subprocess.run(["xdotool", "search", "--name", "Dragonarium"], env=env,
                                        capture_output=True, text=True).stdout.split(), 90, "the window", app, log)
        time.sleep(2.5)
        snap("opened")
        played = 0
        while played < turns:
            game = game_of(autosave) if autosave.exists() else game_of(record)
            if game.over:
                time.sleep(2.0)
                snap("over")
                seen.append("the game is over")
                break
            if game.state.current != HUMAN:
                snap("computer")
                time.sleep(every)
                continue
            window = Window(env, game, size, percent)
            time.sleep(2.5)  # the last turn shown to its end, and the camera back on the person's board
            snap("turn")
            start_round = game.state.round
            while not game.over and game.state.current == HUMAN:
                choice = chooser.choose(game.state.copy())
                action = getattr(choice, "action", choice)
                if not clickable(game, action):
                    others = [a for a in game.legal_actions() if clickable(game, a)]
                    if not others:
                        raise RuntimeError(f"nothing clickable at {game.state.pending()}")
                    action = others[0]
                count = len(game.history)
                click_action(window, game, action)
                time.sleep(0.4)
                snap(str(action).replace(" ", "-")[:30])
                wait_for(lambda count=count: autosave.exists() and len(load_record(autosave).actions) > count, 30,
                         f"the table to record {action}", app, log)
                game = game_of(autosave)
                seen.append(f"round {start_round}: {action}")
            played += 1
    finally:
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
    return (game_of(autosave) if autosave.exists() else game_of(record)), seen


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--computer", default="easy")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--turns", type=int, default=2, help="the person's turns per segment")
    parser.add_argument("--every", type=float, default=0.5, help="seconds between screenshots on a computer's turn")
    parser.add_argument("--motion", default="full")
    parser.add_argument("--segments", type=int, default=40, help="stop after this many segments")
    parser.add_argument("--first", type=int, default=1, help="the size and text size to start with (1 to 7)")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        print("xvfb_game.py needs " + ", ".join(missing), file=sys.stderr)
        return 1
    args.folder.mkdir(parents=True, exist_ok=True)
    server, display = start_xvfb("2560x1440x24")
    try:
        with tempfile.TemporaryDirectory() as folder:
            home = Path(folder)
            seats = [Seat("You")] + [Seat(f"Computer {n}", kind=PlayerKind(args.computer))
                                     for n in range(1, args.players)]
            record = home / "start.yaml"
            record.write_text(record_to_yaml(record_of(Game(load_catalog(), seats, args.seed))))
            env = {**os.environ, "DISPLAY": display, "DRAGONARIUM_HOME": str(home), "PYTHONPATH": str(ROOT)}
            number = 0
            while True:
                width, height, percent = SEGMENTS[(number + args.first - 1) % len(SEGMENTS)]
                number += 1
                game, seen = segment(args.folder, number, home, record, env, (width, height), percent, args.turns,
                                     args.every, args.motion, args.seed)
                print(f"segment {number} {width}x{height} text {percent} %: " + "; ".join(seen), flush=True)
                record = home / "autosave.yaml"
                if game.over or number >= args.segments:
                    break
    finally:
        server.terminate()
        server.wait(10)
    print(f"screenshots in {args.folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
