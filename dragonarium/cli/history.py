"""``dragonarium history``: the games kept at the table, newest first, each player's figures and the solo games;
``--json`` prints the same as JSON (its fields: ``docs/HISTORY.md``). A file of the history folder that is
skipped is named on stderr."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from dragonarium.i18n import _
from dragonarium.rules import Catalog
from dragonarium.play.history.figures import player_figures, solo_charts
from dragonarium.play.history.store import History, read_history
from dragonarium.play.history.lines import figures_line, game_line, solo_point_line
from dragonarium.cli.terminal import escaped


def print_history(folder: Path, catalog: Catalog, as_json: bool) -> int:
    """Print the history kept in ``folder``; the notes of files skipped go to stderr."""
    history = read_history(folder, catalog)
    for note in history.notes:
        print(_("warning: {problem}").format(problem=escaped(note.words())), file=sys.stderr)
    if as_json:
        print(json.dumps(history_json(history, catalog, folder), indent=2, ensure_ascii=False,
                         allow_nan=False))
        return 0
    if not history.games:
        print(_("No games kept yet in {folder}.").format(folder=folder))
        return 0
    print(_("Games ({folder}):").format(folder=folder))
    for kept in history.games:
        print("  " + game_line(catalog, kept.result))
    print(_("Players:"))
    for figures in player_figures(history.games):
        print("  " + figures_line(figures))
    for chart in solo_charts(history.games, catalog):
        print(_("Solo games of {player}:").format(player=chart.name))
        for point in chart.points:
            print("  " + solo_point_line(catalog, point))
    return 0


def history_json(history: History, catalog: Catalog, folder: Path) -> dict[str, Any]:
    """The history kept in ``folder`` as JSON: ``games`` newest first, ``players`` (figures), ``solo`` (each
    player's solo games, oldest first, with the rank thresholds of each game's side) and ``skipped`` (the files
    passed over)."""
    games = []
    for kept in history.games:
        result = kept.result
        entry = result.to_json()
        del entry["format"], entry["version"]
        for index, player in enumerate(entry["players"]):
            player["place"] = result.place(index)
        entry["record"] = str(kept.record)
        games.append(entry)
    players = [{"name": f.name, "kind": f.kind.value, "games": f.games, "solo_games": f.solo, "wins": f.wins,
                "mean": round(f.mean, 2), "best": f.best} for f in player_figures(history.games)]
    solo = [{"name": chart.name, "kind": chart.kind.value,
             "games": [{"finished": point.finished.isoformat(timespec="seconds"), "side": point.side,
                        "score": point.score, "rank": point.rank,
                        "thresholds": {rank.title: low for rank, low, _above in chart.band(point)}}
                       for point in chart.points]}
            for chart in solo_charts(history.games, catalog)]
    skipped = [{"file": str(note.file), "problem": note.problem} for note in history.notes]
    return {"folder": str(folder), "games": games, "players": players, "solo": solo, "skipped": skipped}
