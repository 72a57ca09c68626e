"""The history in words, for the History screen and ``dragonarium history``: a game a line, a player's figures
a line, a solo game's point; names as typed, sides and ranks by their printed titles."""
from __future__ import annotations

from dragonarium.i18n import Number, _, ngettext
from dragonarium.rules import Catalog, kind_word, points, shown
from dragonarium.play.history.entry import GameResult, PlayerResult
from dragonarium.play.history.figures import PlayerFigures, SoloPoint

DATE_FORMAT = "%Y-%m-%d %H:%M"


def side_title(catalog: Catalog, side: str) -> str:
    """A side as printed on it (``Church Ruins``); a side the data in use does not know, by its id."""
    board = catalog.boards.get(side)
    return board.shown_title if board is not None else side


def when(result: GameResult) -> str:
    """The date and time the game ended, in the time of day where it was played."""
    return result.finished.strftime(DATE_FORMAT)


def seat_text(catalog: Catalog, player: PlayerResult) -> str:
    """``Ann (human, Library)``."""
    return _("{player} ({kind}, {side})").format(player=player.name, kind=kind_word(player.kind),
                                                 side=side_title(catalog, player.side))


def players_text(catalog: Catalog, result: GameResult) -> str:
    """Who played, in seat order: ``Ann (human, Library), Bob (easy, Church Ruins)``."""
    return ", ".join(seat_text(catalog, player) for player in result.players)


def scores_text(result: GameResult) -> str:
    """The scores in seat order (``61, 58``)."""
    return ", ".join(str(player.score) for player in result.players)


def outcome_text(result: GameResult) -> str:
    """``Winner: Ann``, ``Winners: Ann, Bob`` (shared), or the solo rank reached."""
    if result.solo_rank is not None:
        return _("Solo: {rank}").format(rank=shown(result.solo_rank))
    winners = [player.name for player in result.players if player.winner]
    return ngettext("Winner: {players}", "Winners: {players}", len(winners)).format(players=", ".join(winners))


def game_line(catalog: Catalog, result: GameResult) -> str:
    """A game in a line: the date, the players, the scores, the winner or the solo rank."""
    return _("{date}  {players}  {scores}  {outcome}").format(
        date=when(result), players=players_text(catalog, result),
        scores=_("points: {scores}").format(scores=scores_text(result)), outcome=outcome_text(result))


def figures_line(figures: PlayerFigures) -> str:
    """``Ann (human): 3 games (1 solo), 2 wins, mean 61.3, best 70 points``."""
    games = ngettext("{count} game", "{count} games", figures.games).format(count=figures.games)
    if figures.solo:
        games = _("{games} ({count} solo)").format(games=games, count=figures.solo)
    wins = ngettext("{count} win", "{count} wins", figures.wins).format(count=figures.wins)
    return _("{player} ({kind}): {games}, {wins}, mean {mean:.1f}, best {best}").format(
        player=figures.name, kind=kind_word(figures.kind), games=games, wins=wins, mean=Number(figures.mean),
        best=points(figures.best))


def solo_point_line(catalog: Catalog, point: SoloPoint) -> str:
    """``2025-03-01 14:02  Marble Quarry  84 points: Egg Cracker``."""
    return _("{date}  {side}  {points}: {rank}").format(date=point.finished.strftime(DATE_FORMAT),
                                                      side=side_title(catalog, point.side),
                                                      points=points(point.score), rank=shown(point.rank))
