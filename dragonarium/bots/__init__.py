"""Computer players: they play by the same rules module, choosing among its legal actions."""
from dragonarium.bots.ladder import make_player
from dragonarium.bots.players import Player

__all__ = ["Player", "make_player"]
