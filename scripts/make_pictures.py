#!/usr/bin/env python3
"""The README's pictures, drawn from the examples and a few seeded games so they stay current.

    python3 scripts/make_pictures.py [--out DIR]

writes DIR/*.png (default docs/pictures) at 1280 x 720: the player's view, the
whole table, the scoring overlay, a tile held where it may not go (in greys,
outlined in red with a cross, and the reason) and the first lesson. Drawn offscreen with the `full` quality.
With ImageMagick at hand, each picture is then reduced to 256 colours and
stripped of metadata (about 170 KiB instead of 450).

It also writes DIR/turn.gif, 800 x 450: a solo turn with the `full` motion (the
drafted tile lifts, travels and settles, its egg hatches and the dragon nests,
the Assistant walks and drops its stones, the score counts up), drawn frame by
frame at 15 frames a second (``turn_animation.py``). That one needs ImageMagick's
`convert` (`apt-get install imagemagick`): without it the script says so and
ends with status 1 before drawing anything; `--no-animation` leaves it out.
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))  # its two helpers, when imported from elsewhere

from dragonarium.app.screens.game_screen import GameScreen  # noqa: E402
from dragonarium.app.screens.screen_context import ScreenContext  # noqa: E402
from dragonarium.app.offscreen import OffscreenBase  # noqa: E402
from dragonarium.app.render import render_state  # noqa: E402
from dragonarium.bots import make_player  # noqa: E402
from dragonarium.lessons import LessonRun, load_lessons
from dragonarium.play.quality import PRESETS, Quality  # noqa: E402
from dragonarium.play.session import PlaySession  # noqa: E402
from dragonarium.rules import Draft, Game, Placement, Seat, load_catalog, load_game_file  # noqa: E402
from showcase_turn import showcase  # noqa: E402
from turn_animation import make_turn_gif  # noqa: E402

SIZE = (1280, 720)
EXAMPLES = ROOT / "examples"


def four_player_end(catalog) -> Game:
    """A four-player game played to its end by the easy computer player (seed 7)."""
    game = Game(catalog, [Seat(name) for name in ("Ann", "Bob", "Cleo", "Dev")], 7)
    players = [make_player("easy", 70 + index) for index in range(4)]
    while not game.over:
        game.apply(players[game.state.current].choose(game.state))
    return game


def screen_picture(game: Game, out: Path, setup) -> None:
    """The play screen on ``game`` after ``setup(screen)``, saved to ``out``."""
    base = OffscreenBase.get(SIZE)
    base.fresh_scene()
    base.fresh_overlay()
    screen = GameScreen(ScreenContext(base.base, base.assets, PRESETS[Quality.FULL]), PlaySession(game))
    try:
        setup(screen)
        base.render_frames(2)
        base.save(out)
    finally:
        screen.cleanup()


def refused_ghost(screen: GameScreen) -> None:
    """Hold the drafted tile over a placement the rules refuse, so the ghost shows refused with its reason."""
    state = screen.game.state
    board, tile = state.board, state.tile(state.pending().tile or "")
    from dragonarium.rules import check_placement

    for cell in sorted(board.cells()):
        for rotation in range(4):
            try:
                placement = Placement.at(cell, rotation)
            except Exception:
                continue
            verdict = check_placement(board, tile, placement)
            if not verdict.legal and board.on_grid(placement.cells[1]) and verdict.problems[0].cell is not None:
                screen.controller.rotation = rotation
                point = screen.table.places[state.current].to_world(*_centre(cell), 0.3)
                pixel = screen.picker.screen_point(point)
                if pixel is not None:
                    screen.pointer(*pixel)
                    return


def _centre(cell) -> tuple[float, float]:
    from dragonarium.app.scene.layout import cell_centre

    return cell_centre(cell)


def image_magick() -> str | None:
    """ImageMagick's ``convert``, if the real one is installed."""
    for candidate in ("/usr/bin/convert", shutil.which("convert")):
        if candidate and Path(candidate).exists():
            version = subprocess.run([candidate, "-version"], capture_output=True, text=True).stdout
            if "ImageMagick" in version:
                return candidate
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "pictures", help="folder for the pictures")
    parser.add_argument("--no-animation", action="store_true", help="leave out the animated turn (turn.gif)")
    args = parser.parse_args(argv)
    magick = image_magick()
    if magick is None and not args.no_animation:
        print("make_pictures.py: the animated turn (turn.gif) needs ImageMagick's convert: install it "
              "(apt-get install imagemagick), or pass --no-animation", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    catalog = load_catalog()
    OffscreenBase.get(SIZE)
    two, _ = load_game_file(EXAMPLES / "two-player-game.yaml", catalog)
    render_state(two, args.out / "player-view.png", size=SIZE, view="player")
    render_state(four_player_end(catalog).state, args.out / "table-view.png", size=SIZE, view="table")
    seventy_five, _ = load_game_file(EXAMPLES / "seventy-five.yaml", catalog)
    render_state(seventy_five, args.out / "scoring-overlay.png", size=SIZE, view="player", overlay=True)
    held = Game(catalog, [Seat("Ann"), Seat("Bob")], 21)
    held.apply(Draft(0))
    screen_picture(held, args.out / "refused-placement.png", refused_ghost)
    lesson = LessonRun(load_lessons()[0], catalog)
    base = OffscreenBase.get(SIZE)
    base.fresh_scene()
    base.fresh_overlay()
    screen = GameScreen(ScreenContext(base.base, base.assets, PRESETS[Quality.FULL]),
                        PlaySession(lesson.game, lesson=lesson))
    try:
        base.render_frames(2)
        base.save(args.out / "lesson.png")
    finally:
        screen.cleanup()
    for picture in sorted(args.out.glob("*.png")):
        if magick:
            subprocess.run([magick, str(picture), "-colors", "256", "-strip", str(picture)], check=True)
        _report(picture)
    if magick is None or args.no_animation:
        return 0
    make_turn_gif(showcase(players=1, kind="easy"), args.out / "turn.gif", magick)
    _report(args.out / "turn.gif")
    return 0


def _report(picture: Path) -> None:
    print(f"{picture.relative_to(ROOT) if picture.is_relative_to(ROOT) else picture}: "
          f"{picture.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    raise SystemExit(main())
