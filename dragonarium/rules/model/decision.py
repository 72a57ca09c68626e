"""The decision a game waits for: its phase, whose it is, its legal choices and their context."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from dragonarium.i18n import N_, shown
from dragonarium.rules.model.actions import Action, Nest
from dragonarium.rules.model.phases import Phase
from dragonarium.rules.model.values import Element, Terrain

__all__ = ["DOING", "PROMPTS", "Decision", "Phase", "verb"]


PROMPTS = {
    Phase.DRAFT: N_("choose a tile from the planning site"),
    Phase.PLACE: N_("place the tile on your board"),
    Phase.FALLBACK_STONE: N_("the tile fits nowhere: it is discarded; place a stone of your choice"),
    Phase.NEST: N_("choose where the hatched dragon nests"),
    Phase.EXTRA_DRAGON: N_("the cliff now holds two dragons: place one more dragon off the cliffs"),
    Phase.ELEMENT: N_("choose fire, water or air to move the Assistant"),
    Phase.STONE: N_("choose where this step's stone goes"),
    Phase.REWARD_STONE: N_("reward step: place a stone of your choice"),
    Phase.OVER: N_("the game is over"),
}
"""What each decision asks of its player, as the table says it (translated where shown: ``Decision.prompt``)."""
DOING = {
    **PROMPTS,
    Phase.FALLBACK_STONE: N_("place a stone of your choice, as the tile fits nowhere"),
    Phase.EXTRA_DRAGON: N_("place one more dragon off the cliffs"),
    Phase.REWARD_STONE: N_("place the reward step's stone of your choice"),
    Phase.OVER: N_("do nothing more: the game is over"),
}
"""What each decision asks, after "now is the time to" (``Decision.doing``)."""


@dataclass(frozen=True)
class Decision:
    """What the game waits for: a phase, whose decision, every legal choice, and its context.

    ``tile`` is the drafted tile (to place, or discarded because it fits nowhere); ``terrain`` the type of the
    dragon about to nest; ``element`` and ``step`` the Assistant's element and the step it stands on (for a
    step's stone, and ``step`` alone for a reward step's stone).
    """

    phase: Phase
    player: int
    choices: tuple[Action, ...]
    tile: Optional[str] = None
    terrain: Optional[Terrain] = None
    element: Optional[Element] = None
    step: Optional[int] = None

    @property
    def nest_types(self) -> tuple[Terrain, ...]:
        """At a nest where dragons of more than one type wait, their types, first due first: the player chooses
        which nests next (``engine.nest_order``); otherwise none."""
        return tuple(dict.fromkeys(choice.terrain for choice in self.choices
                                   if isinstance(choice, Nest) and choice.terrain is not None))

    @property
    def prompt(self) -> str:
        """What the decision asks, in the language in use: ``choose a tile from the planning site``."""
        return shown(PROMPTS[self.phase])

    @property
    def doing(self) -> str:
        """What the decision asks, after "now is the time to", in the language in use."""
        return shown(DOING[self.phase])

    def expects(self, action: Action) -> bool:
        """Whether ``action`` is of the kind this decision takes (legal or not): the kinds of action say which
        decisions they answer."""
        return self.phase in type(action).answers


def verb(action: Action) -> str:
    """What taking ``action`` does, in a few words, in the language in use (``draft a tile``)."""
    return shown(type(action).phrase)
