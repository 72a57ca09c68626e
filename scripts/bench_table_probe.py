#!/usr/bin/env python3
"""The measuring side of ``bench_table.py``: each role runs alone in a fresh process and prints its JSON.

Roles: ``calibrate`` (the draw-call count on a scene of known Geoms), ``preset``
(every figure of one quality preset), ``startup-table`` and ``startup-bare``
(one finished first frame in an ``onscreen`` or ``offscreen`` window), ``idle``
(the processor time an idle screen takes in a window on the display in
``$DISPLAY``: ``table``, ``start``, ``lesson`` or ``review``), ``hover`` (hover
frames of a preset at 1920 x 1080, ``unscaled``: with its scene drawn at the window's size), ``animation`` (the
frames of a preset while the last round's changes move: ``bench_table_motion.py``), ``pointer-table`` and
``pointer-bare`` (a window on ``$DISPLAY`` whose pointer the parent moves: ``bench_table_pointer.py``).
Run: python3 scripts/bench_table_probe.py ROLE PLAN.json [PRESET [check | unscaled] | WINDOW | SCREEN]
"""
from __future__ import annotations

import os
import json
import resource
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_table_draws import DrawCounter, Frame, finisher, open_base, run_calibration  # noqa: E402
from bench_table_motion import run_animation  # noqa: E402
from bench_table_pointer import run_bare, run_table  # noqa: E402

ORBIT_PIXELS = 6.0


def median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1e3, 2)


def peak_rss_mb() -> float:
    """This process's peak resident memory so far, in MB."""
    scale = 1 << 20 if sys.platform == "darwin" else 1 << 10  # ru_maxrss is in bytes on macOS, KiB elsewhere
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / scale, 1)


def cell_pixels(screen) -> list[tuple[float, float]]:
    """The window pixels of the tops of the current player's cells, in the view on screen."""
    from dragonarium.app.scene.layout import cell_centre, level_z

    state = screen.game.state
    board, place = state.boards[state.current], screen.table.places[state.current]
    pixels = []
    for cell in board.cells():
        x, y = cell_centre(cell)
        pixel = screen.picker.screen_point(place.to_world(x, y, level_z(board.level(cell))))
        if pixel is not None:
            pixels.append(pixel)
    if len(pixels) < 2:
        raise SystemExit("the active board is not on screen: no cells to hover")
    return pixels


class ActionPlayer:
    """Plays actions on a screen with clicks and keys (tests/app/driver.py) and times the input call that
    applied each one: the scene update, without the frame drawn after it."""

    def __init__(self, screen) -> None:
        from tests.app.driver import Driver

        self.screen, self.driver, self.samples = screen, Driver(screen), []
        for name in ("left_click", "press", "key"):
            setattr(screen, name, self._timed(getattr(screen, name)))

    def _timed(self, method):
        game = self.screen.game

        def call(*args):
            before, start = len(game.history), time.perf_counter()
            result = method(*args)
            if len(game.history) > before:
                self.samples.append(time.perf_counter() - start)
            return result
        return call

    def play(self, actions, after: Callable[[Any], Any]) -> None:
        """Play ``actions``; ``after(action)`` draws the frame that follows each."""
        game = self.screen.game
        for action in actions:
            before = len(self.samples)
            self.driver.play(action)
            if game.history[-1:] != [action] or len(self.samples) != before + 1:
                raise SystemExit(f"playing {action} through the screen did not apply it once")
            after(action)


def run_preset(plan: dict, name: str, check: bool) -> dict:
    """The samples and counts of one preset, on one table: the last round is played from its start with clicks,
    the hover frames are drawn while the last tile is held, the idle and orbit frames once the game is over;
    with ``check``, the finish check too. The times are lists of seconds."""
    from panda3d.core import SceneGraphAnalyzer

    from dragonarium.app.table_app import TableApp
    from dragonarium.app.window import renderer_name
    from dragonarium.play.quality import PRESETS, Quality
    from dragonarium.rules.model.actions import Place
    from dragonarium.rules.files.catalog import load_catalog
    from dragonarium.rules.engine.game import Phase
    from dragonarium.rules.files.record import load_record, replay

    preset, work, frames = PRESETS[Quality(name)], Path(plan["work"]), plan["frames"]
    base = open_base(tuple(plan["size"]), preset.multisamples, plan["finish"])
    finish = finisher(plan["finish"])
    catalog = load_catalog()
    record = load_record(plan["record"], catalog)
    start, held = plan["update_from"], plan["last_draft"] + 1
    # drawn as the app draws in a window: on demand (an idle step draws nothing, a pointer move no shadow map)
    app = TableApp(base, catalog, game=replay(record, catalog, upto=start), preset=preset,
                   autosave=work / f"autosave-{name}.yaml", settings_file=work / f"settings-{name}.yaml",
                   on_demand=True)
    app.host.frames.loop.pace = False  # time the steps, not the sleep between them
    pacer = app.host.frames
    counter = DrawCounter(base, work / f"glgsg-{name}.log")

    def frame(before: Optional[Frame] = None, after: Frame = finish) -> float:
        began = time.perf_counter()
        if before is not None:
            before()
        base.taskMgr.step()
        after()
        return time.perf_counter() - began

    drawn_in: dict[str, int] = {}

    def settle() -> None:
        """Let the Assistant finish its walk and the camera its glide, as they do within seconds at the table."""
        for _ in range(2000):
            if not app.screen.animating:
                return
            app.screen.tick(0.05)
            frame()
        raise SystemExit("the table kept animating")

    def series(before: Optional[Frame], count: int, name: str = "") -> list[float]:
        settle()
        for _ in range(3):
            frame(before)
        first = pacer.frames_drawn
        times = [frame(before) for _ in range(count)]
        drawn_in[name] = pacer.frames_drawn - first
        return times

    drawn: dict[str, dict] = {}

    screen = app.screen

    def after_action(action) -> None:
        if isinstance(action, Place) and "after_place" not in drawn:  # seen as the player sees their board
            screen.controls.focus_player(screen.game.state.current, animate=False)
            drawn["after_place"] = counter.count(frame)
        else:
            frame()

    frame()
    player = ActionPlayer(screen)
    player.play(record.actions[start:held], after_action)
    if screen.game.pending().phase is not Phase.PLACE:
        raise SystemExit("the hover position holds no tile")
    screen.controls.focus_player(screen.game.state.current, animate=False)
    frame()
    pixels = cell_pixels(screen)
    moves = iter(range(1 << 40))
    hover = lambda: screen.pointer(*pixels[next(moves) % len(pixels)])  # noqa: E731
    hover_times = series(hover, frames, "hover")
    drawn["hover"] = counter.count(lambda: frame(hover))

    player.play(record.actions[held:], after_action)
    if not screen.game.over:
        raise SystemExit("the benchmark game did not end")
    screen.controls.focus_player(screen.game.state.current, animate=False)  # as a table opened on it shows it
    home = screen.controls.view
    orbit = lambda: screen.controls.orbit(ORBIT_PIXELS, 0)  # noqa: E731
    idle_times, orbit_times = series(None, frames, "idle"), series(orbit, frames, "orbit")
    screen.controls.go_to(home, animate=False)
    frame()
    drawn["idle"] = counter.count(frame)
    drawn["orbit"] = counter.count(lambda: frame(orbit))
    if not drawn["orbit"]["draw_calls"]:
        raise SystemExit(f"no begin_draw_primitives lines in {counter.log} for a frame with the camera moving: "
                         "without the OpenGL spam log the draw calls cannot be counted")
    analyzer = SceneGraphAnalyzer()
    analyzer.addNode(base.render.node())
    analyzer.addNode(base.render2d.node())
    figures = {"renderer": renderer_name(base), "idle_s": idle_times, "hover_s": hover_times,
               "orbit_s": orbit_times, "update_s": player.samples, "drawn": drawn, "frames_drawn": drawn_in,
               "scene_graph_triangles": analyzer.getNumTris(),
               "finish_check": finish_check(base, frame, orbit, max(4, min(frames, 10))) if check else None,
               "offscreen_buffers": buffer_names(base), "peak_rss_mb": peak_rss_mb()}
    app.play(replay(record, catalog, upto=start))  # a new table, as after "new game": are old buffers let go?
    for _ in range(3):  # a shadow buffer made in one frame is listed from the next
        frame()
    figures["offscreen_buffers_after_a_new_table"] = buffer_names(base)
    return figures


def buffer_names(base) -> list[str]:
    """The names of the offscreen buffers drawn besides the window (a shadow map is named after its light)."""
    return [window.getName() for window in base.graphicsEngine.getWindows() if window != base.win]


def finish_check(base, frame: Callable[..., float], orbit: Frame, count: int) -> dict:
    """Orbit frames ended four ways, taken in turn: one glFinish; none; the pixels read back to memory; Panda3D's
    gl-finish (a glFinish after every draw call). The read back less its own cost (an empty window read back)
    is what the frame takes to draw; one glFinish should agree with it. Each frame starts with nothing left
    to draw (an untimed glFinish), or it would pay for the unfinished frame before it."""
    from panda3d.core import ConfigVariableBool, PNMImage

    finish = finisher("once")
    image, gl_finish = PNMImage(), ConfigVariableBool("gl-finish")
    restore = gl_finish.getValue()
    readback = lambda: base.win.getScreenshot(image)  # noqa: E731
    ways = {"one_glfinish_ms": (orbit, finish), "no_finish_ms": (orbit, lambda: None),
            "readback_ms": (orbit, readback),
            "prc_gl_finish_ms": (lambda: (gl_finish.setValue(True), orbit()), lambda: gl_finish.setValue(restore))}
    times: dict[str, list[float]] = {key: [] for key in ways}
    for index in range(count + 2):
        for key, (before, after) in ways.items():
            finish()
            elapsed = frame(before, after)
            if index >= 2:
                times[key].append(elapsed)
    base.render.hide(), base.render2d.hide()
    empty = [finish() or frame(None, readback) for _ in range(count + 2)][2:]
    base.render.show(), base.render2d.show()
    check = {key: median_ms(samples) for key, samples in times.items()}
    check["readback_of_empty_window_ms"] = median_ms(empty)
    net = check["readback_ms"] - check["readback_of_empty_window_ms"]
    check["readback_less_copy_ms"] = round(net, 2)
    check["agrees"] = abs(check["one_glfinish_ms"] - net) <= 0.25 * max(net, 4.0)
    return check


STARTUP_SIZE = (1280, 720)
"""The window of every start-up, the size the ``dragonarium`` command opens (with ``--quick`` too)."""


def run_startup(plan: dict, table: bool, window: str) -> dict:
    """Open the window (``onscreen`` or ``offscreen``), with the table on the saved game or bare, and draw one
    finished frame; when that frame was done.

    On screen, the table is opened by the ``dragonarium play GAME --quality fast`` command itself (its arguments,
    settings, language, data, saved game, window and first frame), stopped once that frame is drawn; offscreen,
    where the command refuses to open without a display, its parts are called in the command's order."""
    if not table:
        base = open_base(STARTUP_SIZE, 0, plan["finish"], window)
        base.taskMgr.step()
        finisher(plan["finish"])()
        return {"done": time.monotonic(), "rss_mb": peak_rss_mb()}
    if window == "onscreen":
        return _command_startup(plan)
    from dragonarium.startup_gc import hold_collection

    hold_collection()  # as the ``dragonarium`` command does on its first line when it opens the table
    from dragonarium.app.table_app import TableApp
    from dragonarium.app.window import configure
    from dragonarium.play.quality import PRESETS, Quality
    from dragonarium.rules.files.catalog import load_catalog
    from dragonarium.play.saves import load_game

    catalog = load_catalog()
    game = load_game(Path(plan["record"]), catalog)
    preset = PRESETS[Quality(plan["startup_preset"])]
    configure(offscreen=True, size=STARTUP_SIZE, multisamples=preset.multisamples)
    base = open_base(STARTUP_SIZE, preset.multisamples, plan["finish"], window)
    work = Path(plan["work"])
    TableApp(base, catalog, game=game, preset=preset, autosave=work / "autosave-startup.yaml",
             settings_file=work / "settings-startup.yaml")
    base.taskMgr.step()
    finisher(plan["finish"])()
    return {"done": time.monotonic(), "rss_mb": peak_rss_mb()}


def _command_startup(plan: dict) -> dict:
    """The ``dragonarium play`` command up to its first finished frame (its main loop is replaced by one step)."""
    from direct.showbase.ShowBase import ShowBase

    answer: dict = {}

    def first_frame(base: ShowBase) -> None:
        base.taskMgr.step()
        finisher(plan["finish"])()
        answer.update(done=time.monotonic(), rss_mb=peak_rss_mb())

    ShowBase.run = first_frame  # type: ignore[method-assign]
    os.environ["DRAGONARIUM_HOME"] = str(Path(plan["work"]) / "home")  # its settings and autosave: the bench's own
    from dragonarium.__main__ import main

    if main(["play", plan["record"], "--quality", plan["startup_preset"]]) != 0 or not answer:
        raise SystemExit("the table did not open")
    return answer


HOVER_SIZE = (1920, 1080)
"""The window the ``hover`` role draws in: where llvmpipe's cost per pixel shows."""


def run_hover(plan: dict, name: str, scaled: bool) -> dict:
    """Hover frames (the ghost following the pointer over the board, each ended with the plan's finish) of preset
    ``name`` in a ``HOVER_SIZE`` offscreen window, while the last tile of the benchmark game is held; without
    ``scaled`` the scene is drawn at the window's size whatever the preset says. The times are seconds."""
    from dataclasses import replace

    from dragonarium.app.table_app import TableApp
    from dragonarium.play.quality import PRESETS, Quality
    from dragonarium.rules.files.catalog import load_catalog
    from dragonarium.rules.engine.game import Phase
    from dragonarium.rules.files.record import load_record, replay

    preset, work = PRESETS[Quality(name)], Path(plan["work"])
    preset = preset if scaled else replace(preset, scene_pixels=0)
    base = open_base(HOVER_SIZE, preset.multisamples, plan["finish"])
    finish = finisher(plan["finish"])
    catalog = load_catalog()
    game = replay(load_record(plan["record"], catalog), catalog, upto=plan["last_draft"] + 1)
    if game.pending().phase is not Phase.PLACE:
        raise SystemExit("the hover position holds no tile")
    app = TableApp(base, catalog, game=game, preset=preset, autosave=work / f"autosave-hover-{name}.yaml",
                   settings_file=work / f"settings-hover-{name}.yaml", on_demand=True)
    app.host.frames.loop.pace = False
    screen = app.screen
    screen.controls.focus_player(game.state.current, animate=False)
    for _ in range(5):
        base.taskMgr.step()
    pixels = cell_pixels(screen)

    def frame(index: int) -> float:
        began = time.perf_counter()
        screen.pointer(*pixels[index % len(pixels)])
        base.taskMgr.step()
        finish()
        return time.perf_counter() - began

    for index in range(3):
        frame(index)
    drawn = app.host.frames.frames_drawn
    times = [frame(index) for index in range(plan["frames"])]
    return {"hover_s": times, "frames_drawn": app.host.frames.frames_drawn - drawn, "window": list(HOVER_SIZE),
            "scene_size": list(app.scale.size) if app.scale.size else list(HOVER_SIZE)}


IDLE_SETTLE_S = 2.0
"""Seconds the screen is left alone before the idle measure begins (its first frames drawn, the pointer still)."""
ANALYSIS_LIMIT_S = 600.0
"""The longest the review's analysis is waited for before its idle measure."""


def run_idle(plan: dict, screen: str) -> dict:
    """The ``dragonarium`` command on ``screen`` (``table``: ``play`` on a finished two-player game; ``start``: the
    start screen; ``lesson``: the first lesson; ``review``: the review of that game, once its analysis is done), in a window on ``$DISPLAY``,
    left alone; the processor time the process takes over ``plan["idle_s"]`` seconds of its own main loop, as a
    share of one core (from ``os.times``: this process's user and system time, every thread's), with the frames
    drawn and the loop's steps meanwhile."""
    from direct.showbase.ShowBase import ShowBase

    answer: dict = {}

    def run(base: ShowBase) -> None:
        from dragonarium.app.table_app import TableApp

        app = next(call.__self__ for call in base.finalExitCallbacks
                   if isinstance(getattr(call, "__self__", None), TableApp))
        pacer = app.host.frames
        if screen == "lesson":  # from the start screen, as a player opens it: the first lesson of the list
            app.lesson_menu()
            app.play_lesson(app.lessons[0])
        waited = time.monotonic() + ANALYSIS_LIMIT_S
        while screen == "review" and not app.screen.session.analysis.finished:
            if time.monotonic() > waited:
                raise SystemExit("the review's analysis did not finish")
            base.taskMgr.step()
        settle = time.monotonic() + IDLE_SETTLE_S
        while time.monotonic() < settle:
            base.taskMgr.step()
        before, frames, steps = os.times(), pacer.frames_drawn, pacer.loop.steps
        began = time.monotonic()
        while time.monotonic() - began < plan["idle_s"]:
            base.taskMgr.step()  # what ``base.run()`` does, step after step
        after, wall = os.times(), time.monotonic() - began
        cpu = (after.user + after.system) - (before.user + before.system)
        size = base.win.getXSize(), base.win.getYSize()
        answer.update(cpu_pct=round(100 * cpu / wall, 2), seconds=round(wall, 2), window=list(size),
                      frames_drawn=pacer.frames_drawn - frames, loop_steps=pacer.loop.steps - steps)

    ShowBase.run = run  # type: ignore[method-assign]
    work = Path(plan["work"])
    os.environ["DRAGONARIUM_HOME"] = str(work / f"home-idle-{screen}")
    argv = {"table": ["play", plan["idle_record"], "--quality", "fast"], "start": ["play", "--quality", "fast"],
            "lesson": ["play", "--quality", "fast"],
            "review": ["review", plan["idle_record"]]}[screen]  # the review draws as "auto" says: fast here
    from dragonarium.__main__ import main as dragonarium

    if dragonarium(argv) != 0 or not answer:
        raise SystemExit(f"the {screen} screen did not open")
    return answer


def main(argv: list[str]) -> int:
    role, plan = argv[0], json.loads(Path(argv[1]).read_text())
    roles = {"calibrate": lambda: run_calibration(plan), "preset": lambda: run_preset(plan, argv[2], argv[3:] == ["check"]),
             "startup-table": lambda: run_startup(plan, True, argv[2]),
             "startup-bare": lambda: run_startup(plan, False, argv[2]), "idle": lambda: run_idle(plan, argv[2]),
             "hover": lambda: run_hover(plan, argv[2], argv[3:] != ["unscaled"]),
             "animation": lambda: run_animation(plan, argv[2]),
             "pointer-table": lambda: run_table(plan), "pointer-bare": lambda: run_bare(plan)}
    if role not in roles:
        raise SystemExit(f"unknown role {role!r}; one of {', '.join(roles)}")
    print(json.dumps(roles[role]()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
