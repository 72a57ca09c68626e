"""The play screen's session on a copy of an analysis board's table ("Ask the rules"): the game's own ghost, why,
legal map, overlay and hint, with nothing saved (no autosave, no history entry) and Back to the board."""
from __future__ import annotations

from dragonarium.i18n import _
from dragonarium.play.base.commands import Command
from dragonarium.play.session import PlaySession
from dragonarium.rules import Game


class AskSession(PlaySession):
    """``game`` (made from a copy of the board's table) played with no autosave; nothing of it is kept."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.history = None

    def switches(self) -> list[tuple[Command, str]]:
        """The play screen's switches, Back leading to the analysis board."""
        return [(command, _("Back to the analysis board") if command is Command.BACK else label)
                for command, label in super().switches()]
