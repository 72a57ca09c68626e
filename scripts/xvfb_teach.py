#!/usr/bin/env python3
"""Walk through the lessons and puzzles in a real window, as a newcomer would, and keep screenshots.

    python3 scripts/xvfb_teach.py FOLDER [--lessons 1-15] [--puzzles 1,30,60] [--size 1280x720]
                                         [--text-size 100] [--lang en]

starts an X server (Xvfb), opens the table in this process with the settings given (a fresh settings folder under
FOLDER), and from a second thread drives it with xdotool only: the Lessons button of the start screen, each
lesson's button (turning the list's pages with Page Down when it is on the next one), then in each lesson first a
move the step refuses, then each step's answer, by moving the pointer over the cell, turning the held tile with
right clicks, clicking cells, the site's tiles and the buttons. Puzzles the same way from the Puzzles list: a
wrong answer first, then the answer. Where to click is asked of the screen shown (its camera and its buttons), on
the window's own thread; the clicks are real X events. Screenshots: FOLDER/lNN-SS-what.png, FOLDER/pNNN-what.png.
It needs Xvfb, xdotool and ImageMagick.
"""
# ruff: noqa: B023  (each lambda is run on the window's thread before the loop goes on)
from __future__ import annotations

import argparse
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.xvfb import start_xvfb  # noqa: E402

PAUSE = 1.2
"""Seconds after a click for the table to show what it did (a person's glance)."""


class MainThread:
    """Runs functions on the window's thread (Panda3D's task manager) for the driving thread, and waits for them."""

    def __init__(self, base) -> None:
        self.calls: "queue.Queue[tuple[Callable, list, threading.Event]]" = queue.Queue()
        base.taskMgr.add(self._serve, "walk-calls")

    def _serve(self, task):
        while not self.calls.empty():
            function, box, done = self.calls.get()
            try:
                box.append(function())
            except Exception as error:  # reported on the driving thread
                box.append(error)
            done.set()
        return task.cont

    def __call__(self, function: Callable):
        box: list = []
        done = threading.Event()
        self.calls.put((function, box, done))
        if not done.wait(60):
            raise TimeoutError("the window did not answer")
        if isinstance(box[0], Exception):
            raise box[0]
        return box[0]


class Walker:
    """Clicks and keys with xdotool on the table's window; pixels asked of the screen shown."""

    def __init__(self, app, main: MainThread, env: dict, folder: Path) -> None:
        self.app, self.main, self.env, self.folder = app, main, env, folder
        self.window = ""

    def xdo(self, *words: str) -> None:
        subprocess.run(["xdotool", *words], env=self.env, check=True)

    def find_window(self) -> None:
        for _try in range(100):
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Dragonarium"], env=self.env,
                                   capture_output=True, text=True).stdout.split()
            if found:
                self.window = found[0]
                return
            time.sleep(0.2)
        raise RuntimeError("no window")

    def move(self, pixel) -> None:
        self.xdo("mousemove", "--window", self.window, str(int(pixel[0])), str(int(pixel[1])))
        time.sleep(0.15)

    def click(self, pixel, button: str = "1") -> None:
        self.move(pixel)
        self.xdo("click", button)
        time.sleep(0.2)

    def key(self, name: str) -> None:
        self.xdo("key", "--window", self.window, name)
        time.sleep(0.3)

    def shot(self, name: str) -> None:
        subprocess.run(["import", "-window", "root", str(self.folder / f"{name}.png")], env=self.env, check=True)

    # -- where things are, asked on the window's thread ----------------------------------------------------------
    def widget_pixel(self, widget) -> tuple[float, float]:
        def where():
            base = self.app.base
            left, right, bottom, top = widget.getBounds()
            centre = base.render2d.getRelativePoint(widget, ((left + right) / 2, 0, (bottom + top) / 2))
            return (centre[0] + 1) / 2 * base.win.getXSize(), (1 - centre[2]) / 2 * base.win.getYSize()
        return self.main(where)

    def cell_pixel(self, player: int, cell) -> tuple[float, float]:
        def where():
            from dragonarium.app.scene.layout import cell_centre, level_z
            screen = self.app.screen
            x, y = cell_centre(cell)
            point = screen.table.places[player].to_world(x, y, level_z(screen.game.state.boards[player].level(cell)))
            return screen.picker.screen_point(point)
        return self.main(where)

    def slot_pixel(self, slot: int) -> tuple[float, float]:
        def where():
            from dragonarium.app.scene.layout import level_z, site_place, site_positions
            from dragonarium.app.scene.table_view import SITE_SCALE
            screen = self.app.screen
            state = screen.game.state
            frame = site_place(screen.table.places, state.current)
            sx, sy = site_positions(len(state.site))[slot]
            return screen.picker.screen_point(frame.to_world(sx, sy + SITE_SCALE / 2, level_z(1)))
        return self.main(where)

    # -- an action by clicks ---------------------------------------------------------------------------------------
    def play(self, action) -> None:
        from dragonarium.play.base.commands import Command, DragonChoice, StoneChoice
        from dragonarium.rules import (ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Place, Placement, Stone,
                                       Trade)

        player = self.main(lambda: self.app.screen.game.state.current)
        if isinstance(action, Draft):
            self.click(self.slot_pixel(action.slot))
        elif isinstance(action, Place):
            rotation = Placement(action.cells).rotation
            pixel = self.cell_pixel(player, action.cells[0])
            self.move(pixel)
            for _turn in range(4):
                if self.main(lambda: self.app.screen.controller.rotation) == rotation:
                    break
                self.click(pixel, "3")
            self.click(pixel)
        elif isinstance(action, (Nest, Stone)):
            if isinstance(action, Nest) and action.terrain is not None:  # which waiting dragon nests first
                self.click(self.press_pixel(DragonChoice(action.terrain)))
            self.click(self.cell_pixel(player, action.cell))
        elif isinstance(action, ChooseElement):
            self.click(self.press_pixel(action))
        elif isinstance(action, FreeStone):
            self.click(self.press_pixel(StoneChoice(action.element)))
            self.click(self.cell_pixel(player, action.cell))
        elif isinstance(action, ExtraDragon):
            self.click(self.press_pixel(DragonChoice(action.terrain)))
            self.click(self.cell_pixel(player, action.cell))
        elif isinstance(action, Trade):
            self.click(self.press_pixel(Command.TRADE))
            self.click(self.cell_pixel(player, action.cell))
        else:
            raise ValueError(f"no click for {action}")
        time.sleep(PAUSE)

    def press_pixel(self, press) -> tuple[float, float]:
        def find():
            row = self.app.screen.buttons
            for spec, button in zip(row.specs, row.buttons):
                if spec.press == press:
                    return button
            return None
        button = self.main(find)
        if button is None:
            raise LookupError(f"no button for {press}")
        return self.widget_pixel(button)


def wrong_move(run):
    """A legal move the lesson's step refuses (a placement if there is one), or None."""
    from dragonarium.rules import Place
    legal = run.game.legal_actions()
    refused = [action for action in legal if run.check(action) is not None]
    places = [action for action in refused if isinstance(action, Place)]
    return (places or refused or [None])[0]


def walk_lessons(walker: Walker, numbers: list[int], log) -> None:
    app, main = walker.app, walker.main
    for number in numbers:
        main(app.lesson_menu)
        time.sleep(0.8)
        lesson = main(lambda: app.screen.lessons[number - 1])
        while main(lambda: all(button["extraArgs"][0] is not lesson for button in app.screen.buttons)):
            walker.key("Next")
            time.sleep(0.5)
        button = main(lambda: next(b for b in app.screen.buttons if b["extraArgs"][0] is lesson))
        walker.click(walker.widget_pixel(button))
        time.sleep(1.5)
        main(lambda: app.screen.press(__import__("dragonarium.play.base.commands", fromlist=["Command"]).Command
                                      .RESTART_LESSON) if app.screen.lesson.index else None)
        time.sleep(0.8)
        tag = f"l{number:02d}"
        walker.shot(f"{tag}-00-open")
        run = main(lambda: app.screen.lesson)
        wrong = main(lambda: wrong_move(run))
        if wrong is not None:
            walker.play(wrong)
            said = main(lambda: app.screen.lesson_panel.getText())
            walker.shot(f"{tag}-01-wrong")
            log.write(f"lesson {number}: wrong move {wrong}: panel says {said!r}\n")
        steps = 0
        while not main(lambda: run.finished) and steps < 40:
            answer = main(run.answer)
            if answer is None:
                log.write(f"lesson {number}: no answer at step {run.index + 1}\n")
                break
            walker.play(answer)
            steps += 1
            walker.shot(f"{tag}-{steps + 1:02d}-step")
        done = main(lambda: run.finished)
        log.write(f"lesson {number}: {'complete' if done else 'NOT complete'} after {steps} clicks-moves\n")
        walker.shot(f"{tag}-99-end")


def walk_puzzles(walker: Walker, numbers: list[int], log) -> None:
    app, main = walker.app, walker.main
    for number in numbers:
        main(app.puzzle_menu)
        for _wait in range(100):  # the list opens once the puzzles are read
            if main(lambda: hasattr(app.screen, "puzzles")):
                break
            time.sleep(0.3)
        puzzle = main(lambda: app.screen.puzzles[number - 1])
        while main(lambda: all(button["extraArgs"][0] is not puzzle for button in app.screen.buttons[1:])):
            walker.key("Next")
            time.sleep(0.4)
        button = main(lambda: next(b for b in app.screen.buttons[1:] if b["extraArgs"][0] is puzzle))
        walker.click(walker.widget_pixel(button))
        time.sleep(1.5)
        tag = f"p{number:03d}"
        walker.shot(f"{tag}-0-open")
        run = main(lambda: app.screen.run)
        answer_puzzle(walker, run, puzzle, tag)
        grade = main(lambda: app.screen.grade)
        log.write(f"puzzle {number} ({puzzle.id}): graded {grade}\n")


def walk_review(walker: Walker, record: Path, log) -> None:
    """The review of a lost game: to its first mistake with the Next mistake button, Try again, a wrong answer,
    then the answer, Back to the review."""
    from dragonarium.play.base.commands import Command
    from dragonarium.play.review_session import ReviewSession, open_record

    app, main = walker.app, walker.main
    main(lambda: app.review(ReviewSession(open_record(record, app.catalog), app.catalog)))
    for _wait in range(600):  # the analysis judges the game first
        if main(lambda: app.screen.session.analysis.finished):
            break
        time.sleep(0.5)
    walker.shot("r-0-review")
    walker.click(walker.press_pixel(Command.NEXT_MISTAKE))
    time.sleep(PAUSE)
    walker.shot("r-1-mistake")
    log.write("review: at the first mistake, the panel says "
              f"{main(lambda: app.screen.session.panel_text())!r}\n")
    walker.click(walker.press_pixel(Command.TRY_AGAIN))
    for _wait in range(100):
        if main(lambda: hasattr(app.screen, "run")):
            break
        time.sleep(0.2)
    walker.shot("r-2-try-again")
    run = main(lambda: app.screen.run)
    puzzle = run.puzzle
    answer_puzzle(walker, run, puzzle, "r-3")
    log.write(f"review: tried again, graded {main(lambda: app.screen.grade)}\n")
    main(lambda: app.screen.press(Command.BACK))
    time.sleep(PAUSE)
    walker.shot("r-4-back")


def answer_puzzle(walker: Walker, run, puzzle, tag: str) -> None:
    """A wrong answer first, then the puzzle's answer."""
    from dragonarium.rules import Place

    main = walker.main
    wrong = main(lambda: next((a for a in run.game.legal_actions()
                               if a != puzzle.answer.action and run.check(a) is None), None))
    if wrong is not None:
        walker.play(wrong)
        if main(lambda: run.game.state.pending().phase.name) == "PLACE":
            walker.play(main(lambda: next(a for a in run.game.legal_actions() if isinstance(a, Place))))
        walker.shot(f"{tag}-wrong")
    walker.play(puzzle.answer.action)
    if main(lambda: run.game.state.pending().phase.name) == "PLACE" and puzzle.answer.cells:
        walker.play(Place(puzzle.answer.cells))
    time.sleep(0.5)
    walker.shot(f"{tag}-answer")


XDO_ARROWS = {"UP": "Up", "DOWN": "Down", "LEFT": "Left", "RIGHT": "Right"}


class KeyWalker:
    """Plays actions at the table with keys only (xdotool key events): digits for the site's tiles and a choice's
    buttons, arrows for the cell cursor, R to turn, Enter to act."""

    def __init__(self, walker: Walker) -> None:
        self.walker = walker
        self.keys = 0

    def key(self, name: str) -> None:
        self.keys += 1
        self.walker.xdo("key", "--window", self.walker.window, name)
        time.sleep(0.12)

    def cursor_to(self, target) -> None:
        from dragonarium.play.table.key_cursor import toward
        main = self.walker.main

        for _step in range(25):
            def next_key():
                screen = self.walker.app.screen
                cursor = screen.keys.play.follow()
                if cursor is None:
                    return "Down"  # the first arrow shows the cursor
                if screen.keys.play.shown and cursor == target:
                    return None
                return XDO_ARROWS[toward(screen.game.state, cursor, target, screen.keys.turns(cursor)).name]
            name = main(next_key)
            if name is None:
                return
            self.key(name)
        raise RuntimeError(f"the cursor never reached {target}")

    def choose(self, choice) -> None:
        from dragonarium.play.key_play import choice_presses
        presses = self.walker.main(lambda: choice_presses(self.walker.app.screen.session))
        self.key(str(presses.index(choice) + 1))

    def play(self, action) -> None:
        from dragonarium.play.base.commands import DragonChoice, StoneChoice
        from dragonarium.play.base.picks import CellPick
        from dragonarium.rules import ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Place, Placement, Stone
        main = self.walker.main
        player = main(lambda: self.walker.app.screen.game.state.current)
        if isinstance(action, Draft):
            self.key(str(action.slot + 1))
            return
        if isinstance(action, ChooseElement):
            self.choose(action)
            return
        if isinstance(action, Place):
            rotation = Placement(action.cells).rotation
            for _turn in range(4):
                if main(lambda: self.walker.app.screen.controller.rotation) == rotation:
                    break
                self.key("r")
            cell = action.cells[0]
        elif isinstance(action, (Nest, Stone)):
            if isinstance(action, Nest) and action.terrain is not None:
                self.choose(DragonChoice(action.terrain))
            cell = action.cell
        elif isinstance(action, FreeStone):
            self.choose(StoneChoice(action.element))
            cell = action.cell
        elif isinstance(action, ExtraDragon):
            self.choose(DragonChoice(action.terrain))
            cell = action.cell
        else:
            raise ValueError(f"no keys for {action}")
        self.cursor_to(CellPick(player, cell))
        self.key("Return")


def walk_keys_game(walker: Walker, seed: int, log) -> None:
    """A two-player game against the easy computer played with the keys alone (the person's moves chosen as the
    easy player would, trades aside)."""
    from dragonarium.bots import make_player
    from dragonarium.rules import Game, Seat, Trade

    app, main = walker.app, walker.main
    game = Game(app.catalog, [Seat("Ann", "library"), Seat("Bob", "library", "easy")], seed)
    main(lambda: app.play(game))
    time.sleep(2)
    keys, chooser = KeyWalker(walker), make_player("easy", seed)
    started, moves, shots = time.monotonic(), 0, 0
    while not main(lambda: game.over):
        if main(lambda: game.state.current != 0 or app.screen.session.computer_to_move
                or app.screen.animating):
            time.sleep(0.3)
            continue
        action = main(lambda: chooser.choose(game.state))
        if isinstance(action, Trade):
            action = main(lambda: next(a for a in game.legal_actions() if not isinstance(a, Trade)))
        before = main(lambda: len(game.history))
        keys.play(action)
        for _wait in range(50):
            if main(lambda: len(game.history)) > before:
                break
            time.sleep(0.1)
        else:
            log.write(f"keys game: {action} was not played by its keys\n")
            walker.shot(f"k-stuck-{moves}")
            return
        moves += 1
        if moves % 12 == 1:
            shots += 1
            walker.shot(f"k-{shots:02d}-round{main(lambda: game.state.round)}")
    time.sleep(2)
    walker.shot("k-99-end")
    log.write(f"keys game: {moves} moves by {keys.keys} keys in {time.monotonic() - started:.0f} s, "
              f"round {main(lambda: game.state.round)}, over: {main(lambda: game.over)}\n")


def widget_with_text(root, text: str):
    """The button under ``root`` whose words are ``text`` (None: none)."""
    from direct.gui.DirectGui import DirectButton
    from direct.gui.DirectGuiBase import DirectGuiWidget

    for widget in list(DirectGuiWidget.guiDict.values()):
        if isinstance(widget, DirectButton) and not widget.isEmpty() and root.isAncestorOf(widget) \
                and widget["text"] == text:
            return widget
    return None


def walk_analysis(walker: Walker, record: Path, seat: int, log) -> None:
    """Recreate the board of player ``seat`` (from 1) at the end of ``record`` on the analysis board, by clicks: the
    start screen's button, an empty table, the starting tiles typed once in the Edit field, then each tile placed
    (its swatch, its first cell near the edge toward its second; a right click only if the edge cannot turn it),
    each pillar under a tile (the Pillar button, the cell), each dragon (the Dragon button and type, the cell) and
    each stone (the Stone button and element, the cell); then Save. Counts the clicks and keys, and the time."""
    from dragonarium.app.scene.layout import cell_centre, level_z
    from dragonarium.play.analysis_session import Mode
    from dragonarium.rules import Game, PillarLayer, Place, Placement, load_record

    app, main = walker.app, walker.main
    player = seat - 1
    record_read = load_record(record, app.catalog)
    game = Game(app.catalog, record_read.seats, record_read.seed)
    placed = []
    for action in record_read.actions:
        if isinstance(action, Place) and game.state.current == player:
            placed.append((game.state.drafted, action.cells))
        game.apply(action)
    target = game.state.boards[player]
    starts = {start.id for start in app.catalog.starting_tiles}
    start_of = [next(layer.tile for stack in board.stacks for layer in stack if getattr(layer, "tile", "") in starts)
                for board in game.state.boards]
    counts = {"tiles": 0, "pillars": 0, "dragons": 0, "stones": 0, "setup": 0, "keys": 0}
    started = time.monotonic()

    def click_text(text: str, kind: str) -> None:
        widget = main(lambda: widget_with_text(app.screen.root, text))
        if widget is None:
            raise LookupError(f"no button {text!r}")
        walker.click(walker.widget_pixel(widget))
        counts[kind] += 1

    def click_widget(widget, kind: str) -> None:
        walker.click(walker.widget_pixel(widget))
        counts[kind] += 1

    def cell_at(cell, toward=None) -> tuple[float, float]:
        def where():
            screen = app.screen
            place = screen.table.places[player]
            x, y = cell_centre(cell)
            if toward is not None:
                x2, y2 = cell_centre(toward)
                x, y = x + (x2 - x) * 0.35, y + (y2 - y) * 0.35
            z = level_z(screen.session.state.boards[player].level(cell))
            return screen.picker.screen_point(place.to_world(x, y, z))
        return main(where)

    main(lambda: app.start_screen())
    time.sleep(1)
    click_text("Analysis board", "setup")
    time.sleep(1)
    click_text("Set up an empty table", "setup")
    time.sleep(1.5)
    walker.shot("a-0-empty")
    for text in (f"start {start_of[0] if player else 'S4'}", f"board {seat}", f"start {start_of[player]}"):
        click_widget(main(lambda: app.screen.tools.line), "setup")
        if not main(lambda: app.screen.tools.line.guiItem.getFocus()):
            log.write("the Edit field did not take the focus from a click\n")
            return
        walker.xdo("type", "--window", walker.window, text)
        typed = main(lambda: (type(app.screen).__name__, app.screen.tools.line.get()
                              if hasattr(app.screen, "tools") else ""))
        walker.xdo("key", "--window", walker.window, "Return")
        counts["keys"] += len(text) + 1
        time.sleep(0.4)
        log.write(f"  typed {text!r}: {typed}, then {main(lambda: type(app.screen).__name__)}\n")
    walker.key(str(seat))  # the camera faces the board
    counts["keys"] += 1
    time.sleep(2)
    walker.shot("a-1-start")
    def tools():
        return main(lambda: app.screen.tools)

    for number, (tile, cells) in enumerate(placed, 1):
        for cell in cells:
            stack = target.stack(cell)
            layer = next(index for index, layer in enumerate(stack) if getattr(layer, "tile", None) == tile)
            if layer and isinstance(stack[layer - 1], PillarLayer):
                click_widget(tools().mode_buttons[Mode.PILLAR], "pillars")
                walker.click(cell_at(cell))
                counts["pillars"] += 1
        swatch = main(lambda: app.screen.tools.tray.swatch_of(tile))
        click_widget(swatch, "tiles")
        at = cell_at(cells[0], cells[1])
        walker.move(at)
        time.sleep(0.2)
        while main(lambda: app.screen.session.rotation) != Placement(cells).rotation:
            walker.click(at, "3")
            counts["tiles"] += 1
        walker.click(at)
        counts["tiles"] += 1
        time.sleep(0.3)
        if number % 4 == 0:
            walker.shot(f"a-2-tiles-{number:02d}")
    tiles_done = time.monotonic()
    for cell in [(row, column) for row in range(5) for column in range(5)]:
        for dragon in target.dragons_on(cell):
            click_widget(tools().mode_buttons[Mode.DRAGON], "dragons")
            click_widget(tools().terrain_buttons[dragon], "dragons")
            walker.click(cell_at(cell))
            counts["dragons"] += 1
            time.sleep(0.3)
            log.write(f"  dragon {dragon.value} on {cell}: last line {main(lambda: app.screen.session.lines[-1])!r}, "
                      f"says {main(lambda: app.screen.line.getText())!r}\n")
    walker.shot("a-3-done")
    lines = main(lambda: list(app.screen.session.lines))
    made = main(lambda: app.screen.session.state.boards[player])

    def layers(board):
        return [[("pillar", layer.level) if isinstance(layer, PillarLayer) else (layer.tile, layer.part,
                                                                                  layer.level)
                 for layer in stack] for stack in board.stacks]
    same = layers(made) == layers(target)
    walker.key("ctrl+s")
    time.sleep(0.8)
    walker.key("Return")
    time.sleep(1)
    walker.shot("a-4-saved")
    log.write(f"analysis: {len(placed)} tiles and the starting tile of player {seat}; clicks: tiles "
              f"{counts['tiles']} ({counts['tiles'] / len(placed):.1f} a tile), pillars {counts['pillars']}, "
              f"dragons {counts['dragons']}, setup {counts['setup']} clicks and {counts['keys']} keys; "
              f"{tiles_done - started:.0f} s to the last tile; the board made equals the board played: {same}; "
              f"{len(lines)} edit lines\n")
    (walker.folder / "analysis.edits").write_text("\n".join(lines) + "\n")


def numbers_of(text: str) -> list[int]:
    out: list[int] = []
    for part in filter(None, text.split(",")):
        low, _, high = part.partition("-")
        out += list(range(int(low), int(high or low) + 1))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--lessons", default="")
    parser.add_argument("--puzzles", default="")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--text-size", type=int, default=100)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--keys-game", type=int, default=None, metavar="SEED",
                        help="play a two-player game against the easy computer with the keys alone")
    parser.add_argument("--analysis", type=Path, default=None, metavar="RECORD",
                        help="recreate a player's board at the end of this record on the analysis board")
    parser.add_argument("--idle", type=float, default=0.0, metavar="SECONDS",
                        help="at the end, the table's own CPU time while nothing happens")
    parser.add_argument("--seat", type=int, default=2, help="whose board --analysis recreates (from 1)")
    parser.add_argument("--review", type=Path, default=None, help="a record of a game lost by its first player")
    args = parser.parse_args()
    folder = args.folder.resolve()
    folder.mkdir(parents=True, exist_ok=True)
    width, height = (int(n) for n in args.size.split("x"))
    server, display = start_xvfb("2560x1440x24")
    env = {**os.environ, "DISPLAY": display, "DRAGONARIUM_HOME": str(folder / "home")}
    os.environ.update(env)
    from dragonarium.app.audio import TableBase
    from dragonarium.app.drawing_quality import window_preset
    from dragonarium.app.table_app import TableApp
    from dragonarium.app.window import configure, open_on_screen
    from dragonarium.i18n import use_language
    from dragonarium.play.motion import Motion
    from dragonarium.play.settings import Settings
    from dragonarium.play.window_place import WindowPlace
    from dragonarium.rules import load_catalog

    settings = Settings(language=args.lang, text_size=args.text_size, motion=Motion.REDUCED,
                        window=WindowPlace(width, height, 0, 0))
    problem = ""
    use_language(args.lang)
    configure(offscreen=False, multisamples=0)
    base = TableBase(windowType="none")
    open_on_screen(base, settings.window)
    app = TableApp(base, load_catalog(), preset=window_preset(base, settings.quality), settings=settings,
                   notice=problem, on_demand=True)
    calls = MainThread(base)
    walker = Walker(app, calls, env, folder)
    log = open(folder / "walk.log", "w")

    def drive():
        try:
            walker.find_window()
            time.sleep(2)
            walker.shot("start")
            walk_lessons(walker, numbers_of(args.lessons), log)
            walk_puzzles(walker, numbers_of(args.puzzles), log)
            if args.review is not None:
                walk_review(walker, args.review.resolve(), log)
            if args.analysis is not None:
                walk_analysis(walker, args.analysis.resolve(), args.seat, log)
            if args.keys_game is not None:
                walk_keys_game(walker, args.keys_game, log)
            if args.idle:
                time.sleep(2)
                walker.move((5, 5))  # the pointer off the table, as a person reading
                time.sleep(1)
                before = os.times()
                time.sleep(args.idle)
                after = os.times()
                used = (after.user + after.system) - (before.user + before.system)
                log.write(f"idle on {type(app.screen).__name__}: {100 * used / args.idle:.1f} % of a core "
                          f"over {args.idle:.0f} s\n")
        except Exception as error:  # noqa: BLE001 - said in the log, the window closes
            import traceback
            log.write("FAILED: " + "".join(traceback.format_exception(error)))
        finally:
            log.close()
            calls(lambda: base.userExit())

    threading.Thread(target=drive, daemon=True).start()
    try:
        base.run()
    except SystemExit:
        pass
    finally:
        app.close()
        base.destroy()  # the window goes before its X server
        server.terminate()
    print((folder / "walk.log").read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
