"""The ``dragonarium`` command: play, and check, replay, score and simulate games without a window."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Optional, Sequence

from dragonarium.i18n import LANGUAGES, _, choose_language, ngettext, use_language
from dragonarium.cli.data_folders import lessons_folder, puzzles_folder, table_folders
from dragonarium.cli.numbers import decimal_text, whole
from dragonarium.cli.render_command import add_render
from dragonarium.cli.setup_command import add_setup
from dragonarium.cli.outputs import check_budget, check_folder_out, check_seeds
from dragonarium.play.quality import Quality
from dragonarium.rules import (Catalog, Draft, DragonariumError, KIND_ALIASES, PlayerKind, ReplayError, Seat,
                               levels_to_list, load_catalog, load_game_file, one_line, slot_name, tile_name)
from dragonarium.cli.terminal import argparse_speaking, escaped, escaping_output, tolerant_output

USER_ERROR = 2
QUALITY_NAMES = [quality.value for quality in Quality]


def main(argv: Optional[Sequence[str]] = None) -> int:
    if argv is None:  # a run of its own (not a call from the tests): no character its terminal lacks stops it
        tolerant_output()
    speak(argv)
    with argparse_speaking():
        parser = build_parser()
        args = parser.parse_args(argv)
    if args.run is _play:
        return _run(args)
    with escaping_output():  # nothing read from a file reaches the terminal as a control character
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    try:
        return int(args.run(args) or 0)
    except DragonariumError as error:  # a record's illegal action too: its file, number, text and rule
        print(_("error: {problem}").format(problem=escaped(str(error))), file=sys.stderr)
        return USER_ERROR
    except BrokenPipeError:  # the reader of the output went away: ended quietly by the caller of main
        raise
    except OSError as error:  # a file that cannot be written: the disk is full, the folder went away
        problem = escaped(error.strerror or str(error))
        if error.filename:
            problem = _("{problem}: {file}").format(problem=problem, file=escaped(str(error.filename)))
        print(_("error: {problem}").format(problem=problem), file=sys.stderr)
        return USER_ERROR


def speak(argv: Optional[Sequence[str]]) -> None:
    """Speak the language of ``--lang``, else the one chosen on the start screen, else the system's; read before
    the parser is made, so that ``--help`` speaks it too."""
    words = list(sys.argv[1:] if argv is None else argv)
    explicit = None
    for index, word in enumerate(words):
        if word == "--lang" and index + 1 < len(words):
            explicit = words[index + 1]
        elif word.startswith("--lang="):
            explicit = word.split("=", 1)[1]
    from dragonarium.play.settings import load_settings

    settings, problem = load_settings()
    use_language(choose_language(explicit, settings.language))
    if problem:  # read again, to say it in the language now spoken
        print(_("warning: {problem}").format(problem=escaped(load_settings()[1])), file=sys.stderr)


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, its help in the language in use (made after ``speak``)."""
    parser = argparse.ArgumentParser(prog="dragonarium", description=_(
        "A 3D table for Dragonarium, and tools to check, replay, score and simulate games. With no command: play."))
    parser.add_argument("--data", type=Path, default=None, metavar=_("FOLDER"),
                        help=_("use component data from this folder"))
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default=None,
                        help=_("the language of every text, for this run (default: the one chosen on the start "
                               "screen, else the system's)"))
    parser.set_defaults(run=_play, record=None, quality=None)
    commands = parser.add_subparsers(dest="command", metavar=_("COMMAND"))
    file_help = _("a game record or a position (YAML)")

    play = commands.add_parser("play", help=_("open the 3D table (the default command)"))
    play.add_argument("record", nargs="?", type=Path, metavar=_("FILE"),
                      help=_("a game record to continue, or a position to play on from"))
    play.add_argument("--quality", choices=QUALITY_NAMES, default=None,
                      help=_("drawing quality for this run: auto picks fast on a software renderer, full otherwise "
                             "(default: the one chosen on the start screen, else auto)"))
    play.set_defaults(run=_play)

    validate = commands.add_parser("validate-data", help=_("load and check every data file, the lessons included, "
                                                           "and say what is there"))
    validate.set_defaults(run=_validate)

    lessons = commands.add_parser("lessons", help=_("list the lessons (each checked against the data) and the rules "
                                                    "they teach"))
    lessons.add_argument("--json", action="store_true", help=_("print JSON"))
    lessons.set_defaults(run=_lessons)

    puzzles = commands.add_parser("puzzles", help=_("list the puzzles, the Library side first, then the "
                                                    "easiest first: title, kind and round"))
    puzzles.add_argument("--json", action="store_true", help=_("print JSON"))
    puzzles.set_defaults(run=_puzzles)

    replay = commands.add_parser("replay", help=_("replay a game record; exit 2 at the first illegal action"))
    replay.add_argument("file", type=Path, metavar=_("FILE"), help=_("a game record (YAML)"))
    replay.add_argument("--json", action="store_true",
                        help=_("print JSON: the result, or the first illegal action with the rules it breaks"))
    replay.set_defaults(run=_replay)

    score = commands.add_parser("score", help=_("score a position, or a record's final state"))
    score.add_argument("file", type=Path, metavar=_("FILE"), help=file_help)
    score.add_argument("--json", action="store_true", help=_("print JSON"))
    score.set_defaults(run=_score)

    legal = commands.add_parser("legal", help=_("the pending decision of a position or record, and its legal "
                                                "choices"))
    legal.add_argument("file", type=Path, metavar=_("FILE"), help=file_help)
    legal.add_argument("--json", action="store_true", help=_("print JSON"))
    legal.add_argument("--why", action="store_true", help=_("every choice, legal or not, with each rule a refused "
                                                            "one breaks"))
    legal.set_defaults(run=_legal)

    show = commands.add_parser("show", help=_("the whole state of a position or record: boards, pillars, "
                                              "Assistant, site, supply, dragons left, the pending decision and its "
                                              "context"))
    show.add_argument("file", type=Path, metavar=_("FILE"), help=file_help)
    show.add_argument("--json", action="store_true", help=_("print JSON"))
    show.add_argument("--player", type=whole, metavar=_("NUMBER"),
                      help=_("show only this player's board: 1 for the first player"))
    show.set_defaults(run=_show)

    add_render(commands, file_help, QUALITY_NAMES)
    add_setup(commands)

    review = commands.add_parser("review", help=_("step through a game record with the strong player's judgement "
                                                  "of each decision"))
    review.add_argument("file", type=Path, metavar=_("FILE"), help=_("a game record, finished or not"))
    review.add_argument("--json", action="store_true",
                        help=_("print the judgements as JSON instead of opening the table"))
    review.set_defaults(run=_review)

    history = commands.add_parser("history", help=_("the games finished at the table, newest first, and each "
                                                    "player's figures"))
    history.add_argument("--json", action="store_true", help=_("print JSON"))
    history.set_defaults(run=_history)

    simulate = commands.add_parser("simulate", help=_("play whole games with random legal choices"))
    simulate.add_argument("--players", type=whole, required=True, choices=[1, 2, 3, 4],
                          help=_("players at the table"))
    simulate.add_argument("--side", default="library", metavar=_("SIDE"),
                          help=_("board side for every player, or a comma-separated side per player"))
    simulate.add_argument("--games", type=whole, default=1, metavar=_("COUNT"), help=_("games to play (default 1)"))
    simulate.add_argument("--seed", type=whole, default=1, metavar=_("SEED"),
                          help=_("seed of the first game, 0 to 2^63 - 1 (the next ones count up)"))
    simulate.add_argument("--bots", default="random", metavar=_("KIND"),
                          help=_("computer player per seat: random, easy (or greedy), medium, strong or expert (one "
                                 "for all, or comma-separated)"))
    simulate.add_argument("--budget", type=decimal_text, default="0", metavar=_("SECONDS"),
                          help=_("seconds of playouts a strong player may add to each tile choice (default none), "
                                 "and an expert's most seconds per draft (default 3), 0 to 60"))
    simulate.add_argument("--record", type=Path, metavar=_("FOLDER"), help=_("write each game's record into this "
                                                                             "folder"))
    simulate.add_argument("--json", action="store_true", help=_("print JSON"))
    simulate.set_defaults(run=_simulate)
    return parser


def _catalog(args: argparse.Namespace) -> Catalog:
    return load_catalog(args.data) if args.data else load_catalog()


def _play(args: argparse.Namespace) -> int:
    from dragonarium.app.launch import launch

    return launch(_catalog(args), args.record, None if args.quality is None else Quality(args.quality),
                  language=args.lang, **table_folders(args.data))


def _lessons(args: argparse.Namespace) -> int:
    from dragonarium.lessons import load_lessons

    lessons = load_lessons(lessons_folder(args.data), _catalog(args))
    if args.json:
        print(json.dumps({"lessons": [{"id": lesson.id, "title": lesson.display_title, "topics": list(lesson.topics),
                                       "steps": len(lesson.steps)} for lesson in lessons]}, indent=2,
                         allow_nan=False))
        return 0
    for number, lesson in enumerate(lessons, 1):
        print(ngettext("{number}. {title} ({id}): {topics}; {count} step",
                       "{number}. {title} ({id}): {topics}; {count} steps", len(lesson.steps)).format(
                           number=number, title=lesson.display_title, id=one_line(lesson.id),
                           topics=", ".join(lesson.topics), count=len(lesson.steps)))
    return 0


def _puzzles(args: argparse.Namespace) -> int:
    from dragonarium.cli.puzzles import print_puzzles

    return print_puzzles(puzzles_folder(args.data), _catalog(args), args.json)


def _validate(args: argparse.Namespace) -> int:
    from dragonarium.cli.puzzles import puzzles_line
    from dragonarium.report.data import data_lines, lessons_line

    catalog = _catalog(args)
    print("\n".join(data_lines(catalog)))
    print(lessons_line(lessons_folder(args.data), catalog))
    print(puzzles_line(puzzles_folder(args.data), catalog))
    print(_("all data files are valid"))
    return 0


def _replay(args: argparse.Namespace) -> int:
    from dragonarium.report.scores import scores_json, scores_lines

    try:
        state, game = load_game_file(args.file, _catalog(args))
    except ReplayError as error:
        if not args.json:
            raise
        print(json.dumps({"illegal": _illegal_json(error)}, indent=2, allow_nan=False))
        print(_("error: {problem}").format(problem=escaped(str(error))), file=sys.stderr)
        return USER_ERROR
    if game is None:
        raise DragonariumError(_("{file}: a position has no actions to replay; use 'show', 'score' or "
                                 "'legal'").format(file=args.file))
    if args.json:
        out = {"actions": len(game.history), "round": state.round, "over": state.over, **scores_json(state),
               **levels_to_list(game.levels)}
        print(json.dumps(out, indent=2, allow_nan=False))
        return 0
    replayed = len(game.history)
    if state.over:
        line = ngettext("{count} action replayed, round {round}, game over",
                        "{count} actions replayed, round {round}, game over", replayed)
    else:
        line = ngettext("{count} action replayed, round {round}, game in progress",
                        "{count} actions replayed, round {round}, game in progress", replayed)
    print(line.format(count=replayed, round=state.round))
    print("\n".join(scores_lines(state)))
    return 0


def _illegal_json(error: ReplayError) -> dict[str, Any]:
    """A record's illegal action as JSON: its number (from 1), its text, the rules it breaks in words and as
    values (rule id, cells, facts)."""
    return {"file": error.source, "index": error.index + 1, "action": error.action, "reason": error.reason,
            "refusals": [refusal.to_json() for refusal in error.refusals]}


def _score(args: argparse.Namespace) -> int:
    from dragonarium.report.scores import scores_json, scores_lines

    state, _game = load_game_file(args.file, _catalog(args))
    print(json.dumps(scores_json(state), indent=2, allow_nan=False) if args.json else "\n".join(scores_lines(state)))
    return 0


def _show(args: argparse.Namespace) -> int:
    from dragonarium.report.show import show_json, show_text

    state, game = load_game_file(args.file, _catalog(args))
    if args.player is not None and not 1 <= args.player <= len(state.seats):
        raise DragonariumError(_("--player is a player's number, from 1 to {count}").format(count=len(state.seats)))
    player = None if args.player is None else args.player - 1
    print(json.dumps(show_json(state, player), indent=2, allow_nan=False) if args.json else show_text(state, player))
    return 0


def _legal(args: argparse.Namespace) -> int:
    state, _game = load_game_file(args.file, _catalog(args))
    if args.why and not args.json:
        from dragonarium.report.why import why_text

        print(why_text(state))
        return 0
    decision = state.pending()
    actions = state.legal_actions()
    player = state.seats[decision.player].name
    tile = state.tile(decision.tile) if decision.tile else None
    if args.json:
        site = [{"slot": int(slot_name(slot)), "tile": tile_id, "name": tile_name(state.tile(tile_id))}
                for slot, tile_id in enumerate(state.site)]
        out = {"player": player, "decision": decision.phase.value, "prompt": decision.prompt,
               "tile": decision.tile, "tile_name": tile_name(tile) if tile else None, "site": site,
               "choices": [str(action) for action in actions]}
        if args.why:
            from dragonarium.report.why import why_json

            out["options"] = why_json(state)
        print(json.dumps(out, indent=2, allow_nan=False))
        return 0
    if state.over or not actions:
        print(_("no decision pending"))
        return 0
    if tile:
        print(_("{player}: {prompt}: {tile}").format(player=player, prompt=decision.prompt,
                                                     tile=tile_name(tile, tagged=True)))
    else:
        print(_("{player}: {prompt}").format(player=player, prompt=decision.prompt))
    for action in actions:
        if isinstance(action, Draft):
            print("  " + _("{action}: {tile}").format(action=action,
                                                      tile=tile_name(state.tile(state.site[action.slot]), tagged=True)))
        else:
            print(f"  {action}")
    return 0


def _review(args: argparse.Namespace) -> int:
    catalog = _catalog(args)
    if not args.json:
        from dragonarium.app.launch import launch

        return launch(catalog, review=args.file, language=args.lang, **table_folders(args.data))
    from dragonarium.play.review.report import review_report
    from dragonarium.play.review_session import analyse_file

    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty():
            print("\r" + _("judging the decisions: {done} of {total}").format(done=done, total=total),
                  end="" if done < total else "\n", file=sys.stderr)

    session = analyse_file(args.file, catalog, progress=progress)
    if session.note:
        print(session.note, file=sys.stderr)
    print(json.dumps(review_report(session.record.seats, session.states, session.analysis.results()), indent=2,
                     allow_nan=False))
    return 0


def _history(args: argparse.Namespace) -> int:
    from dragonarium.cli.history import print_history
    from dragonarium.play.history.folder import history_home

    return print_history(history_home(), _catalog(args), args.json)


def _simulate(args: argparse.Namespace) -> int:
    from dragonarium.cli.simulate import simulated_games, write_games_json

    catalog = _catalog(args)
    sides = args.side.split(",")
    if len(sides) not in (1, args.players):
        raise DragonariumError(_("--side takes one side or {players} sides, got {count}").format(
            players=args.players, count=len(sides)))
    sides = sides * args.players if len(sides) == 1 else sides
    for side in sides:
        catalog.board(side)
    check_seeds(args.seed, args.games)
    budget = check_budget(float(args.budget), args.budget)
    if args.record:
        check_folder_out(args.record, "--record")
    names = args.bots.split(",")
    if len(names) not in (1, args.players):
        raise DragonariumError(_("--bots takes one kind or {players} kinds, got {count}").format(
            players=args.players, count=len(names)))
    kinds = [PlayerKind.named(KIND_ALIASES.get(name, name), PlayerKind.computers()) for name in names]
    kinds = kinds * args.players if len(kinds) == 1 else kinds
    seats = [Seat(f"P{i + 1}", side, kind) for i, (side, kind) in enumerate(zip(sides, kinds))]
    # each game is printed as it ends and then let go: a run of any length takes the memory of one game
    games = simulated_games(catalog, seats, kinds, args.seed, args.games, budget, args.record)
    if args.json:
        write_games_json(games, sys.stdout)
        return 0
    for entry in games:
        print(_game_line(entry), flush=True)
    return 0


def _game_line(entry: dict[str, Any]) -> str:
    """A simulated game in a line: ``game 3: 12 rounds; P1 61, P2 58; winners: P1``, and a solo game's rank."""
    scores = ", ".join(f"{player['name']} {player['total']}" for player in entry["players"])
    line = ngettext("game {seed}: {count} round; {scores}; winners: {winners}",
                    "game {seed}: {count} rounds; {scores}; winners: {winners}", entry["rounds"]).format(
                        seed=entry["seed"], count=entry["rounds"], scores=scores, winners=", ".join(entry["winners"]))
    return _("{line}, {rank}").format(line=line, rank=entry["solo_rank"]) if "solo_rank" in entry else line


if __name__ == "__main__":
    sys.exit(main())
