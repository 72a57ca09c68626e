"""The decision a game waits for: its phase, whose it is, its legal choices and their context."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional

from .actions import Action, ChooseElement, Draft, ExtraDragon, FreeStone, Nest, Place, Stone, Trade
from .values import Element, Terrain


class Phase(str, Enum):
    """The kind of decision the game is waiting for."""

    DRAFT = "draft"
    PLACE = "place"
    FALLBACK_STONE = "fallback-stone"
    NEST = "nest"
    EXTRA_DRAGON = "extra-dragon"
    ELEMENT = "element"
    STONE = "stone"
    REWARD_STONE = "reward-stone"
    OVER = "over"


PROMPTS = {
    Phase.DRAFT: "choose a tile from the planning site",
    Phase.PLACE: "place the tile on your board",
    Phase.FALLBACK_STONE: "the tile fits nowhere: it is discarded; place a stone of your choice",
    Phase.NEST: "choose where the hatched dragon nests",
    Phase.EXTRA_DRAGON: "the cliff now holds two dragons: place one more dragon off the cliffs",
    Phase.ELEMENT: "choose fire, water or air to move the Assistant",
    Phase.STONE: "choose where this step's stone goes",
    Phase.REWARD_STONE: "reward step: place a stone of your choice",
    Phase.OVER: "the game is over",
}


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
    def prompt(self) -> str:
        return PROMPTS[self.phase]

    def expects(self, action: Action) -> bool:
        """Whether ``action`` is of the kind this decision takes (legal or not)."""
        return isinstance(action, _ACTION_FOR_PHASE.get(self.phase, ()))


_ACTION_FOR_PHASE: dict[Phase, tuple[type, ...]] = {
    Phase.DRAFT: (Draft,),
    Phase.PLACE: (Place,),
    Phase.FALLBACK_STONE: (FreeStone,),
    Phase.REWARD_STONE: (FreeStone,),
    Phase.NEST: (Nest,),
    Phase.EXTRA_DRAGON: (ExtraDragon,),
    Phase.ELEMENT: (ChooseElement,),
    Phase.STONE: (Stone,),
}


def verb(action: Action) -> str:
    """What taking ``action`` does, in a few words (``draft a tile``)."""
    return {Draft: "draft a tile", Place: "place a tile", Nest: "nest a dragon", ExtraDragon: "place an extra dragon",
            ChooseElement: "choose an element", Stone: "place a step's stone", FreeStone: "place a stone of choice",
            Trade: "trade pillars"}[type(action)]
