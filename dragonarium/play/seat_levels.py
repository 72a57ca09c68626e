"""Who plays each seat, changed during a game from the table's menu (Players): a person or a computer player of
each level, from the seat's next decision on.

A computer already working out its move when its level changes is stopped: the new level works that move out
afresh. The change goes in the game's record (``Game.levels``) and the autosave at once, and in the turn log.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from dragonarium.i18n import _
from dragonarium.rules import PlayerKind, kind_word
from dragonarium.play.table.level_lines import LevelChanged, level_line

if TYPE_CHECKING:
    from dragonarium.play.session import PlaySession

OFFERED = (PlayerKind.HUMAN, PlayerKind.EASY, PlayerKind.MEDIUM, PlayerKind.STRONG, PlayerKind.EXPERT)
"""The kinds a seat's button cycles through, as on the New game page (the random player is for tests)."""


def next_kind(kind: PlayerKind) -> PlayerKind:
    """The kind after ``kind`` in ``OFFERED`` (a person after the expert; the easy player after one not offered)."""
    if kind not in OFFERED:
        return PlayerKind.EASY
    return OFFERED[(OFFERED.index(kind) + 1) % len(OFFERED)]


def change_level(session: "PlaySession", seat: int, kind: PlayerKind) -> None:
    """From now on seat ``seat`` (from 0) of ``session``'s game is played by ``kind``."""
    game = session.game
    game.change_kind(seat, kind)
    if kind.is_computer:
        from dragonarium.bots.ladder import make_player

        session.computers[seat] = make_player(kind, game.seed * 31 + seat)  # the seed a game started with it uses
    else:
        session.computers.pop(seat, None)
    if session.thinking is not None and game.state.current == seat:
        session.thinking.cancel()
        session.thinking = None  # its move is dropped: the new level works it out afresh
    if session.autosaver is not None:
        session.autosaver.save(game)


class SeatLevels:
    """The seats of ``session``'s game as the table's menu shows them, each one a button that passes it on to the
    next kind; ``changed`` redraws the table's panels after a change (the turn log says it)."""

    def __init__(self, session: "PlaySession", changed: Callable[[], None] = lambda: None) -> None:
        self.session = session
        self.changed = changed

    def rows(self) -> list[str]:
        """``Ann: human``, ``Bob: expert``: a row a seat, in turn order."""
        return [_("{player}: {kind}").format(player=seat.name, kind=kind_word(seat.kind))
                for seat in self.session.game.seats]

    def cycle(self, seat: int) -> str:
        """Pass seat ``seat`` on to the next kind; what changed, in words."""
        kind = next_kind(self.session.game.seats[seat].kind)
        change_level(self.session, seat, kind)
        self.changed()
        return level_line(LevelChanged(seat, kind), self.session.game.state)


def seat_levels(session: "PlaySession", changed: Callable[[], None] = lambda: None) -> "SeatLevels | None":
    """The seats to change from the menu; None in a lesson or a puzzle, whose moves are its own."""
    return None if session.lesson is not None else SeatLevels(session, changed)
