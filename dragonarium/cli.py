"""The ``dragonarium`` command: play, and check, replay, score and simulate games without a window."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Optional, Sequence

from .i18n import LANGUAGES, choose_language, use_language
from .outputs import check_budget, check_file_out, check_folder_out, check_seeds
from .play.quality import Quality
from .rules import (Catalog, Draft, DragonariumError, GameState, KIND_ALIASES, PlayerKind, ReplayError, ScoreSheet,
                    Seat, TERRAINS, load_catalog, load_game_file, quoted, save_record, slot_name, tile_name,
                    whole_number)
from .terminal import escaped, escaping_output

USER_ERROR = 2
QUALITY_NAMES = [quality.value for quality in Quality]


def main(argv: Optional[Sequence[str]] = None) -> int:
    speak(argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.run is _play:
        return _run(args)
    with escaping_output():  # nothing read from a file reaches the terminal as a control character
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    try:
        return int(args.run(args) or 0)
    except ReplayError as error:
        print(f"action {error.index + 1}: {escaped(error.reason)}", file=sys.stderr)
        return USER_ERROR
    except DragonariumError as error:
        print(f"error: {escaped(str(error))}", file=sys.stderr)
        return USER_ERROR
    except BrokenPipeError:
        return 0
    except OSError as error:  # a file that cannot be written: the disk is full, the folder went away
        where = f": {error.filename}" if error.filename else ""
        print(f"error: {escaped(error.strerror or str(error))}{escaped(str(where))}", file=sys.stderr)
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
    from .settings import load_settings

    use_language(choose_language(explicit, load_settings()[0].language))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dragonarium", description="A 3D table for Dragonarium, and tools to "
                                     "check, replay, score and simulate games. With no command: play.")
    parser.add_argument("--data", type=Path, default=None, help="use component data from this folder")
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default=None,
                        help="the language of every text, for this run (default: the one chosen on the start "
                        "screen, else the system's)")
    parser.set_defaults(run=_play, record=None, quality=None)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = commands.add_parser("play", help="open the 3D table (the default command)")
    play.add_argument("record", nargs="?", type=Path, help="a game record to continue")
    play.add_argument("--quality", choices=QUALITY_NAMES, default=None,
                      help="drawing quality for this run: auto picks fast on a software renderer, full otherwise "
                      "(default: the one chosen on the start screen, else auto)")
    play.set_defaults(run=_play)

    validate = commands.add_parser("validate-data", help="load and check every data file, the lessons included, "
                                   "and say what is there")
    validate.set_defaults(run=_validate)

    lessons = commands.add_parser("lessons", help="list the lessons (each checked against the data) and the rules "
                                  "they teach")
    lessons.add_argument("--json", action="store_true", help="print JSON")
    lessons.set_defaults(run=_lessons)

    replay = commands.add_parser("replay", help="replay a game record; exit 2 at the first illegal action")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="print JSON")
    replay.set_defaults(run=_replay)

    score = commands.add_parser("score", help="score a position, or a record's final state")
    score.add_argument("file", type=Path)
    score.add_argument("--json", action="store_true", help="print JSON")
    score.set_defaults(run=_score)

    legal = commands.add_parser("legal", help="the pending decision of a position or record, and its legal choices")
    legal.add_argument("file", type=Path)
    legal.add_argument("--json", action="store_true", help="print JSON")
    legal.add_argument("--why", action="store_true", help="every choice, legal or not, with each rule a refused "
                       "one breaks")
    legal.set_defaults(run=_legal)

    show = commands.add_parser("show", help="the whole state of a position or record: boards, pillars, Assistant, "
                               "site, supply, dragons left, the pending decision and its context")
    show.add_argument("file", type=Path)
    show.add_argument("--json", action="store_true", help="print JSON")
    show.add_argument("--player", type=int, help="show only this player's board: 1 for the first player")
    show.set_defaults(run=_show)

    render = commands.add_parser("render", help="draw a position or a record's state to a PNG, with no display")
    render.add_argument("file", type=Path)
    render.add_argument("-o", "--output", type=Path, required=True, help="the PNG to write")
    render.add_argument("--size", default="1280x720", help="picture size as WxH (default 1280x720)")
    render.add_argument("--view", default="player", choices=["player", "top", "table"],
                        help="player: face one board; top: the table from above; table: the whole table")
    render.add_argument("--player", type=int, help="whose board to face: 1 for the first player (default: whose "
                        "turn it is)")
    render.add_argument("--quality", choices=QUALITY_NAMES, default="full",
                        help="fast: no shadow map, no multisampling; full: the whole look (default); auto: fast on "
                        "a software renderer")
    render.add_argument("--no-shadows", action="store_true", help="the same as --quality fast")
    render.add_argument("--overlay", action="store_true", help="draw the scoring overlay")
    render.add_argument("--layout-json", type=Path, help="also write every 2D element drawn (kind, text, box and "
                        "font size in window pixels) to this JSON file")
    render.set_defaults(run=_render)

    simulate = commands.add_parser("simulate", help="play whole games with random legal choices")
    simulate.add_argument("--players", type=int, required=True, choices=[1, 2, 3, 4])
    simulate.add_argument("--side", default="library",
                          help="board side for every player, or a comma-separated side per player")
    simulate.add_argument("--games", type=int, default=1)
    simulate.add_argument("--seed", type=int, default=1, help="seed of the first game, 0 to 2^63 - 1 (the next "
                          "ones count up)")
    simulate.add_argument("--bots", default="random",
                          help="computer player per seat: random, easy (or greedy) or strong (one for all, or comma-separated)")
    simulate.add_argument("--budget", type=float, default=0.0,
                          help="seconds of playouts a strong player may add to each tile choice, 0 to 60 "
                          "(default none)")
    simulate.add_argument("--record", type=Path, metavar="DIR", help="write each game's record into DIR")
    simulate.add_argument("--json", action="store_true", help="print JSON")
    simulate.set_defaults(run=_simulate)
    return parser


def _catalog(args: argparse.Namespace) -> Catalog:
    return load_catalog(args.data) if args.data else load_catalog()


def _lessons_dir(args: argparse.Namespace) -> Path:
    """The lessons of the data in use: ``--data DIR``'s, else ``$DRAGONARIUM_DATA``'s, else the shipped ones."""
    from .lessons import lessons_dir

    return lessons_dir(args.data)


def _play(args: argparse.Namespace) -> int:
    from .app.launch import launch

    return launch(_catalog(args), args.record, None if args.quality is None else Quality(args.quality),
                  lessons=_lessons_dir(args))


def _lessons(args: argparse.Namespace) -> int:
    from .lessons import load_lessons

    lessons = load_lessons(_lessons_dir(args), _catalog(args))
    if args.json:
        print(json.dumps({"lessons": [{"id": lesson.id, "title": lesson.title, "topics": list(lesson.topics),
                                       "steps": len(lesson.steps)} for lesson in lessons]}, indent=2))
        return 0
    for number, lesson in enumerate(lessons, 1):
        print(f"{number}. {lesson.title} ({lesson.id}): {', '.join(lesson.topics)}; "
              f"{len(lesson.steps)} step{'' if len(lesson.steps) == 1 else 's'}")
    return 0


def _validate(args: argparse.Namespace) -> int:
    catalog = _catalog(args)
    tiles = list(catalog.tiles.values())
    by_set = {s: sum(1 for t in tiles if t.set == s) for s in (2, 3, 4)}
    squares = [sq for t in tiles for sq in t.squares]
    kinds = {terrain.value: sum(1 for sq in squares if sq.terrain is terrain) for terrain in TERRAINS}
    pillar_squares = sum(1 for sq in squares if sq.is_pillar_square)
    print(f"tiles: {len(tiles)} ({', '.join(f'{n} marked {s}' for s, n in by_set.items())})")
    print(f"squares: {', '.join(f'{n} {k}' for k, n in kinds.items())}, {pillar_squares} pillar squares")
    print(f"starting tiles: {', '.join(t.id for t in catalog.starting_tiles)}")
    for board in catalog.boards.values():
        features = [f"{len(board.gaps)} gaps" if board.gaps else "", f"{len(board.cliffs)} cliffs" if board.cliffs
                    else "", f"{len(board.shrines)} shrines" if board.shrines else "",
                    "pillars from the supply" if board.pillar_source.value == "supply" else "",
                    f"trade {board.trade.pillars} pillars for a {board.trade.element.value} stone" if board.trade
                    else "", f"{sum(1 for s in board.track if s.reward)} reward steps"
                    if any(s.reward for s in board.track) else ""]
        extra = "; ".join(f for f in features if f)
        print(f"board side {board.name}: {board.rows} x {board.cols}, {len(board.track)} steps"
              + (f"; {extra}" if extra else ""))
    print(f"solo ranks: {', '.join(f'{r.minimum}+ {r.title}' for r in catalog.solo.ranks)}")
    print(_lessons_line(args, catalog))
    print("all data files are valid")
    return 0


def _lessons_line(args: argparse.Namespace, catalog: Catalog) -> str:
    """The lessons checked against ``catalog`` (each played along its solutions), in a line."""
    from .lessons import TOPICS, load_lessons

    folder = _lessons_dir(args)
    if not folder.is_dir():
        return f"lessons: none (no folder {folder})"
    lessons = load_lessons(folder, catalog)
    taught = {topic for lesson in lessons for topic in lesson.topics}
    missing = [topic for topic in TOPICS if topic not in taught]
    steps = sum(len(lesson.steps) for lesson in lessons)
    return (f"lessons: {len(lessons)}, {steps} steps, played along their solutions"
            + (f"; topics without a lesson: {', '.join(missing)}" if missing else "; every topic taught"))


def _sheet_json(name: str, sheet: ScoreSheet) -> dict[str, Any]:
    from .report.show import sheet_json

    return {"name": name, **sheet_json(sheet)}


def _scores_json(state: GameState) -> dict[str, Any]:
    outcome = state.outcome()
    result: dict[str, Any] = {
        "players": [_sheet_json(seat.name, sheet) for seat, sheet in zip(state.seats, outcome.sheets)],
        "winners": [state.seats[i].name for i in outcome.winners],
    }
    if outcome.tie_break:
        result["tie_break"] = outcome.tie_break
    if outcome.solo_rank:
        result["solo_rank"] = outcome.solo_rank
    return result


def _print_scores(state: GameState) -> None:
    outcome = state.outcome()
    for seat, sheet in zip(state.seats, outcome.sheets):
        parts = [f"{t.value} {s.size}x{s.height}={s.points}" for t, s in sheet.types.items()]
        print(f"{seat.name}: {sheet.total} points ({', '.join(parts)}, royal dragons {sheet.royal_dragons}x3="
              f"{sheet.royal_dragon_points}; {sheet.dragons} dragons)")
    names = " and ".join(state.seats[i].name for i in outcome.winners)
    if len(state.seats) == 1:
        print(f"solo rank: {outcome.solo_rank}")
    else:
        print(f"winner{'s' if len(outcome.winners) > 1 else ''}: {names}"
              + (f" ({outcome.tie_break})" if outcome.tie_break else ""))


def _replay(args: argparse.Namespace) -> int:
    state, game = load_game_file(args.file, _catalog(args))
    if game is None:
        raise DragonariumError(f"{args.file}: a position has no actions to replay; use 'show', 'score' or 'legal'")
    if args.json:
        out = {"actions": len(game.history), "round": state.round, "over": state.over, **_scores_json(state)}
        print(json.dumps(out, indent=2))
        return 0
    print(f"{len(game.history)} actions replayed, round {state.round}, "
          f"{'game over' if state.over else 'game in progress'}")
    _print_scores(state)
    return 0


def _score(args: argparse.Namespace) -> int:
    state, _game = load_game_file(args.file, _catalog(args))
    if args.json:
        print(json.dumps(_scores_json(state), indent=2))
    else:
        _print_scores(state)
    return 0


def _show(args: argparse.Namespace) -> int:
    from .report.show import show_json, show_text

    state, _game = load_game_file(args.file, _catalog(args))
    if args.player is not None and not 1 <= args.player <= len(state.seats):
        raise DragonariumError(f"--player is a player's number, from 1 to {len(state.seats)}")
    player = None if args.player is None else args.player - 1
    print(json.dumps(show_json(state, player), indent=2) if args.json else show_text(state, player))
    return 0


def _legal(args: argparse.Namespace) -> int:
    state, _game = load_game_file(args.file, _catalog(args))
    if args.why and not args.json:
        from .report.why import why_text

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
            from .report.why import why_json

            out["options"] = why_json(state)
        print(json.dumps(out, indent=2))
        return 0
    if state.over or not actions:
        print("no decision pending")
        return 0
    print(f"{player}: {decision.prompt}" + (f": {tile_name(tile, tagged=True)}" if tile else ""))
    for action in actions:
        what = f": {tile_name(state.tile(state.site[action.slot]), tagged=True)}" if isinstance(action, Draft) else ""
        print(f"  {action}{what}")
    return 0


def _parse_size(text: str) -> tuple[int, int]:
    parts = [whole_number(part, 5) for part in text.lower().split("x")]
    if len(parts) != 2 or parts[0] is None or parts[1] is None:
        raise DragonariumError(f"--size is WxH, e.g. 1280x720; got {quoted(text)}")
    width, height = parts[0], parts[1]
    if not (64 <= width <= 4096 and 64 <= height <= 4096):
        raise DragonariumError(f"--size must be between 64 and 4096 pixels a side; got {quoted(text)}")
    return width, height


def _render(args: argparse.Namespace) -> int:
    size = _parse_size(args.size)
    check_file_out(args.output, "-o", ".png")
    if args.layout_json is not None:
        check_file_out(args.layout_json, "--layout-json", ".json")
    state, _game = load_game_file(args.file, _catalog(args))
    if args.player is not None and not 1 <= args.player <= len(state.seats):
        raise DragonariumError(f"--player is a player's number, from 1 to {len(state.seats)}")
    from .app.render import render_state

    quality = Quality.FAST if args.no_shadows else Quality(args.quality)
    player = None if args.player is None else args.player - 1
    out = render_state(state, args.output, size=size, view=args.view, player=player, quality=quality,
                       overlay=args.overlay, layout_json=args.layout_json)
    print(f"wrote {out}")
    if args.layout_json is not None:
        print(f"wrote {args.layout_json}")
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from .bots.players import make_player
    from .simulate import play_game

    catalog = _catalog(args)
    sides = args.side.split(",")
    if len(sides) not in (1, args.players):
        raise DragonariumError(f"--side takes one side or {args.players} sides, got {len(sides)}")
    sides = sides * args.players if len(sides) == 1 else sides
    for side in sides:
        catalog.board(side)
    check_seeds(args.seed, args.games)
    check_budget(args.budget)
    if args.record:
        check_folder_out(args.record, "--record")
    names = args.bots.split(",")
    if len(names) not in (1, args.players):
        raise DragonariumError(f"--bots takes one kind or {args.players} kinds, got {len(names)}")
    kinds = [PlayerKind.named(KIND_ALIASES.get(name, name), PlayerKind.computers()) for name in names]
    kinds = kinds * args.players if len(kinds) == 1 else kinds
    seats = [Seat(f"P{i + 1}", side, kind) for i, (side, kind) in enumerate(zip(sides, kinds))]
    games = []
    for number in range(args.games):
        seed = args.seed + number
        players = [make_player(kind, seed * 7 + i, args.budget) for i, kind in enumerate(kinds)]
        game = play_game(catalog, seats, seed, players)
        if args.record:
            save_record(game, args.record / f"game-{seed}.yaml")
        entry = {"seed": seed, "rounds": game.state.round, **_scores_json(game.state)}
        games.append(entry)
        if not args.json:
            scores = ", ".join(f"{p['name']} {p['total']}" for p in entry["players"])
            extra = f", {entry['solo_rank']}" if "solo_rank" in entry else ""
            print(f"game {seed}: {game.state.round} rounds; {scores}; winners: {', '.join(entry['winners'])}{extra}")
    if args.json:
        print(json.dumps({"games": games}, indent=2))
    return 0




if __name__ == "__main__":
    sys.exit(main())
