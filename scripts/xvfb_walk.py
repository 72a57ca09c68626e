#!/usr/bin/env python3
"""Play the showcase turn in the real window under Xvfb, with clicks, and keep screenshots of what it shows.

    python3 scripts/xvfb_walk.py FOLDER [--seconds-after S]

starts an X server (Xvfb, on the first free display from :90), opens the table (``dragonarium play``) on a
seeded two-player game at the turn ``showcase_turn.py`` finds (its placement hatches an egg, its element sends
the Assistant on a long walk), with the ``full`` motion and forced moves played by themselves, and plays that
turn as a person would: xdotool clicks the planning site's tile, turns it with right clicks over the board,
clicks its cells, clicks each nest and the element's button. From each click on, ImageMagick's
``import -window root`` takes screenshots as fast as it can for a few seconds: FOLDER/NN-action-+MMMMms.png
(MMMM the milliseconds since the click). It needs Xvfb, xdotool and ImageMagick (apt-get install xvfb xdotool
imagemagick) and says which is missing.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from dragonarium.app.scene.layout import board_places, cell_centre, level_z, site_place, site_positions  # noqa: E402
from dragonarium.app.scene.table_view import SITE_SCALE  # noqa: E402
from dragonarium.play.base.commands import DragonChoice  # noqa: E402
from dragonarium.play.controller import PlayController  # noqa: E402
from dragonarium.rules import (ChooseElement, Draft, Game, Nest, Place, Placement, load_record,  # noqa: E402
                               record_of, record_to_yaml)
from showcase_turn import showcase  # noqa: E402
from tests.support.table_window import TableWindow, button_centre  # noqa: E402
from tests.support.xvfb import start_xvfb, wait_for  # noqa: E402

WIDTH, HEIGHT = 1280, 720
TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick"}
"""Each program this needs, and the Debian package that has it."""
WATCH = {Draft: 1.5, Place: 3.0, Nest: 2.0, ChooseElement: 5.0}
"""How long screenshots are taken after each kind of click (seconds)."""


def missing_tools() -> list[str]:
    return [f"{tool} (apt-get install {package})" for tool, package in TOOLS.items() if not shutil.which(tool)]


def cell_point(game: Game, player: int, cell, places) -> tuple[float, float, float]:
    x, y = cell_centre(cell)
    return places[player].to_world(x, y, level_z(game.state.boards[player].level(cell)))


def watch(folder: Path, name: str, seconds: float, env: dict) -> int:
    """Screenshots of the whole X screen for ``seconds`` from now, as raw PPM files (no compression: more of them
    a second); how many were taken. ``to_png`` makes them PNGs once the turn is over."""
    start = time.monotonic()
    taken = 0
    while (elapsed := time.monotonic() - start) < seconds:
        shot = folder / f"{name}-+{int(elapsed * 1000):04d}ms.ppm"
        subprocess.run(["import", "-silent", "-window", "root", str(shot)], env=env, check=True, timeout=30)
        taken += 1
    return taken


def to_png(folder: Path) -> None:
    """Each screenshot of ``folder`` as a PNG, in place of its PPM."""
    for shot in sorted(folder.glob("*.ppm")):
        subprocess.run(["convert", str(shot), str(shot.with_suffix(".png"))], check=True, timeout=60)
        shot.unlink()


def play_turn(folder: Path, home: Path, display: str, linger: float) -> list[str]:
    """Open the table on the showcase turn, play it with clicks and keep the screenshots; what was done."""
    found = showcase(players=2)
    record = home / "start.yaml"
    record.write_text(record_to_yaml(record_of(found.before)))
    (home / "settings.yaml").write_text(f"window: {{width: {WIDTH}, height: {HEIGHT}, x: 0, y: 0}}\n"
                                        "motion: full\nauto_forced: true\n")
    env = {**os.environ, "DISPLAY": display, "DRAGONARIUM_HOME": str(home), "PYTHONPATH": str(ROOT)}
    log, done = folder / "app.log", []
    with log.open("wb") as output:
        app = subprocess.Popen([sys.executable, "-m", "dragonarium", "play", str(record)], env=env, stdout=output,
                               stderr=subprocess.STDOUT, cwd=ROOT)
    try:
        window_id = wait_for(lambda: subprocess.run(["xdotool", "search", "--name", "Dragonarium"], env=env,
                                                    capture_output=True, text=True).stdout.split(), 90,
                             "the window", app, log)[0]
        geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window_id], env=env,
                                  capture_output=True, text=True, check=True).stdout
        values = dict(line.split("=") for line in geometry.split())
        window = TableWindow(env, (int(values["X"]), int(values["Y"])), found.player,
                             board_places(len(found.before.seats)), (WIDTH, HEIGHT))
        autosave = home / "autosave.yaml"
        time.sleep(3.0)  # the table drawn, the camera settled
        watch(folder, "00-before", 0.1, env)
        game = Game.from_state(found.before.state.copy(), found.before.seed)
        player = found.player
        for number, action in enumerate(found.actions, start=1):
            count = len(load_record(autosave).actions) if autosave.exists() else 0
            if isinstance(action, Draft):
                frame = site_place(window.places, player)
                sx, sy = site_positions(len(game.state.site))[action.slot]
                window.click(window.pixel(frame.to_world(sx, sy + SITE_SCALE / 2, level_z(1))))
            elif isinstance(action, Place):
                target = window.pixel(cell_point(game, player, action.cells[0], window.places))
                window.move(target)
                for _ in range(Placement(action.cells).rotation):
                    window.click(target, button=3)
                window.click(target)
            elif isinstance(action, Nest):
                if action.terrain is not None:  # which hatched dragon nests next: its button first
                    index = [button.press for button in PlayController(game).buttons()].index(
                        DragonChoice(action.terrain))
                    window.click(window.layer_pixel(*button_centre(game, index)))
                window.click(window.pixel(cell_point(game, player, action.cell, window.places)))
            elif isinstance(action, ChooseElement):
                index = [button.press for button in PlayController(game).buttons()].index(action)
                window.click(window.layer_pixel(*button_centre(game, index)))
            else:
                raise RuntimeError(f"this turn needs a click the script does not make: {action}")
            name = f"{number:02d}-{str(action).replace(' ', '-')}"
            taken = watch(folder, name, WATCH[type(action)] + (linger if number == len(found.actions) else 0), env)
            wait_for(lambda: autosave.exists() and len(load_record(autosave).actions) > count, 30,
                     f"the game to record {action}", app, log)
            game.apply(action)
            game.play_forced()
            done.append(f"{action}: {taken} screenshots")
    finally:
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()
    return done


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="where the screenshots go")
    parser.add_argument("--seconds-after", type=float, default=1.0, help="more screenshots after the last click")
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        print("xvfb_walk.py needs " + ", ".join(missing), file=sys.stderr)
        return 1
    args.folder.mkdir(parents=True, exist_ok=True)
    server, display = start_xvfb()
    try:
        with tempfile.TemporaryDirectory() as home:
            for line in play_turn(args.folder, Path(home), display, args.seconds_after):
                print(line)
    finally:
        server.terminate()
        server.wait(10)
    to_png(args.folder)
    print(f"screenshots in {args.folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
