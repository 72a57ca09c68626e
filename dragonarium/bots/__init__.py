"""Computer players: they play by the same rules module, choosing among its legal actions."""
from dragonarium.bots.players import Player, make_player

__all__ = ["Player", "make_player"]
