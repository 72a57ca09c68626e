"""Which hatched dragon nests next, when dragons of more than one type wait (``Decision.nest_types``): the table
picks the first due until a button picks another, says which nests in its prompt, and offers the cells of the
dragon picked."""
from __future__ import annotations

from typing import Optional

from dragonarium.i18n import _
from dragonarium.rules import Decision, Nest, Terrain, dragon_word, listed
from dragonarium.play.base.commands import DragonChoice, PieceChoice


def nest_kind(decision: Decision, choice: Optional[PieceChoice]) -> Optional[Terrain]:
    """The type of the dragon a click nests: the one picked with a button, else the first due; None when only one
    type waits (the click nests it)."""
    if not decision.nest_types:
        return None
    if isinstance(choice, DragonChoice) and choice.terrain in decision.nest_types:
        return choice.terrain
    return decision.terrain


def nest_action(decision: Decision, choice: Optional[PieceChoice], cell: tuple[int, int]) -> Nest:
    """The nest a click on ``cell`` makes."""
    return Nest(cell, nest_kind(decision, choice))


def nest_prompt(decision: Decision, choice: Optional[PieceChoice]) -> str:
    """What to do when several dragons wait: which nests with the next click, and how to nest another first."""
    kind = nest_kind(decision, choice)
    assert kind is not None
    others = [dragon_word(other) for other in decision.nest_types if other is not kind]
    return _("Choose where the {dragon} nests; the {others} nests after it (its button nests it first).").format(
        dragon=dragon_word(kind), others=listed(others))
