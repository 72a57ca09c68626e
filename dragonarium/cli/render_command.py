"""The ``render`` command: a game's table, a lesson at one of its steps, a puzzle or a review at one of its
decisions drawn to a PNG with no display, and the layout record beside it."""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, Optional

from dragonarium.i18n import _
from dragonarium.cli.data_folders import lessons_folder, puzzles_folder
from dragonarium.cli.numbers import whole
from dragonarium.cli.outputs import check_file_out
from dragonarium.play.quality import Quality
from dragonarium.play.table.screen_layout import TEXT_SIZES
from dragonarium.rules import Catalog, DragonariumError, load_catalog, load_game_file, quoted, whole_number


def add_render(commands: Any, file_help: str, quality_names: list[str]) -> None:
    """The ``render`` command and its options, under ``commands`` (argparse's sub-parsers)."""
    render = commands.add_parser("render", help=_("draw a position or a record's state to a PNG, with no display"))
    render.add_argument("file", type=Path, nargs="?", metavar=_("FILE"), help=file_help)
    render.add_argument("-o", "--output", type=Path, required=True, metavar="PNG", help=_("the PNG to write"))
    render.add_argument("--size", default="1280x720", metavar=_("WxH"),
                        help=_("picture size as WxH (default 1280x720)"))
    render.add_argument("--view", default="player", choices=["player", "top", "table"],
                        help=_("player: face one board; top: the table from above; table: the whole table"))
    render.add_argument("--player", type=whole, metavar=_("NUMBER"),
                        help=_("whose board to face: 1 for the first player (default: whose turn it is)"))
    render.add_argument("--quality", choices=quality_names, default="full",
                        help=_("fast: no shadow map, no multisampling; full: the whole look (default); auto: fast "
                               "on a software renderer"))
    render.add_argument("--no-shadows", action="store_true", help=_("the same as --quality fast"))
    render.add_argument("--overlay", action="store_true", help=_("draw the scoring overlay"))
    render.add_argument("--text-size", default="100", metavar=_("PERCENT"),
                        help=_("the text size in per cent, as the start screen sets it (default 100)"))
    render.add_argument("--layout-json", type=Path, metavar=_("FILE"),
                        help=_("also write every 2D element drawn (kind, text, box and font size in window pixels) "
                               "to this JSON file"))
    render.add_argument("--lesson", type=whole, metavar=_("NUMBER"),
                        help=_("draw the lesson screen of this lesson, 1 for the first one listed, instead of FILE"))
    render.add_argument("--step", type=whole, metavar=_("NUMBER"),
                        help=_("with --lesson: the step the lesson asks, 1 for its first (default 1)"))
    render.add_argument("--puzzle", metavar=_("NAME"),
                        help=_("draw the puzzle screen of this puzzle (its file's name, such as 001) instead of FILE"))
    render.add_argument("--review", type=Path, metavar=_("FILE"),
                        help=_("draw the review screen of this game record instead of FILE"))
    render.add_argument("--decision", type=whole, metavar=_("NUMBER"),
                        help=_("with --review: the decision shown, 1 for the first the review judges (default 1)"))
    render.set_defaults(run=run_render)


def _parse_size(text: str) -> tuple[int, int]:
    parts = [whole_number(part, 5) for part in text.lower().split("x")]
    if len(parts) != 2 or parts[0] is None or parts[1] is None:
        raise DragonariumError(_("--size is WxH, e.g. 1280x720; got {value}").format(value=quoted(text)))
    width, height = parts[0], parts[1]
    if not (64 <= width <= 4096 and 64 <= height <= 4096):
        raise DragonariumError(_("--size must be between 64 and 4096 pixels a side; got {value}").format(
            value=quoted(text)))
    return width, height


def _parse_text_size(text: str) -> int:
    least, most = TEXT_SIZES[0], TEXT_SIZES[-1]
    value = whole_number(text.strip().removesuffix("%"), 3)
    if value is None or not least <= value <= most:
        raise DragonariumError(_("--text-size is a whole number of per cent from {least} to {most}; got {value}"
                                 ).format(least=least, most=most, value=quoted(text)))
    return value


def _catalog(args: argparse.Namespace) -> Catalog:
    return load_catalog(args.data) if args.data else load_catalog()


def _screen_asked(args: argparse.Namespace) -> Optional[str]:
    """The screen asked for instead of a game (``lesson``, ``puzzle``, ``review``; None: a game's table), after
    checking that one thing is drawn and that each option goes with it."""
    asked = [name for name, value in (("FILE", args.file), ("--lesson", args.lesson), ("--puzzle", args.puzzle),
                                      ("--review", args.review)) if value is not None]
    if len(asked) != 1:
        raise DragonariumError(_("render draws one thing: a FILE, --lesson, --puzzle or --review"))
    for option, value, needs in (("--step", args.step, "--lesson"), ("--decision", args.decision, "--review")):
        if value is not None and asked[0] != needs:
            raise DragonariumError(_("{option} goes with {needs}").format(option=option, needs=needs))
    return None if asked[0] == "FILE" else asked[0].removeprefix("--")


def run_render(args: argparse.Namespace) -> int:
    size = _parse_size(args.size)
    text_size = _parse_text_size(args.text_size)
    check_file_out(args.output, "-o", ".png")
    if args.layout_json is not None:
        check_file_out(args.layout_json, "--layout-json", ".json")
    screen = _screen_asked(args)
    quality = Quality.FAST if args.no_shadows else Quality(args.quality)
    if screen is not None:
        _render_screen(args, screen, size, text_size, quality)
    else:
        state, game = load_game_file(args.file, _catalog(args))
        if args.player is not None and not 1 <= args.player <= len(state.seats):
            raise DragonariumError(_("--player is a player's number, from 1 to {count}").format(
                count=len(state.seats)))
        from dragonarium.app.render import render_state

        player = None if args.player is None else args.player - 1
        render_state(state, args.output, size=size, view=args.view, player=player, quality=quality,
                     overlay=args.overlay, layout_json=args.layout_json, text_size=text_size, game=game)
    print(_("wrote {file}").format(file=args.output))
    if args.layout_json is not None:
        print(_("wrote {file}").format(file=args.layout_json))
    return 0


def _render_screen(args: argparse.Namespace, screen: str, size: tuple[int, int], text_size: int,
                   quality: Quality) -> None:
    """Draw the lesson, puzzle or review screen asked for (checked before the window opens)."""
    catalog = _catalog(args)
    from dragonarium.app import render_screens as shots

    shown: shots.Shown
    if screen == "lesson":
        from dragonarium.lessons import load_lessons

        lessons = load_lessons(lessons_folder(args.data), catalog)
        lesson = lessons[shots.numbered(args.lesson, len(lessons), "--lesson")]
        step = 1 if args.step is None else args.step
        shots.numbered(step, len(lesson.steps), "--step")
        shown = shots.lesson_at(shots.offscreen_context(size, quality, text_size), lesson, catalog, step)
    elif screen == "puzzle":
        from dragonarium.puzzles.files import load_puzzles

        puzzle = shots.find_puzzle(load_puzzles(puzzles_folder(args.data), catalog), args.puzzle)
        shown = shots.puzzle_at(shots.offscreen_context(size, quality, text_size), puzzle)
    else:
        session, index = shots.review_session(args.review, catalog, 1 if args.decision is None else args.decision)
        shown = shots.review_at(shots.offscreen_context(size, quality, text_size), session, index)
    shots.save_screen(shown, size, args.output, args.layout_json)
