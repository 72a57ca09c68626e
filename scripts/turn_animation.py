"""The README's animated picture: one turn of ``showcase_turn`` played through the real play screen with the
``full`` motion, drawn offscreen frame by frame at a fixed rate, then made one small looping GIF by ImageMagick.

The turn is a computer player's, played by the path a click takes: the drafted tile lifts from the planning site
and waits in the air, travels to the board and settles on its cells, its egg hatches and the dragon flies to its
nest, the element chosen sends the Assistant on its walk (forced moves play by themselves: each stone leaves as
it reaches its step) and the score counts up beside the player's name.
"""
from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from dragonarium.app.offscreen import OffscreenBase
from dragonarium.app.screens.game_screen import GameScreen
from dragonarium.app.screens.screen_context import ScreenContext
from dragonarium.play.motion import Motion
from dragonarium.play.quality import PRESETS, Quality
from dragonarium.play.session import PlaySession

from showcase_turn import Showcase

SIZE = (800, 450)
"""The picture's size: drawn at it (the panels' text keeps a size that reads), not scaled down."""
FPS = 15
PAUSE = 0.5
"""How long the table rests between two actions (twice as long before the first)."""
LAST_HOLD = 2.0
"""How long the final state stays before the picture starts again."""
COLOURS = 256
PALETTE_FRAMES = 8
"""How many frames, spread over the turn, the one palette is made from."""


class TurnFilm:
    """Draws the frames of ``screen`` into ``folder``: one PNG each ``1 / FPS`` seconds."""

    def __init__(self, base: OffscreenBase, screen: GameScreen, folder: Path) -> None:
        self.base = base
        self.screen = screen
        self.folder = folder
        self.frames: list[Path] = []

    def frame(self) -> None:
        self.base.render_frames(1)
        path = self.folder / f"frame-{len(self.frames):04d}.png"
        self.base.save(path)
        self.frames.append(path)

    def tick(self) -> None:
        """One frame's time passes: the camera, the Assistant and the travelling pieces move on (the session's
        clock is not stepped: nobody else plays)."""
        seconds = 1.0 / FPS
        self.screen.controls.step(seconds)
        if self.screen.motion.moving or self.screen.walks.walking:
            self.screen.motion.step(seconds)
        self.frame()

    def rest(self, seconds: float) -> None:
        for _ in range(round(seconds * FPS)):
            self.tick()

    def until_still(self) -> None:
        """Frames until nothing moves, then the pause before the next action."""
        while self.screen.animating:
            self.tick()
        self.rest(PAUSE)


def draw_frames(turn: Showcase, folder: Path) -> list[Path]:
    """The frames of ``turn`` (its seats played by the computer) on the play screen with ``full`` motion, in
    ``folder``."""
    base = OffscreenBase.get(SIZE)
    base.fresh_scene()
    base.fresh_overlay()
    screen = GameScreen(ScreenContext(base.base, base.assets, PRESETS[Quality.FULL], motion=Motion.FULL),
                        PlaySession(turn.before, auto_forced=True))
    film = TurnFilm(base, screen, folder)
    try:
        screen.controls.focus_player(turn.player, animate=False)
        film.rest(PAUSE * 2)
        for action in turn.actions:
            screen.apply(screen.session.play(action))
            film.until_still()
    finally:
        screen.cleanup()
    return film.frames


def write_gif(frames: list[Path], target: Path, convert: str) -> None:
    """``frames`` as one looping GIF at ``target``: one palette of ``COLOURS`` colours for every frame (no
    dither, so what does not move stays the same bytes), each frame only the part that changed, the last one held
    ``LAST_HOLD`` seconds."""
    delay = f"{round(100 / FPS)}"
    with tempfile.TemporaryDirectory() as work:
        palette = Path(work) / "palette.png"
        sample = frames[::max(1, len(frames) // PALETTE_FRAMES)]
        subprocess.run([convert, *map(str, sample), "-append", "+dither", "-colors", str(COLOURS),
                        "-unique-colors", str(palette)], check=True)
        subprocess.run([convert, "-delay", delay, *map(str, frames[:-1]), "-delay", str(round(LAST_HOLD * 100)),
                        str(frames[-1]), "-loop", "0", "+dither", "-remap", str(palette), "-layers", "RemoveDups",
                        "-layers", "Optimize", str(target)], check=True)


def make_turn_gif(turn: Showcase, target: Path, convert: str) -> None:
    """Draw ``turn`` and write it to ``target`` as a GIF (``convert`` is ImageMagick's)."""
    with tempfile.TemporaryDirectory() as folder:
        frames = draw_frames(turn, Path(folder))
        write_gif(frames, target, convert)
