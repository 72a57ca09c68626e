"""Computer players: they play by the same rules module, choosing among its legal actions."""
from .players import PLAYER_KINDS, Player, make_player

__all__ = ["PLAYER_KINDS", "Player", "make_player"]
