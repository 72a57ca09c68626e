#!/usr/bin/env python3
"""The frames around a camera's stop with the scoring overlay on, in a four-player game: the labels' whole search
made on the frame's thread (as before) against made off it (``scene.label_search``), in the same run.

A finished four-player game is shown on the play screen with the overlay on; the camera glides from the player's
view to the top view and back, the screen's clock stepping a sixtieth of a second a frame. Each frame is the
screen's ``tick`` (where the labels follow the camera) and one drawn frame, ended with glFinish. While the
whole search runs off the thread, the frames after the stop keep being drawn (as the screen draws while anything
is left to show). Reported per way and size: the longest frame of the glide and its stop, and the median frame,
each the median over ``--repeats`` glides.

Run: python3 scripts/bench_label_stop.py [--sizes 1024x768,1920x1080] [--repeats 5]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from bench_table_draws import finisher  # noqa: E402

STEP = 1 / 60
SETTLE_FRAMES = 40
"""Frames drawn after the glide ends (the whole search off the thread lands within them)."""


def glides(size: tuple[int, int], off_thread: bool, repeats: int) -> tuple[list[float], list[float]]:
    """(longest frame, median frame) of each glide, in seconds."""
    from dragonarium.app.offscreen import OffscreenBase
    from dragonarium.app.screens.game_screen import GameScreen
    from dragonarium.play.session import PlaySession
    from tests.app.contexts import context_of
    from tests.support.games import new_game, play_random

    finish = finisher("once")
    offscreen = OffscreenBase.get(size, multisamples=0)
    offscreen.fresh_scene()
    offscreen.fresh_overlay()
    screen = GameScreen(context_of(offscreen), PlaySession(play_random(new_game(4, 7), 7)))
    engine = offscreen.base.graphicsEngine
    longest, medians = [], []
    try:
        screen.key("escape")
        screen.key("o")
        if not off_thread:
            screen.score_overlay.search = None
        for repeat in range(repeats):
            (screen.controls.focus_top if repeat % 2 == 0 else lambda: screen.controls.focus_player(0))()
            times = []
            settle = SETTLE_FRAMES
            while settle > 0:
                began = time.perf_counter()
                screen.tick(STEP)
                engine.renderFrame()
                finish()
                times.append(time.perf_counter() - began)
                if not screen.controls.moving:
                    settle -= 1
            longest.append(max(times))
            medians.append(statistics.median(times))
    finally:
        screen.cleanup()
    return longest, medians


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1024x768,1920x1080")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    for text in args.sizes.split(","):
        size = tuple(int(n) for n in text.split("x"))
        for off_thread in (False, True, False, True):  # interleaved: the machine's noise falls on both ways
            longest, medians = glides(size, off_thread, args.repeats)
            way = "off the frame's thread" if off_thread else "on the frame's thread"
            print(f"{text} {way:24s} longest frame {1000 * statistics.median(longest):6.1f} ms "
                  f"(each glide: {', '.join(f'{1000 * t:.0f}' for t in longest)}), "
                  f"median frame {1000 * statistics.median(medians):5.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
