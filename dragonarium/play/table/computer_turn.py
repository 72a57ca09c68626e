"""What the table says while a computer player moves: ``Bob (computer) is placing the fire/royal tile``; and while
a turn's end still shows, whose turn is ending."""
from __future__ import annotations

from dragonarium.i18n import N_, _
from dragonarium.rules import GameState, Phase, listed, stone_word, tile_name
from dragonarium.play.base.names import type_word

DOING = {
    Phase.DRAFT: N_("{player} (computer) is drafting a tile from the planning site"),
    Phase.PLACE: N_("{player} (computer) is placing the {tile}"),
    Phase.FALLBACK_STONE: N_("{player} (computer) is placing a stone of its choice, as its tile fits nowhere"),
    Phase.NEST: N_("{player} (computer) is choosing where its {type} dragon nests"),
    Phase.EXTRA_DRAGON: N_("{player} (computer) is placing one more dragon off the cliffs"),
    Phase.ELEMENT: N_("{player} (computer) is choosing the element that moves its Assistant"),
    Phase.STONE: N_("{player} (computer) is placing the {stone}"),
    Phase.REWARD_STONE: N_("{player} (computer) is placing the reward step's stone of its choice"),
}
"""What a computer player is doing, by the decision it is at."""
ENDING = N_("Round {round} - the turn of {player} is ending")
WALKING = N_("The Assistant of {player} is walking")
SHOWING = N_("The table shows what {player} did")


def computer_doing(state: GameState) -> str:
    """What the computer player to move is doing, in words (no full stop: a status line or a sentence)."""
    decision = state.pending()
    words = {"player": state.seats[decision.player].name}
    if decision.phase is Phase.PLACE and decision.tile is not None:
        words["tile"] = tile_name(state.tile(decision.tile))
    elif decision.phase is Phase.NEST and decision.nest_types:
        return _("{player} (computer) is choosing where its {types} dragons nest, and which first").format(
            types=listed([type_word(kind) for kind in decision.nest_types]), **words)
    elif decision.phase is Phase.NEST and decision.terrain is not None:
        words["type"] = type_word(decision.terrain)
    elif decision.phase is Phase.STONE and decision.element is not None:
        words["stone"] = stone_word(decision.element)
    return _(DOING[decision.phase]).format(**words)


def ending_status(state: GameState, seat: int, walking: bool) -> list[str]:
    """The status while the turn of ``seat`` has passed in the rules but its end still shows (its Assistant
    ``walking``, or its last step on show): whose turn is ending and what moves, never the next player."""
    ended = state.turn == 0 and state.round > 1  # the turn ending was the last of the round before
    words = {"round": state.round - 1 if ended else state.round, "player": state.seats[seat].name}
    return [_(ENDING).format(**words), _(WALKING if walking else SHOWING).format(**words)]
